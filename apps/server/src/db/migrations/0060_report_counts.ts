import type { Kysely } from 'kysely';

/**
 * Counts the reports read instead of the rows (issue 40 point 4, decision 0089), kept by the
 * 'refresh-report-summaries' job like the fee summaries (decision 0076):
 * - report_count_days: per kind, day, centre, course and grade, how many: students admitted
 *   (`admitted`, archived ones included), students not archived by the day they were admitted
 *   (`on_rolls`) and the day they completed (`completed`), certificates issued (`certificate`),
 *   exam results passed and failed (`passed`, `failed`, with their grade), wallet top-ups
 *   and debits (`top_up`, `debit`, in paise), enquiries (`enquiry`, detail: source and status;
 *   centre 0: none named) and applications (`application`, detail: status), by the institute's
 *   date of their instant for the last three; the course is the student's (the application's;
 *   '' for wallet and enquiries). Detail: '' for the other kinds.
 * - report_count_months: the same summed per month: a period of whole months reads these.
 * - report_count_students: each student as last counted (centre, course, admission and
 *   completion day, archived), so that a change takes the old counts off before adding the new.
 * - report_count_applications: each application as last counted (its submission's institute day,
 *   centre, course and status), for the same reason.
 * - report_summary_state.counts_built_at: when the counts were last built whole ('' never).
 */
// Migrations work on any schema, as Kysely's documentation does.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, period] of [
    ['report_count_days', 'day'],
    ['report_count_months', 'month'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn(period, 'text', (col) => col.notNull())
      .addColumn('centre_id', 'integer', (col) => col.notNull())
      .addColumn('course', 'text', (col) => col.notNull())
      .addColumn('detail', 'text', (col) => col.notNull())
      .addColumn('n', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['kind', period, 'centre_id', 'course', 'detail'])
      .execute();
  }
  await db.schema
    .createTable('report_count_students')
    .addColumn('student_id', 'integer', (col) => col.primaryKey())
    .addColumn('centre_id', 'integer', (col) => col.notNull())
    .addColumn('course', 'text', (col) => col.notNull())
    .addColumn('admission_date', 'text', (col) => col.notNull())
    .addColumn('completed_on', 'text')
    .addColumn('archived', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('report_count_applications')
    .addColumn('application_id', 'integer', (col) => col.primaryKey())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('centre_id', 'integer', (col) => col.notNull())
    .addColumn('course', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .alterTable('report_summary_state')
    .addColumn('counts_built_at', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  // The refresh finds the certificates issued and the results recorded since its last run.
  await db.schema
    .createIndex('certificates_created_at_idx')
    .on('certificates')
    .column('created_at')
    .execute();
  await db.schema
    .createIndex('exam_results_recorded_at_idx')
    .on('exam_results')
    .column('recorded_at')
    .execute();
  // ... and the enquiries and applications changed since.
  await db.schema
    .createIndex('enquiries_updated_at_idx')
    .on('enquiries')
    .column('updated_at')
    .execute();
  await db.schema
    .createIndex('applications_updated_at_idx')
    .on('applications')
    .column('updated_at')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('applications_updated_at_idx').execute();
  await db.schema.dropIndex('enquiries_updated_at_idx').execute();
  await db.schema.dropIndex('exam_results_recorded_at_idx').execute();
  await db.schema.dropIndex('certificates_created_at_idx').execute();
  await db.schema.alterTable('report_summary_state').dropColumn('counts_built_at').execute();
  await db.schema.dropTable('report_count_applications').execute();
  await db.schema.dropTable('report_count_students').execute();
  await db.schema.dropTable('report_count_months').execute();
  await db.schema.dropTable('report_count_days').execute();
}
