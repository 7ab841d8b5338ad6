import { todayInIndia } from '@institute/shared/accounts';
import { ERROR_CODES } from '@institute/shared/api-error';
import { findCourse } from '@institute/shared/catalogue';
import {
  APPROVAL_MESSAGES,
  type ApprovalSettings,
  type QueueItem,
} from '@institute/shared/certificate-approval';
import {
  CERTIFICATE_INSTITUTE,
  CERTIFICATE_MESSAGES as M,
  formatCertificateNumber,
  formatVerificationCode,
  holderInitials,
  STATUS_LABELS,
  verifyPath,
  type BulkAction,
  type Certificate,
  type CreateRequestValues,
  type RequestItem,
  type Tracking,
  type Verification,
  type VerificationProof,
  type VerifyInput,
} from '@institute/shared/certificates';
import { courseProgress, courseUnfinishedMessage } from '@institute/shared/course-period';
import { formatPercentage } from '@institute/shared/grading';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { canReachCentre, forbidden, type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { nextInSequence } from '../../lib/counters';
import { AppError, notFound } from '../../lib/errors';
import { bestPassingResult } from '../../lib/results';
import type { FileStorage } from '../../lib/storage';
import { nowIso } from '../../lib/time';
import { chargeCourseFee, postWalletEntry } from '../../lib/wallet';
import {
  FOUR_EYES_KEY,
  type CertificateApprovalRepository,
} from './certificate-approval.repository';
import type {
  CertificatesRepository,
  RequestRow,
  RequestStatusValue,
} from './certificates.repository';
import {
  codeMatches,
  constantTimeEqual,
  createDateOfBirthGuard,
  createPhotoLinks,
  newVerificationCode,
} from './verification-code';

const conflict = (message: string) => new AppError(409, ERROR_CODES.conflict, message);
const invalid = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.validation, message, { [field]: [message] });

type RequestListRow = Awaited<ReturnType<CertificatesRepository['listRequests']>>[number];
type DetailRow = Awaited<ReturnType<CertificatesRepository['listCertificates']>>[number];

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
}) {
  const { repository, approval, audit, storage } = deps;

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
  const photoLinks = createPhotoLinks();
  const dateOfBirthGuard = createDateOfBirthGuard();

  function requireHeadOffice(user: AuthenticatedUser): void {
    if (user.role !== 'head_office') throw forbidden(M.headOfficeOnly);
  }

  /** A student the user may act for: staff of its centre or head office (or the student). */
  async function reachableStudent(user: AuthenticatedUser, registrationNumber: string) {
    const student = await repository.findStudent({ registrationNumber });
    if (user.role === 'student') {
      if (!student || student.user_id !== user.id) throw forbidden();
      return student;
    }
    if (!student) throw notFound(`No student has the registration number ${registrationNumber}.`);
    if (!canReachCentre(user, student.centre_id)) {
      throw forbidden(`Student ${registrationNumber} is not a student of your centre.`);
    }
    return student;
  }

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
      return certificateFor(user, number);
    },

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
            at: row.requested_at,
            label: `${kindLabel} requested`,
            by: by(row.requested_by),
            detail: row.reason,
          });
          if (row.decided_at) {
            events.push({
              at: row.decided_at,
              label: row.status === 'rejected' ? 'Rejected' : 'Approved',
              by: by(row.decided_by),
              detail: row.rejection_reason,
            });
          }
          if (row.printed_at) {
            events.push({
              at: row.printed_at,
              label: 'Printed',
              by: by(row.printed_by),
              detail: row.certificate_number ? `Certificate ${row.certificate_number}` : null,
            });
          }
          if (row.dispatched_at) {
            events.push({
              at: row.dispatched_at,
              label: 'Dispatched',
              by: by(row.dispatched_by),
              detail: `${row.courier ?? ''}, tracking number ${row.tracking_number ?? ''}`,
            });
          }
          if (row.delivered_at) {
            events.push({
              at: row.delivered_at,
              label: 'Delivered',
              by: by(row.delivered_by),
              detail: null,
            });
          }
          if (row.replaced_at) {
            events.push({ at: row.replaced_at, label: 'Replaced', by: null, detail: null });
          }
          if (row.revoked_at) {
            events.push({
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
            requestedAt: row.requested_at,
            updatedAt: row.updated_at,
            events,
          };
        }),
      };
    },

    /** The certificates of one student (staff of the centre, head office, or the student). */
    async studentCertificates(user: AuthenticatedUser, registrationNumber: string) {
      const student = await reachableStudent(user, registrationNumber);
      const rows = await repository
        .certificateDetail()
        .where('certificates.student_id', '=', student.id)
        .orderBy('certificates.id', 'desc')
        .execute();
      return rows.map(toCertificate);
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
        dateLocked = dateOfBirthGuard.locked(row.id);
        const dob = (await repository.studentDateOfBirth(row.student_id)) ?? '';
        dateOk = !dateLocked && constantTimeEqual(input.dateOfBirth, dob.slice(0, 10));
        if (!dateOk && !dateLocked) dateOfBirthGuard.fail(row.id);
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

export type CertificatesService = ReturnType<typeof createCertificatesService>;
