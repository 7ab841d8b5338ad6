import { sql, type Kysely } from 'kysely';
import { isPostgres, oneOf } from '../migration-helpers';

/**
 * Cheques and partial refunds (decision 0088):
 * - `fee_payments.mode` may also be 'cheque' (the bank it is drawn on in `cheque_bank`; the
 *   cheque's number is the payment's reference);
 * - `fee_payments.refunded_paise`: what was given back of a receipt (refunds through the gateway,
 *   ours or made in its dashboard, and a reversal by staff of the rest), never more than the
 *   receipt (a check constraint, so that refunds raced at once cannot give back more than paid);
 *   `reverses_id` now marks only a reversal of the whole receipt by staff (a refund's reversal
 *   names no receipt there: it is found through online_refunds).
 * PostgreSQL replaces the check constraint; SQLite rebuilds fee_payments with its own 12-step
 * procedure (as 0040 rebuilt users): foreign keys off, a copy with the new definition keeping the
 * ids, the indexes made again, the foreign keys checked, on again. Never edit once landed.
 */

// Migrations work on any schema, as Kysely's documentation does.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const BEFORE = ['cash', 'upi', 'card', 'bank'];
const AFTER = [...BEFORE, 'cheque'];
const REFUNDED_CHECK = 'refunded_paise >= 0 and refunded_paise <= amount_paise';

/** SQLite: fee_payments made again from its own definition, changed by `edit`. */
async function rebuildOnSqlite(db: AnyDb, edit: (definition: string) => string): Promise<void> {
  const { rows } = await sql<{
    type: string;
    name: string;
    sql: string | null;
  }>`select type, name, sql from sqlite_master where tbl_name = 'fee_payments'`.execute(db);
  const table = rows.find((row) => row.type === 'table')?.sql;
  if (!table) throw new Error('fee_payments: table not found');
  const indexes = rows.filter((row) => row.type === 'index' && row.sql !== null);
  const created = edit(table).replace(
    /^create table ("?)fee_payments\1/i,
    'create table "fee_payments_rebuilt"',
  );
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    try {
      await sql.raw(created).execute(db);
      await sql`insert into fee_payments_rebuilt select * from fee_payments`.execute(db);
      await sql`drop table fee_payments`.execute(db);
      await sql`alter table fee_payments_rebuilt rename to fee_payments`.execute(db);
      for (const index of indexes) await sql.raw(index.sql!).execute(db);
      const broken = await sql`pragma foreign_key_check`.execute(db);
      if (broken.rows.length > 0)
        throw new Error('fee_payments: foreign keys broken by the rebuild');
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

function replaceModeCheck(definition: string, from: string[], to: string[], db: AnyDb): string {
  const oldCheck = oneOf('mode', from).compile(db).sql;
  if (!definition.includes(oldCheck)) throw new Error('fee_payments: mode check not found');
  return definition.replace(oldCheck, oneOf('mode', to).compile(db).sql);
}

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('fee_payments')
    .addColumn('refunded_paise', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('fee_payments').addColumn('cheque_bank', 'varchar(100)').execute();
  // What was given back of each receipt so far: its reversal by staff, and each refund's reversal.
  await sql`
    update fee_payments set refunded_paise = (
      select coalesce(sum(r.amount_paise), 0) from fee_payments r
      where r.kind = 'reversal' and (
        r.reverses_id = fee_payments.id
        or r.id in (
          select orf.fee_payment_id from online_refunds orf
          join online_payments op on op.id = orf.online_payment_id
          where op.fee_payment_id = fee_payments.id
        )
      )
    )
    where kind = 'payment'`.execute(db);
  await sql`update fee_payments set refunded_paise = amount_paise
    where kind = 'payment' and refunded_paise > amount_paise`.execute(db);
  // A refund's reversal no longer marks the whole receipt reversed.
  await sql`update fee_payments set reverses_id = null
    where id in (select fee_payment_id from online_refunds where fee_payment_id is not null)`.execute(
    db,
  );
  if (isPostgres(db)) {
    await sql`alter table fee_payments drop constraint fee_payments_mode_check`.execute(db);
    await sql`alter table fee_payments add constraint fee_payments_mode_check check (${oneOf('mode', AFTER)})`.execute(
      db,
    );
    await sql`alter table fee_payments add constraint fee_payments_refunded_check check (${sql.raw(REFUNDED_CHECK)})`.execute(
      db,
    );
    // An online payment is never refunded beyond what it received either.
    await sql`alter table online_payments add constraint online_payments_refunded_check check (${sql.raw(REFUNDED_CHECK)})`.execute(
      db,
    );
    return;
  }
  await rebuildOnSqlite(db, (definition) => {
    const changed = replaceModeCheck(definition, BEFORE, AFTER, db);
    const end = changed.lastIndexOf(')');
    return `${changed.slice(0, end)}, constraint fee_payments_refunded_check check (${REFUNDED_CHECK}))`;
  });
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table online_payments drop constraint online_payments_refunded_check`.execute(
      db,
    );
    await sql`alter table fee_payments drop constraint fee_payments_refunded_check`.execute(db);
    await sql`alter table fee_payments drop constraint fee_payments_mode_check`.execute(db);
    await sql`alter table fee_payments add constraint fee_payments_mode_check check (${oneOf('mode', BEFORE)})`.execute(
      db,
    );
  } else {
    await rebuildOnSqlite(db, (definition) =>
      replaceModeCheck(definition, AFTER, BEFORE, db).replace(
        `, constraint fee_payments_refunded_check check (${REFUNDED_CHECK})`,
        '',
      ),
    );
  }
  await db.schema.alterTable('fee_payments').dropColumn('cheque_bank').execute();
  await db.schema.alterTable('fee_payments').dropColumn('refunded_paise').execute();
}
