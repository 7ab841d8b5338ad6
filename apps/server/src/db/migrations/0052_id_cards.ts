import type { Kysely } from 'kysely';

/**
 * Student identity cards (issue 38 point 5, decision 0081): one row per student whose card was
 * printed, with the random code its QR code carries, so that the public verification answers
 * only for a card that exists (a registration number alone tells nothing). One row per student:
 * the primary key keeps a second code from being made at the same moment.
 */
// Migrations work on any schema, as Kysely's documentation does.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('id_cards')
    .addColumn('student_id', 'integer', (col) => col.primaryKey())
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('id_cards').ifExists().execute();
}
