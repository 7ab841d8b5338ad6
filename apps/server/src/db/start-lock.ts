import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import type { Config } from '../config';
import type { DB } from './schema';

// Instances started together on one database migrate and seed it one after the other (issue 32):
// each step is safe to run again once the one before has finished, but not at the same moment
// (two seeds both find a table empty and both insert). The lock is released when its holder ends,
// a crashed one included, so a start never waits on a lock nobody holds.

/** The key of PostgreSQL's session-level advisory lock for the start (ASCII 'STRT'). */
const START_LOCK_KEY = 0x53545254;
const RETRY_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` (the migrations and the seed) while no other instance on the same database runs
 * its own. PostgreSQL: an advisory lock held by one pooled connection while `work` uses the
 * others. SQLite: an exclusive lock on a small file beside the database (`<file>.start-lock`),
 * asked again every 100 ms without blocking the event loop.
 */
export async function withStartLock<T>(
  db: Kysely<DB>,
  database: Config['database'],
  work: () => Promise<T>,
): Promise<T> {
  if (database.kind === 'postgres') {
    return db.connection().execute(async (connection) => {
      await sql`select pg_advisory_lock(${START_LOCK_KEY})`.execute(connection);
      try {
        return await work();
      } finally {
        await sql`select pg_advisory_unlock(${START_LOCK_KEY})`.execute(connection);
      }
    });
  }
  const lock = new SQLite(`${database.file}.start-lock`);
  try {
    lock.pragma('busy_timeout = 0');
    for (;;) {
      try {
        lock.exec('begin exclusive');
        break;
      } catch (error) {
        if ((error as { code?: unknown }).code !== 'SQLITE_BUSY') throw error;
        await sleep(RETRY_MS);
      }
    }
    try {
      return await work();
    } finally {
      lock.exec('rollback');
    }
  } finally {
    lock.close();
  }
}
