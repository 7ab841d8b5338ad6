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
import type { CertificateExamKind, DB, ExamResultsTable } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { instituteDate, nowIso } from '../../lib/time';
import {
  deleteResult,
  findBestPassingResult,
  findExamTitle,
  findScaleSetting,
  findStudentCertificateRule,
  findStudentForResult,
  hasResult,
  listStudentResults,
  markPublished,
  upsertResult,
  upsertScaleSetting,
} from './grading.repository';

export { readResultDaysChanged, takeResultDays, takeResultDaysChanged } from './grading.repository';
import { enqueueNotification } from '../notifications/enqueue';

// Examination results, shared by online exams and offline marks (which write them) and by
// certificates (which print the grade and refuse a student without a passing result).

export type ExamResult = Selectable<ExamResultsTable>;

/** The network's grading scale: head office's, or the default until it sets one. */
export async function getGradingScale(db: Kysely<DB>): Promise<GradingScale> {
  const row = await findScaleSetting(db);
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
  await upsertScaleSetting(db, JSON.stringify(scale), userId);
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
  /**
   * A draft (marks entered by staff, decision 0056): not shown to the student, no message; the
   * session's publishing shows it and sends the message (publishResults).
   */
  draft?: boolean;
}

/**
 * Records (or re-records) a student's result of one exam, graded with the current scale. One
 * result per student and exam: marking again replaces it. Pass a transaction as `db`.
 */
export async function recordResult(db: Kysely<DB>, input: ResultInput): Promise<ExamResult> {
  const student = await findStudentForResult(db, input.studentId);
  // A date-time (an online attempt's start) counts by its day in the institute's time zone, the
  // zone the admission date was taken in.
  const examDay = input.examDate.length > 10 ? instituteDate(input.examDate) : input.examDate;
  if (student && examDay < student.admission_date) {
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
  const key = {
    student_id: input.studentId,
    centre_id: input.centreId,
    source: input.source,
    source_id: input.sourceId,
  };
  // The student hears of a new result (not of each correction of its marks); of a draft, when
  // it is published.
  if (!input.draft && !(await hasResult(db, key))) {
    await enqueueNotification(db, {
      kind: 'result-published',
      to: { studentId: input.studentId },
      centreId: input.centreId,
      data: { examTitle: input.title, grade, result: passed ? 'passed' : 'not passed' },
    });
  }
  return upsertResult(db, key, values, input.draft ? null : values.recorded_at);
}

/**
 * Publishes the draft results of an offline exam session (decision 0056): each becomes visible
 * to its student and the student is sent the result message. Run it in the transaction that won
 * the session's publishing (a conditional update), so that the messages go once.
 */
export async function publishResults(
  db: Kysely<DB>,
  source: { source: 'offline'; sourceId: number; at: string },
): Promise<number> {
  const published = await markPublished(db, source.source, source.sourceId, source.at);
  for (const result of published) {
    await enqueueNotification(db, {
      kind: 'result-published',
      to: { studentId: result.student_id },
      centreId: result.centre_id,
      data: {
        examTitle: result.title,
        grade: result.grade,
        result: result.passed === 1 ? 'passed' : 'not passed',
      },
    });
  }
  return published.length;
}

/** Removes a student's result of one exam (marked absent after all, say). */
export async function removeResult(
  db: Kysely<DB>,
  key: { studentId: number; source: 'online' | 'offline'; sourceId: number },
): Promise<void> {
  await deleteResult(db, key);
}

/** Every published result of a student (what the student sees), newest exam first. */
export async function studentResults(db: Kysely<DB>, studentId: number): Promise<ExamResult[]> {
  return listStudentResults(db, studentId);
}

/**
 * The student's best passing result of any exam (highest percentage, then the latest); null when
 * the student has not passed any exam. Certificates use countedResult, not this.
 */
export async function bestPassingResult(
  db: Kysely<DB>,
  studentId: number,
): Promise<ExamResult | null> {
  return (await findBestPassingResult(db, studentId)) ?? null;
}

/** Which exam counts for the certificate of a student's course (decision 0057). */
export interface CertificateExamRule {
  kind: CertificateExamKind;
  examId: number | null;
  /** The chosen exam's title when the rule is one exam (null if it no longer exists). */
  examTitle: string | null;
}

/** The rule of the student's course ('offline', the default, for a course not in the catalogue). */
export async function certificateExamRule(
  db: Kysely<DB>,
  studentId: number,
): Promise<CertificateExamRule> {
  const row = await findStudentCertificateRule(db, studentId);
  const kind = row?.certificate_exam ?? 'offline';
  const examId = row?.certificate_exam_id ?? null;
  const specific = kind === 'offline-exam' || kind === 'online-exam';
  const examTitle =
    specific && examId !== null
      ? await findExamTitle(db, kind === 'offline-exam' ? 'offline' : 'online', examId)
      : null;
  return { kind, examId: specific ? examId : null, examTitle };
}

/**
 * THE result a certificate prints, and the only place that chooses it (decision 0057): the
 * student's best passing result (highest percentage, then the latest) among the results of the
 * exam that counts for their course's certificate — the offline final examination, an online
 * exam, any exam, or one named exam. Null when the student has no such result. The request, its
 * preview, the print, the PDF, the verification page and the signed credential all take it from
 * here (the print stores it on the certificate). A filter on published results belongs here.
 */
export async function countedResult(
  db: Kysely<DB>,
  studentId: number,
): Promise<{ rule: CertificateExamRule; result: ExamResult | null }> {
  const rule = await certificateExamRule(db, studentId);
  let only: { source?: 'online' | 'offline'; sourceId?: number };
  switch (rule.kind) {
    case 'offline':
    case 'online':
      only = { source: rule.kind };
      break;
    case 'offline-exam':
    case 'online-exam':
      only = {
        source: rule.kind === 'offline-exam' ? 'offline' : 'online',
        sourceId: rule.examId ?? -1,
      };
      break;
    default:
      only = {};
  }
  return { rule, result: (await findBestPassingResult(db, studentId, only)) ?? null };
}
