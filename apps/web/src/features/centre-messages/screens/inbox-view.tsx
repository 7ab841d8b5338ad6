import type { InboxMessage } from '@institute/shared/centre-messages';
import { Trans, useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import { useInbox, useMarkAllRead, useMarkRead } from '../centre-messages-api';
import { ApiRequestError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { showToast } from '../../../lib/toast';
import { Pager } from './pager';
import { FOCUS_RING } from '../../../components/ui/focus-ring';
import { PRIMARY, SECONDARY } from '../../../components/ui/button';

const failed = (error: unknown, fallback: string) =>
  showToast(
    error instanceof ApiRequestError && !error.isNetworkError && error.status < 500
      ? error.message
      : fallback,
    'error',
  );

/** A centre staff member's messages from head office, newest first, unread ones marked. */
export function InboxView() {
  const [page, setPage] = useState(1);
  const inbox = useInbox(page);
  const markAll = useMarkAllRead();
  const { _ } = useLingui();

  return (
    <section aria-labelledby="inbox-heading" className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="inbox-heading" className="text-lg font-semibold text-slate-900">
          {_('centreMessages.inbox.heading')}
          {inbox.data && inbox.data.unreadCount > 0 && (
            <span className="ml-2 text-base font-normal text-slate-700">
              {_('centreMessages.inbox.unread', { count: inbox.data.unreadCount })}
            </span>
          )}
        </h2>
        {inbox.data && inbox.data.unreadCount > 0 && (
          <button
            type="button"
            className={SECONDARY}
            disabled={markAll.isPending}
            onClick={() =>
              markAll.mutate(undefined, {
                onSuccess: () => showToast(_('centreMessages.inbox.allMarkedRead'), 'success'),
                onError: (error) => failed(error, _('centreMessages.inbox.markAllFailed')),
              })
            }
          >
            {_('centreMessages.inbox.markAll')}
          </button>
        )}
      </div>
      {inbox.isPending && <p className="mt-4 text-slate-700">{_('centreMessages.loading')}</p>}
      {inbox.isError && (
        <p role="alert" className="mt-4 text-red-700">
          {_('centreMessages.loadFailed')}
        </p>
      )}
      {inbox.data && inbox.data.items.length === 0 && (
        <p className="mt-4 rounded-lg border border-slate-200 bg-white p-4 text-slate-700">
          {_('centreMessages.inbox.empty')}
        </p>
      )}
      {inbox.data && inbox.data.items.length > 0 && (
        <>
          <ul className="mt-4 space-y-3">
            {inbox.data.items.map((message) => (
              <InboxItem key={message.id} message={message} />
            ))}
          </ul>
          <Pager
            label={_('centreMessages.inbox.pages')}
            page={page}
            pageSize={inbox.data.pageSize}
            total={inbox.data.total}
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}

function InboxItem({ message }: { message: InboxMessage }) {
  const [open, setOpen] = useState(false);
  const markRead = useMarkRead();
  const bodyId = useId();
  const unread = message.readAt === null;
  const { _ } = useLingui();
  return (
    <li
      className={`rounded-lg border bg-white shadow-sm ${unread ? 'border-brand-300 border-l-4 border-l-brand-700' : 'border-slate-200'}`}
    >
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
          className={`flex w-full flex-col gap-1 rounded-lg p-4 text-left hover:bg-slate-50 ${FOCUS_RING}`}
        >
          <span className="flex flex-wrap items-center gap-2">
            {unread && (
              <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                <Trans
                  id="centreMessages.inbox.new"
                  components={{ 0: <span className="sr-only" /> }}
                />
              </span>
            )}
            {message.important && (
              <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
                {_('centreMessages.important')}
              </span>
            )}
            <span className={unread ? 'font-bold text-slate-900' : 'font-medium text-slate-800'}>
              {message.subject}
            </span>
          </span>
          <span className="text-sm text-slate-600">
            {message.authorName}, {formatDateTime(message.createdAt)}
          </span>
        </button>
      </h3>
      <div id={bodyId} hidden={!open} className="border-t border-slate-100 px-4 pt-3 pb-4">
        <p className="whitespace-pre-line text-slate-800">{message.body}</p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {unread ? (
            <button
              type="button"
              className={PRIMARY}
              disabled={markRead.isPending}
              onClick={() =>
                markRead.mutate(message.id, {
                  onSuccess: () => showToast(_('centreMessages.inbox.markedRead'), 'success'),
                  onError: (error) => failed(error, _('centreMessages.inbox.markReadFailed')),
                })
              }
            >
              {_('centreMessages.inbox.markRead')}
            </button>
          ) : (
            <p className="text-sm text-slate-600">
              {_('centreMessages.inbox.readAt', { date: formatDateTime(message.readAt!) })}
            </p>
          )}
        </div>
      </div>
    </li>
  );
}
