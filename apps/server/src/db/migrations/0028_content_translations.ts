import type { Kysely } from 'kysely';
import { withIdColumn } from '../migration-helpers';

/**
 * Content in Hindi (issues 17 and 18, decision 0034): head office's Hindi for the texts of its
 * website (slides, feature cards, plans, the About page, course pages and cards, gallery, site
 * settings). One row per item and language: `texts` is JSON { field: text } ('' or missing: the
 * English shows), `sources` the English each text was written from (to tell that the English has
 * changed since). `translation_key` is '<kind>:<item id>:<locale>', so a save is an upsert on
 * both databases; `version` is raised by every save. Never edit once landed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_translations')
    .$call(withIdColumn(db))
    .addColumn('translation_key', 'varchar(80)', (col) => col.notNull().unique())
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('item_id', 'integer', (col) => col.notNull())
    .addColumn('locale', 'varchar(10)', (col) => col.notNull())
    .addColumn('texts', 'text', (col) => col.notNull())
    .addColumn('sources', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('updated_by', 'integer', (col) => col.references('users.id'))
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('content_translations_locale')
    .on('content_translations')
    .columns(['locale', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_translations').execute();
}
