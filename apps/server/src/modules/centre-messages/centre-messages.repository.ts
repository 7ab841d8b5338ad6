import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { runTransaction } from '../../lib/transaction';

/** Messages a centre's staff see: to every centre, or to chosen ones including theirs. */
const addressedTo = (centreId: number) =>
  sql<boolean>`(centre_messages.audience = 'all' or exists (select 1 from centre_message_centres cmc where cmc.message_id = centre_messages.id and cmc.centre_id = ${centreId}))`;

export interface NewMessage {
  subject: string;
  body: string;
  audience: 'all' | 'chosen';
  important: boolean;
  centreIds: number[];
  createdBy: number;
  createdAt: string;
}

export function createCentreMessagesRepository(db: Kysely<DB>) {
  return {
    transaction: <T>(work: (trx: Kysely<DB>) => Promise<T>) => runTransaction(db, work),

    existingCentreIds: async (ids: number[], trx: Kysely<DB> = db) =>
      ids.length === 0
        ? []
        : (await trx.selectFrom('centres').select('id').where('id', 'in', ids).execute()).map(
            (row) => row.id,
          ),

    insertMessage: async (message: NewMessage, trx: Kysely<DB>) => {
      const { id } = await trx
        .insertInto('centre_messages')
        .values({
          subject: message.subject,
          body: message.body,
          audience: message.audience,
          important: message.important ? 1 : 0,
          created_by: message.createdBy,
          created_at: message.createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (message.audience === 'chosen' && message.centreIds.length > 0) {
        await trx
          .insertInto('centre_message_centres')
          .values(message.centreIds.map((centreId) => ({ message_id: id, centre_id: centreId })))
          .execute();
      }
      return id;
    },

    /** A centre's messages, newest first, with this reader's read time. */
    inbox: (centreId: number, userId: number, limit: number, offset: number) =>
      db
        .selectFrom('centre_messages')
        .innerJoin('users as author', 'author.id', 'centre_messages.created_by')
        .leftJoin('centre_message_reads as r', (join) =>
          join.onRef('r.message_id', '=', 'centre_messages.id').on('r.user_id', '=', userId),
        )
        .where(addressedTo(centreId))
        .select([
          'centre_messages.id',
          'centre_messages.subject',
          'centre_messages.body',
          'centre_messages.important',
          'centre_messages.created_at',
          'author.name as author_name',
          'r.read_at',
        ])
        .orderBy('centre_messages.created_at', 'desc')
        .orderBy('centre_messages.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),

    /** How many messages the centre has, and how many this reader has not read. */
    inboxCounts: async (centreId: number, userId: number) => {
      const row = await db
        .selectFrom('centre_messages')
        .leftJoin('centre_message_reads as r', (join) =>
          join.onRef('r.message_id', '=', 'centre_messages.id').on('r.user_id', '=', userId),
        )
        .where(addressedTo(centreId))
        .select((eb) => [
          eb.fn.countAll<number | string>().as('total'),
          eb.fn.count<number | string>('r.message_id').as('read'),
        ])
        .executeTakeFirstOrThrow();
      const total = Number(row.total);
      return { total, unread: total - Number(row.read) };
    },

    /** The message when it is addressed to the centre. */
    findForCentre: (messageId: number, centreId: number) =>
      db
        .selectFrom('centre_messages')
        .select(['centre_messages.id', 'centre_messages.subject'])
        .where('centre_messages.id', '=', messageId)
        .where(addressedTo(centreId))
        .executeTakeFirst(),

    /** Records the read; false when it was read already (nothing changed). */
    markRead: async (messageId: number, userId: number, at: string, trx: Kysely<DB>) => {
      const result = await trx
        .insertInto('centre_message_reads')
        .values({ message_id: messageId, user_id: userId, read_at: at })
        .onConflict((oc) => oc.columns(['message_id', 'user_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Marks every unread message of the centre read for the reader; answers their ids. */
    markAllRead: async (centreId: number, userId: number, at: string, trx: Kysely<DB>) => {
      const unread = await trx
        .selectFrom('centre_messages')
        .select('centre_messages.id')
        .where(addressedTo(centreId))
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('centre_message_reads as r')
                .select('r.message_id')
                .whereRef('r.message_id', '=', 'centre_messages.id')
                .where('r.user_id', '=', userId),
            ),
          ),
        )
        .execute();
      const ids = unread.map((row) => row.id);
      if (ids.length > 0) {
        await trx
          .insertInto('centre_message_reads')
          .values(ids.map((id) => ({ message_id: id, user_id: userId, read_at: at })))
          .onConflict((oc) => oc.columns(['message_id', 'user_id']).doNothing())
          .execute();
      }
      return ids;
    },

    /** Every message head office sent, newest first. */
    sent: (limit: number, offset: number) =>
      db
        .selectFrom('centre_messages')
        .innerJoin('users as author', 'author.id', 'centre_messages.created_by')
        .select([
          'centre_messages.id',
          'centre_messages.subject',
          'centre_messages.body',
          'centre_messages.important',
          'centre_messages.audience',
          'centre_messages.created_at',
          'author.name as author_name',
        ])
        .orderBy('centre_messages.created_at', 'desc')
        .orderBy('centre_messages.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),

    countSent: async () =>
      Number(
        (
          await db
            .selectFrom('centre_messages')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),

    /** The chosen centres of the messages. */
    chosenCentres: (messageIds: number[]) =>
      messageIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('centre_message_centres as cmc')
            .innerJoin('centres', 'centres.id', 'cmc.centre_id')
            .select(['cmc.message_id', 'centres.id', 'centres.code', 'centres.name'])
            .where('cmc.message_id', 'in', messageIds)
            .orderBy('centres.name')
            .execute(),

    /** Active centre staff per centre: the readers a message can have. */
    staffPerCentre: () =>
      db
        .selectFrom('users')
        .select(['centre_id', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('role', '=', 'centre_staff')
        .where('status', '=', 'active')
        .where('centre_id', 'is not', null)
        .groupBy('centre_id')
        .execute(),

    countCentres: async () =>
      Number(
        (
          await db
            .selectFrom('centres')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),

    /** Who read the messages: reader and their centre (centre staff only). */
    readers: (messageIds: number[]) =>
      messageIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('centre_message_reads as r')
            .innerJoin('users', 'users.id', 'r.user_id')
            .select(['r.message_id', 'r.user_id', 'users.centre_id'])
            .where('r.message_id', 'in', messageIds)
            .where('users.role', '=', 'centre_staff')
            .where('users.status', '=', 'active')
            .execute(),
  };
}

export type CentreMessagesRepository = ReturnType<typeof createCentreMessagesRepository>;
