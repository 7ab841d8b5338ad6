import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decoded, getOverHttp, startPageServer, type PageServer } from './helpers/page-server';

// Unknown addresses and the kept not-found page (issue 32, decision 0049): a flood of addresses
// that are no page (`/no-such-page-<n>`, `/hi/...`) is answered with 404 and one kept copy of the
// not-found page per language, not a page rendered per request; a public page written another way
// (`/Contact`, `/contact/`) is sent to its own address.

let server: PageServer;
let base: string;

beforeAll(async () => {
  // A stand-in for the web app: a few pages, and the not-found page for any other address; it
  // counts the not-found pages it renders, by language.
  server = await startPageServer(`
    await apiGet('/api/content/home');
    const path = new URL(url).pathname;
    const pages = ['/', '/contact', '/about', '/hi', '/hi/contact'];
    const found = pages.includes(path);
    const counts = (globalThis.__notFoundRenders ??= {});
    if (!found) counts[locale] = (counts[locale] ?? 0) + 1;
    const filler = '<p>Computer courses at a centre near you.</p>'.repeat(40);
    return {
      status: found ? 200 : 404,
      head: '',
      html: (found ? '<h1>Page ' + path + '</h1>' : '<h1>404 - Page Not Found</h1>') + filler,
      lang: locale,
    };
  `);
  ({ base } = server);
});
afterAll(() => server.close());

const BROWSER = { 'accept-encoding': 'gzip, deflate, br', cookie: 'lang=en' };

/** A page over HTTP (the way before routing included), decoded. */
async function get(url: string) {
  const answer = await getOverHttp(base + url, BROWSER);
  return {
    status: answer.status,
    location: answer.headers.location as string | undefined,
    page: decoded(answer.body, answer.headers['content-encoding']),
  };
}

const renders = () =>
  (globalThis as { __notFoundRenders?: Record<string, number> }).__notFoundRenders ?? {};

describe('the not-found page of unknown addresses', () => {
  it('answers 50 unknown addresses with 404 and at most one render per language', async () => {
    const paths = Array.from({ length: 50 }, (_, n) =>
      n % 2 === 0
        ? [`/no-such-page-${n}`, `/a/b/${n}?utm_source=${n}`, `/xx/about-${n}`][n % 3]!
        : `/hi/no-such-page-${n}`,
    );
    const answers = await Promise.all(paths.map((path) => get(path)));
    for (const [n, answer] of answers.entries()) {
      expect(answer.status, paths[n]).toBe(404);
      expect(answer.page).toContain('<h1>404 - Page Not Found</h1>');
      expect(answer.page).toContain(n % 2 === 0 ? '<html lang="en">' : '<html lang="hi">');
    }
    expect(renders().en ?? 0).toBeLessThanOrEqual(1);
    expect(renders().hi ?? 0).toBeLessThanOrEqual(1);

    // Asked again, each is answered from the kept copy.
    const before = { ...renders() };
    const again = await Promise.all(
      ['/no-such-page-x', '/hi/no/such', '/another-one/'].map((path) => get(path)),
    );
    expect(again.map((answer) => answer.status)).toEqual([404, 404, 404]);
    expect(renders()).toEqual(before);
  });

  it('still answers the pages', async () => {
    const contact = await get('/contact?fbclid=1');
    expect(contact.status).toBe(200);
    expect(contact.page).toContain('<h1>Page /contact</h1>');
    const hindi = await get('/hi/contact');
    expect(hindi.status).toBe(200);
    expect(hindi.page).toContain('<h1>Page /hi/contact</h1>');
  });

  it("sends another spelling of a page's address to its own", async () => {
    for (const [asked, own] of [
      ['/Contact', '/contact'],
      ['/contact/?utm_source=x', '/contact?utm_source=x'],
      ['/hi/CONTACT/', '/hi/contact'],
      ['/hi/', '/hi'],
      ['/Verify/RV2026000123/', '/verify/RV2026000123'],
    ] as const) {
      const answer = await get(asked);
      expect(answer.status, asked).toBe(301);
      expect(answer.location, asked).toBe(own);
    }
  });
});
