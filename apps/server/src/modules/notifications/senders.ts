import type { Transporter } from 'nodemailer';
import type { NotificationsConfig } from '../../config';

export interface SendResult {
  /** The provider's id of the message (SMTP Message-ID, the SMS gateway's request id). */
  providerId: string | null;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** Stable per outbox row: a message sent twice carries the same Message-ID. */
  messageId: string;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

export interface SmsMessage {
  /** Ten digits. */
  to: string;
  /** The provider's id of the DLT-registered template. */
  templateId: string;
  /** VAR1, VAR2... in order. */
  values: string[];
}

export interface EmailSender {
  send(message: EmailMessage): Promise<SendResult>;
  close(): void;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<SendResult>;
}

/**
 * E-mail over SMTP with nodemailer (one connection per message: the job sends few at a time),
 * loaded with the first message, not at start (decision 0044).
 */
export function createSmtpSender(config: NonNullable<NotificationsConfig['email']>): EmailSender {
  const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
  // Sent with every message; the timeouts keep a hung server from holding the job.
  const defaults = { from: config.from };
  const open = async (): Promise<Transporter> => {
    const { default: nodemailer } = await import('nodemailer');
    if (typeof config.smtp === 'string') {
      const transport = nodemailer.createTransport(config.smtp, defaults);
      Object.assign(transport.options, timeouts);
      return transport;
    }
    return nodemailer.createTransport(
      {
        host: config.smtp.host,
        port: config.smtp.port,
        secure: config.smtp.secure,
        ...(config.smtp.user
          ? { auth: { user: config.smtp.user, pass: config.smtp.password ?? '' } }
          : {}),
        ...timeouts,
      },
      defaults,
    );
  };
  let transport: Promise<Transporter> | undefined;
  return {
    async send(message) {
      const info = await (
        await (transport ??= open())
      ).sendMail({
        to: message.to,
        subject: message.subject,
        text: message.text,
        messageId: message.messageId,
        ...(message.attachments?.length ? { attachments: message.attachments } : {}),
      });
      return { providerId: info.messageId ?? message.messageId };
    },
    close: () => {
      void transport?.then(
        (opened) => opened.close(),
        () => undefined,
      );
    },
  };
}

/**
 * SMS through MSG91's Flow API (templates registered on the DLT platform, as Indian rules
 * require): POST {template_id, recipients: [{mobiles: '91XXXXXXXXXX', VAR1: ...}]} with the
 * account's authkey header.
 */
export function createMsg91Sender(config: NonNullable<NotificationsConfig['sms']>): SmsSender {
  return {
    async send(message) {
      const recipient: Record<string, string> = { mobiles: `91${message.to}` };
      message.values.forEach((value, index) => {
        recipient[`VAR${index + 1}`] = value;
      });
      const response = await fetch(config.apiUrl, {
        method: 'POST',
        headers: {
          authkey: config.authKey,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({
          template_id: message.templateId,
          short_url: '0',
          recipients: [recipient],
        }),
        signal: AbortSignal.timeout(15_000),
      });
      const text = await response.text();
      let body: { type?: string; message?: string } = {};
      try {
        body = JSON.parse(text) as typeof body;
      } catch {
        // not JSON: judged by the status alone
      }
      if (!response.ok || body.type === 'error') {
        // The gateway's own words (never the number or the text we sent).
        throw new Error(
          `SMS gateway answered ${response.status}${body.message ? `: ${String(body.message).slice(0, 200)}` : ''}`,
        );
      }
      return { providerId: typeof body.message === 'string' ? body.message.slice(0, 200) : null };
    },
  };
}
