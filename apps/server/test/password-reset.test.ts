import { NOTIFICATION_MESSAGES } from '@institute/shared/notifications';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCentre, createStudent, createUser, signIn } from './helpers/factories';
import { startSmsGateway } from './helpers/sms-gateway';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp-server';
import { createTestApp, type TestApp } from './helpers/test-app';

let smtp: TestSmtpServer;
let sms: Awaited<ReturnType<typeof startSmsGateway>>;
let t: TestApp;
let centre: number;
/** Each test asks from an address of its own: the per-client rate limit is tested on its own. */
let client = 0;
const nextIp = () => `203.0.113.${++client}`;

beforeAll(async () => {
  smtp = await startSmtpServer();
  sms = await startSmsGateway();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'no-reply@institute.test',
    PUBLIC_URL: 'https://institute.test/',
    SMS_PROVIDER: 'msg91',
    MSG91_AUTH_KEY: 'test-auth-key',
    MSG91_API_URL: sms.url,
    SMS_TEMPLATE_IDS: 'password-reset-code=1107101',
    TRUST_PROXY: 'true',
  });
  centre = await createCentre(t.app);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
  await sms.close();
});

const ask = (payload: Record<string, unknown>, ip = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/password-reset/request',
    payload,
    headers: { 'x-forwarded-for': ip },
  });

const confirm = (payload: Record<string, unknown>, ip = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/password-reset/confirm',
    payload,
    headers: { 'x-forwarded-for': ip },
  });

const mailsTo = (address: string) =>
  smtp.messages.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === address);

/** The link of the latest reset e-mail to `address`, once it arrived (sent by the request's kick). */
async function linkFor(address: string, count = 1): Promise<string> {
  for (let tries = 0; tries < 400; tries++) {
    const mails = mailsTo(address);
    if (mails.length >= count) {
      const link = /https:\/\/institute\.test\/reset-password#token=([A-Za-z0-9_-]+)/.exec(
        mails.at(-1)!.text ?? '',
      );
      if (!link) throw new Error('no link in the e-mail');
      return link[1]!;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no reset e-mail to ${address}`);
}

const me = (cookieOrToken: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/me',
    headers: { authorization: `Bearer ${cookieOrToken}` },
  });

describe('forgot password by e-mail link', () => {
  it('a student gets a single-use link; the new password works, the old one and every session end', async () => {
    const user = await createUser(t.app, { role: 'student' });
    const { registrationNumber } = await createStudent(t.app, {
      centreId: centre,
      userId: user.id,
      email: user.email,
    });
    const session = await signIn(t.app, '/api/login', {
      registration: registrationNumber,
      email: user.email,
      password: user.password,
    });
    const asked = await ask({
      email: user.email.toUpperCase(),
      registration: registrationNumber.toLowerCase(),
      channel: 'email',
    });
    expect(asked.statusCode).toBe(202);
    expect(asked.json().message).toBe(NOTIFICATION_MESSAGES.resetRequested);
    const token = await linkFor(user.email);
    const mail = mailsTo(user.email)[0]!;
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('Hello Test student');
    expect(mail.text).toContain('within 30 minutes');

    // Only the token's SHA-256 is kept; the outbox no longer holds the link once sent.
    // The mail arrives before the delivery that sent it marks the row: wait for that delivery.
    await t.app.notifications.idle();
    const stored = await t.app.db
      .selectFrom('password_resets')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    const outbox = await t.app.db
      .selectFrom('notification_outbox')
      .select(['status', 'secret', 'data'])
      .where('user_id', '=', user.id)
      .execute();
    expect(outbox).toEqual([
      { status: 'sent', secret: null, data: JSON.stringify({ name: 'Test student' }) },
    ]);

    const tooShort = await confirm({ token, newPassword: 'short' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().fieldErrors.newPassword).toEqual([
      'New password must be at least 8 characters long',
    ]);

    const done = await confirm({ token, newPassword: 'a brand new password' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: NOTIFICATION_MESSAGES.resetDone, signIn: '/login' });
    expect((await me(session.token)).statusCode).toBe(401);

    const old = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
      headers: { 'x-forwarded-for': nextIp() },
    });
    expect(old.statusCode).toBe(401);
    const fresh = await signIn(t.app, '/api/login', {
      registration: registrationNumber,
      email: user.email,
      password: 'a brand new password',
    });
    expect((await me(fresh.token)).statusCode).toBe(200);

    // Single use.
    const again = await confirm({ token, newPassword: 'another new password' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(NOTIFICATION_MESSAGES.resetInvalid);
  });

  it('staff and head office reset from /admin and are sent back there', async () => {
    const member = await createUser(t.app, { role: 'centre_staff', centreId: centre });
    expect((await ask({ email: member.email, channel: 'email' })).statusCode).toBe(202);
    const token = await linkFor(member.email);
    const done = await confirm({ token, newPassword: 'staff new password' });
    expect(done.json().signIn).toBe('/admin');
    await signIn(t.app, '/api/admin/login', {
      email: member.email,
      password: 'staff new password',
    });
  });

  it('says the same whether or not the account exists, and sends nothing for an unknown one', async () => {
    const before = smtp.messages.length;
    const outboxBefore = await t.app.db.selectFrom('notification_outbox').select('id').execute();
    const unknown = await ask({ email: 'nobody.here@example.com', channel: 'email' });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json().message).toBe(NOTIFICATION_MESSAGES.resetRequested);
    // A wrong registration number for a real account: the same answer, nothing sent.
    const user = await createUser(t.app, { role: 'registered' });
    const wrong = await ask({ email: user.email, registration: 'RV2026999999', channel: 'email' });
    expect(wrong.json()).toEqual(unknown.json());
    const disabled = await createUser(t.app, { role: 'registered', status: 'disabled' });
    expect((await ask({ email: disabled.email, channel: 'email' })).json()).toEqual(unknown.json());
    await t.app.notifications.deliverDue();
    expect(smtp.messages.length).toBe(before);
    expect(await t.app.db.selectFrom('notification_outbox').select('id').execute()).toHaveLength(
      outboxBefore.length,
    );
  });

  it('a link works for 30 minutes; a newer link replaces the older one', async () => {
    const user = await createUser(t.app, { role: 'registered' });
    await ask({ email: user.email, channel: 'email' });
    const first = await linkFor(user.email, 1);
    await ask({ email: user.email, channel: 'email' });
    const second = await linkFor(user.email, 2);
    expect(second).not.toBe(first);
    const stored = await t.app.db
      .selectFrom('password_resets')
      .select(['created_at', 'expires_at'])
      .where('user_id', '=', user.id)
      .execute();
    for (const row of stored) {
      expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(30 * 60_000);
    }
    expect((await confirm({ token: first, newPassword: 'new password one' })).statusCode).toBe(400);
    // Thirty minutes later the second one has expired too.
    await t.app.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const expired = await confirm({ token: second, newPassword: 'new password two' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(NOTIFICATION_MESSAGES.resetInvalid);
  });

  it('sends at most three resets an hour to one account, and refuses a sixth request from one client in 15 minutes', async () => {
    const user = await createUser(t.app, { role: 'registered' });
    for (let i = 0; i < 5; i++) {
      expect((await ask({ email: user.email, channel: 'email' })).statusCode).toBe(202);
    }
    await t.app.notifications.deliverDue();
    await linkFor(user.email, 3);
    expect(
      await t.app.db
        .selectFrom('password_resets')
        .select('id')
        .where('user_id', '=', user.id)
        .execute(),
    ).toHaveLength(3);

    const ip = '198.51.100.7';
    for (let i = 0; i < 5; i++) {
      expect((await ask({ email: `x${i}@example.com`, channel: 'email' }, ip)).statusCode).toBe(
        202,
      );
    }
    const limited = await ask({ email: 'x6@example.com', channel: 'email' }, ip);
    expect(limited.statusCode).toBe(429);
  });
});

describe('forgot password by SMS code', () => {
  it('sends a 6-digit code to the student’s mobile number; five wrong codes end it', async () => {
    const user = await createUser(t.app, { role: 'student' });
    const { registrationNumber } = await createStudent(t.app, {
      centreId: centre,
      userId: user.id,
      email: user.email,
    });
    const calls = sms.calls.length;
    expect(
      (await ask({ email: user.email, registration: registrationNumber, channel: 'sms' }))
        .statusCode,
    ).toBe(202);
    for (let tries = 0; tries < 400 && sms.calls.length === calls; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const call = sms.calls[calls]!;
    const body = call.body as { template_id: string; recipients: Record<string, string>[] };
    expect(body.template_id).toBe('1107101');
    expect(body.recipients[0]!.mobiles).toBe('919876543210');
    const code = body.recipients[0]!.VAR1!;
    expect(code).toMatch(/^\d{6}$/);
    // Not by e-mail as well.
    expect(mailsTo(user.email)).toHaveLength(0);

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await confirm({
      email: user.email,
      code: wrongCode,
      newPassword: 'sms new password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(NOTIFICATION_MESSAGES.resetInvalid);
    const right = await confirm({ email: user.email, code, newPassword: 'sms new password' });
    expect(right.statusCode).toBe(200);
    await signIn(t.app, '/api/login', { email: user.email, password: 'sms new password' });

    // A new code, then five wrong tries: the right one no longer works.
    await t.app.db.deleteFrom('password_resets').where('user_id', '=', user.id).execute();
    const before = sms.calls.length;
    await ask({ email: user.email, channel: 'sms' });
    for (let tries = 0; tries < 400 && sms.calls.length === before; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const second = (sms.calls[before]!.body as { recipients: Record<string, string>[] })
      .recipients[0]!.VAR1!;
    const other = second === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect(
        (await confirm({ email: user.email, code: other, newPassword: 'whatever pass' }))
          .statusCode,
      ).toBe(400);
    }
    const late = await confirm({ email: user.email, code: second, newPassword: 'whatever pass' });
    expect(late.statusCode).toBe(400);
  });

  it('refuses a malformed code with the form’s message', async () => {
    const answer = await confirm({
      email: 'a@example.com',
      code: '12ab',
      newPassword: 'long enough',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fieldErrors).toEqual({ code: [NOTIFICATION_MESSAGES.codeFormat] });
  });
});

describe('the limits of the reset under requests sent at the same moment', () => {
  /** A student account with a mobile number, and the code of a reset sent to it by SMS. */
  async function accountWithCode() {
    const user = await createUser(t.app, { role: 'student' });
    await createStudent(t.app, { centreId: centre, userId: user.id, email: user.email });
    const before = sms.calls.length;
    expect((await ask({ email: user.email, channel: 'sms' })).statusCode).toBe(202);
    for (let tries = 0; tries < 400 && sms.calls.length === before; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const code = (sms.calls[before]!.body as { recipients: Record<string, string>[] })
      .recipients[0]!.VAR1!;
    const wrong = (n: number) => String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');
    return { user, code, wrong };
  }

  const attempts = async (userId: number) =>
    (
      await t.app.db
        .selectFrom('password_resets')
        .select('attempts')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).attempts;

  // Each guess from an address of its own, as many clients would send them.
  const guessesAtOnce = (email: string, codes: string[]) =>
    Promise.all(
      codes.map((code, i) =>
        confirm({ email, code, newPassword: 'a guessed password' }, `198.51.100.${i + 1}`),
      ),
    );

  it('40 wrong codes at once: five are compared, and the right code then fails', async () => {
    const { user, code, wrong } = await accountWithCode();

    const answers = await guessesAtOnce(
      user.email,
      Array.from({ length: 40 }, (_, i) => wrong(i)),
    );

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(40).fill(400));
    expect(await attempts(user.id)).toBe(5);
    const late = await confirm({ email: user.email, code, newPassword: 'a guessed password' });
    expect(late.statusCode).toBe(400);
    await signIn(t.app, '/api/login', { email: user.email, password: user.password });
  });

  it('the right code after 39 wrong ones sent at the same moment changes nothing', async () => {
    const { user, code, wrong } = await accountWithCode();

    const answers = await guessesAtOnce(user.email, [
      ...Array.from({ length: 39 }, (_, i) => wrong(i)),
      code,
    ]);

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(40).fill(400));
    expect(await attempts(user.id)).toBe(5);
    await signIn(t.app, '/api/login', { email: user.email, password: user.password });
  });

  it('ten asks at once send three resets at most', async () => {
    const user = await createUser(t.app, { role: 'centre_staff', centreId: centre });

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        ask({ email: user.email, channel: 'email' }, `192.0.2.${i + 1}`),
      ),
    );

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(202));
    const resets = await t.app.db
      .selectFrom('password_resets')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(resets).toHaveLength(3);
  });
});
