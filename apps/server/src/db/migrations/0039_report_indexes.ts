import type { Kysely } from 'kysely';

/**
 * Indexes of the reports (issue 40, decision 0065): each report reads a period by a date column,
 * for the network or one centre, and without these would read every row of its table.
 */
const INDEXES: [name: string, table: string, columns: string[]][] = [
  ['fee_payments_paid_on_idx', 'fee_payments', ['paid_on']],
  ['fee_payments_centre_paid_on_idx', 'fee_payments', ['centre_id', 'paid_on']],
  ['exam_results_exam_date_idx', 'exam_results', ['exam_date']],
  ['wallet_entries_created_at_idx', 'wallet_entries', ['created_at']],
  ['enquiries_created_at_idx', 'enquiries', ['created_at']],
  ['applications_submitted_at_idx', 'applications', ['submitted_at']],
  ['certificates_issue_date_idx', 'certificates', ['issue_date']],
  ['students_completed_on_idx', 'students', ['completed_on']],
];

// Migrations work on any schema, as Kysely's documentation does.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, table, columns] of INDEXES) {
    await db.schema.createIndex(name).ifNotExists().on(table).columns(columns).execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
}
