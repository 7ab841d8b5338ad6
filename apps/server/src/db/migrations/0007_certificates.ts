import type { Kysely } from 'kysely';
import { oneOf, withIdColumn } from '../migration-helpers';

/**
 * Certificates: a centre's request for one of its students, head office's decision, and the
 * issued certificate (numbered when printed), which anyone can verify by its number.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('certificate_requests')
    .$call(withIdColumn(db))
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.id'))
    .addColumn('centre_id', 'integer', (col) => col.notNull().references('centres.id'))
    .addColumn('kind', 'varchar(12)', (col) =>
      col.notNull().check(oneOf('kind', ['original', 'duplicate', 'corrected'])),
    )
    .addColumn('status', 'varchar(12)', (col) =>
      col
        .notNull()
        .check(
          oneOf('status', [
            'requested',
            'approved',
            'rejected',
            'printed',
            'dispatched',
            'delivered',
          ]),
        ),
    )
    .addColumn('replaces_certificate_id', 'integer')
    .addColumn('reason', 'text')
    .addColumn('fee_paise', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('requested_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('requested_by', 'integer', (col) => col.references('users.id'))
    .addColumn('decided_at', 'varchar(30)')
    .addColumn('decided_by', 'integer', (col) => col.references('users.id'))
    .addColumn('rejection_reason', 'text')
    .addColumn('printed_at', 'varchar(30)')
    .addColumn('printed_by', 'integer', (col) => col.references('users.id'))
    .addColumn('dispatched_at', 'varchar(30)')
    .addColumn('dispatched_by', 'integer', (col) => col.references('users.id'))
    .addColumn('courier', 'varchar(100)')
    .addColumn('tracking_number', 'varchar(100)')
    .addColumn('delivered_at', 'varchar(30)')
    .addColumn('delivered_by', 'integer', (col) => col.references('users.id'))
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('certificate_requests_centre_status_idx')
    .on('certificate_requests')
    .columns(['centre_id', 'status'])
    .execute();
  await db.schema
    .createIndex('certificate_requests_status_idx')
    .on('certificate_requests')
    .columns(['status', 'requested_at'])
    .execute();
  await db.schema
    .createIndex('certificate_requests_student_idx')
    .on('certificate_requests')
    .column('student_id')
    .execute();

  await db.schema
    .createTable('certificates')
    .$call(withIdColumn(db))
    .addColumn('number', 'varchar(20)', (col) => col.notNull().unique())
    .addColumn('request_id', 'integer', (col) =>
      col.notNull().unique().references('certificate_requests.id'),
    )
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.id'))
    .addColumn('centre_id', 'integer', (col) => col.notNull().references('centres.id'))
    .addColumn('result_id', 'integer', (col) => col.references('exam_results.id'))
    .addColumn('status', 'varchar(10)', (col) =>
      col.notNull().check(oneOf('status', ['valid', 'revoked', 'replaced'])),
    )
    // What was printed, kept as printed: a later edit of the student does not change it.
    .addColumn('student_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('father_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('course_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('course_option', 'varchar(200)', (col) => col.notNull())
    .addColumn('grade', 'varchar(10)', (col) => col.notNull())
    .addColumn('percentage_bp', 'integer', (col) => col.notNull())
    .addColumn('period_from', 'varchar(30)', (col) => col.notNull())
    .addColumn('period_to', 'varchar(30)', (col) => col.notNull())
    .addColumn('issue_date', 'varchar(30)', (col) => col.notNull())
    .addColumn('centre_name', 'varchar(200)', (col) => col.notNull())
    // No foreign key: the student's photo may be replaced later; the certificate then shows none.
    .addColumn('photo_file_id', 'integer')
    .addColumn('revoked_at', 'varchar(30)')
    .addColumn('revoked_by', 'integer', (col) => col.references('users.id'))
    .addColumn('revoked_reason', 'text')
    .addColumn('replaced_by_id', 'integer')
    .addColumn('replaced_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('certificates_student_idx')
    .on('certificates')
    .column('student_id')
    .execute();
  await db.schema
    .createIndex('certificates_centre_idx')
    .on('certificates')
    .columns(['centre_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('certificates').execute();
  await db.schema.dropTable('certificate_requests').execute();
}
