import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { nowIso } from '../../lib/time';

type DefaultSubject = { name: string; maxMarks: number };

const SHORT_COURSE: DefaultSubject[] = [
  { name: 'Theory', maxMarks: 40 },
  { name: 'Practical', maxMarks: 40 },
  { name: 'Project / Viva', maxMarks: 20 },
];

const DIPLOMA: DefaultSubject[] = [
  { name: 'Theory Paper I', maxMarks: 100 },
  { name: 'Theory Paper II', maxMarks: 100 },
  { name: 'Practical', maxMarks: 150 },
  { name: 'Project / Viva', maxMarks: 50 },
];

/** The subjects a course starts with, until head office edits them. */
export function defaultSubjects(courseCode: string, durationMonths: number): DefaultSubject[] {
  // The 1-month course: the four certificates of the specification's /one page.
  if (courseCode === '8') {
    return ['Fundamental', 'MS Word', 'MS Excel', 'MS Power Point'].map((name) => ({
      name,
      maxMarks: 25,
    }));
  }
  return durationMonths >= 12 ? DIPLOMA : SHORT_COURSE;
}

/**
 * Gives every course of the stored catalogue its default subjects if it has none: at start, and
 * when head office adds a course (Website > Courses).
 */
export async function seedCourseSubjects(db: Kysely<DB>): Promise<void> {
  const courses = await db.selectFrom('courses').select(['code', 'duration_months']).execute();
  const existing = await db
    .selectFrom('course_subjects')
    .select('course_code')
    .distinct()
    .execute();
  const have = new Set(existing.map((row) => row.course_code));
  const now = nowIso();
  const rows = courses
    .filter((course) => !have.has(course.code))
    .flatMap((course) =>
      defaultSubjects(course.code, course.duration_months).map((subject, position) => ({
        course_code: course.code,
        name: subject.name,
        max_marks: subject.maxMarks,
        position,
        updated_at: now,
        updated_by: null,
      })),
    );
  if (rows.length > 0) await db.insertInto('course_subjects').values(rows).execute();
}

/** Removes a course's subjects (the course itself is being removed), in the caller's transaction. */
export async function deleteCourseSubjects(db: Kysely<DB>, courseCode: string): Promise<void> {
  await db.deleteFrom('course_subjects').where('course_code', '=', courseCode).execute();
}
