import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import type { AuthenticatedUser } from './access';
import type { LoginFailureStore, SessionCache } from './shared-counters';

/**
 * The Redis side of lib/shared-counters.ts (decision 0008), loaded only when REDIS_URL is set.
 * Keys start with REDIS_KEY_PREFIX; they hold no email, address or token: failure keys are
 * SHA-256 hashes, sessions are named by their id (itself the SHA-256 of the token).
 */

/** Connects at once (so that start-up can name REDIS_URL when it fails). */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 5000,
    // A request waits for at most two reconnection attempts, never for long.
    maxRetriesPerRequest: 2,
    enableAutoPipelining: true,
  });
  // Errors reach the callers of each command; without a listener ioredis would print them.
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw error;
  }
  return redis;
}

const hashed = (key: string) => createHash('sha256').update(key).digest('hex');

/** INCR in a window that opens with the first failure; the lock key is set at `max`. */
const RECORD_FAILURE = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
if count >= tonumber(ARGV[2]) then redis.call('SET', KEYS[2], '1', 'PX', ARGV[3]) end
return count
`;

export function createRedisFailureStore(redis: Redis, prefix: string): LoginFailureStore {
  const countKey = (key: string) => `${prefix}login-failures:${hashed(key)}`;
  const lockKey = (key: string) => `${prefix}login-lock:${hashed(key)}`;
  return {
    async lockedUntil(keys) {
      // Remaining lifetimes, read in one round trip: the lock's end needs no shared clock.
      const ttls = await Promise.all(keys.map((key) => redis.pttl(lockKey(key))));
      const longest = Math.max(0, ...ttls);
      return longest > 0 ? Date.now() + longest : 0;
    },
    async record(key, rule) {
      const count = await redis.eval(
        RECORD_FAILURE,
        2,
        countKey(key),
        lockKey(key),
        String(rule.windowMs),
        String(rule.max),
        String(rule.lockMs),
      );
      return Number(count);
    },
    async clear(key) {
      await redis.del(countKey(key), lockKey(key));
    },
  };
}

/** Deletes the cached sessions listed in a set (an account's or a centre's), and the set. */
const FORGET_LISTED = `
local ids = redis.call('SMEMBERS', KEYS[1])
for _, id in ipairs(ids) do redis.call('DEL', ARGV[1] .. id) end
redis.call('DEL', KEYS[1])
return #ids
`;

export function createRedisSessionCache(
  redis: Redis,
  prefix: string,
  ttlMs: number,
  onError: (error: unknown) => void,
): SessionCache {
  const sessionPrefix = `${prefix}session:`;
  const userSet = (userId: number) => `${prefix}session-user:${userId}`;
  const centreSet = (centreId: number) => `${prefix}session-centre:${centreId}`;
  // A failed invalidation is reported, not thrown: the entries end with their TTL anyway.
  const forgetListed = async (set: string) => {
    await redis.eval(FORGET_LISTED, 1, set, sessionPrefix).catch(onError);
  };
  return {
    async get(sessionId) {
      if (ttlMs <= 0) return null;
      try {
        const value = await redis.get(sessionPrefix + sessionId);
        return value ? (JSON.parse(value) as AuthenticatedUser) : null;
      } catch (error) {
        // The database answers instead.
        onError(error);
        return null;
      }
    },
    async set(sessionId, user, expiresAtMs) {
      const lifetime = Math.min(ttlMs, expiresAtMs - Date.now());
      if (lifetime <= 0) return;
      try {
        const batch = redis
          .multi()
          .set(sessionPrefix + sessionId, JSON.stringify(user), 'PX', lifetime)
          // The sets only serve invalidation; they outlive their entries a little.
          .sadd(userSet(user.id), sessionId)
          .pexpire(userSet(user.id), 2 * ttlMs);
        if (user.centreId !== null) {
          batch
            .sadd(centreSet(user.centreId), sessionId)
            .pexpire(centreSet(user.centreId), 2 * ttlMs);
        }
        await batch.exec();
      } catch (error) {
        onError(error);
      }
    },
    async forget(sessionId) {
      await redis.del(sessionPrefix + sessionId).catch(onError);
    },
    forgetUser: (userId) => forgetListed(userSet(userId)),
    forgetCentre: (centreId) => forgetListed(centreSet(centreId)),
  };
}
