import { useLingui } from '@lingui/react';
import { Outlet, useLoaderData, useParams } from 'react-router';
import { useSite } from '../../features/content/site';
import { useDocumentTitle } from '../../lib/use-document-title';
import { isStaffRole, type optionalUser } from '../../features/auth/guards';
import { SignOutButton } from '../../features/auth/sign-out-button';
import { FOCUS_RING } from '../../components/ui/focus-ring';
import { LocaleLink as Link } from '../../i18n/locale';

const CRUMB = `inline-flex min-h-11 items-center rounded text-brand-700 underline underline-offset-2 hover:text-brand-900 md:min-h-8 ${FOCUS_RING}`;

/** Staff looking at a student's profile: the way back to the student's record and the dashboard. */
function StaffBreadcrumb({ registrationNumber }: { registrationNumber: string }) {
  const { _ } = useLingui();
  return (
    <nav aria-label={_('student.layout.breadcrumb')} className="border-t border-slate-100">
      <ol className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-2 px-4 py-1 text-sm">
        <li>
          <Link className={CRUMB} to="/dashboard">
            {_('common.nav.dashboard')}
          </Link>
        </li>
        <li aria-hidden="true" className="text-slate-500">
          /
        </li>
        <li>
          <Link
            className={CRUMB}
            to={`/dashboard/AddStudent/${encodeURIComponent(registrationNumber)}`}
          >
            {_('student.layout.details')}
          </Link>
        </li>
        <li aria-hidden="true" className="text-slate-500">
          /
        </li>
        <li aria-current="page" className="font-medium text-slate-800">
          {_('student.layout.profile')}
        </li>
      </ol>
    </nav>
  );
}

/**
 * The student's own layout: a slim header with the way out, not the staff sidebar. Staff who open
 * a student's profile also get a breadcrumb back to the student's record and the dashboard.
 */
export function StudentLayout() {
  useDocumentTitle();
  const { _ } = useLingui();
  const site = useSite();
  // The online exam (/exam/:examId) uses this layout without the user loader.
  const user = useLoaderData<Awaited<ReturnType<typeof optionalUser>> | undefined>()?.user ?? null;
  const { registrationNumber = '' } = useParams();
  const staff = user !== null && isStaffRole(user.role);
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Link to="/" className="font-bold text-brand-900">
            {site.instituteName}
          </Link>
          <nav
            aria-label={staff ? _('student.layout.account') : _('student.layout.student')}
            className="flex items-center gap-3 text-sm"
          >
            <Link className="text-brand-700 underline" to="/account/password">
              {_('auth.change.title')}
            </Link>
            <SignOutButton to={staff ? '/admin' : '/login'} />
          </nav>
        </div>
        {staff && <StaffBreadcrumb registrationNumber={registrationNumber} />}
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
