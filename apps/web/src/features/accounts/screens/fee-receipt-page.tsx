import { PAYMENT_MODE_LABELS } from '@institute/shared/accounts';
import { formatPaise } from '@institute/shared/money';
import { useParams } from 'react-router';
import { receiptPdfUrl, useReceipt } from '../accounts-api';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { formatDate } from '../../../lib/format-date';
import { PRIMARY, SECONDARY } from '../../../components/ui/button';
import { messageOf } from '../../../lib/api-client';

const PAGE_STYLE = '@page { size: A4 portrait; margin: 14mm; }';

/** A fee receipt alone on the page, for printing (no sidebar), with its PDF. */
export function FeeReceiptPage() {
  const id = Number(useParams().id);
  const receipt = useReceipt(id);
  return (
    <main className="mx-auto max-w-[210mm] bg-white p-4 sm:p-8 print:p-0">
      <style>{PAGE_STYLE}</style>
      <div className="mb-6 flex flex-wrap gap-2 print:hidden">
        <button type="button" className={PRIMARY} onClick={() => window.print()}>
          Print
        </button>
        <a href={receiptPdfUrl(id)} className={SECONDARY}>
          Download PDF
        </a>
        <button type="button" className={SECONDARY} onClick={() => window.history.back()}>
          Back
        </button>
      </div>
      {receipt.isPending && <LoadingMessage />}
      {receipt.isError && (
        <ErrorMessage>{messageOf(receipt.error, 'Could not load the receipt.')}</ErrorMessage>
      )}
      {receipt.data && (
        <article className="rounded-md border border-slate-300 p-6 print:border-0 print:p-0">
          <header className="border-b-2 border-brand-700 pb-3">
            <p className="text-2xl font-bold text-brand-800">{receipt.data.centre.name}</p>
            <p className="text-sm text-slate-700">{receipt.data.centre.address}</p>
            <p className="text-sm text-slate-700">
              Phone {receipt.data.centre.phone} · Centre code {receipt.data.centre.code}
            </p>
          </header>
          <div className="mt-4 flex flex-wrap items-baseline justify-between gap-2">
            <h1 className="text-xl font-bold tracking-wide text-slate-900">FEE RECEIPT</h1>
            <p className="font-semibold">
              Receipt No. <span className="font-mono">{receipt.data.receiptNumber}</span>
            </p>
          </div>
          {receipt.data.reversed && (
            <p className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 font-semibold text-red-800">
              This payment was reversed and is no longer valid.
            </p>
          )}
          <dl className="mt-4 grid grid-cols-[10rem_1fr] gap-x-4 gap-y-2">
            <dt className="text-slate-600">Date</dt>
            <dd>{formatDate(receipt.data.paidOn)}</dd>
            <dt className="text-slate-600">Registration No.</dt>
            <dd>{receipt.data.student.registrationNumber}</dd>
            <dt className="text-slate-600">Student</dt>
            <dd className="font-semibold">{receipt.data.student.name}</dd>
            <dt className="text-slate-600">Course</dt>
            <dd>{receipt.data.student.courseName}</dd>
            <dt className="text-slate-600">Payment mode</dt>
            <dd>{PAYMENT_MODE_LABELS[receipt.data.mode]}</dd>
            {receipt.data.reference && (
              <>
                <dt className="text-slate-600">Reference</dt>
                <dd>{receipt.data.reference}</dd>
              </>
            )}
            <dt className="text-slate-600">Amount</dt>
            <dd className="text-lg font-bold">{formatPaise(receipt.data.amountPaise)}</dd>
            <dt className="text-slate-600">Amount in words</dt>
            <dd className="font-semibold">{receipt.data.amountInWords}</dd>
            <dt className="text-slate-600">Balance due</dt>
            <dd>{formatPaise(receipt.data.duePaiseAfter)} after this payment</dd>
          </dl>
          <footer className="mt-16 flex flex-wrap justify-between gap-4 text-sm text-slate-700">
            <span>Received by {receipt.data.createdBy ?? 'the centre'}</span>
            <span className="border-t border-slate-500 pt-1">Authorised signatory</span>
          </footer>
          <p className="mt-4 text-xs text-slate-600">This is a computer-generated receipt.</p>
        </article>
      )}
    </main>
  );
}
