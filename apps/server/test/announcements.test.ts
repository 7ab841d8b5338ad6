import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnnouncementDelivery } from '../src/modules/announcements/announcement-delivery';
import { createAnnouncementsRepository } from '../src/modules/announcements/announcements.repository';
import { nowIso } from '../src/lib/time';
import { signInHeadOffice, signInStaff, type Headers } from './helpers/actors';
import { createCentre, createStudent, createUser } from './helpers/factories';
import { startSmsGateway } from './helpers/sms-gateway';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp-server';
import { createTestApp, type TestApp } from './helpers/test-app';

const onPostgres = process.env.TEST_DB === 'postgres';

let smtp: TestSmtpServer;
let sms: Awaited<ReturnType<typeof startSmsGateway>>;
let t: TestApp;
let head: Headers;
let staffA: Headers;
let staffB: Headers;
let teacher: Headers;
let centreA: number;
let centreB: number;
let batchA: number;
let batchB: number;
let otherCourse: string;
/** Students of centre A: e-mail and phone, phone only, neither (unreachable), archived. */
const a: Record<'both' | 'phoneOnly' | 'none' | 'archived', number> = {
  both: 0,
  phoneOnly: 0,
  none: 0,
  archived: 0,
};
const b: number[] = [];

const silent = { info: () => {}, error: () => {} };
const text = { titleEn: 'Centre closed on Monday', bodyEn: 'Classes resume on Tuesday.' };

const post = (url: string, headers: Headers, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/dashboard${url}`, headers, payload });
const get = (url: string, headers: Headers) =>
  t.app.inject({ method: 'GET', url: `/api/dashboard${url}`, headers });

async function student(
  centreId: number,
  values: { email?: string | null; phone?: string; archived?: boolean; userId?: number } = {},
) {
  const { id } = await createStudent(t.app, {
    centreId,
    email: values.email ?? null,
    feePlan: false,
    ...(values.userId ? { userId: values.userId } : {}),
  });
  await t.app.db
    .updateTable('students')
    .set({
      contactno: values.phone ?? '9876543210',
      ...(values.archived ? { archived_at: nowIso() } : {}),
    })
    .where('id', '=', id)
    .execute();
  return id;
}

async function batch(centreId: number, studentIds: number[]) {
  const now = nowIso();
  const { id } = await t.app.db
    .insertInto('batches')
    .values({
      centre_id: centreId,
      name: `Morning ${centreId}`,
      course: '8',
      course_option: null,
      start_date: '2026-11-01',
      end_date: '2027-02-28',
      weekdays: 31,
      start_time: '09:00',
      end_time: '10:00',
      room: 'Lab 1',
      teacher_user_id: null,
      capacity: 30,
      created_by: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const studentId of studentIds) {
    await t.app.db
      .insertInto('batch_enrolments')
      .values({
        batch_id: id,
        student_id: studentId,
        enrolled_at: now,
        enrolled_by: null,
        left_at: null,
        left_by: null,
      })
      .execute();
  }
  return id;
}

interface Preview {
  people: number;
  channels: { channel: string; configured: boolean; people: number }[];
  unreachable: number;
  en: { title: string; body: string };
  hi: { title: string; body: string; fallback: boolean };
}
async function preview(headers: Headers, audience: object, wording: object = text) {
  const response = await post('/announcements/preview', headers, { audience, text: wording });
  return { status: response.statusCode, body: response.json() as Preview };
}

async function create(headers: Headers, audience: object, sendAt: string | null = null) {
  const response = await post('/announcements', headers, { audience, text, sendAt });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number }).id;
}

interface Detail {
  status: string;
  recipients: number;
  totals: Record<string, number>;
  recipientList: {
    items: {
      registrationNumber: string;
      status: string;
      messages: { channel: string; status: string }[];
    }[];
    total: number;
  };
}
async function detail(id: number, headers: Headers = head) {
  const response = await get(`/announcements/${id}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Detail;
}

/** Outbox rows of an announcement, counted per recipient and channel. */
async function outboxRows(announcementId: number) {
  return t.app.db
    .selectFrom('notification_outbox')
    .innerJoin(
      'announcement_recipients',
      'announcement_recipients.id',
      'notification_outbox.announcement_recipient_id',
    )
    .select([
      'notification_outbox.announcement_recipient_id as recipient',
      'notification_outbox.channel',
      'notification_outbox.recipient as address',
      'notification_outbox.data',
    ])
    .where('announcement_recipients.announcement_id', '=', announcementId)
    .execute();
}

const delivery = (ratePerMinute: number) =>
  createAnnouncementDelivery({
    repository: createAnnouncementsRepository(t.app.db),
    ratePerMinute,
    sent: () => {},
    log: silent,
  });

beforeAll(async () => {
  smtp = await startSmtpServer();
  sms = await startSmsGateway();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'no-reply@institute.test',
    PUBLIC_URL: 'https://institute.test',
    SMS_PROVIDER: 'msg91',
    MSG91_AUTH_KEY: 'k',
    MSG91_API_URL: sms.url,
    SMS_TEMPLATE_IDS: 'announcement=1107300',
  });
  centreA = await createCentre(t.app);
  centreB = await createCentre(t.app);
  head = await signInHeadOffice(t.app);
  staffA = await signInStaff(
    t.app,
    await createUser(t.app, { role: 'centre_staff', centreId: centreA }),
  );
  staffB = await signInStaff(
    t.app,
    await createUser(t.app, { role: 'centre_staff', centreId: centreB }),
  );
  teacher = await signInStaff(
    t.app,
    await createUser(t.app, { role: 'teacher', centreId: centreA }),
  );
  // A student who reads Hindi: their account chose it.
  const hindiReader = await createUser(t.app, { role: 'student' });
  await t.app.db
    .insertInto('notification_preferences')
    .values({ user_id: hindiReader.id, locale: 'hi', reminders: 1, updated_at: nowIso() })
    .execute();
  a.both = await student(centreA, { email: 'asha@example.com', userId: hindiReader.id });
  a.phoneOnly = await student(centreA, { phone: '+91 98765 43212' });
  a.none = await student(centreA, { phone: '12345' });
  a.archived = await student(centreA, { email: 'gone@example.com', archived: true });
  b.push(await student(centreB, { email: 'bina@example.com' }));
  b.push(await student(centreB));
  otherCourse = (
    await t.app.db
      .selectFrom('courses')
      .select('code')
      .where('code', '!=', '8')
      .executeTakeFirstOrThrow()
  ).code;
  await t.app.db
    .updateTable('students')
    .set({ course: otherCourse })
    .where('id', '=', b[1]!)
    .execute();
  batchA = await batch(centreA, [a.both, a.phoneOnly]);
  batchB = await batch(centreB, [b[0]!]);
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
  await sms?.close();
});

describe('who may send announcements', () => {
  it('head office and centre staff; teachers, students and strangers may not', async () => {
    expect((await get('/announcements', head)).statusCode).toBe(200);
    expect((await get('/announcements', staffA)).statusCode).toBe(200);
    expect((await get('/announcements', teacher)).statusCode).toBe(403);
    expect((await get('/announcements', {})).statusCode).toBe(401);
    const options = (await get('/announcements/options', staffA)).json() as {
      kinds: string[];
      centres: { id: number }[];
      batches: { id: number }[];
    };
    expect(options.kinds).toEqual(['centre', 'batch']);
    expect(options.centres.map((centre) => centre.id)).toEqual([centreA]);
    expect(options.batches.map((row) => row.id)).toEqual([batchA]);
    const all = (await get('/announcements/options', head)).json() as { kinds: string[] };
    expect(all.kinds).toEqual(['all', 'centre', 'course', 'batch']);
  });

  it('centre staff never address another centre: its centre, course or batch is not found', async () => {
    expect((await preview(staffA, { kind: 'all' })).status).toBe(403);
    expect((await preview(staffA, { kind: 'centre', centreId: centreB })).status).toBe(404);
    expect(
      (await preview(staffA, { kind: 'course', courseCode: '8', centreId: centreB })).status,
    ).toBe(404);
    expect((await preview(staffA, { kind: 'batch', batchId: batchB })).status).toBe(404);
    const sent = await post('/announcements', staffA, {
      audience: { kind: 'batch', batchId: batchB },
      text,
    });
    expect(sent.statusCode).toBe(404);
    expect(await t.app.db.selectFrom('announcements').select('id').execute()).toEqual([]);
  });
});

describe('the preview', () => {
  it('counts the people of each audience, per channel, and those no channel reaches', async () => {
    // Head office: every student of every centre (archived ones excluded).
    const all = (await preview(head, { kind: 'all' })).body;
    expect(all.people).toBe(5);
    expect(all.channels).toEqual([
      { channel: 'email', configured: true, people: 2 },
      { channel: 'sms', configured: true, people: 4 },
      // Not set up on this server: nobody is counted on it (with it, apps/server/test/whatsapp.test.ts).
      { channel: 'whatsapp', configured: false, people: 0 },
    ]);
    expect(all.unreachable).toBe(1);
    expect((await preview(head, { kind: 'centre', centreId: centreA })).body.people).toBe(3);
    expect((await preview(head, { kind: 'course', courseCode: '8' })).body.people).toBe(4);
    expect(
      (await preview(head, { kind: 'course', courseCode: otherCourse, centreId: centreB })).body
        .people,
    ).toBe(1);
    expect((await preview(head, { kind: 'batch', batchId: batchB })).body.people).toBe(1);
    // Centre staff: their own centre without naming it, and their batch.
    const own = (await preview(staffA, { kind: 'centre', centreId: null })).body;
    expect(own.people).toBe(3);
    expect(own.unreachable).toBe(1);
    const inBatch = (await preview(staffA, { kind: 'batch', batchId: batchA })).body;
    expect(inBatch.people).toBe(2);
    expect(inBatch.channels.find((c) => c.channel === 'email')!.people).toBe(1);
  });

  it('shows both languages: the Hindi text, or the English one when none is given', async () => {
    const english = (await preview(head, { kind: 'all' })).body;
    expect(english.hi).toEqual({ ...english.en, fallback: true });
    const both = (
      await preview(
        head,
        { kind: 'all' },
        { ...text, titleHi: 'सोमवार को केंद्र बंद', bodyHi: 'मंगलवार से कक्षाएं।' },
      )
    ).body;
    expect(both.hi).toEqual({
      title: 'सोमवार को केंद्र बंद',
      body: 'मंगलवार से कक्षाएं।',
      fallback: false,
    });
    const half = await preview(head, { kind: 'all' }, { ...text, titleHi: 'केवल शीर्षक' });
    expect(half.status).toBe(400);
  });
});

describe('sending', () => {
  it('sends now: each reachable student once, in their language, and shows each status', async () => {
    const response = await post('/announcements', head, {
      audience: { kind: 'centre', centreId: centreA },
      text: { ...text, titleHi: 'सोमवार को केंद्र बंद', bodyHi: 'मंगलवार से कक्षाएं फिर शुरू।' },
      sendAt: null,
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: number };
    await t.app.announcementDelivery.idle();
    await t.app.notifications.idle();
    await t.app.notifications.deliverDue();
    const rows = await outboxRows(id);
    // Asha: e-mail and SMS; the phone-only student: SMS; the one without either: nothing.
    expect(rows.map((row) => row.channel).sort()).toEqual(['email', 'sms', 'sms']);
    const mail = smtp.messages.find((message) => message.subject === 'सोमवार को केंद्र बंद');
    expect(mail?.text).toContain('मंगलवार से कक्षाएं फिर शुरू।');
    const shown = await detail(id);
    expect(shown.status).toBe('sent');
    expect(shown.recipients).toBe(3);
    expect(shown.totals).toMatchObject({ recipients: 3, sent: 2, unreachable: 1, pending: 0 });
    const statuses = shown.recipientList.items.map((item) => item.status).sort();
    expect(statuses).toEqual(['sent', 'sent', 'unreachable']);
    const asha = shown.recipientList.items.find((item) => item.messages.length === 2)!;
    expect(asha.messages.map((m) => m.status)).toEqual(['sent', 'sent']);
    // The other centre neither sees it nor reaches it.
    expect((await get(`/announcements/${id}`, staffB)).statusCode).toBe(404);
    expect((await get('/announcements', staffB)).json()).toEqual({ items: [] });
  });

  it('schedules at 00:30 and 23:30 in India: sent from that moment, not before; a past time is refused', async () => {
    const early = await create(staffA, { kind: 'batch', batchId: batchA }, '2099-12-01T00:30');
    const late = await create(staffA, { kind: 'batch', batchId: batchA }, '2099-12-01T23:30');
    const startsAt = async (id: number) =>
      (
        await t.app.db
          .selectFrom('announcements')
          .select('send_at')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).send_at;
    expect(await startsAt(early)).toBe('2099-11-30T19:00:00.000Z');
    expect(await startsAt(late)).toBe('2099-12-01T18:00:00.000Z');
    const job = delivery(600);
    await job.run(Date.parse('2099-11-30T18:59:00.000Z'));
    expect((await detail(early)).status).toBe('scheduled');
    await job.run(Date.parse('2099-11-30T19:00:00.000Z'));
    expect((await detail(early)).status).toBe('sent');
    expect((await detail(late)).status).toBe('scheduled');
    expect(await outboxRows(early)).toHaveLength(3);
    // Cancelled before its time: never sent; a second cancel, or one of a sent one, is refused.
    expect((await post(`/announcements/${late}/cancel`, staffB)).statusCode).toBe(404);
    expect((await post(`/announcements/${late}/cancel`, staffA)).statusCode).toBe(204);
    expect((await post(`/announcements/${late}/cancel`, staffA)).statusCode).toBe(409);
    expect((await post(`/announcements/${early}/cancel`, staffA)).statusCode).toBe(409);
    await job.run(Date.parse('2099-12-02T00:00:00.000Z'));
    expect((await detail(late)).status).toBe('cancelled');
    expect(await outboxRows(late)).toHaveLength(0);

    const past = await post('/announcements', head, {
      audience: { kind: 'all' },
      text,
      sendAt: '2020-01-01T10:00',
    });
    expect(past.statusCode).toBe(400);
  });

  it('a stop half-way (rows claimed but not sent) and a run again: each recipient once, at the pace', async () => {
    for (let i = 0; i < 6; i += 1) await student(centreB, { email: `pace${i}@example.com` });
    const id = await create(head, { kind: 'centre', centreId: centreB }, '2100-03-01T10:00');
    const at = Date.parse('2100-03-01T04:30:00.000Z');
    // A pace of 3 a minute: the first run enqueues 3 of the 8.
    const slow = delivery(3);
    expect((await slow.run(at)).queued).toBe(3);
    expect((await detail(id)).totals).toMatchObject({ recipients: 8, pending: 5 });
    // A runner claims 2 more and stops before sending them (its process ended).
    await t.app.db
      .updateTable('announcement_recipients')
      .set({
        status: 'claimed',
        claim_token: 'stopped',
        claimed_until: new Date(at + 2 * 60_000).toISOString(),
      })
      .where(
        'id',
        'in',
        t.app.db
          .selectFrom('announcement_recipients')
          .select('id')
          .where('announcement_id', '=', id)
          .where('status', '=', 'pending')
          .orderBy('id')
          .limit(2),
      )
      .execute();
    // Within the minute: nothing more. A minute on: the 3 others, not the claimed 2.
    expect((await slow.run(at + 30_000)).queued).toBe(0);
    expect((await slow.run(at + 61_000)).queued).toBe(3);
    expect((await detail(id)).status).toBe('sending');
    // The claim has run out: the job, started again, takes them.
    expect((await delivery(600).run(at + 3 * 60_000)).queued).toBe(2);
    const rows = await outboxRows(id);
    const keys = rows.map((row) => `${row.recipient}:${row.channel}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(rows.map((row) => row.recipient)).size).toBe(8);
    expect((await detail(id)).status).toBe('sent');
  });

  it(`50 runs at once (${onPostgres ? 'PostgreSQL' : 'SQLite'}): one outbox row per recipient and channel`, async () => {
    const centre = await createCentre(t.app);
    for (let i = 0; i < 40; i += 1) {
      await student(centre, { email: `many${i}@example.com` });
    }
    const id = await create(head, { kind: 'centre', centreId: centre }, '2100-05-01T10:00');
    const at = Date.parse('2100-05-01T04:30:00.000Z');
    const runners = Array.from({ length: 50 }, () => delivery(100_000));
    const results = await Promise.all(runners.map((runner) => runner.run(at)));
    expect(results.reduce((sum, result) => sum + result.queued, 0)).toBe(40);
    expect(results.reduce((sum, result) => sum + result.failed, 0)).toBe(0);
    const rows = await outboxRows(id);
    expect(rows).toHaveLength(80);
    const keys = new Set(rows.map((row) => `${row.recipient}:${row.channel}`));
    expect(keys.size).toBe(80);
    const shown = await detail(id);
    expect(shown.status).toBe('sent');
    expect(shown.recipients).toBe(40);
  });
});
