/**
 * The interface's languages (issue 18, decision 0030): English and Hindi. The public pages have an
 * address per language (`/about`, `/hi/about`); the staff's and students' own pages (dashboard,
 * print, exam, certificate) keep one address and follow the remembered choice.
 */
export const UI_LOCALES = ['en', 'hi'] as const;
export type UiLocale = (typeof UI_LOCALES)[number];
export const DEFAULT_LOCALE: UiLocale = 'en';

/** The cookie that remembers the visitor's choice (set by POST /api/language). */
export const LANGUAGE_COOKIE = 'lang';

/** How each language names itself, for the switch. */
export const LANGUAGE_NAMES: Record<UiLocale, string> = { en: 'English', hi: 'हिन्दी' };

/** The locale Intl formats dates and numbers with: Indian English or Hindi. */
export const INTL_LOCALES: Record<UiLocale, string> = { en: 'en-IN', hi: 'hi-IN' };

export const isUiLocale = (value: unknown): value is UiLocale =>
  typeof value === 'string' && (UI_LOCALES as readonly string[]).includes(value);

/** Paths of pages that have one address whatever the language. */
const UNLOCALIZED = /^\/(dashboard|print|certificate|exam|api)(\/|$)/;

/** The language a path's prefix names: 'hi' for /hi and /hi/..., else none. */
export function localeOfPath(pathname: string): UiLocale | undefined {
  return /^\/hi(\/|$)/.test(pathname) ? 'hi' : undefined;
}

/** The path without its language prefix: /hi/about → /about, /hi → /. */
export function withoutLocale(pathname: string): string {
  if (!localeOfPath(pathname)) return pathname;
  return pathname.slice(3) || '/';
}

/** True for a page that has an address per language (every page of the public layout). */
export function isLocalizedPath(pathname: string): boolean {
  return !UNLOCALIZED.test(withoutLocale(pathname));
}

/** The address of a page in a language: /about → /hi/about; pages with one address unchanged. */
export function localizePath(path: string, locale: UiLocale): string {
  const [pathname = '/', rest = ''] = splitPath(path);
  const bare = withoutLocale(pathname);
  if (!isLocalizedPath(bare) || locale === DEFAULT_LOCALE) return `${bare}${rest}`;
  return `/${locale}${bare === '/' ? '' : bare}${rest}`;
}

function splitPath(path: string): [string, string] {
  const at = path.search(/[?#]/);
  return at === -1 ? [path, ''] : [path.slice(0, at), path.slice(at)];
}
