import { createHash } from 'node:crypto';
import { E2E_ADMIN } from '../playwright.config';
import { expect, test } from './fixtures';

// Public pages are rendered once for visitors without a session and kept for a minute, compressed
// once; their inline scripts are allowed by hash. A signed-in visitor never gets the shared page:
// their pages are rendered for them, with a nonce of each answer.

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');
/** The page's header as the server drew it (the page also carries every word in its messages). */
const header = (html: string) => /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';

test('a kept public page is sent compressed, its inline scripts allowed by hash @desktop', async ({
  playwright,
}) => {
  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const bodies: string[] = [];
  for (const encoding of ['br', 'gzip', 'identity']) {
    const response = await visitor.get('/about', { headers: { 'accept-encoding': encoding } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-encoding']).toBe(
      encoding === 'identity' ? undefined : encoding,
    );
    const policy = response.headers()['content-security-policy']!;
    const scriptSrc = policy.split(';').find((part) => part.trim().startsWith('script-src'))!;
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('nonce-');
    const html = await response.text();
    const scripts = inlineScripts(html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(policy).toContain(`'sha256-${sha256(script)}'`);
    bodies.push(html);
  }
  // The same page whatever the encoding.
  expect(new Set(bodies).size).toBe(1);
  expect(bodies[0]).toContain('<title>');
  await visitor.dispose();
});

test('a signed-in visitor gets their own header, not the kept page @desktop', async ({
  playwright,
}) => {
  const baseURL = test.info().project.use.baseURL;
  const visitor = await playwright.request.newContext({ baseURL });
  const anonymous = header(await (await visitor.get('/about')).text());
  expect(anonymous).toContain('Sign In');
  expect(anonymous).not.toContain('Sign out');

  const staff = await playwright.request.newContext({ baseURL });
  expect((await staff.post('/api/admin/login', { data: E2E_ADMIN })).ok()).toBe(true);
  const signedIn = header(await (await staff.get('/about')).text());
  expect(signedIn).toContain('Sign out');

  // And the visitor without a session still gets the public page afterwards.
  expect(header(await (await visitor.get('/about')).text())).toContain('Sign In');
  await Promise.all([visitor.dispose(), staff.dispose()]);
});
