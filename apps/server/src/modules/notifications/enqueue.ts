import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { nowIso } from '../../lib/time';
import {
  CHANNELS,
  DEFAULT_CHANNEL_ORDER,
  ESSENTIAL_KINDS,
  REMINDER_KINDS,
  type Channel,
  type Locale,
  type NotificationKind,
} from './templates';
import { numberStopped } from './whatsapp';

export { numberStopped };

export type { NotificationKind };

/**
 * The one entry point other modules import (tools/eslint-import-boundaries.js allows it): writes
 * the messages of an event into the outbox, inside the caller's transaction, so that a message
 * exists exactly when its event was committed. The deliver-notifications job sends them.
 */
export interface NotificationInput {
  kind: NotificationKind;
  /**
   * Who receives it; a missing address or number means no message on that channel. With
   * `studentId`, the student's e-mail, mobile number, account and first name (as `name`).
   */
  to:
    | { email?: string | null; phone?: string | null; userId?: number | null }
    | { studentId: number }
    | { centres: number[] | 'all' };
  /** The centre concerned (the delivery log's filter), if any. */
  centreId?: number | null;
  /** Used only for someone without a preference (the recipient's own choice wins). */
  locale?: 'en' | 'hi';
  /** The template's values: names, numbers, dates; never a password or an Aadhaar number. */
  data: Record<string, string | number>;
  /** A reset link or code: kept until sent, or until `secretExpiresAt`, then removed. */
  secret?: { value: string; expiresAt: string };
  /**
   * Send only this channel (a reset asked for by SMS goes by SMS only); with WhatsApp on, 'sms'
   * means the mobile number: WhatsApp, then SMS.
   */
  only?: 'email' | 'sms';
  /** Files sent with the e-mail (never by SMS), kept beside the outbox row until it is removed. */
  attachments?: { filename: string; contentType: string; content: Buffer }[];
  /** The announcement recipient the messages are for (modules/announcements, decision 0086). */
  announcementRecipientId?: number;
}

/** A 10-digit Indian mobile number from what a form held (+91, 0 or spaces allowed), or null. */
export function mobileNumber(value: string | null | undefined): string | null {
  const digits = (value ?? '').replace(/\D/g, '');
  const local = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits;
  const ten = local.length === 11 && local.startsWith('0') ? local.slice(1) : local;
  return /^[6-9]\d{9}$/.test(ten) ? ten : null;
}

export async function enqueueNotification(
  db: Kysely<DB> | Transaction<DB>,
  input: NotificationInput,
): Promise<number> {
  if ('centres' in input.to) {
    // Each active centre addressed, at its own e-mail and phone, as a message of its own.
    const centres = await db
      .selectFrom('centres')
      .select(['id', 'name', 'email', 'phone'])
      .where('status', '=', 'active')
      .$if(input.to.centres !== 'all', (qb) =>
        qb.where('id', 'in', [0, ...(input.to as { centres: number[] }).centres]),
      )
      .execute();
    let written = 0;
    for (const centre of centres) {
      written += await enqueueNotification(db, {
        ...input,
        to: { email: centre.email, phone: centre.phone },
        centreId: centre.id,
        data: { name: centre.name, ...input.data },
      });
    }
    return written;
  }
  const now = nowIso();
  let to: { email?: string | null; phone?: string | null; userId?: number | null };
  let data = input.data;
  if ('studentId' in input.to) {
    const student = await db
      .selectFrom('students')
      .select(['email', 'contactno', 'user_id', 'firstname'])
      .where('id', '=', input.to.studentId)
      // An archived student is sent nothing, reminders included (decision 0058).
      .where('archived_at', 'is', null)
      .executeTakeFirst();
    if (!student) return 0;
    to = { email: student.email, phone: student.contactno, userId: student.user_id };
    data = { name: student.firstname, ...data };
  } else {
    to = input.to;
  }
  // The person's language, channels and opt-out, and no reminder for someone who turned
  // reminders off; read in the caller's transaction so a preference saved before is honoured.
  const preferences = to.userId ? await readNotificationPreferences(db, to.userId) : null;
  const essential = ESSENTIAL_KINDS.has(input.kind);
  const locale: Locale = preferences?.stored ? preferences.locale : (input.locale ?? 'en');
  const email = to.email?.trim().toLowerCase() || null;
  const phone = mobileNumber(to.phone);
  const whatsapp = whatsappOn(db);
  const rows = chooseChannels({
    email,
    phone,
    preferences,
    essential,
    reminder: REMINDER_KINDS.has(input.kind),
    only: input.only,
    whatsapp,
    order: whatsapp ? await channelOrder(db, input.kind) : [],
    stopped: whatsapp && phone && !essential ? await numberStopped(db, phone) : false,
  });
  if (rows.length === 0) return 0;
  const inserted = await db
    .insertInto('notification_outbox')
    .values(
      rows.map((row) => ({
        kind: input.kind,
        channel: row.channel,
        recipient: row.recipient,
        user_id: to.userId ?? null,
        centre_id: input.centreId ?? null,
        locale,
        data: JSON.stringify(data),
        secret: input.secret?.value ?? null,
        secret_expires_at: input.secret?.expiresAt ?? null,
        status: 'pending' as const,
        attempts: 0,
        next_attempt_at: now,
        locked_until: null,
        last_error: null,
        provider_id: null,
        sent_at: null,
        created_at: now,
        updated_at: now,
        announcement_recipient_id: input.announcementRecipientId ?? null,
        fallback: row.fallback,
      })),
    )
    .returning(['id', 'channel'])
    .execute();
  // With WhatsApp the files ride on the one row and move to its e-mail fallback if it comes.
  const emailRow =
    inserted.find((row) => row.channel === 'email') ??
    (rows[0]?.fallback ? inserted[0] : undefined);
  if (emailRow && input.attachments?.length) {
    await db
      .insertInto('notification_attachments')
      .values(
        input.attachments.map((file) => ({
          notification_id: emailRow.id,
          filename: file.filename,
          content_type: file.contentType,
          content_base64: file.content.toString('base64'),
        })),
      )
      .execute();
  }
  return rows.length;
}

export interface StoredPreferences {
  locale: Locale;
  reminders: boolean;
  /** The channels the person accepts non-essential messages on. */
  channels: Record<Channel, boolean>;
  /** Only essential messages. */
  optedOut: boolean;
  /** False when the person never chose (the defaults: English, reminders on). */
  stored: boolean;
}

/** A user's message language, reminder choice, channels and opt-out; defaults if never chosen. */
export async function readNotificationPreferences(
  db: Kysely<DB> | Transaction<DB>,
  userId: number,
): Promise<StoredPreferences> {
  const row = await db
    .selectFrom('notification_preferences')
    .select(['locale', 'reminders', 'email_on', 'sms_on', 'whatsapp_on', 'opted_out'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row
    ? preferencesOf(row)
    : {
        locale: 'en',
        reminders: true,
        channels: { email: true, sms: true, whatsapp: true },
        optedOut: false,
        stored: false,
      };
}

function preferencesOf(row: {
  locale: Locale;
  reminders: number | boolean;
  email_on: number | boolean;
  sms_on: number | boolean;
  whatsapp_on: number | boolean;
  opted_out: number | boolean;
}): StoredPreferences {
  return {
    locale: row.locale,
    reminders: Number(row.reminders) === 1,
    channels: {
      email: Number(row.email_on) === 1,
      sms: Number(row.sms_on) === 1,
      whatsapp: Number(row.whatsapp_on) === 1,
    },
    optedOut: Number(row.opted_out) === 1,
    stored: true,
  };
}

/** Saves a user's choice (one row per user, replaced; what is not given stays as it was). */
export async function saveNotificationPreferences(
  db: Kysely<DB> | Transaction<DB>,
  userId: number,
  choice: {
    locale: Locale;
    reminders: boolean;
    channels?: Partial<Record<Channel, boolean>>;
    optedOut?: boolean;
  },
): Promise<void> {
  const flag = (value: boolean) => (value ? 1 : 0);
  const values = {
    locale: choice.locale,
    reminders: flag(choice.reminders),
    ...(choice.channels?.email !== undefined ? { email_on: flag(choice.channels.email) } : {}),
    ...(choice.channels?.sms !== undefined ? { sms_on: flag(choice.channels.sms) } : {}),
    ...(choice.channels?.whatsapp !== undefined
      ? { whatsapp_on: flag(choice.channels.whatsapp) }
      : {}),
    ...(choice.optedOut !== undefined ? { opted_out: flag(choice.optedOut) } : {}),
    updated_at: nowIso(),
  };
  await db
    .insertInto('notification_preferences')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

/** The order a kind's message tries its channels in: head office's, or the default. */
export async function channelOrder(
  db: Kysely<DB> | Transaction<DB>,
  kind: string,
): Promise<Channel[]> {
  const row = await db
    .selectFrom('notification_channel_orders')
    .select('channels')
    .where('kind', '=', kind)
    .executeTakeFirst();
  const stored = (row?.channels ?? '')
    .split(',')
    .filter((name): name is Channel => (CHANNELS as readonly string[]).includes(name));
  return stored.length > 0 ? stored : [...DEFAULT_CHANNEL_ORDER];
}

/**
 * Whether WhatsApp is on for a database: set by the notifications service of the app that owns
 * it. Keyed by the database's query adapter, which its transactions share, so that an enqueue
 * inside a transaction sees the setting of its app (several apps may run in one test process).
 */
const whatsappByAdapter = new WeakMap<object, boolean>();

export function setWhatsappOn(db: Kysely<DB>, on: boolean): void {
  whatsappByAdapter.set(db.getExecutor().adapter, on);
}

function whatsappOn(db: Kysely<DB> | Transaction<DB>): boolean {
  return whatsappByAdapter.get(db.getExecutor().adapter) ?? false;
}

/** What decides the channels of one message (every value already read). */
export interface ChannelChoice {
  email: string | null;
  /** A 10-digit mobile number (mobileNumber), or null. */
  phone: string | null;
  preferences: StoredPreferences | null;
  essential: boolean;
  reminder: boolean;
  only?: 'email' | 'sms';
  whatsapp: boolean;
  /** The kind's channel order (used only with WhatsApp). */
  order: Channel[];
  /** The number replied STOP on WhatsApp. */
  stopped: boolean;
}

/**
 * The outbox rows one message gets (decision 0085): none for someone who opted out or turned
 * reminders off (essential kinds excepted); without WhatsApp the e-mail and the SMS, both; with
 * WhatsApp the first channel of the kind's order that the person has and accepts, the others kept
 * on the row as its fallbacks. Used by enqueueNotification and by an audience's preview.
 */
export function chooseChannels(
  choice: ChannelChoice,
): { channel: Channel; recipient: string; fallback: string | null }[] {
  const { preferences, essential, email, phone, only } = choice;
  if (preferences && !essential && preferences.optedOut) return [];
  if (preferences && !preferences.reminders && choice.reminder) return [];
  const accepts = (channel: Channel) => essential || !preferences || preferences.channels[channel];
  if (!choice.whatsapp) {
    const rows: { channel: Channel; recipient: string; fallback: string | null }[] = [];
    if (email && only !== 'sms' && accepts('email')) {
      rows.push({ channel: 'email', recipient: email, fallback: null });
    }
    if (phone && only !== 'email' && accepts('sms')) {
      rows.push({ channel: 'sms', recipient: phone, fallback: null });
    }
    return rows;
  }
  const chain = choice.order
    .filter((channel) =>
      only === 'email' ? channel === 'email' : only === 'sms' ? channel !== 'email' : true,
    )
    .filter((channel) => accepts(channel) && !(channel === 'whatsapp' && choice.stopped))
    .flatMap((channel) => {
      const recipient = channel === 'email' ? email : phone;
      return recipient ? [{ channel, recipient }] : [];
    });
  if (chain.length === 0) return [];
  return [{ ...chain[0]!, fallback: chain.length > 1 ? JSON.stringify(chain.slice(1)) : null }];
}

/**
 * How a message of `kind` to each of these people would go, counted without writing anything
 * (an announcement's preview, decision 0086): per channel the people whose first message goes
 * there, and those nothing reaches (no address, or opted out). Preferences and STOP replies are
 * read in bulk, 500 people a query.
 */
export async function planChannels(
  db: Kysely<DB> | Transaction<DB>,
  kind: NotificationKind,
  people: { email: string | null; phone: string | null; userId: number | null }[],
): Promise<{ firstChannel: Record<Channel, number>; unreachable: number; whatsapp: boolean }> {
  const whatsapp = whatsappOn(db);
  const essential = ESSENTIAL_KINDS.has(kind);
  const order = whatsapp ? await channelOrder(db, kind) : [];
  const preferences = new Map<number, StoredPreferences>();
  const stopped = new Set<string>();
  const userIds = [...new Set(people.flatMap((person) => (person.userId ? [person.userId] : [])))];
  const phones = [...new Set(people.flatMap((person) => mobileNumber(person.phone) ?? []))];
  for (let i = 0; i < userIds.length; i += 500) {
    const rows = await db
      .selectFrom('notification_preferences')
      .select(['user_id', 'locale', 'reminders', 'email_on', 'sms_on', 'whatsapp_on', 'opted_out'])
      .where('user_id', 'in', userIds.slice(i, i + 500))
      .execute();
    for (const row of rows) preferences.set(row.user_id, preferencesOf(row));
  }
  if (whatsapp && !essential) {
    for (let i = 0; i < phones.length; i += 500) {
      const rows = await db
        .selectFrom('whatsapp_opt_outs')
        .select('phone')
        .where('phone', 'in', phones.slice(i, i + 500))
        .execute();
      for (const row of rows) stopped.add(row.phone);
    }
  }
  const firstChannel: Record<Channel, number> = { email: 0, sms: 0, whatsapp: 0 };
  let unreachable = 0;
  for (const person of people) {
    const phone = mobileNumber(person.phone);
    const rows = chooseChannels({
      email: person.email?.trim().toLowerCase() || null,
      phone,
      preferences: person.userId ? (preferences.get(person.userId) ?? null) : null,
      essential,
      reminder: REMINDER_KINDS.has(kind),
      whatsapp,
      order,
      stopped: phone !== null && stopped.has(phone),
    });
    if (rows.length === 0) unreachable += 1;
    for (const row of rows) firstChannel[row.channel] += 1;
  }
  return { firstChannel, unreachable, whatsapp };
}
