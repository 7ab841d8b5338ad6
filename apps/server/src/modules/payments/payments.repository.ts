// The payments module's tables: online_payments, online_refunds and gateway_events (0042).
// A refund's online_refunds row is written when it is reserved, before the gateway is asked,
// with a placeholder gateway refund id (RESERVED + a random id); recording it replaces that by
// the gateway's id, once (a conditional update), and releasing it deletes it, once.
import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Updateable } from 'kysely';
import { isPostgres } from '../../db/migration-helpers';
import type { DB, OnlinePaymentsTable } from '../../db/schema';

/** The start of a reserved refund's placeholder gateway refund id. */
export const RESERVED = 'reserved:';

export function createPaymentsRepository(db: Kysely<DB>) {
  const withNames = (executor: Kysely<DB>) =>
    executor
      .selectFrom('online_payments as p')
      .innerJoin('centres as c', 'c.id', 'p.centre_id')
      .leftJoin('students as s', 's.id', 'p.student_id')
      .leftJoin('fee_payments as f', 'f.id', 'p.fee_payment_id')
      .selectAll('p')
      .select([
        'c.code as centre_code',
        'c.name as centre_name',
        's.registration_number',
        's.firstname',
        's.lastname',
        'f.receipt_number',
      ]);

  return {
    db,
    insert: (values: Insertable<OnlinePaymentsTable>, executor: Kysely<DB> = db) =>
      executor
        .insertInto('online_payments')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow(),

    update: (id: number, values: Updateable<OnlinePaymentsTable>, executor: Kysely<DB> = db) =>
      executor.updateTable('online_payments').set(values).where('id', '=', id).execute(),

    find: (id: number, executor: Kysely<DB> = db) =>
      withNames(executor).where('p.id', '=', id).executeTakeFirst(),

    findByOrder: (orderId: string, executor: Kysely<DB> = db) =>
      executor
        .selectFrom('online_payments')
        .selectAll()
        .where('gateway_order_id', '=', orderId)
        .executeTakeFirst(),

    findByLink: (linkId: string, executor: Kysely<DB> = db) =>
      executor
        .selectFrom('online_payments')
        .selectAll()
        .where('gateway_link_id', '=', linkId)
        .executeTakeFirst(),

    findByGatewayPayment: (paymentId: string, executor: Kysely<DB> = db) =>
      executor
        .selectFrom('online_payments')
        .selectAll()
        .where('gateway_payment_id', '=', paymentId)
        .executeTakeFirst(),

    /** Holds a payment's row until the transaction ends (PostgreSQL; SQLite writes one at a time). */
    lock: async (id: number, executor: Kysely<DB>) => {
      if (!isPostgres(executor as unknown as Kysely<unknown>)) return;
      await executor
        .selectFrom('online_payments')
        .select('id')
        .where('id', '=', id)
        .forUpdate()
        .execute();
    },

    /** Whether a refund of the gateway's is recorded already. */
    refundRecorded: async (gatewayRefundId: string, executor: Kysely<DB>) =>
      (await executor
        .selectFrom('online_refunds')
        .select('id')
        .where('gateway_refund_id', '=', gatewayRefundId)
        .executeTakeFirst()) !== undefined,

    list: (filter: { centreId?: number; status?: string }) =>
      withNames(db)
        .$if(filter.centreId !== undefined, (qb) => qb.where('p.centre_id', '=', filter.centreId!))
        .$if(filter.status !== undefined, (qb) =>
          qb.where('p.status', '=', filter.status as 'pending'),
        )
        .orderBy('p.id', 'desc')
        .limit(500)
        .execute(),

    /**
     * Marks a payment received, once: only the update that finds it pending (or failed: a late
     * payment after the reconciliation gave up) changes it; every other caller gets false.
     */
    claimPaid: async (
      id: number,
      values: { gateway_payment_id: string; method: string | null; paid_at: string },
      executor: Kysely<DB>,
    ) => {
      const result = await executor
        .updateTable('online_payments')
        .set({ ...values, status: 'paid' })
        .where('id', '=', id)
        .where('status', 'in', ['pending', 'failed'])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Reserves a refund's amount: refused when it is more than what remains. */
    reserveRefund: async (id: number, amountPaise: number, executor: Kysely<DB>) => {
      const result = await executor
        .updateTable('online_payments')
        .set((eb) => ({ refunded_paise: eb('refunded_paise', '+', amountPaise) }))
        .where('id', '=', id)
        .where('status', '=', 'paid')
        .where((eb) => eb(eb('refunded_paise', '+', amountPaise), '<=', eb.ref('amount_paise')))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    releaseRefund: (id: number, amountPaise: number, executor: Kysely<DB> = db) =>
      executor
        .updateTable('online_payments')
        .set((eb) => ({ refunded_paise: eb('refunded_paise', '-', amountPaise) }))
        .where('id', '=', id)
        .execute(),

    /** A refund reserved, not yet recorded: its row, with a placeholder gateway refund id. */
    insertReservation: (
      values: Omit<Insertable<DB['online_refunds']>, 'gateway_refund_id' | 'fee_payment_id'>,
      executor: Kysely<DB>,
    ) =>
      executor
        .insertInto('online_refunds')
        .values({
          ...values,
          gateway_refund_id: `${RESERVED}${randomUUID()}`,
          fee_payment_id: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),

    /** A refund's row (reserved or recorded). */
    findRefund: (id: number, executor: Kysely<DB> = db) =>
      executor.selectFrom('online_refunds').selectAll().where('id', '=', id).executeTakeFirst(),

    /**
     * Records a reserved refund under the gateway's id: only the update that finds it still
     * reserved changes it (whoever comes second, the request, the job or a webhook, gets false).
     */
    claimReservation: async (id: number, gatewayRefundId: string, executor: Kysely<DB>) => {
      const result = await executor
        .updateTable('online_refunds')
        .set({ gateway_refund_id: gatewayRefundId })
        .where('id', '=', id)
        .where('gateway_refund_id', 'like', `${RESERVED}%`)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Deletes a reservation the gateway never refunded: false when it was recorded or released. */
    dropReservation: async (id: number, executor: Kysely<DB>) => {
      const result = await executor
        .deleteFrom('online_refunds')
        .where('id', '=', id)
        .where('gateway_refund_id', 'like', `${RESERVED}%`)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    setRefundReversal: (id: number, feePaymentId: number | null, executor: Kysely<DB>) =>
      executor
        .updateTable('online_refunds')
        .set({ fee_payment_id: feePaymentId })
        .where('id', '=', id)
        .execute(),

    /** Reservations made before `before` and still neither recorded nor released, oldest first. */
    reservationsBefore: (before: string) =>
      db
        .selectFrom('online_refunds')
        .selectAll()
        .where('gateway_refund_id', 'like', `${RESERVED}%`)
        .where('created_at', '<', before)
        .orderBy('id')
        .limit(200)
        .execute(),

    findById: (id: number, executor: Kysely<DB> = db) =>
      executor.selectFrom('online_payments').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Records a webhook event; false when it was recorded before (the same event again). */
    claimEvent: async (
      values: { provider: string; event_key: string; event: string; received_at: string },
      executor: Kysely<DB>,
    ) => {
      const row = await executor
        .insertInto('gateway_events')
        .values(values)
        .onConflict((oc) => oc.columns(['provider', 'event_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Pending payments opened before `before`, oldest first. */
    pendingBefore: (before: string) =>
      db
        .selectFrom('online_payments')
        .selectAll()
        .where('status', '=', 'pending')
        .where('created_at', '<', before)
        .orderBy('id')
        .limit(500)
        .execute(),
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
export type OnlinePaymentRow = NonNullable<Awaited<ReturnType<PaymentsRepository['findByOrder']>>>;
export type OnlinePaymentView = NonNullable<Awaited<ReturnType<PaymentsRepository['find']>>>;
