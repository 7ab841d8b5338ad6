import type { Kysely } from 'kysely';
import { oneOf, withIdColumn } from '../migration-helpers';

/**
 * Online payments through a payment gateway (issue 36, decision 0071): each order we open with the
 * gateway (a student's fee or a centre's wallet top-up), the refunds head office makes of them,
 * and every webhook event once. "Only once" rules are the database's:
 * - online_payments.gateway_order_id is unique (one row per order); a payment is credited by the
 *   one update that turns it from 'pending' to 'paid';
 * - gateway_events.event_key is unique: the same webhook delivered ten times is processed once;
 * - online_refunds.gateway_refund_id is unique. Never edit once landed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('online_payments')
    .$call(withIdColumn(db))
    .addColumn('provider', 'varchar(20)', (col) => col.notNull())
    .addColumn('purpose', 'varchar(10)', (col) =>
      col.notNull().check(oneOf('purpose', ['fee', 'wallet'])),
    )
    .addColumn('centre_id', 'integer', (col) => col.notNull().references('centres.id'))
    .addColumn('student_id', 'integer', (col) => col.references('students.id'))
    .addColumn('amount_paise', 'integer', (col) => col.notNull())
    .addColumn('status', 'varchar(10)', (col) =>
      col.notNull().check(oneOf('status', ['pending', 'paid', 'failed'])),
    )
    // The gateway's order (checkout) or payment link; unique each.
    .addColumn('gateway_order_id', 'varchar(60)', (col) => col.unique())
    .addColumn('gateway_link_id', 'varchar(60)', (col) => col.unique())
    .addColumn('link_url', 'varchar(300)')
    .addColumn('gateway_payment_id', 'varchar(60)', (col) => col.unique())
    .addColumn('method', 'varchar(20)')
    .addColumn('fee_payment_id', 'integer', (col) => col.unique().references('fee_payments.id'))
    .addColumn('wallet_entry_id', 'integer', (col) => col.unique().references('wallet_entries.id'))
    .addColumn('refunded_paise', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('return_to', 'varchar(200)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id'))
    .addColumn('paid_at', 'varchar(30)')
    .addColumn('checked_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('online_payments_status_idx')
    .on('online_payments')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('online_payments_centre_idx')
    .on('online_payments')
    .columns(['centre_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('online_refunds')
    .$call(withIdColumn(db))
    .addColumn('online_payment_id', 'integer', (col) =>
      col.notNull().references('online_payments.id'),
    )
    .addColumn('gateway_refund_id', 'varchar(60)', (col) => col.notNull().unique())
    .addColumn('amount_paise', 'integer', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('fee_payment_id', 'integer', (col) => col.unique().references('fee_payments.id'))
    .addColumn('wallet_entry_id', 'integer', (col) => col.unique().references('wallet_entries.id'))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id'))
    .execute();

  await db.schema
    .createTable('gateway_events')
    .$call(withIdColumn(db))
    .addColumn('provider', 'varchar(20)', (col) => col.notNull())
    // The gateway's id of the event (X-Razorpay-Event-Id), else a digest of the body.
    .addColumn('event_key', 'varchar(100)', (col) => col.notNull())
    .addColumn('event', 'varchar(60)', (col) => col.notNull())
    .addColumn('received_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('gateway_events_key')
    .on('gateway_events')
    .columns(['provider', 'event_key'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('gateway_events').execute();
  await db.schema.dropTable('online_refunds').execute();
  await db.schema.dropTable('online_payments').execute();
}
