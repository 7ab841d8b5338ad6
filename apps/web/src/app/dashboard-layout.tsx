import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { Link, Outlet, useLoaderData } from 'react-router';
import type { requireStaff } from '../features/auth/guards';
import { SignOutButton } from '../features/auth/sign-out-button';
import { DashboardSidebar } from './layout/dashboard-sidebar';
import { useUnreadCount } from '../features/centre-messages/centre-messages-api';
import { useContentAccess } from '../features/content/site-content-api';
import { useDocumentTitle } from '../lib/use-document-title';
import { FOCUS_RING } from '../components/ui/focus-ring';
import { LanguageSwitch } from '../i18n/language-switch';
import { OutboxCount } from '../components/offline/outbox-notes';
import { OfflineSupport } from './offline-support';

const DRAWER_ID = 'dashboard-drawer';

/** Tailwind's `md` breakpoint: at this width the sidebar has its own column and the drawer goes. */
const DESKTOP_QUERY = '(min-width: 48rem)';

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      className="size-6"
    >
      {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

/** The staff dashboard's own layout: side menu (a drawer on small screens), header strip, content. */
export function DashboardLayout() {
  // The dashboard is a route tree of its own (not under RootLayout), so it keeps the title itself.
  useDocumentTitle();
  const { _ } = useLingui();
  const { user } = useLoaderData<Awaited<ReturnType<typeof requireStaff>>>();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Centre staff see how many centre messages they have not read beside 'Center Message'.
  const unread = useUnreadCount(user.role === 'centre_staff').data?.unreadCount ?? 0;
  const badges = { '/dashboard/CenterMessage': unread };
  const headOffice = user.role === 'head_office';
  const teacher = user.role === 'teacher';
  // Centre staff head office lets edit the website see its link too.
  const websiteEditor = useContentAccess(user.role === 'centre_staff').data?.canEdit ?? false;
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!drawerOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setDrawerOpen(false);
        menuButtonRef.current?.focus();
      }
    }
    const desktop = window.matchMedia?.(DESKTOP_QUERY);
    function onBreakpoint(event: MediaQueryListEvent) {
      if (event.matches) setDrawerOpen(false);
    }
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);
    desktop?.addEventListener('change', onBreakpoint);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener('keydown', onKeyDown);
      desktop?.removeEventListener('change', onBreakpoint);
    };
  }, [drawerOpen]);

  const closeDrawer = () => setDrawerOpen(false);
  // Whose dashboard this is: head office's or a centre's (not 'Staff' for both).
  const title = headOffice
    ? _('layout.title.headOffice')
    : teacher
      ? _('layout.title.teacher')
      : _('layout.title.centre');
  const accountLinks = (
    <>
      <Link
        to="/"
        className={`inline-flex min-h-11 shrink-0 items-center rounded-md px-3 text-sm font-medium text-brand-700 hover:bg-brand-50 hover:underline md:min-h-10 ${FOCUS_RING}`}
      >
        {_('layout.backToWebsite')}
      </Link>
      {/* The educator profile is staff's; a teacher has their batches only (decision 0069). */}
      {!teacher && (
        <Link
          to="/dashboard/Profile"
          onClick={closeDrawer}
          className={`inline-flex min-h-11 shrink-0 items-center rounded-md px-3 text-sm font-medium text-brand-700 hover:bg-brand-50 hover:underline md:min-h-10 ${FOCUS_RING}`}
        >
          {_('layout.myProfile')}
        </Link>
      )}
      <Link
        to="/account/password"
        title={_('layout.changePassword')}
        className={`inline-flex min-h-11 max-w-40 min-w-0 items-center truncate rounded-md px-3 text-sm font-medium text-slate-800 hover:bg-brand-50 md:min-h-10 md:shrink-0 ${FOCUS_RING}`}
      >
        {user.name}
      </Link>
      <LanguageSwitch
        className={`inline-flex min-h-11 shrink-0 items-center rounded-md px-3 text-sm font-semibold text-brand-800 underline-offset-4 hover:bg-brand-50 hover:underline md:min-h-10 ${FOCUS_RING}`}
      />
      <SignOutButton to="/admin" />
    </>
  );

  return (
    <div className="flex min-h-dvh bg-slate-50 text-slate-900">
      <OfflineSupport userId={user.id} />
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:outline-2 focus:outline-brand-600"
      >
        {_('layout.skipToContent')}
      </a>

      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 md:block">
        <DashboardSidebar
          badges={badges}
          headOffice={headOffice}
          websiteEditor={websiteEditor}
          teacher={teacher}
        />
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        {/* One row on every screen (issue 35 point 8): on a phone the menu button and the title
            whose dashboard this is; the account links move into the drawer, above the menu. */}
        <header className="sticky top-0 z-30 flex h-14 items-center gap-x-3 border-b border-slate-200 bg-white px-2 shadow-sm sm:px-4 md:px-6">
          <button
            ref={menuButtonRef}
            type="button"
            aria-label={drawerOpen ? _('layout.menu.close') : _('layout.menu.open')}
            aria-expanded={drawerOpen}
            aria-controls={DRAWER_ID}
            onClick={() => setDrawerOpen((open) => !open)}
            className={`inline-flex size-11 shrink-0 items-center justify-center rounded-md text-brand-900 hover:bg-brand-50 md:hidden ${FOCUS_RING}`}
          >
            <MenuIcon open={drawerOpen} />
          </button>
          <p className="min-w-0 flex-1 text-base font-semibold text-brand-900 md:truncate">
            {title}
          </p>
          {/* Saves waiting on this phone for a connection (decision 0087). */}
          <OutboxCount userId={user.id} />
          <div className="hidden min-w-0 items-center justify-end gap-x-3 md:flex">
            {accountLinks}
          </div>
        </header>

        <div id={DRAWER_ID} hidden={!drawerOpen} className="md:hidden">
          {drawerOpen && (
            <div className="fixed inset-x-0 top-14 bottom-0 z-40 flex">
              <div className="flex w-72 max-w-[85vw] flex-col bg-white shadow-xl">
                <nav
                  aria-label={_('layout.account')}
                  className="flex flex-wrap items-center gap-2 border-b border-slate-200 p-2"
                >
                  {accountLinks}
                </nav>
                <div className="min-h-0 flex-1">
                  <DashboardSidebar
                    onNavigate={closeDrawer}
                    badges={badges}
                    headOffice={headOffice}
                    websiteEditor={websiteEditor}
                    teacher={teacher}
                  />
                </div>
              </div>
              <div aria-hidden="true" className="flex-1 bg-slate-900/50" onClick={closeDrawer} />
            </div>
          )}
        </div>

        <main id="main" tabIndex={-1} className="flex-1 p-4 focus:outline-none sm:p-6 lg:p-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
