import { DOCUMENT_LANGUAGES } from '@institute/shared/document-language';
import { formatPaise } from '@institute/shared/money';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { DataTable } from '../../../components/ui/data-table';
import { PageHeading } from '../../../components/ui/page-heading';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { SECONDARY, TEXT_LINK } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format-date';
import {
  documentLanguageQuery,
  useDocumentLanguage,
  type DocumentLanguage,
} from '../../../lib/document-language';
import { isHeadOffice, useStaffUser } from '../../auth/use-staff-user';
import { invoiceExportUrl, useInvoices } from '../accounts-api';
import { CARD, MONEY, Section, TABLE_WRAP } from './account-parts';
import { GstSettingsForm } from './gst-settings-form';

/** The label of an invoice's PDF in each language. */
const PDF_IN = {
  en: 'accounts.pdfEnglish',
  hi: 'accounts.pdfHindi',
  bilingual: 'accounts.pdfBilingual',
} as const;

const thisMonth = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()).slice(0, 7);

/** GST invoices: head office sees every centre's, a centre its own; each with its PDF. */
export function InvoicesPage() {
  const { _ } = useLingui();
  const headOffice = isHeadOffice(useStaffUser());
  const [month, setMonth] = useState(thisMonth);
  const invoices = useInvoices(month);
  // The PDFs in the reader's language: head office's default (the server's, the address naming
  // none) until another is chosen.
  const defaultLanguage = useDocumentLanguage();
  const [chosenLanguage, setLanguage] = useState<DocumentLanguage | null>(null);
  const pdfLanguage = chosenLanguage ?? defaultLanguage;

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeading title={_('accounts.invoices.title')} intro={_('accounts.invoices.intro')} />
      <div className={CARD}>
        <label className="block max-w-xs text-sm font-medium text-slate-800">
          {_('accounts.invoices.month')}
          <input
            type="month"
            className="mt-1 block min-h-11 w-full rounded-md border border-slate-300 px-3"
            value={month}
            onChange={(event) => event.target.value && setMonth(event.target.value)}
          />
        </label>
        <label className="mt-4 block max-w-xs text-sm font-medium text-slate-800">
          {_('accounts.invoices.pdfLanguage')}
          <select
            className="mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3"
            value={pdfLanguage}
            onChange={(event) => setLanguage(event.target.value as DocumentLanguage)}
          >
            {DOCUMENT_LANGUAGES.map((lang) => (
              <option key={lang} value={lang}>
                {_(PDF_IN[lang])}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Section
        title={_('accounts.invoices.listTitle')}
        actions={
          headOffice ? (
            <div className="flex flex-wrap gap-2">
              <a href={invoiceExportUrl(month, 'xlsx')} className={SECONDARY} download>
                {_('accounts.invoices.exportXlsx')}
              </a>
              <a href={invoiceExportUrl(month, 'csv')} className={SECONDARY} download>
                {_('accounts.invoices.exportCsv')}
              </a>
            </div>
          ) : undefined
        }
      >
        {invoices.isPending && <LoadingMessage />}
        {invoices.isError && <ErrorMessage>{_('accounts.invoices.loadFailed')}</ErrorMessage>}
        {invoices.data && invoices.data.length === 0 && (
          <p className="rounded-md bg-white p-4 text-slate-700">{_('accounts.invoices.empty')}</p>
        )}
        {invoices.data && invoices.data.length > 0 && (
          <div className={TABLE_WRAP}>
            <DataTable
              caption={_('accounts.invoices.caption')}
              className="w-full text-left"
              columns={[
                {
                  id: 'number',
                  header: _('accounts.invoices.number'),
                  cell: (item) => (
                    <>
                      <a
                        href={
                          chosenLanguage
                            ? `${item.pdfUrl}?${documentLanguageQuery(chosenLanguage)}`
                            : item.pdfUrl
                        }
                        className={TEXT_LINK}
                        target="_blank"
                        rel="noreferrer"
                      >
                        {item.number}
                      </a>
                      <div className="text-slate-600">
                        {item.kind === 'invoice'
                          ? _('accounts.invoices.kindInvoice')
                          : _('accounts.invoices.kindCreditNote', {
                              number: item.originalNumber ?? '',
                            })}
                      </div>
                    </>
                  ),
                },
                {
                  id: 'date',
                  header: _('accounts.invoices.date'),
                  cell: (item) => formatDate(item.issuedOn),
                },
                {
                  id: 'recipient',
                  header: _('accounts.invoices.recipient'),
                  cell: (item) => (
                    <>
                      {item.recipientName}
                      <div className="text-slate-600">
                        {item.recipientGstin ?? _('accounts.invoices.unregistered')}
                      </div>
                    </>
                  ),
                },
                {
                  id: 'taxable',
                  header: _('accounts.invoices.taxable'),
                  ...MONEY,
                  cell: (item) => formatPaise(item.taxablePaise),
                },
                {
                  id: 'tax',
                  header: _('accounts.invoices.tax'),
                  ...MONEY,
                  cell: (item) =>
                    item.igstPaise > 0
                      ? `IGST ${formatPaise(item.igstPaise)}`
                      : `CGST ${formatPaise(item.cgstPaise)} + SGST ${formatPaise(item.sgstPaise)}`,
                },
                {
                  id: 'total',
                  header: _('accounts.invoices.total'),
                  ...MONEY,
                  className: `${MONEY.className} font-medium`,
                  cell: (item) => formatPaise(item.totalPaise),
                },
              ]}
              rows={invoices.data}
              rowKey={(item) => String(item.id)}
            />
          </div>
        )}
      </Section>
      {headOffice && <GstSettingsForm />}
    </div>
  );
}
