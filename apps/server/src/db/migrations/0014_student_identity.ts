import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/**
 * One person, several enrolments (decision 0006): `students.person_key` links the enrolments of
 * one person (a SHA-256 of the Aadhaar number, computed by the server), and a unique index over
 * the students that are not archived keeps one enrolment per person, course and course option,
 * whatever the number of concurrent saves.
 *
 * Existing students get their key. Where the data already holds the same person twice in one
 * course and option, the oldest keeps the key and the later ones keep none (they stay as they
 * are; changing their Aadhaar or course later applies the rule to them).
 */

/** The same function as lib/person-key.ts at the time of this migration (kept here, frozen). */
const personKey = (adhar: string) =>
  createHash('sha256')
    .update(`aadhaar:${adhar.replace(/\s/g, '')}`)
    .digest('hex');

export const ENROLMENT_INDEX = 'students_one_enrolment_per_course';

interface Row {
  id: number;
  adhar: string;
  course: string;
  course_option: string | null;
  archived_at: string | null;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('students').addColumn('person_key', 'varchar(64)').execute();

  const { rows } = await sql<Row>`
    select id, adhar, course, course_option, archived_at from students
    where adhar is not null and adhar <> '' order by id
  `.execute(db);
  const taken = new Set<string>();
  const keyed: [number, string][] = [];
  for (const row of rows) {
    const key = personKey(row.adhar);
    if (row.archived_at === null) {
      const enrolment = `${key}|${row.course}|${row.course_option ?? ''}`;
      if (taken.has(enrolment)) continue;
      taken.add(enrolment);
    }
    keyed.push([row.id, key]);
  }
  for (let i = 0; i < keyed.length; i += 500) {
    const batch = keyed.slice(i, i + 500);
    const cases = sql.join(
      batch.map(([id, key]) => sql`when ${id} then ${key}`),
      sql` `,
    );
    const ids = sql.join(batch.map(([id]) => sql`${id}`));
    await sql`update students set person_key = case id ${cases} end where id in (${ids})`.execute(
      db,
    );
  }

  await sql`
    create unique index ${sql.raw(ENROLMENT_INDEX)}
    on students (person_key, course, coalesce(course_option, ''))
    where archived_at is null and person_key is not null
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex(ENROLMENT_INDEX).execute();
  await db.schema.alterTable('students').dropColumn('person_key').execute();
}
