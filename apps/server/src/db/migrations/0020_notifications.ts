import type { Kysely } from 'kysely';
import { oneOf, withIdColumn } from '../migration-helpers';

/**
 * Notifications (issue 19): the transactional outbox of e-mails and SMS, written in the same
 * transaction as the event that causes them and sent by the deliver-notifications job; and the
 * password reset tokens (only their SHA-256 is kept).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notification_outbox')
    .$call(withIdColumn(db))
    .addColumn('kind', 'varchar(60)', (col) => col.notNull())
    .addColumn('channel', 'varchar(10)', (col) =>
      col.notNull().check(oneOf('channel', ['email', 'sms'])),
    )
    .addColumn('recipient', 'varchar(254)', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('centre_id', 'integer', (col) => col.references('centres.id').onDelete('set null'))
    .addColumn('locale', 'varchar(5)', (col) => col.notNull().defaultTo('en'))
    .addColumn('data', 'text', (col) => col.notNull())
    // A secret part of the message (a password reset link or code): removed once sent or expired.
    .addColumn('secret', 'varchar(200)')
    .addColumn('secret_expires_at', 'varchar(30)')
    .addColumn('status', 'varchar(10)', (col) =>
      col.notNull().check(oneOf('status', ['pending', 'sending', 'sent', 'failed', 'skipped'])),
    )
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('locked_until', 'varchar(30)')
    .addColumn('last_error', 'varchar(500)')
    .addColumn('provider_id', 'varchar(200)')
    .addColumn('sent_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('notification_outbox_due_idx')
    .on('notification_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('notification_outbox_created_idx')
    .on('notification_outbox')
    .columns(['created_at'])
    .execute();

  await db.schema
    .createTable('password_resets')
    .$call(withIdColumn(db))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('kind', 'varchar(10)', (col) => col.notNull().check(oneOf('kind', ['link', 'code'])))
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expires_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('password_resets_user_idx')
    .on('password_resets')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('password_resets_token_idx')
    .on('password_resets')
    .column('token_hash')
    .execute();

  // Head office's wording of an e-mail, replacing the built-in one (SMS follow DLT templates).
  await db.schema
    .createTable('notification_templates')
    .addColumn('kind', 'varchar(60)', (col) => col.notNull())
    .addColumn('locale', 'varchar(5)', (col) => col.notNull().check(oneOf('locale', ['en', 'hi'])))
    .addColumn('subject', 'varchar(200)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addPrimaryKeyConstraint('notification_templates_pk', ['kind', 'locale'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_templates').execute();
  await db.schema.dropTable('password_resets').execute();
  await db.schema.dropTable('notification_outbox').execute();
}
