import type { Kysely } from 'kysely';
import { oneOf, withIdColumn } from '../migration-helpers';

/**
 * The public website's content (home banners, notices, feature cards, duration plans, catalogue
 * and duration pages with their course cards, gallery items) and the visitors' enquiries.
 * Never edit once landed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('banners')
    .$call(withIdColumn(db))
    .addColumn('image', 'varchar(255)', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('alt', 'varchar(255)', (col) => col.notNull())
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('text', 'varchar(500)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('notices')
    .$call(withIdColumn(db))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('lang', 'varchar(10)', (col) => col.notNull())
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('feature_cards')
    .$call(withIdColumn(db))
    .addColumn('icon', 'varchar(30)', (col) => col.notNull())
    .addColumn('title', 'varchar(100)', (col) => col.notNull())
    .addColumn('description', 'varchar(500)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('plans')
    .$call(withIdColumn(db))
    .addColumn('months', 'integer', (col) => col.notNull().unique())
    .addColumn('label', 'varchar(50)', (col) => col.notNull())
    .addColumn('path', 'varchar(100)', (col) => col.notNull())
    // JSON array of strings
    .addColumn('features', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('content_pages')
    .$call(withIdColumn(db))
    .addColumn('slug', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('summary', 'varchar(500)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .addCheckConstraint('content_pages_kind_check', oneOf('kind', ['catalogue', 'duration']))
    .execute();

  await db.schema
    .createTable('course_cards')
    .$call(withIdColumn(db))
    .addColumn('page_id', 'integer', (col) =>
      col.notNull().references('content_pages.id').onDelete('cascade'),
    )
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('semester', 'varchar(100)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    // null: the shared book picture
    .addColumn('image', 'varchar(255)')
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('course_cards_page_idx')
    .on('course_cards')
    .columns(['page_id', 'position'])
    .execute();

  await db.schema
    .createTable('gallery_items')
    .$call(withIdColumn(db))
    .addColumn('caption', 'varchar(200)', (col) => col.notNull())
    .addColumn('alt', 'varchar(255)', (col) => col.notNull())
    .addColumn('file_id', 'integer', (col) => col.notNull().references('files.id'))
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('thumb_file_id', 'integer', (col) => col.notNull().references('files.id'))
    .addColumn('thumb_width', 'integer', (col) => col.notNull())
    .addColumn('thumb_height', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('enquiries')
    .$call(withIdColumn(db))
    .addColumn('source', 'varchar(20)', (col) => col.notNull())
    .addColumn('course_title', 'varchar(200)')
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)')
    .addColumn('phone', 'varchar(20)')
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull().defaultTo('new'))
    .addColumn('centre_id', 'integer', (col) => col.references('centres.id'))
    .addColumn('notes', 'text')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .addCheckConstraint(
      'enquiries_source_check',
      oneOf('source', ['contact', 'buy_now', 'check_out']),
    )
    .addCheckConstraint(
      'enquiries_status_check',
      oneOf('status', ['new', 'contacted', 'converted', 'closed']),
    )
    .execute();
  await db.schema
    .createIndex('enquiries_status_idx')
    .on('enquiries')
    .columns(['status', 'created_at'])
    .execute();
}
