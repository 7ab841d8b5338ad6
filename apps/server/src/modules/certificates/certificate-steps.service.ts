// The life cycle of a request after it is made: approve or reject (with the fee's refund), print
// (the certificate is issued, certificate-issue.ts), dispatch with its tracking and deliver; one
// request at a time or many at once.
import { APPROVAL_MESSAGES } from '@institute/shared/certificate-approval';
import {
  CERTIFICATE_MESSAGES as M,
  STATUS_LABELS,
  type BulkAction,
  type RequestItem,
} from '@institute/shared/certificates';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { canReachCentre, forbidden, type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { lockActiveStudents } from '../../lib/archived-student';
import { AppError, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { enqueueNotification } from '../notifications/enqueue';
import { postWalletEntry } from '../wallet/wallet';
import { issueCertificate, type CredentialIssuer } from './certificate-issue';
import {
  conflict,
  invalid,
  requestItem,
  requireFinished,
  requireHeadOffice,
} from './certificate-rules';
import type { CertificatesRepository, RequestStatusValue } from './certificates.repository';

/** The student's e-mail and SMS on these steps (issue 19). */
const CERTIFICATE_NOTICES = {
  approve: 'certificate-approved',
  dispatch: 'certificate-dispatched',
  deliver: 'certificate-delivered',
} as const;

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

/** Moves requests along their life cycle, each step in its own transaction. */
export function createCertificateStepsService(deps: {
  repository: CertificatesRepository;
  audit: AuditLog;
  credentials?: CredentialIssuer;
  /** Whether head office may approve its own request (the four-eyes rule). */
  mayApproveOwn(userId: number, trx?: Kysely<DB>): Promise<boolean>;
}) {
  const { repository, audit, mayApproveOwn } = deps;

  /** Why a step cannot be taken on a request (unknown, or not in the right status). */
  async function refuseStep(id: number, action: BulkAction, trx: Kysely<DB>): Promise<never> {
    const request = await repository.findRequest(id, trx);
    if (!request) throw notFound(M.requestNotFound);
    const from = STEPS[action].from.map((status) => STATUS_LABELS[status].toLowerCase());
    throw conflict(
      `This request is ${STATUS_LABELS[request.status].toLowerCase()}; only a ${from.join(' or ')} request can be ${STEPS[action].label}.`,
    );
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
      // An archived student's request waits, frozen, until the student is restored (0058).
      await lockActiveStudents(trx, [request.student_id]);
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
        const issued = await issueCertificate(deps, request, trx);
        changes.number = issued.number;
        if (issued.completed) changes.completionStatus = ['In Progress', 'Completed'];
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
      return requestItem(repository, id, trx);
    });
  }

  return {
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
  };
}
