import type { SessionUser } from '@institute/shared/auth';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { useMatches } from 'react-router';
import { isNotFoundMatch } from '../../lib/page-meta';
import { NAV_LINKS, REGISTER_LINK, SIGN_IN_LINK, VERIFY_LINK } from '../../lib/site';
import { useSite } from '../../features/content/site';
import { homeLabelOf, homeOf, isStaffRole } from '../../features/auth/guards';
import { SignOutButton } from '../../features/auth/sign-out-button';
import { TopInfoBar } from './top-info-bar';
import { FOCUS_RING } from '../../components/ui/focus-ring';
import { LanguageSwitch } from '../../i18n/language-switch';
import { LocaleLink as Link, LocaleNavLink as NavLink } from '../../i18n/locale';

const MOBILE_PANEL_ID = 'site-mobile-menu';

/**
 * The short mark beside the name ('RV' from 'RV Institute of ...': its first word, at most four
 * letters) and the name on two lines ('RV Institute' over 'of Computer & Vocational Training').
 */
function nameParts(name: string) {
  const mark = (name.split(' ')[0] ?? '').slice(0, 4);
  const split = name.indexOf(' of ');
  return {
    mark,
    first: split > 0 ? name.slice(0, split) : name,
    second: split > 0 ? name.slice(split + 1) : '',
  };
}

const REGISTER_CLASS = `inline-flex min-h-11 items-center justify-center rounded-md bg-accent-400 px-4 font-semibold text-brand-900 shadow-sm hover:bg-accent-500 md:min-h-10 ${FOCUS_RING}`;
const SIGN_IN_CLASS = `inline-flex min-h-11 items-center justify-center rounded-md border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50 md:min-h-10 ${FOCUS_RING}`;

const LANGUAGE_CLASS = `inline-flex min-h-11 items-center justify-center rounded-md px-3 font-semibold text-brand-800 underline-offset-4 hover:bg-brand-50 hover:underline md:min-h-10 ${FOCUS_RING}`;

function desktopLinkClass({ isActive }: { isActive: boolean }) {
  return `inline-flex min-h-10 items-center rounded-md px-2 text-sm font-medium lg:px-3 lg:text-base ${FOCUS_RING} ${
    isActive
      ? 'bg-brand-50 text-brand-800 underline decoration-2 underline-offset-8'
      : 'text-slate-700 hover:bg-brand-50 hover:text-brand-800'
  }`;
}

function mobileLinkClass({ isActive }: { isActive: boolean }) {
  return `flex min-h-11 items-center rounded-md px-3 text-base font-medium ${FOCUS_RING} ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-brand-50'
  }`;
}

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

/** A main link never marked as the current page (on a not-found page). */
function InactiveNavLink({
  className,
  end: _end,
  ...props
}: {
  to: string;
  end?: boolean;
  className: (state: { isActive: boolean }) => string;
  onClick?: () => void;
  children: ReactNode;
}) {
  return <Link {...props} className={className({ isActive: false })} />;
}

/**
 * The way in for a visitor (Register Now, Sign In), or for a signed-in user the way back to their
 * own pages (profile, dashboard or application) and Sign out.
 */
function AccountLinks({ user, onNavigate }: { user: SessionUser | null; onNavigate?: () => void }) {
  const { _ } = useLingui();
  if (!user) {
    return (
      <>
        <Link to={REGISTER_LINK.to} className={REGISTER_CLASS} onClick={onNavigate}>
          {_(REGISTER_LINK.label)}
        </Link>
        <Link to={SIGN_IN_LINK.to} className={SIGN_IN_CLASS} onClick={onNavigate}>
          {_(SIGN_IN_LINK.label)}
        </Link>
      </>
    );
  }
  return (
    <>
      <Link to={homeOf(user)} className={REGISTER_CLASS} onClick={onNavigate}>
        {_(homeLabelOf(user))}
      </Link>
      <SignOutButton to={isStaffRole(user.role) ? '/admin' : '/login'} />
    </>
  );
}

/**
 * The site's header: the top info bar, then the navigation bar (name, main links, and Register Now
 * and Sign In, or the signed-in user's own links); a menu on small screens.
 */
export function SiteHeader({ user = null }: { user?: SessionUser | null }) {
  const site = useSite();
  const { _ } = useLingui();
  const name = nameParts(site.instituteName);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        menuButtonRef.current?.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);
  // A not-found page marks no link as the current page, whatever its address (`/hi/about/x`):
  // the server answers every unknown address with one kept copy of it (decision 0049).
  const notFound = isNotFoundMatch(useMatches());
  const MainLink = notFound ? InactiveNavLink : NavLink;

  return (
    <header>
      <TopInfoBar />
      <div className="border-b border-slate-200 bg-white shadow-sm">
        <nav aria-label={_('common.nav.label')} className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="flex min-h-16 items-center justify-between gap-4 py-2">
            <Link
              to="/"
              className={`flex min-h-11 min-w-0 items-center gap-3 rounded-md ${FOCUS_RING}`}
            >
              {site.logo ? (
                // The logo head office uploaded (decorative: the name follows as text).
                <img
                  src={site.logo.src}
                  srcSet={site.logo.srcset}
                  sizes="40px"
                  width={site.logo.width}
                  height={site.logo.height}
                  alt=""
                  className="size-10 shrink-0 rounded-lg object-contain"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-sm font-bold tracking-wide text-white"
                >
                  {name.mark}
                </span>
              )}
              <span className="min-w-0 leading-tight md:sr-only lg:not-sr-only">
                <span className="block text-base font-bold text-brand-900">{name.first}</span>{' '}
                {name.second && (
                  <span className="block text-xs font-medium text-slate-600">{name.second}</span>
                )}
              </span>
            </Link>

            <ul className="hidden items-center gap-1 md:flex">
              {[...NAV_LINKS, VERIFY_LINK].map((link) => (
                <li key={link.to}>
                  <MainLink to={link.to} end={link.to === '/'} className={desktopLinkClass}>
                    {_(link.label)}
                  </MainLink>
                </li>
              ))}
            </ul>

            <div className="hidden items-center gap-2 md:flex">
              <LanguageSwitch className={LANGUAGE_CLASS} />
              <AccountLinks user={user} />
            </div>

            <button
              ref={menuButtonRef}
              type="button"
              aria-label={menuOpen ? _('common.menu.close') : _('common.menu.open')}
              aria-expanded={menuOpen}
              aria-controls={MOBILE_PANEL_ID}
              onClick={() => setMenuOpen((open) => !open)}
              className={`inline-flex size-11 shrink-0 items-center justify-center rounded-md text-brand-900 hover:bg-brand-50 md:hidden ${FOCUS_RING}`}
            >
              <MenuIcon open={menuOpen} />
            </button>
          </div>

          <div
            id={MOBILE_PANEL_ID}
            hidden={!menuOpen}
            className="border-t border-slate-200 py-3 md:hidden"
          >
            <ul className="space-y-1">
              {[...NAV_LINKS, VERIFY_LINK].map((link) => (
                <li key={link.to}>
                  <MainLink
                    to={link.to}
                    end={link.to === '/'}
                    className={mobileLinkClass}
                    onClick={closeMenu}
                  >
                    {_(link.label)}
                  </MainLink>
                </li>
              ))}
            </ul>
            <div className="mt-3 grid grid-cols-2 gap-3 border-t border-slate-200 pt-3">
              <AccountLinks user={user} onNavigate={closeMenu} />
              <LanguageSwitch className={`col-span-2 ${LANGUAGE_CLASS}`} />
            </div>
          </div>
        </nav>
      </div>
    </header>
  );
}
