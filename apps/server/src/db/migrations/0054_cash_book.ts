import type { Kysely } from 'kysely';
import { withIdColumn } from '../migration-helpers';

/**
 * The cash book's closed days (issue 36 point 6, decision 0083): one row per centre and India
 * day once its manager (or head office) closes it, holding the figures as they were at the close.
 * A day without a row is open; reopening deletes the row (the audit log keeps the history).
 */
// Migrations work on any schema, as Kysely's documentation does.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cash_book_days')
    .$call(withIdColumn(db))
    .addColumn('centre_id', 'integer', (col) => col.notNull().references('centres.id'))
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('opening_cash_paise', 'bigint', (col) => col.notNull())
    .addColumn('closing_cash_paise', 'bigint', (col) => col.notNull())
    .addColumn('figures', 'text', (col) => col.notNull())
    .addColumn('closed_at', 'text', (col) => col.notNull())
    .addColumn('closed_by', 'integer', (col) => col.references('users.id'))
    .addUniqueConstraint('cash_book_days_centre_day_unique', ['centre_id', 'day'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cash_book_days').ifExists().execute();
}
