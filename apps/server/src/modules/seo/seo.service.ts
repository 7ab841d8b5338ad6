import { localizePath, UI_LOCALES } from '@institute/shared/i18n';
import { pagePath } from '@institute/shared/content/constants';
import type { SeoRepository } from './seo.repository';

/** The public pages that are not content pages, in the navigation's order. */
export const STATIC_PUBLIC_PATHS = [
  '/',
  '/about',
  '/course',
  '/contact',
  '/gallery',
  '/become-a-centre',
  '/signup',
  '/login',
] as const;

/** Paths search engines should leave alone: the staff dashboard, the admin sign-in, the API. */
export const DISALLOWED_PATHS = ['/api/', '/dashboard', '/admin', '/newuser'] as const;

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** Every public page: the fixed ones and each catalogue and duration page. */
export async function sitemapXml(repository: SeoRepository, origin: string): Promise<string> {
  const pages = await repository.listContentPages();
  const entries = [
    ...STATIC_PUBLIC_PATHS.map((path) => ({ path, lastmod: null as string | null })),
    ...pages.map((page) => ({ path: pagePath(page.kind, page.slug), lastmod: page.updated_at })),
  ];
  // Every page in each language, each naming its other addresses (hreflang, decision 0030).
  const urls = UI_LOCALES.flatMap((locale) =>
    entries.map(({ path, lastmod }) => {
      const parts = [`<loc>${escapeXml(origin + localizePath(path, locale))}</loc>`];
      if (lastmod) parts.push(`<lastmod>${escapeXml(lastmod.slice(0, 10))}</lastmod>`);
      for (const other of UI_LOCALES) {
        const href = escapeXml(origin + localizePath(path, other));
        parts.push(`<xhtml:link rel="alternate" hreflang="${other}" href="${href}"/>`);
      }
      return `  <url>${parts.join('')}</url>`;
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
