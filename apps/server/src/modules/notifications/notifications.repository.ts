import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB, NotificationOutboxTable } from '../../db/schema';
import type { Updateable } from 'kysely';
import { numberStopped } from './whatsapp';

type OutboxRow = Selectable<NotificationOutboxTable>;
type Executor = Kysely<DB> | Transaction<DB>;

/** The statuses a status may follow: only forward, and a failure only before delivery. */
const FOLLOWS = {
  sent: [],
  delivered: ['sent'],
  read: ['sent', 'delivered'],
  failed: ['sent'],
} as const satisfies Record<string, readonly string[]>;
type ProviderStatus = keyof typeof FOLLOWS;

/** Thrown inside an event's transaction to forget it (its message is not known yet). */
class NotYet extends Error {}

/**
 * Writes the next channel of a failed row (its `fallback` list), once: `fallback_of` is unique.
 * The e-mail's files move to it. True when a row was written.
 */
async function queueFallback(db: Executor, row: OutboxRow, now: string): Promise<boolean> {
  const rest = row.fallback
    ? (JSON.parse(row.fallback) as { channel: 'email' | 'sms' | 'whatsapp'; recipient: string }[])
    : [];
  const next = rest[0];
  if (!next) return false;
  const inserted = await db
    .insertInto('notification_outbox')
    .values({
      kind: row.kind,
      channel: next.channel,
      recipient: next.recipient,
      user_id: row.user_id,
      centre_id: row.centre_id,
      locale: row.locale,
      data: row.data,
      secret: row.secret,
      secret_expires_at: row.secret_expires_at,
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      locked_until: null,
      last_error: null,
      provider_id: null,
      sent_at: null,
      created_at: now,
      updated_at: now,
      fallback: rest.length > 1 ? JSON.stringify(rest.slice(1)) : null,
      fallback_of: row.id,
      // An announcement's recipient keeps its message through the fallback (decision 0086).
      announcement_recipient_id: row.announcement_recipient_id,
    })
    .onConflict((oc) => oc.column('fallback_of').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return false;
  await db
    .updateTable('notification_attachments')
    .set({ notification_id: inserted.id })
    .where('notification_id', '=', row.id)
    .execute();
  return true;
}

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

    /** Writes the next channel of a row that failed (in the caller's step), once. */
    queueFallback: (row: OutboxRow, now: string) => queueFallback(db, row, now),

    numberStopped: (phone: string) => numberStopped(db, phone),

    /**
     * One webhook event, once: its key is recorded and its effect applied in one transaction, so
     * that the same event delivered again (or ten times at once) changes nothing more.
     */
    async once(
      key: string,
      now: string,
      apply: (trx: Transaction<DB>) => Promise<'applied' | 'ignored' | 'unknown'>,
    ): Promise<'applied' | 'ignored' | 'unknown' | 'seen'> {
      try {
        return await db.transaction().execute(async (trx) => {
          const inserted = await trx
            .insertInto('whatsapp_webhook_events')
            .values({ event_key: key.slice(0, 250), received_at: now })
            .onConflict((oc) => oc.column('event_key').doNothing())
            .returning('event_key')
            .executeTakeFirst();
          if (!inserted) return 'seen' as const;
          const outcome = await apply(trx);
          // A status of a message not recorded yet is not kept as seen: a later copy applies.
          if (outcome === 'unknown') throw new NotYet();
          return outcome;
        });
      } catch (error) {
        if (error instanceof NotYet) return 'unknown';
        throw error;
      }
    },

    /**
     * A status from the webhook for the WhatsApp message `providerId`: recorded only if it moves
     * forward (sent, delivered, read; failed only before delivery). A failure writes the fallback.
     */
    async applyStatus(
      trx: Transaction<DB>,
      providerId: string,
      status: ProviderStatus,
      at: string,
      error: string | null,
      now: string,
    ): Promise<'applied' | 'ignored' | 'unknown'> {
      const row = await trx
        .selectFrom('notification_outbox')
        .selectAll()
        .where('channel', '=', 'whatsapp')
        .where('provider_id', '=', providerId)
        .executeTakeFirst();
      if (!row) return 'unknown';
      const lower: readonly string[] = FOLLOWS[status];
      const moved = await trx
        .updateTable('notification_outbox')
        .set({
          delivery_status: status,
          delivery_status_at: at,
          ...(status === 'failed'
            ? { status: 'failed' as const, last_error: error, secret: null }
            : {}),
          ...(status === 'delivered' || status === 'read' ? { secret: null } : {}),
          updated_at: now,
        })
        .where('id', '=', row.id)
        .where((eb) =>
          eb.or([
            eb('delivery_status', 'is', null),
            ...(lower.length > 0 ? [eb('delivery_status', 'in', lower as ProviderStatus[])] : []),
          ]),
        )
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return 'ignored';
      if (status === 'failed') await queueFallback(trx, row, now);
      return 'applied';
    },

    setStopped: async (trx: Transaction<DB>, phone: string, stopped: boolean, now: string) => {
      if (stopped) {
        await trx
          .insertInto('whatsapp_opt_outs')
          .values({ phone, opted_out_at: now })
          .onConflict((oc) => oc.column('phone').doNothing())
          .execute();
      } else {
        await trx.deleteFrom('whatsapp_opt_outs').where('phone', '=', phone).execute();
      }
    },

    channelOrders: () =>
      db.selectFrom('notification_channel_orders').select(['kind', 'channels']).execute(),

    saveChannelOrder: (kind: string, channels: string, now: string, userId: number) =>
      db
        .insertInto('notification_channel_orders')
        .values({ kind, channels, updated_at: now, updated_by: userId })
        .onConflict((oc) =>
          oc.column('kind').doUpdateSet({ channels, updated_at: now, updated_by: userId }),
        )
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
          'delivery_status',
          'delivery_status_at',
          'fallback_of',
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
