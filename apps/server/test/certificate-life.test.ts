// Issue 37 point 5: the student sees what happens to their certificate. Their certificates carry
// the dispatch (courier, tracking number) and the revocation (when, why, whom to contact), for
// them and their centre only; a revocation tells them once, by e-mail and SMS in their language;
// issuing completes a course still In Progress; Track Certificate shows Revoked after a
// revocation, not Dispatched.
import {
  trackedStatus,
  type StudentCertificate,
  type Tracking,
} from '@institute/shared/certificates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as completedByCertificate from '../src/db/migrations/0036_completed_by_certificate';
import { recordResult } from '../src/modules/grading/results';
import { saveNotificationPreferences } from '../src/modules/notifications/enqueue';
import { signInHeadOffice, signInStaff, signInUser, type Headers } from './helpers/actors';
import { createCentre, createStudent, createUser } from './helpers/factories';
import { startSmsGateway } from './helpers/sms-gateway';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp-server';
import { createTestApp, type TestApp } from './helpers/test-app';

let smtp: TestSmtpServer;
let sms: Awaited<ReturnType<typeof startSmsGateway>>;
let t: TestApp;
let centre: number;
let otherCentre: number;
let staff: Headers;
let otherStaff: Headers;
let head: Headers;
let sequence = 0;

const BASE = '/api/dashboard/certificates';
const post = (url: string, headers: Headers, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });

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
    SMS_TEMPLATE_IDS: 'certificate-revoked=1107301',
  });
  centre = await createCentre(t.app);
  otherCentre = await createCentre(t.app);
  staff = await signInStaff(
    t.app,
    await createUser(t.app, { role: 'centre_staff', centreId: centre }),
  );
  otherStaff = await signInStaff(
    t.app,
    await createUser(t.app, { role: 'centre_staff', centreId: otherCentre }),
  );
  head = await signInHeadOffice(t.app);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
  await sms.close();
});

/** A student with an account, an e-mail and a passing result, signed in. */
async function student(locale: 'en' | 'hi' = 'en') {
  const user = await createUser(t.app, { role: 'student' });
  const email = `life${++sequence}.${Date.now().toString(36)}@example.com`;
  const created = await createStudent(t.app, {
    centreId: centre,
    userId: user.id,
    email,
    admissionDate: '2026-08-01',
  });
  await recordResult(t.app.db, {
    studentId: created.id,
    centreId: centre,
    source: 'offline',
    sourceId: 9000 + sequence,
    title: 'Final examination',
    obtainedMarks: 82,
    maximumMarks: 100,
    examDate: '2026-10-20',
    recordedBy: null,
  });
  if (locale === 'hi') {
    await saveNotificationPreferences(t.app.db, user.id, { locale: 'hi', reminders: true });
  }
  return { ...created, email, headers: await signInUser(t.app, user) };
}

/** Requests, approves, prints and dispatches a certificate; answers its number. */
async function dispatched(registrationNumber: string) {
  const created = await post(`${BASE}/requests`, staff, { registrationNumber });
  expect(created.statusCode).toBe(201);
  const { id } = created.json() as { id: number };
  expect((await post(`${BASE}/requests/${id}/approve`, head)).statusCode).toBe(200);
  const printed = await post(`${BASE}/requests/${id}/print`, head);
  expect(printed.statusCode).toBe(200);
  const sent = await post(`${BASE}/requests/${id}/dispatch`, head, {
    courier: 'India Post',
    trackingNumber: 'EE123456789IN',
  });
  expect(sent.statusCode).toBe(200);
  return printed.json().certificateNumber as string;
}

const certificatesOf = (registrationNumber: string, headers: Headers) =>
  get(`/api/dashboard/student/${registrationNumber}/certificates`, headers);

const mailsTo = (address: string) =>
  smtp.messages.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === address);

describe("the student's certificate life", () => {
  it('shows the student and their centre the dispatch, and no other student or centre', async () => {
    const ravi = await student();
    const number = await dispatched(ravi.registrationNumber);
    const own = await certificatesOf(ravi.registrationNumber, ravi.headers);
    expect(own.statusCode).toBe(200);
    const [certificate] = own.json() as StudentCertificate[];
    expect(certificate).toMatchObject({
      number,
      status: 'valid',
      requestStatus: 'dispatched',
      dispatch: { courier: 'India Post', trackingNumber: 'EE123456789IN', deliveredAt: null },
      revokedAt: null,
      revokedReason: null,
      centrePhone: '9000000000',
    });
    expect(Date.parse(certificate!.dispatch!.dispatchedAt)).not.toBeNaN();
    expect((await certificatesOf(ravi.registrationNumber, staff)).json()[0].dispatch).toEqual(
      certificate!.dispatch,
    );

    // Another student, and the staff of another centre, see none of it.
    const other = await student();
    const stranger = await certificatesOf(ravi.registrationNumber, other.headers);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.body).not.toContain('EE123456789IN');
    const otherCentreAnswer = await certificatesOf(ravi.registrationNumber, otherStaff);
    expect(otherCentreAnswer.statusCode).toBe(404);
    expect(otherCentreAnswer.body).not.toContain('EE123456789IN');
  });

  it('says Completed on the profile once the certificate is issued, not In Progress', async () => {
    const ravi = await student();
    const profile = () => get(`/api/dashboard/student/${ravi.registrationNumber}`, ravi.headers);
    expect((await profile()).json().completionStatus).toBe('In Progress');
    await dispatched(ravi.registrationNumber);
    expect((await profile()).json().completionStatus).toBe('Completed');
    // Staff see the same, and the period printed is kept as the day the course ended.
    const completion = await get(
      `/api/dashboard/AddStudent/${ravi.registrationNumber}/completion`,
      staff,
    );
    expect(completion.statusCode).toBe(200);
    expect(completion.json().completionStatus).toBe('Completed');
    const row = await t.app.db
      .selectFrom('students')
      .innerJoin('certificates', 'certificates.student_id', 'students.id')
      .select(['students.completed_on', 'certificates.period_to'])
      .where('students.id', '=', ravi.id)
      .executeTakeFirstOrThrow();
    expect(row.completed_on).toBe(row.period_to);
  });

  it('sets Completed for students whose certificate was issued before (migration 0036)', async () => {
    const earlier = await student();
    await dispatched(earlier.registrationNumber);
    const waiting = await student();
    // As the print left them before: In Progress with a certificate; another without one.
    await t.app.db
      .updateTable('students')
      .set({ completion_status: 'In Progress', completed_on: null })
      .where('id', 'in', [earlier.id, waiting.id])
      .execute();
    await completedByCertificate.up(t.app.db);
    const rows = await t.app.db
      .selectFrom('students')
      .leftJoin('certificates', 'certificates.student_id', 'students.id')
      .select(['students.id', 'completion_status', 'completed_on', 'certificates.period_to'])
      .where('students.id', 'in', [earlier.id, waiting.id])
      .orderBy('students.id')
      .execute();
    expect(rows).toEqual([
      {
        id: earlier.id,
        completion_status: 'Completed',
        completed_on: rows[0]!.period_to,
        period_to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
      { id: waiting.id, completion_status: 'In Progress', completed_on: null, period_to: null },
    ]);
  });

  it('a revocation tells the student once, with the reason and whom to contact; Track shows Revoked', async () => {
    const ravi = await student();
    const number = await dispatched(ravi.registrationNumber);
    const before = await get(`${BASE}/track?registrationNumber=${ravi.registrationNumber}`, staff);
    const [tracked] = (before.json() as Tracking).requests;
    expect(tracked!.certificateStatus).toBe('valid');
    expect(trackedStatus(tracked!)).toBe('dispatched');
    await t.app.notifications.deliverDue();
    const mailsBefore = mailsTo(ravi.email).length;
    const smsBefore = sms.calls.length;

    const reason = 'Printed with a wrong grade';
    const revoked = await post(`${BASE}/${number}/revoke`, head, { reason });
    expect(revoked.statusCode).toBe(200);
    const again = await post(`${BASE}/${number}/revoke`, head, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This certificate is already revoked.');
    await t.app.notifications.deliverDue();

    const mails = mailsTo(ravi.email).slice(mailsBefore);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your certificate ${number} has been revoked`,
    ]);
    const centreName = (
      await t.app.db
        .selectFrom('centres')
        .select('name')
        .where('id', '=', centre)
        .executeTakeFirstOrThrow()
    ).name;
    expect(mails[0]!.text).toContain(`The reason given:\n\n${reason}`);
    expect(mails[0]!.text).toContain(
      `What to do next: contact your centre, ${centreName} (phone 9000000000).`,
    );
    expect(sms.calls.slice(smsBefore).map((call) => call.body)).toEqual([
      {
        template_id: '1107301',
        short_url: '0',
        recipients: [
          {
            mobiles: '919876543210',
            VAR1: 'Ravi',
            VAR2: number,
            VAR3: reason,
            VAR4: centreName,
            VAR5: '9000000000',
          },
        ],
      },
    ]);

    // The student's profile: revoked, when and why, the centre's phone; the course still Completed.
    const [certificate] = (
      await certificatesOf(ravi.registrationNumber, ravi.headers)
    ).json() as StudentCertificate[];
    expect(certificate).toMatchObject({
      status: 'revoked',
      revokedReason: reason,
      centrePhone: '9000000000',
    });
    expect(Date.parse(certificate!.revokedAt!)).not.toBeNaN();
    expect(
      (await get(`/api/dashboard/student/${ravi.registrationNumber}`, ravi.headers)).json()
        .completionStatus,
    ).toBe('Completed');

    // Track Certificate: the request stays dispatched, its badge says Revoked.
    const after = (
      await get(`${BASE}/track?registrationNumber=${ravi.registrationNumber}`, staff)
    ).json() as Tracking;
    expect(after.requests[0]).toMatchObject({ status: 'dispatched', certificateStatus: 'revoked' });
    expect(trackedStatus(after.requests[0]!)).toBe('revoked');
    expect(after.requests[0]!.events.at(-1)).toMatchObject({ event: 'revoked', detail: reason });
  });

  it('writes the message in Hindi for a student who chose Hindi', async () => {
    const sita = await student('hi');
    const number = await dispatched(sita.registrationNumber);
    await t.app.notifications.deliverDue();
    const before = mailsTo(sita.email).length;
    expect(
      (await post(`${BASE}/${number}/revoke`, head, { reason: 'गलत ग्रेड छपा' })).statusCode,
    ).toBe(200);
    await t.app.notifications.deliverDue();
    const [mail] = mailsTo(sita.email).slice(before);
    expect(mail!.subject).toBe(`आपका प्रमाणपत्र ${number} रद्द कर दिया गया है`);
    expect(mail!.text).toContain('बताया गया कारण:\n\nगलत ग्रेड छपा');
    expect(mail!.text).toContain('आगे क्या करें: अपने केंद्र');
  });

  it('keeps the reason required', async () => {
    const ravi = await student();
    const number = await dispatched(ravi.registrationNumber);
    const blank = await post(`${BASE}/${number}/revoke`, head, { reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('Please give a reason.');
    expect((await post(`${BASE}/${number}/revoke`, staff, { reason: 'x' })).statusCode).toBe(403);
  });

  it('50 revocations at once: one revocation, one message, no error', async () => {
    const ravi = await student();
    const number = await dispatched(ravi.registrationNumber);
    await t.app.notifications.deliverDue();
    const mailsBefore = mailsTo(ravi.email).length;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        post(`${BASE}/${number}/revoke`, head, { reason: `Reason ${index}` }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    const outbox = await t.app.db
      .selectFrom('notification_outbox')
      .select(['channel', 'data'])
      .where('kind', '=', 'certificate-revoked')
      .where('recipient', '=', ravi.email)
      .execute();
    expect(outbox).toHaveLength(1);
    const audits = await t.app.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'revoke')
      .where('entity', '=', 'certificate')
      .where('changes', 'like', `%${number}%`)
      .execute();
    expect(audits).toHaveLength(1);
    await t.app.notifications.deliverDue();
    const mails = mailsTo(ravi.email).slice(mailsBefore);
    expect(mails).toHaveLength(1);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json().revokedReason;
    expect(mails[0]!.text).toContain(`The reason given:\n\n${winner}`);
  });
});
