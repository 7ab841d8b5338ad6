import {
  financialYear,
  GST_STATE_CODES,
  gstSettingsSchema,
  splitInclusive,
  type GstSettings,
} from '@institute/shared/invoices';
import type { Kysely } from 'kysely';
import type { Selectable } from 'kysely';
import type { DB, InvoicesTable } from '../../db/schema';
import { instituteDate, nowIso } from '../../lib/time';
import { nextInSequence } from '../sequences/sequences.repository';

// Issuing GST tax invoices and credit notes (issue 36 point 5, decision 0082). Every function
// takes the caller's transaction: an invoice is written with the credit it is for, and its number
// is taken from the `counters` row of its series, which the upsert keeps locked until the
// transaction ends. A rolled-back top-up gives its number back: the series has no gaps.

export const GST_SETTING_KEY = 'gst';

/** Head office's GST details, or null while they have not been entered (no invoices then). */
export async function readGstSettings(db: Kysely<DB>): Promise<GstSettings | null> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', GST_SETTING_KEY)
    .executeTakeFirst();
  if (!row) return null;
  const parsed = gstSettingsSchema.safeParse(JSON.parse(row.value));
  return parsed.success ? parsed.data : null;
}

const PREFIX = { invoice: 'INV', credit_note: 'CN' } as const;

async function nextNumber(
  trx: Kysely<DB>,
  kind: InvoicesTable['kind'],
  day: string,
): Promise<{ number: string; seq: number; year: string }> {
  const year = financialYear(day);
  const seq = await nextInSequence(trx, `${kind}:${year}`);
  return { number: `${PREFIX[kind]}/${year}/${String(seq).padStart(6, '0')}`, seq, year };
}

/** The recipient's state code: from its GSTIN, else from the state of its address. */
const stateCodeOf = (gstin: string | null, state: string | null) =>
  gstin ? gstin.slice(0, 2) : ((state && GST_STATE_CODES[state]) ?? null);

interface Recipient {
  centreId: number;
  name: string;
  address: string;
  gstin: string | null;
  stateCode: string;
}

async function centreRecipient(trx: Kysely<DB>, centreId: number, supplierState: string) {
  const centre = await trx
    .selectFrom('centres')
    .select(['id', 'name', 'address', 'state', 'gstin'])
    .where('id', '=', centreId)
    .executeTakeFirstOrThrow();
  return {
    centreId,
    name: centre.name,
    address: centre.address,
    gstin: centre.gstin,
    // A centre with neither: supplied where head office is.
    stateCode: stateCodeOf(centre.gstin, centre.state) ?? supplierState,
  } satisfies Recipient;
}

async function issue(
  trx: Kysely<DB>,
  settings: GstSettings,
  kind: InvoicesTable['kind'],
  recipient: Recipient,
  values: {
    purpose: InvoicesTable['purpose'];
    totalPaise: number;
    walletEntryId?: number | null;
    feePaymentId?: number | null;
    original?: Selectable<InvoicesTable> | null;
    createdBy: number | null;
  },
): Promise<number> {
  const day = instituteDate();
  const { number, seq, year } = await nextNumber(trx, kind, day);
  const supplierState = settings.gstin.slice(0, 2);
  // A credit note reverses its invoice's tax at the invoice's rate and places.
  const rate = values.original?.rate_basis_points ?? settings.rateBasisPoints;
  const place = values.original?.place_of_supply ?? recipient.stateCode;
  const split = splitInclusive(values.totalPaise, rate, place === supplierState);
  const row = await trx
    .insertInto('invoices')
    .values({
      kind,
      number,
      financial_year: year,
      seq,
      issued_on: day,
      purpose: values.purpose,
      centre_id: recipient.centreId,
      wallet_entry_id: values.walletEntryId ?? null,
      fee_payment_id: values.feePaymentId ?? null,
      original_invoice_id: values.original?.id ?? null,
      supplier_name: settings.legalName,
      supplier_address: settings.address,
      supplier_gstin: settings.gstin,
      recipient_name: recipient.name,
      recipient_address: recipient.address,
      recipient_gstin: recipient.gstin,
      place_of_supply: place,
      sac: settings.sac,
      rate_basis_points: rate,
      taxable_paise: split.taxablePaise,
      cgst_paise: split.cgstPaise,
      sgst_paise: split.sgstPaise,
      igst_paise: split.igstPaise,
      total_paise: values.totalPaise,
      created_at: nowIso(),
      created_by: values.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * The tax invoice of a wallet top-up (head office to the centre), in the transaction that
 * credits it; null while head office's GST details are not entered.
 */
export async function invoiceTopUp(
  trx: Kysely<DB>,
  input: { centreId: number; walletEntryId: number; amountPaise: number; createdBy: number | null },
): Promise<number | null> {
  const settings = await readGstSettings(trx);
  if (!settings) return null;
  const recipient = await centreRecipient(trx, input.centreId, settings.gstin.slice(0, 2));
  return issue(trx, settings, 'invoice', recipient, {
    purpose: 'wallet',
    totalPaise: input.amountPaise,
    walletEntryId: input.walletEntryId,
    createdBy: input.createdBy,
  });
}

/**
 * The tax invoice of a student's fee payment, when head office's setting asks for them; the
 * student is the (unregistered) recipient, supplied where their centre is.
 */
export async function invoiceFeePayment(
  trx: Kysely<DB>,
  input: { feePaymentId: number; createdBy: number | null },
): Promise<number | null> {
  const settings = await readGstSettings(trx);
  if (!settings?.feeInvoices) return null;
  const payment = await trx
    .selectFrom('fee_payments')
    .innerJoin('students', 'students.id', 'fee_payments.student_id')
    .select([
      'fee_payments.amount_paise',
      'students.centre_id',
      'students.firstname',
      'students.lastname',
      'students.address',
    ])
    .where('fee_payments.id', '=', input.feePaymentId)
    .executeTakeFirstOrThrow();
  if (payment.amount_paise <= 0) return null;
  const centre = await centreRecipient(trx, payment.centre_id, settings.gstin.slice(0, 2));
  return issue(
    trx,
    settings,
    'invoice',
    {
      centreId: payment.centre_id,
      name: `${payment.firstname} ${payment.lastname}`.trim(),
      address: payment.address ?? '',
      gstin: null,
      stateCode: centre.gstin ? centre.gstin.slice(0, 2) : centre.stateCode,
    },
    {
      purpose: 'fee',
      totalPaise: payment.amount_paise,
      feePaymentId: input.feePaymentId,
      createdBy: input.createdBy,
    },
  );
}

/**
 * The credit note of a refund (all or part) of a top-up or fee paid online, in the refund's
 * transaction; null when the payment had no invoice. `refundEntryId`: the wallet's debit or the
 * receipt's reversal.
 */
export async function creditNoteForRefund(
  trx: Kysely<DB>,
  input: {
    walletEntryId: number | null;
    feePaymentId: number | null;
    refundWalletEntryId: number | null;
    refundFeePaymentId: number | null;
    amountPaise: number;
    createdBy: number | null;
  },
): Promise<number | null> {
  let query = trx.selectFrom('invoices').selectAll().where('kind', '=', 'invoice');
  if (input.walletEntryId !== null)
    query = query.where('wallet_entry_id', '=', input.walletEntryId);
  else if (input.feePaymentId !== null)
    query = query.where('fee_payment_id', '=', input.feePaymentId);
  else return null;
  const original = await query.executeTakeFirst();
  if (!original) return null;
  const settings = await readGstSettings(trx);
  if (!settings) return null;
  return issue(
    trx,
    settings,
    'credit_note',
    {
      centreId: original.centre_id,
      name: original.recipient_name,
      address: original.recipient_address,
      gstin: original.recipient_gstin,
      stateCode: original.place_of_supply,
    },
    {
      purpose: original.purpose,
      totalPaise: input.amountPaise,
      walletEntryId: input.refundWalletEntryId,
      feePaymentId: input.refundFeePaymentId,
      original,
      createdBy: input.createdBy,
    },
  );
}

/**
 * What a fee receipt prints of its payment's tax invoice (decision 0088): number, head office's
 * GSTIN, taxable value and tax; null when the payment has none (fee invoices off when it was made).
 */
export async function feeInvoiceOf(db: Kysely<DB>, feePaymentId: number) {
  const invoice = await db
    .selectFrom('invoices')
    .select(['number', 'supplier_gstin', 'taxable_paise', 'cgst_paise', 'sgst_paise', 'igst_paise'])
    .where('kind', '=', 'invoice')
    .where('fee_payment_id', '=', feePaymentId)
    .executeTakeFirst();
  if (!invoice) return null;
  const [cgst, sgst, igst] = [invoice.cgst_paise, invoice.sgst_paise, invoice.igst_paise].map(
    Number,
  ) as [number, number, number];
  return {
    invoiceNumber: invoice.number,
    gstin: invoice.supplier_gstin,
    taxablePaise: Number(invoice.taxable_paise),
    taxPaise: cgst + sgst + igst,
    cgstPaise: cgst,
    sgstPaise: sgst,
    igstPaise: igst,
  };
}
