import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * The next number of a named sequence (1, 2, 3...), in one atomic statement: safe under
 * concurrent callers on SQLite and PostgreSQL, and never hands out a number twice. Pass a
 * transaction as `db` to make the number part of it (a rolled-back number is then reused, which
 * keeps sequences without gaps).
 */
export async function nextInSequence(db: Kysely<DB>, name: string): Promise<number> {
  const row = await db
    .insertInto('counters')
    .values({ name, value: 1 })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: sql`counters.value + 1` }))
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

/** Reserves `count` consecutive numbers of a sequence in one statement; answers the first. */
export async function reserveInSequence(
  db: Kysely<DB>,
  name: string,
  count: number,
): Promise<number> {
  const row = await db
    .insertInto('counters')
    .values({ name, value: count })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: sql`counters.value + ${count}` }))
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value) - count + 1;
}

/**
 * Raises a sequence to at least `value` (an opening balance's receipt number recorded elsewhere),
 * so that the next number handed out comes after it; a sequence already past it is left alone.
 */
export async function raiseSequenceTo(db: Kysely<DB>, name: string, value: number): Promise<void> {
  await db
    .insertInto('counters')
    .values({ name, value })
    .onConflict((oc) =>
      oc.column('name').doUpdateSet({
        value: sql`CASE WHEN counters.value < ${value} THEN ${value} ELSE counters.value END`,
      }),
    )
    .execute();
}
