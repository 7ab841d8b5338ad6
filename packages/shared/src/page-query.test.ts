import { describe, expect, it } from 'vitest';
import { keptPageAddress, pageSearch, publicPageParams } from './page-query';

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
