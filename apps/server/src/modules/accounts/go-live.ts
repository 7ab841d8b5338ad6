import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { putSetting } from '../settings/settings';

// The institute's go-live date (decision 0055): the day it started keeping its fees here. Unset
// (the default) excludes nothing. Instalments due before it are never reminded, and make nothing
// overdue unless they are opening balances imported with the student.

export const GO_LIVE_KEY = 'go-live';

/** The go-live date (YYYY-MM-DD), or null when head office has not set one. */
export async function readGoLiveDate(db: Kysely<DB>): Promise<string | null> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', GO_LIVE_KEY)
    .executeTakeFirst();
  if (!row) return null;
  try {
    const value = JSON.parse(row.value) as { goLiveDate?: unknown };
    return typeof value.goLiveDate === 'string' ? value.goLiveDate : null;
  } catch {
    return null;
  }
}

/** Saves the go-live date (null unsets it). */
export async function saveGoLiveDate(
  db: Kysely<DB>,
  goLiveDate: string | null,
  userId: number,
  now: string,
): Promise<void> {
  const value = JSON.stringify({ goLiveDate });
  await putSetting(db, { key: GO_LIVE_KEY, value, at: now, userId });
}
