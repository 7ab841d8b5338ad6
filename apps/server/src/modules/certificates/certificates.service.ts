// Certificate requests and their approval, issue and tracking, and the issued certificates anyone
// can verify. The parts: certificate-queue.service.ts (the approval queue, four-eyes setting),
// certificate-steps.service.ts (approve, reject, print, dispatch, deliver; printing issues the
// certificate in certificate-issue.ts) and issued-certificates.service.ts (lists, ZIP,
// verification). Making a request and revoking a certificate are here.
import { APPROVAL_MESSAGES } from '@institute/shared/certificate-approval';
import { CERTIFICATE_EXAM_MESSAGES } from '@institute/shared/certificate-exam';
import {
  CERTIFICATE_MESSAGES as M,
  type Certificate,
  type CreateRequestValues,
} from '@institute/shared/certificates';
import { courseUnfinishedMessage } from '@institute/shared/course-period';
import type { AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { lockActiveStudents, refuseArchived } from '../../lib/archived-student';
import { notFound } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import { nowIso } from '../../lib/time';
import { countedResult } from '../grading/results';
import { enqueueNotification } from '../notifications/enqueue';
import { chargeCourseFee } from '../wallet/wallet';
import { requireCertificatesAllowed } from '../affiliation/affiliation';
import type { CertificateApprovalRepository } from './certificate-approval.repository';
import { studentReacher } from './certificate-access';
import { noCountedResultMessage, sameResult } from './certificate-exam';
import type { CredentialIssuer } from './certificate-issue';
import type { CertificateExamRepository } from './certificate-exam.repository';
import { createCertificateExamService } from './certificate-exam.service';
import { createCertificateQueueService } from './certificate-queue.service';
import { conflict, invalid, progressOf, requestItem, requireHeadOffice } from './certificate-rules';
import { createCertificateStepsService } from './certificate-steps.service';
import type { CertificatesRepository } from './certificates.repository';
import { createIssuedCertificatesService, toCertificate } from './issued-certificates.service';
import { OPEN_CERTIFICATE_REQUEST_INDEX } from '../../db/migrations/0031_race_guards';
import { violatesUniqueIndex } from '../../lib/unique-violation';

/** A second open request of one student, refused by the index: the check's own message. */
async function refuseSecondOpenRequest<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (
      violatesUniqueIndex(error, OPEN_CERTIFICATE_REQUEST_INDEX, 'certificate_requests.student_id')
    ) {
      throw conflict(M.alreadyRequested);
    }
    throw error;
  }
}

export { toCertificate };
export type { StepOptions } from './certificate-steps.service';

/** Certificate requests, their approval and issue, and the certificates anyone can verify. */
export function createCertificatesService(deps: {
  repository: CertificatesRepository;
  approval: CertificateApprovalRepository;
  audit: AuditLog;
  storage: FileStorage;
  /** Issues the signed credential of a certificate in the print's transaction (decision 0019). */
  credentials?: CredentialIssuer;
  /** The setting of the exam that counts for each course's certificate (decision 0057). */
  exams: CertificateExamRepository;
}) {
  const { repository, audit } = deps;
  const issued = createIssuedCertificatesService({ repository, storage: deps.storage });
  const queue = createCertificateQueueService(deps);
  const { mayApproveOwn, ...queueActions } = queue;
  const steps = createCertificateStepsService({ ...deps, mayApproveOwn });
  const reachableStudent = studentReacher(repository);

  return {
    async createRequest(user: AuthenticatedUser, values: CreateRequestValues) {
      const registrationNumber = values.registrationNumber.trim().toUpperCase();
      const kind = values.kind ?? 'original';
      const student = await reachableStudent(user, registrationNumber);
      // Archived: "the student is archived", never "no student has the number" (decision 0058).
      refuseArchived(student);
      if (kind !== 'original' && !values.reason) throw invalid('reason', M.reasonRequired);
      // The checks below answer with a message; the unique index answers a request made at the
      // same moment (PostgreSQL), with the same message, and its fee is rolled back with it.
      return refuseSecondOpenRequest(() =>
        repository.transaction(async (trx) => {
          await lockActiveStudents(trx, [student.id]);
          // An expired centre requests no certificate until renewed (decision 0072).
          await requireCertificatesAllowed(trx, student.centre_id);
          const progress = progressOf(student);
          // The result of the exam that counts for the course's certificate (decision 0057).
          const { rule, result: passing } = await countedResult(trx, student.id);
          if (!progress.finished) {
            const missing = passing ? '' : ` ${APPROVAL_MESSAGES.needsPassingResultToo}`;
            throw conflict(
              `${courseUnfinishedMessage(progress, student.completion_status)}${missing}`,
            );
          }
          if (!passing) throw conflict(noCountedResultMessage(rule));
          // The requisition showed a grade and percentage: it sends only what it showed.
          if (values.preview && !sameResult(passing, values.preview)) {
            throw conflict(CERTIFICATE_EXAM_MESSAGES.previewChanged);
          }
          if (await repository.openRequest(student.id, trx)) throw conflict(M.alreadyRequested);
          let replaces: number | null = null;
          if (kind === 'original') {
            if (await repository.validCertificateOf(student.id, trx))
              throw conflict(M.alreadyIssued);
          } else {
            const old = values.replacesNumber
              ? await repository.findCertificate(values.replacesNumber.toUpperCase(), trx)
              : undefined;
            if (!old || old.student_id !== student.id || old.status !== 'valid') {
              throw conflict(M.notReplaceable);
            }
            replaces = old.id;
          }
          const now = nowIso();
          const id = await repository.insertRequest(
            {
              student_id: student.id,
              centre_id: student.centre_id,
              kind,
              status: 'requested',
              replaces_certificate_id: replaces,
              reason: values.reason || null,
              requested_at: now,
              requested_by: user.id,
              decided_at: null,
              decided_by: null,
              rejection_reason: null,
              printed_at: null,
              printed_by: null,
              dispatched_at: null,
              dispatched_by: null,
              courier: null,
              tracking_number: null,
              delivered_at: null,
              delivered_by: null,
              updated_at: now,
              // What the certificate will print, as previewed; the print refuses if it changes.
              result_id: passing.id,
              grade: passing.grade,
              percentage_bp: passing.percentage_bp,
              exam_title: passing.title,
            },
            trx,
          );
          const fee = await chargeCourseFee(trx, {
            centreId: student.centre_id,
            courseCode: student.course,
            fee: 'certificate',
            reference: `certificate-request:${id}`,
            createdBy: user.id,
          });
          if (fee) await repository.setRequestFee(id, fee.amount_paise, trx);
          await audit(
            {
              userId: user.id,
              centreId: student.centre_id,
              action: 'request',
              entity: 'certificate_request',
              entityId: id,
              changes: {
                registrationNumber,
                kind,
                result: {
                  id: passing.id,
                  grade: passing.grade,
                  percentageBp: passing.percentage_bp,
                },
                ...(values.reason ? { reason: values.reason } : {}),
                ...(fee ? { feePaise: fee.amount_paise } : {}),
              },
            },
            trx,
          );
          return requestItem(repository, id, trx);
        }),
      );
    },

    ...queueActions,
    ...steps,
    ...createCertificateExamService({ repository, exams: deps.exams, audit }),

    /**
     * Revokes a valid certificate with the reason the verification page shows. The student is
     * told (e-mail and SMS, in their language) the reason and whom to contact, in the same
     * transaction: the conditional update lets one of concurrent revocations through, so one
     * revocation writes one message.
     */
    async revoke(user: AuthenticatedUser, number: string, reason: string): Promise<Certificate> {
      requireHeadOffice(user);
      // The answer is read inside the transaction: a database lost after the commit must not
      // turn a revocation made into an error.
      return repository.transaction(async (trx) => {
        const certificate = await repository.findCertificate(number, trx);
        if (!certificate) throw notFound(M.certificateNotFound);
        const now = nowIso();
        const revoked =
          certificate.status === 'valid' &&
          (await repository.revokeValid(
            certificate.id,
            { revoked_at: now, revoked_by: user.id, revoked_reason: reason },
            trx,
          ));
        if (!revoked) {
          // Revoked (or replaced) meanwhile by a concurrent request: its status as it is now.
          const status =
            certificate.status === 'valid'
              ? (await repository.findCertificate(number, trx))!.status
              : certificate.status;
          throw conflict(`This certificate is already ${status}.`);
        }
        const centre = await repository.centreContact(certificate.centre_id, trx);
        await enqueueNotification(trx, {
          kind: 'certificate-revoked',
          to: { studentId: certificate.student_id },
          centreId: certificate.centre_id,
          data: {
            number: certificate.number,
            reason,
            centre: centre?.name ?? certificate.centre_name,
            centrePhone: centre?.phone ?? '',
          },
        });
        await audit(
          {
            userId: user.id,
            centreId: certificate.centre_id,
            action: 'revoke',
            entity: 'certificate',
            entityId: certificate.id,
            changes: { number, status: ['valid', 'revoked'], reason },
          },
          trx,
        );
        const row = await repository
          .certificateDetail(trx)
          .where('certificates.number', '=', number)
          .executeTakeFirstOrThrow();
        return toCertificate(row);
      });
    },

    ...issued,
  };
}

export type CertificatesService = ReturnType<typeof createCertificatesService>;
