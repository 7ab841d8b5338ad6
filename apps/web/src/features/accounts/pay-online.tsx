import { formatPaise } from '@institute/shared/money';
import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PRIMARY, SECONDARY, SMALL_BUTTON } from '../../components/ui/button';
import { messageOf } from '../../lib/api-client';
import { showToast } from '../../lib/toast';
import type { OnlinePayment, PayScope } from '@institute/shared/payments';
import { DataTable } from '../../components/ui/data-table';
import { Dialog } from '../../components/ui/dialog';
import { formatDate } from '../../lib/format-date';
import {
  useOnlinePayments,
  usePayFeeOnline,
  usePaymentSettings,
  useRefundPayment,
  useSendPaymentLink,
  useTopUpOnline,
} from './accounts-api';

// Paying online through the gateway's hosted checkout (decision 0071): shown only when head
// office configured a gateway; the manual ways stay beside them.

const OUTCOME_IDS: Record<string, { id: MessageId; tone: string }> = {
  paid: { id: 'payments.outcome.paid', tone: 'border-green-200 bg-green-50 text-green-900' },
  pending: { id: 'payments.outcome.pending', tone: 'border-amber-200 bg-amber-50 text-amber-900' },
  failed: { id: 'payments.outcome.failed', tone: 'border-red-200 bg-red-50 text-red-900' },
  cancelled: {
    id: 'payments.outcome.cancelled',
    tone: 'border-slate-200 bg-slate-50 text-slate-900',
  },
};

/** What the gateway's return said (`?payment=paid`...), once the payer is back on the page. */
export function PaymentOutcome() {
  const { _ } = useLingui();
  const [params] = useSearchParams();
  const outcome = OUTCOME_IDS[params.get('payment') ?? ''];
  if (!outcome) return null;
  return (
    <p role="status" className={`mb-3 rounded-md border p-3 font-medium ${outcome.tone}`}>
      {_(outcome.id)}
    </p>
  );
}

/** The student pays the next instalment or everything due online. */
export function PayFeeOnline({
  registrationNumber,
  duePaise,
}: {
  registrationNumber: string;
  duePaise: number;
}) {
  const { _ } = useLingui();
  const settings = usePaymentSettings();
  const pay = usePayFeeOnline(registrationNumber);
  if (!settings.data?.enabled || duePaise <= 0) return null;
  const start = (scope: PayScope) => pay.mutate(scope);
  return (
    <div className="mt-4 rounded-md border border-brand-100 bg-brand-50 p-3">
      <p className="text-slate-800">{_('payments.fee.intro')}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          className={PRIMARY}
          disabled={pay.isPending}
          onClick={() => start('instalment')}
        >
          {_('payments.fee.payInstalment')}
        </button>
        <button
          type="button"
          className={SECONDARY}
          disabled={pay.isPending}
          onClick={() => start('all')}
        >
          {_('payments.fee.payAll', { amount: formatPaise(duePaise) })}
        </button>
      </div>
      {pay.isError && (
        <p role="alert" className="mt-2 text-red-700">
          {messageOf(pay.error, _('payments.startFailed'))}
        </p>
      )}
    </div>
  );
}

/** A centre tops up its wallet online: credited as soon as the gateway confirms. */
export function TopUpOnline() {
  const { _ } = useLingui();
  const settings = usePaymentSettings();
  const topUp = useTopUpOnline();
  const [amount, setAmount] = useState('');
  if (!settings.data?.enabled) return null;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        topUp.mutate(amount);
      }}
    >
      <p className="w-full text-slate-700">{_('payments.topUp.intro')}</p>
      <label className="flex flex-col text-sm font-medium text-slate-800">
        {_('payments.topUp.amount')}
        <input
          className="mt-1 min-h-10 rounded-md border border-slate-300 px-3 py-2"
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      </label>
      <button type="submit" className={PRIMARY} disabled={topUp.isPending}>
        {_('payments.topUp.pay')}
      </button>
      {topUp.isError && (
        <p role="alert" className="w-full text-red-700">
          {messageOf(topUp.error, _('payments.startFailed'))}
        </p>
      )}
    </form>
  );
}

/** Staff send the student a link to pay the next instalment online (e-mail and SMS). */
export function SendPaymentLink({
  registrationNumber,
  duePaise,
}: {
  registrationNumber: string;
  duePaise: number;
}) {
  const { _ } = useLingui();
  const settings = usePaymentSettings();
  const send = useSendPaymentLink(registrationNumber);
  if (!settings.data?.enabled || duePaise <= 0) return null;
  return (
    <div className="mt-3">
      <button
        type="button"
        className={SMALL_BUTTON}
        disabled={send.isPending}
        onClick={() =>
          send.mutate('instalment', {
            onSuccess: (link) =>
              showToast(
                _('payments.link.sent', { amount: formatPaise(link.amountPaise) }),
                'success',
              ),
          })
        }
      >
        {_('payments.link.send')}
      </button>
      {send.isError && (
        <p role="alert" className="mt-2 text-red-700">
          {messageOf(send.error, _('payments.startFailed'))}
        </p>
      )}
    </div>
  );
}

/** Head office: the online payments received, each refundable in full or in part. */
export function OnlinePaymentsSection() {
  const { _ } = useLingui();
  const settings = usePaymentSettings();
  const payments = useOnlinePayments(settings.data?.enabled === true);
  const refund = useRefundPayment();
  const [refunding, setRefunding] = useState<OnlinePayment | null>(null);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  if (!settings.data?.enabled) return null;
  const close = () => {
    setRefunding(null);
    refund.reset();
  };
  return (
    <section aria-labelledby="online-payments-heading" className="mt-6">
      <h2 id="online-payments-heading" className="mb-3 text-xl font-semibold text-brand-900">
        {_('payments.list.title')}
      </h2>
      {payments.isPending && <p className="text-slate-700">{_('ui.loading')}</p>}
      {payments.isError && (
        <p role="alert" className="text-red-700">
          {_('payments.list.loadFailed')}
        </p>
      )}
      {payments.data && payments.data.length === 0 && (
        <p className="rounded-md bg-white p-4 text-slate-700">{_('payments.list.empty')}</p>
      )}
      {payments.data && payments.data.length > 0 && (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
          <DataTable
            caption={_('payments.list.title')}
            className="w-full text-left"
            rows={payments.data}
            rowKey={(row) => row.id}
            columns={[
              {
                id: 'date',
                header: _('payments.list.date'),
                cell: (row) => formatDate((row.paidAt ?? row.createdAt).slice(0, 10)),
              },
              {
                id: 'for',
                header: _('payments.list.for'),
                cell: (row) =>
                  row.student
                    ? `${row.student.name} (${row.student.registrationNumber})`
                    : _('payments.list.topUp', { centre: row.centre.name }),
              },
              {
                id: 'amount',
                header: _('payments.list.amount'),
                className: 'text-right',
                cell: (row) => formatPaise(row.amountPaise),
              },
              {
                id: 'refunded',
                header: _('payments.list.refunded'),
                className: 'text-right',
                cell: (row) => (row.refundedPaise ? formatPaise(row.refundedPaise) : '—'),
              },
              {
                id: 'reference',
                header: _('payments.list.reference'),
                cell: (row) => row.receiptNumber ?? row.gatewayPaymentId ?? '',
              },
              {
                id: 'actions',
                header: _('payments.list.actions'),
                actions: true,
                cell: (row) =>
                  row.refundedPaise < row.amountPaise && (
                    <button
                      type="button"
                      className={SMALL_BUTTON}
                      aria-label={_('payments.refund.label', {
                        amount: formatPaise(row.amountPaise),
                      })}
                      onClick={() => {
                        setAmount('');
                        setReason('');
                        setRefunding(row);
                      }}
                    >
                      {_('payments.refund.button')}
                    </button>
                  ),
              },
            ]}
          />
        </div>
      )}
      <Dialog open={refunding !== null} title={_('payments.refund.title')} onClose={close}>
        {refunding && (
          <form
            className="flex flex-col gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              refund.mutate(
                { id: refunding.id, amount, reason },
                {
                  onSuccess: () => {
                    showToast(_('payments.refund.done'), 'success');
                    close();
                  },
                },
              );
            }}
          >
            <p className="text-slate-700">
              {_('payments.refund.remaining', {
                amount: formatPaise(refunding.amountPaise - refunding.refundedPaise),
              })}
            </p>
            <label className="flex flex-col text-sm font-medium text-slate-800">
              {_('payments.refund.amount')}
              <input
                className="mt-1 min-h-10 rounded-md border border-slate-300 px-3 py-2"
                inputMode="decimal"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
              />
            </label>
            <label className="flex flex-col text-sm font-medium text-slate-800">
              {_('payments.refund.reason')}
              <input
                data-autofocus
                className="mt-1 min-h-10 rounded-md border border-slate-300 px-3 py-2"
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            </label>
            {refund.isError && (
              <p role="alert" className="text-red-700">
                {messageOf(refund.error, _('payments.refund.failed'))}
              </p>
            )}
            <button type="submit" className={PRIMARY} disabled={refund.isPending}>
              {_('payments.refund.submit')}
            </button>
          </form>
        )}
      </Dialog>
    </section>
  );
}
