import { PAYMENT_MODE_LABELS } from '@institute/shared/accounts';
import { formatPaise } from '@institute/shared/money';
import { useOwnFees } from './accounts-api';
import { formatDate } from '../../lib/format-date';

/** The student's fee status on their profile: what the course costs, what was paid, what is due. */
export function StudentFeePanel({ registrationNumber }: { registrationNumber: string }) {
  const fees = useOwnFees(registrationNumber);
  return (
    <section
      aria-labelledby="fee-status-heading"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="fee-status-heading" className="text-lg font-semibold text-brand-900">
        Fee status
      </h2>
      {fees.isPending && <p className="mt-2 text-slate-700">Loading...</p>}
      {fees.isError && (
        <p role="alert" className="mt-2 text-red-700">
          Could not load your fee status.
        </p>
      )}
      {fees.data && (
        <>
          <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {[
              ['Course fee', fees.data.status.totalPaise],
              ['Discount', fees.data.status.discountPaise],
              ['Paid', fees.data.status.paidPaise],
              ['Amount due', fees.data.status.duePaise],
            ].map(([label, paise]) => (
              <div key={label} className="rounded-md bg-slate-50 p-3">
                <dt className="text-sm text-slate-600">{label}</dt>
                <dd className="text-lg font-semibold text-slate-900">
                  {formatPaise(paise as number)}
                </dd>
              </div>
            ))}
          </dl>
          {fees.data.status.overduePaise > 0 && (
            <p className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 font-medium text-red-800">
              {formatPaise(fees.data.status.overduePaise)} is overdue since{' '}
              {formatDate(fees.data.status.overdueSince ?? '')}. Please pay at your centre.
            </p>
          )}
          {fees.data.status.overduePaise === 0 && fees.data.status.nextDueDate && (
            <p className="mt-3 text-slate-700">
              Next instalment due on {formatDate(fees.data.status.nextDueDate)}.
            </p>
          )}
          {fees.data.status.duePaise <= 0 && fees.data.status.totalPaise > 0 && (
            <p className="mt-3 font-medium text-green-800">Your fee is fully paid.</p>
          )}
          {fees.data.payments.some((p) => p.kind === 'payment') && (
            <ul className="mt-4 divide-y divide-slate-100 text-sm">
              {fees.data.payments
                .filter((p) => p.kind === 'payment')
                .map((payment) => (
                  <li key={payment.id} className="flex flex-wrap justify-between gap-2 py-2">
                    <span>
                      {formatDate(payment.paidOn)} · Receipt {payment.receiptNumber} ·{' '}
                      {PAYMENT_MODE_LABELS[payment.mode]}
                      {payment.reversedBy !== null && (
                        <span className="ml-2 font-semibold text-red-800">(reversed)</span>
                      )}
                    </span>
                    <span className="font-medium">{formatPaise(payment.amountPaise)}</span>
                  </li>
                ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
