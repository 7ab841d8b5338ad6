import type { SentMessage } from '@institute/shared/centre-messages';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useSentMessages } from '../centre-messages-api';
import { formatDateTime } from '../../../lib/format-date';
import { Pager } from './pager';

/** Head office: the messages sent, newest first, with how far each was read. */
export function SentView() {
  const [page, setPage] = useState(1);
  const sent = useSentMessages(page);
  const { _ } = useLingui();
  return (
    <section aria-labelledby="sent-heading" className="mt-8">
      <h2 id="sent-heading" className="text-lg font-semibold text-slate-900">
        {_('centreMessages.sentList.heading')}
      </h2>
      {sent.isPending && <p className="mt-4 text-slate-700">{_('centreMessages.loading')}</p>}
      {sent.isError && (
        <p role="alert" className="mt-4 text-red-700">
          {_('centreMessages.loadFailed')}
        </p>
      )}
      {sent.data && sent.data.items.length === 0 && (
        <p className="mt-4 rounded-lg border border-slate-200 bg-white p-4 text-slate-700">
          {_('centreMessages.sentList.empty')}
        </p>
      )}
      {sent.data && sent.data.items.length > 0 && (
        <>
          <ul className="mt-4 space-y-3">
            {sent.data.items.map((message) => (
              <SentItem key={message.id} message={message} />
            ))}
          </ul>
          <Pager
            label={_('centreMessages.sentList.pages')}
            page={page}
            pageSize={sent.data.pageSize}
            total={sent.data.total}
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}

function SentItem({ message }: { message: SentMessage }) {
  const { _ } = useLingui();
  const audience =
    message.audience === 'all'
      ? _('centreMessages.form.all')
      : message.centres.map((centre) => `${centre.name} (${centre.code})`).join(', ');
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <details>
        <summary className="cursor-pointer list-none">
          <span className="flex flex-wrap items-center gap-2">
            {message.important && (
              <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
                {_('centreMessages.important')}
              </span>
            )}
            <span className="font-semibold text-slate-900">{message.subject}</span>
          </span>
          <span className="mt-1 block text-sm text-slate-600">
            {message.authorName}, {formatDateTime(message.createdAt)}
          </span>
          <span className="mt-1 block text-sm text-slate-700">
            {_('centreMessages.sentList.to', { audience })}
          </span>
          <span className="mt-1 block text-sm font-medium text-slate-800">
            {_('centreMessages.sentList.readBy', {
              staffRead: message.staffRead,
              staffTotal: message.staffTotal,
              centresRead: message.centresRead,
              centresTotal: message.centresTotal,
            })}
          </span>
        </summary>
        <p className="mt-3 border-t border-slate-100 pt-3 whitespace-pre-line text-slate-800">
          {message.body}
        </p>
      </details>
    </li>
  );
}
