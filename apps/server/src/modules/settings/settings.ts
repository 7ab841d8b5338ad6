import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

// The writes of `settings` (one row per key, each key read by the module it belongs to: the
// grading scale, the go-live date, the four-eyes switch, the site's texts ...). This module owns
// the table (table-owners.json, decision 0063); every function takes the executor, so a caller
// writes in its own transaction.

/** A setting's new value, when and by whom (null: the server itself). */
export interface SettingWrite {
  key: string;
  value: string;
  at: string;
  userId: number | null;
}

/** Saves the value whatever was there before. */
export async function putSetting(db: Kysely<DB>, { key, value, at, userId }: SettingWrite) {
  await db
    .insertInto('settings')
    .values({ key, value, updated_at: at, updated_by: userId })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: at, updated_by: userId }))
    .execute();
}

/** Saves the value only when the key has none yet; true when this call saved it. */
export async function addSettingIfAbsent(
  db: Kysely<DB>,
  { key, value, at, userId }: SettingWrite,
): Promise<boolean> {
  const inserted = await db
    .insertInto('settings')
    .values({ key, value, updated_at: at, updated_by: userId })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Replaces the value only while it is still `previous`; true when this call replaced it. */
export async function replaceSettingIfUnchanged(
  db: Kysely<DB>,
  previous: string,
  { key, value, at, userId }: SettingWrite,
): Promise<boolean> {
  const updated = await db
    .updateTable('settings')
    .set({ value, updated_at: at, updated_by: userId })
    .where('key', '=', key)
    .where('value', '=', previous)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
