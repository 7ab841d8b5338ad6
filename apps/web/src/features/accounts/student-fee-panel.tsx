import type { PaymentMode } from '@institute/shared/accounts';
import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { formatPaise } from '@institute/shared/money';
import { useOwnFees } from './accounts-api';
import { formatDate } from '../../lib/format-date';
import { PayFeeOnline, PaymentOutcome } from './pay-online';

const MODE_IDS: Record<PaymentMode, MessageId> = {
  cash: 'student.fees.mode.cash',
  upi: 'student.fees.mode.upi',
  card: 'student.fees.mode.card',
  bank: 'student.fees.mode.bank',
  cheque: 'student.fees.mode.cheque',
};

/** The student's fee status on their profile: what the course costs, what was paid, what is due. */
export function StudentFeePanel({ registrationNumber }: { registrationNumber: string }) {
  const { _ } = useLingui();
  const fees = useOwnFees(registrationNumber);
  return (
    <section
      aria-labelledby="fee-status-heading"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="fee-status-heading" className="text-lg font-semibold text-brand-900">
        {_('student.fees.title')}
      </h2>
      <PaymentOutcome />
      {fees.isPending && <p className="mt-2 text-slate-700">{_('ui.loading')}</p>}
      {fees.isError && (
        <p role="alert" className="mt-2 text-red-700">
          {_('student.fees.loadFailed')}
        </p>
      )}
      {fees.data && (
        <>
          <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {[
              [_('student.fees.total'), fees.data.status.totalPaise],
              [_('student.fees.discount'), fees.data.status.discountPaise],
              [_('student.fees.paid'), fees.data.status.paidPaise],
              [_('student.fees.due'), fees.data.status.duePaise],
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
              {_('student.fees.overdue', {
                amount: formatPaise(fees.data.status.overduePaise),
                date: formatDate(fees.data.status.overdueSince ?? ''),
              })}
            </p>
          )}
          {fees.data.status.overduePaise === 0 && fees.data.status.nextDueDate && (
            <p className="mt-3 text-slate-700">
              {_('student.fees.next', { date: formatDate(fees.data.status.nextDueDate) })}
            </p>
          )}
          <PayFeeOnline
            registrationNumber={registrationNumber}
            duePaise={fees.data.status.duePaise}
          />
          {fees.data.status.duePaise <= 0 && fees.data.status.totalPaise > 0 && (
            <p className="mt-3 font-medium text-green-800">{_('student.fees.fullyPaid')}</p>
          )}
          {fees.data.payments.some((p) => p.kind === 'payment') && (
            <ul className="mt-4 divide-y divide-slate-100 text-sm">
              {fees.data.payments
                .filter((p) => p.kind === 'payment')
                .map((payment) => (
                  <li key={payment.id} className="flex flex-wrap justify-between gap-2 py-2">
                    <span>
                      {_('student.fees.payment', {
                        date: formatDate(payment.paidOn),
                        receipt: payment.receiptNumber,
                        mode: _(MODE_IDS[payment.mode]),
                      })}
                      {payment.reversedBy !== null && (
                        <span className="ml-2 font-semibold text-red-800">
                          {_('student.fees.reversed')}
                        </span>
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
