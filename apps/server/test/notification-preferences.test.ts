import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueNotification } from '../src/modules/notifications/enqueue';
import { newSiteUser } from './helpers/actors';
import type { TestUser } from './helpers/factories';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp-server';
import { createTestApp, type TestApp } from './helpers/test-app';

let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Institute <no-reply@institute.test>',
    PUBLIC_URL: 'https://institute.test',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const signedIn = () => newSiteUser(t.app, 'registered');

const URL = '/api/account/notification-preferences';
const mailsTo = (address: string) =>
  smtp.messages.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === address);
const outboxOf = (userId: number) =>
  t.app.db
    .selectFrom('notification_outbox')
    .select(['kind', 'locale'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

describe('notification preferences', () => {
  it('start as English with reminders, are saved, and bad input gets a clear message', async () => {
    const user = await signedIn();
    const first = await t.app.inject({ method: 'GET', url: URL, headers: user.headers });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ locale: 'en', reminders: true });

    const saved = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: user.headers,
      payload: { locale: 'hi', reminders: false },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ locale: 'hi', reminders: false });
    const again = await t.app.inject({ method: 'GET', url: URL, headers: user.headers });
    expect(again.json()).toMatchObject({ locale: 'hi', reminders: false });

    const bad = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: user.headers,
      payload: { locale: 'fr', reminders: true },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Choose English or Hindi');
    expect(
      (await t.app.inject({ method: 'GET', url: URL, headers: user.headers })).json(),
    ).toMatchObject({ locale: 'hi', reminders: false });
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    const put = await t.app.inject({
      method: 'PUT',
      url: URL,
      payload: { locale: 'hi', reminders: false },
    });
    expect(put.statusCode).toBe(401);
  });

  it('a password reset goes in the chosen language, even with reminders off', async () => {
    const user = await signedIn();
    await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: user.headers,
      payload: { locale: 'hi', reminders: false },
    });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/request',
      payload: { email: user.email, channel: 'email' },
    });
    expect(reset.statusCode).toBe(202);
    await t.app.notifications.deliverDue();
    const [mail] = mailsTo(user.email);
    expect(mail?.subject).toBe('अपना पासवर्ड बदलें');
  });

  it('someone who never chose gets English', async () => {
    const user = await signedIn();
    await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/request',
      payload: { email: user.email, channel: 'email' },
    });
    await t.app.notifications.deliverDue();
    expect(mailsTo(user.email).map((mail) => mail.subject)).toEqual(['Reset your password']);
  });

  it('reminders are not written for someone who opted out, and are in their language otherwise', async () => {
    const optedOut = await signedIn();
    const hindi = await signedIn();
    await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: optedOut.headers,
      payload: { locale: 'en', reminders: false },
    });
    await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: hindi.headers,
      payload: { locale: 'hi', reminders: true },
    });
    const reminder = (user: TestUser) =>
      t.app.db.transaction().execute((trx) =>
        enqueueNotification(trx, {
          kind: 'dues-reminder',
          to: { email: user.email, userId: user.id },
          data: { name: user.name, amount: '1,500.00', dueDate: '1 Dec 2026', course: 'DCA' },
        }),
      );
    expect(await reminder(optedOut)).toBe(0);
    expect(await outboxOf(optedOut.id)).toEqual([]);
    expect(await reminder(hindi)).toBe(1);
    expect(await outboxOf(hindi.id)).toEqual([{ kind: 'dues-reminder', locale: 'hi' }]);
    await t.app.notifications.deliverDue();
    expect(mailsTo(hindi.email).map((mail) => mail.subject)).toEqual([
      'शुल्क की किस्त 1 दिसंबर 2026 को देय',
    ]);
  });
});
