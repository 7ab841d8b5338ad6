import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage, studentFields } from './helpers/multipart';
import { startServerProcess, stubWebBuild, type Server } from './helpers/server-process';
import { TEST_ADMIN } from './helpers/test-app';
import { startThrowawayPostgres, type ThrowawayPostgres } from './helpers/throwaway-services';

// A PostgreSQL cluster of this file's own (initdb, its own port), under a real server process:
// its connections are terminated, then the cluster is stopped and started again. The process
// never exits; meanwhile requests that need the database get a 503 with Retry-After, readiness
// says 503 and liveness 200; the service comes back by itself. (SQLite is a file: nothing blinks.)

let postgres: ThrowawayPostgres;
let server: Server;
let folder: string;
let base: string;

const signIn = () =>
  fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
const me = (token: string) =>
  fetch(`${base}/api/me`, { headers: { authorization: `Bearer ${token}` } });

async function addStudent(token: string, photo: Buffer, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(studentFields(fields))) form.set(name, value);
  form.set('photo', new Blob([photo], { type: 'image/png' }), 'photo.png');
  return fetch(`${base}/api/dashboard/AddStudent`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

/** Asks until `ok` says yes, up to `limitMs`; answers the time it took. */
async function until(ok: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await ok().catch(() => false)) return Date.now() - started;
    if (Date.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function query<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  postgres = await startThrowawayPostgres();
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'institute-db-outage-'));
  server = await startServerProcess({
    DATABASE_URL: postgres.url,
    DATA_DIR: folder,
    WEB_DIST: stubWebBuild(path.join(folder, 'web')),
  });
  base = `http://127.0.0.1:${server.port}`;
}, 120_000);

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  postgres?.remove();
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

const alive = () => server.child.exitCode === null && server.child.signalCode === null;

describe('a PostgreSQL blink', () => {
  it('terminating every connection of the app does not end the process, and requests go on', async () => {
    const { token } = (await (await signIn()).json()) as { token: string };
    expect((await me(token)).status).toBe(200);
    // The pool's connections, the job queue's and any other of the app.
    expect(await postgres.terminateConnections('postgres')).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(alive(), server.output().slice(-2000)).toBe(true);
    await until(async () => (await me(token)).status === 200, 10_000);
    // Twice more, the second time while requests are under way.
    await postgres.terminateConnections('postgres');
    const during = Promise.all(Array.from({ length: 10 }, () => me(token)));
    await postgres.terminateConnections('postgres');
    for (const answer of await during) expect([200, 503]).toContain(answer.status);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(alive(), server.output().slice(-2000)).toBe(true);
    await until(async () => (await me(token)).status === 200, 10_000);
  });

  it('a write cut by the termination is either all there or not there at all', async () => {
    const { token } = (await (await signIn()).json()) as { token: string };
    const photo = await pngImage(60, 80);
    const before = (await query<{ count: string }>('select count(*) from students'))[0]!.count;
    let settled = false;
    const writes = Promise.all(Array.from({ length: 8 }, () => addStudent(token, photo))).finally(
      () => (settled = true),
    );
    // Connections are terminated again and again while the writes run.
    await new Promise((resolve) => setTimeout(resolve, 100));
    while (!settled) {
      await postgres.terminateConnections('postgres');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const answers = await writes;
    // Each write is acknowledged or refused in the API's shape: never a 500.
    for (const answer of answers) {
      expect([201, 503]).toContain(answer.status);
      if (answer.status === 503) {
        expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(await answer.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      }
    }
    const acknowledged = answers.filter((answer) => answer.status === 201).length;
    const after = (await query<{ count: string }>('select count(*) from students'))[0]!.count;
    expect(Number(after) - Number(before)).toBe(acknowledged);
    // Every photo a student row names is stored.
    const keys = await query<{ storage_key: string }>(
      'select f.storage_key from students s join files f on f.id = s.photo_file_id',
    );
    for (const { storage_key: key } of keys) {
      expect(fs.existsSync(path.join(folder, 'files', key)), key).toBe(true);
    }
    expect(alive()).toBe(true);
  });

  it('while the database is stopped: 503 with Retry-After, readiness 503, liveness 200; back by itself', async () => {
    const { token } = (await (await signIn()).json()) as { token: string };
    postgres.stop();
    try {
      const answer = await me(token);
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
      const body = (await answer.json()) as { code: string; message: string };
      expect(body.code).toBe('SERVICE_UNAVAILABLE');
      expect(body.message).toMatch(/database/i);
      const signInAnswer = await signIn();
      expect(signInAnswer.status).toBe(503);
      expect(signInAnswer.headers.get('retry-after')).toMatch(/^\d+$/);
      // Readiness is checked at most once a second: wait past the last good answer.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const ready = await fetch(`${base}/api/health/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ database: 'unavailable' });
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
      expect(alive(), server.output().slice(-2000)).toBe(true);
    } finally {
      postgres.start();
    }
    const recovered = await until(async () => (await me(token)).status === 200, 10_000);
    await until(async () => (await fetch(`${base}/api/health/ready`)).status === 200, 10_000);
    console.info(`PostgreSQL back: requests served again after ${recovered} ms`);
    expect(alive()).toBe(true);
  }, 60_000);
});
