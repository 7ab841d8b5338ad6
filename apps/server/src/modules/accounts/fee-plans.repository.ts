import { insertByCopy, usesCopy } from '../../db/copy-rows';
import { isPostgres } from '../../lib/dialect';
import type { Insertable, Kysely } from 'kysely';
import type { DB, StudentFeePlansTable } from '../../db/schema';

// The queries of fee plans made at admission; they run in the admitting transaction.

/** A course's fee and its instalments as head office set them, if set. */
export function findCourseFee(db: Kysely<DB>, courseCode: string) {
  return db
    .selectFrom('course_fees')
    .select(['course_fee_paise', 'instalments'])
    .where('course_code', '=', courseCode)
    .executeTakeFirst();
}

/** Inserts a student's fee plan; nothing when the student already has one. */
export async function insertFeePlanIfNone(
  db: Kysely<DB>,
  values: Insertable<StudentFeePlansTable>,
): Promise<void> {
  await db
    .insertInto('student_fee_plans')
    .values(values)
    .onConflict((oc) => oc.column('student_id').doNothing())
    .execute();
}

/** insertFeePlanIfNone for many students in one statement. */
export async function insertFeePlansIfNone(
  db: Kysely<DB>,
  values: Insertable<StudentFeePlansTable>[],
): Promise<void> {
  if (values.length === 0) return;
  if (
    usesCopy(isPostgres(db as unknown as Kysely<unknown>) ? 'postgres' : 'sqlite', values.length)
  ) {
    // Many plans (an import) through COPY on PostgreSQL (decision 0090).
    await insertByCopy(db as unknown as Kysely<unknown>, 'student_fee_plans', values, {
      onConflictColumn: 'student_id',
    });
    return;
  }
  await db
    .insertInto('student_fee_plans')
    .values(values)
    .onConflict((oc) => oc.column('student_id').doNothing())
    .execute();
}
