import { execFileSync } from 'node:child_process';
import { CERTIFICATE_EXAM_MESSAGES } from '@institute/shared/certificate-exam';
import { CERTIFICATE_MESSAGES } from '@institute/shared/certificates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordResult } from '../src/modules/grading/results';
import { nowIso } from '../src/lib/time';
import { postWalletEntry, walletBalance } from '../src/modules/wallet/wallet';
import { signInHeadOffice, signInStaff, signInUser } from './helpers/actors';
import { createCentre, createStudent, createUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let head: Record<string, string>;
let staff: Record<string, string>;
let otherStaff: Record<string, string>;
let centreId: number;
let otherCentreId: number;
let studentUser: { email: string; password: string };
let sourceId = 1;

const BASE = '/api/dashboard/certificates';

beforeAll(async () => {
  t = await createTestApp();
  centreId = await createCentre(t.app);
  otherCentreId = await createCentre(t.app);
  const staffUser = await createUser(t.app, { role: 'centre_staff', centreId });
  const otherUser = await createUser(t.app, { role: 'centre_staff', centreId: otherCentreId });
  const strangerUser = await createUser(t.app, { role: 'student' });
  studentUser = { email: strangerUser.email, password: strangerUser.password };
  staff = await signInStaff(t.app, staffUser);
  otherStaff = await signInStaff(t.app, otherUser);
  head = await signInHeadOffice(t.app);
});
afterAll(() => t.close());

/** A student of the centre with a result (passing unless marks say otherwise). */
async function studentWithResult(
  options: { centre?: number; obtained?: number; userId?: number } = {},
) {
  const student = await createStudent(t.app, {
    centreId: options.centre ?? centreId,
    userId: options.userId ?? null,
    admissionDate: '2026-08-01',
  });
  await recordResult(t.app.db, {
    studentId: student.id,
    centreId: options.centre ?? centreId,
    source: 'offline',
    sourceId: sourceId++,
    title: 'Final examination',
    obtainedMarks: options.obtained ?? 82,
    maximumMarks: 100,
    examDate: '2026-10-20',
    recordedBy: null,
  });
  return student;
}

const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

async function request(registrationNumber: string, headers = staff, extra: object = {}) {
  return post(`${BASE}/requests`, headers, { registrationNumber, ...extra });
}

/** Requests, approves and prints a certificate; answers its number. */
async function issue(registrationNumber: string): Promise<{ id: number; number: string }> {
  const created = await request(registrationNumber);
  expect(created.statusCode).toBe(201);
  const { id } = created.json() as { id: number };
  expect((await post(`${BASE}/requests/${id}/approve`, head)).statusCode).toBe(200);
  const printed = await post(`${BASE}/requests/${id}/print`, head);
  expect(printed.statusCode).toBe(200);
  return { id, number: printed.json().certificateNumber as string };
}

const pdfText = (bytes: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString('utf8');

describe('certificate requests', () => {
  it('refuses a student without a passing result', async () => {
    const failed = await studentWithResult({ obtained: 20 });
    const response = await request(failed.registrationNumber);
    expect(response.statusCode).toBe(409);
    // The course counts the offline final examination (decision 0057): its message says so.
    expect(response.json().message).toBe(CERTIFICATE_EXAM_MESSAGES.noOfflineResult);
  });

  it("refuses another centre's student as an unknown one, with a clear message", async () => {
    const theirs = await studentWithResult({ centre: otherCentreId });
    const other = await request(theirs.registrationNumber);
    // Not found, as for a number nobody has: other centres' numbers are not revealed (issue 32).
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(
      `No student has the registration number ${theirs.registrationNumber}.`,
    );
    const unknown = await request('RV2026999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No student has the registration number RV2026999999.');
    const empty = await request('  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors.registrationNumber).toEqual([
      CERTIFICATE_MESSAGES.studentIdRequired,
    ]);
  });

  it('runs the whole life cycle, refusing forbidden transitions, and records who and when', async () => {
    const student = await studentWithResult();
    const created = await request(student.registrationNumber.toLowerCase());
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect(item).toMatchObject({
      status: 'requested',
      registrationNumber: student.registrationNumber,
    });
    expect((await request(student.registrationNumber)).json().message).toBe(
      CERTIFICATE_MESSAGES.alreadyRequested,
    );

    // The centre's list shows it; the other centre's does not.
    const list = await get(`${BASE}/requests`, staff);
    expect(list.json().map((row: { id: number }) => row.id)).toContain(item.id);
    const theirs = await get(`${BASE}/requests`, otherStaff);
    expect(theirs.json().map((row: { id: number }) => row.id)).not.toContain(item.id);

    // A centre cannot approve (its own or any) request; head office can, once.
    const selfApproval = await post(`${BASE}/requests/${item.id}/approve`, staff);
    expect(selfApproval.statusCode).toBe(403);
    expect((await post(`${BASE}/requests/${item.id}/print`, head)).statusCode).toBe(409);
    expect((await post(`${BASE}/requests/${item.id}/approve`, head)).json().status).toBe(
      'approved',
    );
    const again = await post(`${BASE}/requests/${item.id}/approve`, head);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This request is approved; only a requested request can be approved.',
    );

    const printed = (await post(`${BASE}/requests/${item.id}/print`, head)).json();
    expect(printed.status).toBe('printed');
    expect(printed.certificateNumber).toMatch(/^RVC\d{4}\d{6}$/);

    const noCourier = await post(`${BASE}/requests/${item.id}/dispatch`, head, {
      courier: '',
      trackingNumber: 'X1',
    });
    expect(noCourier.statusCode).toBe(400);
    const dispatched = await post(`${BASE}/requests/${item.id}/dispatch`, head, {
      courier: 'India Post',
      trackingNumber: 'EE123456789IN',
    });
    expect(dispatched.json()).toMatchObject({ status: 'dispatched', courier: 'India Post' });
    expect((await post(`${BASE}/requests/${item.id}/deliver`, otherStaff)).statusCode).toBe(403);
    expect((await post(`${BASE}/requests/${item.id}/deliver`, staff)).json().status).toBe(
      'delivered',
    );
    const lateApproval = await post(`${BASE}/requests/${item.id}/approve`, head);
    expect(lateApproval.statusCode).toBe(409);
    expect(lateApproval.json().message).toMatch(/^This request is delivered/);

    // An original cannot be requested twice once issued.
    expect((await request(student.registrationNumber)).json().message).toBe(
      CERTIFICATE_MESSAGES.alreadyIssued,
    );

    const track = await get(
      `${BASE}/track?registrationNumber=${student.registrationNumber}`,
      staff,
    );
    expect(track.statusCode).toBe(200);
    const events = track.json().requests[0].events as {
      event: string;
      label: string;
      by: string | null;
    }[];
    expect(events.map((event) => event.label)).toEqual([
      'Certificate requested',
      'Approved',
      'Printed',
      'Dispatched',
      'Delivered',
    ]);
    // Each step named by a code too, for a screen in another language.
    expect(events.map((event) => event.event)).toEqual([
      'requested',
      'approved',
      'printed',
      'dispatched',
      'delivered',
    ]);
    expect(events.every((event) => event.by)).toBe(true);
    expect(
      (await get(`${BASE}/track?registrationNumber=${student.registrationNumber}`, otherStaff))
        .statusCode,
    ).toBe(404);

    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'certificate_request')
      .where('entity_id', '=', String(item.id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual([
      'request',
      'approve',
      'print',
      'dispatch',
      'deliver',
    ]);
  });

  it('lets the only head office account approve its own request (more: certificate-approval.test.ts)', async () => {
    const student = await studentWithResult();
    const created = await request(student.registrationNumber, head);
    expect(created.statusCode).toBe(201);
    const response = await post(`${BASE}/requests/${created.json().id}/approve`, head);
    expect(response.statusCode).toBe(200);
  });

  it('debits the certificate fee, refuses a too-low balance, and refunds a rejection', async () => {
    const centre = await createCentre(t.app);
    const user = await createUser(t.app, { role: 'centre_staff', centreId: centre });
    const headers = await signInStaff(t.app, user);
    const student = await studentWithResult({ centre });
    await t.app.db
      .insertInto('course_fees')
      .values({
        course_code: '8',
        certificate_fee_paise: 25_000,
        updated_at: nowIso(),
        updated_by: null,
      })
      .onConflict((oc) => oc.column('course_code').doUpdateSet({ certificate_fee_paise: 25_000 }))
      .execute();
    try {
      const refused = await request(student.registrationNumber, headers);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        'Insufficient wallet balance: the balance is ₹0.00 and ₹250.00 is needed.',
      );
      expect(
        await t.app.db
          .selectFrom('certificate_requests')
          .select('id')
          .where('centre_id', '=', centre)
          .execute(),
      ).toEqual([]);

      await postWalletEntry(t.app.db, {
        centreId: centre,
        kind: 'credit',
        amountPaise: 30_000,
        reason: 'fund',
        createdBy: null,
      });
      const created = await request(student.registrationNumber, headers);
      expect(created.statusCode).toBe(201);
      expect(await walletBalance(t.app.db, centre)).toBe(5_000);

      expect(
        (await post(`${BASE}/requests/${created.json().id}/reject`, head, {})).statusCode,
      ).toBe(400);
      const rejected = await post(`${BASE}/requests/${created.json().id}/reject`, head, {
        reason: 'Photo missing',
      });
      expect(rejected.json()).toMatchObject({
        status: 'rejected',
        rejectionReason: 'Photo missing',
      });
      expect(await walletBalance(t.app.db, centre)).toBe(30_000);
    } finally {
      await t.app.db.deleteFrom('course_fees').where('course_code', '=', '8').execute();
    }
  });

  it('never gives two certificates the same number under concurrent printing', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) {
      const student = await studentWithResult();
      const { id } = (await request(student.registrationNumber)).json();
      await post(`${BASE}/requests/${id}/approve`, head);
      ids.push(id);
    }
    const printed = await Promise.all(ids.map((id) => post(`${BASE}/requests/${id}/print`, head)));
    expect(printed.map((response) => response.statusCode)).toEqual(ids.map(() => 200));
    const numbers = printed.map((response) => response.json().certificateNumber as string);
    expect(new Set(numbers).size).toBe(numbers.length);
    const sequences = numbers.map((number) => Number(number.slice(-6))).sort((a, b) => a - b);
    expect(sequences.at(-1)! - sequences[0]!).toBe(numbers.length - 1);
    // Printing the same request twice at once: one wins.
    const student = await studentWithResult();
    const { id } = (await request(student.registrationNumber)).json();
    await post(`${BASE}/requests/${id}/approve`, head);
    const twice = await Promise.all(
      [1, 2, 3].map(() => post(`${BASE}/requests/${id}/print`, head)),
    );
    expect(twice.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('bulk-approves, reporting the requests it could not move', async () => {
    const a = (await request((await studentWithResult()).registrationNumber)).json().id;
    const b = (await request((await studentWithResult()).registrationNumber)).json().id;
    expect(
      (await post(`${BASE}/requests/bulk`, staff, { action: 'approve', ids: [a, b] })).statusCode,
    ).toBe(403);
    const first = await post(`${BASE}/requests/bulk`, head, { action: 'approve', ids: [a] });
    expect(first.json()).toEqual({ done: [a], failed: [] });
    const second = await post(`${BASE}/requests/bulk`, head, { action: 'approve', ids: [a, b] });
    expect(second.json().done).toEqual([b]);
    expect(second.json().failed).toEqual([
      { id: a, message: 'This request is approved; only a requested request can be approved.' },
    ]);
  });
});

describe('verification and documents', () => {
  it('verifies valid, revoked, replaced and unknown numbers', async () => {
    const valid = await issue((await studentWithResult()).registrationNumber);
    // By number alone: the status and initials (see certificate-verification.test.ts); the
    // details with the verification code, as the QR code's link gives it.
    const code = (await get(`${BASE}/${valid.number}`, head)).json().verificationCode as string;
    const answer = await get(`/api/certificates/verify/${valid.number}?code=${code}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ number: valid.number, status: 'valid', proof: 'code' });
    expect(answer.json().details).toMatchObject({
      studentName: 'Ravi Kumar',
      courseName: '1-Month Certificate Course',
      courseOption: 'CERTIFICATE IN FUNDAMENTAL',
      grade: 'A',
      percentage: '82%',
      periodFrom: '2026-08-01',
      // Admission to the end of the 1-month course (not the exam): certificate-approval.test.ts.
      periodTo: '2026-09-01',
    });
    expect(Object.keys(answer.json().details)).not.toContain('fatherName');

    const revoked = await issue((await studentWithResult()).registrationNumber);
    expect(
      (await post(`${BASE}/${revoked.number}/revoke`, staff, { reason: 'x' })).statusCode,
    ).toBe(403);
    expect(
      (await post(`${BASE}/${revoked.number}/revoke`, head, { reason: 'Issued in error' }))
        .statusCode,
    ).toBe(200);
    const revokedCode = (await get(`${BASE}/${revoked.number}`, head)).json().verificationCode;
    expect(
      (await get(`/api/certificates/verify/${revoked.number}?code=${revokedCode}`)).json(),
    ).toMatchObject({ status: 'revoked', details: { revokedReason: 'Issued in error' } });

    const student = await studentWithResult();
    const old = await issue(student.registrationNumber);
    const noReason = await request(student.registrationNumber, staff, {
      kind: 'duplicate',
      replacesNumber: old.number,
    });
    expect(noReason.statusCode).toBe(400);
    const duplicate = await request(student.registrationNumber, staff, {
      kind: 'duplicate',
      replacesNumber: old.number,
      reason: 'Lost in a flood',
    });
    expect(duplicate.statusCode).toBe(201);
    await post(`${BASE}/requests/${duplicate.json().id}/approve`, head);
    const reprinted = (await post(`${BASE}/requests/${duplicate.json().id}/print`, head)).json();
    expect((await get(`/api/certificates/verify/${old.number}`)).json()).toMatchObject({
      status: 'replaced',
      replacedByNumber: reprinted.certificateNumber,
    });
    expect(
      (await get(`/api/certificates/verify/${reprinted.certificateNumber}`)).json().status,
    ).toBe('valid');

    const unknown = await get('/api/certificates/verify/RVC2026999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CERTIFICATE_MESSAGES.unknownNumber);
  });

  it('makes a valid PDF holding the name and number, for staff and the student', async () => {
    const user = await createUser(t.app, { role: 'student' });
    const student = await studentWithResult({ userId: user.id });
    const { number } = await issue(student.registrationNumber);
    const response = await get(`${BASE}/${number}/pdf`, staff);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Ravi Kumar');
    expect(text).toContain(number);
    expect(text).toContain('Grade A with 82%');
    expect((await get(`${BASE}/${number}/pdf`, otherStaff)).statusCode).toBe(403);

    // Hindi beside the English labels on request; a bad choice is a field message, not a 500.
    const bilingual = await get(`${BASE}/${number}/pdf?lang=bilingual`, staff);
    expect(bilingual.statusCode).toBe(200);
    const both = pdfText(bilingual.rawPayload);
    expect(both).toContain(`Certificate No. / प्रमाणपत्र संख्या ${number}`);
    expect(both).toContain('पूर्णता प्रमाणपत्र');
    expect(text).not.toContain('प्रमाणपत्र');
    const wrong = await get(`${BASE}/${number}/pdf?lang=fr`, staff);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain("'en', 'hi' or 'bilingual'");

    const own = await signInUser(t.app, user);
    const list = await get(
      `/api/dashboard/student/${student.registrationNumber}/certificates`,
      own,
    );
    expect(list.json().map((item: { number: string }) => item.number)).toEqual([number]);
    const pdf = await get(
      `/api/dashboard/student/${student.registrationNumber}/certificates/${number}/pdf`,
      own,
    );
    expect(pdf.statusCode).toBe(200);
    const stranger = await signInUser(t.app, studentUser);
    expect(
      (await get(`/api/dashboard/student/${student.registrationNumber}/certificates`, stranger))
        .statusCode,
    ).toBe(403);
  });

  it('prints Hindi names with the Devanagari font', async () => {
    const student = await studentWithResult();
    await t.app.db
      .updateTable('students')
      .set({ firstname: 'आशा', lastname: 'कुमारी' })
      .where('id', '=', student.id)
      .execute();
    const { number } = await issue(student.registrationNumber);
    const text = pdfText((await get(`${BASE}/${number}/pdf`, head)).rawPayload);
    expect(text).toContain('कुमारी');
  });

  it('streams a ZIP of the chosen PDFs', async () => {
    const a = await issue((await studentWithResult()).registrationNumber);
    const b = await issue((await studentWithResult()).registrationNumber);
    const response = await post(`${BASE}/zip`, head, { numbers: [a.number, b.number] });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const zip = response.rawPayload;
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    expect(zip.includes(`${a.number}.pdf`)).toBe(true);
    expect(zip.includes(`${b.number}.pdf`)).toBe(true);
    expect((await post(`${BASE}/zip`, otherStaff, { numbers: [a.number] })).statusCode).toBe(403);
  });

  it('rate limits lookups per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) {
      statuses.push(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/certificates/verify/RVC2026000001',
            remoteAddress: '10.9.8.7',
          })
        ).statusCode,
      );
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status !== 429).length).toBe(30);
  });
});
