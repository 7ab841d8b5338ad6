import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('robots.txt and sitemap.xml', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('robots.txt allows the site, keeps crawlers off the dashboard and the API, names the sitemap', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'institute.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('User-agent: *');
    expect(response.body).toContain('Disallow: /dashboard');
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Sitemap: http://institute.example/sitemap.xml');
  });

  it('sitemap.xml lists every public page with absolute addresses', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'institute.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
      m[1]!.replace('http://institute.example', ''),
    );
    const english = [
      '/',
      '/about',
      '/course',
      '/contact',
      '/gallery',
      '/become-a-centre',
      '/signup',
      '/login',
      '/course/certificate',
      '/course/diploma',
      '/course/advance-diploma',
      '/course/health-care',
      '/course/professional',
      '/one',
      '/three',
      '/six',
      '/twelve',
      '/eighteen',
      '/twentyfour',
    ];
    // Each page in English, then in Hindi under /hi (the home page at /hi).
    expect(locations).toEqual([
      ...english,
      ...english.map((path) => (path === '/' ? '/hi' : `/hi${path}`)),
    ]);
    // Each names both its addresses, as search engines read them.
    expect(response.body).toMatch(
      /<loc>http:\/\/institute\.example\/hi\/about<\/loc>(<lastmod>[^<]+<\/lastmod>)?<xhtml:link rel="alternate" hreflang="en" href="http:\/\/institute\.example\/about"\/><xhtml:link rel="alternate" hreflang="hi" href="http:\/\/institute\.example\/hi\/about"\/>/,
    );
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(response.body).toMatch(/<lastmod>\d{4}-\d\d-\d\d<\/lastmod>/);
  });
});
