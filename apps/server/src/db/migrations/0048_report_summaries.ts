import type { Kysely } from 'kysely';

/**
 * Kept summaries of the reports (issue 40 point 4, decision 0076), refreshed by the
 * 'refresh-report-summaries' job (modules/reports/report-summaries.ts):
 * - report_fee_days: fees collected (payments less reversals) and receipts per day, centre and
 *   course (the student's course);
 * - report_dues_rows: per fee plan, its instalments' unpaid amounts as steps by day (the amount
 *   left on the day of admission, then each day's payments' change), so that the dues on a day D
 *   are the sum of the rows due by D whose day is not after D;
 * - report_dues_by_due: report_dues_rows summed per centre, course and due date (every day);
 * - report_summary_state: the one row saying how far the summaries have read.
 */
// Migrations work on any schema, as Kysely's documentation does.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('report_fee_days')
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('centre_id', 'integer', (col) => col.notNull())
    .addColumn('course', 'text', (col) => col.notNull())
    .addColumn('paise', 'bigint', (col) => col.notNull())
    .addColumn('receipts', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('report_fee_days_pk', ['day', 'centre_id', 'course'])
    .execute();
  await db.schema
    .createIndex('report_fee_days_centre_idx')
    .on('report_fee_days')
    .columns(['centre_id', 'day'])
    .execute();

  await db.schema
    .createTable('report_dues_rows')
    .addColumn('student_id', 'integer', (col) => col.notNull())
    .addColumn('centre_id', 'integer', (col) => col.notNull())
    .addColumn('course', 'text', (col) => col.notNull())
    .addColumn('due_date', 'text', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('paise', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('report_dues_rows_student_idx')
    .on('report_dues_rows')
    .column('student_id')
    .execute();
  await db.schema
    .createIndex('report_dues_rows_day_idx')
    .on('report_dues_rows')
    .columns(['day', 'due_date', 'centre_id', 'course', 'paise'])
    .execute();

  await db.schema
    .createTable('report_dues_by_due')
    .addColumn('centre_id', 'integer', (col) => col.notNull())
    .addColumn('course', 'text', (col) => col.notNull())
    .addColumn('due_date', 'text', (col) => col.notNull())
    .addColumn('paise', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('report_dues_by_due_pk', ['centre_id', 'course', 'due_date'])
    .execute();

  await db.schema
    .createTable('report_summary_state')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('last_fee_payment_id', 'integer', (col) => col.notNull())
    .addColumn('changes_read_to', 'text', (col) => col.notNull())
    .addColumn('refreshed_at', 'text', (col) => col.notNull())
    .execute();

  // What the incremental refresh asks: plans and students changed since it last read.
  await db.schema
    .createIndex('student_fee_plans_updated_at_idx')
    .ifNotExists()
    .on('student_fee_plans')
    .column('updated_at')
    .execute();
  await db.schema
    .createIndex('students_updated_at_idx')
    .ifNotExists()
    .on('students')
    .column('updated_at')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('students_updated_at_idx').ifExists().execute();
  await db.schema.dropIndex('student_fee_plans_updated_at_idx').ifExists().execute();
  for (const table of [
    'report_summary_state',
    'report_dues_by_due',
    'report_dues_rows',
    'report_fee_days',
  ])
    await db.schema.dropTable(table).ifExists().execute();
}
