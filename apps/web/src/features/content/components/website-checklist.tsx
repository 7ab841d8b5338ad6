import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { useEditableSite } from '../site-content-api';

/**
 * Head office's reminder on the dashboard home until the website's settings are saved: what
 * visitors do not see yet, each item ticked once given.
 */
export function WebsiteChecklist() {
  const site = useEditableSite();
  const { _ } = useLingui();
  if (!site.data || site.data.configured) return null;
  const { settings } = site.data;
  const items = [
    { label: _('website.checklist.name'), done: settings.instituteName !== '' },
    {
      label: _('website.checklist.contact'),
      done: !!(settings.phone && settings.email),
    },
    { label: _('website.checklist.address'), done: settings.address !== '' },
    {
      label: _('website.checklist.social'),
      done: Object.values(settings.social).some(Boolean),
    },
  ];
  return (
    <section
      aria-labelledby="website-checklist-heading"
      className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="website-checklist-heading" className="font-semibold text-slate-900">
        {_('website.setup.title')}
      </h2>
      <p className="mt-1 text-slate-800">{_('website.checklist.intro')}</p>
      <ul className="mt-3 space-y-1">
        {items.map((item) => (
          <li key={item.label} className="flex items-start gap-2">
            <span aria-hidden="true">{item.done ? '✓' : '○'}</span>
            <span>
              {item.label}
              <span className="sr-only">
                {item.done ? _('website.checklist.done') : _('website.checklist.toDo')}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        <Link
          className="font-semibold text-brand-700 underline underline-offset-2"
          to="/dashboard/Website/setup"
        >
          {_('website.checklist.setupLink')}
        </Link>
        <Link
          className="font-semibold text-brand-700 underline underline-offset-2"
          to="/dashboard/Website"
        >
          {_('website.checklist.settingsLink')}
        </Link>
      </p>
    </section>
  );
}
