import { formatPaise } from '@institute/shared/money';
import type { PayScope } from '@institute/shared/payments';
import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PRIMARY, SECONDARY, SMALL_BUTTON } from '../../components/ui/button';
import { messageOf } from '../../lib/api-client';
import { showToast } from '../../lib/toast';
import {
  usePayFeeOnline,
  usePaymentSettings,
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
