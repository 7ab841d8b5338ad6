import { Link } from 'react-router';
import { useEditableSite } from '../site-content-api';

/**
 * Head office's reminder on the dashboard home until the website's settings are saved: what
 * visitors do not see yet, each item ticked once given.
 */
export function WebsiteChecklist() {
  const site = useEditableSite();
  if (!site.data || site.data.configured) return null;
  const { settings } = site.data;
  const items = [
    { label: 'Your institute’s name', done: settings.instituteName !== '' },
    { label: 'A phone number and an e-mail address', done: !!(settings.phone && settings.email) },
    { label: 'The address of your office', done: settings.address !== '' },
    {
      label: 'Links to your social media pages (optional)',
      done: Object.values(settings.social).some(Boolean),
    },
  ];
  return (
    <section
      aria-labelledby="website-checklist-heading"
      className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="website-checklist-heading" className="font-semibold text-slate-900">
        Set up your website
      </h2>
      <p className="mt-1 text-slate-800">
        Visitors see no contact details until you save the website’s settings.
      </p>
      <ul className="mt-3 space-y-1">
        {items.map((item) => (
          <li key={item.label} className="flex items-start gap-2">
            <span aria-hidden="true">{item.done ? '✓' : '○'}</span>
            <span>
              {item.label}
              <span className="sr-only">{item.done ? ': done' : ': to do'}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        <Link
          className="font-semibold text-brand-700 underline underline-offset-2"
          to="/dashboard/Website/setup"
        >
          Set up step by step
        </Link>
        <Link
          className="font-semibold text-brand-700 underline underline-offset-2"
          to="/dashboard/Website"
        >
          Open the website settings
        </Link>
      </p>
    </section>
  );
}
