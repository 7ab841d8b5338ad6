import type { AnnouncementTotals, RecipientStatus } from '@institute/shared/announcements';
import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { DANGER, SECONDARY, TEXT_LINK } from '../../../components/ui/button';
import { useLocale } from '../../../i18n/locale';
import { messageOf } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { showToast } from '../../../lib/toast';
import {
  useAnnouncement,
  useAnnouncementOptions,
  useCancelAnnouncement,
} from '../announcements-api';
import { audienceText, channelLabel, messageStatusLabel } from '../labels';
import { StatusBadge } from './status-badge';

const RECIPIENT_WORDS: Record<RecipientStatus, MessageId> = {
  pending: 'announcements.recipient.pending',
  queued: 'announcements.recipient.queued',
  sent: 'announcements.recipient.sent',
  failed: 'announcements.recipient.failed',
  skipped: 'announcements.recipient.skipped',
  unreachable: 'announcements.recipient.unreachable',
};
const TOTALS: (keyof AnnouncementTotals & RecipientStatus)[] = [
  'pending',
  'queued',
  'sent',
  'failed',
  'skipped',
  'unreachable',
];

/** One announcement: its text, totals and each recipient's status (refreshed while it sends). */
export function AnnouncementDetailPage() {
  const { _ } = useLingui();
  const id = Number(useParams().id);
  const [page, setPage] = useState(1);
  const query = useAnnouncement(id, page);
  const options = useAnnouncementOptions();
  const cancel = useCancelAnnouncement();
  const data = query.data;
  const hindi = useLocale() === 'hi';
  return (
    <div className="p-4 sm:p-8">
      <Link to="/dashboard/Announcements" className={TEXT_LINK}>
        {_('announcements.detail.back')}
      </Link>
      {query.isError && (
        <p role="alert" className="mt-4 text-red-700">
          {_('announcements.detail.failed')}
        </p>
      )}
      {!data && !query.isError && (
        <p className="mt-4 text-slate-700">{_('announcements.detail.loading')}</p>
      )}
      {data && (
        <>
          <h1 className="mt-4 break-words text-2xl font-bold text-brand-900">
            {(hindi && data.titleHi) || data.titleEn}
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <StatusBadge status={data.status} />
            <span className="text-sm text-slate-700">
              {audienceText(_, data.audience, options.data)}
            </span>
          </div>
          <p className="mt-2 text-sm text-slate-700">
            {_('announcements.detail.sendAt')}: {formatDateTime(data.sendAt)}
          </p>
          {data.status === 'scheduled' && (
            <button
              type="button"
              className={`${DANGER} mt-4`}
              disabled={cancel.isPending}
              onClick={() =>
                cancel.mutate(id, {
                  onSuccess: () => showToast(_('announcements.detail.cancelled'), 'success'),
                  onError: (error) =>
                    showToast(messageOf(error, _('announcements.detail.cancelFailed')), 'error'),
                })
              }
            >
              {_('announcements.detail.cancel')}
            </button>
          )}
          <div className="mt-4 grid gap-4 md:grid-cols-2">
            <article lang="en" className="rounded-md border border-slate-200 bg-white p-3">
              <h2 className="text-sm font-medium text-slate-700">
                {_('announcements.detail.english')}
              </h2>
              <p className="mt-1 break-words font-semibold text-slate-900">{data.titleEn}</p>
              <p className="mt-1 whitespace-pre-line break-words text-slate-800">{data.bodyEn}</p>
            </article>
            {data.titleHi && (
              <article lang="hi" className="rounded-md border border-slate-200 bg-white p-3">
                <h2 className="text-sm font-medium text-slate-700">
                  {_('announcements.detail.hindi')}
                </h2>
                <p className="mt-1 break-words font-semibold text-slate-900">{data.titleHi}</p>
                <p className="mt-1 whitespace-pre-line break-words text-slate-800">{data.bodyHi}</p>
              </article>
            )}
          </div>
          <section aria-labelledby="announcement-totals" className="mt-6">
            <h2 id="announcement-totals" className="text-lg font-semibold text-slate-900">
              {_('announcements.detail.totals')}: {data.totals.recipients}
            </h2>
            <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
              {TOTALS.map((status) => (
                <div key={status} className="rounded-md border border-slate-200 bg-white p-2">
                  <dt className="text-sm text-slate-700">{_(RECIPIENT_WORDS[status])}</dt>
                  <dd className="text-xl font-semibold text-slate-900">{data.totals[status]}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="announcement-recipients" className="mt-6">
            <h2 id="announcement-recipients" className="text-lg font-semibold text-slate-900">
              {_('announcements.detail.recipients')}
            </h2>
            {data.recipientList.items.length === 0 && (
              <p className="mt-2 text-slate-700">{_('announcements.detail.noRecipients')}</p>
            )}
            <ul className="mt-3 grid gap-3 lg:grid-cols-2">
              {data.recipientList.items.map((recipient) => (
                <li
                  key={recipient.id}
                  className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm"
                >
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <p className="break-words font-medium text-slate-900">
                      {recipient.studentName}{' '}
                      <span className="font-mono text-sm text-slate-700">
                        {recipient.registrationNumber}
                      </span>
                    </p>
                    <span className="text-sm font-semibold text-slate-900">
                      {_(RECIPIENT_WORDS[recipient.status])}
                    </span>
                  </div>
                  {recipient.messages.length > 0 && (
                    <ul className="mt-1 text-sm text-slate-700">
                      {recipient.messages.map((message) => (
                        <li key={message.channel}>
                          {channelLabel(_, message.channel)}:{' '}
                          {messageStatusLabel(_, message.status)}
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
            <Pages
              page={page}
              pageSize={data.recipientList.pageSize}
              total={data.recipientList.total}
              onPage={setPage}
            />
          </section>
        </>
      )}
    </div>
  );
}

function Pages(props: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (n: number) => void;
}) {
  const { _ } = useLingui();
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  if (pages === 1) return null;
  return (
    <nav
      aria-label={_('announcements.detail.pages')}
      className="mt-4 flex flex-wrap items-center gap-3"
    >
      <button
        type="button"
        className={SECONDARY}
        disabled={props.page <= 1}
        onClick={() => props.onPage(props.page - 1)}
      >
        {_('announcements.detail.previous')}
      </button>
      <p className="text-sm text-slate-700">
        {_('announcements.detail.page', { page: props.page, pages })}
      </p>
      <button
        type="button"
        className={SECONDARY}
        disabled={props.page >= pages}
        onClick={() => props.onPage(props.page + 1)}
      >
        {_('announcements.detail.next')}
      </button>
    </nav>
  );
}
