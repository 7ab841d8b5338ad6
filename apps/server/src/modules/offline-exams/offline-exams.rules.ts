// Messages and pure helpers of offline examination.
import { ERROR_CODES } from '@institute/shared/api-error';
import { formatDisplayDate } from '@institute/shared/course-period';
import { formatPercentage } from '@institute/shared/grading';
import { type StudentResultSummary } from '@institute/shared/offline-exams';
import { AppError } from '../../lib/errors';
import type { OfflineExamsRepository } from './offline-exams.repository';

export const SUBJECTS_HEAD_OFFICE_ONLY = 'Only head office can change the subjects of a course.';
export const SESSION_NOT_FOUND = 'This exam session was not found.';
export const STUDENT_NOT_FOUND = 'No student with this registration number.';

/** Why results and their marks cannot move (decision 0056). */
export const PUBLISHING_MESSAGES = {
  published: 'The results of this exam session are published: its marks can no longer be changed.',
  alreadyPublished: 'The results of this exam session are already published.',
  alreadySubmitted: 'The results of this exam session are already submitted for publishing.',
  noResults: 'There are no marks to publish yet: enter and save the marks first.',
  notSubmitted:
    'The four-eyes rule is on: the marks must first be submitted for publishing; then another person publishes them.',
  selfPublish:
    'The four-eyes rule is on: you entered, changed or submitted marks of this exam session, so another person must publish its results.',
  notPublishedMarksheet:
    'The results of this exam are not published yet: its marksheet can be printed once they are.',
  dateAfterToday:
    'This exam session has marks: its date cannot be after today (marks are entered after the exam).',
  datePublished: 'The results of this exam session are published: its date can no longer change.',
  notYours:
    'Teachers enter the marks of their batches; the centre submits the results and head office publishes them.',
} as const;

/** Why marks cannot be saved (or results published) yet: the exam has not been held. */
export const examNotHeldMessage = (examDate: string) =>
  `This exam is on ${formatDisplayDate(examDate)}: marks can be entered from that day, once the exam has been held.`;

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
