import { instituteDate } from '@institute/shared/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordResult } from '../src/modules/grading/results';
import { postWalletEntry } from '../src/modules/wallet/wallet';
import { signInHeadOffice, signInStaff } from './helpers/actors';
import { createCentre, createStudent, createUser } from './helpers/factories';
import { startSmsGateway } from './helpers/sms-gateway';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp-server';
import { createTestApp, type TestApp } from './helpers/test-app';

let smtp: TestSmtpServer;
let sms: Awaited<ReturnType<typeof startSmsGateway>>;
let t: TestApp;
let centre: number;
let staff: Record<string, string>;
let head: Record<string, string>;
let sequence = 0;

const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/dashboard${url}`, headers, payload });

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
    SMS_TEMPLATE_IDS: 'certificate-dispatched=1107201,exam-scheduled=1107202',
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

const mailsTo = (address: string) =>
  smtp.messages.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === address);

async function studentWithEmail(admissionDate = '2026-08-01') {
  const email = `student${++sequence}.${Date.now().toString(36)}@example.com`;
  const student = await createStudent(t.app, { centreId: centre, email, admissionDate });
  return { ...student, email };
}

describe('certificate messages', () => {
  it('the student hears of the approval, the dispatch (courier and tracking number) and the delivery', async () => {
    const student = await studentWithEmail();
    await recordResult(t.app.db, {
      studentId: student.id,
      centreId: centre,
      source: 'offline',
      sourceId: 1,
      title: 'Final examination',
      obtainedMarks: 82,
      maximumMarks: 100,
      examDate: '2026-10-20',
      recordedBy: null,
    });
    const created = await post('/certificates/requests', staff, {
      registrationNumber: student.registrationNumber,
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: number };
    // The new result is a message; requesting a certificate is not, approving it is.
    await t.app.notifications.deliverDue();
    const [result] = mailsTo(student.email);
    expect(result!.subject).toBe('Your result: Final examination');
    expect(result!.text).toContain('Your result of "Final examination" is out: grade');
    expect(mailsTo(student.email)).toHaveLength(1);
    expect((await post(`/certificates/requests/${id}/approve`, head)).statusCode).toBe(200);
    expect((await post(`/certificates/requests/${id}/print`, head)).statusCode).toBe(200);
    const calls = sms.calls.length;
    expect(
      (
        await post(`/certificates/requests/${id}/dispatch`, head, {
          courier: 'India Post',
          trackingNumber: 'EE123456789IN',
        })
      ).statusCode,
    ).toBe(200);
    expect((await post(`/certificates/requests/${id}/deliver`, staff)).statusCode).toBe(200);
    await t.app.notifications.deliverDue();
    const mails = mailsTo(student.email).slice(1);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Your certificate has been approved',
      'Your certificate is on its way',
      'Your certificate has been delivered',
    ]);
    expect(mails[1]!.text).toContain(
      'Hello Ravi,\n\nYour certificate has been dispatched by India Post, tracking number EE123456789IN.',
    );
    expect(mails[2]!.text).toContain('https://institute.test/verify');
    // By SMS only the kind with a DLT template id: the dispatch.
    const texts = sms.calls.slice(calls).map((call) => call.body);
    expect(texts).toEqual([
      {
        template_id: '1107201',
        short_url: '0',
        recipients: [
          { mobiles: '919876543210', VAR1: 'Ravi', VAR2: 'India Post', VAR3: 'EE123456789IN' },
        ],
      },
    ]);
    const skipped = await t.app.db
      .selectFrom('notification_outbox')
      .select(['kind', 'last_error'])
      .where('channel', '=', 'sms')
      .where('status', '=', 'skipped')
      .execute();
    expect(skipped).toContainEqual({
      kind: 'certificate-approved',
      last_error: 'No DLT template id for this message',
    });
  });
});

describe('exam messages', () => {
  it('each candidate hears of a scheduled exam with its window (India time) and link', async () => {
    const first = await studentWithEmail();
    const second = await studentWithEmail();
    const opensAt = new Date(Date.now() + 24 * 3_600_000);
    opensAt.setUTCHours(4, 30, 0, 0); // 10:00 in India
    const closesAt = new Date(opensAt.getTime() + 2 * 3_600_000);
    const scheduled = await post('/online-exams', staff, {
      courseCode: '8',
      title: 'Fundamentals final',
      kind: 'link',
      examLink: 'https://forms.example.com/final',
      startsAt: opensAt.toISOString(),
      endsAt: closesAt.toISOString(),
      durationMinutes: 30,
      instructions: 'Answer every question.',
      studentIds: [first.id, second.id],
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    const { id } = scheduled.json() as { id: number };
    await t.app.notifications.deliverDue();
    const day = new Intl.DateTimeFormat('en-IN', {
      timeZone: 'Asia/Kolkata',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }).format(opensAt);
    for (const student of [first, second]) {
      const [mail] = mailsTo(student.email);
      expect(mail!.subject).toBe('Online exam: Fundamentals final');
      expect(mail!.text).toContain(
        `is open from ${day}, 10:00 am to ${day}, 12:00 pm (India time)`,
      );
      expect(mail!.text).toContain(`https://institute.test/exam/${id}`);
    }
  });
});

describe('fee and centre messages', () => {
  it('a student paying a fee gets the receipt number and amount', async () => {
    await t.app.db
      .insertInto('course_fees')
      .values({
        course_code: '8',
        course_fee_paise: 300_000,
        updated_at: new Date().toISOString(),
        updated_by: null,
      })
      .onConflict((oc) => oc.column('course_code').doUpdateSet({ course_fee_paise: 300_000 }))
      .execute();
    const student = await studentWithEmail();
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/accounts/students/${student.registrationNumber}/payments`,
      headers: staff,
      payload: { amount: '1,250', mode: 'cash', paidOn: instituteDate() },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const { receiptNumber } = paid.json() as { receiptNumber: string };
    await t.app.notifications.deliverDue();
    const [mail] = mailsTo(student.email);
    expect(mail!.subject).toBe(`Fee received: receipt ${receiptNumber}`);
    expect(mail!.text).toContain('We have received ₹1,250.00 on');
  });

  it('a head office message reaches each addressed active centre at its e-mail', async () => {
    const addressed = await createCentre(t.app);
    const other = await createCentre(t.app);
    const suspended = await createCentre(t.app, { status: 'suspended' });
    for (const [id, email] of [
      [addressed, 'addressed@centre.example.com'],
      [other, 'other@centre.example.com'],
      [suspended, 'suspended@centre.example.com'],
    ] as const) {
      await t.app.db.updateTable('centres').set({ email }).where('id', '=', id).execute();
    }
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/centre-messages',
      headers: head,
      payload: {
        subject: 'New exam calendar',
        body: 'Please read it.',
        audience: 'chosen',
        centreIds: [addressed, suspended],
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await t.app.notifications.deliverDue();
    const [mail] = mailsTo('addressed@centre.example.com');
    expect(mail!.subject).toBe('Message from head office: New exam calendar');
    expect(mail!.text).toContain('https://institute.test/dashboard/CenterMessage');
    expect(mailsTo('other@centre.example.com')).toHaveLength(0);
    expect(mailsTo('suspended@centre.example.com')).toHaveLength(0);
  });

  it('a centre hears once when a debit takes its wallet below ₹1,000', async () => {
    const centreId = await createCentre(t.app);
    await t.app.db
      .updateTable('centres')
      .set({ email: 'wallet@centre.example.com' })
      .where('id', '=', centreId)
      .execute();
    const entry = (kind: 'credit' | 'debit', amountPaise: number) =>
      postWalletEntry(t.app.db, {
        centreId,
        kind,
        amountPaise,
        reason: kind === 'credit' ? 'fund' : 'registration_fee',
        createdBy: null,
      });
    await entry('credit', 150_000);
    await entry('debit', 40_000);
    await entry('debit', 20_000);
    await entry('debit', 10_000);
    await t.app.notifications.deliverDue();
    const mails = mailsTo('wallet@centre.example.com');
    expect(mails.map((mail) => mail.subject)).toEqual(['Your centre wallet is low: ₹900.00']);
  });
});
