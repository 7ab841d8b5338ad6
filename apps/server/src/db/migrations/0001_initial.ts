import type { Kysely } from 'kysely';
import { oneOf, withIdColumn } from '../migration-helpers';

/**
 * Centres, users with roles, sessions, and the reference data of the specification
 * (course catalogue, states, option lists). Never edit once landed: add a new migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('centres')
    .$call(withIdColumn(db))
    .addColumn('code', 'varchar(20)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('phone', 'varchar(20)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)')
    .addColumn('status', 'varchar(20)', (col) => col.notNull().defaultTo('active'))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .$call(withIdColumn(db))
    .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('role', 'varchar(20)', (col) => col.notNull())
    .addColumn('centre_id', 'integer', (col) => col.references('centres.id'))
    .addColumn('status', 'varchar(20)', (col) => col.notNull().defaultTo('active'))
    .addColumn('password_changed_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .addCheckConstraint(
      'users_role_check',
      oneOf('role', ['head_office', 'centre_staff', 'student', 'registered']),
    )
    .execute();
  await db.schema.createIndex('users_centre_idx').on('users').column('centre_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('last_seen_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('revoked_at', 'varchar(30)')
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(500)')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('courses')
    .addColumn('code', 'varchar(10)', (col) => col.primaryKey())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('duration_months', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('course_options')
    .addColumn('code', 'varchar(20)', (col) => col.primaryKey())
    .addColumn('course_code', 'varchar(10)', (col) => col.notNull().references('courses.code'))
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('label', 'varchar(250)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('course_options_course_idx')
    .on('course_options')
    .column('course_code')
    .execute();

  await db.schema
    .createTable('states')
    .addColumn('name', 'varchar(100)', (col) => col.primaryKey())
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('lookup_values')
    .addColumn('list', 'varchar(30)', (col) => col.notNull())
    .addColumn('value', 'varchar(100)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('lookup_values_pk', ['list', 'value'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'lookup_values',
    'states',
    'course_options',
    'courses',
    'sessions',
    'users',
    'centres',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
