import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const serverDir = path.join(root, 'apps/server');

/** A free TCP port on the loopback interface. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Collects a child's JSON log lines and lets a test wait for one. */
function logReader(child: ChildProcess) {
  const lines: Record<string, unknown>[] = [];
  const waiters: { match: (line: Record<string, unknown>) => boolean; done: () => void }[] = [];
  let buffer = '';
  child.stdout!.setEncoding('utf8');
  child.stdout!.on('data', (chunk: string) => {
    buffer += chunk;
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const text = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 1);
      let line: Record<string, unknown>;
      try {
        line = JSON.parse(text) as Record<string, unknown>;
      } catch {
        continue;
      }
      lines.push(line);
      for (const waiter of [...waiters]) {
        if (waiter.match(line)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.done();
        }
      }
    }
  });
  return {
    lines,
    waitFor(match: (line: Record<string, unknown>) => boolean): Promise<void> {
      if (lines.some(match)) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ match, done: resolve }));
    },
  };
}

function get(port: number, urlPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: urlPath, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

describe('graceful shutdown of a real server process', () => {
  let bundle: string;
  let database: TestDatabase;
  let webDist: string;
  const cleanUp: (() => void)[] = [];

  beforeAll(async () => {
    // The production bundle of the server (apps/server/build.mjs), built privately for this file.
    const outDir = path.join(serverDir, 'dist', `shutdown-test-${process.pid}`);
    bundle = path.join(outDir, 'main.js');
    const built = spawnSync(process.execPath, ['build.mjs'], {
      cwd: serverDir,
      encoding: 'utf8',
      env: { ...process.env, SERVER_OUTFILE: path.relative(serverDir, bundle) },
    });
    expect(built.status, built.stderr).toBe(0);
    cleanUp.push(() => fs.rmSync(outDir, { recursive: true, force: true }));
    // The server serves a web build: a minimal one (this test asks for API routes only).
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'institute-web-'));
    fs.mkdirSync(path.join(webDist, 'client'));
    fs.mkdirSync(path.join(webDist, 'server'));
    fs.writeFileSync(path.join(webDist, 'client/index.html'), '<!doctype html><html></html>');
    fs.writeFileSync(
      path.join(webDist, 'server/entry-server.js'),
      'export async function render() { throw new Error("no pages in this test"); }\n',
    );
    cleanUp.push(() => fs.rmSync(webDist, { recursive: true, force: true }));
    database = await createTestDatabase();
  }, 120_000);

  afterAll(async () => {
    for (const step of cleanUp) step();
    await database.drop();
  });

  it('answers readiness 503, finishes the request in flight and exits 0 on SIGTERM', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [bundle], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        ...database.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'info',
        WEB_DIST: webDist,
        ADMIN_EMAIL: TEST_ADMIN.email,
        ADMIN_PASSWORD: TEST_ADMIN.password,
        // A test server: its head office is not asked to choose its own password (decision 0060).
        ADMIN_PASSWORD_CHANGE: 'false',
        SHUTDOWN_DRAIN_SECONDS: '5',
        // Generous: this test is about what a shutdown does, not how long a busy machine takes.
        SHUTDOWN_TIMEOUT_SECONDS: '120',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const logs = logReader(child);
    try {
      await logs.waitFor((line) => line.msg === 'Server listening at http://127.0.0.1:' + port);
      expect((await get(port, '/api/health/ready')).status).toBe(200);

      // A slow request: the sign-in's body arrives in two parts, the second after SIGTERM.
      const body = JSON.stringify(TEST_ADMIN);
      const response = new Promise<{ status: number; requestId: unknown; body: string }>(
        (resolve, reject) => {
          const request = http.request({
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/admin/login',
            agent: false,
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              'x-request-id': 'slow-sign-in-1',
            },
          });
          request.on('response', (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                requestId: res.headers['x-request-id'],
                body: text,
              }),
            );
          });
          request.on('error', reject);
          request.write(body.slice(0, 10));
          // The rest once the server is closing.
          void logs
            .waitFor((line) => String(line.msg).startsWith('closing:'))
            .then(() => request.end(body.slice(10)));
        },
      );
      await logs.waitFor(
        (line) => line.reqId === 'slow-sign-in-1' && line.msg === 'incoming request',
      );

      child.kill('SIGTERM');
      await logs.waitFor((line) => line.msg === 'shutting down');
      // While draining, readiness tells load balancers to stop sending requests here.
      const ready = await get(port, '/api/health/ready');
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toEqual({ status: 'unavailable', shuttingDown: true });

      const answer = await response;
      expect(answer.status, answer.body).toBe(200);
      expect(answer.requestId).toBe('slow-sign-in-1');
      const code = await exited;
      const problems = logs.lines.filter((line) => Number(line.level) >= 40);
      expect(code, JSON.stringify(problems)).toBe(0);
      expect(stderr).toBe('');
      // Every log line of the request carries its id; the password is in none of them.
      const requestLines = logs.lines.filter((line) => line.reqId === 'slow-sign-in-1');
      expect(requestLines.map((line) => line.msg)).toEqual(
        expect.arrayContaining(['incoming request', 'request completed']),
      );
      expect(JSON.stringify(logs.lines)).not.toContain(TEST_ADMIN.password);
      // Shutting down is the server's last word; the request's own "completed" line may be
      // written just before or just after it (the response was sent either way).
      const serverLines = logs.lines.filter((line) => line.reqId !== 'slow-sign-in-1');
      expect(serverLines.at(-1)?.msg).toBe('shut down');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 120_000);
});

describe('request ids', () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      { LOG_LEVEL: 'info' },
      {
        logStream: {
          write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>),
        },
      },
    );
  });
  afterAll(() => t.close());

  it('keeps a valid incoming X-Request-Id, answers it, and logs it on every line', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-7f3a.2:b_C-9' },
    });
    expect(response.headers['x-request-id']).toBe('lb-7f3a.2:b_C-9');
    const mine = lines.filter((line) => line.reqId === 'lb-7f3a.2:b_C-9');
    expect(mine.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it.each([
    ['too long', 'a'.repeat(65)],
    ['with spaces', 'two words'],
    ['with other characters', 'id<script>'],
    ['empty', ''],
  ])('makes a new id instead of one %s', async (_case, incoming) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': incoming },
    });
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(JSON.stringify(lines)).not.toContain('id<script>');
  });

  it('makes one when none is sent, different for each request', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/api/health' });
    const b = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(a.headers['x-request-id']).toBeTruthy();
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});
