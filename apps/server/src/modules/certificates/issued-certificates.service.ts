import {
  CERTIFICATE_INSTITUTE,
  CERTIFICATE_MESSAGES as M,
  formatVerificationCode,
  holderInitials,
  verifyPath,
  type Certificate,
  type StudentCertificate,
  type Tracking,
  type Verification,
  type VerificationProof,
  type VerifyInput,
} from '@institute/shared/certificates';
import { formatPercentage } from '@institute/shared/grading';
import { canReachCentre, forbidden, type AuthenticatedUser } from '../../lib/access';
import { notFound } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import type { CertificatesRepository } from './certificates.repository';
import { codeMatches, constantTimeEqual, createPhotoLinks } from './verification-code';

import { studentReacher } from './certificate-access';
import { imageForPdf } from '../../lib/pdf-images';

type DetailRow = Awaited<ReturnType<CertificatesRepository['listCertificates']>>[number];

/**
 * Dates of birth per certificate: one has only some thousands of likely values, so after ten
 * tries in an hour (a right one given back) that certificate accepts only its code until the
 * hour passes; counted in the database, so a restart or another instance does not reset it.
 */
const DATE_OF_BIRTH_TRIES = { max: 10, windowMs: 60 * 60 * 1000 };

export const toCertificate = (row: DetailRow): Certificate => ({
  id: row.id,
  number: row.number,
  status: row.status,
  requestStatus: row.request_status,
  registrationNumber: row.registration_number,
  studentName: row.student_name,
  fatherName: row.father_name,
  courseName: row.course_name,
  courseOption: row.course_option,
  periodFrom: row.period_from,
  periodTo: row.period_to,
  grade: row.grade,
  percentage: formatPercentage(row.percentage_bp),
  issueDate: row.issue_date,
  institute: CERTIFICATE_INSTITUTE,
  centreName: row.centre_name,
  revokedReason: row.revoked_reason,
  replacedByNumber: row.replaced_by_number ?? null,
  verificationCode: formatVerificationCode(row.verification_code),
  verifyPath: verifyPath(row.number, row.verification_code),
});

/** A certificate with its life after the issue, as its holder's profile shows it. */
const toStudentCertificate = (row: DetailRow): StudentCertificate => ({
  ...toCertificate(row),
  dispatch: row.dispatched_at
    ? {
        dispatchedAt: row.dispatched_at,
        courier: row.courier,
        trackingNumber: row.tracking_number,
        deliveredAt: row.delivered_at,
      }
    : null,
  revokedAt: row.revoked_at,
  centrePhone: row.centre_phone,
});

/** Issued certificates: the lists, a student's timeline, the ZIP batch, public verification. */
export function createIssuedCertificatesService(deps: {
  repository: CertificatesRepository;
  storage: FileStorage;
}) {
  const { repository, storage } = deps;
  const reachableStudent = studentReacher(repository);
  const photoLinks = createPhotoLinks();

  async function certificateFor(user: AuthenticatedUser, number: string) {
    const row = await repository
      .certificateDetail()
      .where('certificates.number', '=', number)
      .executeTakeFirst();
    if (!row) throw notFound(M.certificateNotFound);
    if (user.role === 'student') {
      const student = await repository.findStudent({ id: row.student_id });
      if (student?.user_id !== user.id) throw forbidden();
    } else if (!canReachCentre(user, row.centre_id)) throw forbidden();
    return toCertificate(row);
  }

  return {
    async listCertificates(user: AuthenticatedUser, query: { q?: string; limit: number }) {
      const centreId = user.role === 'head_office' ? undefined : (user.centreId ?? -1);
      return (await repository.listCertificates({ ...query, centreId })).map(toCertificate);
    },

    certificateFor,

    /** The timeline of a student's requests and certificates. */
    async track(user: AuthenticatedUser, registrationNumber: string): Promise<Tracking> {
      const student = await reachableStudent(user, registrationNumber.trim().toUpperCase());
      const rows = await repository.requestsOfStudent(student.id);
      const names = await repository.userNames(
        rows.flatMap((row) =>
          [
            row.requested_by,
            row.decided_by,
            row.printed_by,
            row.dispatched_by,
            row.delivered_by,
            row.revoked_by,
          ].filter((id): id is number => id !== null),
        ),
      );
      const by = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
      const studentName = `${student.firstname} ${student.lastname}`.trim();
      return {
        registrationNumber: student.registration_number,
        studentName,
        requests: rows.map((row) => {
          const events: Tracking['requests'][number]['events'] = [];
          const kindLabel = row.kind === 'original' ? 'Certificate' : `A ${row.kind} certificate`;
          events.push({
            event: 'requested',
            at: row.requested_at,
            label: `${kindLabel} requested`,
            by: by(row.requested_by),
            detail: row.reason,
          });
          if (row.decided_at) {
            events.push({
              event: row.status === 'rejected' ? 'rejected' : 'approved',
              at: row.decided_at,
              label: row.status === 'rejected' ? 'Rejected' : 'Approved',
              by: by(row.decided_by),
              detail: row.rejection_reason,
            });
          }
          if (row.printed_at) {
            events.push({
              event: 'printed',
              at: row.printed_at,
              label: 'Printed',
              by: by(row.printed_by),
              detail: row.certificate_number ? `Certificate ${row.certificate_number}` : null,
            });
          }
          if (row.dispatched_at) {
            events.push({
              event: 'dispatched',
              at: row.dispatched_at,
              label: 'Dispatched',
              by: by(row.dispatched_by),
              detail: `${row.courier ?? ''}, tracking number ${row.tracking_number ?? ''}`,
            });
          }
          if (row.delivered_at) {
            events.push({
              event: 'delivered',
              at: row.delivered_at,
              label: 'Delivered',
              by: by(row.delivered_by),
              detail: null,
            });
          }
          if (row.replaced_at) {
            events.push({
              event: 'replaced',
              at: row.replaced_at,
              label: 'Replaced',
              by: null,
              detail: null,
            });
          }
          if (row.revoked_at) {
            events.push({
              event: 'revoked',
              at: row.revoked_at,
              label: 'Revoked',
              by: by(row.revoked_by),
              detail: row.revoked_reason,
            });
          }
          return {
            id: row.id,
            kind: row.kind,
            status: row.status,
            registrationNumber: student.registration_number,
            studentName,
            centreId: row.centre_id,
            centreName: student.centre_name,
            reason: row.reason,
            rejectionReason: row.rejection_reason,
            courier: row.courier,
            trackingNumber: row.tracking_number,
            certificateNumber: row.certificate_number ?? null,
            certificateStatus: row.certificate_status ?? null,
            requestedAt: row.requested_at,
            updatedAt: row.updated_at,
            events,
          };
        }),
      };
    },

    /**
     * The certificates of one student with their dispatch and revocation (staff of the centre,
     * head office, or the student).
     */
    async studentCertificates(
      user: AuthenticatedUser,
      registrationNumber: string,
    ): Promise<StudentCertificate[]> {
      const student = await reachableStudent(user, registrationNumber);
      const rows = await repository
        .certificateDetail()
        .where('certificates.student_id', '=', student.id)
        .orderBy('certificates.id', 'desc')
        .execute();
      return rows.map(toStudentCertificate);
    },

    /** Certificates by number for a batch (head office, or staff for their own centre). */
    async batch(user: AuthenticatedUser, numbers: string[]): Promise<Certificate[]> {
      const rows = await repository
        .certificateDetail()
        .where('certificates.number', 'in', [...new Set(numbers)])
        .orderBy('certificates.number')
        .execute();
      if (rows.length !== new Set(numbers).size) throw notFound(M.certificateNotFound);
      if (rows.some((row) => !canReachCentre(user, row.centre_id))) throw forbidden();
      return rows.map(toCertificate);
    },

    /**
     * The public answer for a certificate number: no listing. By number alone, the status and
     * the holder's initials; with the right code (or date of birth), the details too. A wrong
     * one answers as the number alone plus a message: nothing tells how close it was.
     */
    async verify(number: string, input: VerifyInput = {}): Promise<Verification> {
      const row = await repository
        .certificateDetail()
        .where('certificates.number', '=', number.trim().toUpperCase())
        .executeTakeFirst();
      if (!row) throw notFound(M.unknownNumber);
      const codeOk = input.code !== undefined && codeMatches(input.code, row.verification_code);
      let dateOk = false;
      let dateLocked = false;
      if (input.dateOfBirth !== undefined && !codeOk) {
        dateLocked = !(await repository.takeDateOfBirthTry(row.id, DATE_OF_BIRTH_TRIES));
        if (!dateLocked) {
          const dob = (await repository.studentDateOfBirth(row.student_id)) ?? '';
          dateOk = constantTimeEqual(input.dateOfBirth, dob.slice(0, 10));
          if (dateOk) await repository.returnDateOfBirthTry(row.id);
        }
      }
      const proof: VerificationProof = codeOk
        ? 'code'
        : dateOk
          ? 'dateOfBirth'
          : input.code !== undefined || input.dateOfBirth !== undefined
            ? 'mismatch'
            : 'none';
      const certificate = toCertificate(row);
      const message =
        proof !== 'mismatch'
          ? null
          : dateLocked
            ? M.dateOfBirthLocked
            : input.code !== undefined && input.dateOfBirth !== undefined
              ? M.bothMismatch
              : input.code !== undefined
                ? M.codeMismatch
                : M.dateOfBirthMismatch;
      const full = proof === 'code' || proof === 'dateOfBirth';
      return {
        number: certificate.number,
        status: certificate.status,
        holderInitials: holderInitials(certificate.studentName),
        replacedByNumber: certificate.replacedByNumber,
        proof,
        message,
        details: full
          ? {
              studentName: certificate.studentName,
              courseName: certificate.courseName,
              courseOption: certificate.courseOption,
              grade: certificate.grade,
              percentage: certificate.percentage,
              periodFrom: certificate.periodFrom,
              periodTo: certificate.periodTo,
              issueDate: certificate.issueDate,
              centreName: certificate.centreName,
              photoUrl: row.photo_file_id
                ? `/api/certificates/verify/${encodeURIComponent(row.number)}/photo?token=${photoLinks.token(row.number)}`
                : null,
              revokedReason: certificate.revokedReason,
            }
          : null,
      };
    },

    /** The photo printed with a certificate, for its PDF (null: none or unreadable). */
    async photoForPdf(number: string): Promise<Uint8Array | null> {
      const certificate = await repository.findCertificate(number);
      const file = certificate?.photo_file_id
        ? await repository.findFile(certificate.photo_file_id)
        : undefined;
      const bytes = file ? await storage.read(file.storage_key).catch(() => null) : null;
      if (!bytes) return null;
      return imageForPdf(bytes, { width: 300, height: 375 });
    },

    /** The photo printed with a certificate, for its verification page. */
    async verifyPhoto(number: string, token: string | undefined) {
      const normalized = number.trim().toUpperCase();
      if (!photoLinks.valid(normalized, token)) throw notFound('This certificate has no photo.');
      const certificate = await repository.findCertificate(normalized);
      const file = certificate?.photo_file_id
        ? await repository.findFile(certificate.photo_file_id)
        : undefined;
      if (!file) throw notFound('This certificate has no photo.');
      return { file, stream: storage.stream(file.storage_key) };
    },
  };
}
