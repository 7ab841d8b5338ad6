import {
  centreGstinSchema,
  gstSettingsSchema,
  INVOICE_MESSAGES,
  invoiceExportQuerySchema,
  invoiceListQuerySchema,
  stateOfCode,
  type Invoice,
} from '@institute/shared/invoices';
import { ERROR_CODES } from '@institute/shared/api-error';
import type { Kysely, Selectable } from 'kysely';
import type { DB, InvoicesTable } from '../../db/schema';
import { canReachCentre, forbidden, type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { instituteDate, nowIso } from '../../lib/time';
import { runTransaction } from '../../lib/transaction';
import { putSetting } from '../settings/settings';
import type { DocumentLanguage } from '../../lib/document-labels';
import { invoicePdf } from './invoice.pdf';
import { GST_SETTING_KEY, readGstSettings } from './invoices';

// Head office's GST settings, centres' GSTINs, the invoice list (head office: all; a centre's
// staff: their own centre's), each invoice's PDF and the month's export for filing (decision 0082).

const validation = (issues: { path: PropertyKey[]; message: string }[]) =>
  new AppError(
    400,
    ERROR_CODES.validation,
    issues[0]?.message ?? 'Invalid input.',
    Object.fromEntries(issues.map((issue) => [issue.path.join('.') || 'body', [issue.message]])),
  );

const requireHeadOffice = (user: AuthenticatedUser) => {
  if (user.role !== 'head_office') throw forbidden(INVOICE_MESSAGES.headOfficeOnly);
};

type Row = Selectable<InvoicesTable> & { centre_name: string; original_number: string | null };

const toView = (row: Row): Invoice => ({
  id: row.id,
  kind: row.kind,
  number: row.number,
  issuedOn: row.issued_on,
  centreId: row.centre_id,
  centreName: row.centre_name,
  purpose: row.purpose,
  recipientName: row.recipient_name,
  recipientGstin: row.recipient_gstin,
  placeOfSupply: `${stateOfCode(row.place_of_supply)} (${row.place_of_supply})`,
  originalNumber: row.original_number,
  taxablePaise: row.taxable_paise,
  cgstPaise: row.cgst_paise,
  sgstPaise: row.sgst_paise,
  igstPaise: row.igst_paise,
  totalPaise: row.total_paise,
  pdfUrl: `/api/dashboard/invoices/${row.id}/pdf`,
});

/** The next month's first day: the end (excluded) of a month's days. */
function monthEnd(month: string): string {
  const year = Number(month.slice(0, 4));
  const next = Number(month.slice(5, 7)) + 1;
  return next > 12 ? `${year + 1}-01-01` : `${year}-${String(next).padStart(2, '0')}-01`;
}

const EXPORT_COLUMNS = [
  'Type',
  'Number',
  'Date',
  'Against invoice',
  'Centre',
  'Recipient',
  'Recipient GSTIN',
  'Place of supply',
  'SAC',
  'Rate %',
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'Total',
] as const;

const quote = (text: string) => {
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function createInvoicesService(deps: {
  db: Kysely<DB>;
  audit: AuditLog;
  /** The centres module's writer of a centre's GSTIN (handed in by the composition root). */
  setCentreGstin: (
    db: Kysely<DB>,
    centreId: number,
    gstin: string | null,
    at: string,
  ) => Promise<boolean>;
}) {
  const { db, audit, setCentreGstin } = deps;

  const rows = () =>
    db
      .selectFrom('invoices')
      .innerJoin('centres', 'centres.id', 'invoices.centre_id')
      .leftJoin('invoices as original', 'original.id', 'invoices.original_invoice_id')
      .selectAll('invoices')
      .select(['centres.name as centre_name', 'original.number as original_number']);

  async function monthRows(month: string, centreId: number | undefined): Promise<Row[]> {
    let query = rows()
      .where('invoices.issued_on', '>=', `${month}-01`)
      .where('invoices.issued_on', '<', monthEnd(month));
    if (centreId !== undefined) query = query.where('invoices.centre_id', '=', centreId);
    return (await query
      .orderBy('invoices.kind')
      .orderBy('invoices.financial_year')
      .orderBy('invoices.seq')
      .execute()) as Row[];
  }

  return {
    async settings(user: AuthenticatedUser) {
      requireHeadOffice(user);
      const settings = await readGstSettings(db);
      if (!settings) {
        return {
          legalName: '',
          address: '',
          gstin: '',
          sac: '999293',
          rateBasisPoints: 1800,
          feeInvoices: false,
          state: '',
          stateCode: '',
          configured: false,
        };
      }
      const stateCode = settings.gstin.slice(0, 2);
      return { ...settings, state: stateOfCode(stateCode), stateCode, configured: true };
    },

    async saveSettings(user: AuthenticatedUser, body: unknown) {
      requireHeadOffice(user);
      const parsed = gstSettingsSchema.safeParse(body);
      if (!parsed.success) throw validation(parsed.error.issues);
      await runTransaction(db, async (trx) => {
        await putSetting(trx, {
          key: GST_SETTING_KEY,
          value: JSON.stringify(parsed.data),
          at: nowIso(),
          userId: user.id,
        });
        await audit(
          {
            userId: user.id,
            centreId: null,
            action: 'update',
            entity: 'setting',
            entityId: null,
            changes: { key: GST_SETTING_KEY, gstin: parsed.data.gstin },
          },
          trx,
        );
      });
      return this.settings(user);
    },

    async setCentreGstin(user: AuthenticatedUser, centreId: number, body: unknown) {
      requireHeadOffice(user);
      const parsed = centreGstinSchema.safeParse(body);
      if (!parsed.success) throw validation(parsed.error.issues);
      const gstin = parsed.data.gstin || null;
      const found = await runTransaction(db, async (trx) => {
        const updated = await setCentreGstin(trx, centreId, gstin, nowIso());
        if (updated) {
          await audit(
            {
              userId: user.id,
              centreId,
              action: 'update',
              entity: 'centre',
              entityId: centreId,
              changes: { gstin },
            },
            trx,
          );
        }
        return updated;
      });
      if (!found) throw notFound('There is no such centre.');
      return { centreId, gstin };
    },

    async list(user: AuthenticatedUser, query: unknown): Promise<Invoice[]> {
      if (user.role !== 'head_office' && user.role !== 'centre_staff') throw forbidden();
      const parsed = invoiceListQuerySchema.safeParse(query);
      if (!parsed.success) throw validation(parsed.error.issues);
      const month = parsed.data.month ?? instituteDate().slice(0, 7);
      const centreId = user.role === 'head_office' ? parsed.data.centreId : (user.centreId ?? -1);
      return (await monthRows(month, centreId)).map(toView);
    },

    async pdf(
      user: AuthenticatedUser,
      id: number,
      lang: DocumentLanguage,
    ): Promise<{ number: string; pdf: Uint8Array }> {
      if (user.role !== 'head_office' && user.role !== 'centre_staff') throw forbidden();
      const row = (await rows().where('invoices.id', '=', id).executeTakeFirst()) as
        Row | undefined;
      if (!row || !canReachCentre(user, row.centre_id)) throw notFound(INVOICE_MESSAGES.notFound);
      return { number: row.number, pdf: await invoicePdf(row, lang) };
    },

    /** The month's invoices and credit notes for filing: CSV text or an Excel workbook. */
    async export(
      user: AuthenticatedUser,
      query: unknown,
    ): Promise<{ name: string; format: 'csv' | 'xlsx'; body: string | Buffer }> {
      requireHeadOffice(user);
      const parsed = invoiceExportQuerySchema.safeParse(query);
      if (!parsed.success) throw validation(parsed.error.issues);
      const { month, format } = parsed.data;
      const list = await monthRows(month, undefined);
      const cells = (row: Row) => [
        row.kind === 'invoice' ? 'Invoice' : 'Credit note',
        row.number,
        row.issued_on,
        row.original_number ?? '',
        row.centre_name,
        row.recipient_name,
        row.recipient_gstin ?? '',
        `${row.place_of_supply}-${stateOfCode(row.place_of_supply)}`,
        row.sac,
        row.rate_basis_points / 100,
        row.taxable_paise,
        row.cgst_paise,
        row.sgst_paise,
        row.igst_paise,
        row.total_paise,
      ];
      const name = `gst-invoices-${month}`;
      if (format === 'csv') {
        const lines = [EXPORT_COLUMNS.join(',')];
        for (const row of list) {
          lines.push(
            cells(row)
              .map((cell, index) =>
                index >= 10 ? (Number(cell) / 100).toFixed(2) : quote(String(cell)),
              )
              .join(','),
          );
        }
        return { name, format, body: `\uFEFF${lines.join('\r\n')}\r\n` };
      }
      const { default: ExcelJS } = await import('exceljs');
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet(`GST ${month}`);
      sheet.addRow([...EXPORT_COLUMNS]).font = { bold: true };
      for (const row of list) {
        const values = cells(row);
        const added = sheet.addRow(
          values.map((cell, index) =>
            index === 2
              ? new Date(`${String(cell)}T00:00:00Z`)
              : index >= 10
                ? Number(cell) / 100
                : cell,
          ),
        );
        added.getCell(3).numFmt = 'dd-mm-yyyy';
        for (let column = 11; column <= 15; column += 1) added.getCell(column).numFmt = '#,##0.00';
      }
      EXPORT_COLUMNS.forEach((title, index) => {
        sheet.getColumn(index + 1).width = Math.max(12, title.length + 2);
      });
      return { name, format, body: Buffer.from(await workbook.xlsx.writeBuffer()) };
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
