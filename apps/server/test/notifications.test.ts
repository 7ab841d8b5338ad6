import { NOTIFICATION_MESSAGES } from '@institute/shared/notifications';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postWalletEntry } from '../src/modules/wallet/wallet';
import { newSiteUser, signInHeadOffice, signInStaff } from './helpers/actors';
import { createCentre, createUser, type TestUser } from './helpers/factories';
import { multipart, pngImage, studentFields } from './helpers/multipart';
import { startSmsGateway } from './helpers/sms-gateway';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp-server';
import { createTestApp, TEST_ADMIN, type TestApp } from './helpers/test-app';

const SECOND = 1000;

let smtp: TestSmtpServer;
let sms: Awaited<ReturnType<typeof startSmsGateway>>;
let t: TestApp;
let centre: number;
let staff: Record<string, string>;
let head: Record<string, string>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  sms = await startSmsGateway();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Institute <no-reply@institute.test>',
    PUBLIC_URL: 'https://institute.test',
    SMS_PROVIDER: 'msg91',
    MSG91_AUTH_KEY: 'test-auth-key',
    MSG91_API_URL: sms.url,
    SMS_TEMPLATE_IDS:
      'application-received=1107001,application-correction=1107002,application-approved=1107003,application-rejected=1107004',
    NOTIFY_RETRY_SECONDS: '60',
    NOTIFY_MAX_ATTEMPTS: '3',
  });
  centre = await createCentre(t.app);
  const member = await createUser(t.app, { role: 'centre_staff', centreId: centre });
  staff = await signInStaff(t.app, member);
  head = await signInHeadOffice(t.app);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
  await sms.close();
});

interface Applicant extends TestUser {
  headers: Record<string, string>;
}

function newApplicant(): Promise<Applicant> {
  return newSiteUser(t.app, 'registered');
}

async function apply(applicant: Applicant, overrides: Record<string, string> = {}) {
  const { email: _email, ...fields } = studentFields();
  void _email;
  const body = multipart(
    { ...fields, centreId: String(centre), ...overrides },
    { photo: { data: await pngImage(), filename: 'me.png' } },
  );
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/applications/mine',
    payload: body.payload,
    headers: { ...applicant.headers, ...body.headers },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number };
}

const staffPost = (id: number, action: string, json = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/dashboard/applications/${id}/${action}`,
    headers: staff,
    payload: json,
  });

const mailTo = (address: string) =>
  smtp.messages.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === address);

const outboxOf = (userId: number) =>
  t.app.db
    .selectFrom('notification_outbox')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

describe('messages on application decisions', () => {
  it('the applicant gets an e-mail and an SMS when the application is received, needs a correction and is approved', async () => {
    const applicant = await newApplicant();
    const { id } = await apply(applicant);
    await t.app.notifications.deliverDue();
    const received = mailTo(applicant.email);
    expect(received.map((mail) => mail.subject)).toEqual(['We have received your application']);
    expect(received[0]!.from?.value).toEqual([
      { name: 'Institute', address: 'no-reply@institute.test' },
    ]);
    expect(received[0]!.text).toContain(
      `Your application for 1-Month Certificate Course at Centre `,
    );
    expect(received[0]!.text).toContain('https://institute.test/newuser');

    const message = 'The photo is blurred: please send a clear one.';
    expect((await staffPost(id, 'correction', { message })).statusCode).toBe(200);
    await t.app.notifications.deliverDue();
    const correction = mailTo(applicant.email)[1]!;
    expect(correction.subject).toBe('Your application needs a correction');
    expect(correction.text).toContain(message);

    // PUT resends it; then staff approve it.
    const { email: _email, ...fields } = studentFields();
    void _email;
    const body = multipart({ ...fields, centreId: String(centre) });
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/applications/mine',
          payload: body.payload,
          headers: { ...applicant.headers, ...body.headers },
        })
      ).statusCode,
    ).toBe(200);
    const approved = await staffPost(id, 'approve');
    expect(approved.statusCode).toBe(200);
    const registrationNumber: string = approved.json().registrationNumber;
    await t.app.notifications.deliverDue();
    const approval = mailTo(applicant.email)[2]!;
    expect(approval.subject).toBe(`Admission approved: registration number ${registrationNumber}`);
    expect(approval.text).toContain(
      `Sign in at https://institute.test/login with your e-mail, your password and your registration number ${registrationNumber}.`,
    );

    // The same three by SMS, through the gateway, with the DLT template ids and their values.
    const calls = sms.calls.filter(
      (call) =>
        (call.body as { recipients: { mobiles: string }[] }).recipients[0]!.mobiles ===
        '919876501234',
    );
    expect(calls.map((call) => (call.body as { template_id: string }).template_id)).toEqual([
      '1107001',
      '1107002',
      '1107003',
    ]);
    expect(calls[2]!.headers.authkey).toBe('test-auth-key');
    expect((calls[2]!.body as { recipients: Record<string, string>[] }).recipients[0]).toEqual({
      mobiles: '919876501234',
      VAR1: 'Sunita',
      VAR2: registrationNumber,
      VAR3: 'https://institute.test/login',
    });
    expect(
      (await outboxOf(applicant.id)).map((row) => [row.kind, row.channel, row.status]),
    ).toEqual([
      ['application-received', 'email', 'sent'],
      ['application-received', 'sms', 'sent'],
      ['application-correction', 'email', 'sent'],
      ['application-correction', 'sms', 'sent'],
      ['application-approved', 'email', 'sent'],
      ['application-approved', 'sms', 'sent'],
    ]);
  });

  it('writes a message only when its event commits: a refused approval sends nothing', async () => {
    await t.app.db
      .insertInto('course_fees')
      .values({
        course_code: '9',
        registration_fee_paise: 50_000,
        certificate_fee_paise: 0,
        updated_at: new Date().toISOString(),
        updated_by: null,
      })
      .execute();
    const applicant = await newApplicant();
    // MS Office has a registration fee; the centre's wallet is empty, so approval is refused.
    const { id } = await apply(applicant, {
      course: '9',
      courseOption: 'CERTIFICATE IN MS OFFICE(RV03001)',
    });
    const refused = await staffPost(id, 'approve');
    expect(refused.statusCode).toBe(409);
    expect((await outboxOf(applicant.id)).map((row) => row.kind)).not.toContain(
      'application-approved',
    );
    await postWalletEntry(t.app.db, {
      centreId: centre,
      kind: 'credit',
      amountPaise: 100_000,
      reason: 'fund',
      createdBy: null,
    });
    expect((await staffPost(id, 'approve')).statusCode).toBe(200);
    expect(
      (await outboxOf(applicant.id)).filter((row) => row.kind === 'application-approved'),
    ).toHaveLength(2);
  });
});

describe('the outbox during a provider outage', () => {
  it('an SMTP outage delays the e-mail with doubling waits; it arrives once when the server is back', async () => {
    await t.app.notifications.deliverDue();
    const applicant = await newApplicant();
    const { id } = await apply(applicant);
    await smtp.stop();
    const before = smtp.messages.length;
    const t0 = Date.now();
    await t.app.notifications.deliverDue(t0);
    const [mail] = (await outboxOf(applicant.id)).filter((row) => row.channel === 'email');
    expect(mail).toMatchObject({ status: 'pending', attempts: 1 });
    expect(mail!.last_error).toBeTruthy();
    expect(mail!.last_error).not.toContain(applicant.email);
    expect(Date.parse(mail!.next_attempt_at)).toBe(t0 + 60 * SECOND);

    // Not due yet: nothing is tried.
    await t.app.notifications.deliverDue(t0 + 59 * SECOND);
    expect(
      (
        await t.app.db
          .selectFrom('notification_outbox')
          .select('attempts')
          .where('id', '=', mail!.id)
          .executeTakeFirstOrThrow()
      ).attempts,
    ).toBe(1);
    // Still down a minute later: the next wait is twice as long.
    const t1 = t0 + 61 * SECOND;
    await t.app.notifications.deliverDue(t1);
    const second = await t.app.db
      .selectFrom('notification_outbox')
      .selectAll()
      .where('id', '=', mail!.id)
      .executeTakeFirstOrThrow();
    expect(second).toMatchObject({ status: 'pending', attempts: 2 });
    expect(Date.parse(second.next_attempt_at)).toBe(t1 + 120 * SECOND);

    await smtp.start();
    await t.app.notifications.deliverDue(t1 + 121 * SECOND);
    await t.app.notifications.deliverDue(t1 + 3600 * SECOND);
    await t.app.notifications.deliverDue();
    expect(smtp.messages.length).toBe(before + 1);
    const arrived = mailTo(applicant.email);
    expect(arrived.map((m) => m.subject)).toEqual(['We have received your application']);
    // A stable Message-ID per outbox row: a receiver can tell a resend from a new message.
    expect(arrived[0]!.messageId).toMatch(
      new RegExp(`^<outbox-${mail!.id}-\\d+@institute\\.test>$`),
    );
    const sent = await t.app.db
      .selectFrom('notification_outbox')
      .selectAll()
      .where('id', '=', mail!.id)
      .executeTakeFirstOrThrow();
    expect(sent).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    expect(id).toBeGreaterThan(0);
  });

  it('two senders at once send a message once', async () => {
    const applicant = await newApplicant();
    await apply(applicant);
    const before = mailTo(applicant.email).length;
    await Promise.all([
      t.app.notifications.deliverDue(),
      t.app.notifications.deliverDue(),
      t.app.notifications.deliverDue(),
    ]);
    expect(mailTo(applicant.email).length).toBe(before + 1);
  });

  it('an SMS that keeps failing is given up after NOTIFY_MAX_ATTEMPTS; head office sends it again from the delivery log', async () => {
    const applicant = await newApplicant();
    await apply(applicant);
    sms.state.failing = true;
    const t0 = Date.now();
    await t.app.notifications.deliverDue(t0);
    await t.app.notifications.deliverDue(t0 + 61 * SECOND);
    await t.app.notifications.deliverDue(t0 + 200 * SECOND);
    const row = (await outboxOf(applicant.id)).find((r) => r.channel === 'sms')!;
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(row.last_error).toBe('SMS gateway answered 500: Service unavailable');

    const log = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/notifications?status=failed',
      headers: head,
    });
    expect(log.statusCode).toBe(200);
    const item = log.json().items.find((i: { id: number }) => i.id === row.id);
    expect(item).toMatchObject({
      title: 'Application received',
      channel: 'sms',
      recipient: '******1234',
      status: 'failed',
      attempts: 3,
    });
    expect(log.json().channels).toEqual({ email: true, sms: true, whatsapp: false });

    sms.state.failing = false;
    const calls = sms.calls.length;
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/notifications/${row.id}/retry`,
      headers: head,
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().message).toBe(NOTIFICATION_MESSAGES.retried);
    // The retry starts a delivery of its own: let it finish, then run the job as well.
    await t.app.notifications.idle();
    await t.app.notifications.deliverDue();
    expect(sms.calls.length).toBe(calls + 1);
    const after = await t.app.db
      .selectFrom('notification_outbox')
      .select(['status'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe('sent');
    // A sent message is not sent again.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/notifications/${row.id}/retry`,
      headers: head,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(NOTIFICATION_MESSAGES.notRetriable);
  });
});

describe('the delivery log', () => {
  it('is for head office only, with masked recipients', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/dashboard/notifications' });
    expect(anonymous.statusCode).toBe(401);
    const centreStaff = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/notifications',
      headers: staff,
    });
    expect(centreStaff.statusCode).toBe(403);
    expect(centreStaff.json().message).toBe(NOTIFICATION_MESSAGES.headOfficeOnly);
    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/notifications/1/retry',
      headers: staff,
    });
    expect(retry.statusCode).toBe(403);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/notifications',
      headers: head,
    });
    for (const item of list.json().items as { channel: string; recipient: string }[]) {
      expect(item.recipient).toMatch(item.channel === 'sms' ? /^\*{6}\d{4}$/ : /^.\*\*\*@/);
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/notifications/999999/retry',
      headers: head,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('templates edited by head office', () => {
  const url = '/api/dashboard/notifications/templates';

  it('lists every e-mail in English and Hindi, previews and saves a wording, which new messages use', async () => {
    const list = await t.app.inject({ method: 'GET', url, headers: head });
    expect(list.statusCode).toBe(200);
    const received = list
      .json()
      .filter((item: { kind: string }) => item.kind === 'application-received');
    expect(received.map((item: { locale: string }) => item.locale)).toEqual(['en', 'hi']);
    expect(received[1]).toMatchObject({
      subject: 'आपका आवेदन प्राप्त हुआ',
      edited: false,
      placeholders: ['centre', 'course', 'name', 'siteUrl'],
    });

    const wording = {
      subject: 'Thank you, {name}',
      body: 'Dear {name}, {centre} has your application for {course}.',
    };
    const preview = await t.app.inject({
      method: 'POST',
      url: `${url}/application-received/en/preview`,
      headers: head,
      payload: wording,
    });
    expect(preview.json()).toEqual({
      subject: 'Thank you, Sunita',
      body: 'Dear Sunita, Demo Centre, Patna has your application for 1-Month Certificate Course.',
    });
    const unknown = await t.app.inject({
      method: 'PUT',
      url: `${url}/application-received/en`,
      headers: head,
      payload: { subject: 'Hi {name}', body: 'Your number is {registrationNumber}' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors.body).toEqual(['Unknown placeholder: {registrationNumber}']);
    const withoutLink = await t.app.inject({
      method: 'PUT',
      url: `${url}/password-reset-link/en`,
      headers: head,
      payload: { subject: 'Reset', body: 'Click the link.' },
    });
    expect(withoutLink.statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `${url}/application-received/en`,
          headers: staff,
          payload: wording,
        })
      ).statusCode,
    ).toBe(403);

    const saved = await t.app.inject({
      method: 'PUT',
      url: `${url}/application-received/en`,
      headers: head,
      payload: wording,
    });
    expect(saved.statusCode).toBe(200);
    const applicant = await newApplicant();
    await apply(applicant);
    await t.app.notifications.deliverDue();
    const [mail] = mailTo(applicant.email);
    expect(mail!.subject).toBe('Thank you, Sunita');
    expect(mail!.text).toMatch(/^Dear Sunita, Centre \S+ has your application for 1-Month/);

    const restored = await t.app.inject({
      method: 'DELETE',
      url: `${url}/application-received/en`,
      headers: head,
    });
    expect(restored.statusCode).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url, headers: head }))
      .json()
      .find(
        (item: { kind: string; locale: string }) =>
          item.kind === 'application-received' && item.locale === 'en',
      );
    expect(after).toMatchObject({ edited: false, subject: 'We have received your application' });
  });
});

describe('without a provider', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(() => bare.close());

  it('the product works as today; messages are skipped and the screens say messages are off', async () => {
    const channels = await bare.app.inject({ method: 'GET', url: '/api/password-reset/channels' });
    expect(channels.json()).toEqual({ email: false, sms: false });
    const reset = await bare.app.inject({
      method: 'POST',
      url: '/api/password-reset/request',
      payload: { email: TEST_ADMIN.email, channel: 'email' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toBe(NOTIFICATION_MESSAGES.channelOff);

    const centreId = await createCentre(bare.app);
    const user = await newSiteUser(bare.app, 'registered');
    const { email: _email, ...fields } = studentFields();
    void _email;
    const body = multipart({ ...fields, centreId: String(centreId) });
    const applied = await bare.app.inject({
      method: 'POST',
      url: '/api/applications/mine',
      payload: body.payload,
      headers: { ...user.headers, ...body.headers },
    });
    expect(applied.statusCode).toBe(201);
    await bare.app.notifications.deliverDue();
    const rows = await bare.app.db
      .selectFrom('notification_outbox')
      .select(['channel', 'status', 'last_error'])
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { channel: 'email', status: 'skipped', last_error: 'E-mail is not set up' },
      { channel: 'sms', status: 'skipped', last_error: 'SMS is not set up' },
    ]);
    const log = await bare.app.inject({
      method: 'GET',
      url: '/api/dashboard/notifications',
      headers: await signInHeadOffice(bare.app),
    });
    expect(log.json().channels).toEqual({ email: false, sms: false, whatsapp: false });
  });
});

describe('a message that cannot be prepared', () => {
  it('is logged by id and counted, and the other messages are still sent', async () => {
    await t.app.notifications.deliverDue();
    const now = new Date().toISOString();
    const row = (recipient: string, data: string) => ({
      kind: 'application-received',
      channel: 'email' as const,
      recipient,
      user_id: null,
      centre_id: null,
      locale: 'en' as const,
      data,
      secret: null,
      secret_expires_at: null,
      status: 'pending' as const,
      attempts: 0,
      next_attempt_at: now,
      locked_until: null,
      last_error: null,
      provider_id: null,
      sent_at: null,
      created_at: now,
      updated_at: now,
    });
    // The broken one first: its data is not JSON.
    const [broken] = await t.app.db
      .insertInto('notification_outbox')
      .values([
        row('broken.message@example.com', '{broken'),
        row('good.message@example.com', JSON.stringify({ name: 'Sunita Yadav' })),
      ])
      .returning('id')
      .execute();
    const logged: object[] = [];
    const spy = vi.spyOn(t.app.log, 'error').mockImplementation(((details: object) => {
      logged.push(details);
    }) as never);
    try {
      const counts = await t.app.notifications.deliverDue();
      expect(counts).toMatchObject({ sent: 1, errors: 1 });
    } finally {
      spy.mockRestore();
    }
    expect(mailTo('good.message@example.com')).toHaveLength(1);
    expect(logged).toEqual([{ notificationId: broken!.id, error: 'SyntaxError' }]);
    expect(JSON.stringify(logged)).not.toContain('broken.message@example.com');
    await t.app.db.deleteFrom('notification_outbox').where('id', '=', broken!.id).execute();
  });
});
