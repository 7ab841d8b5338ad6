import { addDays } from '@institute/shared/dates';
import { instituteDate } from '@institute/shared/institute-time';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveNotificationPreferences } from '../src/modules/notifications/enqueue';
import { removeOutboxRowsBefore } from '../src/modules/notifications/outbox-cleanup';
import { createMonthlySummary } from '../src/modules/reports/monthly-summary';
import { createReportsRepository } from '../src/modules/reports/reports.repository';
import { createReportsService } from '../src/modules/reports/reports.service';
import { signInHeadOffice } from './helpers/actors';
import { createCentre, createUser, type TestUser } from './helpers/factories';
import { multipart, studentFields } from './helpers/multipart';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp-server';
import { createTestApp, TEST_ADMIN, type TestApp } from './helpers/test-app';

// Issue 40, point 3 (decision 0075): on the 1st of each month, by India's calendar, head office
// gets last month's figures in an e-mail with every report of the month as an Excel workbook
// attached, once per month whatever the number of instances or runs, each in their own language.

let smtp: TestSmtpServer;
let t: TestApp;
let centreId: number;
let hindiReader: TestUser;
/** This month (by India's calendar), summarised on the 1st of the next. */
let month: string;
let nextMonthFirst: string;

const at = (day: string, time: string) => () => new Date(`${day}T${time}:00+05:30`);
const summary = (now: () => Date) =>
  createMonthlySummary({
    db: t.app.db,
    reports: createReportsService({ repository: createReportsRepository(t.app.db) }),
    now,
  });
const headOfficeAccounts = async () =>
  (
    await t.app.db
      .selectFrom('users')
      .select('email')
      .where('role', '=', 'head_office')
      .where('status', '=', 'active')
      .execute()
  ).length;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Institute <no-reply@institute.test>',
    PUBLIC_URL: 'https://institute.test',
  });
  centreId = await createCentre(t.app);
  hindiReader = await createUser(t.app, { role: 'head_office' });
  const hindiUserId = (
    await t.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', hindiReader.email)
      .executeTakeFirstOrThrow()
  ).id;
  await saveNotificationPreferences(t.app.db, hindiUserId, { locale: 'hi', reminders: true });
  // Two admissions this month, made the way staff make them.
  const head = await signInHeadOffice(t.app);
  for (const email of ['summary.one@example.com', 'summary.two@example.com']) {
    const body = multipart(studentFields({ email, centreId: String(centreId) }));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/AddStudent',
      payload: body.payload,
      headers: { ...head, ...body.headers },
    });
    expect(response.statusCode, response.body).toBe(201);
  }
  const today = instituteDate();
  month = today.slice(0, 7);
  nextMonthFirst = `${addDays(`${month}-01`, 32).slice(0, 7)}-01`;
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

describe('the monthly summary for head office', () => {
  it('is not due at 23:30 India time on the last day of the month, nor after the first week', async () => {
    expect(await summary(at(addDays(nextMonthFirst, -1), '23:30')).run()).toEqual({
      month: null,
      recipients: 0,
    });
    expect(await summary(at(addDays(nextMonthFirst, 7), '00:30')).run()).toEqual({
      month: null,
      recipients: 0,
    });
    const rows = await t.app.db.selectFrom('monthly_summaries').selectAll().execute();
    expect(rows).toEqual([]);
  });

  it('at 00:30 India time on the 1st (still the day before in UTC) mails last month to every head-office account once', async () => {
    const firstRun = await summary(at(nextMonthFirst, '00:30')).run();
    expect(firstRun).toEqual({ month, recipients: await headOfficeAccounts() });
    // A second run, or a second instance, sends nothing more.
    expect(await summary(at(nextMonthFirst, '09:00')).run()).toEqual({ month, recipients: 0 });

    await t.app.notifications.deliverDue();
    const mails = await smtp.waitFor(firstRun.recipients);
    const english = mails.find(
      (mail) => mail.to && 'text' in mail.to && mail.to.text === TEST_ADMIN.email,
    );
    const monthName = new Intl.DateTimeFormat('en-IN', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${month}-01T00:00:00Z`));
    expect(english?.subject).toBe(`The network in ${monthName}`);
    expect(english?.text).toContain(`The network's figures for ${monthName}:`);
    expect(english?.text).toContain('- Admissions: 2\n');
    expect(english?.text).toContain('- Fees collected: ₹0.00 (0 receipts)');
    expect(english?.text).toContain('https://institute.test/dashboard/Reports');

    // The workbook: every report of the month, real numbers in its cells.
    expect(english?.attachments.map((file) => file.filename)).toEqual([`summary-${month}.xlsx`]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(english!.attachments[0]!.content as unknown as ArrayBuffer);
    const names = workbook.worksheets.map((sheet) => sheet.name);
    expect(names[0]).toBe('1.1 By month');
    expect(names.some((name) => name.startsWith('2.2 Dues outstanding by age'))).toBe(true);
    expect(names.every((name) => name.length <= 31)).toBe(true);
    const byMonth = workbook.getWorksheet('1.1 By month')!;
    expect(byMonth.getCell('A1').value).toBe('Admissions, active students and certificates');
    expect(byMonth.getRow(4).values).toEqual([
      undefined,
      'Month',
      'Admissions',
      'Active students (month end)',
      'Certificates issued',
    ]);
    expect(byMonth.getCell('A5').value).toEqual(new Date(`${month}-01T00:00:00Z`));
    expect(byMonth.getCell('B5').value).toBe(2);

    // The reader who chose Hindi reads it in Hindi, workbook included.
    const hindi = mails.find(
      (mail) => mail.to && 'text' in mail.to && mail.to.text === hindiReader.email,
    );
    expect(hindi?.subject).toMatch(/में नेटवर्क$/);
    expect(hindi?.text).toContain('- प्रवेश: 2\n');
    const hindiBook = new ExcelJS.Workbook();
    await hindiBook.xlsx.load(hindi!.attachments[0]!.content as unknown as ArrayBuffer);
    expect(hindiBook.worksheets[0]!.name).toBe('1.1 माह अनुसार');
  });

  it('fifty runs at once for one month enqueue one summary per account', async () => {
    const monthAfter = `${addDays(nextMonthFirst, 32).slice(0, 7)}-01`;
    const before = await t.app.db
      .selectFrom('notification_outbox')
      .select('id')
      .where('kind', '=', 'monthly-summary')
      .execute();
    const runs = await Promise.all(
      Array.from({ length: 50 }, () => summary(at(monthAfter, '00:30')).run()),
    );
    const enqueued = runs.reduce((total, run) => total + run.recipients, 0);
    expect(enqueued).toBe(await headOfficeAccounts());
    const after = await t.app.db
      .selectFrom('notification_outbox')
      .select('id')
      .where('kind', '=', 'monthly-summary')
      .execute();
    expect(after.length - before.length).toBe(enqueued);
    const claimed = await t.app.db
      .selectFrom('monthly_summaries')
      .select('month')
      .where('month', '=', nextMonthFirst.slice(0, 7))
      .execute();
    expect(claimed).toHaveLength(1);
  });

  it('a claim left pending by a crashed run is taken again after half an hour, not before', async () => {
    const stuck = `${addDays(nextMonthFirst, 70).slice(0, 7)}-01`;
    const month = addDays(stuck, -1).slice(0, 7);
    const claimedAt = new Date(`${stuck}T00:30:00+05:30`).toISOString();
    await t.app.db
      .insertInto('monthly_summaries')
      .values({
        month,
        status: 'pending',
        recipients: 0,
        claimed_at: claimedAt,
        created_at: claimedAt,
      })
      .execute();
    expect(await summary(at(stuck, '00:50')).run()).toEqual({ month, recipients: 0 });
    const retaken = await summary(at(stuck, '01:30')).run();
    expect(retaken).toEqual({ month, recipients: await headOfficeAccounts() });
    const row = await t.app.db
      .selectFrom('monthly_summaries')
      .select(['status', 'recipients'])
      .where('month', '=', month)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'sent', recipients: retaken.recipients });
  });

  it('the outbox clean-up removes the attachments with their messages', async () => {
    await t.app.notifications.deliverDue();
    const attachments = () =>
      t.app.db.selectFrom('notification_attachments').select('id').execute();
    expect((await attachments()).length).toBeGreaterThan(0);
    await removeOutboxRowsBefore(t.app.db, '9999-12-31T00:00:00.000Z');
    const pending = await t.app.db
      .selectFrom('notification_outbox')
      .select('id')
      .where('status', 'not in', ['sent', 'skipped'])
      .execute();
    const left = await t.app.db
      .selectFrom('notification_attachments')
      .select('notification_id')
      .execute();
    // Only attachments of messages still waiting remain.
    expect(left.every((row) => pending.some((p) => p.id === row.notification_id))).toBe(true);
  });
});
