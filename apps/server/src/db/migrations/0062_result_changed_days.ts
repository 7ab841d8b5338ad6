import type { Kysely } from 'kysely';

/**
 * The exam days whose results changed without a new `recorded_at` (issue 40 point 4, decision
 * 0089): a result regraded (a new grading scale) or removed leaves its exam's day here, in the
 * transaction that changed it; the 'refresh-report-summaries' job takes the days (a delete that
 * returns them) and counts their results again, so the reports follow a regrade at its next run
 * instead of at the counts' daily whole build.
 */
// Migrations work on any schema, as Kysely's documentation does.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('exam_result_changed_days')
    .addColumn('day', 'text', (col) => col.primaryKey())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('exam_result_changed_days').execute();
}
