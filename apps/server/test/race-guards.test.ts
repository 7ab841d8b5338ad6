import { instituteDate } from '@institute/shared/accounts';
import { CERTIFICATE_MESSAGES } from '@institute/shared/certificates';
import { COMPLETION_REQUEST_SENT } from '@institute/shared/student-profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as raceGuards from '../src/db/migrations/0031_race_guards';
import {
  OPEN_CERTIFICATE_REQUEST_INDEX,
  OPEN_STUDENT_REQUEST_INDEX,
  VALID_CERTIFICATE_INDEX,
} from '../src/db/migrations/0031_race_guards';
import { recordResult } from '../src/modules/grading/results';
import { postWalletEntry, walletBalance } from '../src/modules/wallet/wallet';
import { signInHeadOffice, signInUser, staffOf } from './helpers/actors';
import { createCentre, createStudent, createUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';
import { multipart, pngImage } from './helpers/multipart';
import { countStatuses, setCourseFees } from './helpers/wallet-load';

// "Only one" rules under requests sent at the same moment (issue 32, point 5): the database holds
// each rule (a partial unique index), so on PostgreSQL, where 50 transactions run side by side,
// exactly one passes, the others get the message the check gives, and nothing answers 500.

const AT_ONCE = 50;
const BASE = '/api/dashboard/certificates';

let t: TestApp;
let head: Record<string, string>;
let staff: Record<string, string>;
let centreId: number;
let sourceId = 1;

beforeAll(async () => {
  t = await createTestApp();
  head = await signInHeadOffice(t.app);
  centreId = await createCentre(t.app);
  staff = await staffOf(t.app, centreId);
  await setCourseFees(t.app, head, '8', { registrationFeePaise: 0, certificateFeePaise: 30_000 });
  // Enough for every request: only the rule may refuse them, not the wallet.
  await postWalletEntry(t.app.db, {
    centreId,
    kind: 'credit',
    amountPaise: 30_000 * AT_ONCE,
    reason: 'fund',
    createdBy: null,
  });
});
afterAll(() => t.close());

/** A student whose course is over, with a passing result: a certificate may be requested. */
async function eligibleStudent(userId: number | null = null) {
  const student = await createStudent(t.app, { centreId, userId, admissionDate: '2024-01-15' });
  await t.app.db
    .updateTable('students')
    .set({ completion_status: 'Completed', completed_on: '2024-07-15' })
    .where('id', '=', student.id)
    .execute();
  await recordResult(t.app.db, {
    studentId: student.id,
    centreId,
    source: 'offline',
    sourceId: sourceId++,
    title: 'Final examination',
    obtainedMarks: 82,
    maximumMarks: 100,
    examDate: '2024-03-20',
    recordedBy: null,
  });
  return student;
}

const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });

const atOnce = (send: () => ReturnType<typeof post>) =>
  Promise.all(Array.from({ length: AT_ONCE }, send));

describe('one certificate request and one certificate per student', () => {
  it(`${AT_ONCE} requests at once for one student: one accepted, one fee, one certificate`, async () => {
    const student = await eligibleStudent();
    const before = await walletBalance(t.app.db, centreId);

    const answers = await atOnce(() =>
      post(`${BASE}/requests`, staff, { registrationNumber: student.registrationNumber }),
    );

    expect(countStatuses(answers.map((a) => ({ status: a.statusCode })))).toEqual({
      201: 1,
      409: AT_ONCE - 1,
    });
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().message).toBe(CERTIFICATE_MESSAGES.alreadyRequested);
    }
    const requests = await t.app.db
      .selectFrom('certificate_requests')
      .select(['id'])
      .where('student_id', '=', student.id)
      .execute();
    expect(requests).toHaveLength(1);
    expect(await walletBalance(t.app.db, centreId)).toBe(before - 30_000);

    const id = requests[0]!.id;
    expect((await post(`${BASE}/requests/${id}/approve`, head)).statusCode).toBe(200);
    const prints = await atOnce(() => post(`${BASE}/requests/${id}/print`, head));
    expect(prints.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(prints.filter((a) => a.statusCode >= 500)).toEqual([]);
    const certificates = await t.app.db
      .selectFrom('certificates')
      .select(['status'])
      .where('student_id', '=', student.id)
      .execute();
    expect(certificates).toEqual([{ status: 'valid' }]);
  });

  it('an original after the certificate is printed is refused; a duplicate replaces it', async () => {
    const student = await eligibleStudent();
    const created = await post(`${BASE}/requests`, staff, {
      registrationNumber: student.registrationNumber,
    });
    const first = created.json().id as number;
    await post(`${BASE}/requests/${first}/approve`, head);
    const number = (await post(`${BASE}/requests/${first}/print`, head)).json().certificateNumber;

    const originals = await atOnce(() =>
      post(`${BASE}/requests`, staff, { registrationNumber: student.registrationNumber }),
    );
    expect(countStatuses(originals.map((a) => ({ status: a.statusCode })))).toEqual({
      409: AT_ONCE,
    });
    expect(originals[0]!.json().message).toBe(CERTIFICATE_MESSAGES.alreadyIssued);

    const duplicates = await atOnce(() =>
      post(`${BASE}/requests`, staff, {
        registrationNumber: student.registrationNumber,
        kind: 'duplicate',
        reason: 'Lost in a flood',
        replacesNumber: number,
      }),
    );
    expect(countStatuses(duplicates.map((a) => ({ status: a.statusCode })))).toEqual({
      201: 1,
      409: AT_ONCE - 1,
    });
    const duplicate = duplicates.find((a) => a.statusCode === 201)!.json().id as number;
    await post(`${BASE}/requests/${duplicate}/approve`, head);
    const printed = await post(`${BASE}/requests/${duplicate}/print`, head);
    expect(printed.statusCode, printed.body).toBe(200);
    const certificates = await t.app.db
      .selectFrom('certificates')
      .select(['number', 'status'])
      .where('student_id', '=', student.id)
      .orderBy('id')
      .execute();
    expect(certificates.map((c) => c.status)).toEqual(['replaced', 'valid']);
  });
});

describe("one open request of a student's about the completion status", () => {
  it(`${AT_ONCE} at once: one request kept, every answer the same`, async () => {
    const user = await createUser(t.app, { role: 'student' });
    const student = await eligibleStudent(user.id);
    const token = await signInUser(t.app, user);

    const answers = await atOnce(() =>
      post(`/api/dashboard/student/${student.registrationNumber}/completion-request`, token, {
        message: 'My course is over.',
      }),
    );

    expect(answers.filter((a) => a.statusCode !== 201).map((a) => a.body)).toEqual([]);
    expect(new Set(answers.map((a) => a.json().message))).toEqual(
      new Set([COMPLETION_REQUEST_SENT]),
    );
    const open = await t.app.db
      .selectFrom('student_requests')
      .select('id')
      .where('student_id', '=', student.id)
      .where('status', '=', 'open')
      .execute();
    expect(open).toHaveLength(1);
  });
});

describe('rules the database already held, at 50 at once', () => {
  const statusesOf = (answers: { statusCode: number }[]) =>
    countStatuses(answers.map((a) => ({ status: a.statusCode })));

  it('one confirmation of a fund: one credit', async () => {
    const centre = await createCentre(t.app);
    const centreStaff = await staffOf(t.app, centre);
    const body = multipart(
      { mode: 'bank', reference: 'UTR555', paidOn: instituteDate(), amount: '5000' },
      { receipt: { data: await pngImage(40, 40), filename: 'receipt.png', type: 'image/png' } },
    );
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/accounts/funds',
      payload: body.payload,
      headers: { ...centreStaff, ...body.headers },
    });
    expect(added.statusCode, added.body).toBe(201);
    const fund = added.json() as { id: number };

    const answers = await atOnce(() =>
      post(`/api/dashboard/accounts/funds/${fund.id}/confirm`, head),
    );

    expect(statusesOf(answers)).toEqual({ 200: 1, 409: AT_ONCE - 1 });
    expect(await walletBalance(t.app.db, centre)).toBe(500_000);
  });

  it('one centre per code, one account per e-mail', async () => {
    const code = `RACE${Math.floor(Math.random() * 1e5)}`;
    const centres = await atOnce(() =>
      post('/api/dashboard/centre-admin/centres', head, {
        code,
        name: 'Gaya Station Road',
        address: 'Station Road, Gaya 823001',
        phone: '+91 98765 43210',
        email: 'gaya@example.com',
      }),
    );
    expect(statusesOf(centres)).toEqual({ 201: 1, 409: AT_ONCE - 1 });

    const staffEmail = `race.staff.${Date.now()}@example.com`;
    const staffAnswers = await atOnce(() =>
      post(`/api/dashboard/centre-admin/centres/${centreId}/staff`, head, {
        name: 'Anita Sharma',
        email: staffEmail,
        password: 'first password 1',
      }),
    );
    expect(statusesOf(staffAnswers)).toEqual({ 201: 1, 409: AT_ONCE - 1 });

    const email = `race.${Date.now()}@example.com`;
    const signUps = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/register',
          payload: { name: 'Priya Sharma', email, password: 'pass1234' },
          remoteAddress: `198.51.100.${i + 1}`,
        }),
      ),
    );
    expect(statusesOf(signUps)).toEqual({ 201: 1, 409: AT_ONCE - 1 });
    const users = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(users).toHaveLength(1);
  });
});

describe('migration 0031 on a database the race left duplicates in', () => {
  it('keeps the first of each, rejects (and refunds) or revokes the others, then holds the rule', async () => {
    const db = t.app.db;
    // The database as it was before 0031 (its indexes and table gone), with a student's duplicates.
    await db.schema.dropTable('verification_attempts').execute();
    for (const index of [
      OPEN_CERTIFICATE_REQUEST_INDEX,
      VALID_CERTIFICATE_INDEX,
      OPEN_STUDENT_REQUEST_INDEX,
    ]) {
      await db.schema.dropIndex(index).execute();
    }
    const student = await eligibleStudent();
    const printedTwice = await eligibleStudent();
    const request = async (studentId: number, status: 'requested' | 'printed') => {
      const now = new Date().toISOString();
      return (
        await db
          .insertInto('certificate_requests')
          .values({
            student_id: studentId,
            centre_id: centreId,
            kind: 'original',
            status,
            replaces_certificate_id: null,
            reason: null,
            fee_paise: 30_000,
            requested_at: now,
            requested_by: null,
            decided_at: null,
            decided_by: null,
            rejection_reason: null,
            printed_at: null,
            printed_by: null,
            dispatched_at: null,
            dispatched_by: null,
            courier: null,
            tracking_number: null,
            delivered_at: null,
            delivered_by: null,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    };
    const first = await request(student.id, 'requested');
    const second = await request(student.id, 'requested');
    // Two valid certificates of one student: the second a copy of the first under another number.
    const printed = await post(`${BASE}/requests`, staff, {
      registrationNumber: printedTwice.registrationNumber,
    });
    await post(`${BASE}/requests/${printed.json().id}/approve`, head);
    const number = (await post(`${BASE}/requests/${printed.json().id}/print`, head)).json()
      .certificateNumber as string;
    const original = await db
      .selectFrom('certificates')
      .selectAll()
      .where('number', '=', number)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('certificates')
      .values({
        ...original,
        id: undefined,
        number: `${number}X`,
        request_id: await request(printedTwice.id, 'printed'),
        verification_code: 'ABCDEFGHJK',
      })
      .execute();
    for (let i = 0; i < 2; i++) {
      await db
        .insertInto('student_requests')
        .values({
          student_id: student.id,
          centre_id: centreId,
          kind: 'completion_status',
          message: 'Twice',
          created_at: new Date().toISOString(),
        })
        .execute();
    }
    const balance = await walletBalance(db, centreId);

    await raceGuards.up(db as never);

    const requests = await db
      .selectFrom('certificate_requests')
      .select(['id', 'status'])
      .where('student_id', '=', student.id)
      .orderBy('id')
      .execute();
    expect(requests).toEqual([
      { id: first, status: 'requested' },
      { id: second, status: 'rejected' },
    ]);
    expect(await walletBalance(db, centreId)).toBe(balance + 30_000);
    const certificates = await db
      .selectFrom('certificates')
      .select(['number', 'status'])
      .where('student_id', '=', printedTwice.id)
      .orderBy('id')
      .execute();
    expect(certificates).toEqual([
      { number, status: 'valid' },
      { number: `${number}X`, status: 'revoked' },
    ]);
    const open = await db
      .selectFrom('student_requests')
      .select('id')
      .where('student_id', '=', student.id)
      .where('status', '=', 'open')
      .execute();
    expect(open).toHaveLength(1);
    // The rule holds again.
    await expect(request(student.id, 'requested')).rejects.toThrow();
  });
});
