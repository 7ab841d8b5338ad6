import type { Kysely } from 'kysely';

/**
 * The course catalogue becomes head office's to edit (issue 17, decision 0025): a course can be
 * retired (hidden from new admissions, kept for its students), and each course carries a version
 * for the editor's conflict check. Never edit once landed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('courses').addColumn('retired_at', 'varchar(30)').execute();
  await db.schema
    .alterTable('courses')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('courses').addColumn('updated_at', 'varchar(30)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('courses').dropColumn('updated_at').execute();
  await db.schema.alterTable('courses').dropColumn('version').execute();
  await db.schema.alterTable('courses').dropColumn('retired_at').execute();
}
