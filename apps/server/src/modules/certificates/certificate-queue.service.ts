import { instituteDate } from '@institute/shared/accounts';
import {
  APPROVAL_MESSAGES,
  type ApprovalSettings,
  type QueueItem,
} from '@institute/shared/certificate-approval';
import { CERTIFICATE_MESSAGES as M } from '@institute/shared/certificates';
import { courseUnfinishedMessage } from '@institute/shared/course-period';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { canReachCentre, forbidden, type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import {
  FOUR_EYES_KEY,
  type CertificateApprovalRepository,
} from './certificate-approval.repository';
import {
  progressOf,
  requireHeadOffice,
  toRequestItem,
  type RequestListRow,
} from './certificate-rules';
import type { CertificatesRepository, RequestStatusValue } from './certificates.repository';

/** The approval queue: requests with what the user may do next, and the four-eyes setting. */
export function createCertificateQueueService(deps: {
  repository: CertificatesRepository;
  approval: CertificateApprovalRepository;
  audit: AuditLog;
}) {
  const { repository, approval, audit } = deps;

  /**
   * Head office may approve a request it made itself only when the four-eyes setting is off or
   * no other head office account is active (otherwise nobody could ever approve it).
   */
  async function mayApproveOwn(userId: number, trx?: Kysely<DB>): Promise<boolean> {
    if (!(await approval.fourEyes(trx)).enabled) return true;
    return !(await approval.otherActiveHeadOffice(userId, trx));
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

  return {
    mayApproveOwn,

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
      const today = instituteDate();
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
      return toQueueItem(row, user, ownAllowed, instituteDate());
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
  };
}
