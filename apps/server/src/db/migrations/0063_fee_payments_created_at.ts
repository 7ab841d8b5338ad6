import type { Kysely } from 'kysely';

/**
 * The fee rows written since the reports' summaries last read them (decisions 0076, 0099): the
 * refresh every five minutes asks `id > ? or created_at > ?`. Without an index on created_at that
 * reads every fee row (45 ms at 300,000 rows on SQLite, a stall of the one connection at each
 * run); with it both SQLite and PostgreSQL read the two ranges through their indexes (2 ms).
 * Fee rows are written with the time they are written, so the index grows at its end.
 */
// Migrations work on any schema, as Kysely's documentation does.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('fee_payments_created_at_idx')
    .ifNotExists()
    .on('fee_payments')
    .column('created_at')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('fee_payments_created_at_idx').ifExists().execute();
}
