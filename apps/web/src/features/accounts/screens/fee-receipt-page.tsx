import { formatPaise } from '@institute/shared/money';
import { otherDocumentLanguages, useDocumentLanguage } from '../../../lib/document-language';
import { rupeesInHindiWords } from '@institute/shared/number-words';
import { Trans, useLingui } from '@lingui/react';
import { useParams } from 'react-router';
import { receiptPdfUrl, useReceipt } from '../accounts-api';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { formatDate } from '../../../lib/format-date';
import { PRIMARY, SECONDARY } from '../../../components/ui/button';
import { messageOf } from '../../../lib/api-client';
import { PAYMENT_MODE_IDS } from './account-parts';

const PAGE_STYLE = '@page { size: A4 portrait; margin: 14mm; }';

/**
 * A fee receipt alone on the page, for printing (no sidebar), with its PDF. Its words follow the
 * page's language (a Hindi user prints a Hindi receipt), the amount in words too (the server's
 * English words on an English page, Hindi words made here from the amount on a Hindi one).
 */
/** The label of a receipt's PDF in each language. */
const PDF_IN = {
  en: 'accounts.pdfEnglish',
  hi: 'accounts.pdfHindi',
  bilingual: 'accounts.pdfBilingual',
} as const;

export function FeeReceiptPage() {
  const { _, i18n } = useLingui();
  // The main PDF link follows head office's default (decision 0035); the other is offered.
  const otherPdfs = otherDocumentLanguages(useDocumentLanguage());
  const id = Number(useParams().id);
  const receipt = useReceipt(id);
  return (
    <main className="mx-auto max-w-[210mm] bg-white p-4 sm:p-8 print:p-0">
      <style>{PAGE_STYLE}</style>
      <div className="mb-6 flex flex-wrap gap-2 print:hidden">
        <button type="button" className={PRIMARY} onClick={() => window.print()}>
          {_('accounts.receipt.print')}
        </button>
        <a href={receiptPdfUrl(id)} className={SECONDARY}>
          {_('accounts.downloadPdf')}
        </a>
        {otherPdfs.map((lang) => (
          <a key={lang} href={receiptPdfUrl(id, lang)} className={SECONDARY}>
            {_(PDF_IN[lang])}
          </a>
        ))}
        <button type="button" className={SECONDARY} onClick={() => window.history.back()}>
          {_('accounts.receipt.back')}
        </button>
      </div>
      {receipt.isPending && <LoadingMessage />}
      {receipt.isError && (
        <ErrorMessage>{messageOf(receipt.error, _('accounts.receipt.loadFailed'))}</ErrorMessage>
      )}
      {receipt.data && (
        <article className="rounded-md border border-slate-300 p-6 print:border-0 print:p-0">
          <header className="border-b-2 border-brand-700 pb-3">
            <p className="text-2xl font-bold text-brand-800">{receipt.data.centre.name}</p>
            <p className="text-sm text-slate-700">{receipt.data.centre.address}</p>
            <p className="text-sm text-slate-700">
              {_('accounts.receipt.contact', {
                phone: receipt.data.centre.phone,
                code: receipt.data.centre.code,
              })}
            </p>
          </header>
          <div className="mt-4 flex flex-wrap items-baseline justify-between gap-2">
            <h1 className="text-xl font-bold tracking-wide text-slate-900">
              {_('accounts.receipt.heading')}
            </h1>
            <p className="font-semibold">
              <Trans
                id="accounts.receipt.number"
                values={{ number: receipt.data.receiptNumber }}
                components={{ 0: <span className="font-mono" /> }}
              />
            </p>
          </div>
          {receipt.data.reversed && (
            <p className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 font-semibold text-red-800">
              {_('accounts.receipt.reversed')}
            </p>
          )}
          {!receipt.data.reversed && receipt.data.refundedPaise > 0 && (
            <p className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 font-semibold text-red-800">
              {_('accounts.receipt.refunded', {
                refunded: formatPaise(receipt.data.refundedPaise),
                amount: formatPaise(receipt.data.amountPaise),
              })}
            </p>
          )}
          <dl className="mt-4 grid grid-cols-[10rem_1fr] gap-x-4 gap-y-2">
            <dt className="text-slate-600">{_('accounts.receipt.date')}</dt>
            <dd>{formatDate(receipt.data.paidOn)}</dd>
            <dt className="text-slate-600">{_('accounts.receipt.registrationNumber')}</dt>
            <dd>{receipt.data.student.registrationNumber}</dd>
            <dt className="text-slate-600">{_('accounts.receipt.student')}</dt>
            <dd className="font-semibold">{receipt.data.student.name}</dd>
            <dt className="text-slate-600">{_('accounts.receipt.course')}</dt>
            <dd>{receipt.data.student.courseName}</dd>
            <dt className="text-slate-600">{_('accounts.receipt.mode')}</dt>
            <dd>{_(PAYMENT_MODE_IDS[receipt.data.mode])}</dd>
            {receipt.data.reference && (
              <>
                <dt className="text-slate-600">
                  {receipt.data.mode === 'cheque'
                    ? _('accounts.receipt.chequeNumber')
                    : _('accounts.receipt.reference')}
                </dt>
                <dd>{receipt.data.reference}</dd>
              </>
            )}
            {receipt.data.mode === 'cheque' && receipt.data.chequeBank && (
              <>
                <dt className="text-slate-600">{_('accounts.receipt.chequeBank')}</dt>
                <dd>{receipt.data.chequeBank}</dd>
              </>
            )}
            <dt className="text-slate-600">{_('accounts.receipt.amount')}</dt>
            <dd className="text-lg font-bold">{formatPaise(receipt.data.amountPaise)}</dd>
            {receipt.data.gst && (
              <>
                <dt className="text-slate-600">{_('accounts.receipt.invoiceNumber')}</dt>
                <dd className="font-mono">{receipt.data.gst.invoiceNumber}</dd>
                <dt className="text-slate-600">{_('accounts.receipt.gstin')}</dt>
                <dd className="font-mono">{receipt.data.gst.gstin}</dd>
                <dt className="text-slate-600">{_('accounts.receipt.taxable')}</dt>
                <dd>{formatPaise(receipt.data.gst.taxablePaise)}</dd>
                <dt className="text-slate-600">{_('accounts.receipt.gstIncluded')}</dt>
                <dd>{formatPaise(receipt.data.gst.taxPaise)}</dd>
              </>
            )}
            <dt className="text-slate-600">{_('accounts.receipt.amountInWords')}</dt>
            <dd className="font-semibold">
              {i18n.locale === 'hi'
                ? rupeesInHindiWords(receipt.data.amountPaise)
                : receipt.data.amountInWords}
            </dd>
            <dt className="text-slate-600">{_('accounts.receipt.balanceDue')}</dt>
            <dd>
              {_('accounts.receipt.balanceAfter', {
                amount: formatPaise(receipt.data.duePaiseAfter),
              })}
            </dd>
          </dl>
          <footer className="mt-16 flex flex-wrap justify-between gap-4 text-sm text-slate-700">
            <span>
              {receipt.data.createdBy
                ? _('accounts.receipt.receivedBy', { name: receipt.data.createdBy })
                : _('accounts.receipt.receivedByCentre')}
            </span>
            <span className="border-t border-slate-500 pt-1">
              {_('accounts.receipt.signatory')}
            </span>
          </footer>
          <p className="mt-4 text-xs text-slate-600">{_('accounts.receipt.computerGenerated')}</p>
        </article>
      )}
    </main>
  );
}
