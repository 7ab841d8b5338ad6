import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../migration-helpers';

/**
 * A search by any part of a name on SQLite (issue 41, decision 0090): an FTS5 index of the
 * students' lower-case full names with the trigram tokenizer, kept by triggers on `students`
 * (an external-content table: it stores the trigrams, the names stay in `students`). A name search
 * of three characters or more over the whole network reads it instead of every name. PostgreSQL
 * has its trigram index already (migration 0045): nothing to do there.
 */
export const STUDENT_NAME_FTS = 'students_name_fts';

// Migrations work on any schema, as Kysely's documentation does.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`create virtual table students_name_fts using fts5(
    search_name, content = 'students', content_rowid = 'id', tokenize = 'trigram'
  )`.execute(db);
  await sql`create trigger students_name_fts_insert after insert on students begin
    insert into students_name_fts (rowid, search_name) values (new.id, new.search_name);
  end`.execute(db);
  await sql`create trigger students_name_fts_delete after delete on students begin
    insert into students_name_fts (students_name_fts, rowid, search_name)
      values ('delete', old.id, old.search_name);
  end`.execute(db);
  await sql`create trigger students_name_fts_update after update of search_name on students begin
    insert into students_name_fts (students_name_fts, rowid, search_name)
      values ('delete', old.id, old.search_name);
    insert into students_name_fts (rowid, search_name) values (new.id, new.search_name);
  end`.execute(db);
  // The students saved before: their names indexed from the table.
  await sql`insert into students_name_fts (students_name_fts) values ('rebuild')`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  for (const name of ['insert', 'delete', 'update']) {
    await sql`drop trigger if exists ${sql.raw(`students_name_fts_${name}`)}`.execute(db);
  }
  await sql`drop table if exists students_name_fts`.execute(db);
}
