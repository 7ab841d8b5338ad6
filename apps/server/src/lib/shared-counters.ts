import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { AuthenticatedUser } from './access';
import { maskDatabaseUrl, StartupError } from './startup-checks';

/**
 * State that several server processes must share (decision 0008): the short cache of resolved
 * sessions and the sign-in failure counters, and the Redis connection the rate limits use.
 * Without REDIS_URL the session cache is in this process's memory and the failure counters stay
 * in the database (table login_failures), as before; with it, both live in Redis.
 */

/** A resolved session, reused for a few seconds instead of asking the database every request. */
export interface SessionCache {
  get(sessionId: string): Promise<AuthenticatedUser | null>;
  /** `expiresAtMs`: the session's own expiry; the entry never outlives it. */
  set(sessionId: string, user: AuthenticatedUser, expiresAtMs: number): Promise<void>;
  /** Sign-out: this session is asked from the database again. */
  forget(sessionId: string): Promise<void>;
  /** Password change, deactivation, role change: every cached session of the account. */
  forgetUser(userId: number): Promise<void>;
  /** Centre suspended: every cached session of the centre's accounts. */
  forgetCentre(centreId: number): Promise<void>;
}

/** Failed sign-ins per key (an account, a client address), counted in a window. */
export interface LoginFailureStore {
  /** When the latest lock of these keys ends (ms since the epoch), 0 when none is locked. */
  lockedUntil(keys: readonly string[]): Promise<number>;
  /**
   * Counts one failure of the key in its window (the window opens with the first failure and
   * lasts `windowMs`); from `max` failures on, the key is locked for `lockMs`. Answers the count.
   */
  record(key: string, rule: { windowMs: number; lockMs: number; max: number }): Promise<number>;
  /** A successful sign-in clears the account's failures and lock. */
  clear(key: string): Promise<void>;
}

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

/** Tells the other instances that the public content changed, and hears them (decision 0029). */
export interface ChangeBroadcast {
  /** Never throws nor waits: a failure is logged, and the others' pages end with their minute. */
  publish(): void;
  /** `listener` runs when another instance published (or when a lost subscription is back). */
  subscribe(listener: () => void): () => void;
}

export interface SharedState {
  sessionCache: SessionCache;
  /** Null without Redis: only this instance's kept pages are dropped on a change. */
  contentChanges: ChangeBroadcast | null;
  /** Null: the database's counters (the auth service's default). */
  loginFailures: LoginFailureStore | null;
  /** The connection for @fastify/rate-limit's Redis store, with its key prefix; null: memory. */
  rateLimit: { redis: Redis; nameSpace: string } | null;
  close(): Promise<void>;
}

/**
 * The one place that chooses memory or Redis (REDIS_URL). The Redis client (ioredis) is loaded
 * only when REDIS_URL is set; an unreachable Redis stops the start with a line naming REDIS_URL
 * (password masked).
 */
export async function createSharedState(
  config: Pick<Config, 'redis' | 'sessionCacheMs'>,
  log: { warn(details: object, message: string): void; info(message: string): void },
): Promise<SharedState> {
  if (!config.redis) {
    return {
      sessionCache: createMemorySessionCache(config.sessionCacheMs),
      loginFailures: null,
      contentChanges: null,
      rateLimit: null,
      close: async () => {},
    };
  }
  const { connectRedis, createRedisFailureStore, createRedisSessionCache } =
    await import('./shared-counters-redis');
  const { createRedisChangeBroadcast } = await import('./change-broadcast-redis');
  const { url, keyPrefix } = config.redis;
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
    redis = await connectRedis(url);
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
  const onError = (error: unknown) =>
    warn(
      'sessions',
      'Redis did not answer; resolved sessions are read from the database meanwhile',
      error,
    );
  return {
    sessionCache: createRedisSessionCache(connected, keyPrefix, config.sessionCacheMs, onError),
    loginFailures: createRedisFailureStore(connected, keyPrefix),
    contentChanges,
    rateLimit: { redis: connected, nameSpace: `${keyPrefix}rate-limit:` },
    close: async () => {
      await contentChanges.close();
      await connected.quit().catch(() => connected.disconnect());
    },
  };
}
