import {
  CHANNEL_ORDER_MESSAGES,
  MESSAGE_CHANNELS,
  type ChannelOrder,
  type MessageChannel,
} from '@institute/shared/notifications';
import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { FOCUS_RING } from '../../../components/ui/focus-ring';
import { ApiRequestError } from '../../../lib/api-client';
import { serverText } from '../../../i18n/server-texts';
import { kindTitle } from '../notification-titles';
import { useChannelOrders, useSaveChannelOrder } from '../notifications-api';

export const CHANNEL_IDS: Record<MessageChannel, MessageId> = {
  whatsapp: 'notifications.channel.whatsapp',
  sms: 'notifications.channel.sms',
  email: 'notifications.channel.email',
};

/**
 * Head office: each message's order of channels (decision 0085). A message goes by the first
 * channel the person has and accepts; if it fails, by the next.
 */
export function ChannelOrderSection() {
  const { _ } = useLingui();
  const [open, setOpen] = useState(false);
  const orders = useChannelOrders(open);
  return (
    <details
      className="mt-8 max-w-3xl rounded-lg border border-slate-200 bg-white p-4"
      onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
    >
      <summary
        className={`min-h-6 cursor-pointer text-lg font-semibold text-brand-900 ${FOCUS_RING}`}
      >
        {_('notifications.order.title')}
      </summary>
      <p className="mt-2 text-slate-700">{_('notifications.order.intro')}</p>
      {orders.isPending && open && (
        <p className="mt-2 text-slate-700">{_('notifications.log.loading')}</p>
      )}
      {orders.isError && (
        <p role="alert" className="mt-2 text-red-700">
          {_('notifications.order.loadFailed')}
        </p>
      )}
      {Array.isArray(orders.data) && (
        <ul className="mt-4 space-y-4">
          {orders.data.map((order) => (
            <OrderRow key={order.kind} order={order} />
          ))}
        </ul>
      )}
    </details>
  );
}

function OrderRow({ order }: { order: ChannelOrder }) {
  const { _ } = useLingui();
  const save = useSaveChannelOrder();
  const [choice, setChoice] = useState<(MessageChannel | '')[]>([
    order.channels[0] ?? '',
    order.channels[1] ?? '',
    order.channels[2] ?? '',
  ]);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const title = kindTitle(_, order);
  const chosen = choice.filter((value): value is MessageChannel => value !== '');
  const onSave = () => {
    setNotice(null);
    if (chosen.length === 0 || new Set(chosen).size !== chosen.length) {
      setNotice({ ok: false, text: serverText(CHANNEL_ORDER_MESSAGES.distinct) });
      return;
    }
    save.mutate(
      { kind: order.kind, channels: chosen },
      {
        onSuccess: ({ message }) => setNotice({ ok: true, text: serverText(message) }),
        onError: (error) =>
          setNotice({
            ok: false,
            text:
              error instanceof ApiRequestError && !error.isNetworkError
                ? error.message
                : _('notifications.order.saveFailed'),
          }),
      },
    );
  };
  return (
    <li className="rounded-md border border-slate-200 p-3">
      <fieldset>
        <legend className="font-semibold text-slate-900">
          {title}
          {order.essential && (
            <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {_('notifications.order.essential')}
            </span>
          )}
        </legend>
        <div className="mt-2 flex flex-wrap items-end gap-3">
          {[0, 1, 2].map((position) => (
            <label key={position} className="flex flex-col text-sm text-slate-800">
              {_('notifications.order.position', { position: position + 1 })}
              <select
                className={`mt-1 min-h-11 rounded-md border border-slate-400 bg-white px-2 ${FOCUS_RING}`}
                value={choice[position]}
                onChange={(event) => {
                  const next = [...choice];
                  next[position] = event.target.value as MessageChannel | '';
                  setChoice(next);
                }}
              >
                {position > 0 && <option value="">{_('notifications.order.none')}</option>}
                {MESSAGE_CHANNELS.map((channel) => (
                  <option key={channel} value={channel}>
                    {_(CHANNEL_IDS[channel])}
                  </option>
                ))}
              </select>
            </label>
          ))}
          <button
            type="button"
            onClick={onSave}
            disabled={save.isPending}
            className={`min-h-11 rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 ${FOCUS_RING}`}
          >
            {_('notifications.order.save')}
            <span className="sr-only">: {title}</span>
          </button>
        </div>
        {notice && (
          <p
            role={notice.ok ? 'status' : 'alert'}
            className={`mt-2 rounded-md p-2 text-sm ${notice.ok ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'}`}
          >
            {notice.text}
          </p>
        )}
      </fieldset>
    </li>
  );
}
