import type { Kysely } from 'kysely';
import type { DB, NotificationOutboxTable } from '../../db/schema';
import type { Updateable } from 'kysely';

/** The outbox's queries: what is due, claiming a row for one sender, recording the outcome. */
export function createNotificationsRepository(db: Kysely<DB>) {
  return {
    /** Rows to send now: pending and due, or claimed by a sender whose claim ran out (a crash). */
    dueIds: async (now: string, limit: number): Promise<number[]> => {
      const rows = await db
        .selectFrom('notification_outbox')
        .select('id')
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
            eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', now)]),
          ]),
        )
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    /** Takes the row for this sender only if it is still due: one sender per row. */
    async claim(id: number, now: string, lockedUntil: string) {
      const result = await db
        .updateTable('notification_outbox')
        .set({ status: 'sending', locked_until: lockedUntil, updated_at: now })
        .where('id', '=', id)
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
            eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', now)]),
          ]),
        )
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return null;
      return db
        .selectFrom('notification_outbox')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    },

    /** Records the outcome of a claimed row (only while this sender's claim holds). */
    finish: (id: number, lockedUntil: string, values: Updateable<NotificationOutboxTable>) =>
      db
        .updateTable('notification_outbox')
        .set(values)
        .where('id', '=', id)
        .where('status', '=', 'sending')
        .where('locked_until', '=', lockedUntil)
        .execute(),

    list: (query: { status?: NotificationOutboxTable['status']; limit: number }) =>
      db
        .selectFrom('notification_outbox')
        .select([
          'id',
          'kind',
          'channel',
          'recipient',
          'status',
          'attempts',
          'last_error',
          'created_at',
          'sent_at',
          'next_attempt_at',
        ])
        .$if(query.status !== undefined, (qb) => qb.where('status', '=', query.status!))
        .orderBy('id', 'desc')
        .limit(query.limit)
        .execute(),

    /** A failed or skipped message goes back to the queue, with its attempts counted afresh. */
    async requeue(id: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('notification_outbox')
        .set({ status: 'pending', attempts: 0, next_attempt_at: now, updated_at: now })
        .where('id', '=', id)
        .where('status', 'in', ['failed', 'skipped'])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    findTemplate: (kind: string, locale: string) =>
      db
        .selectFrom('notification_templates')
        .select(['subject', 'body'])
        .where('kind', '=', kind)
        .where('locale', '=', locale as 'en' | 'hi')
        .executeTakeFirst(),

    /** The files an outbox e-mail carries (decision 0075). */
    attachmentsOf: async (notificationId: number) =>
      (
        await db
          .selectFrom('notification_attachments')
          .select(['filename', 'content_type', 'content_base64'])
          .where('notification_id', '=', notificationId)
          .orderBy('id')
          .execute()
      ).map((row) => ({
        filename: row.filename,
        contentType: row.content_type,
        content: Buffer.from(row.content_base64, 'base64'),
      })),

    listTemplates: () => db.selectFrom('notification_templates').selectAll().execute(),

    saveTemplate: (row: {
      kind: string;
      locale: 'en' | 'hi';
      subject: string;
      body: string;
      updated_at: string;
      updated_by: number;
    }) =>
      db
        .insertInto('notification_templates')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['kind', 'locale']).doUpdateSet({
            subject: row.subject,
            body: row.body,
            updated_at: row.updated_at,
            updated_by: row.updated_by,
          }),
        )
        .execute(),

    deleteTemplate: (kind: string, locale: 'en' | 'hi') =>
      db
        .deleteFrom('notification_templates')
        .where('kind', '=', kind)
        .where('locale', '=', locale)
        .execute(),

    exists: (id: number) =>
      db.selectFrom('notification_outbox').select('id').where('id', '=', id).executeTakeFirst(),
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
