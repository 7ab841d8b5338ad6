import {
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_MESSAGES as M,
  announcementAudienceSchema,
  type AnnouncementAudience,
  type AnnouncementDetail,
  type AnnouncementFormValues,
  type AnnouncementItem,
  type AnnouncementList,
  type AnnouncementOptions,
  type AnnouncementPreview,
  type AnnouncementPreviewValues,
  type AnnouncementTotals,
  type RecipientStatus,
} from '@institute/shared/announcements';
import { ERROR_CODES } from '@institute/shared/api-error';
import { instituteInstant } from '@institute/shared/institute-time';
import { forbidden, type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import type { AnnouncementDelivery } from './announcement-delivery';
import type { AnnouncementsRepository } from './announcements.repository';

/** Who may send and what they reach: head office every centre, centre staff their own. */
interface Sender {
  userId: number;
  /** null: head office. */
  centreId: number | null;
}

const validation = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.validation, message, { [field]: [message] });

/** An outbox status as a recipient's: still to go, gone, failed, or skipped (no channel set up). */
function recipientStatus(status: string, outbox: (string | null)[]): RecipientStatus {
  if (status === 'pending' || status === 'claimed') return 'pending';
  if (status === 'unreachable') return 'unreachable';
  const known = outbox.filter((value): value is string => value !== null);
  // Rows removed after 90 days were sent or skipped: counted as sent.
  if (known.length === 0) return 'sent';
  if (known.some((value) => value === 'pending' || value === 'sending')) return 'queued';
  if (known.some((value) => value === 'failed')) return 'failed';
  if (known.every((value) => value === 'skipped')) return 'skipped';
  // sent, and whatever a provider reports after it (delivered, read).
  return 'sent';
}

export function createAnnouncementsService(deps: {
  repository: AnnouncementsRepository;
  delivery: AnnouncementDelivery;
  audit: AuditLog;
  /** The outbox's channels and whether each is set up (notifications' channels()). */
  channels: () => Record<string, boolean>;
}) {
  const { repository, audit } = deps;

  function sender(user: AuthenticatedUser): Sender {
    if (user.role === 'head_office') return { userId: user.id, centreId: null };
    if (user.role === 'centre_staff' && user.centreId !== null) {
      return { userId: user.id, centreId: user.centreId };
    }
    throw forbidden(M.notAllowed);
  }

  /**
   * The audience as it will be sent: centre staff's centre filled in; another centre's centre
   * or batch answered as if it did not exist (404); `all` is head office's only (403).
   */
  async function checkAudience(
    from: Sender,
    audience: AnnouncementAudience,
  ): Promise<AnnouncementAudience> {
    if (audience.kind === 'all') {
      if (from.centreId !== null) throw forbidden(M.audienceNotAllowed);
      return audience;
    }
    if (audience.kind === 'batch') {
      const batch = await repository.batch(audience.batchId);
      if (!batch || (from.centreId !== null && batch.centre_id !== from.centreId)) {
        throw notFound(M.batchRequired);
      }
      return audience;
    }
    let centreId = audience.centreId;
    if (from.centreId !== null) {
      if (centreId !== null && centreId !== from.centreId) throw notFound(M.centreRequired);
      centreId = from.centreId;
    }
    if (audience.kind === 'centre' && centreId === null) {
      throw validation('audience.centreId', M.centreRequired);
    }
    if (centreId !== null && !(await repository.centre(centreId))) throw notFound(M.centreRequired);
    if (audience.kind === 'course') {
      if (!(await repository.course(audience.courseCode))) throw notFound(M.courseRequired);
      return { ...audience, centreId };
    }
    return { kind: 'centre', centreId };
  }

  function item(row: NonNullable<Awaited<ReturnType<AnnouncementsRepository['find']>>>) {
    const audience = announcementAudienceSchema.parse(JSON.parse(row.audience));
    return {
      id: row.id,
      titleEn: row.title_en,
      titleHi: row.title_hi,
      audience,
      status: row.status,
      sendAt: row.send_at,
      createdAt: row.created_at,
      recipients: row.recipients,
      sentBy: row.sent_by,
    } satisfies AnnouncementItem;
  }

  /** The announcement, if the user may see it (a centre its own; head office every one). */
  async function reachable(user: AuthenticatedUser, id: number) {
    const from = sender(user);
    const row = await repository.find(id);
    if (!row || (from.centreId !== null && row.centre_id !== from.centreId)) {
      throw notFound(M.notFound);
    }
    return { from, row };
  }

  return {
    /** For the routes' onRequest: head office or centre staff. */
    requireSender: (user: AuthenticatedUser) => void sender(user),

    async options(user: AuthenticatedUser): Promise<AnnouncementOptions> {
      const from = sender(user);
      const [centres, courses, batches] = await Promise.all([
        repository.centres(from.centreId),
        repository.courses(),
        repository.batches(from.centreId),
      ]);
      return {
        kinds: from.centreId === null ? ['all', 'centre', 'course', 'batch'] : ['centre', 'batch'],
        centres,
        courses,
        batches: batches.map((batch) => ({
          id: batch.id,
          name: batch.name,
          centreId: batch.centre_id,
        })),
      };
    },

    /** How many people, on which channels, and the text in both languages. */
    async preview(
      user: AuthenticatedUser,
      values: AnnouncementPreviewValues,
    ): Promise<AnnouncementPreview> {
      const audience = await checkAudience(sender(user), values.audience);
      const contacts = await repository.audienceContacts(audience);
      // The outbox's own choice for each person (decision 0085): consent, STOP replies and, with
      // WhatsApp, the first channel of the announcement's order; counted, nothing written.
      const plan = await repository.planChannels(
        contacts.map((contact) => ({
          email: contact.email,
          phone: contact.contactno,
          userId: contact.user_id,
        })),
      );
      const configured: Record<string, boolean> = { ...deps.channels(), whatsapp: plan.whatsapp };
      const channels = Object.entries(configured);
      const reach = new Map(channels.map(([channel]) => [channel, 0]));
      for (const [channel] of channels) {
        reach.set(channel, plan.firstChannel[channel as keyof typeof plan.firstChannel] ?? 0);
      }
      const unreachable = plan.unreachable;
      const { titleEn, bodyEn, titleHi, bodyHi } = values.text;
      return {
        people: contacts.length,
        channels: channels.map(([channel, configured]) => ({
          channel,
          configured,
          people: reach.get(channel)!,
        })),
        unreachable,
        en: { title: titleEn, body: bodyEn },
        hi: {
          title: titleHi ?? titleEn,
          body: bodyHi ?? bodyEn,
          fallback: titleHi === null,
        },
      };
    },

    async create(
      user: AuthenticatedUser,
      values: AnnouncementFormValues,
      ip: string,
    ): Promise<{ id: number }> {
      const from = sender(user);
      const audience = await checkAudience(from, values.audience);
      const now = nowIso();
      let sendAt = now;
      if (values.sendAt !== null) {
        sendAt = instituteInstant(values.sendAt);
        if (sendAt <= now) throw validation('sendAt', M.sendAtPast);
      }
      const id = await repository.transaction(async (trx) => {
        const created = await repository.insert(
          {
            centreId: from.centreId,
            audience,
            ...values.text,
            status: values.sendAt === null ? 'sending' : 'scheduled',
            sendAt,
            createdBy: user.id,
            createdAt: now,
          },
          trx,
        );
        await audit(
          {
            userId: user.id,
            centreId: from.centreId,
            action: 'create',
            entity: 'announcement',
            entityId: created,
            changes: { audience, title: values.text.titleEn, sendAt },
            ip,
          },
          trx,
        );
        return created;
      });
      if (values.sendAt === null) deps.delivery.kick();
      return { id };
    },

    async list(user: AuthenticatedUser): Promise<AnnouncementList> {
      const from = sender(user);
      const rows = await repository.list(from.centreId);
      return { items: rows.map(item) };
    },

    async detail(user: AuthenticatedUser, id: number, page: number): Promise<AnnouncementDetail> {
      const { row } = await reachable(user, id);
      const pageSize = ANNOUNCEMENT_LIMITS.pageSize;
      const [statuses, recipients] = await Promise.all([
        repository.recipientStatuses(id),
        repository.recipientPage(id, pageSize, (page - 1) * pageSize),
      ]);
      const byRecipient = new Map<number, { status: string; outbox: (string | null)[] }>();
      for (const status of statuses) {
        const entry = byRecipient.get(status.id) ?? { status: status.status, outbox: [] };
        entry.outbox.push(status.outbox_status);
        byRecipient.set(status.id, entry);
      }
      const totals: AnnouncementTotals = {
        recipients: byRecipient.size,
        pending: 0,
        queued: 0,
        sent: 0,
        failed: 0,
        skipped: 0,
        unreachable: 0,
      };
      for (const entry of byRecipient.values()) {
        totals[recipientStatus(entry.status, entry.outbox)] += 1;
      }
      const messages = await repository.messagesOf(recipients.map((recipient) => recipient.id));
      return {
        ...item(row),
        bodyEn: row.body_en,
        bodyHi: row.body_hi,
        finishedAt: row.finished_at,
        totals,
        recipientList: {
          items: recipients.map((recipient) => {
            const own = messages.filter((m) => m.announcement_recipient_id === recipient.id);
            return {
              id: recipient.id,
              studentName: `${recipient.firstname} ${recipient.lastname}`.trim(),
              registrationNumber: recipient.registration_number,
              status: recipientStatus(
                recipient.status,
                own.map((m) => m.status),
              ),
              messages: own.map((m) => ({
                channel: m.channel,
                status: m.status,
                sentAt: m.sent_at,
              })),
            };
          }),
          total: byRecipient.size,
          page,
          pageSize,
        },
      };
    },

    async cancel(user: AuthenticatedUser, id: number, ip: string): Promise<void> {
      const { from } = await reachable(user, id);
      if (!(await repository.cancel(id, user.id, nowIso()))) {
        throw new AppError(409, ERROR_CODES.conflict, M.notCancellable);
      }
      await audit({
        userId: user.id,
        centreId: from.centreId,
        action: 'cancel',
        entity: 'announcement',
        entityId: id,
        ip,
      });
    },
  };
}

export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
