import { Link, Outlet } from 'react-router';
import { INSTITUTE_NAME } from '../../app/navigation';
import { useDocumentTitle } from '../../app/use-document-title';
import { SignOutButton } from '../../features/auth/sign-out-button';

/** The student's own layout: a slim header with the way out, not the staff sidebar. */
export function StudentLayout() {
  useDocumentTitle();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Link to="/" className="font-bold text-brand-900">
            {INSTITUTE_NAME}
          </Link>
          <nav aria-label="Student" className="flex items-center gap-3 text-sm">
            <Link className="text-brand-700 underline" to="/account/password">
              Change password
            </Link>
            <SignOutButton to="/login" />
          </nav>
        </div>
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
