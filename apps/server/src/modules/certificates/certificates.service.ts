// Over 400 lines: the request and approval workflow is one state machine (requested, verified,
// approved and issued, with the four-eyes rule and the certificate fee), whose steps share the
// helpers below. Issued certificates and verification are in issued-certificates.service.ts.
import { todayInIndia } from '@institute/shared/accounts';
import { ERROR_CODES } from '@institute/shared/api-error';
import { findCourse } from '@institute/shared/catalogue';
import {
  APPROVAL_MESSAGES,
  type ApprovalSettings,
  type QueueItem,
} from '@institute/shared/certificate-approval';
import {
  CERTIFICATE_MESSAGES as M,
  formatCertificateNumber,
  STATUS_LABELS,
  type BulkAction,
  type Certificate,
  type CreateRequestValues,
  type RequestItem,
} from '@institute/shared/certificates';
import { courseProgress, courseUnfinishedMessage } from '@institute/shared/course-period';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { canReachCentre, forbidden, type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { nextInSequence } from '../sequences/sequences.repository';
import { AppError, notFound } from '../../lib/errors';
import { bestPassingResult } from '../grading/results';
import type { FileStorage } from '../../lib/storage';
import { nowIso } from '../../lib/time';
import { chargeCourseFee, postWalletEntry } from '../wallet/wallet';
import {
  FOUR_EYES_KEY,
  type CertificateApprovalRepository,
} from './certificate-approval.repository';
import type {
  CertificatesRepository,
  RequestRow,
  RequestStatusValue,
} from './certificates.repository';
import { studentReacher } from './certificate-access';
import { createIssuedCertificatesService, toCertificate } from './issued-certificates.service';

export { toCertificate };
import { newVerificationCode } from './verification-code';
import { enqueueNotification } from '../notifications/enqueue';

/** The student's e-mail and SMS on these steps (issue 19). */
const CERTIFICATE_NOTICES = {
  approve: 'certificate-approved',
  dispatch: 'certificate-dispatched',
  deliver: 'certificate-delivered',
} as const;

const conflict = (message: string) => new AppError(409, ERROR_CODES.conflict, message);
const invalid = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.validation, message, { [field]: [message] });

type RequestListRow = Awaited<ReturnType<CertificatesRepository['listRequests']>>[number];

const toRequestItem = (row: RequestListRow): RequestItem => ({
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

/** What the course rules read of a student. */
interface StudentCourse {
  admission_date: string;
  course: string;
  completion_status: string;
  completed_on: string | null;
}

/**
 * Whether the student's course is finished (its duration from the catalogue has passed since
 * admission, or staff set the completion status Completed) and the period a certificate prints.
 */
const progressOf = (student: StudentCourse, today = todayInIndia()) =>
  courseProgress({
    admissionDate: student.admission_date,
    durationMonths: findCourse(student.course)?.durationMonths ?? 0,
    completionStatus: student.completion_status,
    completedOn: student.completed_on,
    today,
  });

/** What each step of the life cycle needs the request to be in, and what it is called. */
const STEPS = {
  approve: { from: ['requested'], label: 'approved' },
  reject: { from: ['requested'], label: 'rejected' },
  print: { from: ['approved'], label: 'marked printed' },
  dispatch: { from: ['printed'], label: 'dispatched' },
  deliver: { from: ['dispatched'], label: 'marked delivered' },
} as const satisfies Record<BulkAction, { from: readonly RequestStatusValue[]; label: string }>;

export interface StepOptions {
  reason?: string;
  courier?: string;
  trackingNumber?: string;
}

/** Certificate requests, their approval and issue, and the certificates anyone can verify. */
export function createCertificatesService(deps: {
  repository: CertificatesRepository;
  approval: CertificateApprovalRepository;
  audit: AuditLog;
  storage: FileStorage;
  /** Issues the signed credential of a certificate in the print's transaction (decision 0019). */
  credentials?: { issue(trx: Kysely<DB>, certificateId: number): Promise<void> };
}) {
  const { repository, approval, audit } = deps;
  const issued = createIssuedCertificatesService({ repository, storage: deps.storage });

  /**
   * Head office may approve a request it made itself only when the four-eyes setting is off or
   * no other head office account is active (otherwise nobody could ever approve it).
   */
  async function mayApproveOwn(userId: number, trx?: Kysely<DB>): Promise<boolean> {
    if (!(await approval.fourEyes(trx)).enabled) return true;
    return !(await approval.otherActiveHeadOffice(userId, trx));
  }

  /** Refuses a step on a certificate for a course that is not finished. */
  function requireFinished(student: StudentCourse) {
    const progress = progressOf(student);
    if (!progress.finished) {
      throw conflict(courseUnfinishedMessage(progress, student.completion_status));
    }
    return progress;
  }

  /** A request with what the signed-in user may do next, and why not. */
  function toQueueItem(
    row: RequestListRow,
    user: AuthenticatedUser,
    ownAllowed: boolean,
    today: string,
  ): QueueItem {
    const progress = progressOf(row, today);
    const unfinished = progress.finished
      ? null
      : courseUnfinishedMessage(progress, row.completion_status);
    let canApprove = false;
    let canPrint = false;
    let blockedReason: string | null = null;
    if (row.status === 'requested' || row.status === 'approved') {
      if (user.role !== 'head_office') blockedReason = APPROVAL_MESSAGES.headOfficeOnly;
      else if (row.status === 'requested' && row.requested_by === user.id && !ownAllowed) {
        blockedReason = APPROVAL_MESSAGES.ownRequestNote;
      } else if (unfinished) blockedReason = unfinished;
      else if (row.status === 'requested') canApprove = true;
      else canPrint = true;
    }
    return {
      ...toRequestItem(row),
      courseEndsOn: progress.endsOn,
      courseFinished: progress.finished,
      canApprove,
      canPrint,
      blockedReason,
    };
  }

  async function approvalSettings(user: AuthenticatedUser): Promise<ApprovalSettings> {
    requireHeadOffice(user);
    const fourEyes = await approval.fourEyes();
    return {
      fourEyes: fourEyes.enabled,
      updatedAt: fourEyes.updatedAt,
      otherHeadOffice: await approval.otherActiveHeadOffice(user.id),
    };
  }

  function requireHeadOffice(user: AuthenticatedUser): void {
    if (user.role !== 'head_office') throw forbidden(M.headOfficeOnly);
  }

  const reachableStudent = studentReacher(repository);

  async function requestItem(id: number, trx?: Kysely<DB>): Promise<RequestItem> {
    return toRequestItem((await repository.requestItem(id, trx))!);
  }

  /** Why a step cannot be taken on a request (unknown, or not in the right status). */
  async function refuseStep(id: number, action: BulkAction, trx: Kysely<DB>): Promise<never> {
    const request = await repository.findRequest(id, trx);
    if (!request) throw notFound(M.requestNotFound);
    const from = STEPS[action].from.map((status) => STATUS_LABELS[status].toLowerCase());
    throw conflict(
      `This request is ${STATUS_LABELS[request.status].toLowerCase()}; only a ${from.join(' or ')} request can be ${STEPS[action].label}.`,
    );
  }

  /** Prints a request: assigns the next number of the year and records what is printed. */
  async function issueCertificate(request: RequestRow, user: AuthenticatedUser, trx: Kysely<DB>) {
    const student = (await repository.findStudent({ id: request.student_id }, trx))!;
    const { period } = requireFinished(student);
    const result = await bestPassingResult(trx, student.id);
    if (!result) throw conflict(M.needsPassingResult);
    const now = nowIso();
    const year = Number(now.slice(0, 4));
    const number = formatCertificateNumber(year, await nextInSequence(trx, `certificate:${year}`));
    const id = await repository.insertCertificate(
      {
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
        issue_date: now.slice(0, 10),
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
      },
      trx,
    );
    if (request.replaces_certificate_id !== null) {
      await repository.setCertificate(
        request.replaces_certificate_id,
        { status: 'replaced', replaced_by_id: id, replaced_at: now },
        trx,
      );
    }
    await deps.credentials?.issue(trx, id);
    return { id, number };
  }

  /** One step of the life cycle on one request, in its own transaction. */
  async function step(
    user: AuthenticatedUser,
    id: number,
    action: BulkAction,
    options: StepOptions = {},
  ): Promise<RequestItem> {
    if (action !== 'deliver') requireHeadOffice(user);
    if (action === 'reject' && !options.reason) throw invalid('reason', M.reasonRequired);
    if (action === 'dispatch') {
      if (!options.courier) throw invalid('courier', M.courierRequired);
      if (!options.trackingNumber) throw invalid('trackingNumber', M.trackingRequired);
    }
    return repository.transaction(async (trx) => {
      const request = await repository.findRequest(id, trx);
      if (!request) throw notFound(M.requestNotFound);
      if (!canReachCentre(user, request.centre_id)) throw forbidden();
      const expected = (STEPS[action].from as readonly RequestStatusValue[]).includes(
        request.status,
      );
      if (expected && action === 'approve') {
        if (request.requested_by === user.id && !(await mayApproveOwn(user.id, trx))) {
          throw forbidden(APPROVAL_MESSAGES.ownRequest);
        }
        requireFinished((await repository.findStudent({ id: request.student_id }, trx))!);
      }
      const now = nowIso();
      const values = {
        approve: { status: 'approved', decided_at: now, decided_by: user.id },
        reject: {
          status: 'rejected',
          decided_at: now,
          decided_by: user.id,
          rejection_reason: options.reason ?? null,
        },
        print: { status: 'printed', printed_at: now, printed_by: user.id },
        dispatch: {
          status: 'dispatched',
          dispatched_at: now,
          dispatched_by: user.id,
          courier: options.courier ?? null,
          tracking_number: options.trackingNumber ?? null,
        },
        deliver: { status: 'delivered', delivered_at: now, delivered_by: user.id },
      } as const;
      const moved = await repository.moveRequest(
        id,
        STEPS[action].from,
        { ...values[action], updated_at: now },
        trx,
      );
      if (!moved) await refuseStep(id, action, trx);
      const changes: Record<string, unknown> = { status: [request.status, values[action].status] };
      if (action === 'reject') {
        changes.reason = options.reason;
        if (request.fee_paise > 0) {
          await postWalletEntry(trx, {
            centreId: request.centre_id,
            kind: 'credit',
            amountPaise: request.fee_paise,
            reason: 'refund',
            reference: `certificate-request:${id}`,
            note: 'Certificate request rejected',
            createdBy: user.id,
          });
          changes.refundPaise = request.fee_paise;
        }
      }
      if (action === 'print') {
        const issued = await issueCertificate(request, user, trx);
        changes.number = issued.number;
      }
      if (action === 'dispatch') {
        changes.courier = options.courier;
        changes.trackingNumber = options.trackingNumber;
      }
      const kind = CERTIFICATE_NOTICES[action as keyof typeof CERTIFICATE_NOTICES];
      if (kind) {
        await enqueueNotification(trx, {
          kind,
          to: { studentId: request.student_id },
          centreId: request.centre_id,
          data: { courier: options.courier ?? '', trackingNumber: options.trackingNumber ?? '' },
        });
      }
      await audit(
        {
          userId: user.id,
          centreId: request.centre_id,
          action,
          entity: 'certificate_request',
          entityId: id,
          changes,
        },
        trx,
      );
      return requestItem(id, trx);
    });
  }

  return {
    async createRequest(user: AuthenticatedUser, values: CreateRequestValues) {
      const registrationNumber = values.registrationNumber.trim().toUpperCase();
      const kind = values.kind ?? 'original';
      const student = await reachableStudent(user, registrationNumber);
      if (kind !== 'original' && !values.reason) throw invalid('reason', M.reasonRequired);
      return repository.transaction(async (trx) => {
        const progress = progressOf(student);
        const passing = await bestPassingResult(trx, student.id);
        if (!progress.finished) {
          const missing = passing ? '' : ` ${APPROVAL_MESSAGES.needsPassingResultToo}`;
          throw conflict(
            `${courseUnfinishedMessage(progress, student.completion_status)}${missing}`,
          );
        }
        if (!passing) throw conflict(M.needsPassingResult);
        if (await repository.openRequest(student.id, trx)) throw conflict(M.alreadyRequested);
        let replaces: number | null = null;
        if (kind === 'original') {
          if (await repository.validCertificateOf(student.id, trx)) throw conflict(M.alreadyIssued);
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
              ...(values.reason ? { reason: values.reason } : {}),
              ...(fee ? { feePaise: fee.amount_paise } : {}),
            },
          },
          trx,
        );
        return requestItem(id, trx);
      });
    },

    async listRequests(
      user: AuthenticatedUser,
      query: { status?: RequestStatusValue; q?: string; limit: number },
    ): Promise<QueueItem[]> {
      const centreId = user.role === 'head_office' ? undefined : (user.centreId ?? -1);
      const rows = await repository.listRequests({ ...query, centreId });
      const ownAllowed =
        user.role === 'head_office' &&
        rows.some((row) => row.requested_by === user.id && row.status === 'requested')
          ? await mayApproveOwn(user.id)
          : false;
      const today = todayInIndia();
      return rows.map((row) => toQueueItem(row, user, ownAllowed, today));
    },

    /** One request with what the signed-in user may do next (staff: their centre's). */
    async requestDetail(user: AuthenticatedUser, id: number): Promise<QueueItem> {
      const row = await repository.requestItem(id);
      if (!row) throw notFound(M.requestNotFound);
      if (!canReachCentre(user, row.centre_id)) throw forbidden();
      const ownAllowed =
        user.role === 'head_office' && row.requested_by === user.id
          ? await mayApproveOwn(user.id)
          : false;
      return toQueueItem(row, user, ownAllowed, todayInIndia());
    },

    approvalSettings,

    /** Head office turns the four-eyes rule on or off (audited). */
    async saveApprovalSettings(user: AuthenticatedUser, fourEyes: boolean) {
      requireHeadOffice(user);
      await approval.transaction(async (trx) => {
        const before = await approval.fourEyes(trx);
        await approval.saveFourEyes(fourEyes, user.id, nowIso(), trx);
        await audit(
          {
            userId: user.id,
            centreId: null,
            action: 'update',
            entity: 'setting',
            entityId: FOUR_EYES_KEY,
            changes: { fourEyes: [before.enabled, fourEyes] },
          },
          trx,
        );
      });
      return approvalSettings(user);
    },

    step,

    /** One action on many requests; each goes through on its own and failures are reported. */
    async bulk(
      user: AuthenticatedUser,
      input: { action: BulkAction; ids: number[] } & StepOptions,
    ): Promise<{ done: number[]; failed: { id: number; message: string }[] }> {
      requireHeadOffice(user);
      const done: number[] = [];
      const failed: { id: number; message: string }[] = [];
      for (const id of [...new Set(input.ids)]) {
        try {
          await step(user, id, input.action, input);
          done.push(id);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          failed.push({ id, message: error.message });
        }
      }
      return { done, failed };
    },

    async revoke(user: AuthenticatedUser, number: string, reason: string): Promise<Certificate> {
      requireHeadOffice(user);
      await repository.transaction(async (trx) => {
        const certificate = await repository.findCertificate(number, trx);
        if (!certificate) throw notFound(M.certificateNotFound);
        if (certificate.status !== 'valid') {
          throw conflict(`This certificate is already ${certificate.status}.`);
        }
        const now = nowIso();
        await repository.setCertificate(
          certificate.id,
          { status: 'revoked', revoked_at: now, revoked_by: user.id, revoked_reason: reason },
          trx,
        );
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
      });
      return issued.certificateFor(user, number);
    },

    ...issued,
  };
}

export type CertificatesService = ReturnType<typeof createCertificatesService>;
