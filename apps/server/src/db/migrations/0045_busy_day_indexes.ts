import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../migration-helpers';

/**
 * A busy day at network scale (issue 41, decision 0074), PostgreSQL only (SQLite's indexes hold the
 * row id already, and its search reads the centre's name index):
 * - the list's indexes over the students that are not archived (migration 0018) also hold `id`
 *   (INCLUDE), so that a page's ids, at any depth, are read from the index alone (an index-only
 *   scan) instead of from every row of the table the page skips or sorts;
 * - a trigram index (pg_trgm) on the lower-case full name, for a search by any part of a name
 *   (Hindi names too), when the extension can be created here; without it, the same search reads
 *   the rows of the centre or the list as before, slower but with the same answers.
 */
const ACTIVE_INDEXES: [string, string[]][] = [
  ['students_active_registration_idx', ['registration_number']],
  ['students_active_centre_registration_idx', ['centre_id', 'registration_number']],
  ['students_active_name_idx', ['search_name', 'registration_number']],
  ['students_active_centre_name_idx', ['centre_id', 'search_name', 'registration_number']],
  ['students_active_course_idx', ['course', 'registration_number']],
  ['students_active_centre_course_idx', ['centre_id', 'course', 'registration_number']],
  ['students_active_admission_idx', ['admission_date', 'registration_number']],
];
export const NAME_TRIGRAM_INDEX = 'students_active_name_trgm_idx';

async function recreate(db: Kysely<unknown>, include: boolean) {
  for (const [name, columns] of ACTIVE_INDEXES) {
    await sql`drop index if exists ${sql.ref(name)}`.execute(db);
    await sql`create index ${sql.ref(name)} on students (${sql.join(
      [...columns, 'archived_at'].map((column) => sql.ref(column)),
    )})${include ? sql` include (id)` : sql``} where archived_at is null`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await recreate(db, true);
  // pg_trgm is a trusted extension (PostgreSQL 13+): the database's owner may create it.
  const { rows } = await sql<{ available: boolean }>`
    select exists (select 1 from pg_available_extensions where name = 'pg_trgm') as available
  `.execute(db);
  if (!rows[0]?.available) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index ${sql.ref(NAME_TRIGRAM_INDEX)} on students
    using gin (search_name gin_trgm_ops) where archived_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop index if exists ${sql.ref(NAME_TRIGRAM_INDEX)}`.execute(db);
  await recreate(db, false);
}
