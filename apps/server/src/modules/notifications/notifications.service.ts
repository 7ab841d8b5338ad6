import { errorKind } from '../../lib/each-item';
import {
  CHANNEL_ORDER_MESSAGES,
  LOCALES,
  NOTIFICATION_MESSAGES,
  type ChannelOrder,
  TEMPLATE_MESSAGES,
  type DeliveryList,
  type TemplateFormInput,
  type TemplateItem,
  type TemplatePreview,
} from '@institute/shared/notifications';
import type { NotificationsConfig } from '../../config';
import { forbidden, type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { NotificationsRepository } from './notifications.repository';
import type { EmailSender, SmsSender } from './senders';
import {
  DEFAULT_CHANNEL_ORDER,
  ESSENTIAL_KINDS,
  isKind,
  placeholdersOf,
  render,
  SAMPLE_VALUES,
  TEMPLATES,
  unknownPlaceholders,
  whatsappTemplateName,
  type Channel,
  type Locale,
  type NotificationKind,
} from './templates';
import { mobileNumber } from './enqueue';
import {
  replyIntent,
  sameSecret,
  validWebhookSignature,
  WhatsappApiError,
  type WhatsappSender,
} from './whatsapp';

interface Logger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface NotificationsServiceOptions {
  repository: NotificationsRepository;
  config: NotificationsConfig;
  email: EmailSender | null;
  sms: SmsSender | null;
  whatsapp: WhatsappSender | null;
  audit: AuditLog;
  log: Logger;
}

/** A claim on a row lasts this long; a sender that crashed loses it and the row is sent again. */
const CLAIM_MS = 2 * 60_000;
/** The longest wait between two attempts. */
const MAX_DELAY_MS = 6 * 3_600_000;
const BATCH = 20;
/** After a rate-limit answer, WhatsApp messages wait this long (not counted as a failure). */
const RATE_LIMIT_PAUSE_MS = 60_000;

/** An error's message without addresses or long digit runs (phone numbers), cut to 500. */
export function safeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text
    .replace(/[^\s<>"'@]+@[^\s<>"']+/g, '[address]')
    .replace(/\d{10,}/g, '[number]')
    .slice(0, 500);
}

/** 'ravi@example.com' -> 'r***@example.com'; '9876543210' -> '******3210'. */
export function maskRecipient(channel: Channel, recipient: string): string {
  if (channel !== 'email') return `******${recipient.slice(-4)}`;
  const [local = '', domain = ''] = recipient.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/** Delay before attempt n + 1 after n failed ones: base, 2 x base, 4 x base... at most 6 hours. */
export function retryDelay(baseMs: number, failedAttempts: number): number {
  return Math.min(baseMs * 2 ** (failedAttempts - 1), MAX_DELAY_MS);
}

export function createNotificationsService(options: NotificationsServiceOptions) {
  const { repository, config, log } = options;
  const channels = { email: options.email !== null, sms: options.sms !== null };
  const whatsappOn = options.whatsapp !== null;
  // The WhatsApp send rate: each send waits until this long after the one before it.
  const sendGapMs = config.whatsapp ? 1000 / config.whatsapp.sendsPerSecond : 0;
  let nextWhatsappSend = 0;
  // After a rate-limit answer, no WhatsApp message is tried before this (the job's clock).
  let whatsappPausedUntil = 0;
  const paceWhatsapp = async () => {
    const wait = nextWhatsappSend - Date.now();
    nextWhatsappSend = Math.max(Date.now(), nextWhatsappSend) + sendGapMs;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  };
  let kicked: Promise<unknown> | null = null;
  let closed = false;

  async function deliver(
    row: NonNullable<Awaited<ReturnType<NotificationsRepository['claim']>>>,
    now: number,
    lockedUntil: string,
  ): Promise<'sent' | 'failed' | 'retry' | 'skipped'> {
    const at = new Date(now).toISOString();
    const skip = async (reason: string) => {
      // The next channel of the kind's order, if any (a WhatsApp message the number refused).
      if (row.fallback) await repository.queueFallback(row, at);
      await repository.finish(row.id, lockedUntil, {
        status: 'skipped',
        last_error: reason,
        secret: null,
        locked_until: null,
        updated_at: at,
      });
      return 'skipped' as const;
    };
    if (!isKind(row.kind)) return skip('Unknown message');
    if (row.channel === 'email' && !options.email) return skip('E-mail is not set up');
    if (row.channel === 'sms' && !options.sms) return skip('SMS is not set up');
    if (row.channel === 'whatsapp' && !options.whatsapp) return skip('WhatsApp is not set up');
    const templateId = config.sms?.templateIds[row.kind];
    if (row.channel === 'sms' && !templateId) return skip('No DLT template id for this message');
    if (
      row.channel === 'whatsapp' &&
      !ESSENTIAL_KINDS.has(row.kind) &&
      (await repository.numberStopped(row.recipient))
    ) {
      return skip('The number replied STOP to WhatsApp messages');
    }
    const expired = row.secret_expires_at !== null && Date.parse(row.secret_expires_at) <= now;
    if (expired || (row.secret_expires_at !== null && row.secret === null)) {
      return skip('Expired before it could be sent');
    }
    const data = JSON.parse(row.data) as Record<string, string | number>;
    const values = {
      ...data,
      secret: row.secret ?? '',
      siteUrl: config.publicUrl,
      signInUrl: `${config.publicUrl}/login`,
      ...(data.examId ? { examUrl: `${config.publicUrl}/exam/${data.examId}` } : {}),
    };
    const edited =
      row.channel === 'email' ? await repository.findTemplate(row.kind, row.locale) : undefined;
    const message = render(row.kind, row.locale as Locale, values, edited);
    try {
      let result: { providerId: string | null };
      if (row.channel === 'email') {
        result = await options.email!.send({
          to: row.recipient,
          subject: message.subject,
          text: message.text,
          messageId: `<outbox-${row.id}-${row.created_at.replace(/\D/g, '')}@${new URL(config.publicUrl).hostname}>`,
          attachments: await repository.attachmentsOf(row.id),
        });
      } else if (row.channel === 'sms') {
        result = await options.sms!.send({
          to: row.recipient,
          templateId: templateId!,
          values: message.smsValues,
        });
      } else {
        if (now < whatsappPausedUntil) {
          await repository.finish(row.id, lockedUntil, {
            status: 'pending',
            next_attempt_at: new Date(whatsappPausedUntil).toISOString(),
            locked_until: null,
            updated_at: new Date().toISOString(),
          });
          return 'retry';
        }
        await paceWhatsapp();
        result = await options.whatsapp!.send({
          to: row.recipient,
          template: whatsappTemplateName(row.kind, config.whatsapp?.templateNames),
          language: row.locale as Locale,
          values: message.smsValues,
          ...(row.kind === 'password-reset-code' ? { code: String(values.secret) } : {}),
        });
      }
      // A WhatsApp message that may still fail (its webhook) keeps what its fallback needs.
      const keepSecret = row.channel === 'whatsapp' && row.fallback !== null;
      await repository.finish(row.id, lockedUntil, {
        status: 'sent',
        attempts: row.attempts + 1,
        sent_at: new Date().toISOString(),
        provider_id: result.providerId?.slice(0, 200) ?? null,
        last_error: null,
        ...(keepSecret ? {} : { secret: null }),
        locked_until: null,
        updated_at: new Date().toISOString(),
      });
      return 'sent';
    } catch (error) {
      if (error instanceof WhatsappApiError && error.rateLimited) {
        // Too fast for WhatsApp: later, and not counted as a failed attempt of the message.
        whatsappPausedUntil = now + RATE_LIMIT_PAUSE_MS;
        await repository.finish(row.id, lockedUntil, {
          status: 'pending',
          last_error: safeError(error),
          next_attempt_at: new Date(now + RATE_LIMIT_PAUSE_MS).toISOString(),
          locked_until: null,
          updated_at: new Date().toISOString(),
        });
        return 'retry';
      }
      const attempts = row.attempts + 1;
      const giveUp =
        attempts >= config.maxAttempts || (error instanceof WhatsappApiError && error.permanent);
      if (giveUp && row.fallback) await repository.queueFallback(row, new Date().toISOString());
      await repository.finish(row.id, lockedUntil, {
        status: giveUp ? 'failed' : 'pending',
        attempts,
        last_error: safeError(error),
        next_attempt_at: new Date(now + retryDelay(config.retryBaseMs, attempts)).toISOString(),
        locked_until: null,
        ...(giveUp ? { secret: null } : {}),
        updated_at: new Date().toISOString(),
      });
      return giveUp ? 'failed' : 'retry';
    }
  }

  async function deliverDueNow(now: number) {
    // errors: messages that could not even be tried (a broken row); each is logged by id, it
    // stays claimed until its lock ends, and the other messages are still sent.
    const counts = { sent: 0, failed: 0, retry: 0, skipped: 0, errors: 0 };
    for (;;) {
      const at = new Date(now).toISOString();
      const ids = await repository.dueIds(at, BATCH);
      if (ids.length === 0) break;
      let claimedAny = false;
      for (const id of ids) {
        const lockedUntil = new Date(now + CLAIM_MS).toISOString();
        const row = await repository.claim(id, at, lockedUntil);
        if (!row) continue;
        claimedAny = true;
        try {
          counts[await deliver(row, now, lockedUntil)] += 1;
        } catch (error) {
          counts.errors += 1;
          log.error({ notificationId: id, error: errorKind(error) }, 'a message could not be sent');
        }
      }
      if (!claimedAny || ids.length < BATCH) break;
    }
    if (counts.sent + counts.failed + counts.retry + counts.skipped + counts.errors > 0) {
      log.info(counts, 'notifications delivered');
    }
    return counts;
  }

  const service = {
    channels: () => ({ ...channels }),

    /**
     * WhatsApp's webhook (POST): the signature checked over the raw body, then each status and
     * each incoming message handled once. 'refused': the signature does not match.
     */
    async whatsappWebhook(
      raw: Buffer,
      headers: Record<string, string | string[] | undefined>,
    ): Promise<'refused' | 'off' | { applied: number; seen: number }> {
      const settings = config.whatsapp;
      if (!settings) return 'off';
      if (!validWebhookSignature(settings.appSecret, raw, headers['x-hub-signature-256'])) {
        return 'refused';
      }
      let body: WebhookBody;
      try {
        body = JSON.parse(raw.toString('utf8')) as WebhookBody;
      } catch {
        return { applied: 0, seen: 0 };
      }
      const now = new Date().toISOString();
      const counts = { applied: 0, seen: 0, ignored: 0, unknown: 0 };
      for (const entry of Array.isArray(body.entry) ? body.entry : []) {
        for (const change of Array.isArray(entry.changes) ? entry.changes : []) {
          const value = change.value ?? {};
          for (const status of Array.isArray(value.statuses) ? value.statuses : []) {
            const id = status.id;
            const state = status.status;
            if (typeof id !== 'string' || !isProviderStatus(state)) continue;
            const at = instantOf(status.timestamp, now);
            const error = status.errors?.[0];
            const reason = error
              ? safeError(
                  `WhatsApp: ${error.code ?? ''} ${error.title ?? error.message ?? ''}`.trim(),
                )
              : null;
            const outcome = await repository.once(`status:${id}:${state}`, now, (trx) =>
              repository.applyStatus(trx, id, state, at, reason, now),
            );
            counts[outcome] += 1;
          }
          for (const message of Array.isArray(value.messages) ? value.messages : []) {
            if (typeof message.id !== 'string') continue;
            const phone = mobileNumber(message.from);
            const intent =
              message.type === 'text' && typeof message.text?.body === 'string'
                ? replyIntent(message.text.body)
                : message.type === 'button' && typeof message.button?.text === 'string'
                  ? replyIntent(message.button.text)
                  : null;
            if (!phone || !intent) continue;
            const outcome = await repository.once(`message:${message.id}`, now, async (trx) => {
              await repository.setStopped(trx, phone, intent === 'stop', now);
              return 'applied';
            });
            counts[outcome] += 1;
          }
        }
      }
      // Counts only: never a number or a message's text.
      log.info(counts, 'whatsapp webhook handled');
      if (counts.applied > 0) service.kick();
      return { applied: counts.applied, seen: counts.seen };
    },

    /** WhatsApp's webhook check (GET): the challenge back when the verify token matches. */
    whatsappVerify(query: Record<string, string | undefined>): string | null {
      const settings = config.whatsapp;
      if (!settings) return null;
      const token = query['hub.verify_token'] ?? '';
      if (query['hub.mode'] !== 'subscribe' || !sameSecret(token, settings.verifyToken)) {
        return null;
      }
      return query['hub.challenge'] ?? '';
    },

    /** Each kind's order of channels (head office). */
    async channelOrders(user: AuthenticatedUser): Promise<ChannelOrder[]> {
      requireHeadOffice(user);
      const stored = new Map(
        (await repository.channelOrders()).map((row) => [row.kind, row.channels]),
      );
      return (Object.keys(TEMPLATES) as NotificationKind[]).map((kind) => {
        const own = stored.get(kind);
        return {
          kind,
          title: TEMPLATES[kind].title,
          channels: own ? (own.split(',') as Channel[]) : [...DEFAULT_CHANNEL_ORDER],
          essential: ESSENTIAL_KINDS.has(kind),
          edited: own !== undefined,
        };
      });
    },

    async saveChannelOrder(
      user: AuthenticatedUser,
      kind: string,
      channelsInOrder: Channel[],
      ip: string,
    ): Promise<string> {
      requireHeadOffice(user);
      if (!isKind(kind)) throw notFound('No such message.');
      await repository.saveChannelOrder(
        kind,
        channelsInOrder.join(','),
        new Date().toISOString(),
        user.id,
      );
      await options.audit({
        userId: user.id,
        centreId: null,
        action: 'update',
        entity: 'notification_channel_order',
        entityId: kind,
        changes: { channels: channelsInOrder.join(',') },
        ip,
      });
      return CHANNEL_ORDER_MESSAGES.saved;
    },

    /**
     * Sends every message due at `now`, each claimed first so that two senders (the job on
     * another instance, a kick) never send the same row. A failure puts the row back with a
     * later attempt time (doubling each time); after NOTIFY_MAX_ATTEMPTS it is failed.
     */
    async deliverDue(now = Date.now()) {
      // A kick of this process may hold rows mid-send: let it finish, so that what was due
      // when this was called has been sent (or retried) when it returns.
      await kicked;
      return deliverDueNow(now);
    },

    /** Sends what is due soon after a request committed it (the job would within its period). */
    kick(): void {
      if (closed || kicked) return;
      kicked = new Promise((resolve) => setImmediate(resolve))
        .then(() => deliverDueNow(Date.now()))
        .catch((error: unknown) => log.error({ err: error }, 'notification delivery failed'))
        .finally(() => {
          kicked = null;
        });
    },

    /** Resolves when the delivery a kick started has finished (nothing to wait for: at once). */
    async idle(): Promise<void> {
      await kicked;
    },

    /** Waits for a kick in progress (the app's close). */
    async close(): Promise<void> {
      closed = true;
      await kicked;
      options.email?.close();
    },

    async list(
      user: AuthenticatedUser,
      query: { status?: DeliveryList['items'][number]['status']; limit: number },
    ): Promise<DeliveryList> {
      requireHeadOffice(user);
      const rows = await repository.list(query);
      return {
        channels: { ...channels, whatsapp: whatsappOn },
        items: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          title: isKind(row.kind) ? TEMPLATES[row.kind].title : row.kind,
          channel: row.channel,
          recipient: maskRecipient(row.channel, row.recipient),
          status: row.status,
          attempts: row.attempts,
          lastError: row.last_error,
          createdAt: row.created_at,
          sentAt: row.sent_at,
          nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
          deliveryStatus: row.delivery_status,
          deliveryStatusAt: row.delivery_status_at,
          fallbackOf: row.fallback_of,
        })),
      };
    },

    /** Every e-mail's wording in English and Hindi, built-in or as head office edited it. */
    async templates(user: AuthenticatedUser): Promise<TemplateItem[]> {
      requireHeadOffice(user);
      const edited = new Map(
        (await repository.listTemplates()).map((row) => [`${row.kind}:${row.locale}`, row]),
      );
      return (Object.keys(TEMPLATES) as NotificationKind[]).flatMap((kind) =>
        LOCALES.map((locale) => {
          const own = edited.get(`${kind}:${locale}`);
          const template = TEMPLATES[kind];
          return {
            kind,
            title: template.title,
            locale,
            subject: own?.subject ?? template.subject[locale],
            body: own?.body ?? template.body[locale],
            edited: own !== undefined,
            placeholders: placeholdersOf(kind),
          };
        }),
      );
    },

    /** What an edited wording would look like, with made-up values. */
    preview(
      user: AuthenticatedUser,
      kind: string,
      locale: Locale,
      input: TemplateFormInput,
    ): TemplatePreview {
      requireHeadOffice(user);
      const known = checkTemplate(kind, input);
      const secret =
        known === 'password-reset-code' ? '482913' : `${config.publicUrl}/reset-password#token=...`;
      const message = render(
        known,
        locale,
        {
          ...SAMPLE_VALUES,
          secret,
          siteUrl: config.publicUrl,
          signInUrl: `${config.publicUrl}/login`,
          examUrl: `${config.publicUrl}/exam/${SAMPLE_VALUES.examId}`,
        },
        { subject: input.subject, body: input.body },
      );
      return { subject: message.subject, body: message.text };
    },

    async saveTemplate(
      user: AuthenticatedUser,
      kind: string,
      locale: Locale,
      input: TemplateFormInput,
      ip: string,
    ): Promise<void> {
      requireHeadOffice(user);
      const known = checkTemplate(kind, input);
      await repository.saveTemplate({
        kind: known,
        locale,
        subject: input.subject,
        body: input.body,
        updated_at: new Date().toISOString(),
        updated_by: user.id,
      });
      await options.audit({
        userId: user.id,
        centreId: null,
        action: 'update',
        entity: 'notification_template',
        entityId: `${known}:${locale}`,
        changes: { subject: input.subject },
        ip,
      });
    },

    async restoreTemplate(
      user: AuthenticatedUser,
      kind: string,
      locale: Locale,
      ip: string,
    ): Promise<void> {
      requireHeadOffice(user);
      if (!isKind(kind)) throw notFound('No such message.');
      await repository.deleteTemplate(kind, locale);
      await options.audit({
        userId: user.id,
        centreId: null,
        action: 'restore',
        entity: 'notification_template',
        entityId: `${kind}:${locale}`,
        ip,
      });
    },

    async retry(user: AuthenticatedUser, id: number, ip: string): Promise<void> {
      requireHeadOffice(user);
      if (!(await repository.exists(id))) throw notFound('No such message.');
      if (!(await repository.requeue(id, new Date().toISOString()))) {
        throw new AppError(409, 'CONFLICT', NOTIFICATION_MESSAGES.notRetriable);
      }
      await options.audit({
        userId: user.id,
        centreId: user.centreId,
        action: 'retry',
        entity: 'notification',
        entityId: id,
        ip,
      });
      service.kick();
    },
  };
  return service;
}

interface WebhookBody {
  object?: string;
  entry?: {
    changes?: {
      value?: {
        statuses?: {
          id?: string;
          status?: string;
          timestamp?: string;
          recipient_id?: string;
          errors?: { code?: number; title?: string; message?: string }[];
        }[];
        messages?: {
          from?: string;
          id?: string;
          type?: string;
          text?: { body?: string };
          button?: { text?: string };
        }[];
      };
    }[];
  }[];
}

const isProviderStatus = (value: unknown): value is 'sent' | 'delivered' | 'read' | 'failed' =>
  value === 'sent' || value === 'delivered' || value === 'read' || value === 'failed';

/** A webhook's timestamp (seconds since 1970) as an instant; `fallback` if it is not one. */
function instantOf(timestamp: string | undefined, fallback: string): string {
  const seconds = Number(timestamp);
  return Number.isFinite(seconds) && seconds > 1_000_000_000
    ? new Date(seconds * 1000).toISOString()
    : fallback;
}

/** The kind, if it exists and the wording uses only its placeholders (and keeps a reset's secret). */
function checkTemplate(kind: string, input: TemplateFormInput): NotificationKind {
  if (!isKind(kind)) throw notFound('No such message.');
  const unknown = unknownPlaceholders(kind, [input.subject, input.body]);
  if (unknown.length > 0) {
    const message = TEMPLATE_MESSAGES.unknownPlaceholder(unknown);
    throw new AppError(400, 'VALIDATION_ERROR', message, { body: [message] });
  }
  if (placeholdersOf(kind).includes('secret') && !input.body.includes('{secret}')) {
    const message = 'The message must keep {secret}: the link or code itself.';
    throw new AppError(400, 'VALIDATION_ERROR', message, { body: [message] });
  }
  return kind;
}

function requireHeadOffice(user: AuthenticatedUser): void {
  if (user.role !== 'head_office') throw forbidden(NOTIFICATION_MESSAGES.headOfficeOnly);
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
