import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage, studentFields } from './helpers/multipart';
import { startS3Server, type TestS3Server } from './helpers/s3-server';
import { startServerProcess, stubWebBuild } from './helpers/server-process';
import { TEST_ADMIN } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

// Two server processes, as two machines would run them: one PostgreSQL database, one
// S3-compatible store (s3rver, started here), one Redis. What one instance did, the other sees;
// what one counts, both count; killing one in the middle of writes loses nothing it acknowledged.

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Instance {
  child: ChildProcess;
  base: string;
  exited: Promise<void>;
}

async function startInstance(env: Record<string, string>): Promise<Instance> {
  const server = await startServerProcess(env);
  return { child: server.child, base: `http://127.0.0.1:${server.port}`, exited: server.exited };
}

let database: TestDatabase;
let s3: TestS3Server;
let env: Record<string, string>;
let webDist: string;
const instances: Instance[] = [];

async function signIn(instance: Instance, body: { email: string; password: string }) {
  return fetch(`${instance.base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function addStudent(instance: Instance, token: string, photo: Buffer) {
  const form = new FormData();
  for (const [name, value] of Object.entries(studentFields())) form.set(name, value);
  form.set('photo', new Blob([photo], { type: 'image/png' }), 'photo.png');
  return fetch(`${instance.base}/api/dashboard/AddStudent`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

describe.runIf(process.env.TEST_DB === 'postgres')('two server processes', () => {
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    database = await createTestDatabase();
    s3 = await startS3Server();
    const bucket = await s3.createBucket('two');
    // These tests ask for API routes only.
    webDist = stubWebBuild(path.join(database.env.DATA_DIR!, 'web'));
    env = {
      ...database.env,
      ...s3.env(bucket),
      REDIS_URL,
      REDIS_KEY_PREFIX: `two-${randomBytes(4).toString('hex')}:`,
      WEB_DIST: webDist,
    };
    // One after the other: the first migrates the new database.
    a = await startInstance(env);
    b = await startInstance(env);
    instances.push(a, b);
  }, 120_000);

  afterAll(async () => {
    for (const instance of instances) {
      instance.child.kill('SIGKILL');
      await instance.exited;
    }
    await s3?.stop();
    await database?.drop();
  });

  it('a session made on one instance works on the other', async () => {
    const answer = await signIn(a, TEST_ADMIN);
    expect(answer.status).toBe(200);
    const { token } = (await answer.json()) as { token: string };
    const me = await fetch(`${b.base}/api/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(TEST_ADMIN.email);
  });

  it('a photo uploaded through one instance is served by the other', async () => {
    const { token } = (await (await signIn(a, TEST_ADMIN)).json()) as { token: string };
    const photo = await pngImage(80, 100);
    const added = await addStudent(a, token, photo);
    expect(added.status).toBe(201);
    const record = (await added.json()) as { photo: string };
    const served = await fetch(`${b.base}${record.photo}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\//);
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('killing one instance in the middle of uploads loses nothing it acknowledged', async () => {
    const { token } = (await (await signIn(b, TEST_ADMIN)).json()) as { token: string };
    const photo = await pngImage(120, 160);
    const acknowledged: { registrationNumber: string; photo: string }[] = [];
    let killed = false;
    const uploads = Array.from({ length: 12 }, () =>
      addStudent(a, token, photo).then(
        async (answer) => {
          if (answer.status !== 201) return;
          acknowledged.push((await answer.json()) as { registrationNumber: string; photo: string });
          if (acknowledged.length >= 3 && !killed) {
            killed = true;
            a.child.kill('SIGKILL');
          }
        },
        () => undefined, // cut off by the kill
      ),
    );
    await Promise.all(uploads);
    if (!killed) a.child.kill('SIGKILL');
    await a.exited;
    expect(acknowledged.length).toBeGreaterThanOrEqual(3);
    // Everything A acknowledged is there, through B: the record and its photo.
    for (const record of acknowledged) {
      const headers = { authorization: `Bearer ${token}` };
      const found = await fetch(`${b.base}/api/dashboard/AddStudent/${record.registrationNumber}`, {
        headers,
      });
      expect(found.status).toBe(200);
      expect((await fetch(`${b.base}${record.photo}`, { headers })).status).toBe(200);
    }
    // A replacement takes A's place.
    a = await startInstance(env);
    instances.push(a);
    // Twelve photo uploads, a kill and a new server process: more than the default 20 s when the
    // machine is busy (the whole suite runs its parts side by side on two cores).
  }, 60_000);

  it('failed sign-ins on both instances count towards one wait of the failing client', async () => {
    const wrong = { email: TEST_ADMIN.email, password: 'not the password' };
    for (const instance of [a, b, a, b]) expect((await signIn(instance, wrong)).status).toBe(401);
    // The fifth failure makes this client wait: the right password is refused on both.
    expect((await signIn(b, wrong)).status).toBe(401);
    expect((await signIn(a, TEST_ADMIN)).status).toBe(429);
    expect((await signIn(b, TEST_ADMIN)).status).toBe(429);
  });

  it('a periodic job runs once per period across the instances, not once per instance', async () => {
    // finalise-online-exams runs every 30 s; both instances schedule it on the same queue.
    const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await client.connect();
    try {
      let runs: { started_at: string }[] = [];
      for (let waited = 0; waited < 80_000; waited += 2_000) {
        ({ rows: runs } = await client.query<{ started_at: string }>(
          "select started_at from job_runs where job_name = 'finalise-online-exams' and attempt = 1",
        ));
        if (runs.length >= 2) break;
        await new Promise((resolve) => setTimeout(resolve, 2_000));
      }
      expect(runs.length).toBeGreaterThanOrEqual(2);
      // One run per 30-second period: never two runs in the same period.
      const periods = runs.map((run) => Math.floor(Date.parse(run.started_at) / 30_000));
      expect(new Set(periods).size).toBe(periods.length);
    } finally {
      await client.end();
    }
  }, 120_000);
});
