import { insertByCopy, usesCopy } from '../../db/copy-rows';
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../db/migration-helpers';
import type { DB, WalletEntriesTable } from '../../db/schema';
import type { Insertable } from 'kysely';

// The wallet's queries. Every function takes the executor to run on: the wallet is always
// written inside the transaction of the action it pays for.

/** A centre's last ledger entry (its sequence number and the balance after it), if any. */
export function lastEntry(db: Kysely<DB>, centreId: number) {
  return db
    .selectFrom('wallet_entries')
    .select(['seq', 'balance_after_paise'])
    .where('centre_id', '=', centreId)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The first key of the wallets' advisory locks (ASCII 'WALT'); the second is the centre's id. */
export const WALLET_LOCK_NAMESPACE = 0x57414c54;

/**
 * Makes writers to one centre's wallet queue until the transaction ends (PostgreSQL; SQLite runs
 * one write transaction at a time anyway). An advisory lock, not a lock on the centre's row: the
 * rows the caller has already inserted (a student, a certificate request) hold KEY SHARE locks on
 * that row through their foreign keys, so two callers each upgrading to FOR UPDATE would wait
 * for each other (deadlock detected). The advisory lock conflicts with nothing but itself.
 */
export async function lockWallet(trx: Kysely<DB>, centreId: number): Promise<void> {
  if (!isPostgres(trx as unknown as Kysely<unknown>)) return;
  await sql`select pg_advisory_xact_lock(${WALLET_LOCK_NAMESPACE}::int4, ${centreId}::int4)`.execute(
    trx,
  );
}

export function insertEntry(db: Kysely<DB>, values: Insertable<WalletEntriesTable>) {
  return db.insertInto('wallet_entries').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The fee row head office set for a course, if any. */
export function findCourseFees(db: Kysely<DB>, courseCode: string) {
  return db
    .selectFrom('course_fees')
    .select(['registration_fee_paise', 'certificate_fee_paise'])
    .where('course_code', '=', courseCode)
    .executeTakeFirst();
}

/** Entries appended together (in order, seq already set), in multi-row inserts. */
export async function insertEntries(
  db: Kysely<DB>,
  values: Insertable<WalletEntriesTable>[],
): Promise<void> {
  if (
    usesCopy(isPostgres(db as unknown as Kysely<unknown>) ? 'postgres' : 'sqlite', values.length)
  ) {
    // An import's registration fees through COPY on PostgreSQL, in their order (decision 0090).
    await insertByCopy(db as unknown as Kysely<unknown>, 'wallet_entries', values);
    return;
  }
  for (let i = 0; i < values.length; i += 500) {
    await db
      .insertInto('wallet_entries')
      .values(values.slice(i, i + 500))
      .execute();
  }
}
