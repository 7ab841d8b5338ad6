import type { Kysely } from 'kysely';

/**
 * Content editing (issue 17), the 'Our Courses' pages: catalogue and duration pages and their
 * course cards carry a version the editor checks. A card may show an uploaded picture instead of
 * the shared book picture: `image` stays the URL pages load by default (null: the book picture),
 * `variants` the JSON list of its stored widths (media_files), `image_width`/`image_height` the
 * widest's size and `image_alt` its alt text. Never edit once landed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['content_pages', 'course_cards']) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
  }
  await db.schema.alterTable('course_cards').addColumn('variants', 'text').execute();
  await db.schema.alterTable('course_cards').addColumn('image_width', 'integer').execute();
  await db.schema.alterTable('course_cards').addColumn('image_height', 'integer').execute();
  await db.schema
    .alterTable('course_cards')
    .addColumn('image_alt', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['image_alt', 'image_height', 'image_width', 'variants', 'version']) {
    await db.schema.alterTable('course_cards').dropColumn(column).execute();
  }
  await db.schema.alterTable('content_pages').dropColumn('version').execute();
}
