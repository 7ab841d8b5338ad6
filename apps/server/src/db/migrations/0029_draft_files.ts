import type { Kysely } from 'kysely';

/**
 * Pictures in drafts (issue 17, decision 0038): the widths of a picture uploaded for a draft,
 * stored through the image pipeline but named by no public page until the draft is published.
 * One row per stored file: `upload_id` groups the widths of one upload (the id of its narrowest
 * file, which the draft's JSON names); `draft_id` is the draft holding it (null until a draft is
 * saved with it; not a foreign key, so that a draft taken for publishing can be put back);
 * `touched_at` is when it was uploaded or last taken for publishing, so that the sweeper removes
 * only the pictures of drafts that have been gone for longer than the safe age. Publishing moves
 * the files to `media_files` and deletes these rows. Never edit once landed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('draft_files')
    .addColumn('file_id', 'integer', (col) => col.primaryKey().references('files.id'))
    .addColumn('upload_id', 'integer', (col) => col.notNull())
    .addColumn('draft_id', 'integer')
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id'))
    .addColumn('touched_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('draft_files_upload').on('draft_files').column('upload_id').execute();
  await db.schema.createIndex('draft_files_draft').on('draft_files').column('draft_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('draft_files').execute();
}
