import type { SessionUser } from '@institute/shared/auth';
import { Link, useRouteLoaderData } from 'react-router';
import { DASHBOARD_SECTIONS } from '../../app/dashboard-sections';

/** The dashboard's start page: every section of the sidebar at a glance. */
export function DashboardHomePage() {
  const user = useRouteLoaderData<{ user: SessionUser }>('dashboard')?.user;
  return (
    <div className="p-4 sm:p-8">
      <h1 className="text-2xl font-bold text-brand-900">Dashboard</h1>
      {user?.role === 'head_office' && (
        <p className="mt-4">
          <Link
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
            to="/dashboard/Centres"
          >
            Centres and staff
          </Link>
        </p>
      )}
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {DASHBOARD_SECTIONS.map((section) => (
          <li
            key={section.id}
            className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
          >
            <h2 className="font-semibold text-slate-900">{section.title}</h2>
            <ul className="mt-2 space-y-1">
              {section.links.map((link) => (
                <li key={link.to}>
                  <Link className="text-brand-700 underline-offset-2 hover:underline" to={link.to}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
