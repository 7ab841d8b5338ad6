import type { Kysely } from 'kysely';
import { withIdColumn } from '../migration-helpers';

/**
 * Content editing (issue 17): drafts. An editor may keep a form's data on the server without
 * publishing it, preview it, and publish or discard it later. One draft per item: `draft_key` is
 * '<kind>:<item id>' or '<kind>:new' for an item still to be added. `base_version` is the version
 * of the item the draft was started from (0 for a new item or a record never saved); publishing
 * checks it like any save. `data` is the form's JSON, already checked by the kind's schema.
 * Never edit once landed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_drafts')
    .$call(withIdColumn(db))
    .addColumn('draft_key', 'varchar(80)', (col) => col.notNull().unique())
    .addColumn('kind', 'varchar(40)', (col) => col.notNull())
    .addColumn('item_id', 'integer')
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('base_version', 'integer', (col) => col.notNull())
    .addColumn('saved_by', 'integer', (col) => col.references('users.id'))
    .addColumn('saved_at', 'varchar(30)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_drafts').execute();
}
