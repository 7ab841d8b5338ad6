import { sql, type Kysely } from 'kysely';
import { isPostgres, oneOf } from '../migration-helpers';

/**
 * WhatsApp (decision 0085): the outbox's `channel` may also be 'whatsapp' (PostgreSQL replaces the
 * check constraint; SQLite rebuilds the table with its own documented procedure, as 0040 does for
 * users); each row gets the provider's delivery status (sent, delivered, read, failed, from the
 * webhooks), the channels still to try if it fails, and the row it replaces (unique: a failed
 * message is followed by one fallback, once). And the webhooks' events already seen, the numbers
 * that replied STOP, each person's channels and opt-out, and head office's channel order per kind.
 * Never edit once landed.
 */

// Migrations work on any schema, as Kysely's documentation does.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const BEFORE = ['email', 'sms'];
const AFTER = [...BEFORE, 'whatsapp'];

async function replaceChannelCheck(db: AnyDb, from: string[], to: string[]): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table notification_outbox drop constraint notification_outbox_channel_check`.execute(
      db,
    );
    await sql`alter table notification_outbox add constraint notification_outbox_channel_check check (${oneOf('channel', to)})`.execute(
      db,
    );
    return;
  }
  const { rows } = await sql<{
    type: string;
    name: string;
    sql: string | null;
  }>`select type, name, sql from sqlite_master where tbl_name = 'notification_outbox'`.execute(db);
  const table = rows.find((row) => row.type === 'table')?.sql;
  const oldCheck = oneOf('channel', from).compile(db).sql;
  if (!table?.includes(oldCheck)) throw new Error('notification_outbox: channel check not found');
  const indexes = rows.filter((row) => row.type === 'index' && row.sql !== null);
  const created = table
    .replace(oldCheck, oneOf('channel', to).compile(db).sql)
    .replace(
      /^create table ("?)notification_outbox\1/i,
      'create table "notification_outbox_rebuilt"',
    );
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    try {
      await sql.raw(created).execute(db);
      await sql`insert into notification_outbox_rebuilt select * from notification_outbox`.execute(
        db,
      );
      await sql`drop table notification_outbox`.execute(db);
      await sql`alter table notification_outbox_rebuilt rename to notification_outbox`.execute(db);
      for (const index of indexes) await sql.raw(index.sql!).execute(db);
      const broken = await sql`pragma foreign_key_check`.execute(db);
      if (broken.rows.length > 0) {
        throw new Error('notification_outbox: foreign keys broken by the rebuild');
      }
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function up(db: AnyDb): Promise<void> {
  await replaceChannelCheck(db, BEFORE, AFTER);
  await db.schema
    .alterTable('notification_outbox')
    .addColumn('delivery_status', 'varchar(10)', (col) =>
      col.check(oneOf('delivery_status', ['sent', 'delivered', 'read', 'failed'])),
    )
    .execute();
  await db.schema
    .alterTable('notification_outbox')
    .addColumn('delivery_status_at', 'varchar(30)')
    .execute();
  // JSON: [{channel, recipient}...], the channels to try, in order, if this one fails.
  await db.schema.alterTable('notification_outbox').addColumn('fallback', 'text').execute();
  await db.schema.alterTable('notification_outbox').addColumn('fallback_of', 'integer').execute();
  await db.schema
    .createIndex('notification_outbox_fallback_of_idx')
    .unique()
    .on('notification_outbox')
    .column('fallback_of')
    .execute();
  await db.schema
    .createIndex('notification_outbox_provider_idx')
    .on('notification_outbox')
    .column('provider_id')
    .execute();

  // One row per webhook event handled (a status of a message, an incoming message).
  await db.schema
    .createTable('whatsapp_webhook_events')
    .addColumn('event_key', 'varchar(250)', (col) => col.primaryKey())
    .addColumn('received_at', 'varchar(30)', (col) => col.notNull())
    .execute();

  // Numbers (10 digits) that replied STOP: no non-essential WhatsApp message until START.
  await db.schema
    .createTable('whatsapp_opt_outs')
    .addColumn('phone', 'varchar(10)', (col) => col.primaryKey())
    .addColumn('opted_out_at', 'varchar(30)', (col) => col.notNull())
    .execute();

  // Head office's order of channels for a kind ('whatsapp,sms,email'); no row: the default.
  await db.schema
    .createTable('notification_channel_orders')
    .addColumn('kind', 'varchar(60)', (col) => col.primaryKey())
    .addColumn('channels', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();

  // A person's channels (1 = accepted) and opt-out of every non-essential message.
  for (const column of ['email_on', 'sms_on', 'whatsapp_on']) {
    await db.schema
      .alterTable('notification_preferences')
      .addColumn(column, 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
  }
  await db.schema
    .alterTable('notification_preferences')
    .addColumn('opted_out', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const column of ['opted_out', 'whatsapp_on', 'sms_on', 'email_on']) {
    await db.schema.alterTable('notification_preferences').dropColumn(column).execute();
  }
  await db.schema.dropTable('notification_channel_orders').execute();
  await db.schema.dropTable('whatsapp_opt_outs').execute();
  await db.schema.dropTable('whatsapp_webhook_events').execute();
  await db.deleteFrom('notification_outbox').where('channel', '=', 'whatsapp').execute();
  await db.schema.dropIndex('notification_outbox_provider_idx').execute();
  await db.schema.dropIndex('notification_outbox_fallback_of_idx').execute();
  for (const column of ['fallback_of', 'fallback', 'delivery_status_at', 'delivery_status']) {
    await db.schema.alterTable('notification_outbox').dropColumn(column).execute();
  }
  await replaceChannelCheck(db, AFTER, BEFORE);
}
