import { createHash } from 'node:crypto';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import { Redis } from 'ioredis';
import type { AuthenticatedUser } from './access';
import type { LoginFailureStore, SessionCache } from './shared-state-types';

/**
 * The Redis side of lib/shared-counters.ts (decision 0008), loaded only when REDIS_URL is set.
 * Keys start with REDIS_KEY_PREFIX; they hold no email, address or token: failure keys are
 * SHA-256 hashes, sessions are named by their id (itself the SHA-256 of the token).
 */

/** A command that has not answered in this time fails (and opens the circuit, below). */
export const REDIS_COMMAND_TIMEOUT_MS = 200;
/**
 * While Redis is away, it is tried again this often, in the background: Redis is used again at
 * most about this long after it returns.
 */
export const REDIS_RETRY_MS = 1000;

/**
 * Connects at once (so that start-up can name REDIS_URL when it fails). The command timeout is
 * REDIS_COMMAND_TIMEOUT_MS (a Redis further away needs more; a test of what Redis answers, not of
 * how soon, sets it longer: on a busy test machine its own event loop can stall past 200 ms).
 */
export async function connectRedis(
  url: string,
  commandTimeout: number = REDIS_COMMAND_TIMEOUT_MS,
): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 5000,
    // A request never waits for Redis: without a connection a command fails at once (no offline
    // queue, no retry), and a connected Redis that does not answer fails it after 200 ms.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout,
    // Reconnection attempts, in the background: soon at first, then every second for as long as
    // it takes.
    retryStrategy: (attempt) => Math.min(attempt * 200, REDIS_RETRY_MS),
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

/**
 * Whether Redis may be asked (closed circuit) or not (open). It opens when the connection is lost
 * or a command fails for want of an answer, so that a dead Redis costs a request at most one
 * command timeout (200 ms), once; the callers then use their fallbacks without asking Redis.
 * While open, Redis is pinged in the background every REDIS_RETRY_MS (and at once when the
 * connection is ready again); on the first answer `onReturn` runs (what must be done before Redis
 * is trusted again), and the circuit closes once it has succeeded: the shared counters resume
 * without a restart.
 */
export interface RedisCircuit {
  /** True while Redis is to be asked. */
  readonly closed: boolean;
  /** A command failed: opens the circuit unless Redis itself answered the error. */
  failed(error: unknown): void;
  /** Stops the background probe. */
  stop(): void;
}

/** Errors that Redis itself answered (a wrong type, a script error): Redis is there. */
const isReplyError = (error: unknown): boolean =>
  (error as { name?: unknown } | null)?.name === 'ReplyError';

export function createRedisCircuit(
  redis: Redis,
  events: {
    onOpen(error?: unknown): void;
    /** Redis answers again; the circuit closes when this resolves (tried again if it fails). */
    onReturn(): Promise<void>;
    onClose(): void;
  },
): RedisCircuit {
  let open = false;
  let probe: NodeJS.Timeout | null = null;
  let stopped = false;
  let checking = false;
  const close = () => {
    if (!open) return;
    open = false;
    if (probe) clearInterval(probe);
    probe = null;
    events.onClose();
  };
  const check = () => {
    if (!open || checking || redis.status !== 'ready') return;
    checking = true;
    redis
      .ping()
      .then(() => events.onReturn())
      .then(close, () => undefined)
      .finally(() => {
        checking = false;
      });
  };
  const trip = (error?: unknown) => {
    if (open || stopped) return;
    open = true;
    events.onOpen(error);
    probe = setInterval(check, REDIS_RETRY_MS);
    probe.unref();
  };
  redis.on('close', () => trip());
  redis.on('ready', check);
  return {
    get closed() {
      return !open && redis.status === 'ready';
    },
    failed(error) {
      if (!isReplyError(error)) trip(error);
    },
    stop() {
      stopped = true;
      if (probe) clearInterval(probe);
      probe = null;
    },
  };
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

/**
 * The session cache's generation (KEYS[1]) is written into each entry; an entry of another
 * generation than the current one is not an answer. KEYS[2]: the entry.
 */
const GET_SESSION = `
local entry = redis.call('GET', KEYS[2])
if not entry then return false end
local generation = redis.call('GET', KEYS[1]) or '0'
local mark = string.find(entry, '|', 1, true)
if not mark or string.sub(entry, 1, mark - 1) ~= generation then return false end
return string.sub(entry, mark + 1)
`;

/**
 * Writes an entry (KEYS[2]) in the current generation (KEYS[1]), with its lifetime (ARGV[2]), and
 * lists its id (ARGV[3]) in the account's and the centre's sets (KEYS[3...], lifetime ARGV[4]).
 */
const SET_SESSION = `
local generation = redis.call('GET', KEYS[1]) or '0'
redis.call('SET', KEYS[2], generation .. '|' .. ARGV[1], 'PX', ARGV[2])
for i = 3, #KEYS do
  redis.call('SADD', KEYS[i], ARGV[3])
  redis.call('PEXPIRE', KEYS[i], ARGV[4])
end
return 1
`;

/**
 * Resolved sessions in Redis, shared by every instance. While an instance cannot reach Redis, its
 * sign-outs, password changes and suspensions cannot delete the entries they end; so an instance
 * that finds Redis again first starts a new generation (`newGeneration`): every entry written
 * before is then ignored by all instances (each read compares the entry's generation with the
 * current one, in the same round trip), and the cache is used again at once.
 */
export interface RedisSessionCache extends SessionCache {
  /** Starts a new generation: no entry written before it is believed by any instance. */
  newGeneration(): Promise<void>;
}

export function createRedisSessionCache(
  redis: Redis,
  prefix: string,
  ttlMs: number,
  onError: (error: unknown) => void,
): RedisSessionCache {
  const generationKey = `${prefix}session-generation`;
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
        const value = (await redis.eval(
          GET_SESSION,
          2,
          generationKey,
          sessionPrefix + sessionId,
        )) as string | null;
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
      // The sets only serve invalidation; they outlive their entries a little.
      const sets = [userSet(user.id)];
      if (user.centreId !== null) sets.push(centreSet(user.centreId));
      try {
        await redis.eval(
          SET_SESSION,
          2 + sets.length,
          generationKey,
          sessionPrefix + sessionId,
          ...sets,
          JSON.stringify(user),
          String(lifetime),
          sessionId,
          String(2 * ttlMs),
        );
      } catch (error) {
        onError(error);
      }
    },
    async forget(sessionId) {
      await redis.del(sessionPrefix + sessionId).catch(onError);
    },
    forgetUser: (userId) => forgetListed(userSet(userId)),
    forgetCentre: (centreId) => forgetListed(centreSet(centreId)),
    async newGeneration() {
      await redis.incr(generationKey);
    },
  };
}

type RateLimitCallback = (
  error: Error | null,
  result: { current: number; ttl: number } | null,
) => void;

/**
 * @fastify/rate-limit's store, shared through Redis while the circuit is closed and counted in
 * this process's memory meanwhile (a command that fails opens the circuit, and the request is
 * counted in memory): a dead Redis neither blocks nor waves through every request.
 */
export function createRedisRateLimitStore(redis: Redis, nameSpace: string, circuit: RedisCircuit) {
  class Store {
    constructor(
      private readonly shared: RedisStore,
      private readonly local: LocalStore,
    ) {}
    private run(
      method: 'incr' | 'read',
      key: string,
      callback: RateLimitCallback,
      timeWindow: number,
      max: number,
    ): void {
      if (!circuit.closed) return this.local[method](key, callback, timeWindow, max);
      this.shared[method](
        key,
        (error, result) => {
          if (!error) return callback(null, result);
          circuit.failed(error);
          this.local[method](key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }
    incr(key: string, callback: RateLimitCallback, timeWindow: number, max: number): void {
      this.run('incr', key, callback, timeWindow, max);
    }
    read(key: string, callback: RateLimitCallback, timeWindow: number, max: number): void {
      this.run('read', key, callback, timeWindow, max);
    }
    child(routeOptions: unknown): Store {
      return new Store(this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }
  // The plugin makes its store with `new Store(globalOptions)`.
  return class extends Store {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      super(
        new RedisStore(options.continueExceeding, options.exponentialBackoff, redis, nameSpace),
        new LocalStore(options.continueExceeding, options.exponentialBackoff),
      );
    }
  };
}
