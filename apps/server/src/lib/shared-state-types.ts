import type { AuthenticatedUser } from './access';

// The shapes of the state several server processes share (decision 0008), apart from
// shared-counters.ts so that its Redis implementations, which it loads on demand, import them
// without importing it back.

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

/** Tells the other instances that the public content changed, and hears them (decision 0029). */
export interface ChangeBroadcast {
  /** Never throws nor waits: a failure is logged, and the others' pages end with their minute. */
  publish(): void;
  /** `listener` runs when another instance published (or when a lost subscription is back). */
  subscribe(listener: () => void): () => void;
}
