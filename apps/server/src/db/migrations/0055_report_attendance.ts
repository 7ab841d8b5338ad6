import type { Kysely } from 'kysely';

/**
 * The attendance report's kept summary (issue 40 points 1 and 4, decision 0084):
 * report_attendance_days holds, per batch and day, the marks made and those attended (present or
 * late, decision 0070), with the batch's centre and course; report_attendance_months the same per
 * batch and month. The 'refresh-report-summaries' job
 * keeps it: the days saved since its last run are counted again from attendance_marks.
 */
// Migrations work on any schema, as Kysely's documentation does.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('report_attendance_days')
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('batch_id', 'integer', (col) => col.notNull())
    .addColumn('centre_id', 'integer', (col) => col.notNull())
    .addColumn('course', 'text', (col) => col.notNull())
    .addColumn('marked', 'integer', (col) => col.notNull())
    .addColumn('attended', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('report_attendance_days_pk', ['day', 'batch_id'])
    .execute();
  await db.schema
    .createIndex('report_attendance_days_centre_idx')
    .on('report_attendance_days')
    .columns(['centre_id', 'day'])
    .execute();
  // The same summed per batch and month: a period of whole months reads these.
  await db.schema
    .createTable('report_attendance_months')
    .addColumn('month', 'text', (col) => col.notNull())
    .addColumn('batch_id', 'integer', (col) => col.notNull())
    .addColumn('centre_id', 'integer', (col) => col.notNull())
    .addColumn('course', 'text', (col) => col.notNull())
    .addColumn('marked', 'integer', (col) => col.notNull())
    .addColumn('attended', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('report_attendance_months_pk', ['month', 'batch_id'])
    .execute();
  // The refresh finds the days saved since its last run.
  await db.schema
    .createIndex('attendance_days_saved_at_idx')
    .on('attendance_days')
    .column('saved_at')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('attendance_days_saved_at_idx').execute();
  await db.schema.dropTable('report_attendance_months').execute();
  await db.schema.dropTable('report_attendance_days').execute();
}
