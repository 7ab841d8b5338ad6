import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config';
import {
  enqueueNotification,
  planChannels,
  saveNotificationPreferences,
  type NotificationInput,
} from '../src/modules/notifications/enqueue';
import { newSiteUser, signInHeadOffice, signInStaff } from './helpers/actors';
import { createCentre, createStudent, createUser } from './helpers/factories';
import { startSmsGateway } from './helpers/sms-gateway';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp-server';
import { createTestApp, type TestApp } from './helpers/test-app';
import { GRAPH_ERRORS, startWhatsappFake, type WhatsappFake } from './helpers/whatsapp-fake';

// WhatsApp as a channel of the outbox (decision 0085), against a local fake of the Graph API.

const TOKEN = 'EAAtestaccesstoken0123456789abcdef';
const PHONE_NUMBER_ID = '106540352242922';
const APP_SECRET = 'the-app-secret-0123';
const VERIFY_TOKEN = 'the-verify-token-42';

let smtp: TestSmtpServer;
let sms: Awaited<ReturnType<typeof startSmsGateway>>;
let graph: WhatsappFake;
let t: TestApp;
let head: Record<string, string>;
let staff: Record<string, string>;
let centre: number;
const logLines: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
  sms = await startSmsGateway();
  graph = await startWhatsappFake({
    accessToken: TOKEN,
    phoneNumberId: PHONE_NUMBER_ID,
    appSecret: APP_SECRET,
  });
  t = await createTestApp(
    {
      LOG_LEVEL: 'info',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Institute <no-reply@institute.test>',
      PUBLIC_URL: 'https://institute.test',
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'test-auth-key',
      MSG91_API_URL: sms.url,
      SMS_TEMPLATE_IDS:
        'application-approved=1107003,fee-receipt=1107005,password-reset-code=1107009',
      WHATSAPP_ACCESS_TOKEN: TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
      WHATSAPP_API_URL: graph.url,
      WHATSAPP_TEMPLATES: 'fee-receipt=fee_receipt_v2',
      WHATSAPP_SENDS_PER_SECOND: '10',
      NOTIFY_MAX_ATTEMPTS: '3',
    },
    {
      logStream: { write: (line: string) => logLines.push(line) },
      // The app listens (the webhooks come over HTTP), which starts its jobs: the tests deliver
      // themselves (deliverDue, the kicks), so the delivery job would only race them.
      jobs: (defaults) => defaults.filter((job) => job.name !== 'deliver-notifications'),
    },
  );
  graph.state.webhookUrl = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/whatsapp/webhook`;
  head = await signInHeadOffice(t.app);
  centre = await createCentre(t.app);
  staff = await signInStaff(
    t.app,
    await createUser(t.app, { role: 'centre_staff', centreId: centre }),
  );
});
afterAll(async () => {
  await t.close();
  await graph.close();
  await smtp.stop();
  await sms.close();
});

let phoneSeq = 0;
const phones: string[] = [];
/** A fresh 10-digit mobile number for each person. */
const newPhone = () =>
  `98${String(Date.now() % 1_000_000).padStart(6, '0')}${String(phoneSeq++ % 100).padStart(2, '0')}`;

async function person() {
  const user = await newSiteUser(t.app, 'registered');
  const phone = newPhone();
  phones.push(phone);
  return { ...user, phone };
}

type Person = Awaited<ReturnType<typeof person>>;

const approved = (who: Person, extra: Partial<NotificationInput> = {}) =>
  enqueueNotification(t.app.db, {
    kind: 'application-approved',
    to: { email: who.email, phone: who.phone, userId: who.id },
    data: { name: 'Sunita', course: 'DCA', centre: 'Gaya', registrationNumber: 'RV2026000123' },
    ...extra,
  });

const rowsOf = (userId: number) =>
  t.app.db
    .selectFrom('notification_outbox')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

const callsTo = (phone: string) => graph.calls.filter((call) => call.body.to === `91${phone}`);
const smsTo = (phone: string) =>
  sms.calls.filter(
    (call) =>
      (call.body as { recipients: { mobiles: string }[] }).recipients[0]!.mobiles === `91${phone}`,
  );
const mailsTo = (address: string) =>
  smtp.messages.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === address);

const deliveryLog = async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/dashboard/notifications?limit=200',
    headers: head,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    channels: { email: boolean; sms: boolean; whatsapp: boolean };
    items: {
      id: number;
      channel: string;
      recipient: string;
      status: string;
      deliveryStatus: string | null;
      deliveryStatusAt: string | null;
      fallbackOf: number | null;
      lastError: string | null;
    }[];
  };
};

describe('configuration', () => {
  it('is off unless all four variables are set, and refuses some without the others', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).notifications.whatsapp).toBeNull();
    expect(() =>
      loadConfig({
        NODE_ENV: 'test',
        WHATSAPP_ACCESS_TOKEN: TOKEN,
        WHATSAPP_APP_SECRET: APP_SECRET,
      }),
    ).toThrow(/WHATSAPP_PHONE_NUMBER_ID: .* must be set together/);
    const on = loadConfig({
      NODE_ENV: 'test',
      WHATSAPP_ACCESS_TOKEN: TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
    }).notifications.whatsapp;
    expect(on?.apiUrl).toBe('https://graph.facebook.com/v21.0');
    expect(on?.sendsPerSecond).toBe(20);
  });
});

describe('sending by WhatsApp', () => {
  it('sends the approved template with the values of the message, in the person’s language, and shows it in the delivery log', async () => {
    const who = await person();
    expect(await approved(who)).toBe(1);
    const [row] = await rowsOf(who.id);
    expect(row).toMatchObject({ channel: 'whatsapp', recipient: who.phone, status: 'pending' });
    await t.app.notifications.deliverDue();
    const [call] = callsTo(who.phone);
    expect(call!.path).toBe(`/v21.0/${PHONE_NUMBER_ID}/messages`);
    expect(call!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(call!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: `91${who.phone}`,
      type: 'template',
      template: {
        name: 'institute_application_approved',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Sunita' },
              { type: 'text', text: 'RV2026000123' },
              { type: 'text', text: 'https://institute.test/login' },
            ],
          },
        ],
      },
    });
    // No SMS and no e-mail: WhatsApp was the first channel and it was accepted.
    expect(smsTo(who.phone)).toHaveLength(0);
    expect(mailsTo(who.email)).toHaveLength(0);
    const log = await deliveryLog();
    expect(log.channels.whatsapp).toBe(true);
    const item = log.items.find((one) => one.id === row!.id)!;
    expect(item).toMatchObject({
      channel: 'whatsapp',
      recipient: `******${who.phone.slice(-4)}`,
      status: 'sent',
      deliveryStatus: null,
    });

    // Hindi for someone who chose it; a template name set by WHATSAPP_TEMPLATES.
    const hindi = await person();
    await t.app.inject({
      method: 'PUT',
      url: '/api/account/notification-preferences',
      headers: hindi.headers,
      payload: { locale: 'hi', reminders: true },
    });
    await enqueueNotification(t.app.db, {
      kind: 'fee-receipt',
      to: { email: hindi.email, phone: `+91 ${hindi.phone}`, userId: hindi.id },
      data: { name: 'सुनीता', amount: '₹1,250.00', receiptNumber: 'R/1', paidOn: '2026-11-28' },
    });
    await t.app.notifications.deliverDue();
    const [hindiCall] = callsTo(hindi.phone);
    expect(hindiCall!.body.template!.name).toBe('fee_receipt_v2');
    expect(hindiCall!.body.template!.language).toEqual({ code: 'hi' });
    expect(hindiCall!.body.template!.components[0]!.parameters.map((p) => p.text)).toEqual([
      'सुनीता',
      '₹1,250.00',
      'R/1',
    ]);
  });

  it('a password reset code goes with its AUTHENTICATION template, the code on its copy button', async () => {
    const who = await person();
    await enqueueNotification(t.app.db, {
      kind: 'password-reset-code',
      to: { email: who.email, phone: who.phone, userId: who.id },
      only: 'sms',
      data: {},
      secret: { value: '482913', expiresAt: new Date(Date.now() + 30 * 60_000).toISOString() },
    });
    const [row] = await rowsOf(who.id);
    expect(row!.channel).toBe('whatsapp');
    // The phone's fallback only: a reset asked for by SMS never goes by e-mail.
    expect(JSON.parse(row!.fallback!)).toEqual([{ channel: 'sms', recipient: who.phone }]);
    await t.app.notifications.deliverDue();
    const [call] = callsTo(who.phone);
    expect(call!.body.template!.name).toBe('institute_password_reset_code');
    expect(call!.body.template!.components).toEqual([
      { type: 'body', parameters: [{ type: 'text', text: '482913' }] },
      {
        type: 'button',
        sub_type: 'url',
        index: '0',
        parameters: [{ type: 'text', text: '482913' }],
      },
    ]);
  });
});

describe('delivery statuses from the webhook', () => {
  it('answers the verification with the challenge only for the right verify token', async () => {
    const good = await t.app.inject({
      method: 'GET',
      url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
    });
    expect(good.statusCode).toBe(200);
    expect(good.body).toBe('1158201444');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=wrong-token-1&hub.challenge=1',
    });
    expect(bad.statusCode).toBe(403);
  });

  it('records sent, delivered and read with their time, never going back, each event once', async () => {
    const who = await person();
    await approved(who);
    await t.app.notifications.deliverDue();
    const wamid = callsTo(who.phone)[0]!.wamid!;

    // A webhook not signed with the app secret changes nothing.
    const [refused] = await graph.status(wamid, 'delivered', { badSignature: true });
    expect(refused!.status).toBe(400);
    expect((await rowsOf(who.id))[0]!.delivery_status).toBeNull();

    expect((await graph.status(wamid, 'sent'))[0]!.status).toBe(200);
    expect((await rowsOf(who.id))[0]!.delivery_status).toBe('sent');
    // The same event ten times at once: handled once.
    const answers = await graph.status(wamid, 'delivered', { times: 10 });
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const applied = answers.map(
      (answer) => (JSON.parse(answer.body) as { applied: number }).applied,
    );
    expect(applied.reduce((a, b) => a + b, 0)).toBe(1);
    const events = await t.app.db
      .selectFrom('whatsapp_webhook_events')
      .select('event_key')
      .where('event_key', '=', `status:${wamid}:delivered`)
      .execute();
    expect(events).toHaveLength(1);

    await graph.status(wamid, 'read');
    // A late 'delivered' (another event of the same message) does not move it back.
    await t.app.db
      .deleteFrom('whatsapp_webhook_events')
      .where('event_key', '=', `status:${wamid}:delivered`)
      .execute();
    await graph.status(wamid, 'delivered');
    const [row] = await rowsOf(who.id);
    expect(row!.delivery_status).toBe('read');
    const item = (await deliveryLog()).items.find((one) => one.id === row!.id)!;
    expect(item.deliveryStatus).toBe('read');
    expect(Date.parse(item.deliveryStatusAt!)).toBeGreaterThan(Date.now() - 120_000);
  });

  it('a failed WhatsApp message falls back to SMS, once, then to e-mail if the SMS fails', async () => {
    const who = await person();
    await approved(who);
    await t.app.notifications.deliverDue();
    const wamid = callsTo(who.phone)[0]!.wamid!;
    await graph.status(wamid, 'failed', { times: 3 });
    const rows = await rowsOf(who.id);
    expect(rows.map((row) => row.channel)).toEqual(['whatsapp', 'sms']);
    expect(rows[0]!.status).toBe('failed');
    expect(rows[0]!.delivery_status).toBe('failed');
    expect(rows[0]!.last_error).toContain('131026');
    expect(rows[1]!.fallback_of).toBe(rows[0]!.id);
    // The failure also kicks the delivery: the SMS goes (by the kick, this call or the job).
    await t.app.notifications.idle();
    await vi.waitFor(
      async () => {
        await t.app.notifications.deliverDue();
        expect(smsTo(who.phone)).toHaveLength(1);
      },
      { timeout: 15_000, interval: 100 },
    );
    // A 'failed' after it was handled, or a 'delivered' now, changes nothing.
    await graph.status(wamid, 'failed');
    expect(await rowsOf(who.id)).toHaveLength(2);

    // The SMS gateway failing every time: after the attempts, the e-mail.
    const other = await person();
    await approved(other);
    await t.app.notifications.deliverDue();
    await graph.status(callsTo(other.phone)[0]!.wamid!, 'failed');
    sms.state.failing = true;
    try {
      let at = Date.now();
      for (let attempt = 0; attempt < 4; attempt++) {
        await t.app.notifications.deliverDue(at);
        at += 3_600_000;
      }
    } finally {
      sms.state.failing = false;
    }
    const chain = await rowsOf(other.id);
    expect(chain.map((row) => [row.channel, row.status])).toEqual([
      ['whatsapp', 'failed'],
      ['sms', 'failed'],
      ['email', 'sent'],
    ]);
    expect(mailsTo(other.email).map((mail) => mail.subject)).toEqual([
      'Admission approved: registration number RV2026000123',
    ]);
  });

  it('an answer that no retry can cure (131026) fails at once and falls back', async () => {
    const who = await person();
    await approved(who);
    graph.errors.push(GRAPH_ERRORS.undeliverable);
    await t.app.notifications.deliverDue();
    const rows = await rowsOf(who.id);
    expect(rows.map((row) => [row.channel, row.status, row.attempts])).toEqual([
      ['whatsapp', 'failed', 1],
      ['sms', 'pending', 0],
    ]);
    expect(rows[0]!.last_error).toContain('131026');
  });

  it('follows the order head office set for the kind', async () => {
    const orders = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/notifications/channel-orders',
      headers: head,
    });
    expect(orders.statusCode).toBe(200);
    const list = orders.json() as { kind: string; channels: string[]; essential: boolean }[];
    expect(list.find((one) => one.kind === 'application-approved')!.channels).toEqual([
      'whatsapp',
      'sms',
      'email',
    ]);
    expect(list.find((one) => one.kind === 'password-reset-code')!.essential).toBe(true);

    const put = (kind: string, channels: string[], headers = head) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/dashboard/notifications/channel-orders/${kind}`,
        headers,
        payload: { channels },
      });
    expect((await put('application-approved', ['whatsapp', 'whatsapp'])).statusCode).toBe(400);
    expect((await put('no-such-kind', ['email'])).statusCode).toBe(404);
    expect((await put('application-approved', ['email'], staff)).statusCode).toBe(403);
    const saved = await put('application-approved', ['whatsapp', 'email']);
    expect(saved.statusCode).toBe(200);
    try {
      const who = await person();
      await approved(who);
      await t.app.notifications.deliverDue();
      await graph.status(callsTo(who.phone)[0]!.wamid!, 'failed');
      await t.app.notifications.idle();
      await t.app.notifications.deliverDue();
      expect((await rowsOf(who.id)).map((row) => row.channel)).toEqual(['whatsapp', 'email']);
      expect(smsTo(who.phone)).toHaveLength(0);
      expect(mailsTo(who.email)).toHaveLength(1);
    } finally {
      await put('application-approved', ['whatsapp', 'sms', 'email']);
    }
  });
});

describe('rate limits', () => {
  it('a rate-limit answer is retried later without counting as a failed attempt', async () => {
    const who = await person();
    await approved(who);
    graph.errors.push(GRAPH_ERRORS.rateLimit);
    const now = Date.now();
    await t.app.notifications.deliverDue(now);
    let [row] = await rowsOf(who.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    expect(row!.last_error).toContain('130429');
    expect(Date.parse(row!.next_attempt_at)).toBeGreaterThanOrEqual(now + 60_000);
    await t.app.notifications.deliverDue(now + 61_000);
    [row] = await rowsOf(who.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, channel: 'whatsapp' });
  });

  it('the outbox job never sends faster than WHATSAPP_SENDS_PER_SECOND', async () => {
    const people = await Promise.all([1, 2, 3, 4, 5, 6].map(() => person()));
    for (const who of people) await approved(who);
    // (Past the pause that the rate-limit answer above started.)
    await t.app.notifications.deliverDue(Date.now() + 120_000);
    const times = people.map((who) => callsTo(who.phone)[0]!.at).sort((a, b) => a - b);
    // 10 a second: six sends span half a second, measured where they arrive (a late first
    // arrival on a busy machine shortens the span: 463 ms was seen; unpaced they take a few ms).
    expect(times.at(-1)! - times[0]!).toBeGreaterThanOrEqual(400);
  });
});

describe('consent', () => {
  it('a STOP reply (or रोकें) stops non-essential WhatsApp messages for that number; START resumes them', async () => {
    const who = await person();
    const [answer] = await graph.reply(`91${who.phone}`, ' stop ');
    expect(answer!.status).toBe(200);
    expect(
      await t.app.db
        .selectFrom('whatsapp_opt_outs')
        .selectAll()
        .where('phone', '=', who.phone)
        .execute(),
    ).toHaveLength(1);
    await approved(who);
    // The next channel instead: the SMS.
    expect((await rowsOf(who.id)).map((row) => row.channel)).toEqual(['sms']);
    // Essential: a password reset code still goes by WhatsApp.
    await enqueueNotification(t.app.db, {
      kind: 'password-reset-code',
      to: { email: who.email, phone: who.phone, userId: who.id },
      only: 'sms',
      data: {},
      secret: { value: '111222', expiresAt: new Date(Date.now() + 30 * 60_000).toISOString() },
    });
    expect((await rowsOf(who.id)).map((row) => row.channel)).toEqual(['sms', 'whatsapp']);

    await graph.reply(`91${who.phone}`, 'START');
    await approved(who);
    expect((await rowsOf(who.id)).at(-1)!.channel).toBe('whatsapp');

    // In Hindi too, and STOP ALL.
    for (const word of ['रोकें', 'STOP ALL']) {
      const other = await person();
      await graph.reply(`91${other.phone}`, word);
      await approved(other);
      expect((await rowsOf(other.id)).map((row) => row.channel)).toEqual(['sms']);
    }
  });

  it('an audience is counted as the outbox sends it: the first channel each accepts, none for an opt-out', async () => {
    const plain = await person();
    const stopped = await person();
    await graph.reply(`91${stopped.phone}`, 'STOP');
    const optedOut = await person();
    await saveNotificationPreferences(t.app.db, optedOut.id, {
      locale: 'en',
      reminders: true,
      optedOut: true,
    });
    const emailOnly = { ...(await person()), phone: '' };
    const people = [plain, stopped, optedOut, emailOnly];
    const plan = await planChannels(
      t.app.db,
      'announcement',
      people.map((who) => ({ email: who.email, phone: who.phone, userId: who.id })),
    );
    expect(plan).toEqual({
      firstChannel: { whatsapp: 1, sms: 1, email: 1 },
      unreachable: 1,
      whatsapp: true,
    });
    // What the preview counted is what the outbox writes.
    for (const who of people) {
      await enqueueNotification(t.app.db, {
        kind: 'announcement',
        to: { email: who.email, phone: who.phone, userId: who.id },
        data: { title: 'Holiday', body: 'Closed on Monday' },
      });
    }
    const first = await Promise.all(people.map(async (who) => (await rowsOf(who.id))[0]?.channel));
    expect(first).toEqual(['whatsapp', 'sms', undefined, 'email']);
  });

  it('a STOP arriving after the message was written skips its WhatsApp and sends the next channel', async () => {
    const who = await person();
    await approved(who);
    await graph.reply(`91${who.phone}`, 'STOP');
    await t.app.notifications.idle();
    // The app listens (the webhook comes over HTTP), so its outbox job runs too: the SMS may be
    // mid-send by the job when this delivery returns.
    await vi.waitFor(
      async () => {
        await t.app.notifications.deliverDue();
        const rows = await rowsOf(who.id);
        expect(rows.map((row) => [row.channel, row.status])).toEqual([
          ['whatsapp', 'skipped'],
          ['sms', 'sent'],
        ]);
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(callsTo(who.phone)).toHaveLength(0);
  });

  it('the profile’s channels and opt-out switch are kept and honoured; essential messages still go', async () => {
    const who = await person();
    const url = '/api/account/notification-preferences';
    const first = await t.app.inject({ method: 'GET', url, headers: who.headers });
    expect(first.json()).toEqual({
      locale: 'en',
      reminders: true,
      channels: { whatsapp: true, sms: true, email: true },
      optedOut: false,
      whatsappStopped: false,
    });
    const noWhatsapp = await t.app.inject({
      method: 'PUT',
      url,
      headers: who.headers,
      payload: {
        locale: 'en',
        reminders: true,
        channels: { whatsapp: false, sms: false, email: true },
      },
    });
    expect(noWhatsapp.statusCode).toBe(200);
    expect(noWhatsapp.json()).toMatchObject({
      channels: { whatsapp: false, sms: false, email: true },
    });
    await approved(who);
    expect((await rowsOf(who.id)).map((row) => row.channel)).toEqual(['email']);

    const optOut = await t.app.inject({
      method: 'PUT',
      url,
      headers: who.headers,
      payload: { locale: 'en', reminders: true, optedOut: true },
    });
    // The channels stay as chosen when the form does not send them.
    expect(optOut.json()).toMatchObject({
      optedOut: true,
      channels: { whatsapp: false, sms: false, email: true },
    });
    expect(await approved(who)).toBe(0);
    await enqueueNotification(t.app.db, {
      kind: 'password-reset-code',
      to: { email: who.email, phone: who.phone, userId: who.id },
      only: 'sms',
      data: {},
      secret: { value: '333444', expiresAt: new Date(Date.now() + 30 * 60_000).toISOString() },
    });
    // Essential: by WhatsApp although the person turned WhatsApp off.
    expect((await rowsOf(who.id)).map((row) => [row.kind, row.channel])).toEqual([
      ['application-approved', 'email'],
      ['password-reset-code', 'whatsapp'],
    ]);
  });
});

describe('what staff see', () => {
  it('the student’s record shows the channels accepted, the opt-out and a STOP reply', async () => {
    const account = await createUser(t.app, { role: 'student' });
    const { registrationNumber } = await createStudent(t.app, {
      centreId: centre,
      userId: account.id,
    });
    const record = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/dashboard/AddStudent/${registrationNumber}`,
          headers: staff,
        })
      ).json() as { messageConsent: unknown };
    expect((await record()).messageConsent).toEqual({
      channels: { whatsapp: true, sms: true, email: true },
      optedOut: false,
      whatsappStopped: false,
    });
    // The factory's students have the mobile number 9876543210.
    await graph.reply('919876543210', 'रोकें');
    expect((await record()).messageConsent).toMatchObject({ whatsappStopped: true });
    await graph.reply('919876543210', 'START');
    expect((await record()).messageConsent).toMatchObject({ whatsappStopped: false });
  });
});

describe('the log', () => {
  it('never holds a phone number, the access token or the app secret', async () => {
    await t.app.notifications.idle();
    const text = logLines.join('\n');
    expect(text).toContain('whatsapp webhook handled');
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain(APP_SECRET);
    expect(text).not.toContain(VERIFY_TOKEN);
    expect(phones.length).toBeGreaterThan(10);
    for (const phone of phones) expect(text).not.toContain(phone);
  });
});
