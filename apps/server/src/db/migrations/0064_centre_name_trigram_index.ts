import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../migration-helpers';
import { NAME_TRIGRAM_INDEX } from './0045_busy_day_indexes';

/**
 * A name search by any part of a name within one centre (issue 41, decision 0098), PostgreSQL
 * only (SQLite reads the centre's name index, migration 0061): the trigram index of the names
 * (migration 0045) is led by the centre, `gin (centre_id, search_name gin_trgm_ops)` through the
 * `btree_gin` extension, so that the centre and the name's trigrams are matched in one index
 * scan instead of intersecting the whole network's trigrams with the centre's 20,000 students.
 * A GIN index answers a condition on any of its columns, so the same index serves head office's
 * network-wide search, and replaces 0045's (one index to keep up on every insert and rename).
 *
 * Without `btree_gin` (not installed with this PostgreSQL, or not allowed to this user) or
 * without `pg_trgm`, nothing changes: 0045's index stays, the search gives the same answers, and
 * the server warns at start (`centreNameIndexWarning`).
 */
export const CENTRE_NAME_TRIGRAM_INDEX = 'students_active_centre_name_trgm_idx';

async function available(db: Kysely<unknown>, name: string): Promise<boolean> {
  const { rows } = await sql<{ available: boolean }>`
    select exists (select 1 from pg_available_extensions where name = ${name}) as available
  `.execute(db);
  return rows[0]?.available === true;
}

async function installed(db: Kysely<unknown>, name: string): Promise<boolean> {
  const { rows } = await sql<{ installed: boolean }>`
    select exists (select 1 from pg_extension where extname = ${name}) as installed
  `.execute(db);
  return rows[0]?.installed === true;
}

/** Creates the extension if it can; a refusal (a user without the right) leaves the migration going. */
async function createExtension(db: Kysely<unknown>, name: string): Promise<boolean> {
  if (await installed(db, name)) return true;
  if (!(await available(db, name))) return false;
  // The migration runs in a transaction: a refused statement would abort it whole, so the attempt
  // runs under a savepoint and is rolled back alone.
  await sql`savepoint create_extension`.execute(db);
  try {
    await sql`create extension if not exists ${sql.ref(name)}`.execute(db);
    await sql`release savepoint create_extension`.execute(db);
    return true;
  } catch {
    await sql`rollback to savepoint create_extension`.execute(db);
    return false;
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  // pg_trgm came with migration 0045 when it could; without it there is no trigram index to lead.
  if (!(await installed(db, 'pg_trgm'))) return;
  // btree_gin is a trusted extension (PostgreSQL 13+), as pg_trgm: the database's owner may create it.
  if (!(await createExtension(db, 'btree_gin'))) return;
  await sql`create index if not exists ${sql.ref(CENTRE_NAME_TRIGRAM_INDEX)} on students
    using gin (centre_id, search_name gin_trgm_ops) where archived_at is null`.execute(db);
  await sql`drop index if exists ${sql.ref(NAME_TRIGRAM_INDEX)}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  if (await installed(db, 'pg_trgm')) {
    await sql`create index if not exists ${sql.ref(NAME_TRIGRAM_INDEX)} on students
      using gin (search_name gin_trgm_ops) where archived_at is null`.execute(db);
  }
  await sql`drop index if exists ${sql.ref(CENTRE_NAME_TRIGRAM_INDEX)}`.execute(db);
}

/**
 * A warning for the server's log when the centre's trigram index is missing on PostgreSQL (no
 * btree_gin or pg_trgm): the search still answers, reading more of the centre's names.
 */
// Called with the application's database: any schema, as the migrations take.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function centreNameIndexWarning(db: Kysely<any>): Promise<string | undefined> {
  if (!isPostgres(db)) return undefined;
  const { rows } = await sql<{ present: boolean }>`
    select exists (select 1 from pg_indexes where schemaname = current_schema()
      and tablename = 'students' and indexname = ${CENTRE_NAME_TRIGRAM_INDEX}) as present
  `.execute(db);
  if (rows[0]?.present) return undefined;
  return (
    'The students table has no trigram index led by the centre (the btree_gin or pg_trgm ' +
    'extension is not available to this database user): a name search by any part of a name ' +
    'gives the same answers but reads more of each centre (decision 0098; see docs/deploy.md)'
  );
}
