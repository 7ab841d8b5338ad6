// What the certificate services share: their errors, a request as the dashboard shows it, and the
// course rule (a certificate only for a finished course).
import { instituteDate } from '@institute/shared/accounts';
import { ERROR_CODES } from '@institute/shared/api-error';
import { CERTIFICATE_MESSAGES as M, type RequestItem } from '@institute/shared/certificates';
import { courseProgress, courseUnfinishedMessage } from '@institute/shared/course-period';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { forbidden, type AuthenticatedUser } from '../../lib/access';
import { AppError } from '../../lib/errors';
import type { CertificatesRepository } from './certificates.repository';

export const conflict = (message: string) => new AppError(409, ERROR_CODES.conflict, message);
export const invalid = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.validation, message, { [field]: [message] });

export function requireHeadOffice(user: AuthenticatedUser): void {
  if (user.role !== 'head_office') throw forbidden(M.headOfficeOnly);
}

export type RequestListRow = Awaited<ReturnType<CertificatesRepository['listRequests']>>[number];

export const toRequestItem = (row: RequestListRow): RequestItem => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  registrationNumber: row.registration_number,
  studentName: `${row.firstname} ${row.lastname}`.trim(),
  centreId: row.centre_id,
  centreName: row.centre_name,
  reason: row.reason,
  rejectionReason: row.rejection_reason,
  courier: row.courier,
  trackingNumber: row.tracking_number,
  certificateNumber: row.certificate_number ?? null,
  requestedAt: row.requested_at,
  updatedAt: row.updated_at,
});

/** A request as the dashboard shows it, read again (inside the transaction that changed it). */
export async function requestItem(
  repository: CertificatesRepository,
  id: number,
  trx?: Kysely<DB>,
): Promise<RequestItem> {
  return toRequestItem((await repository.requestItem(id, trx))!);
}

/** What the course rules read of a student. */
export interface StudentCourse {
  admission_date: string;
  course: string;
  completion_status: string;
  completed_on: string | null;
  /** The course's duration as stored in the catalogue (courses.duration_months). */
  duration_months: number | null;
}

/**
 * Whether the student's course is finished (its duration from the catalogue has passed since
 * admission, or staff set the completion status Completed) and the period a certificate prints.
 */
export const progressOf = (student: StudentCourse, today = instituteDate()) =>
  courseProgress({
    admissionDate: student.admission_date,
    durationMonths: student.duration_months ?? 0,
    completionStatus: student.completion_status,
    completedOn: student.completed_on,
    today,
  });

/** Refuses a step on a certificate for a course that is not finished. */
export function requireFinished(student: StudentCourse) {
  const progress = progressOf(student);
  if (!progress.finished) {
    throw conflict(courseUnfinishedMessage(progress, student.completion_status));
  }
  return progress;
}
