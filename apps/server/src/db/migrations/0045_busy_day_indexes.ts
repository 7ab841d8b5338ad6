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
 *   the rows of the centre or the list as before, slower but with the same answers;
 * - the kept counts of students (migration 0018) follow an insert once per statement instead of
 *   once per row: an import of 20,000 students into one centre updated the same counts row 20,000
 *   times in its transaction, each update slower than the one before (every earlier version of
 *   the row is still visible to that transaction). Deletes and updates keep the row trigger.
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

async function countInsertsPerStatement(db: Kysely<unknown>) {
  await sql`drop trigger if exists student_counts_insert on students`.execute(db);
  await sql`
    create function student_counts_inserted() returns trigger language plpgsql as $$
    begin
      -- In the order of the counts' key, so that two imports lock their rows in the same order.
      insert into student_counts (centre_id, course, month, n)
      select centre_id, course, substr(admission_date, 1, 7), count(*)
      from inserted where archived_at is null
      group by centre_id, course, substr(admission_date, 1, 7)
      order by 1, 2, 3
      on conflict (centre_id, course, month) do update set n = student_counts.n + excluded.n;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger student_counts_insert after insert on students
    referencing new table as inserted
    for each statement execute function student_counts_inserted()
  `.execute(db);
  await sql`
    create trigger student_counts_delete after delete on students
    for each row execute function student_counts_apply()
  `.execute(db);
}

async function countInsertsPerRow(db: Kysely<unknown>) {
  await sql`drop trigger if exists student_counts_delete on students`.execute(db);
  await sql`drop trigger if exists student_counts_insert on students`.execute(db);
  await sql`drop function if exists student_counts_inserted()`.execute(db);
  await sql`
    create trigger student_counts_insert after insert or delete on students
    for each row execute function student_counts_apply()
  `.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await recreate(db, true);
  await countInsertsPerStatement(db);
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
  await countInsertsPerRow(db);
  await recreate(db, false);
}
