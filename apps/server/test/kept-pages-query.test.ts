import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageCache, createTokenBucket, KEPT_PAGE_LIMITS } from '../src/plugins/web';
import { decoded, getOverHttp, startPageServer, type PageServer } from './helpers/page-server';

// Query strings and kept public pages (issue 32, decision 0049): a parameter a page does not read
// (fbclid, utm_*, any other) shares the page's kept copy and never shows in it; only the
// parameters a page reads make another kept page, and those are bounded, so that a flood of new
// addresses neither renders a page per request nor drops the pages every visitor asks for.

let server: PageServer;
let base: string;

beforeAll(async () => {
  // The page shows the address it was rendered from, and how many renders there were.
  server = await startPageServer(`
    await apiGet('/api/content/home');
    globalThis.__queryRenders = (globalThis.__queryRenders ?? 0) + 1;
    const filler = '<p>Computer courses at a centre near you.</p>'.repeat(40);
    return {
      status: 200,
      head: '',
      html: '<b>' + url + '</b>' + filler + '<i>render ' + globalThis.__queryRenders + '</i>',
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
    etag: answer.headers.etag as string | undefined,
    page: decoded(answer.body, answer.headers['content-encoding']),
  };
}

const renderOf = (page: string) => Number(/<i>render (\d+)<\/i>/.exec(page)?.[1]);
const renders = () => (globalThis as { __queryRenders?: number }).__queryRenders ?? 0;

describe('kept public pages and query strings', () => {
  it('answers a link with fbclid or utm_* with the kept page, which never shows them', async () => {
    await get('/contact');
    const kept = await get('/contact');
    for (const query of [
      '?fbclid=IwAR0xQ5',
      '?utm_source=whatsapp&utm_medium=share&utm_campaign=admissions',
      '?gclid=Cj0KCQ&ref=poster',
    ]) {
      const shared = await get(`/contact${query}`);
      expect(shared.status).toBe(200);
      expect(shared.etag).toBe(kept.etag);
      expect(renderOf(shared.page)).toBe(renderOf(kept.page));
      expect(shared.page).not.toMatch(/fbclid|utm_|gclid|poster/);
    }
  });

  it('renders no page for a flood of parameters nobody reads', async () => {
    await get('/about?first=1');
    const before = renders();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, n) => get(`/about?x${n}=${n}&fbclid=${n}`)),
    );
    expect(renders()).toBe(before);
    expect(new Set(answers.map((answer) => answer.etag)).size).toBe(1);
    expect(answers[0]!.page).toContain(`<b>${base}/about</b>`);
  });

  it('keeps apart the pages a parameter the page reads changes, without the others', async () => {
    const staff = await get('/forgot-password?utm_source=mail&from=admin');
    expect(staff.page).toContain(`<b>${base}/forgot-password?from=admin</b>`);
    const again = await get('/forgot-password?from=admin&fbclid=77');
    expect(again.etag).toBe(staff.etag);
    const everyone = await get('/forgot-password');
    expect(everyone.etag).not.toBe(staff.etag);
    // The verification page reads its number and code, in any order.
    const verify = await get('/verify/RV1?utm_medium=qr&code=B7');
    expect(verify.page).toContain(`<b>${base}/verify/RV1?code=B7</b>`);
  });

  it('keeps a bounded number of pages of one address with parameters, and the plain pages', async () => {
    await get('/gallery');
    const gallery = renderOf((await get('/gallery')).page);
    const count = KEPT_PAGE_LIMITS.variants.max + 20;
    for (let n = 0; n < count; n += 20) {
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          get(`/login?next=${encodeURIComponent(`/p${n + i}`)}`),
        ),
      );
    }
    // The latest are kept; the first were dropped (rendered again when asked for)...
    const latest = `/login?next=${encodeURIComponent(`/p${count - 1}`)}`;
    const before = renders();
    await get(latest);
    expect(renders()).toBe(before);
    await get(`/login?next=${encodeURIComponent('/p0')}`);
    expect(renders()).toBe(before + 1);
    // ...and the page everybody asks for was not.
    expect(renderOf((await get('/gallery')).page)).toBe(gallery);
  });
});

describe('the bounds of the kept pages', () => {
  const page = (bytes: number) => ({
    renderedAt: Date.now(),
    status: 200,
    compression: 'quick' as const,
    policy: '',
    etag: 'W/"x"',
    identity: Buffer.alloc(bytes),
    gzip: Buffer.alloc(0),
    br: Buffer.alloc(0),
  });

  it('holds no more pages, nor bytes, than its bounds', () => {
    const cache = createPageCache({
      pages: { max: 10, maxBytes: 10_000 },
      variants: { max: 5, maxBytes: 3_000 },
    });
    for (let n = 0; n < 100; n++) cache.set(`en http://site/p${n}`, page(500));
    for (let n = 0; n < 100; n++) cache.set(`en http://site/login?next=${n}`, page(1000));
    const { pages, bytes } = cache.size();
    // 10 pages of 500 bytes (5,000 < 10,000), and 2 of the 1,000-byte ones (3,000 bytes at most).
    expect(pages).toBeLessThanOrEqual(10 + 3);
    expect(bytes).toBeLessThanOrEqual(10_000 + 3_000);
    expect(cache.peek('en http://site/p99')).toBeDefined();
    expect(cache.peek('en http://site/p0')).toBeUndefined();
  });

  it('allows so many of the smallest compressions a second', () => {
    let now = 0;
    const bucket = createTokenBucket(1, 3, () => now);
    const taken = () => Array.from({ length: 10 }, () => bucket.take()).filter(Boolean).length;
    expect(taken()).toBe(3);
    now += 2000;
    expect(taken()).toBe(2);
    now += 500;
    expect(taken()).toBe(0);
  });
});
