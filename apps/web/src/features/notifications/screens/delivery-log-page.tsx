import {
  DELIVERY_STATUSES,
  NOTIFICATION_MESSAGES,
  type DeliveryItem,
  type DeliveryStatus,
  type ProviderStatus,
} from '@institute/shared/notifications';
import type { MessageId } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SelectField } from '../../../components/form/select-field';
import { DataTable } from '../../../components/ui/data-table';
import { FOCUS_RING } from '../../../components/ui/focus-ring';
import { useDeliveryLog, useRetryNotification } from '../notifications-api';
import { ApiRequestError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { isHeadOffice, useStaffUser } from '../../auth/use-staff-user';
import { serverText } from '../../../i18n/server-texts';
import { kindTitle } from '../notification-titles';
import { ChannelOrderSection } from './channel-order-section';

const PROVIDER_STATUS_IDS: Record<ProviderStatus, MessageId> = {
  sent: 'notifications.whatsapp.sent',
  delivered: 'notifications.whatsapp.delivered',
  read: 'notifications.whatsapp.read',
  failed: 'notifications.whatsapp.failed',
};

const TO_IDS: Record<DeliveryItem['channel'], MessageId> = {
  email: 'notifications.log.toEmail',
  sms: 'notifications.log.toSms',
  whatsapp: 'notifications.log.toWhatsapp',
};

const STATUS_IDS: Record<DeliveryStatus, MessageId> = {
  pending: 'notifications.status.pending',
  sending: 'notifications.status.sending',
  sent: 'notifications.status.sent',
  failed: 'notifications.status.failed',
  skipped: 'notifications.status.skipped',
};
const STATUS_CLASS: Record<DeliveryStatus, string> = {
  pending: 'bg-sky-100 text-sky-900',
  sending: 'bg-sky-100 text-sky-900',
  sent: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
  skipped: 'bg-slate-200 text-slate-900',
};

/** Head office: every e-mail and SMS of the outbox, its status and attempts; retry a failed one. */
export function DeliveryLogPage() {
  const { _ } = useLingui();
  const user = useStaffUser();
  if (!isHeadOffice(user)) {
    return (
      <div className="p-4 sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900">{_('notifications.log.title')}</h1>
        <p role="alert" className="mt-4 text-red-700">
          {serverText(NOTIFICATION_MESSAGES.headOfficeOnly)}
        </p>
      </div>
    );
  }
  return <DeliveryLog />;
}

function DeliveryLog() {
  const { _ } = useLingui();
  const [status, setStatus] = useState<DeliveryStatus | ''>('');
  const log = useDeliveryLog(status);
  const retry = useRetryNotification();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const channels = log.data?.channels;

  const onRetry = (item: DeliveryItem) => {
    setNotice(null);
    retry.mutate(item.id, {
      onSuccess: ({ message }) => setNotice({ ok: true, text: message }),
      onError: (error) =>
        setNotice({
          ok: false,
          text:
            error instanceof ApiRequestError && !error.isNetworkError
              ? error.message
              : _('notifications.log.retryFailed'),
        }),
    });
  };

  return (
    <div className="p-4 sm:p-8">
      <h1 className="text-2xl font-bold text-brand-900">{_('notifications.log.title')}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        {_('notifications.log.intro')}{' '}
        <Link
          className="font-semibold text-brand-700 underline"
          to="/dashboard/NotificationTemplates"
        >
          {_('notifications.log.templatesLink')}
        </Link>
      </p>
      {channels && (
        <p role="status" className="mt-3 max-w-3xl rounded-md bg-slate-100 p-3 text-slate-900">
          <Trans
            id="notifications.log.channels"
            values={{
              email: channels.email ? _('notifications.log.on') : _('notifications.log.off'),
              sms: channels.sms ? _('notifications.log.on') : _('notifications.log.off'),
            }}
            components={{ 0: <strong />, 1: <strong /> }}
          />{' '}
          <Trans
            id="notifications.log.whatsappChannel"
            values={{
              whatsapp: channels.whatsapp ? _('notifications.log.on') : _('notifications.log.off'),
            }}
            components={{ 0: <strong /> }}
          />
          {!channels.email &&
            !channels.sms &&
            !channels.whatsapp &&
            ` ${serverText(NOTIFICATION_MESSAGES.messagesOff)}`}
        </p>
      )}
      <SelectField
        className="mt-4 max-w-xs"
        label={_('notifications.log.statusLabel')}
        value={status}
        onChange={(event) => setStatus(event.target.value as DeliveryStatus | '')}
        options={[
          { value: '', label: _('notifications.log.all') },
          ...DELIVERY_STATUSES.map((value) => ({ value, label: _(STATUS_IDS[value]) })),
        ]}
      />
      {notice && (
        <p
          role={notice.ok ? 'status' : 'alert'}
          className={`mt-4 rounded-md p-3 ${notice.ok ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'}`}
        >
          {notice.text}
        </p>
      )}
      {log.isPending && <p className="mt-4 text-slate-700">{_('notifications.log.loading')}</p>}
      {log.isError && (
        <p role="alert" className="mt-4 text-red-700">
          {_('notifications.log.loadFailed')}
        </p>
      )}
      {log.data && log.data.items.length === 0 && (
        <p className="mt-4 text-slate-700">{_('notifications.log.empty')}</p>
      )}
      {log.data && log.data.items.length > 0 && (
        <div
          role="region"
          aria-label={_('notifications.log.region')}
          tabIndex={0}
          className={`mt-4 overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm ${FOCUS_RING}`}
        >
          <DataTable
            caption={_('notifications.log.caption')}
            className="w-full text-left"
            columns={[
              {
                id: 'message',
                header: _('notifications.log.col.message'),
                rowHeader: true,
                className: 'font-semibold text-slate-900',
                cell: (item) => kindTitle(_, item),
              },
              {
                id: 'to',
                header: _('notifications.log.col.to'),
                cell: (item) => _(TO_IDS[item.channel], { recipient: item.recipient }),
              },
              {
                id: 'status',
                header: _('notifications.log.col.status'),
                cell: (item) => (
                  <>
                    <span
                      className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[item.status]}`}
                    >
                      {_(STATUS_IDS[item.status])}
                    </span>
                    {item.sentAt && <span> {formatDateTime(item.sentAt)}</span>}
                    {item.deliveryStatus && (
                      <p className="mt-1 text-sm text-slate-800">
                        {_(PROVIDER_STATUS_IDS[item.deliveryStatus])}
                        {item.deliveryStatusAt && ` ${formatDateTime(item.deliveryStatusAt)}`}
                      </p>
                    )}
                    {item.fallbackOf !== null && (
                      <p className="mt-1 text-xs text-slate-700">
                        {_('notifications.log.fallbackOf', { id: item.fallbackOf })}
                      </p>
                    )}
                    {item.nextAttemptAt && item.attempts > 0 && (
                      <span className="text-slate-700">
                        {' '}
                        {_('notifications.log.nextTry', {
                          time: formatDateTime(item.nextAttemptAt),
                        })}
                      </span>
                    )}
                    {item.lastError && (
                      <p className="mt-1 text-xs break-words text-red-800">
                        {serverText(item.lastError)}
                      </p>
                    )}
                  </>
                ),
              },
              {
                id: 'attempts',
                header: _('notifications.log.col.attempts'),
                sortValue: (item) => item.attempts,
                cell: (item) => item.attempts,
              },
              {
                id: 'created',
                header: _('notifications.log.col.created'),
                sortValue: (item) => item.createdAt,
                cell: (item) => formatDateTime(item.createdAt),
              },
              {
                id: 'actions',
                header: _('notifications.log.col.actions'),
                headerContent: (
                  <span className="sr-only">{_('notifications.log.col.actions')}</span>
                ),
                actions: true,
                cell: (item) =>
                  (item.status === 'failed' || item.status === 'skipped') && (
                    <button
                      type="button"
                      onClick={() => onRetry(item)}
                      disabled={retry.isPending}
                      className={`min-h-11 rounded-md border border-brand-700 px-3 font-semibold text-brand-800 hover:bg-brand-50 ${FOCUS_RING}`}
                    >
                      <Trans
                        id="notifications.log.sendAgain"
                        values={{ title: kindTitle(_, item) }}
                        components={{ 0: <span className="sr-only" /> }}
                      />
                    </button>
                  ),
              },
            ]}
            rows={log.data.items}
            rowKey={(item) => item.id}
          />
        </div>
      )}
      <ChannelOrderSection />
    </div>
  );
}
