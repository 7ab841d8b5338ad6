import { CASH_BOOK_MESSAGES } from '@institute/shared/cash-book';
import { addDays } from '@institute/shared/dates';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { isPostgres } from '../../lib/dialect';
import { AppError } from '../../lib/errors';

// A closed cash-book day is read-only (decision 0083). Whoever records a fee payment or reversal
// calls refuseClosedDay inside the write's transaction, before writing; closing a day takes the
// same (centre, day) lock exclusively, so a close and a payment of that day take turns:
// - the payment first: the close waits for its commit and then counts it;
// - the close first: the payment waits for the close's commit and then sees the day closed.
// On PostgreSQL the lock is a transaction-scoped advisory lock (shared for payments, so payments
// of one day do not wait for each other); SQLite runs one writer at a time.

/** The error code programs can tell the refusal by. */
export const DAY_CLOSED_CODE = 'DAY_CLOSED';

const lockKey = (day: string) => Number(day.replaceAll('-', ''));

/** Takes the (centre, day) lock: shared for a payment, exclusive for a close or reopen. */
export async function lockCashBookDay(
  trx: Kysely<DB>,
  centreId: number,
  day: string,
  mode: 'shared' | 'exclusive',
): Promise<void> {
  if (!isPostgres(trx as unknown as Kysely<unknown>)) return;
  await (
    mode === 'shared'
      ? sql`select pg_advisory_xact_lock_shared(${centreId}::int, ${lockKey(day)}::int)`
      : sql`select pg_advisory_xact_lock(${centreId}::int, ${lockKey(day)}::int)`
  ).execute(trx);
}

/** Whether a centre's day is closed (read inside the caller's transaction). */
export async function isDayClosed(trx: Kysely<DB>, centreId: number, day: string) {
  const row = await trx
    .selectFrom('cash_book_days')
    .select('id')
    .where('centre_id', '=', centreId)
    .where('day', '=', day)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Inside a payment's or reversal's transaction, before it writes: refuses (409 DAY_CLOSED) when
 * the centre's cash book of that day is closed, holding the day against a close until the commit.
 */
export async function refuseClosedDay(
  trx: Kysely<DB>,
  centreId: number,
  day: string,
): Promise<void> {
  await lockCashBookDay(trx, centreId, day, 'shared');
  if (await isDayClosed(trx, centreId, day)) {
    throw new AppError(409, DAY_CLOSED_CODE, CASH_BOOK_MESSAGES.dayClosed(day));
  }
}

/**
 * For money the gateway has already taken (it cannot be refused): the first day from `day` on
 * whose cash book is open, holding it as refuseClosedDay does. A payment confirmed after the
 * day's close is entered in the next open day's book, as a late receipt is.
 */
export async function firstOpenDay(
  trx: Kysely<DB>,
  centreId: number,
  day: string,
): Promise<string> {
  let candidate = day;
  for (;;) {
    await lockCashBookDay(trx, centreId, candidate, 'shared');
    if (!(await isDayClosed(trx, centreId, candidate))) return candidate;
    candidate = addDays(candidate, 1);
  }
}
