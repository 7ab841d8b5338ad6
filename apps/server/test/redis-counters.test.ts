import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthenticatedUser } from '../src/lib/access';
import {
  createDatabaseFailureStore,
  createMemorySessionCache,
  type LoginFailureStore,
  type SessionCache,
} from '../src/lib/shared-counters';
import {
  connectRedis,
  createRedisFailureStore,
  createRedisSessionCache,
} from '../src/lib/shared-counters-redis';
import { createAuthRepository } from '../src/modules/auth/auth.repository';
import { createTestApp, type TestApp } from './helpers/test-app';

// The SessionCache and LoginFailureStore contracts, run on both implementations: memory (and
// the database for failures) and Redis (real, 127.0.0.1:6379, keys under this file's prefix).

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `institute-test:${process.pid}-${randomBytes(4).toString('hex')}:`;
const TTL = 60_000;
let redis: Redis;
let t: TestApp;

beforeAll(async () => {
  // The contract of what Redis answers, not of its speed (a busy machine stalls past 200 ms).
  redis = await connectRedis(REDIS_URL, 5000);
  t = await createTestApp();
});
afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
  await t?.close();
});

const failOnError = (error: unknown) => {
  throw error;
};
const caches: { name: string; make: () => SessionCache }[] = [
  { name: 'memory', make: () => createMemorySessionCache(TTL) },
  { name: 'Redis', make: () => createRedisSessionCache(redis, prefix, TTL, failOnError) },
];
const stores: { name: string; make: () => LoginFailureStore }[] = [
  { name: 'database', make: () => createDatabaseFailureStore(createAuthRepository(t.app.db)) },
  { name: 'Redis', make: () => createRedisFailureStore(redis, prefix) },
];

let next = 1;
const user = (values: Partial<AuthenticatedUser> = {}): AuthenticatedUser => {
  const id = next++;
  return {
    sessionId: randomBytes(32).toString('hex'),
    id,
    name: `User ${id}`,
    email: `user${id}@example.com`,
    role: 'centre_staff',
    centreId: 7,
    registrationNumber: null,
    ...values,
  };
};

describe.each(caches)('SessionCache contract: $name', ({ make }) => {
  it('answers what was set until it is forgotten', async () => {
    const cache = make();
    const alice = user();
    expect(await cache.get(alice.sessionId)).toBeNull();
    await cache.set(alice.sessionId, alice, Date.now() + TTL * 10);
    expect(await cache.get(alice.sessionId)).toEqual(alice);
    await cache.forget(alice.sessionId);
    expect(await cache.get(alice.sessionId)).toBeNull();
  });

  it('never keeps a session past its own expiry', async () => {
    const cache = make();
    const expired = user();
    await cache.set(expired.sessionId, expired, Date.now() - 1);
    expect(await cache.get(expired.sessionId)).toBeNull();
  });

  it('forgets every session of an account, or of a centre, and no other', async () => {
    const cache = make();
    const first = user({ centreId: 1001 });
    const second = { ...first, sessionId: randomBytes(32).toString('hex') };
    const colleague = user({ centreId: 1001 });
    const elsewhere = user({ centreId: 1002 });
    const headOffice = user({ role: 'head_office', centreId: null });
    for (const entry of [first, second, colleague, elsewhere, headOffice]) {
      await cache.set(entry.sessionId, entry, Date.now() + TTL * 10);
    }
    await cache.forgetUser(first.id);
    expect(await cache.get(first.sessionId)).toBeNull();
    expect(await cache.get(second.sessionId)).toBeNull();
    expect(await cache.get(colleague.sessionId)).toEqual(colleague);

    await cache.forgetCentre(1001);
    expect(await cache.get(colleague.sessionId)).toBeNull();
    expect(await cache.get(elsewhere.sessionId)).toEqual(elsewhere);
    expect(await cache.get(headOffice.sessionId)).toEqual(headOffice);
  });
});

describe.each(stores)('LoginFailureStore contract: $name', ({ make }) => {
  const rule = { windowMs: 15 * 60_000, lockMs: 15 * 60_000, max: 3 };
  const key = () => `account:${randomBytes(4).toString('hex')}@example.com`;

  it('counts failures and locks the key at the maximum, for lockMs', async () => {
    const store = make();
    const account = key();
    const other = key();
    expect(await store.lockedUntil([account, other])).toBe(0);
    expect(await store.record(account, rule)).toBe(1);
    expect(await store.record(account, rule)).toBe(2);
    expect(await store.lockedUntil([account, other])).toBe(0);
    const before = Date.now();
    expect(await store.record(account, rule)).toBe(3);
    const until = await store.lockedUntil([other, account]);
    expect(until).toBeGreaterThan(before + rule.lockMs - 60_000);
    expect(until).toBeLessThanOrEqual(Date.now() + rule.lockMs + 1000);
    expect(await store.lockedUntil([other])).toBe(0);
  });

  it('starts again after clear()', async () => {
    const store = make();
    const account = key();
    for (let i = 0; i < 3; i++) await store.record(account, rule);
    await store.clear(account);
    expect(await store.lockedUntil([account])).toBe(0);
    expect(await store.record(account, rule)).toBe(1);
  });

  it('counts every one of 50 concurrent failures, each answer its own count', async () => {
    const store = make();
    const account = key();
    const counts = await Promise.all(
      Array.from({ length: 50 }, () => store.record(account, { ...rule, max: 1000 })),
    );
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(await store.record(account, rule)).toBe(51);
  });

  it('opens a new window once the old one has passed', async () => {
    const store = make();
    const account = key();
    const short = { ...rule, windowMs: 1 };
    expect(await store.record(account, short)).toBe(1);
    // Wait until the 1 ms window has certainly passed (not a timing assertion: any delay works).
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await store.record(account, short)).toBe(1);
  });
});
