import type { Kysely } from 'kysely';
import { withIdColumn } from '../migration-helpers';

/** Requests a student sends to their centre's staff (first kind: edit the completion status). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('student_requests')
    .$call(withIdColumn(db))
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.id'))
    .addColumn('centre_id', 'integer', (col) => col.notNull().references('centres.id'))
    .addColumn('kind', 'varchar(30)', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull().defaultTo('open'))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('resolved_at', 'varchar(30)')
    .addColumn('resolved_by', 'integer', (col) => col.references('users.id'))
    .execute();
  await db.schema
    .createIndex('student_requests_student_idx')
    .on('student_requests')
    .columns(['student_id', 'status'])
    .execute();
  await db.schema
    .createIndex('student_requests_centre_idx')
    .on('student_requests')
    .columns(['centre_id', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('student_requests').execute();
}
