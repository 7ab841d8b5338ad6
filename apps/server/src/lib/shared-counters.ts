import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { AuthenticatedUser } from './access';
import type { ChangeBroadcast, LoginFailureStore, SessionCache } from './shared-state-types';
import { maskDatabaseUrl, StartupError } from './startup-checks';

export type { ChangeBroadcast, LoginFailureStore, SessionCache };

/**
 * State that several server processes must share (decision 0008): the short cache of resolved
 * sessions and the sign-in failure counters, and the Redis connection the rate limits use.
 * Without REDIS_URL the session cache is in this process's memory and the failure counters stay
 * in the database (table login_failures), as before; with it, both live in Redis.
 */

/** Entries kept at most by the in-memory session cache (oldest dropped first). */
const MEMORY_CACHE_ENTRIES = 10_000;

export function createMemorySessionCache(ttlMs: number): SessionCache {
  const entries = new Map<string, { user: AuthenticatedUser; until: number }>();
  const dropWhere = (matches: (user: AuthenticatedUser) => boolean) => {
    for (const [id, entry] of entries) if (matches(entry.user)) entries.delete(id);
  };
  return {
    async get(sessionId) {
      const entry = entries.get(sessionId);
      if (!entry) return null;
      if (entry.until <= Date.now()) {
        entries.delete(sessionId);
        return null;
      }
      return entry.user;
    },
    async set(sessionId, user, expiresAtMs) {
      if (ttlMs <= 0) return;
      entries.delete(sessionId);
      if (entries.size >= MEMORY_CACHE_ENTRIES) {
        entries.delete(entries.keys().next().value!);
      }
      entries.set(sessionId, { user, until: Math.min(Date.now() + ttlMs, expiresAtMs) });
    },
    async forget(sessionId) {
      entries.delete(sessionId);
    },
    async forgetUser(userId) {
      dropWhere((user) => user.id === userId);
    },
    async forgetCentre(centreId) {
      dropWhere((user) => user.centreId === centreId);
    },
  };
}

/** The rows of login_failures, as the auth repository reads and writes them. */
export interface LoginFailureRows {
  findFailures(keys: string[]): Promise<{ key: string; locked_until: string | null }[]>;
  /**
   * Counts one failure in ONE statement (an upsert that adds 1 to the row, or starts it again at 1
   * when its window began before `windowOpenSince`), so concurrent failures are all counted; the
   * row's lock becomes `lockedUntil` when the new count reaches `max`. Answers the new count.
   */
  countFailure(
    key: string,
    at: { now: string; windowOpenSince: string; lockedUntil: string; max: number },
  ): Promise<number>;
  clearFailures(key: string): Promise<unknown>;
}

/** The failure counters in the database (table login_failures): the default, without Redis. */
export function createDatabaseFailureStore(rows: LoginFailureRows): LoginFailureStore {
  return {
    async lockedUntil(keys) {
      const found = await rows.findFailures([...keys]);
      return Math.max(
        0,
        ...found.map((row) => (row.locked_until ? Date.parse(row.locked_until) : 0)),
      );
    },
    async record(key, rule) {
      const now = Date.now();
      return rows.countFailure(key, {
        now: new Date(now).toISOString(),
        windowOpenSince: new Date(now - rule.windowMs).toISOString(),
        lockedUntil: new Date(now + rule.lockMs).toISOString(),
        max: rule.max,
      });
    },
    async clear(key) {
      await rows.clearFailures(key);
    },
  };
}

export interface SharedState {
  sessionCache: SessionCache;
  /** Null without Redis: only this instance's kept pages are dropped on a change. */
  contentChanges: ChangeBroadcast | null;
  /** Null: the database's counters (the auth service's default). */
  loginFailures: LoginFailureStore | null;
  /**
   * @fastify/rate-limit's store (a constructor, as the plugin takes it): Redis while it answers,
   * this process's memory meanwhile; null: memory.
   */
  rateLimitStore: RateLimitStoreClass | null;
  /** Null without REDIS_URL; else whether Redis is asked now ('down': the fallbacks serve). */
  redisStatus(): 'ok' | 'down' | null;
  close(): Promise<void>;
}

/** The store contract of @fastify/rate-limit (its incr, read and child, callback style). */
type RateLimitCallback = (error: Error | null, result: { current: number; ttl: number }) => void;
interface RateLimitStore {
  incr(key: string, callback: RateLimitCallback, timeWindow: number, max: number): void;
  read(key: string, callback: RateLimitCallback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): RateLimitStore;
}
export type RateLimitStoreClass = new (options: {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}) => RateLimitStore;

/** What is used while Redis is away. */
export interface SharedStateFallbacks {
  /** The failure counters in the database (login_failures). */
  loginFailures: LoginFailureStore;
}

/**
 * The one place that chooses memory or Redis (REDIS_URL). The Redis client (ioredis) is loaded
 * only when REDIS_URL is set; an unreachable Redis stops the start with a line naming REDIS_URL
 * (password masked). Once started, a Redis that goes away is never fatal (lib/shared-counters-
 * redis.ts, a circuit): sessions are read from the database, sign-in failures are counted in the
 * database and rate limits in this process, until Redis answers again.
 */
export async function createSharedState(
  config: Pick<Config, 'redis' | 'sessionCacheMs'>,
  log: { warn(details: object, message: string): void; info(message: string): void },
  fallbacks?: SharedStateFallbacks,
): Promise<SharedState> {
  if (!config.redis) {
    return {
      sessionCache: createMemorySessionCache(config.sessionCacheMs),
      loginFailures: null,
      contentChanges: null,
      rateLimitStore: null,
      redisStatus: () => null,
      close: async () => {},
    };
  }
  const {
    connectRedis,
    createRedisCircuit,
    createRedisFailureStore,
    createRedisRateLimitStore,
    createRedisSessionCache,
  } = await import('./shared-counters-redis');
  const { createRedisChangeBroadcast } = await import('./change-broadcast-redis');
  const { url, keyPrefix, commandTimeoutMs } = config.redis;
  let redis: Redis | undefined;
  let contentChanges: Awaited<ReturnType<typeof createRedisChangeBroadcast>>;
  // Counted, not logged one by one: a Redis outage must not flood the log. Only the error's name
  // and message are logged (never a key, a session or a page).
  const warnings = new Map<string, number>();
  const warn = (topic: string, message: string, error?: unknown) => {
    if (Date.now() - (warnings.get(topic) ?? 0) < 60_000) return;
    warnings.set(topic, Date.now());
    const details = error
      ? { err: { name: (error as Error)?.name, message: (error as Error)?.message } }
      : {};
    log.warn(details, message);
  };
  const lostChanges =
    'Redis did not answer; other instances show content edits within a minute meanwhile';
  try {
    redis = await connectRedis(url, commandTimeoutMs);
    contentChanges = await createRedisChangeBroadcast(redis, `${keyPrefix}public-content-changed`, {
      onError: (error) => warn('publish', lostChanges, error),
      onLost: () => warn('subscription', lostChanges),
      onBack: () => log.info('Redis answers again; content edits of other instances show at once'),
    });
  } catch (error) {
    redis?.disconnect();
    const reason = error instanceof Error ? error.message.replace(url, '') : 'no answer';
    throw new StartupError(
      `Redis at REDIS_URL ${maskDatabaseUrl(url)} cannot be reached: ${reason}`,
    );
  }
  const connected = redis;
  const onError = (error: unknown) => circuit.failed(error);
  const redisSessions = createRedisSessionCache(
    connected,
    keyPrefix,
    config.sessionCacheMs,
    onError,
  );
  const circuit = createRedisCircuit(connected, {
    onOpen: (error) =>
      warn(
        'circuit',
        'Redis does not answer; sessions, sign-in failures and rate limits use the database and this process meanwhile',
        error,
      ),
    // Sign-outs and password changes made while Redis was away did not delete the sessions it
    // kept: a new generation of the session cache, started before Redis is used again, makes
    // every instance ignore them.
    onReturn: () =>
      redisSessions.newGeneration().catch((error: unknown) => {
        warn('generation', 'Redis answers again but its session cache could not be renewed', error);
        throw error;
      }),
    onClose: () =>
      log.info('Redis answers again; sessions, sign-in failures and rate limits are shared again'),
  });
  const sessionCache: SessionCache = {
    // Without Redis every request reads its session from the database.
    get: async (sessionId) => (circuit.closed ? redisSessions.get(sessionId) : null),
    set: async (sessionId, user, expiresAtMs) => {
      if (circuit.closed) await redisSessions.set(sessionId, user, expiresAtMs);
    },
    forget: async (sessionId) => {
      if (circuit.closed) await redisSessions.forget(sessionId);
    },
    forgetUser: async (userId) => {
      if (circuit.closed) await redisSessions.forgetUser(userId);
    },
    forgetCentre: async (centreId) => {
      if (circuit.closed) await redisSessions.forgetCentre(centreId);
    },
  };
  const redisFailures = createRedisFailureStore(connected, keyPrefix);
  const loginFailures = fallbacks
    ? failuresWithFallback(redisFailures, fallbacks.loginFailures, circuit)
    : redisFailures;
  return {
    sessionCache,
    loginFailures,
    contentChanges,
    rateLimitStore: createRedisRateLimitStore(
      connected,
      `${keyPrefix}rate-limit:`,
      circuit,
    ) as RateLimitStoreClass,
    redisStatus: () => (circuit.closed ? 'ok' : 'down'),
    close: async () => {
      circuit.stop();
      await contentChanges.close();
      await connected.quit().catch(() => connected.disconnect());
    },
  };
}

/**
 * Sign-in failures in Redis while it answers, in the database meanwhile: a command that fails
 * opens the circuit and the same call is answered by the database.
 */
function failuresWithFallback(
  redis: LoginFailureStore,
  database: LoginFailureStore,
  circuit: { readonly closed: boolean; failed(error: unknown): void },
): LoginFailureStore {
  const either = async <T>(call: (store: LoginFailureStore) => Promise<T>): Promise<T> => {
    if (circuit.closed) {
      try {
        return await call(redis);
      } catch (error) {
        circuit.failed(error);
      }
    }
    return call(database);
  };
  return {
    lockedUntil: (keys) => either((store) => store.lockedUntil(keys)),
    record: (key, rule) => either((store) => store.record(key, rule)),
    clear: (key) => either((store) => store.clear(key)),
  };
}
