import { describe, expect, it } from 'vitest';
import {
  canonicalPagePath,
  keptPageAddress,
  NOT_FOUND_ADDRESSES,
  notFoundAddress,
  pageSearch,
  publicPageParams,
} from './page-query';

describe('the address a public page is kept under', () => {
  it('matches the public pages as the router does, in both languages', () => {
    expect(publicPageParams('/')).toEqual([]);
    expect(publicPageParams('/hi')).toEqual([]);
    expect(publicPageParams('/Contact/')).toEqual([]);
    expect(publicPageParams('/hi/verify/RV2026000123')).toEqual(['code']);
    expect(publicPageParams('/course/certificate')).toEqual([]);
    expect(publicPageParams('/course/a/b')).toBeNull();
    expect(publicPageParams('/en/about')).toBeNull();
    expect(publicPageParams('/api/content/home')).toBeNull();
  });

  it('keeps the parameters a page reads as they were sent, and only those', () => {
    expect(keptPageAddress('/verify?number=RV%201&utm_source=x&code=a+b')).toBe(
      '/verify?number=RV%201&code=a+b',
    );
    // Names decoded as a browser's URLSearchParams does; the first of a name counts.
    expect(keptPageAddress('/forgot-password?fr%6Fm=admin&from=other')).toBe(
      '/forgot-password?fr%6Fm=admin',
    );
    expect(keptPageAddress('/contact?%E0%A4=1&&=&x')).toBe('/contact');
    expect(keptPageAddress('/contact?')).toBe('/contact');
    expect(keptPageAddress('/verify/RV1?code=')).toBe('/verify/RV1?code=');
  });

  it('keeps no draft preview, and keeps a page whose preview parameter names none', () => {
    expect(keptPageAddress('/?preview=3&fbclid=1')).toBeNull();
    expect(keptPageAddress('/?preview=draft&fbclid=1')).toBe('/');
    expect(pageSearch('/', '?preview=3&fbclid=1')).toBe('?preview=3&fbclid=1');
  });
});

describe('the addresses that are no page', () => {
  it('spells a public page as its links do', () => {
    expect(canonicalPagePath('/contact')).toBe('/contact');
    expect(canonicalPagePath('/Contact/')).toBe('/contact');
    expect(canonicalPagePath('/hi/')).toBe('/hi');
    expect(canonicalPagePath('/')).toBe('/');
    expect(canonicalPagePath('/hi/Course/Tally-Prime/')).toBe('/hi/course/Tally-Prime');
    expect(canonicalPagePath('/no-such-page')).toBeNull();
  });

  it('gives the not-found page of each kind, and none for a page', () => {
    const { layout, hindiLayout, error } = NOT_FOUND_ADDRESSES;
    expect(notFoundAddress('/no-such-page-1')).toBe(error);
    expect(notFoundAddress('/xx/about')).toBe(error);
    expect(notFoundAddress('/print/x')).toBe(error);
    expect(notFoundAddress('/hi/no/such/page')).toBe(hindiLayout);
    expect(notFoundAddress('/notfound')).toBe(layout);
    for (const page of [
      '/',
      '/hi',
      '/Contact/',
      '/%63ontact',
      '/newuser',
      '/hi/account/password',
    ]) {
      expect(notFoundAddress(page), page).toBeNull();
    }
    for (const page of ['/dashboard/Anything', '/certificate/RV1', '/exam/3']) {
      expect(notFoundAddress(page), page).toBeNull();
    }
  });
});
