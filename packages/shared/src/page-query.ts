/**
 * The query parameters each public page reads (issue 32, decision 0049). A public page is kept by
 * the server for every visitor without a session; its address as kept (and as rendered) holds only
 * the parameters the page reads, so that `?fbclid=...`, `utm_*` and any other parameter share the
 * page's kept copy and never show in it. A page missing from this list is rendered for each
 * request and never kept: a public page added to the web app is added here
 * (apps/web's public-page-query test checks that every public route is).
 */
import { previewIdOf, PREVIEW_PARAM } from './content/preview';
import { localeOfPath, withoutLocale } from './i18n';

/** Public pages (without their /hi prefix, React Router's patterns) and the parameters they read. */
export const PUBLIC_PAGE_QUERY: Readonly<Record<string, readonly string[]>> = {
  '/': [],
  '/about': [],
  '/course': [],
  '/course/:slug': [],
  '/one': [],
  '/three': [],
  '/six': [],
  '/twelve': [],
  '/eighteen': [],
  '/twentyfour': [],
  '/contact': [],
  '/gallery': [],
  // The form sent without JavaScript (`?number=...&code=...`), and the QR code's `?code=`.
  '/verify': ['number', 'code'],
  '/verify/:number': ['code'],
  // A centre by its code (the certificate of authorisation's QR code), or the centres of a place.
  '/verify-centre': ['code', 'state', 'district'],
  // Apply to open a centre (decision 0080); the applicant's link to add more (its token in the
  // fragment, never sent to the server).
  '/become-a-centre': [],
  '/become-a-centre/more': [],
  // A student ID card by its registration number and the code its QR code carries (decision 0081).
  '/verify-id-card/:registrationNumber': ['code'],
  '/signup': [],
  // Where to go once signed in (its language link keeps it).
  '/login': ['next'],
  '/admin': ['next'],
  // `?from=admin`: the staff's way back to their sign-in.
  '/forgot-password': ['from'],
  '/reset-password': [],
};

/**
 * A React Router pattern as a regular expression: segments matched as the router does (any case,
 * a trailing slash or none), `:name` one segment, a final `*` any rest.
 */
function patternMatcher(pattern: string): RegExp {
  const segments = pattern.split('/').filter(Boolean);
  const splat = segments.at(-1) === '*';
  const body = (splat ? segments.slice(0, -1) : segments)
    .map((segment) =>
      segment.startsWith(':') ? '/[^/]+' : `/${segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}`,
    )
    .join('');
  return new RegExp(`^${body}${splat ? '(?:/.*)?' : '/?'}$`, 'i');
}

/** Each pattern as a regular expression, with its parameters and the pattern itself. */
const MATCHERS: [RegExp, readonly string[], string][] = Object.entries(PUBLIC_PAGE_QUERY).map(
  ([pattern, params]) => [patternMatcher(pattern), params, pattern],
);

/** The parameters the public page at `pathname` reads, or null when it is not a public page. */
export function publicPageParams(pathname: string): readonly string[] | null {
  const bare = withoutLocale(pathname);
  for (const [matcher, params] of MATCHERS) if (matcher.test(bare)) return params;
  return null;
}

/**
 * The address of the public page at `pathname` as its links write it: each fixed segment as the
 * page's pattern spells it, without a trailing slash (`/Contact/` → `/contact`, `/HI/..` is no
 * public page); the same path when it is already that, null when it is no public page.
 */
export function canonicalPagePath(pathname: string): string | null {
  const prefix = localeOfPath(pathname) ? pathname.slice(0, 3) : '';
  const bare = withoutLocale(pathname);
  for (const [matcher, , pattern] of MATCHERS) {
    if (!matcher.test(bare)) continue;
    const given = bare.split('/').filter(Boolean);
    const canonical = pattern
      .split('/')
      .filter(Boolean)
      .map((segment, at) => `/${segment.startsWith(':') ? given[at] : segment}`)
      .join('');
    return `${prefix}${canonical}` || '/';
  }
  return null;
}

/**
 * The web app's other pages (React Router's patterns, `*` a whole section): of the public layout
 * behind sign-in (with a /hi address too), and the pages outside it (one address each). With
 * `PUBLIC_PAGE_QUERY` they are every page of the app (apps/web's public-page-query test checks).
 */
export const SIGNED_IN_LAYOUT_PAGES: readonly string[] = ['/newuser', '/account/password'];
export const OUTSIDE_LAYOUT_PAGES: readonly string[] = [
  '/dashboard/*',
  '/dashboard/student/:registrationNumber',
  '/print/fee-receipt/:id',
  '/print/marksheet/:id/:registrationNumber',
  '/print/admit-cards/:id',
  '/certificate/:registrationNumber',
  '/exam/:examId',
];
const SIGNED_IN_LAYOUT = SIGNED_IN_LAYOUT_PAGES.map(patternMatcher);
const OUTSIDE_LAYOUT = OUTSIDE_LAYOUT_PAGES.map(patternMatcher);

/**
 * The not-found pages an unknown address shows, as the router decides (routes.tsx): under /hi,
 * the public layout's not-found page (`/hi/no-such-page`, as at `/hi/notfound`); elsewhere the
 * first segment is taken for a language that is not one (`/:lang?`), and the root's error page
 * says not found, without the layout (`/no-such-page`, `/xx/about`).
 */
export const NOT_FOUND_ADDRESSES = {
  layout: '/notfound',
  hindiLayout: '/hi/notfound',
  error: '/-/notfound',
} as const;

/**
 * The address the not-found page for `pathname` is rendered and kept under (the same page for
 * every unknown address of its kind: `NOT_FOUND_ADDRESSES`), or null when `pathname` may be a
 * page of the web app (then rendered as it is).
 */
export function notFoundAddress(path: string): string | null {
  // Each segment decoded, as the router reads it (`/%63ontact` is /contact).
  const pathname = path
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');
  if (publicPageParams(pathname) !== null) return null;
  const bare = withoutLocale(pathname);
  if (SIGNED_IN_LAYOUT.some((matcher) => matcher.test(bare))) return null;
  if (localeOfPath(pathname)) return NOT_FOUND_ADDRESSES.hindiLayout;
  // An empty first segment is no language either: the router's `*` without one.
  if (/^\/notfound\/?$/i.test(pathname) || pathname.startsWith('//')) {
    return NOT_FOUND_ADDRESSES.layout;
  }
  if (OUTSIDE_LAYOUT.some((matcher) => matcher.test(pathname))) return null;
  return NOT_FOUND_ADDRESSES.error;
}

/** A query string's parameters as sent (`name=value`, encoded), by their decoded name. */
function parameters(search: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    const raw = (at === -1 ? pair : pair.slice(0, at)).replace(/\+/g, ' ');
    let name: string;
    try {
      name = decodeURIComponent(raw);
    } catch {
      name = raw;
    }
    // The first of a name counts, as URLSearchParams.get reads it.
    if (!found.has(name)) found.set(name, pair);
  }
  return found;
}

/** The decoded value of a parameter as sent, or null. */
function valueOf(pair: string | undefined): string | null {
  if (pair === undefined) return null;
  const at = pair.indexOf('=');
  const raw = at === -1 ? '' : pair.slice(at + 1).replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The query string (with its `?`, or '') a public page is rendered from: only the parameters it
 * reads, in the list's order, the first of each, as sent. A page that is not public, or the
 * preview of a draft (decision 0030), keeps its query string as it is.
 */
export function pageSearch(pathname: string, search: string): string {
  if (search === '' || search === '?') return '';
  const params = publicPageParams(pathname);
  if (params === null) return search;
  const given = parameters(search);
  if (previewIdOf(valueOf(given.get(PREVIEW_PARAM))) !== null) return search;
  const kept = params.flatMap((name) => given.get(name) ?? []);
  return kept.length ? `?${kept.join('&')}` : '';
}

/**
 * The address a request for a public page is kept and rendered under (path and the parameters
 * the page reads), or null when the page is not kept: not a public page, or a draft's preview.
 */
export function keptPageAddress(url: string): string | null {
  const at = url.indexOf('?');
  const pathname = at === -1 ? url : url.slice(0, at);
  if (publicPageParams(pathname) === null) return null;
  if (at === -1) return pathname;
  const search = url.slice(at);
  if (previewIdOf(valueOf(parameters(search).get(PREVIEW_PARAM))) !== null) return null;
  return `${pathname}${pageSearch(pathname, search)}`;
}
