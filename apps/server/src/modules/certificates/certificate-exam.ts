// The exam that counts for a course's certificate (decision 0057): the message when a student has
// no result in it, the preview the requisition shows, and the check that what was previewed (or
// stored with a request) is still the counted result.
import {
  CERTIFICATE_EXAM_MESSAGES as X,
  type CertificatePreview,
} from '@institute/shared/certificate-exam';
import { CERTIFICATE_MESSAGES as M } from '@institute/shared/certificates';
import { formatPercentage } from '@institute/shared/grading';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { countedResult, type CertificateExamRule, type ExamResult } from '../grading/results';
import { conflict } from './certificate-rules';

/** Why a student cannot have a certificate: no passing result in the exam that counts. */
export function noCountedResultMessage(rule: CertificateExamRule): string {
  switch (rule.kind) {
    case 'offline':
      return X.noOfflineResult;
    case 'online':
      return X.noOnlineResult;
    case 'offline-exam':
    case 'online-exam':
      return X.noExamResult.replace('{exam}', `“${rule.examTitle ?? `#${rule.examId}`}”`);
    default:
      return M.needsPassingResult;
  }
}

/** The counted result, or a refusal naming the exam that counts. */
export async function requireCountedResult(trx: Kysely<DB>, studentId: number) {
  const { rule, result } = await countedResult(trx, studentId);
  if (!result) throw conflict(noCountedResultMessage(rule));
  return { rule, result };
}

/** What a certificate prints of a result: '91%, grade A'. */
const printed = (grade: string | null, percentageBp: number | null) =>
  `${formatPercentage(percentageBp ?? 0)}, grade ${grade ?? ''}`;

/** Whether a snapshot (previewed or stored with a request) is still the counted result. */
export const sameResult = (
  result: ExamResult,
  seen: { resultId: number | null; grade: string | null; percentageBp: number | null },
) =>
  seen.resultId === result.id &&
  seen.grade === result.grade &&
  seen.percentageBp === result.percentage_bp;

/** Refuses a print whose request's stored result is no longer the counted one. */
export function requireUnchanged(
  result: ExamResult,
  stored: { result_id: number | null; grade: string | null; percentage_bp: number | null },
) {
  // A request made before decision 0057 stored nothing: it prints the counted result.
  if (stored.result_id === null) return;
  const seen = {
    resultId: stored.result_id,
    grade: stored.grade,
    percentageBp: stored.percentage_bp,
  };
  if (!sameResult(result, seen)) {
    throw conflict(
      X.resultChanged
        .replace('{was}', printed(stored.grade, stored.percentage_bp))
        .replace('{now}', printed(result.grade, result.percentage_bp)),
    );
  }
}

/** The preview's result part. */
export const previewResult = (result: ExamResult): NonNullable<CertificatePreview['result']> => ({
  id: result.id,
  source: result.source,
  title: result.title,
  examDate: result.exam_date.slice(0, 10),
  obtainedMarks: result.obtained_marks,
  maximumMarks: result.maximum_marks,
  grade: result.grade,
  percentageBp: result.percentage_bp,
  percentage: formatPercentage(result.percentage_bp),
});
