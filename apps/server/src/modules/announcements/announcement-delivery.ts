import { announcementAudienceSchema } from '@institute/shared/announcements';
import { randomUUID } from 'node:crypto';
import { errorKind } from '../../lib/each-item';
import { enqueueNotification, readNotificationPreferences } from '../notifications/enqueue';
import type { AnnouncementsRepository } from './announcements.repository';

interface Logger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Students taken into the recipients per query while expanding an audience. */
const EXPAND_CHUNK = 500;
/** Recipients claimed at a time. */
const CLAIM_CHUNK = 100;
/** A claim lasts this long: a runner that stopped half-way loses its rows, and another takes them. */
export const CLAIM_MS = 2 * 60_000;
/** The pace's window: at most ratePerMinute recipients enqueued in any minute. */
const WINDOW_MS = 60_000;

export interface DeliveryOptions {
  repository: AnnouncementsRepository;
  /** Recipients enqueued per minute at most, all announcements together (the providers' limits). */
  ratePerMinute: number;
  /** Told when messages were written (the outbox sends them at once). */
  sent: () => void;
  log: Logger;
}

/**
 * The announcements' job (decision 0086): starts scheduled announcements whose time has come,
 * snapshots each audience into announcement_recipients in chunks, then enqueues each recipient
 * once through the notifications outbox. Safe to run on several instances at once and after a
 * stop half-way: a recipient is claimed by a conditional update and marked queued in the
 * transaction that writes its messages, so a message exists exactly when its recipient is queued.
 */
export function createAnnouncementDelivery(options: DeliveryOptions) {
  const { repository, log } = options;

  async function expand(
    announcement: { id: number; audience: string; expand_after_id: number },
    at: string,
  ) {
    const audience = announcementAudienceSchema.parse(JSON.parse(announcement.audience));
    let cursor = announcement.expand_after_id;
    for (;;) {
      const ids = await repository.audienceChunk(audience, cursor, EXPAND_CHUNK);
      await repository.addRecipients(announcement.id, ids);
      if (ids.length < EXPAND_CHUNK) {
        await repository.finishExpansion(announcement.id, at);
        return;
      }
      if (!(await repository.advanceCursor(announcement.id, cursor, ids.at(-1)!, at))) {
        // Another runner moved it: go on from where it is.
        const now = await repository.cursorOf(announcement.id);
        if (now.expanded_at !== null) return;
        cursor = now.expand_after_id;
      } else {
        cursor = ids.at(-1)!;
      }
    }
  }

  async function enqueueOne(
    announcement: {
      title_en: string;
      body_en: string;
      title_hi: string | null;
      body_hi: string | null;
    },
    recipient: { id: number; student_id: number; user_id: number | null; centre_id: number },
    token: string,
    at: string,
  ): Promise<number | null> {
    return repository.transaction(async (trx) => {
      if (!(await repository.markQueued(recipient.id, token, at, trx))) return null;
      // The reader's language: their own choice; English for someone who never chose.
      const preferences = recipient.user_id
        ? await readNotificationPreferences(trx, recipient.user_id)
        : null;
      const hindi =
        preferences?.stored && preferences.locale === 'hi' && announcement.title_hi !== null;
      const written = await enqueueNotification(trx, {
        kind: 'announcement',
        to: { studentId: recipient.student_id },
        centreId: recipient.centre_id,
        locale: 'en',
        data: hindi
          ? { title: announcement.title_hi!, body: announcement.body_hi ?? announcement.body_en }
          : { title: announcement.title_en, body: announcement.body_en },
        announcementRecipientId: recipient.id,
      });
      await repository.setMessages(recipient.id, written, trx);
      return written;
    });
  }

  /** One run: what is due now, within the pace. Counts only (no personal data). */
  async function run(now = Date.now()) {
    const at = new Date(now).toISOString();
    const counts = { announcements: 0, queued: 0, unreachable: 0, failed: 0 };
    await repository.startDue(at);
    let budget =
      options.ratePerMinute -
      (await repository.queuedSince(new Date(now - WINDOW_MS).toISOString()));
    for (const announcement of await repository.sending()) {
      counts.announcements += 1;
      if (announcement.expanded_at === null) await expand(announcement, at);
      while (budget > 0) {
        const token = randomUUID();
        const until = new Date(now + CLAIM_MS).toISOString();
        const claimed = await repository.claim(
          announcement.id,
          token,
          at,
          until,
          Math.min(CLAIM_CHUNK, budget),
        );
        if (claimed.length === 0) break;
        for (const recipient of claimed) {
          try {
            const written = await enqueueOne(announcement, recipient, token, at);
            if (written === null) continue;
            budget -= 1;
            if (written === 0) counts.unreachable += 1;
            else counts.queued += 1;
          } catch (error) {
            // Left claimed: taken again when its claim ends.
            counts.failed += 1;
            log.error(
              { recipientId: recipient.id, error: errorKind(error) },
              'an announcement recipient could not be enqueued',
            );
          }
        }
        if (counts.queued > 0) options.sent();
      }
      await repository.finishIfDone(announcement.id, at);
    }
    if (counts.queued + counts.unreachable + counts.failed > 0) {
      log.info(counts, 'announcement recipients enqueued');
    }
    return counts;
  }

  let kicked: Promise<unknown> | null = null;
  return {
    run,
    /** Runs soon after an announcement to send now was saved (the job would within its period). */
    kick(): void {
      if (kicked) return;
      kicked = new Promise((resolve) => setImmediate(resolve))
        .then(() => run())
        .catch((error: unknown) =>
          log.error({ error: errorKind(error) }, 'announcement delivery failed'),
        )
        .finally(() => {
          kicked = null;
        });
    },
    /** Waits for a kick in progress (the app's close, the tests). */
    async idle(): Promise<void> {
      await kicked;
    },
  };
}

export type AnnouncementDelivery = ReturnType<typeof createAnnouncementDelivery>;
