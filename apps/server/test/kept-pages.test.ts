import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentEditors, webBuildRendering } from './helpers/content-editors';
import { createTestApp, type TestApp } from './helpers/test-app';

// The public pages the server keeps for visitors without a session (plugins/web.ts): an edit of
// the content drops them at once, and a page whose rendering began before the edit is not kept
// after it (it may hold the content from before); a page older than a minute is still sent at
// once, and rendered again behind its visitor.

let t: TestApp;
let webDist: string;
let headOffice: Record<string, string>;

beforeAll(async () => {
  // The page lists the notices; its first rendering waits for the test to let it finish.
  webDist = webBuildRendering(`
    const home = JSON.parse((await apiGet('/api/content/home')).body);
    if (!globalThis.__renderedOnce) {
      globalThis.__renderedOnce = true;
      await new Promise((resolve) => { globalThis.__finishFirstRender = resolve; });
    }
    globalThis.__renders = (globalThis.__renders ?? 0) + 1;
    const notices = home.notices.map((n) => '<p>' + n.text + '</p>').join('');
    return { status: 200, head: '', html: notices + '<i>render ' + globalThis.__renders + '</i>' };
  `);
  t = await createTestApp({ WEB_DIST: webDist });
  ({ headOffice } = await contentEditors(t));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const visit = () => t.app.inject({ method: 'GET', url: '/about', headers: { cookie: 'lang=en' } });

describe('kept public pages', () => {
  it('does not keep a page rendered from the content before an edit made while it rendered', async () => {
    const slow = visit();
    // The render has read the published notices and waits.
    await expect
      .poll(() => typeof (globalThis as { __finishFirstRender?: unknown }).__finishFirstRender)
      .toBe('function');
    const text = `Admissions close on Friday (${Date.now()}).`;
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/content/notices',
      headers: headOffice,
      payload: { textEn: text, textHi: '', startsOn: '', endsOn: '', position: 0 },
    });
    expect(added.statusCode, added.body).toBe(201);
    (globalThis as { __finishFirstRender?: () => void }).__finishFirstRender!();
    // The page begun before the edit is sent as it was...
    expect((await slow).body).not.toContain(text);
    // ...but not kept: the next visitor gets the page with the new notice.
    const next = await visit();
    expect(next.statusCode).toBe(200);
    expect(next.body).toContain(text);
  });

  it('sends a page older than a minute at once, and renders it again behind its visitor', async () => {
    const renderOf = async () => {
      const page = await t.app.inject({
        method: 'GET',
        url: '/contact',
        headers: { cookie: 'lang=en' },
      });
      expect(page.statusCode).toBe(200);
      return Number(/<i>render (\d+)<\/i>/.exec(page.body)?.[1]);
    };
    const first = await renderOf();
    // Within the minute: the kept page, not rendered again.
    expect(await renderOf()).toBe(first);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      // Past the minute: the kept page at once, while it is rendered again...
      expect(await renderOf()).toBe(first);
      // ...and the visitors after get the new rendering.
      await expect.poll(renderOf).toBeGreaterThan(first);
      const again = await renderOf();
      expect(await renderOf()).toBe(again);
    } finally {
      vi.useRealTimers();
    }
  });
});
