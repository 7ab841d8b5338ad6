import {
  DEFAULT_GRADING_SCALE,
  gradeFor,
  gradingScaleSchema,
  percentageBasisPoints,
  type GradingScale,
} from '@institute/shared/grading';
import { ERROR_CODES } from '@institute/shared/api-error';
import { formatDisplayDate } from '@institute/shared/course-period';
import type { Kysely, Selectable } from 'kysely';
import type { DB, ExamResultsTable } from '../db/schema';
import { AppError } from './errors';
import { nowIso } from './time';

// Examination results, shared by online exams and offline marks (which write them) and by
// certificates (which print the grade and refuse a student without a passing result).

const SCALE_KEY = 'grading_scale';

export type ExamResult = Selectable<ExamResultsTable>;

/** The network's grading scale: head office's, or the default until it sets one. */
export async function getGradingScale(db: Kysely<DB>): Promise<GradingScale> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', SCALE_KEY)
    .executeTakeFirst();
  if (!row) return DEFAULT_GRADING_SCALE;
  const parsed = gradingScaleSchema.safeParse(JSON.parse(row.value));
  return parsed.success ? parsed.data : DEFAULT_GRADING_SCALE;
}

/** Stores a (validated) grading scale; results recorded afterwards are graded with it. */
export async function saveGradingScale(
  db: Kysely<DB>,
  scale: GradingScale,
  userId: number | null,
): Promise<void> {
  const value = JSON.stringify(scale);
  const updated_at = nowIso();
  await db
    .insertInto('settings')
    .values({ key: SCALE_KEY, value, updated_at, updated_by: userId })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at, updated_by: userId }))
    .execute();
}

/** Why a result cannot be recorded: the exam was held before the student was admitted. */
export const examBeforeAdmissionMessage = (who: string, admissionDate: string, examDate: string) =>
  `${who} was admitted on ${formatDisplayDate(admissionDate)}, after this exam (${formatDisplayDate(examDate)}): no result can be recorded for an exam held before admission.`;

export interface ResultInput {
  studentId: number;
  centreId: number;
  source: 'online' | 'offline';
  /** The online exam or offline exam session this result belongs to. */
  sourceId: number;
  title: string;
  obtainedMarks: number;
  maximumMarks: number;
  /** ISO date (or date-time) the exam was held. */
  examDate: string;
  recordedBy: number | null;
}

/**
 * Records (or re-records) a student's result of one exam, graded with the current scale. One
 * result per student and exam: marking again replaces it. Pass a transaction as `db`.
 */
export async function recordResult(db: Kysely<DB>, input: ResultInput): Promise<ExamResult> {
  const student = await db
    .selectFrom('students')
    .select(['registration_number', 'firstname', 'lastname', 'admission_date'])
    .where('id', '=', input.studentId)
    .executeTakeFirst();
  if (student && input.examDate.slice(0, 10) < student.admission_date) {
    const name = `${student.firstname} ${student.lastname}`.trim();
    throw new AppError(
      400,
      ERROR_CODES.validation,
      examBeforeAdmissionMessage(
        `${name} (${student.registration_number})`,
        student.admission_date,
        input.examDate,
      ),
    );
  }
  const scale = await getGradingScale(db);
  const percentage_bp = percentageBasisPoints(input.obtainedMarks, input.maximumMarks);
  const { grade, passed } = gradeFor(percentage_bp, scale);
  const values = {
    obtained_marks: input.obtainedMarks,
    maximum_marks: input.maximumMarks,
    percentage_bp,
    grade,
    passed: passed ? 1 : 0,
    title: input.title,
    exam_date: input.examDate,
    recorded_at: nowIso(),
    recorded_by: input.recordedBy,
  };
  return db
    .insertInto('exam_results')
    .values({
      student_id: input.studentId,
      centre_id: input.centreId,
      source: input.source,
      source_id: input.sourceId,
      ...values,
    })
    .onConflict((oc) => oc.columns(['source', 'source_id', 'student_id']).doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Removes a student's result of one exam (marked absent after all, say). */
export async function removeResult(
  db: Kysely<DB>,
  key: { studentId: number; source: 'online' | 'offline'; sourceId: number },
): Promise<void> {
  await db
    .deleteFrom('exam_results')
    .where('student_id', '=', key.studentId)
    .where('source', '=', key.source)
    .where('source_id', '=', key.sourceId)
    .execute();
}

/** Every result of a student, newest exam first. */
export async function studentResults(db: Kysely<DB>, studentId: number): Promise<ExamResult[]> {
  return db
    .selectFrom('exam_results')
    .selectAll()
    .where('student_id', '=', studentId)
    .orderBy('exam_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * The result a certificate prints: the student's best passing result (highest percentage, then
 * the latest); null when the student has not passed any exam.
 */
export async function bestPassingResult(
  db: Kysely<DB>,
  studentId: number,
): Promise<ExamResult | null> {
  const row = await db
    .selectFrom('exam_results')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('passed', '=', 1)
    .orderBy('percentage_bp', 'desc')
    .orderBy('exam_date', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}
