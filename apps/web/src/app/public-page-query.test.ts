import { PUBLIC_PAGE_QUERY, keptPageAddress, pageSearch } from '@institute/shared/page-query';
import type { RouteObject } from 'react-router';
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
