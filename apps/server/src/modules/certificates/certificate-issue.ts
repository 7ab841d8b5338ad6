import { CERTIFICATE_MESSAGES as M, formatCertificateNumber } from '@institute/shared/certificates';
import type { Insertable, Kysely } from 'kysely';
import { VALID_CERTIFICATE_INDEX } from '../../db/migrations/0031_race_guards';
import type { CertificatesTable, DB } from '../../db/schema';
import { violatesUniqueIndex } from '../../lib/unique-violation';
import { instituteDate, nowIso } from '../../lib/time';
import { nextInSequence } from '../sequences/sequences.repository';
import { requireCountedResult, requireUnchanged } from './certificate-exam';
import { conflict, requireFinished } from './certificate-rules';
import type { CertificatesRepository, RequestRow } from './certificates.repository';
import { newVerificationCode } from './verification-code';

/** Issues the signed credential of a certificate in the print's transaction (decision 0019). */
export interface CredentialIssuer {
  issue(trx: Kysely<DB>, certificateId: number): Promise<void>;
}

/** Writes a valid certificate; a second valid one of the student is refused by the index. */
async function insertValidCertificate(
  repository: CertificatesRepository,
  trx: Kysely<DB>,
  values: Insertable<CertificatesTable>,
) {
  try {
    return await repository.insertCertificate(values, trx);
  } catch (error) {
    if (violatesUniqueIndex(error, VALID_CERTIFICATE_INDEX, 'certificates.student_id')) {
      throw conflict(M.alreadyIssued);
    }
    throw error;
  }
}

/**
 * Prints a request: assigns the next number of the year and records what is printed (the
 * student, course, result and period as they are now), in the print's transaction; a course
 * still In Progress becomes Completed.
 */
export async function issueCertificate(
  deps: { repository: CertificatesRepository; credentials?: CredentialIssuer },
  request: RequestRow,
  trx: Kysely<DB>,
) {
  const { repository } = deps;
  const student = (await repository.findStudent({ id: request.student_id }, trx))!;
  const { period } = requireFinished(student);
  // The result of the exam that counts for the course (decision 0057), as the request stored it.
  const { result } = await requireCountedResult(trx, student.id);
  requireUnchanged(result, request);
  const now = nowIso();
  // The day of the print in the institute's time zone: its number's year and the issue date.
  const issueDate = instituteDate(now);
  const year = Number(issueDate.slice(0, 4));
  const number = formatCertificateNumber(year, await nextInSequence(trx, `certificate:${year}`));
  // A student has one valid certificate at most (a unique index): the one a duplicate or
  // corrected certificate replaces stops being valid before the new one is written.
  if (request.replaces_certificate_id !== null) {
    await repository.setCertificate(
      request.replaces_certificate_id,
      { status: 'replaced', replaced_at: now },
      trx,
    );
  }
  const id = await insertValidCertificate(repository, trx, {
    number,
    request_id: request.id,
    student_id: student.id,
    centre_id: request.centre_id,
    result_id: result.id,
    status: 'valid',
    student_name: `${student.firstname} ${student.lastname}`.trim(),
    father_name: student.fathername ?? '',
    course_name: student.course_name ?? student.course,
    course_option: student.option_name ?? student.course_option ?? '',
    grade: result.grade,
    percentage_bp: result.percentage_bp,
    period_from: period.from,
    period_to: period.to,
    issue_date: issueDate,
    centre_name: student.centre_name,
    photo_file_id: student.photo_file_id,
    revoked_at: null,
    revoked_by: null,
    revoked_reason: null,
    replaced_by_id: null,
    replaced_at: null,
    created_at: now,
    // A new code for every certificate printed, a duplicate or corrected one included.
    verification_code: newVerificationCode(),
  });
  if (request.replaces_certificate_id !== null) {
    await repository.setCertificate(request.replaces_certificate_id, { replaced_by_id: id }, trx);
  }
  // The course is over once its certificate is issued: the profile says Completed, not In
  // Progress (issue 37), ending on the day the printed period ends.
  const completed = await repository.completeCourse(student.id, period.to, trx);
  await deps.credentials?.issue(trx, id);
  return { id, number, completed };
}
