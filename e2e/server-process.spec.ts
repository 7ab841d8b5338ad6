import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { E2E_ADMIN } from '../playwright.config';
import { expect, test } from './fixtures';

// These start their own server processes from the production build; one viewport is enough.

function startServer(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'institute-proc-'));
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: { ...process.env, HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** A port no one listens on now (the system's choice), for a server of the test's own. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

test('a bad configuration value stops the start with a message naming the variable @desktop', async () => {
  const server = startServer({ PORT: 'eighty' });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain('PORT');
});

test('the server shuts down gracefully on SIGTERM @desktop', async ({ request }) => {
  const port = await freePort();
  const server = startServer({ PORT: String(port) });
  try {
    // Starting (a new database, migrations, seed) takes about a second alone, far longer on a
    // machine busy with the other tests.
    await expect
      .poll(
        async () =>
          (await request.get(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status(),
        { timeout: 60_000 },
      )
      .toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
  } finally {
    // A failed step must not leave the server running after the test.
    if (server.child.exitCode === null && server.child.signalCode === null)
      server.child.kill('SIGKILL');
  }
});

test('assets are served compressed and cached for a year; pages are not cached @desktop', async ({
  page,
  request,
}) => {
  const html = await request.get('/');
  expect(html.headers()['cache-control']).toBe('no-cache');
  await page.goto('/');
  const script = await page.locator('script[type="module"][src^="/assets/"]').getAttribute('src');
  const asset = await request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
});

test('pages carry a content security policy whose nonce their scripts bear @desktop', async ({
  playwright,
}) => {
  // Pages rendered for a signed-in visitor: every script carries the nonce of this answer.
  const staff = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await staff.post('/api/admin/login', { data: E2E_ADMIN })).ok()).toBe(true);
  const response = await staff.get('/dashboard');
  const policy = response.headers()['content-security-policy'];
  const nonce = /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("object-src 'none'");
  expect(nonce).toBeTruthy();
  const html = await response.text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  const other = (await staff.get('/dashboard')).headers()['content-security-policy'];
  expect(/'nonce-([^']+)'/.exec(other ?? '')?.[1]).not.toBe(nonce);
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
});
