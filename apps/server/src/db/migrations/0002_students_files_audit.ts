import type { Kysely } from 'kysely';
import { withIdColumn } from '../migration-helpers';

/**
 * Stored files, students (the fields of the specification's section 3), counters for numbers
 * handed out in sequence, the audit log, and failed sign-in tracking. Never edit once landed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('files')
    .$call(withIdColumn(db))
    .addColumn('storage_key', 'varchar(200)', (col) => col.notNull().unique())
    .addColumn('original_name', 'varchar(255)', (col) => col.notNull())
    .addColumn('content_type', 'varchar(100)', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('sha256', 'varchar(64)', (col) => col.notNull())
    .addColumn('centre_id', 'integer', (col) => col.references('centres.id'))
    .addColumn('created_by', 'integer', (col) => col.references('users.id'))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('students')
    .$call(withIdColumn(db))
    .addColumn('registration_number', 'varchar(20)', (col) => col.notNull().unique())
    .addColumn('centre_id', 'integer', (col) => col.notNull().references('centres.id'))
    .addColumn('user_id', 'integer', (col) => col.references('users.id'))
    .addColumn('firstname', 'varchar(100)', (col) => col.notNull())
    .addColumn('lastname', 'varchar(100)', (col) => col.notNull())
    .addColumn('dob', 'varchar(10)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)')
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
    .addColumn('completion_status', 'varchar(30)', (col) => col.notNull().defaultTo('In Progress'))
    .addColumn('admission_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('archived_at', 'varchar(30)')
    .addColumn('archived_by', 'integer', (col) => col.references('users.id'))
    .addColumn('created_by', 'integer', (col) => col.references('users.id'))
    .addColumn('updated_by', 'integer', (col) => col.references('users.id'))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('students_centre_idx').on('students').column('centre_id').execute();
  await db.schema.createIndex('students_user_idx').on('students').column('user_id').execute();
  await db.schema.createIndex('students_email_idx').on('students').column('email').execute();

  await db.schema
    .createTable('counters')
    .addColumn('name', 'varchar(100)', (col) => col.primaryKey())
    .addColumn('value', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('audit_log')
    .$call(withIdColumn(db))
    .addColumn('at', 'varchar(30)', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.references('users.id'))
    .addColumn('centre_id', 'integer', (col) => col.references('centres.id'))
    .addColumn('action', 'varchar(50)', (col) => col.notNull())
    .addColumn('entity', 'varchar(50)', (col) => col.notNull())
    .addColumn('entity_id', 'varchar(50)')
    .addColumn('changes', 'text')
    .addColumn('ip', 'varchar(64)')
    .execute();
  await db.schema
    .createIndex('audit_log_entity_idx')
    .on('audit_log')
    .columns(['entity', 'entity_id'])
    .execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('key', 'varchar(300)', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('window_started_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('locked_until', 'varchar(30)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['login_failures', 'audit_log', 'counters', 'students', 'files']) {
    await db.schema.dropTable(table).execute();
  }
}
