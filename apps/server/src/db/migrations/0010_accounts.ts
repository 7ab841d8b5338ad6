import type { Kysely } from 'kysely';
import { oneOf, withIdColumn } from '../migration-helpers';

/**
 * The Account Section: the student's course fee (with its instalments) beside the wallet fees of
 * a course, funds centres pay head office, each student's fee plan, and their payments and
 * reversals with receipt numbers. Nothing here is ever deleted: a wrong payment is reversed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('course_fees')
    .addColumn('course_fee_paise', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  // JSON: [{ afterDays, amountPaise }], due so many days after admission; [] for none.
  await db.schema
    .alterTable('course_fees')
    .addColumn('instalments', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();

  await db.schema
    .createTable('fund_requests')
    .$call(withIdColumn(db))
    .addColumn('centre_id', 'integer', (col) => col.notNull().references('centres.id'))
    .addColumn('amount_paise', 'integer', (col) => col.notNull())
    .addColumn('mode', 'varchar(10)', (col) =>
      col.notNull().check(oneOf('mode', ['bank', 'upi', 'cash', 'cheque'])),
    )
    .addColumn('reference', 'varchar(100)', (col) => col.notNull())
    .addColumn('paid_on', 'varchar(10)', (col) => col.notNull())
    .addColumn('receipt_file_id', 'integer', (col) => col.notNull().references('files.id'))
    .addColumn('status', 'varchar(10)', (col) =>
      col.notNull().check(oneOf('status', ['pending', 'confirmed', 'rejected'])),
    )
    .addColumn('reject_reason', 'text')
    .addColumn('wallet_entry_id', 'integer', (col) => col.references('wallet_entries.id'))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id'))
    .addColumn('decided_at', 'varchar(30)')
    .addColumn('decided_by', 'integer', (col) => col.references('users.id'))
    .execute();
  await db.schema
    .createIndex('fund_requests_centre_idx')
    .on('fund_requests')
    .columns(['centre_id', 'status'])
    .execute();

  await db.schema
    .createTable('student_fee_plans')
    .addColumn('student_id', 'integer', (col) => col.primaryKey().references('students.id'))
    .addColumn('centre_id', 'integer', (col) => col.notNull().references('centres.id'))
    .addColumn('course_code', 'varchar(20)', (col) => col.notNull())
    .addColumn('total_paise', 'integer', (col) => col.notNull())
    .addColumn('discount_paise', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('discount_reason', 'text')
    // JSON: [{ dueDate, amountPaise }] fixed at admission; [] for none.
    .addColumn('instalments', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id'))
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.references('users.id'))
    .execute();
  await db.schema
    .createIndex('student_fee_plans_centre_idx')
    .on('student_fee_plans')
    .column('centre_id')
    .execute();

  await db.schema
    .createTable('fee_payments')
    .$call(withIdColumn(db))
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.id'))
    .addColumn('centre_id', 'integer', (col) => col.notNull().references('centres.id'))
    .addColumn('kind', 'varchar(10)', (col) =>
      col.notNull().check(oneOf('kind', ['payment', 'reversal'])),
    )
    .addColumn('amount_paise', 'integer', (col) => col.notNull())
    .addColumn('mode', 'varchar(10)', (col) =>
      col.notNull().check(oneOf('mode', ['cash', 'upi', 'card', 'bank'])),
    )
    .addColumn('reference', 'varchar(100)', (col) => col.notNull())
    .addColumn('paid_on', 'varchar(10)', (col) => col.notNull())
    // Payments only; unique across the network (the centre code is part of it).
    .addColumn('receipt_number', 'varchar(40)', (col) => col.unique())
    // Reversals only: the payment reversed; unique, so a payment is reversed once at most.
    .addColumn('reverses_id', 'integer', (col) => col.unique().references('fee_payments.id'))
    .addColumn('reason', 'text')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id'))
    .execute();
  await db.schema
    .createIndex('fee_payments_student_idx')
    .on('fee_payments')
    .column('student_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fee_payments').execute();
  await db.schema.dropTable('student_fee_plans').execute();
  await db.schema.dropTable('fund_requests').execute();
  await db.schema.alterTable('course_fees').dropColumn('instalments').execute();
  await db.schema.alterTable('course_fees').dropColumn('course_fee_paise').execute();
}
