import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../migration-helpers';

/**
 * Kept counts of the students that are not archived, per centre, course and admission month
 * (YYYY-MM): the totals of the student list and the dashboard home's figures read this small table
 * instead of counting up to 100,000 rows on every request. Triggers on `students` keep it exact in
 * the same transaction as every insert, update and delete, whichever code path writes (Add Student,
 * import, approval of an application, archive and restore, moves between centres), on both
 * databases. Rows that reach zero stay (harmless, and cheaper than deleting them).
 *
 * Also replaces indexes that misled SQLite's planner once it had statistics: the counts' indexes
 * on archived_at (NULL for nearly every student, so the planner took "archived_at is null" for a
 * selective lookup and read every student through it, e.g. on every session check) and the index
 * on user_id (NULL for students without an account, which made it look useless). Partial indexes
 * hold only the rows they are for.
 */
/**
 * The list's indexes over the students that are not archived (migration 0005), rebuilt so that the
 * page's ids are read from the index alone: each ends with archived_at (SQLite counts an index as
 * covering only when it holds every column the query names, the partial index's own condition
 * included: without it, 2,000 rows were read for page 40), and the name indexes also hold the
 * registration number (the default order), so that a surname shared by thousands of students is
 * sorted and counted without reading the table.
 */
const ACTIVE_INDEXES: [string, string[], string[]][] = [
  ['students_active_registration_idx', ['registration_number'], ['registration_number']],
  [
    'students_active_centre_registration_idx',
    ['centre_id', 'registration_number'],
    ['centre_id', 'registration_number'],
  ],
  ['students_active_name_idx', ['search_name', 'registration_number'], ['search_name']],
  [
    'students_active_lastname_idx',
    ['search_lastname', 'search_name', 'registration_number'],
    ['search_lastname'],
  ],
  [
    'students_active_centre_name_idx',
    ['centre_id', 'search_name', 'registration_number'],
    ['centre_id', 'search_name'],
  ],
  [
    'students_active_centre_lastname_idx',
    ['centre_id', 'search_lastname', 'search_name', 'registration_number'],
    ['centre_id', 'search_lastname'],
  ],
  [
    'students_active_course_idx',
    ['course', 'registration_number'],
    ['course', 'registration_number'],
  ],
  [
    'students_active_centre_course_idx',
    ['centre_id', 'course', 'registration_number'],
    ['centre_id', 'course', 'registration_number'],
  ],
  ['students_active_admission_idx', ['admission_date', 'registration_number'], ['admission_date']],
];

async function createActiveIndexes(
  db: Kysely<unknown>,
  pick: (entry: (typeof ACTIVE_INDEXES)[number]) => string[],
) {
  for (const entry of ACTIVE_INDEXES) {
    await db.schema.dropIndex(entry[0]).ifExists().execute();
    await db.schema
      .createIndex(entry[0])
      .on('students')
      .columns(pick(entry))
      .where(sql.ref('archived_at'), 'is', null)
      .execute();
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'students_archived_idx',
    'students_centre_archived_idx',
    'students_user_idx',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
  await db.schema
    .createIndex('students_user_idx')
    .on('students')
    .column('user_id')
    .where(sql.ref('user_id'), 'is not', null)
    .execute();
  await createActiveIndexes(db, ([, columns]) => [...columns, 'archived_at']);
  // The archived list (head office): per centre, newest registration first.
  await db.schema
    .createIndex('students_archived_centre_idx')
    .on('students')
    .columns(['centre_id', 'registration_number'])
    .where(sql.ref('archived_at'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('students_archived_registration_idx')
    .on('students')
    .column('registration_number')
    .where(sql.ref('archived_at'), 'is not', null)
    .execute();

  await db.schema
    .createTable('student_counts')
    .addColumn('centre_id', 'integer', (col) => col.notNull())
    .addColumn('course', 'varchar(10)', (col) => col.notNull())
    .addColumn('month', 'varchar(7)', (col) => col.notNull())
    .addColumn('n', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('student_counts_pk', ['centre_id', 'course', 'month'])
    .execute();

  await sql`
    insert into student_counts (centre_id, course, month, n)
    select centre_id, course, substr(admission_date, 1, 7), count(*)
    from students where archived_at is null
    group by centre_id, course, substr(admission_date, 1, 7)
  `.execute(db);

  if (isPostgres(db)) {
    await sql`
      create function student_counts_apply() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') and old.archived_at is null then
          update student_counts set n = n - 1
          where centre_id = old.centre_id and course = old.course
            and month = substr(old.admission_date, 1, 7);
        end if;
        if tg_op in ('INSERT', 'UPDATE') and new.archived_at is null then
          insert into student_counts (centre_id, course, month, n)
          values (new.centre_id, new.course, substr(new.admission_date, 1, 7), 1)
          on conflict (centre_id, course, month) do update set n = student_counts.n + 1;
        end if;
        return null;
      end
      $$
    `.execute(db);
    await sql`
      create trigger student_counts_insert after insert or delete on students
      for each row execute function student_counts_apply()
    `.execute(db);
    // Only the columns that move a student between counts: other edits cost nothing.
    await sql`
      create trigger student_counts_update
      after update of centre_id, course, admission_date, archived_at on students
      for each row
      when (old.centre_id is distinct from new.centre_id or old.course is distinct from new.course
        or old.admission_date is distinct from new.admission_date
        or (old.archived_at is null) <> (new.archived_at is null))
      execute function student_counts_apply()
    `.execute(db);
    return;
  }

  await sql`
    create trigger student_counts_insert after insert on students
    when new.archived_at is null
    begin
      insert into student_counts (centre_id, course, month, n)
      values (new.centre_id, new.course, substr(new.admission_date, 1, 7), 1)
      on conflict (centre_id, course, month) do update set n = n + 1;
    end
  `.execute(db);
  await sql`
    create trigger student_counts_delete after delete on students
    when old.archived_at is null
    begin
      update student_counts set n = n - 1
      where centre_id = old.centre_id and course = old.course
        and month = substr(old.admission_date, 1, 7);
    end
  `.execute(db);
  await sql`
    create trigger student_counts_update
    after update of centre_id, course, admission_date, archived_at on students
    when old.centre_id is not new.centre_id or old.course is not new.course
      or old.admission_date is not new.admission_date
      or (old.archived_at is null) <> (new.archived_at is null)
    begin
      update student_counts set n = n - 1
      where old.archived_at is null and centre_id = old.centre_id and course = old.course
        and month = substr(old.admission_date, 1, 7);
      insert into student_counts (centre_id, course, month, n)
      select new.centre_id, new.course, substr(new.admission_date, 1, 7), 1
      where new.archived_at is null
      on conflict (centre_id, course, month) do update set n = n + 1;
    end
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists student_counts_insert on students`.execute(db);
    await sql`drop trigger if exists student_counts_update on students`.execute(db);
    await sql`drop function if exists student_counts_apply()`.execute(db);
  } else {
    for (const name of [
      'student_counts_insert',
      'student_counts_delete',
      'student_counts_update',
    ]) {
      await sql.raw(`drop trigger if exists ${name}`).execute(db);
    }
  }
  await db.schema.dropTable('student_counts').execute();
  for (const name of [
    'students_user_idx',
    'students_archived_centre_idx',
    'students_archived_registration_idx',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
  await createActiveIndexes(db, ([, , before]) => before);
  await db.schema.createIndex('students_user_idx').on('students').column('user_id').execute();
  await db.schema
    .createIndex('students_archived_idx')
    .on('students')
    .column('archived_at')
    .execute();
  await db.schema
    .createIndex('students_centre_archived_idx')
    .on('students')
    .columns(['centre_id', 'archived_at'])
    .execute();
}
