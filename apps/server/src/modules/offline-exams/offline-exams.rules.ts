// Messages and pure helpers of offline examination.
import { ERROR_CODES } from '@institute/shared/api-error';
import { formatPercentage } from '@institute/shared/grading';
import { type StudentResultSummary } from '@institute/shared/offline-exams';
import { AppError } from '../../lib/errors';
import type { OfflineExamsRepository } from './offline-exams.repository';

export const SUBJECTS_HEAD_OFFICE_ONLY = 'Only head office can change the subjects of a course.';
export const SESSION_NOT_FOUND = 'This exam session was not found.';
export const STUDENT_NOT_FOUND = 'No student with this registration number.';

export const invalid = (message: string, fieldErrors: Record<string, string[]>) =>
  new AppError(400, ERROR_CODES.validation, message, fieldErrors);

export const fullName = (student: { firstname: string; lastname: string }) =>
  `${student.firstname} ${student.lastname}`.trim();

/** The link the dashboard (and the student) use for a stored photo or signature. */
export const fileUrl = (
  registrationNumber: string,
  kind: 'photo' | 'signature',
  fileId: number | null,
) =>
  fileId === null
    ? null
    : `/api/dashboard/AddStudent/${encodeURIComponent(registrationNumber)}/files/${kind}?v=${fileId}`;

export type ResultRow = Awaited<ReturnType<OfflineExamsRepository['sessionResults']>>[number];

export const toSummary = (row: ResultRow | undefined): StudentResultSummary | null =>
  row
    ? {
        obtainedMarks: row.obtained_marks,
        maximumMarks: row.maximum_marks,
        percentage: formatPercentage(row.percentage_bp),
        grade: row.grade,
        passed: row.passed === 1,
      }
    : null;
