// The payments module's tables: online_payments, online_refunds and gateway_events (0042).
import type { Insertable, Kysely, Updateable } from 'kysely';
import { isPostgres } from '../../db/migration-helpers';
import type { DB, OnlinePaymentsTable } from '../../db/schema';

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

    insertRefund: (values: Insertable<DB['online_refunds']>, executor: Kysely<DB>) =>
      executor
        .insertInto('online_refunds')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow(),

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
