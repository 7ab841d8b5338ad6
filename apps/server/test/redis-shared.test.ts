import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { StartupError } from '../src/lib/startup-checks';
import { sessionIdOf } from '../src/modules/auth/sessions';
import { bearer, signInHeadOffice } from './helpers/actors';
import { createCentre, createUser, signIn } from './helpers/factories';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';
import { TEST_ADMIN } from './helpers/test-app';

// Two app instances in one process, one database and one Redis (REDIS_URL): sign-in waits,
// sessions and rate limits are shared. Real Redis on 127.0.0.1:6379, keys under a prefix of
// this file's own, removed afterwards.

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `institute-test:${process.pid}-${randomBytes(4).toString('hex')}:`;
let database: TestDatabase;
let a: FastifyInstance;
let b: FastifyInstance;
let redis: Redis;

const env = () => ({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  ADMIN_EMAIL: TEST_ADMIN.email,
  ADMIN_PASSWORD: TEST_ADMIN.password,
  // A test server: its head office is not asked to choose its own password (decision 0060).
  ADMIN_PASSWORD_CHANGE: 'false',
  ...database.env,
  REDIS_URL,
  REDIS_KEY_PREFIX: prefix,
  // What Redis answers is tested here, not how soon: on a busy machine the test's own event loop
  // can stall past the default 200 ms, and the counts would go to each process's memory.
  REDIS_COMMAND_TIMEOUT_MS: '5000',
});

beforeAll(async () => {
  redis = new Redis(REDIS_URL);
  database = await createTestDatabase();
  a = await buildApp(loadConfig(env()));
  await a.ready();
  b = await buildApp(loadConfig(env()));
  await b.ready();
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.drop();
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

const me = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
const adminLogin = (app: FastifyInstance, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password } });

describe('sign-in waits shared through Redis', () => {
  it('counts failed sign-ins on one instance against the other, and keeps emails out of Redis', async () => {
    const staff = await createUser(a, { role: 'centre_staff', centreId: await createCentre(a) });
    for (const app of [a, a, b, b]) {
      expect((await adminLogin(app, staff.email, 'wrong password')).statusCode).toBe(401);
    }
    // The fifth failure, on A, makes this client wait: B refuses it even the right password.
    expect((await adminLogin(a, staff.email, 'wrong password')).statusCode).toBe(401);
    const locked = await adminLogin(b, staff.email, staff.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect((await adminLogin(a, staff.email, staff.password)).statusCode).toBe(429);
    // The account is not locked: another address signs in on either instance at once.
    const elsewhere = await b.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: staff.email, password: staff.password },
      remoteAddress: '198.51.100.30',
    });
    expect(elsewhere.statusCode).toBe(200);

    // Counted in Redis, not in the database; no key or value names the account.
    expect(await a.db.selectFrom('login_failures').selectAll().execute()).toEqual([]);
    const keys = await redis.keys(`${prefix}*`);
    expect(keys.some((key) => key.includes('login-lock:'))).toBe(true);
    for (const key of keys) {
      expect(key).not.toContain(staff.email);
      expect(key).not.toContain('127.0.0.1');
    }
  });

  it('a successful sign-in on one instance clears the account’s failures for both', async () => {
    const staff = await createUser(a, { role: 'centre_staff', centreId: await createCentre(a) });
    for (const app of [a, b, a, b]) await adminLogin(app, staff.email, 'wrong password');
    expect((await adminLogin(b, staff.email, staff.password)).statusCode).toBe(200);
    // Four more failures do not make it wait: the count started again.
    for (const app of [a, b, a, b]) {
      expect((await adminLogin(app, staff.email, 'wrong password')).statusCode).toBe(401);
    }
    expect((await adminLogin(a, staff.email, staff.password)).statusCode).toBe(200);
  });
});

describe('sessions cached in Redis', () => {
  it('a session signed out on one instance is refused on the other at once', async () => {
    const staff = await createUser(a, { role: 'centre_staff', centreId: await createCentre(a) });
    const { token } = await signIn(a, '/api/admin/login', {
      email: staff.email,
      password: staff.password,
    });
    expect((await me(b, token)).statusCode).toBe(200);
    // Resolved once, the session is cached in Redis for both instances.
    expect(await redis.exists(`${prefix}session:${sessionIdOf(token)}`)).toBe(1);
    expect((await me(a, token)).json().user.email).toBe(staff.email);

    const out = await b.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(await redis.exists(`${prefix}session:${sessionIdOf(token)}`)).toBe(0);
    expect((await me(a, token)).statusCode).toBe(401);
    expect((await me(b, token)).statusCode).toBe(401);
  });

  it('a password change on one instance signs the other sessions out on both', async () => {
    const staff = await createUser(a, { role: 'centre_staff', centreId: await createCentre(a) });
    const first = await signIn(a, '/api/admin/login', {
      email: staff.email,
      password: staff.password,
    });
    const second = await signIn(b, '/api/admin/login', {
      email: staff.email,
      password: staff.password,
    });
    expect((await me(a, second.token)).statusCode).toBe(200);
    expect((await me(b, second.token)).statusCode).toBe(200);

    const changed = await a.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: bearer(first.token),
      payload: { currentPassword: staff.password, newPassword: 'a brand new password' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(b, second.token)).statusCode).toBe(401);
    expect((await me(a, second.token)).statusCode).toBe(401);
    expect((await me(b, first.token)).statusCode).toBe(200);
  });

  it('suspending a centre on one instance refuses its staff on the other at once', async () => {
    const centreId = await createCentre(a);
    const staff = await createUser(a, { role: 'centre_staff', centreId });
    const { token } = await signIn(b, '/api/admin/login', {
      email: staff.email,
      password: staff.password,
    });
    expect((await me(a, token)).statusCode).toBe(200);
    expect((await me(b, token)).statusCode).toBe(200);
    const suspended = await a.inject({
      method: 'POST',
      url: `/api/dashboard/centre-admin/centres/${centreId}/suspend`,
      headers: await signInHeadOffice(a),
    });
    expect(suspended.statusCode).toBe(200);
    expect((await me(b, token)).statusCode).toBe(401);
    expect((await me(a, token)).statusCode).toBe(401);
  });
});

describe('rate limits shared through Redis', () => {
  it('counts requests to a limited route on both instances together', async () => {
    // Certificate verification: 30 lookups a minute per client, whatever the answer.
    const lookup = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: '/api/certificates/verify/RVC2026999999' });
    const answers: number[] = [];
    for (let i = 0; i < 15; i++) answers.push((await lookup(a)).statusCode);
    for (let i = 0; i < 15; i++) answers.push((await lookup(b)).statusCode);
    expect(answers.filter((status) => status === 429)).toEqual([]);
    const refused = await lookup(a);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect((await lookup(b)).statusCode).toBe(429);
    expect((await redis.keys(`${prefix}rate-limit:*`)).length).toBeGreaterThan(0);
  });
});

describe('start-up with REDIS_URL', () => {
  it('stops with a line naming REDIS_URL, password masked, when Redis does not answer', async () => {
    const config = loadConfig({
      ...env(),
      REDIS_URL: 'redis://:hunter2-secret@127.0.0.1:1',
    });
    const error = await buildApp(config).then(
      async (app) => {
        await app.close();
        return null;
      },
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toContain('REDIS_URL');
    expect((error as Error).message).not.toContain('hunter2-secret');
  });
});
