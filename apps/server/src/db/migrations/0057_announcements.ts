import type { Kysely } from 'kysely';
import { withIdColumn } from '../migration-helpers';

/**
 * Announcements (issue point 4, decision 0086): head office or a centre writes a title and body
 * (English, Hindi optional) to an audience of students, sent now or at a time. `audience` is the
 * JSON of what was chosen; the students are snapshotted into announcement_recipients when sending
 * starts, in chunks (`expand_after_id` is the last student id taken). Each recipient is enqueued
 * once through the notifications outbox: a recipient row is claimed by a conditional update, and
 * the outbox row names it (`notification_outbox.announcement_recipient_id`, unique per channel).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('announcements')
    .$call(withIdColumn(db))
    // The sender's centre (centre staff); null for head office.
    .addColumn('centre_id', 'integer', (col) => col.references('centres.id'))
    .addColumn('audience', 'text', (col) => col.notNull())
    .addColumn('title_en', 'text', (col) => col.notNull())
    .addColumn('body_en', 'text', (col) => col.notNull())
    .addColumn('title_hi', 'text')
    .addColumn('body_hi', 'text')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('send_at', 'text', (col) => col.notNull())
    .addColumn('expand_after_id', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expanded_at', 'text')
    .addColumn('recipients', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('finished_at', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('cancelled_by', 'integer')
    .addColumn('created_by', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('announcements_due_idx')
    .on('announcements')
    .columns(['status', 'send_at'])
    .execute();
  await db.schema
    .createIndex('announcements_centre_idx')
    .on('announcements')
    .columns(['centre_id', 'id'])
    .execute();
  await db.schema
    .createTable('announcement_recipients')
    .$call(withIdColumn(db))
    .addColumn('announcement_id', 'integer', (col) =>
      col.notNull().references('announcements.id').onDelete('cascade'),
    )
    .addColumn('student_id', 'integer', (col) => col.notNull())
    // pending -> claimed (claim_token, claimed_until) -> queued (messages written) or unreachable
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('claim_token', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('messages', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('queued_at', 'text')
    .addUniqueConstraint('announcement_recipients_student_key', ['announcement_id', 'student_id'])
    .execute();
  await db.schema
    .createIndex('announcement_recipients_status_idx')
    .on('announcement_recipients')
    .columns(['announcement_id', 'status', 'id'])
    .execute();
  await db.schema
    .createIndex('announcement_recipients_queued_idx')
    .on('announcement_recipients')
    .column('queued_at')
    .execute();
  // The outbox row of a recipient: at most one per channel, whatever runs the job.
  await db.schema
    .alterTable('notification_outbox')
    .addColumn('announcement_recipient_id', 'integer')
    .execute();
  await db.schema
    .createIndex('notification_outbox_announcement_key')
    .on('notification_outbox')
    .columns(['announcement_recipient_id', 'channel'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('notification_outbox_announcement_key').execute();
  await db.schema
    .alterTable('notification_outbox')
    .dropColumn('announcement_recipient_id')
    .execute();
  await db.schema.dropTable('announcement_recipients').execute();
  await db.schema.dropTable('announcements').execute();
}
