import type { Kysely } from 'kysely';
import { withIdColumn } from '../migration-helpers';

/**
 * The monthly summary mailed to head office (issue 40, decision 0075): an e-mail of the outbox can
 * carry attachments (the summary's Excel workbook), kept beside its outbox row and removed with it;
 * and one row per summarised month, whose primary key lets only one of several instances (or
 * retries) make and enqueue a month's summary (a claim left pending by a crash can be taken again
 * after a while). Never edit once landed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notification_attachments')
    .$call(withIdColumn(db))
    .addColumn('notification_id', 'integer', (col) =>
      col.notNull().references('notification_outbox.id').onDelete('cascade'),
    )
    .addColumn('filename', 'varchar(200)', (col) => col.notNull())
    .addColumn('content_type', 'varchar(100)', (col) => col.notNull())
    // Base64: the same column type on both databases; the files are a few tens of kilobytes.
    .addColumn('content_base64', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('notification_attachments_notification_idx')
    .on('notification_attachments')
    .columns(['notification_id'])
    .execute();

  await db.schema
    .createTable('monthly_summaries')
    // YYYY-MM of the month summarised.
    .addColumn('month', 'varchar(7)', (col) => col.primaryKey())
    // 'pending' while one run makes the summary (claimed_at), 'sent' once its mails are enqueued.
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('recipients', 'integer', (col) => col.notNull())
    .addColumn('claimed_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('monthly_summaries').ifExists().execute();
  await db.schema.dropTable('notification_attachments').ifExists().execute();
}
