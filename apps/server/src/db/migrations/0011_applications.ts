import { sql, type Kysely } from 'kysely';
import { oneOf, withIdColumn } from '../migration-helpers';

const STATUSES = ['submitted', 'correction_requested', 'approved', 'rejected', 'withdrawn'];

/**
 * Admission applications sent by registered users from /newuser: the student fields, the chosen
 * centre and the stored files; staff review them. One open application (submitted or waiting for
 * a correction) per applicant, held by a partial unique index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('applications')
    .$call(withIdColumn(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('centre_id', 'integer', (col) => col.notNull().references('centres.id'))
    .addColumn('status', 'varchar(30)', (col) => col.notNull().check(oneOf('status', STATUSES)))
    .addColumn('firstname', 'varchar(100)', (col) => col.notNull())
    .addColumn('lastname', 'varchar(100)', (col) => col.notNull())
    .addColumn('dob', 'varchar(10)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('state', 'varchar(100)', (col) => col.notNull())
    .addColumn('district', 'varchar(100)')
    .addColumn('course', 'varchar(10)', (col) => col.notNull().references('courses.code'))
    .addColumn('course_option', 'varchar(20)', (col) => col.references('course_options.code'))
    .addColumn('mothername', 'varchar(100)')
    .addColumn('fathername', 'varchar(100)')
    .addColumn('qualification', 'varchar(100)')
    .addColumn('contactno', 'varchar(15)', (col) => col.notNull())
    .addColumn('guardiancontact', 'varchar(15)')
    .addColumn('adhar', 'varchar(12)')
    .addColumn('gender', 'varchar(20)')
    .addColumn('category', 'varchar(20)')
    .addColumn('religion', 'varchar(50)')
    .addColumn('maritalstatus', 'varchar(20)')
    .addColumn('address', 'text')
    .addColumn('presentaddress', 'text')
    .addColumn('photo_file_id', 'integer', (col) => col.references('files.id'))
    .addColumn('signature_file_id', 'integer', (col) => col.references('files.id'))
    .addColumn('marksheet_file_id', 'integer', (col) => col.references('files.id'))
    .addColumn('staff_message', 'text')
    .addColumn('student_id', 'integer', (col) => col.references('students.id'))
    .addColumn('submitted_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('reviewed_at', 'varchar(30)')
    .addColumn('reviewed_by', 'integer', (col) => col.references('users.id'))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('applications_one_open_idx')
    .on('applications')
    .column('user_id')
    .unique()
    .where(sql<boolean>`status in ('submitted', 'correction_requested')`)
    .execute();
  await db.schema
    .createIndex('applications_user_idx')
    .on('applications')
    .columns(['user_id', 'id'])
    .execute();
  // Manage Application's list and the dashboard's count of waiting applications per centre.
  await db.schema
    .createIndex('applications_centre_status_idx')
    .on('applications')
    .columns(['centre_id', 'status', 'submitted_at'])
    .execute();
  await db.schema
    .createIndex('applications_status_idx')
    .on('applications')
    .columns(['status', 'submitted_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('applications').execute();
}
