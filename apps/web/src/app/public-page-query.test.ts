import {
  NOT_FOUND_ADDRESSES,
  OUTSIDE_LAYOUT_PAGES,
  PUBLIC_PAGE_QUERY,
  SIGNED_IN_LAYOUT_PAGES,
  keptPageAddress,
  notFoundAddress,
  pageSearch,
} from '@institute/shared/page-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { requireUser } from '../features/auth/guards';
import { routes } from './routes';

// The server keeps every public page under its path and the query parameters the page reads
// (packages/shared/src/page-query.ts, decision 0049): a public page missing from that list would
// be rendered for every visit, and one listed without a parameter it reads would be kept wrongly.

/** The pages of the public layout (`/:lang?`) a visitor without a session can see. */
function publicPages(): string[] {
  const root = routes.find((route) => route.id === 'root');
  const pages: string[] = [];
  for (const route of (root?.children ?? []) as RouteObject[]) {
    const notFound = (route.handle as { notFound?: boolean } | undefined)?.notFound;
    if (notFound || route.path === '*' || route.loader === requireUser) continue;
    pages.push(route.index ? '/' : `/${route.path}`);
  }
  return pages;
}

describe('the query parameters of the public pages', () => {
  it('lists every public page of the web app, and no other', () => {
    expect(publicPages().sort()).toEqual(Object.keys(PUBLIC_PAGE_QUERY).sort());
  });

  it('keeps a page under its path and the parameters it reads, in one order', () => {
    expect(keptPageAddress('/contact?fbclid=IwAR1&utm_source=news')).toBe('/contact');
    expect(keptPageAddress('/hi/about?gclid=7')).toBe('/hi/about');
    expect(keptPageAddress('/verify?code=B7&utm_medium=qr&number=RV1')).toBe(
      '/verify?number=RV1&code=B7',
    );
    expect(keptPageAddress('/verify/RV1?code=B7&code=C8&x=1')).toBe('/verify/RV1?code=B7');
    expect(keptPageAddress('/login?next=%2Fdashboard&fbclid=1')).toBe('/login?next=%2Fdashboard');
    // A draft's preview and pages behind sign-in are never kept.
    expect(keptPageAddress('/about?preview=12')).toBeNull();
    expect(keptPageAddress('/dashboard/SeeAllStudents?page=2')).toBeNull();
    expect(keptPageAddress('/newuser')).toBeNull();
  });

  it('leaves the query string of other pages as it is', () => {
    expect(pageSearch('/contact', '?utm_source=a')).toBe('');
    expect(pageSearch('/dashboard/SeeAllStudents', '?page=2&q=Ravi')).toBe('?page=2&q=Ravi');
    expect(pageSearch('/about', '?preview=12&utm_source=a')).toBe('?preview=12&utm_source=a');
  });
});

/**
 * The not-found page the router shows at `path`: the root's error page when its first segment
 * is taken for a language that is not one (the root's loader answers 404), the layout's page when
 * the deepest route is the not-found one; null for a page.
 */
function routerNotFound(path: string): 'error' | 'layout' | null {
  const matches = matchRoutes(routes, path) ?? [];
  if (matches[0]?.route.id !== 'root') return null;
  const lang = matches[0].params.lang;
  if (lang !== undefined && lang !== 'hi') return 'error';
  const notFound = matches.some(
    (match) => (match.route.handle as { notFound?: boolean })?.notFound,
  );
  return notFound ? 'layout' : null;
}

const kindOf = (address: string | null) =>
  address === null ? null : address === NOT_FOUND_ADDRESSES.error ? 'error' : 'layout';

describe('the addresses that are no page', () => {
  it('lists the other pages of the web app', () => {
    const root = routes.find((route) => route.id === 'root');
    const layout = ((root?.children ?? []) as RouteObject[])
      .filter((route) => route.loader === requireUser)
      .map((route) => `/${route.path}`);
    expect(layout.sort()).toEqual([...SIGNED_IN_LAYOUT_PAGES].sort());
    const outside = routes
      .filter((route) => route.id !== 'root')
      .map((route) => (route.id === 'dashboard' ? `${route.path}/*` : route.path));
    expect(outside.sort()).toEqual([...OUTSIDE_LAYOUT_PAGES].sort());
  });

  it('finds the not-found page as the router does', () => {
    const samples = [
      ...Object.keys(PUBLIC_PAGE_QUERY),
      ...SIGNED_IN_LAYOUT_PAGES,
      ...OUTSIDE_LAYOUT_PAGES.map((pattern) => pattern.replace('/*', '/Nothing')),
    ].flatMap((pattern) => {
      const page = pattern.replace(/:[a-zA-Z]+/g, 'RV1');
      return [page, `/hi${page}`, `${page}/x`, `/hi${page}/x/y`, `/xx${page}`, page.toUpperCase()];
    });
    samples.push(
      '/no-such-page-1',
      '/no/such/page',
      '/hi/no-such-page',
      '/HI/about',
      '/notfound',
      '/Notfound/',
      '/hi/notfound',
      '/%63ontact',
      '/print/x',
      '/certificate/a/b',
      '/exam',
      '/dashboard',
      NOT_FOUND_ADDRESSES.error,
    );
    for (const path of samples) {
      const found = kindOf(notFoundAddress(path));
      // Whatever the server answers with its kept not-found page is what the router would show.
      if (found !== null) expect(found, path).toBe(routerNotFound(path));
    }
    // And the router's not-found addresses are found (every one of these samples but a page).
    const missed = samples.filter(
      (path) => routerNotFound(path) !== null && notFoundAddress(path) === null,
    );
    expect(missed).toEqual([]);
  });
});
