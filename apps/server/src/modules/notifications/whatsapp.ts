import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { NotificationsConfig } from '../../config';
import type { DB } from '../../db/schema';

/**
 * WhatsApp through Meta's Cloud API (decision 0085), with fetch and no SDK: a template message is
 * POST {apiUrl}/{phone number id}/messages with the access token as a Bearer token; the answer
 * names the message (wamid...), whose statuses (sent, delivered, read, failed) come later by the
 * webhook, signed with the app secret (X-Hub-Signature-256 over the raw body).
 */

export type WhatsappConfig = NonNullable<NotificationsConfig['whatsapp']>;

export interface WhatsappMessage {
  /** Ten digits (sent as 91XXXXXXXXXX). */
  to: string;
  template: string;
  language: 'en' | 'hi';
  /** The body's {{1}}, {{2}}... in order. */
  values: string[];
  /** An AUTHENTICATION template's code, also given to its copy-code button. */
  code?: string;
}

/** An error answered by the Graph API: its code says what to do. */
export class WhatsappApiError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number,
    readonly code: number | null,
  ) {
    super(message);
    this.name = 'WhatsappApiError';
  }

  /** Throughput limits (130429, 131056 per pair, 80007 per account, 4 per app, HTTP 429). */
  get rateLimited(): boolean {
    return (
      this.httpStatus === 429 ||
      this.code === 130429 ||
      this.code === 131056 ||
      this.code === 80007 ||
      this.code === 4
    );
  }

  /**
   * Errors that another attempt cannot cure: the number is not on WhatsApp or cannot get it
   * (131026), outside the 24-hour window (131047), a bad parameter (100, 131008, 131009), a
   * template missing or not approved (132000 to 132016), the number opted out of marketing (131050).
   */
  get permanent(): boolean {
    const code = this.code ?? 0;
    return (
      [100, 131008, 131009, 131026, 131047, 131050, 131051].includes(code) ||
      (code >= 132000 && code <= 132099)
    );
  }
}

export interface WhatsappSender {
  send(message: WhatsappMessage): Promise<{ providerId: string | null }>;
}

/** Template parameters may not hold new lines, tabs or more than four spaces in a row. */
const parameterText = (value: string) => value.replace(/\s+/g, ' ').trim().slice(0, 1000) || '-';

export function createWhatsappSender(config: WhatsappConfig): WhatsappSender {
  return {
    async send(message) {
      const components: unknown[] = [
        {
          type: 'body',
          parameters: message.values.map((value) => ({ type: 'text', text: parameterText(value) })),
        },
      ];
      if (message.code !== undefined) {
        components.push({
          type: 'button',
          sub_type: 'url',
          index: '0',
          parameters: [{ type: 'text', text: message.code }],
        });
      }
      const response = await fetch(`${config.apiUrl}/${config.phoneNumberId}/messages`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${config.accessToken}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: `91${message.to}`,
          type: 'template',
          template: {
            name: message.template,
            language: { code: message.language },
            components,
          },
        }),
        signal: AbortSignal.timeout(15_000),
      });
      const text = await response.text();
      let body: {
        messages?: { id?: string }[];
        error?: { message?: string; code?: number; error_subcode?: number };
      } = {};
      try {
        body = JSON.parse(text) as typeof body;
      } catch {
        // not JSON: judged by the status alone
      }
      if (!response.ok || body.error) {
        const code = typeof body.error?.code === 'number' ? body.error.code : null;
        // The API's own words, cut (never the number or the token we sent).
        const words = body.error?.message ? `: ${String(body.error.message).slice(0, 200)}` : '';
        throw new WhatsappApiError(
          `WhatsApp answered ${response.status}${code !== null ? ` (code ${code})` : ''}${words}`,
          response.status,
          code,
        );
      }
      const id = body.messages?.[0]?.id;
      return { providerId: typeof id === 'string' ? id.slice(0, 200) : null };
    },
  };
}

/** X-Hub-Signature-256: 'sha256=' and the HMAC-SHA256 of the raw body with the app secret. */
export function validWebhookSignature(
  appSecret: string,
  raw: Buffer,
  header: string | string[] | undefined,
): boolean {
  const given = Array.isArray(header) ? header[0] : header;
  if (!given?.startsWith('sha256=')) return false;
  const expected = Buffer.from(createHmac('sha256', appSecret).update(raw).digest('hex'));
  const received = Buffer.from(given.slice('sha256='.length).toLowerCase());
  return expected.length === received.length && timingSafeEqual(expected, received);
}

/** Equal strings, compared in constant time (the verify token). */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Replies that opt a number out (STOP, in English and Hindi) and back in (START). */
const STOP_WORDS = new Set(['STOP', 'STOP ALL', 'STOPALL', 'UNSUBSCRIBE', 'रोकें', 'रोके', 'रोको']);
const START_WORDS = new Set(['START', 'UNSTOP', 'शुरू', 'शुरू करें']);

export function replyIntent(text: string): 'stop' | 'start' | null {
  const words = text
    .normalize('NFC')
    .trim()
    .replace(/[.!\u0964]+$/u, '')
    .replace(/\s+/g, ' ')
    .toUpperCase();
  if (STOP_WORDS.has(words)) return 'stop';
  if (START_WORDS.has(words)) return 'start';
  return null;
}

/** Whether a number replied STOP (and not START since). */
export async function numberStopped(
  db: Kysely<DB> | Transaction<DB>,
  phone: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('whatsapp_opt_outs')
    .select('phone')
    .where('phone', '=', phone)
    .executeTakeFirst();
  return row !== undefined;
}
