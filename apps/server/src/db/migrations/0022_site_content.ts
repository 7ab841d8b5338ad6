import { sql, type Kysely } from 'kysely';

/**
 * Content editing (issue 17), first part: each notice of the scrolling banner holds its English
 * and its Hindi text (either may be empty), the first and last day it is shown, and a version
 * the editor checks so that two editors never overwrite each other unseen. The notices seeded
 * with one text in one language keep it in the column of that language. Site settings live in
 * the existing `settings` table under the key 'site' (JSON, with their own version). Head office
 * may let a centre staff member edit the website (users.can_edit_content).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('can_edit_content', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('notices')
    .addColumn('text_hi', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('notices').addColumn('starts_on', 'varchar(10)').execute();
  await db.schema.alterTable('notices').addColumn('ends_on', 'varchar(10)').execute();
  await db.schema
    .alterTable('notices')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await sql`UPDATE notices SET text_hi = text, text = '' WHERE lang = 'hi'`.execute(db);
  await db.schema.alterTable('notices').dropColumn('lang').execute();
  await db.schema.alterTable('notices').renameColumn('text', 'text_en').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notices').renameColumn('text_en', 'text').execute();
  await db.schema
    .alterTable('notices')
    .addColumn('lang', 'varchar(10)', (col) => col.notNull().defaultTo('en'))
    .execute();
  await sql`UPDATE notices SET lang = 'hi', text = text_hi WHERE text = '' AND text_hi <> ''`.execute(
    db,
  );
  for (const column of ['version', 'ends_on', 'starts_on', 'text_hi']) {
    await db.schema.alterTable('notices').dropColumn(column).execute();
  }
  await db.schema.alterTable('users').dropColumn('can_edit_content').execute();
}
