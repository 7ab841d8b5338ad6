import type { Kysely } from 'kysely';
import { oneOf, withIdColumn } from '../migration-helpers';

/**
 * What several parts of the product share: settings (the grading scale), the results of
 * examinations (online and offline write them; certificates read them), each centre's wallet
 * ledger and the fees per course that debit it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(60)', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.references('users.id'))
    .execute();

  await db.schema
    .createTable('exam_results')
    .$call(withIdColumn(db))
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.id'))
    .addColumn('centre_id', 'integer', (col) => col.notNull().references('centres.id'))
    .addColumn('source', 'varchar(10)', (col) =>
      col.notNull().check(oneOf('source', ['online', 'offline'])),
    )
    .addColumn('source_id', 'integer', (col) => col.notNull())
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('obtained_marks', 'integer', (col) => col.notNull())
    .addColumn('maximum_marks', 'integer', (col) => col.notNull())
    .addColumn('percentage_bp', 'integer', (col) => col.notNull())
    .addColumn('grade', 'varchar(10)', (col) => col.notNull())
    .addColumn('passed', 'integer', (col) => col.notNull())
    .addColumn('exam_date', 'varchar(30)', (col) => col.notNull())
    .addColumn('recorded_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('recorded_by', 'integer', (col) => col.references('users.id'))
    .addUniqueConstraint('exam_results_source_unique', ['source', 'source_id', 'student_id'])
    .execute();
  await db.schema
    .createIndex('exam_results_student_idx')
    .on('exam_results')
    .columns(['student_id', 'passed'])
    .execute();

  await db.schema
    .createTable('wallet_entries')
    .$call(withIdColumn(db))
    .addColumn('centre_id', 'integer', (col) => col.notNull().references('centres.id'))
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('kind', 'varchar(10)', (col) =>
      col.notNull().check(oneOf('kind', ['credit', 'debit'])),
    )
    .addColumn('amount_paise', 'integer', (col) => col.notNull())
    .addColumn('balance_after_paise', 'integer', (col) => col.notNull())
    .addColumn('reason', 'varchar(30)', (col) => col.notNull())
    .addColumn('reference', 'varchar(100)')
    .addColumn('note', 'text')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id'))
    // One entry per position in a centre's ledger: two writers can never both append entry n.
    .addUniqueConstraint('wallet_entries_centre_seq_unique', ['centre_id', 'seq'])
    .execute();

  await db.schema
    .createTable('course_fees')
    .addColumn('course_code', 'varchar(20)', (col) => col.primaryKey().references('courses.code'))
    .addColumn('registration_fee_paise', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('certificate_fee_paise', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.references('users.id'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('course_fees').execute();
  await db.schema.dropTable('wallet_entries').execute();
  await db.schema.dropTable('exam_results').execute();
  await db.schema.dropTable('settings').execute();
}
