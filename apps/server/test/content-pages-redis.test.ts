import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServerProcess, stubWebBuild, type Server } from './helpers/server-process';
import { TEST_ADMIN } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

// Three real server processes on one database (decision 0029): A and B share one real Redis
// (A through a TCP relay this test can cut), C runs without REDIS_URL. Each keeps the public
// pages it rendered; a content save on A must drop the pages B keeps at once.

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A relay to Redis that can be cut (every connection closed, new ones refused) and restored. */
async function startRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve) =>
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
    );
  const port = await listen(0);
  return {
    url: `redis://127.0.0.1:${port}`,
    async cut() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    restore: () => listen(port),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A web build whose one page shows the institute's name, read from the public content API. */
function namePageBuild(folder: string): string {
  stubWebBuild(folder);
  fs.writeFileSync(
    path.join(folder, 'server', 'entry-server.js'),
    `export async function render(_url, { apiGet }) {
  const site = JSON.parse((await apiGet('/api/content/site')).body);
  return { status: 200, head: '', html: '<h1>' + site.instituteName + '</h1>' };
}
`,
  );
  return folder;
}

let database: TestDatabase;
let relay: Awaited<ReturnType<typeof startRelay>>;
const servers: Server[] = [];
let a: Server;
let b: Server;
let c: Server;
let token: string;

const base = (server: Server) => `http://127.0.0.1:${server.port}`;

/** The name the home page of `server` shows a visitor without a session. */
async function shownName(server: Server): Promise<string> {
  const answer = await fetch(`${base(server)}/`);
  expect(answer.status).toBe(200);
  return /<h1>(.*)<\/h1>/.exec(await answer.text())?.[1] ?? '';
}

async function saveName(server: Server, instituteName: string) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const current = await fetch(`${base(server)}/api/dashboard/content/site`, { headers });
  const { settings, version } = (await current.json()) as {
    settings: Record<string, unknown>;
    version: number;
  };
  return fetch(`${base(server)}/api/dashboard/content/site`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({
      ...settings,
      instituteName,
      phone: '+91 98765 43210',
      email: 'office@example.org',
      address: 'Station Road, Lucknow',
      version,
    }),
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  relay = await startRelay(new URL(REDIS_URL));
  const env = {
    ...database.env,
    WEB_DIST: namePageBuild(path.join(database.env.DATA_DIR!, 'web')),
    REDIS_KEY_PREFIX: `pages-${randomBytes(4).toString('hex')}:`,
  };
  // One after the other: the first migrates the new database.
  a = await startServerProcess({ ...env, REDIS_URL: relay.url });
  servers.push(a);
  b = await startServerProcess({ ...env, REDIS_URL });
  servers.push(b);
  c = await startServerProcess(env);
  servers.push(c);
  const signedIn = await fetch(`${base(a)}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  expect(signedIn.status).toBe(200);
  ({ token } = (await signedIn.json()) as { token: string });
}, 120_000);

afterAll(async () => {
  for (const server of servers) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  await relay?.close();
  await database?.drop();
});

describe('public pages kept by several instances', () => {
  it('a page kept by instance B shows instance A’s save at once; without Redis, C keeps its own', async () => {
    const before = await shownName(b);
    expect(before).not.toBe('');
    expect(await shownName(c)).toBe(before);

    const saved = await saveName(a, 'Saved on A');
    expect(saved.status).toBe(200);
    expect(await shownName(a)).toBe('Saved on A');
    expect(await shownName(b)).toBe('Saved on A');
    // C, without REDIS_URL, still answers the page it keeps (for up to a minute).
    expect(await shownName(c)).toBe(before);
  });

  it('a lost Redis connection does not break saves, is logged without content, and heals', async () => {
    // B keeps the page as it is now.
    expect(await shownName(b)).toBe('Saved on A');
    await relay.cut();
    const lost = a.logLine(/Redis did not answer; other instances show content edits/);

    const saved = await saveName(a, 'Saved while Redis was away');
    expect(saved.status).toBe(200);
    // A's own pages are dropped; B missed the message and keeps its page (for up to a minute).
    expect(await shownName(a)).toBe('Saved while Redis was away');
    expect(await shownName(b)).toBe('Saved on A');
    const warning = JSON.stringify(await lost);
    expect(warning).not.toContain('Saved');
    expect(warning).not.toContain(TEST_ADMIN.email);

    const back = a.logLine(/Redis answers again/);
    await relay.restore();
    await back;
    const again = await saveName(a, 'Saved after Redis came back');
    expect(again.status).toBe(200);
    // "Back" may be A's subscription while its commands' connection is still reconnecting: the
    // message then goes when that one is ready, just after the save answered. B keeps its page
    // for a minute, so seeing the save within 10 s can only come from the message.
    await vi.waitFor(async () => expect(await shownName(b)).toBe('Saved after Redis came back'), {
      timeout: 10_000,
      interval: 100,
    });
  }, 60_000);
});
