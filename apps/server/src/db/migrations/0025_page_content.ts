import type { Kysely } from 'kysely';

/**
 * Content editing (issue 17), the pages: feature cards and duration plans carry a version the
 * editor checks (two editors never overwrite each other unseen), and a plan may carry a price in
 * whole rupees, shown on its card only when head office says so. The About page's text and
 * figures live in the `settings` table under the key 'about' (JSON, with their own version).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['feature_cards', 'plans']) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
  }
  await db.schema.alterTable('plans').addColumn('price', 'integer').execute();
  await db.schema
    .alterTable('plans')
    .addColumn('show_price', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['show_price', 'price', 'version']) {
    await db.schema.alterTable('plans').dropColumn(column).execute();
  }
  await db.schema.alterTable('feature_cards').dropColumn('version').execute();
}
