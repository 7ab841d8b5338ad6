import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentEditors } from './helpers/content-editors';
import { decoded, getOverHttp, startPageServer, type PageServer } from './helpers/page-server';
import { TEST_ADMIN, type TestApp } from './helpers/test-app';

// Kept public pages over real HTTP (decision 0043): the server answers a request it has answered
// before with a kept page straight from memory, before Fastify routes it. What a visitor gets must
// not differ from the answer Fastify gives (app.inject never takes that way): the same headers,
// the same bytes in each encoding, a 304 for the page the browser has; and the way must never
// serve a visitor with a session, a page dropped by an edit, or one due to be rendered again.

let t: TestApp;
let server: PageServer;
let base: string;
let headOffice: Record<string, string>;

beforeAll(async () => {
  server = await startPageServer(`
    const home = JSON.parse((await apiGet('/api/content/home')).body);
    globalThis.__httpRenders = (globalThis.__httpRenders ?? 0) + 1;
    const notices = home.notices.map((n) => '<p>' + n.text + '</p>').join('');
    // Long enough to be compressed.
    const filler = '<p>Computer courses at a centre near you.</p>'.repeat(60);
    return {
      status: 200,
      head: '<script>window.answer = 42</script>',
      html: notices + filler + '<i>render ' + globalThis.__httpRenders + '</i>',
      lang: locale,
    };
  `);
  ({ t, base } = server);
  ({ headOffice } = await contentEditors(t));
});
afterAll(() => server.close());

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd', cookie: 'lang=en' };

const get = (url: string, headers: Record<string, string> = BROWSER, method = 'GET') =>
  getOverHttp(base + url, headers, method);

/** The headers that differ on every answer, left out where answers are compared. */
const comparable = (headers: Record<string, string | string[] | number | undefined>) => {
  const rest = { ...headers };
  delete rest['x-request-id'];
  delete rest.date;
  delete rest.connection;
  delete rest['keep-alive'];
  delete rest['transfer-encoding'];
  return Object.fromEntries(Object.entries(rest).map(([name, value]) => [name, String(value)]));
};

describe('kept public pages over HTTP', () => {
  it('answers again with the headers and bytes Fastify sends, in every encoding', async () => {
    const first = await get('/about');
    expect(first.status).toBe(200);
    // The page is kept compressed quickly at first, and as small as it can be a moment later.
    const brotli = async () => (await get('/about', { ...BROWSER, 'accept-encoding': 'br' })).body;
    await expect.poll(async () => (await brotli()).length).toBeLessThan(first.body.length);
    for (const accept of ['br', 'gzip', 'identity', 'gzip, deflate, br, zstd']) {
      const headers = { 'accept-encoding': accept, cookie: 'lang=en' };
      // Twice over HTTP (the second from memory), and through Fastify itself.
      await get('/about', headers);
      const again = await get('/about', headers);
      const full = await t.app.inject({
        method: 'GET',
        url: '/about',
        headers: { ...headers, host: new URL(base).host },
      });
      expect(again.status).toBe(200);
      expect(comparable(again.headers)).toEqual(comparable(full.headers));
      expect(again.body.equals(full.rawPayload)).toBe(true);
      const encoding = again.headers['content-encoding'];
      expect(encoding).toBe(accept === 'identity' ? undefined : accept === 'gzip' ? 'gzip' : 'br');
      expect(decoded(again.body, encoding)).toContain('Computer courses at a centre near you.');
    }
    const again = await get('/about');
    // Security headers, the policy naming the inline script by its hash, no caching as is.
    expect(again.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    expect(again.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(again.headers['cache-control']).toBe('no-cache');
    expect(again.headers.etag).toMatch(/^W\/"[\w-]+"$/);
  });

  it('gives each answer its own request id, or the one a proxy sent', async () => {
    await get('/gallery');
    const ids = new Set<string | undefined>();
    for (let i = 0; i < 5; i++) ids.add((await get('/gallery')).headers['x-request-id']);
    expect(ids.size).toBe(5);
    const traced = await get('/gallery', { ...BROWSER, 'x-request-id': 'edge-proxy-4711' });
    expect(traced.headers['x-request-id']).toBe('edge-proxy-4711');
  });

  it('answers 304 without a body when the browser has the page, and 200 when it has another', async () => {
    const page = await get('/contact');
    const etag = page.headers.etag!;
    for (let i = 0; i < 2; i++) {
      const unchanged = await get('/contact', { ...BROWSER, 'if-none-match': etag });
      expect(unchanged.status).toBe(304);
      expect(unchanged.body.length).toBe(0);
      expect(unchanged.headers.etag).toBe(etag);
      expect(unchanged.headers['content-encoding']).toBeUndefined();
    }
    const other = await get('/contact', { ...BROWSER, 'if-none-match': 'W/"another-page"' });
    expect(other.status).toBe(200);
    expect(decoded(other.body, other.headers['content-encoding'])).toContain('<i>render');
  });

  it('shows an edit at once, to the visitors answered from memory before it', async () => {
    const text = `Enrolment open till Monday (${Date.now()}).`;
    await get('/course/courses-info');
    const before = await get('/course/courses-info');
    expect(decoded(before.body, before.headers['content-encoding'])).not.toContain(text);
    const added = await fetch(`${base}/api/dashboard/content/notices`, {
      method: 'POST',
      headers: { ...headOffice, 'content-type': 'application/json' },
      body: JSON.stringify({ textEn: text, textHi: '', startsOn: '', endsOn: '', position: 0 }),
    });
    expect(added.status).toBe(201);
    const after = await get('/course/courses-info');
    expect(decoded(after.body, after.headers['content-encoding'])).toContain(text);
  });

  it('renders a page again once it is older than a minute, as through Fastify', async () => {
    const renderOf = async () => {
      const page = await get('/course/franchise');
      return Number(
        /<i>render (\d+)<\/i>/.exec(decoded(page.body, page.headers['content-encoding']))?.[1],
      );
    };
    const first = await renderOf();
    expect(await renderOf()).toBe(first);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      // The kept page at once, rendered again behind; the visitors after get the new one.
      expect(await renderOf()).toBe(first);
      await expect.poll(renderOf).toBeGreaterThan(first);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never answers a visitor with a session from the pages kept for everybody', async () => {
    const signIn = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    expect(cookie).toContain('sid=');
    await get('/course/team');
    const kept = await get('/course/team');
    const mine = await get('/course/team', { ...BROWSER, cookie: `${cookie}; lang=en` });
    expect(mine.status).toBe(200);
    // Rendered for this visitor: its scripts carry a nonce, never the kept page's entity tag.
    expect(mine.headers['content-security-policy']).toMatch(/'nonce-[^']+'/);
    expect(mine.headers.etag).toBeUndefined();
    expect(kept.headers['content-security-policy']).not.toMatch(/nonce/);
  });

  it('answers HEAD through Fastify, with the headers and no body', async () => {
    await get('/course/news');
    const head = await get('/course/news', BROWSER, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.body.length).toBe(0);
  });
});
