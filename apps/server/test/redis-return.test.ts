import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { sessionIdOf } from '../src/modules/auth/sessions';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';
import { TEST_ADMIN } from './helpers/test-app';
import { startThrowawayRedis, type ThrowawayRedis } from './helpers/throwaway-services';

// Two instances, one database, one Redis of this file's own, which is frozen (SIGSTOP) and then
// resumed with everything it held: the sessions it cached before the outage come back with it.
// A sign-out made while it was away never reached it, yet once it answers again that session is
// refused on both instances, and the session cache is used again at once (not after its entries'
// lifetime, here 60 s).

let database: TestDatabase;
let redisServer: ThrowawayRedis;
let a: FastifyInstance;
let b: FastifyInstance;
const prefix = 'return:';

const env = () => ({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  ADMIN_EMAIL: TEST_ADMIN.email,
  ADMIN_PASSWORD: TEST_ADMIN.password,
  // A test server: its head office is not asked to choose its own password (decision 0060).
  ADMIN_PASSWORD_CHANGE: 'false',
  ...database.env,
  REDIS_URL: redisServer.url,
  REDIS_KEY_PREFIX: prefix,
  // Cached sessions outlive the outage: a cache trusted again only once they have expired would
  // not be used for a minute.
  SESSION_CACHE_SECONDS: '60',
});

beforeAll(async () => {
  redisServer = await startThrowawayRedis();
  database = await createTestDatabase();
  a = await buildApp(loadConfig(env()));
  await a.ready();
  b = await buildApp(loadConfig(env()));
  await b.ready();
}, 60_000);

afterAll(async () => {
  redisServer?.resume();
  await a?.close();
  await b?.close();
  await redisServer?.stop();
  await database?.drop();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = async (app: FastifyInstance, token: string) =>
  (await app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode;
const signIn = async (app: FastifyInstance) => {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: TEST_ADMIN,
  });
  expect(answer.statusCode).toBe(200);
  return (answer.json() as { token: string }).token;
};
const redisOf = async (app: FastifyInstance) =>
  (
    (await app.inject({ method: 'GET', url: '/api/health/ready' })).json() as {
      redis?: string;
    }
  ).redis;

async function until(ok: () => Promise<boolean>, limitMs: number): Promise<void> {
  const started = Date.now();
  while (!(await ok())) {
    if (Date.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('Redis back after an outage', () => {
  it('a sign-out made while it was away is honoured on both instances, and the cache is used again at once', async () => {
    const client = new Redis(redisServer.url);
    try {
      const token = await signIn(a);
      expect(await me(a, token)).toBe(200);
      expect(await me(b, token)).toBe(200);
      expect(await client.exists(`${prefix}session:${sessionIdOf(token)}`)).toBe(1);

      redisServer.pause();
      // Each instance finds Redis silent (one command timeout) and stops asking it.
      expect(await me(a, token)).toBe(200);
      expect(await me(b, token)).toBe(200);
      expect(await redisOf(a)).toBe('down');
      expect(await redisOf(b)).toBe('down');
      // Signed out meanwhile: the database knows, the cached entry in Redis does not.
      const out = await a.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
      expect(out.statusCode).toBe(200);
      expect(await me(a, token)).toBe(401);
      redisServer.resume();

      await until(async () => (await redisOf(a)) === 'ok' && (await redisOf(b)) === 'ok', 10_000);
      // The entry cached before the outage is still in Redis, but no longer believed.
      expect(await client.exists(`${prefix}session:${sessionIdOf(token)}`)).toBe(1);
      expect(await me(a, token)).toBe(401);
      expect(await me(b, token)).toBe(401);

      // And the cache is used again as soon as Redis answers: a new session is kept there and
      // serves both instances.
      const fresh = await signIn(b);
      expect(await me(b, fresh)).toBe(200);
      expect(await client.exists(`${prefix}session:${sessionIdOf(fresh)}`)).toBe(1);
      expect(await me(a, fresh)).toBe(200);
      const later = await a.inject({ method: 'POST', url: '/api/logout', headers: bearer(fresh) });
      expect(later.statusCode).toBe(200);
      expect(await me(b, fresh)).toBe(401);
    } finally {
      client.disconnect();
    }
  });
});
