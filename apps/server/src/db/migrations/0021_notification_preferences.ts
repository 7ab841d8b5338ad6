import type { Kysely } from 'kysely';
import { oneOf } from '../migration-helpers';

/**
 * Per-person notification preferences (issue 19): the language of the messages a user receives
 * and whether they receive reminders. No row means English and reminders on. And the fee
 * instalments already reminded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'integer', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('locale', 'varchar(5)', (col) =>
      col
        .notNull()
        .defaultTo('en')
        .check(oneOf('locale', ['en', 'hi'])),
    )
    // 1 = reminders sent, 0 = opted out (integer on both databases).
    .addColumn('reminders', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();

  // One row per instalment reminded: the dues-reminders job writes it in the transaction that
  // enqueues the reminder, so an instalment is reminded once, across runs and instances.
  await db.schema
    .createTable('dues_reminders_sent')
    .addColumn('student_id', 'integer', (col) =>
      col.notNull().references('students.id').onDelete('cascade'),
    )
    .addColumn('due_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('dues_reminders_sent_pk', ['student_id', 'due_date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dues_reminders_sent').execute();
  await db.schema.dropTable('notification_preferences').execute();
}
