// The stores of @fastify/rate-limit, which lib/shared-counters-redis.ts combines (the package
// types only its options).
declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { Redis } from 'ioredis';
  type Callback = (error: Error | null, result: { current: number; ttl: number } | null) => void;
  class RedisStore {
    constructor(
      continueExceeding: boolean | undefined,
      exponentialBackoff: boolean | undefined,
      redis: Redis,
      key?: string,
    );
    incr(key: string, callback: Callback, timeWindow: number, max: number): void;
    read(key: string, callback: Callback, timeWindow: number, max: number): void;
    child(routeOptions: unknown): RedisStore;
  }
  export = RedisStore;
}

declare module '@fastify/rate-limit/store/LocalStore.js' {
  type Callback = (error: Error | null, result: { current: number; ttl: number } | null) => void;
  class LocalStore {
    constructor(
      continueExceeding: boolean | undefined,
      exponentialBackoff: boolean | undefined,
      cache?: number,
    );
    incr(key: string, callback: Callback, timeWindow: number, max: number): void;
    read(key: string, callback: Callback, timeWindow: number, max: number): void;
    child(routeOptions: unknown): LocalStore;
  }
  export = LocalStore;
}
