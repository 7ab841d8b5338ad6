import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../src/lib/time';
import { sendDuesReminders } from '../src/modules/accounts/dues-reminders';
import { saveNotificationPreferences } from '../src/modules/notifications/enqueue';
import { createCentre, createStudent, createUser } from './helpers/factories';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp-server';
import { createTestApp, type TestApp } from './helpers/test-app';

let smtp: TestSmtpServer;
let t: TestApp;
let centre: number;
let sequence = 0;
// 10:00 India time on 20 Nov 2026; reminders reach 3 days ahead (23 Nov).
const NOW = new Date('2026-11-20T04:30:00Z');

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Institute <no-reply@institute.test>',
    PUBLIC_URL: 'https://institute.test',
  });
  centre = await createCentre(t.app);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

/** A student with an account, a course fee of ₹3,000 in three ₹1,000 instalments. */
async function studentWithPlan(instalments: { dueDate: string; amountPaise: number }[]) {
  const user = await createUser(t.app, { role: 'student' });
  const email = `dues${++sequence}.${Date.now().toString(36)}@example.com`;
  const student = await createStudent(t.app, {
    centreId: centre,
    email,
    userId: user.id,
    feePlan: false,
  });
  const now = nowIso();
  await t.app.db
    .insertInto('student_fee_plans')
    .values({
      student_id: student.id,
      centre_id: centre,
      course_code: '8',
      total_paise: instalments.reduce((sum, i) => sum + i.amountPaise, 0),
      discount_paise: 0,
      discount_reason: null,
      instalments: JSON.stringify(instalments),
      created_at: now,
      created_by: null,
      updated_at: now,
      updated_by: null,
    })
    .execute();
  return { ...student, email, userId: user.id };
}

async function pay(studentId: number, amountPaise: number) {
  await t.app.db
    .insertInto('fee_payments')
    .values({
      student_id: studentId,
      centre_id: centre,
      kind: 'payment',
      amount_paise: amountPaise,
      mode: 'cash',
      reference: 'counter',
      paid_on: '2026-11-01',
      receipt_number: null,
      reverses_id: null,
      reason: null,
      created_at: nowIso(),
      created_by: null,
    })
    .execute();
}

const emailReminders = (studentEmail: string) =>
  t.app.db
    .selectFrom('notification_outbox')
    .select(['locale', 'data'])
    .where('kind', '=', 'dues-reminder')
    .where('channel', '=', 'email')
    .where('recipient', '=', studentEmail)
    .orderBy('id')
    .execute();

const mailsTo = (address: string) =>
  smtp.messages.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === address);

const PLAN = [
  { dueDate: '2026-11-01', amountPaise: 100_000 },
  { dueDate: '2026-11-22', amountPaise: 100_000 },
  { dueDate: '2026-12-20', amountPaise: 100_000 },
];

describe('dues reminders', () => {
  it('remind each unpaid instalment overdue or due within 3 days, once, across runs', async () => {
    const student = await studentWithPlan(PLAN);
    await sendDuesReminders(t.app.db, NOW);
    const first = await emailReminders(student.email);
    // The overdue first instalment and the second (due in 2 days); not the third (30 days away).
    expect(first.map((row) => JSON.parse(row.data).dueDate)).toEqual(['1 Nov 2026', '22 Nov 2026']);
    expect(first.map((row) => JSON.parse(row.data).amount)).toEqual(['₹1,000.00', '₹1,000.00']);

    await sendDuesReminders(t.app.db, NOW);
    await sendDuesReminders(t.app.db, new Date('2026-11-21T04:30:00Z'));
    expect(await emailReminders(student.email)).toHaveLength(2);

    await t.app.notifications.deliverDue();
    expect(mailsTo(student.email).map((mail) => mail.subject)).toEqual([
      'Fee instalment due on 1 Nov 2026',
      'Fee instalment due on 22 Nov 2026',
    ]);
    expect(mailsTo(student.email)[1]?.text).toContain('Your fee instalment of ₹1,000.00');
  });

  it('two instances running at once still write one reminder per instalment', async () => {
    const student = await studentWithPlan(PLAN);
    await Promise.all([sendDuesReminders(t.app.db, NOW), sendDuesReminders(t.app.db, NOW)]);
    expect(await emailReminders(student.email)).toHaveLength(2);
  });

  it('what was paid is not reminded; a part-paid instalment is reminded for what remains', async () => {
    const student = await studentWithPlan(PLAN);
    await pay(student.id, 150_000);
    await sendDuesReminders(t.app.db, NOW);
    const rows = await emailReminders(student.email);
    expect(rows.map((row) => [JSON.parse(row.data).dueDate, JSON.parse(row.data).amount])).toEqual([
      ['22 Nov 2026', '₹500.00'],
    ]);
  });

  it('a student who turned reminders off gets none; one who chose Hindi gets it in Hindi', async () => {
    const optedOut = await studentWithPlan(PLAN);
    await saveNotificationPreferences(t.app.db, optedOut.userId, {
      locale: 'en',
      reminders: false,
    });
    const hindi = await studentWithPlan(PLAN);
    await saveNotificationPreferences(t.app.db, hindi.userId, { locale: 'hi', reminders: true });
    await sendDuesReminders(t.app.db, NOW);
    expect(await emailReminders(optedOut.email)).toEqual([]);
    expect((await emailReminders(hindi.email)).map((row) => row.locale)).toEqual(['hi', 'hi']);
    await t.app.notifications.deliverDue();
    expect(mailsTo(hindi.email).map((mail) => mail.subject)).toContain(
      'शुल्क की किस्त 22 नवंबर 2026 को देय',
    );
  });
});

describe('a plan that cannot be read', () => {
  it('is logged by student id and counted, and the other students are still reminded', async () => {
    const broken = await studentWithPlan(PLAN);
    await t.app.db
      .updateTable('student_fee_plans')
      .set({ instalments: '{broken' })
      .where('student_id', '=', broken.id)
      .execute();
    const student = await studentWithPlan(PLAN);
    const logged: object[] = [];
    const log = { error: (details: object) => void logged.push(details) };
    const outcome = await sendDuesReminders(t.app.db, NOW, log);
    expect(outcome.failed).toBe(1);
    expect(outcome.reminded).toBeGreaterThanOrEqual(2);
    expect(
      (await emailReminders(student.email)).map((row) => JSON.parse(row.data).dueDate),
    ).toEqual(['1 Nov 2026', '22 Nov 2026']);
    expect(logged).toEqual([{ studentId: broken.id, error: 'SyntaxError' }]);
    await t.app.db.deleteFrom('student_fee_plans').where('student_id', '=', broken.id).execute();
  });
});
