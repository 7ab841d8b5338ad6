import {
  DELIVERY_STATUSES,
  NOTIFICATION_MESSAGES,
  type DeliveryItem,
  type DeliveryStatus,
} from '@institute/shared/notifications';
import { useState } from 'react';
import { Link } from 'react-router';
import { SelectField } from '../../../components/form/select-field';
import { DataTable } from '../../../components/ui/data-table';
import { FOCUS_RING } from '../../../components/ui/focus-ring';
import { useDeliveryLog, useRetryNotification } from '../notifications-api';
import { ApiRequestError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { isHeadOffice, useStaffUser } from '../../auth/use-staff-user';

const STATUS_TEXT: Record<DeliveryStatus, string> = {
  pending: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  skipped: 'Not sent',
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
  const user = useStaffUser();
  if (!isHeadOffice(user)) {
    return (
      <div className="p-4 sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900">Delivery log</h1>
        <p role="alert" className="mt-4 text-red-700">
          {NOTIFICATION_MESSAGES.headOfficeOnly}
        </p>
      </div>
    );
  }
  return <DeliveryLog />;
}

function DeliveryLog() {
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
              : 'Could not send it again. Please try again.',
        }),
    });
  };

  return (
    <div className="p-4 sm:p-8">
      <h1 className="text-2xl font-bold text-brand-900">Delivery log</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        E-mails and SMS the site sends. A message that cannot be sent is tried again later, waiting
        longer each time; one that failed can be sent again from here.{' '}
        <Link
          className="font-semibold text-brand-700 underline"
          to="/dashboard/NotificationTemplates"
        >
          Message templates
        </Link>
      </p>
      {channels && (
        <p role="status" className="mt-3 max-w-3xl rounded-md bg-slate-100 p-3 text-slate-900">
          E-mail: <strong>{channels.email ? 'on' : 'off'}</strong>. SMS:{' '}
          <strong>{channels.sms ? 'on' : 'off'}</strong>.
          {!channels.email && !channels.sms && ` ${NOTIFICATION_MESSAGES.messagesOff}`}
        </p>
      )}
      <SelectField
        className="mt-4 max-w-xs"
        label="Status"
        value={status}
        onChange={(event) => setStatus(event.target.value as DeliveryStatus | '')}
        options={[
          { value: '', label: 'All' },
          ...DELIVERY_STATUSES.map((value) => ({ value, label: STATUS_TEXT[value] })),
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
      {log.isPending && <p className="mt-4 text-slate-700">Loading messages...</p>}
      {log.isError && (
        <p role="alert" className="mt-4 text-red-700">
          Could not load the delivery log. Please try again.
        </p>
      )}
      {log.data && log.data.items.length === 0 && (
        <p className="mt-4 text-slate-700">No messages.</p>
      )}
      {log.data && log.data.items.length > 0 && (
        <div
          role="region"
          aria-label="Messages, scrollable"
          tabIndex={0}
          className={`mt-4 overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm ${FOCUS_RING}`}
        >
          <DataTable
            caption="Messages"
            cards={false}
            className="w-full text-left"
            columns={[
              {
                id: 'message',
                header: 'Message',
                rowHeader: true,
                className: 'font-semibold text-slate-900',
                cell: (item) => item.title,
              },
              {
                id: 'to',
                header: 'To',
                cell: (item) => `${item.channel === 'email' ? 'E-mail' : 'SMS'} ${item.recipient}`,
              },
              {
                id: 'status',
                header: 'Status',
                cell: (item) => (
                  <>
                    <span
                      className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[item.status]}`}
                    >
                      {STATUS_TEXT[item.status]}
                    </span>
                    {item.sentAt && <span> {formatDateTime(item.sentAt)}</span>}
                    {item.nextAttemptAt && item.attempts > 0 && (
                      <span className="text-slate-700">
                        {' '}
                        next try {formatDateTime(item.nextAttemptAt)}
                      </span>
                    )}
                    {item.lastError && (
                      <p className="mt-1 text-xs break-words text-red-800">{item.lastError}</p>
                    )}
                  </>
                ),
              },
              {
                id: 'attempts',
                header: 'Attempts',
                sortValue: (item) => item.attempts,
                cell: (item) => item.attempts,
              },
              {
                id: 'created',
                header: 'Created',
                sortValue: (item) => item.createdAt,
                cell: (item) => formatDateTime(item.createdAt),
              },
              {
                id: 'actions',
                header: 'Actions',
                headerContent: <span className="sr-only">Actions</span>,
                actions: true,
                cell: (item) =>
                  (item.status === 'failed' || item.status === 'skipped') && (
                    <button
                      type="button"
                      onClick={() => onRetry(item)}
                      disabled={retry.isPending}
                      className={`min-h-11 rounded-md border border-brand-700 px-3 font-semibold text-brand-800 hover:bg-brand-50 ${FOCUS_RING}`}
                    >
                      Send again<span className="sr-only">: {item.title}</span>
                    </button>
                  ),
              },
            ]}
            rows={log.data.items}
            rowKey={(item) => item.id}
          />
        </div>
      )}
    </div>
  );
}
