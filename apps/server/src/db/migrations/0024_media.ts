import { sql, type Kysely } from 'kysely';
import { withIdColumn } from '../migration-helpers';

/**
 * Content editing (issue 17): hero slides and the gallery with uploaded, processed images.
 * `media_files` lists the files the image pipeline produced (responsive widths of one upload);
 * they are public and served by /api/media/:fileId. A slide keeps either its static image path
 * (the seeded slides) or the JSON list of its widths (`variants`), an optional link and a version.
 * Gallery photos belong to an album; the photos there before go to the album 'Our centres'.
 * Never edit once landed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('media_files')
    .$call(withIdColumn(db))
    .addColumn('file_id', 'integer', (col) => col.notNull().unique().references('files.id'))
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();

  // JSON [{ fileId, width, height }], narrowest first; null: the static `image` path.
  await db.schema.alterTable('banners').addColumn('variants', 'text').execute();
  await db.schema
    .alterTable('banners')
    .addColumn('link', 'varchar(300)', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('banners')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('gallery_albums')
    .$call(withIdColumn(db))
    .addColumn('title', 'varchar(120)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .alterTable('gallery_items')
    .addColumn('album_id', 'integer', (col) => col.references('gallery_albums.id'))
    .execute();
  await db.schema.alterTable('gallery_items').addColumn('variants', 'text').execute();
  await db.schema
    .alterTable('gallery_items')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('gallery_items_album_idx')
    .on('gallery_items')
    .columns(['album_id', 'position'])
    .execute();

  const now = new Date().toISOString();
  await sql`INSERT INTO gallery_albums (title, position, version, created_at, updated_at)
    SELECT 'Our centres', 0, 1, ${now}, ${now}
    WHERE EXISTS (SELECT 1 FROM gallery_items)`.execute(db);
  await sql`UPDATE gallery_items SET album_id = (SELECT MIN(id) FROM gallery_albums)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('gallery_items_album_idx').execute();
  for (const column of ['version', 'variants', 'album_id']) {
    await db.schema.alterTable('gallery_items').dropColumn(column).execute();
  }
  await db.schema.dropTable('gallery_albums').execute();
  for (const column of ['version', 'link', 'variants']) {
    await db.schema.alterTable('banners').dropColumn(column).execute();
  }
  await db.schema.dropTable('media_files').execute();
}
