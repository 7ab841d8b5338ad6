import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentEditors, webBuildRendering } from './helpers/content-editors';
import { createTestApp, type TestApp } from './helpers/test-app';

// The public pages the server keeps for visitors without a session (plugins/web.ts): an edit of
// the content drops them at once, and a page whose rendering began before the edit is not kept
// after it (it may hold the content from before).

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
    return { status: 200, head: '', html: home.notices.map((n) => '<p>' + n.text + '</p>').join('') };
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
});
