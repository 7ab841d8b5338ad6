import { sql, type Kysely } from 'kysely';

/**
 * Going live with the students an institute already has (issue 37, decision 0055):
 * - a student without a fee plan (admitted before plans were kept, or seeded without one) gets
 *   an empty plan: Rs 0 owed, no instalments, until head office applies a course fee to them
 *   (with a preview). Before, such a plan was made on first read from the course fee as it was
 *   then, so a read could change what a student owed;
 * - `fee_payments.of_record` marks a past receipt imported with a student (its number and date as
 *   the institute issued it, never e-mailed); its number is unique like every receipt number.
 * Never edit once landed.
 */
/** An empty plan (Rs 0, no instalments) for every student without a plan. */
export async function giveEmptyPlans(db: Kysely<unknown>, now: string): Promise<void> {
  await sql`
    INSERT INTO student_fee_plans
      (student_id, centre_id, course_code, total_paise, discount_paise, discount_reason,
       instalments, created_at, created_by, updated_at, updated_by)
    SELECT s.id, s.centre_id, s.course, 0, 0, NULL, '[]', ${now}, NULL, ${now}, NULL
    FROM students s
    WHERE NOT EXISTS (SELECT 1 FROM student_fee_plans p WHERE p.student_id = s.id)
  `.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('fee_payments')
    .addColumn('of_record', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await giveEmptyPlans(db, new Date().toISOString());
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('fee_payments').dropColumn('of_record').execute();
}
