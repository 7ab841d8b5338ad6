import { E2E_ADMIN } from '../playwright.config';
import { expect, test } from './fixtures';

// Public pages are rendered once for visitors without a session and kept for a minute; each
// answer still carries a nonce of its own, and a signed-in visitor never gets the shared page.

const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

test('a kept public page gets a fresh nonce on every answer @desktop', async ({ playwright }) => {
  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const nonces: string[] = [];
  for (let i = 0; i < 3; i++) {
    const response = await visitor.get('/about');
    expect(response.status()).toBe(200);
    const nonce = nonceOf(response.headers()['content-security-policy']);
    expect(nonce).toBeTruthy();
    const html = await response.text();
    expect(html).not.toContain('nonce-placeholder');
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    nonces.push(nonce!);
  }
  expect(new Set(nonces).size).toBe(3);
  await visitor.dispose();
});

test('a signed-in visitor gets their own header, not the kept page @desktop', async ({
  playwright,
}) => {
  const baseURL = test.info().project.use.baseURL;
  const visitor = await playwright.request.newContext({ baseURL });
  const anonymous = await (await visitor.get('/about')).text();
  expect(anonymous).toContain('Sign In');
  expect(anonymous).not.toContain('Sign out');

  const staff = await playwright.request.newContext({ baseURL });
  expect((await staff.post('/api/admin/login', { data: E2E_ADMIN })).ok()).toBe(true);
  const signedIn = await (await staff.get('/about')).text();
  expect(signedIn).toContain('Sign out');

  // And the visitor without a session still gets the public page afterwards.
  expect(await (await visitor.get('/about')).text()).toContain('Sign In');
  await Promise.all([visitor.dispose(), staff.dispose()]);
});
