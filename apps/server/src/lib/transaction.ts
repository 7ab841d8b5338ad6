import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';

// Every transaction of the server goes through runTransaction. PostgreSQL may abort a
// transaction that did nothing wrong: a deadlock between two writers (SQLSTATE 40P01) or, under
// serializable isolation, a serialization failure (40001). Such a transaction is rolled back
// whole, so running it again from the start is safe, and is what PostgreSQL asks of clients.
// SQLite never reports these codes (it runs one writer at a time and waits on busy_timeout).
//
// A retry runs `work` again from the start, so `work` must do nothing outside the database that
// cannot be repeated: store files before the transaction (and remove them if it finally fails),
// send or delete after the commit, and reset anything it gathers outside itself.

/** SQLSTATEs after which PostgreSQL has rolled back a transaction that may simply be retried. */
export const RETRYABLE_SQLSTATES: ReadonlySet<string> = new Set(['40001', '40P01']);

export interface RetryOptions {
  /** Runs of `work` at most, the first included. */
  attempts?: number;
  /** The backoff before retry n is a random time up to baseDelayMs * 2^(n-1), capped. */
  baseDelayMs?: number;
  maxDelayMs?: number;
}

const DEFAULTS = { attempts: 5, baseDelayMs: 5, maxDelayMs: 200 } satisfies Required<RetryOptions>;

/** True for an error after which the whole transaction may be run again. */
export function isRetryableTransactionError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE_SQLSTATES.has(code);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` in a transaction; when PostgreSQL aborts it with a deadlock or a serialization
 * failure, runs it again in a new transaction after a short random wait (full jitter, so the
 * transactions that collided do not collide again), up to `attempts` runs in all. Any other
 * error, and the last retryable one, reaches the caller unchanged.
 */
export async function runTransaction<T>(
  db: Kysely<DB>,
  work: (trx: Transaction<DB>) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const { attempts, baseDelayMs, maxDelayMs } = { ...DEFAULTS, ...options };
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= attempts || !isRetryableTransactionError(error)) throw error;
      await sleep(Math.random() * Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1)));
    }
  }
}
