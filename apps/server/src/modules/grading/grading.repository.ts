import type { Insertable, Kysely } from 'kysely';
import type { DB, ExamResultsTable } from '../../db/schema';
import { nowIso } from '../../lib/time';
import { putSetting } from '../settings/settings';

// The queries of results and grading: the grading scale (a row of `settings`) and
// `exam_results`. Every function takes the executor, so callers run them in their transaction.

export const SCALE_KEY = 'grading_scale';

export function findScaleSetting(db: Kysely<DB>) {
  return db.selectFrom('settings').select('value').where('key', '=', SCALE_KEY).executeTakeFirst();
}

export async function upsertScaleSetting(db: Kysely<DB>, value: string, userId: number | null) {
  const updated_at = nowIso();
  await putSetting(db, { key: SCALE_KEY, value, at: updated_at, userId });
}

/** What a result needs to know of its student: the name, number and admission date. */
export function findStudentForResult(db: Kysely<DB>, studentId: number) {
  return db
    .selectFrom('students')
    .select(['registration_number', 'firstname', 'lastname', 'admission_date'])
    .where('id', '=', studentId)
    .executeTakeFirst();
}

type ResultKey = Pick<
  Insertable<ExamResultsTable>,
  'student_id' | 'centre_id' | 'source' | 'source_id'
>;
type ResultValues = Omit<Insertable<ExamResultsTable>, keyof ResultKey | 'id' | 'published_at'>;

/**
 * One result per student and exam: inserted, or replaced when marked again. `publishedAt`: when
 * a new result is visible (null: a draft); marking again never changes it.
 */
export function upsertResult(
  db: Kysely<DB>,
  key: ResultKey,
  values: ResultValues,
  publishedAt: string | null,
) {
  return db
    .insertInto('exam_results')
    .values({ ...key, ...values, published_at: publishedAt })
    .onConflict((oc) => oc.columns(['source', 'source_id', 'student_id']).doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Whether the student has a result of this exam already (marks corrected, not new). */
export async function hasResult(db: Kysely<DB>, key: ResultKey): Promise<boolean> {
  const row = await db
    .selectFrom('exam_results')
    .select('id')
    .where('source', '=', key.source)
    .where('source_id', '=', key.source_id)
    .where('student_id', '=', key.student_id)
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteResult(
  db: Kysely<DB>,
  key: { studentId: number; source: 'online' | 'offline'; sourceId: number },
): Promise<void> {
  const removed = await db
    .deleteFrom('exam_results')
    .where('student_id', '=', key.studentId)
    .where('source', '=', key.source)
    .where('source_id', '=', key.sourceId)
    .returning('exam_date')
    .execute();
  await markResultDaysChanged(
    db,
    removed.map((row) => row.exam_date),
  );
}

/**
 * Leaves the exam days of results changed without a new `recorded_at` (regraded, removed) for the
 * report counts (migration 0062), in the caller's transaction.
 */
async function markResultDaysChanged(db: Kysely<DB>, examDates: string[]) {
  const days = [...new Set(examDates.map((date) => date.slice(0, 10)))];
  if (days.length === 0) return;
  await db
    .insertInto('exam_result_changed_days')
    .values(days.map((day) => ({ day })))
    .onConflict((oc) => oc.column('day').doNothing())
    .execute();
}

/**
 * The exam days whose results changed since the last call, taken (deleted) at once: the report
 * counts' refresh counts their results again in its transaction.
 */
export async function takeResultDaysChanged(db: Kysely<DB>): Promise<string[]> {
  const rows = await db.deleteFrom('exam_result_changed_days').returning('day').execute();
  return rows.map((row) => row.day);
}

/**
 * The exam days whose results changed, read without taking them: the report counts' refresh in
 * slices (SQLite) takes each with takeResultDays in the slice that counts its results again.
 */
export async function readResultDaysChanged(db: Kysely<DB>): Promise<string[]> {
  const rows = await db.selectFrom('exam_result_changed_days').select('day').execute();
  return rows.map((row) => row.day);
}

/** These exam days taken (their results are being counted again in this transaction). */
export async function takeResultDays(db: Kysely<DB>, days: string[]): Promise<void> {
  if (days.length === 0) return;
  await db.deleteFrom('exam_result_changed_days').where('day', 'in', days).execute();
}

/** Marks an exam's draft results published; answers the results published now. */
export function markPublished(
  db: Kysely<DB>,
  source: 'online' | 'offline',
  sourceId: number,
  at: string,
) {
  return db
    .updateTable('exam_results')
    .set({ published_at: at })
    .where('source', '=', source)
    .where('source_id', '=', sourceId)
    .where('published_at', 'is', null)
    .returning(['student_id', 'centre_id', 'title', 'grade', 'passed'])
    .execute();
}

export function listStudentResults(db: Kysely<DB>, studentId: number) {
  return db
    .selectFrom('exam_results')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('published_at', 'is not', null)
    .orderBy('exam_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findBestPassingResult(
  db: Kysely<DB>,
  studentId: number,
  only: { source?: 'online' | 'offline'; sourceId?: number } = {},
) {
  return db
    .selectFrom('exam_results')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('passed', '=', 1)
    .$if(only.source !== undefined, (qb) => qb.where('source', '=', only.source!))
    .$if(only.sourceId !== undefined, (qb) => qb.where('source_id', '=', only.sourceId!))
    .where('published_at', 'is not', null)
    .orderBy('percentage_bp', 'desc')
    .orderBy('exam_date', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Every result's grade inputs, for regrading them all. */
export function listGrades(db: Kysely<DB>) {
  return db.selectFrom('exam_results').select(['id', 'percentage_bp', 'grade', 'passed']).execute();
}

export async function setGrade(db: Kysely<DB>, id: number, grade: string, passed: boolean) {
  const changed = await db
    .updateTable('exam_results')
    .set({ grade, passed: passed ? 1 : 0 })
    .where('id', '=', id)
    .returning('exam_date')
    .execute();
  await markResultDaysChanged(
    db,
    changed.map((row) => row.exam_date),
  );
}

/** The certificate rule of a student's course (decision 0057); undefined without a course row. */
export function findStudentCertificateRule(db: Kysely<DB>, studentId: number) {
  return db
    .selectFrom('students')
    .innerJoin('courses', 'courses.code', 'students.course')
    .select(['courses.certificate_exam', 'courses.certificate_exam_id'])
    .where('students.id', '=', studentId)
    .executeTakeFirst();
}

/** The title of one exam session or online exam, for a rule naming one exam. */
export async function findExamTitle(
  db: Kysely<DB>,
  source: 'online' | 'offline',
  id: number,
): Promise<string | null> {
  const row =
    source === 'offline'
      ? await db.selectFrom('exam_sessions').select('title').where('id', '=', id).executeTakeFirst()
      : await db.selectFrom('online_exams').select('title').where('id', '=', id).executeTakeFirst();
  return row?.title ?? null;
}
