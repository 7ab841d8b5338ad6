import type { I18n, MessageId } from '@lingui/core';
import { isLocalizedPath, localizePath, UI_LOCALES, withoutLocale } from '@institute/shared/i18n';
import { INSTITUTE_NAME } from './site';

/** What a route puts in the document head; set as the route's `handle.meta`. */
export interface PageMeta {
  title: string;
  description: string;
}

/** A page's title and description as message ids, written in the page's language. */
export interface PageMetaIds {
  title: MessageId;
  description: MessageId;
}

export interface RouteHandle {
  /** The title and description in every language (message ids). */
  i18nMeta?: PageMetaIds;
  /** The title and description in English only (screens not yet translated). */
  meta?: PageMeta;
  /** The meta of a page whose title follows its content: from the route's loader data. */
  metaFromData?: (data: unknown, i18n?: I18n) => PageMeta | undefined;
  /** Marks the not-found page, answered with HTTP 404. */
  notFound?: boolean;
}

export const DEFAULT_META: PageMeta = {
  title: INSTITUTE_NAME,
  description:
    'Computer and vocational training courses, certificates that anyone can verify, and a network of training centres.',
};

/** Whether the matched routes are the not-found page's (an unknown address, or /notfound). */
export function isNotFoundMatch(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.notFound);
}

/** The meta of the deepest matched route that has one (from its data when it says so). */
export function metaOf(
  matches: readonly { handle?: unknown; data?: unknown; loaderData?: unknown }[],
  i18n?: I18n,
): PageMeta {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    const handle = match?.handle as RouteHandle | undefined;
    const fromData = handle?.metaFromData?.(match?.loaderData ?? match?.data, i18n);
    if (fromData) return fromData;
    if (handle?.i18nMeta && i18n) {
      return {
        title: i18n._(handle.i18nMeta.title),
        description: i18n._(handle.i18nMeta.description),
      };
    }
    if (handle?.meta) return handle.meta;
  }
  return DEFAULT_META;
}

/**
 * The page's addresses in each language (hreflang), for a page that has one per language; the
 * English address is also the default for other languages.
 */
export function alternateLinks(origin: string, pathname: string): string {
  if (!isLocalizedPath(pathname)) return '';
  const bare = withoutLocale(pathname);
  const links = UI_LOCALES.map(
    (locale) =>
      `<link rel="alternate" hreflang="${locale}" href="${escapeHtml(origin + localizePath(bare, locale))}" />`,
  );
  links.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + bare)}" />`);
  return links.join('\n    ');
}

/**
 * 'Page | Institute', or the institute's name alone on the home page. `siteName` is the name head
 * office saved (the root route's data), the default name until then.
 */
export function fullTitle(meta: PageMeta, siteName: string = INSTITUTE_NAME): string {
  return meta.title === INSTITUTE_NAME ? siteName : `${meta.title} | ${siteName}`;
}

/** The institute's name in the root route's data (routes.tsx), if it is there. */
export function siteNameOf(
  matches: readonly { id?: string; data?: unknown; loaderData?: unknown }[],
) {
  const root = matches.find((match) => match.id === 'root');
  const data = (root?.loaderData ?? root?.data) as
    { site?: { instituteName?: string } } | undefined;
  return data?.site?.instituteName || INSTITUTE_NAME;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/**
 * The <head> markup of a page: title, description and Open Graph tags; its address (og:url) only
 * when given (a not-found page has none: the same page answers every unknown address).
 */
export function headTags(
  meta: PageMeta,
  url: string | undefined,
  siteName: string = INSTITUTE_NAME,
): string {
  const title = escapeHtml(fullTitle(meta, siteName));
  const description = escapeHtml(meta.description);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    url === undefined ? '' : `<meta property="og:url" content="${escapeHtml(url)}" />`,
  ]
    .filter(Boolean)
    .join('\n    ');
}
