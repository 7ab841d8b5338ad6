import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { FOCUS_RING } from '../../../components/ui/focus-ring';
import { useLocale } from '../../../i18n/locale';
import { formatDateTime } from '../../../lib/format-date';
import { useAnnouncementOptions, useAnnouncements } from '../announcements-api';
import { audienceText } from '../labels';
import { AnnouncementForm } from './announcement-form';
import { StatusBadge } from './status-badge';

/** Announcements: write one to students, and the list of those sent or scheduled, as cards. */
export function AnnouncementsPage() {
  const { _ } = useLingui();
  const list = useAnnouncements();
  const options = useAnnouncementOptions();
  const hindi = useLocale() === 'hi';
  return (
    <div className="p-4 sm:p-8">
      <h1 className="text-2xl font-bold text-brand-900">{_('announcements.title')}</h1>
      <p className="mt-2 max-w-prose text-slate-700">{_('announcements.intro')}</p>
      <section
        aria-labelledby="new-announcement"
        className="mt-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="new-announcement" className="mb-4 text-lg font-semibold text-slate-900">
          {_('announcements.new')}
        </h2>
        {options.isError && (
          <p role="alert" className="mb-4 text-red-700">
            {_('announcements.form.optionsFailed')}
          </p>
        )}
        {options.data && <AnnouncementForm options={options.data} />}
      </section>
      <section aria-labelledby="sent-announcements" className="mt-8">
        <h2 id="sent-announcements" className="text-lg font-semibold text-slate-900">
          {_('announcements.list.heading')}
        </h2>
        {list.isError && (
          <p role="alert" className="mt-2 text-red-700">
            {_('announcements.list.failed')}
          </p>
        )}
        {list.data && list.data.items.length === 0 && (
          <p className="mt-2 text-slate-700">{_('announcements.list.empty')}</p>
        )}
        <ul className="mt-3 grid gap-3 lg:grid-cols-2">
          {list.data?.items.map((item) => {
            // A Hindi page shows the Hindi title when the announcement has one.
            const title = (hindi && item.titleHi) || item.titleEn;
            return (
              <li
                key={item.id}
                className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <Link
                    to={`/dashboard/Announcements/${item.id}`}
                    aria-label={_('announcements.list.open', { title })}
                    className={`min-h-6 break-words rounded font-semibold text-brand-800 underline underline-offset-2 ${FOCUS_RING}`}
                  >
                    {title}
                  </Link>
                  <StatusBadge status={item.status} />
                </div>
                <p className="mt-1 text-sm text-slate-700">
                  {audienceText(_, item.audience, options.data)}
                </p>
                <p className="mt-1 text-sm text-slate-700">
                  {_('announcements.list.sendAt', { at: formatDateTime(item.sendAt) })}
                </p>
                <p className="mt-1 text-sm text-slate-700">
                  {_('announcements.list.recipients', { count: item.recipients })} ·{' '}
                  {_('announcements.list.by', { name: item.sentBy })}
                </p>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
