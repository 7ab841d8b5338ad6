import { localizePath, type UiLocale } from '@institute/shared/i18n';
import { useLingui } from '@lingui/react';
import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router';

/** The page's language. */
export function useLocale(): UiLocale {
  return useLingui().i18n.locale as UiLocale;
}

/** Turns a site path into the page's language: '/about' → '/hi/about' on a Hindi page. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizePath(path, locale);
}

/** A Link to a site path, in the page's language. */
export function LocaleLink({ to, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
  const localePath = useLocalePath();
  return <Link to={localePath(to)} {...props} />;
}

/** A NavLink to a site path, in the page's language. */
export function LocaleNavLink({ to, ...props }: Omit<NavLinkProps, 'to'> & { to: string }) {
  const localePath = useLocalePath();
  return <NavLink to={localePath(to)} {...props} />;
}
