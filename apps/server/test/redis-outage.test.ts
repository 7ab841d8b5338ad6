import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createCentre, createUser } from './helpers/factories';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';
import { TEST_ADMIN } from './helpers/test-app';
import { startThrowawayRedis, type ThrowawayRedis } from './helpers/throwaway-services';

// REDIS_URL set, then Redis killed (or frozen) under a listening app: sign-in and signed-in
// requests go on (sessions and sign-in failures from the database, rate limits in this process),
// readiness says 'degraded', and once Redis is back the shared counters are used again without
// a restart. A Redis server of this file's own, on its own port.

let database: TestDatabase;
let redisServer: ThrowawayRedis;
let app: FastifyInstance;
let base: string;
let staff: { email: string; password: string };

beforeAll(async () => {
  redisServer = await startThrowawayRedis();
  database = await createTestDatabase();
  app = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      // A test server: its head office is not asked to choose its own password (decision 0060).
      ADMIN_PASSWORD_CHANGE: 'false',
      ...database.env,
      REDIS_URL: redisServer.url,
      REDIS_KEY_PREFIX: 'outage:',
    }),
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  staff = await createUser(app, { role: 'centre_staff', centreId: await createCentre(app) });
}, 60_000);

afterAll(async () => {
  redisServer?.resume();
  await app?.close();
  await redisServer?.stop();
  await database?.drop();
});

/** A request over HTTP, with the time it took. */
async function timed(path: string, init: RequestInit = {}) {
  const started = performance.now();
  const answer = await fetch(`${base}${path}`, init);
  const body = await answer.text();
  return { status: answer.status, body, ms: Math.round(performance.now() - started) };
}
const signIn = (body: { email: string; password: string }) =>
  timed('/api/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const me = (token: string) => timed('/api/me', { headers: { authorization: `Bearer ${token}` } });
const ready = async () => JSON.parse((await timed('/api/health/ready')).body) as object;

async function until(ok: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = Date.now();
  while (!(await ok())) {
    if (Date.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - started;
}

describe('Redis down', () => {
  it('sign-in and signed-in requests keep working; readiness says degraded', async () => {
    const before = await signIn(TEST_ADMIN);
    expect(before.status).toBe(200);
    const { token } = JSON.parse(before.body) as { token: string };
    expect((await me(token)).status).toBe(200);
    const readyBefore = await ready();

    await redisServer.stop();
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = await me(token);
      expect(answer.status).toBe(200);
      times.push(answer.ms);
    }
    const signedIn = await signIn(TEST_ADMIN);
    expect(signedIn.status).toBe(200);
    const second = JSON.parse(signedIn.body) as { token: string };
    expect((await me(second.token)).status).toBe(200);
    // Sign-in failures are still counted (in the database meanwhile).
    expect((await signIn({ email: staff.email, password: 'wrong password' })).status).toBe(401);
    const rows = await app.db.selectFrom('login_failures').select('count').execute();
    expect(rows.length).toBeGreaterThan(0);
    // A rate-limited route still answers (counted in this process).
    const verify = await timed('/api/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: staff.email, password: staff.password }),
    });
    expect(verify.status).toBe(200);
    expect(await ready()).toEqual({ status: 'degraded', database: 'ok', redis: 'down' });
    expect(readyBefore).toEqual({ status: 'ok', database: 'ok', redis: 'ok' });
    console.info(`Redis killed: /api/me took ${times.join(', ')} ms; sign-in ${signedIn.ms} ms`);
  });

  it('once Redis is back, the shared counters are used again without a restart', async () => {
    await redisServer.start();
    const back = await until(
      async () => ((await ready()) as { redis?: string }).redis === 'ok',
      10_000,
    );
    console.info(`Redis back: readiness says ok after ${back} ms`);
    const client = new Redis(redisServer.url);
    try {
      expect((await signIn({ email: staff.email, password: 'wrong again' })).status).toBe(401);
      const keys = await client.keys('outage:login-failures:*');
      expect(keys.length).toBeGreaterThan(0);
      const { token } = JSON.parse((await signIn(TEST_ADMIN)).body) as { token: string };
      expect((await me(token)).status).toBe(200);
    } finally {
      client.disconnect();
    }
  });

  it('a Redis that stops answering costs one short wait, then none', async () => {
    const { token } = JSON.parse((await signIn(TEST_ADMIN)).body) as { token: string };
    redisServer.pause();
    try {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const answer = await me(token);
        expect(answer.status).toBe(200);
        times.push(answer.ms);
      }
      const signedIn = await signIn(TEST_ADMIN);
      expect(signedIn.status).toBe(200);
      expect(((await ready()) as { redis?: string }).redis).toBe('down');
      console.info(`Redis frozen: /api/me took ${times.join(', ')} ms; sign-in ${signedIn.ms} ms`);
    } finally {
      redisServer.resume();
    }
    await until(async () => ((await ready()) as { redis?: string }).redis === 'ok', 10_000);
  });
});
