import {
  CENTRE_MESSAGE_MESSAGES as M,
  MESSAGE_LIMITS,
  type CentreMessageFormValues,
  type Inbox,
  type SentMessage,
} from '@institute/shared/centre-messages';
import { ERROR_CODES } from '@institute/shared/api-error';
import { forbidden, type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import type { CentreMessagesRepository } from './centre-messages.repository';
import { enqueueNotification } from '../notifications/enqueue';

/** Head office writes messages to all or chosen centres; each centre staff member reads them. */
export function createCentreMessagesService(deps: {
  repository: CentreMessagesRepository;
  audit: AuditLog;
}) {
  const { repository, audit } = deps;

  function requireHeadOffice(user: AuthenticatedUser): void {
    if (user.role !== 'head_office') throw forbidden(M.headOfficeOnly);
  }

  /** The reader's centre: only centre staff have an inbox. */
  function readerCentre(user: AuthenticatedUser): number {
    if (user.role !== 'centre_staff' || user.centreId === null) throw forbidden(M.centreStaffOnly);
    return user.centreId;
  }

  return {
    requireHeadOffice,
    readerCentre,

    async send(user: AuthenticatedUser, values: CentreMessageFormValues): Promise<{ id: number }> {
      requireHeadOffice(user);
      const centreIds = values.audience === 'chosen' ? [...new Set(values.centreIds)] : [];
      return repository.transaction(async (trx) => {
        const existing = await repository.existingCentreIds(centreIds, trx);
        if (existing.length !== centreIds.length) {
          throw new AppError(400, ERROR_CODES.validation, M.unknownCentre, {
            centreIds: [M.unknownCentre],
          });
        }
        const createdAt = nowIso();
        const id = await repository.insertMessage(
          { ...values, centreIds, createdBy: user.id, createdAt },
          trx,
        );
        await audit(
          {
            userId: user.id,
            centreId: null,
            action: 'create',
            entity: 'centre_message',
            entityId: id,
            changes: {
              subject: values.subject,
              audience: values.audience,
              centreIds,
              important: values.important,
            },
          },
          trx,
        );
        await enqueueNotification(trx, {
          kind: 'centre-message',
          to: { centres: values.audience === 'chosen' ? centreIds : 'all' },
          data: { subject: values.subject },
        });
        return { id };
      });
    },

    async inbox(user: AuthenticatedUser, page: number): Promise<Inbox> {
      const centreId = readerCentre(user);
      const pageSize = MESSAGE_LIMITS.pageSize;
      const [rows, counts] = await Promise.all([
        repository.inbox(centreId, user.id, pageSize, (page - 1) * pageSize),
        repository.inboxCounts(centreId, user.id),
      ]);
      return {
        items: rows.map((row) => ({
          id: row.id,
          subject: row.subject,
          body: row.body,
          important: Number(row.important) === 1,
          authorName: row.author_name,
          createdAt: row.created_at,
          readAt: row.read_at ?? null,
        })),
        total: counts.total,
        unreadCount: counts.unread,
        page,
        pageSize,
      };
    },

    async unreadCount(user: AuthenticatedUser): Promise<{ unreadCount: number }> {
      // Head office has no inbox: nothing is unread for it.
      if (user.role !== 'centre_staff' || user.centreId === null) return { unreadCount: 0 };
      return { unreadCount: (await repository.inboxCounts(user.centreId, user.id)).unread };
    },

    async markRead(user: AuthenticatedUser, messageId: number): Promise<{ readAt: string }> {
      const centreId = readerCentre(user);
      // A message to another centre is answered as if it did not exist.
      const message = await repository.findForCentre(messageId, centreId);
      if (!message) throw notFound(M.notFound);
      const at = nowIso();
      await repository.transaction(async (trx) => {
        if (await repository.markRead(messageId, user.id, at, trx)) {
          await audit(
            {
              userId: user.id,
              centreId,
              action: 'read',
              entity: 'centre_message',
              entityId: messageId,
            },
            trx,
          );
        }
      });
      return { readAt: at };
    },

    async markAllRead(user: AuthenticatedUser): Promise<{ marked: number }> {
      const centreId = readerCentre(user);
      return repository.transaction(async (trx) => {
        const ids = await repository.markAllRead(centreId, user.id, nowIso(), trx);
        if (ids.length > 0) {
          await audit(
            {
              userId: user.id,
              centreId,
              action: 'read_all',
              entity: 'centre_message',
              changes: { messageIds: ids },
            },
            trx,
          );
        }
        return { marked: ids.length };
      });
    },

    async sent(
      user: AuthenticatedUser,
      page: number,
    ): Promise<{ items: SentMessage[]; total: number; page: number; pageSize: number }> {
      requireHeadOffice(user);
      const pageSize = MESSAGE_LIMITS.pageSize;
      const [rows, total, staffRows, centreCount] = await Promise.all([
        repository.sent(pageSize, (page - 1) * pageSize),
        repository.countSent(),
        repository.staffPerCentre(),
        repository.countCentres(),
      ]);
      const ids = rows.map((row) => row.id);
      const [chosen, readers] = await Promise.all([
        repository.chosenCentres(ids),
        repository.readers(ids),
      ]);
      const staffOf = new Map(staffRows.map((row) => [row.centre_id!, Number(row.n)]));
      const allStaff = [...staffOf.values()].reduce((sum, n) => sum + n, 0);
      const items = rows.map((row): SentMessage => {
        const centres = chosen
          .filter((c) => c.message_id === row.id)
          .map((c) => ({ id: c.id, code: c.code, name: c.name }));
        const addressed = row.audience === 'all' ? null : new Set(centres.map((c) => c.id));
        const reads = readers.filter(
          (r) =>
            r.message_id === row.id &&
            r.centre_id !== null &&
            (addressed === null || addressed.has(r.centre_id)),
        );
        return {
          id: row.id,
          subject: row.subject,
          body: row.body,
          important: Number(row.important) === 1,
          audience: row.audience === 'chosen' ? 'chosen' : 'all',
          centres,
          authorName: row.author_name,
          createdAt: row.created_at,
          staffTotal:
            addressed === null
              ? allStaff
              : [...addressed].reduce((sum, id) => sum + (staffOf.get(id) ?? 0), 0),
          staffRead: reads.length,
          centresTotal: addressed === null ? centreCount : addressed.size,
          centresRead: new Set(reads.map((r) => r.centre_id)).size,
        };
      });
      return { items, total, page, pageSize };
    },
  };
}

export type CentreMessagesService = ReturnType<typeof createCentreMessagesService>;
