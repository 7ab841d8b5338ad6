import { instituteDate } from '@institute/shared/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDENT_ARCHIVED_MESSAGE } from '../src/lib/archived-student';
import { sendDuesReminders } from '../src/modules/accounts/dues-reminders';
import { recordResult } from '../src/modules/grading/results';
import { signInHeadOffice, signInUser, staffOf } from './helpers/actors';
import { createCentre, createUser } from './helpers/factories';
import { multipart, studentFields } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';
import { fundWallet } from './helpers/wallet-load';

// Issue 37, point 4 (decision 0058): an archived student (the specification's Delete) is frozen.
// Every write that concerns them is refused with one message (409 STUDENT_ARCHIVED, never 404
// "no student", never 500); they leave the exam rosters, Appeared Students, the dues list and the
// reminders; the registration fee the centre's wallet paid is not refunded; restore brings it all
// back. Many archives, restores and payments at once never leave a receipt for an archived student.

type Headers = Record<string, string>;
type Student = { id: number; registrationNumber: string; email: string };

const REGISTRATION_FEE = 50_000; // ₹500
const COURSE_FEE = 10_000_000; // ₹1,00,000: room for many small payments

let t: TestApp;
let head: Headers;
let staff: Headers;
let centreId: number;
let asha: Student;
let ravi: Student;
let offlineSession: { id: number; subjects: { id: number }[] };
let onlineExamId: number;
/** Asha's own session, opened before she is archived. */
let ashaSession: Headers;

const api = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api/dashboard${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function admit(headers: Headers, email: string): Promise<Student> {
  const body = multipart(studentFields({ email }));
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/dashboard/AddStudent',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
  expect(response.statusCode, response.body).toBe(201);
  const { registrationNumber } = response.json() as { registrationNumber: string };
  const row = await t.app.db
    .selectFrom('students')
    .select('id')
    .where('registration_number', '=', registrationNumber)
    .executeTakeFirstOrThrow();
  return { id: row.id, registrationNumber, email };
}

const pay = (headers: Headers, registrationNumber: string, amount = '1') =>
  api('POST', `/accounts/students/${registrationNumber}/payments`, headers, {
    amount,
    mode: 'cash',
    paidOn: instituteDate(),
  });

const archive = (headers: Headers, registrationNumber: string) =>
  api('DELETE', `/AddStudent/${registrationNumber}`, headers);
const restore = (headers: Headers, registrationNumber: string) =>
  api('POST', `/AddStudent/${registrationNumber}/restore`, headers);

/** The one refusal of a write for an archived student. */
function expectFrozen(response: { statusCode: number; body: string; json(): unknown }) {
  expect(response.statusCode, response.body).toBe(409);
  expect(response.json()).toMatchObject({
    code: 'STUDENT_ARCHIVED',
    message: STUDENT_ARCHIVED_MESSAGE,
  });
}

function edit(headers: Headers, registrationNumber: string, fields: Record<string, string>) {
  const body = multipart(fields);
  return t.app.inject({
    method: 'PUT',
    url: `/api/dashboard/AddStudent/${registrationNumber}`,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

const receiptsOf = (studentId: number) =>
  t.app.db
    .selectFrom('fee_payments')
    .select('id')
    .where('student_id', '=', studentId)
    .where('kind', '=', 'payment')
    .execute();

const walletRows = () =>
  t.app.db
    .selectFrom('wallet_entries')
    .select(['kind', 'amount_paise', 'reason', 'reference'])
    .where('centre_id', '=', centreId)
    .orderBy('seq')
    .execute();

const rosterIds = async (headers: Headers) => {
  const response = await api('GET', `/offline-exams/sessions/${offlineSession.id}/marks`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { rows: { registrationNumber: string }[] }).rows.map(
    (row) => row.registrationNumber,
  );
};

const appeared = async (headers: Headers) => {
  const response = await api('GET', `/online-exams/${onlineExamId}/appeared`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { rows: { registrationNumber: string }[] }).rows.map(
    (row) => row.registrationNumber,
  );
};

const dues = async (headers: Headers) => {
  const response = await api('GET', '/accounts/dues', headers);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { registrationNumber: string }[]).map((row) => row.registrationNumber);
};

const listed = async (headers: Headers, query = '') => {
  const response = await api('GET', `/AddStudent${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { registrationNumber: string }[]).map((row) => row.registrationNumber);
};

beforeAll(async () => {
  t = await createTestApp();
  head = await signInHeadOffice(t.app);
  centreId = await createCentre(t.app);
  staff = await staffOf(t.app, centreId);
  // Course 8: ₹500 registration fee from the wallet; the course fee due at admission.
  const fees = await api('PUT', '/accounts/course-fees/8', head, {
    registrationFeePaise: REGISTRATION_FEE,
    certificateFeePaise: 0,
    courseFeePaise: COURSE_FEE,
    instalments: [{ afterDays: 0, amountPaise: COURSE_FEE }],
  });
  expect(fees.statusCode, fees.body).toBe(200);
  await fundWallet(t.app, staff, head, 2_000);
  asha = await admit(staff, 'asha.archived@example.com');
  ravi = await admit(staff, 'ravi.active@example.com');
  const account = await createUser(t.app, { role: 'student' });
  await t.app.db
    .updateTable('students')
    .set({ user_id: account.id })
    .where('id', '=', asha.id)
    .execute();
  ashaSession = await signInUser(t.app, account);

  const session = await api('POST', '/offline-exams/sessions', staff, {
    title: 'Final examination',
    courseCode: '8',
    examDate: instituteDate(),
    examTime: '10:30',
    venue: 'Computer lab 1',
  });
  expect(session.statusCode, session.body).toBe(201);
  offlineSession = session.json();

  const question = await api('POST', '/online-exams/questions', head, {
    courseCode: '8',
    question: 'Which key saves a file?',
    options: ['Ctrl+S', 'Ctrl+P'],
    correct: [0],
  });
  expect(question.statusCode, question.body).toBe(201);
  const exam = await api('POST', '/online-exams', staff, {
    courseCode: '8',
    title: 'Fundamentals test',
    kind: 'test',
    startNow: true,
    durationMinutes: 30,
    instructions: 'Answer every question.',
    selection: 'fixed',
    questionIds: [question.json().id],
    studentIds: [asha.id, ravi.id],
  });
  expect(exam.statusCode, exam.body).toBe(201);
  onlineExamId = exam.json().id;

  // A payment before the archive, to try reversing it afterwards.
  expect((await pay(staff, asha.registrationNumber, '100')).statusCode).toBe(201);
});
afterAll(() => t.close());

describe('an archived student', () => {
  it('is archived with the word archive, once, and the registration fee stays paid', async () => {
    const before = await walletRows();
    expect(before.filter((row) => row.reference === asha.registrationNumber)).toEqual([
      {
        kind: 'debit',
        amount_paise: REGISTRATION_FEE,
        reason: 'registration_fee',
        reference: asha.registrationNumber,
      },
    ]);
    // What the archive dialog shows: the fee the wallet paid at admission.
    const fee = await api('GET', `/AddStudent/${asha.registrationNumber}/registration-fee`, staff);
    expect(fee.statusCode, fee.body).toBe(200);
    expect(fee.json()).toEqual({ paidPaise: REGISTRATION_FEE });
    const archived = await archive(staff, asha.registrationNumber);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json()).toEqual({ message: 'Student archived' });
    // Archiving again is the same refusal as any other write.
    expectFrozen(await archive(staff, asha.registrationNumber));
    // No refund: the wallet has exactly the entries it had.
    expect(await walletRows()).toEqual(before);
    const after = await api('GET', `/AddStudent/${asha.registrationNumber}/registration-fee`, head);
    expect(after.json()).toEqual({ paidPaise: REGISTRATION_FEE });
  });

  it('gets no fee payment, discount or reversal, and no receipt is made', async () => {
    const receipts = (await receiptsOf(asha.id)).length;
    expectFrozen(await pay(staff, asha.registrationNumber));
    expectFrozen(await pay(head, asha.registrationNumber));
    expectFrozen(
      await api('PUT', `/accounts/students/${asha.registrationNumber}/discount`, staff, {
        amount: '10',
        reason: 'Sibling discount',
      }),
    );
    const [earlier] = await receiptsOf(asha.id);
    expectFrozen(
      await api('POST', `/accounts/payments/${earlier!.id}/reverse`, staff, {
        reason: 'Entered twice',
      }),
    );
    expect(await receiptsOf(asha.id)).toHaveLength(receipts);
    const outbox = await t.app.db
      .selectFrom('notification_outbox')
      .select('id')
      .where('kind', '=', 'fee-receipt')
      .where('recipient', '=', asha.email)
      .execute();
    expect(outbox).toHaveLength(1); // the receipt of the payment before the archive only
    // Reading what was paid is still allowed.
    expect(
      (await api('GET', `/accounts/students/${asha.registrationNumber}/fees`, staff)).statusCode,
    ).toBe(200);
  });

  it('cannot be edited, nor its photo changed, nor its completion status set', async () => {
    expectFrozen(await edit(head, asha.registrationNumber, { firstname: 'Changed' }));
    expectFrozen(await edit(staff, asha.registrationNumber, { firstname: 'Changed' }));
    expectFrozen(
      await api('PUT', `/AddStudent/${asha.registrationNumber}/completion`, staff, {
        status: 'Completed',
      }),
    );
    const row = await t.app.db
      .selectFrom('students')
      .select(['firstname', 'completion_status'])
      .where('id', '=', asha.id)
      .executeTakeFirstOrThrow();
    expect(row.firstname).toBe('Sunita');
    expect(row.completion_status).not.toBe('Completed');
    // Centre staff asking for the record are told it is archived, not that it does not exist.
    expectFrozen(await api('GET', `/AddStudent/${asha.registrationNumber}`, staff));
    // Head office still reads it, marked archived.
    const record = await api('GET', `/AddStudent/${asha.registrationNumber}`, head);
    expect(record.statusCode).toBe(200);
    expect(record.json().archivedAt).not.toBeNull();
  });

  it('leaves the offline exam roster, its marks refused, with no admit card or marksheet', async () => {
    expect(await rosterIds(staff)).toEqual([ravi.registrationNumber]);
    const cells = offlineSession.subjects.map((subject) => ({
      subjectId: subject.id,
      marks: 20,
      absent: false,
    }));
    expectFrozen(
      await api('PUT', `/offline-exams/sessions/${offlineSession.id}/marks`, staff, {
        students: [{ studentId: asha.id, cells }],
      }),
    );
    expect(
      await t.app.db
        .selectFrom('offline_marks')
        .select('student_id')
        .where('student_id', '=', asha.id)
        .execute(),
    ).toEqual([]);
    expectFrozen(
      await api(
        'GET',
        `/offline-exams/sessions/${offlineSession.id}/admit-cards?registrationNumber=${asha.registrationNumber}`,
        staff,
      ),
    );
    const cards = await api(
      'GET',
      `/offline-exams/sessions/${offlineSession.id}/admit-cards`,
      staff,
    );
    expect(cards.statusCode).toBe(200);
    expect(
      (cards.json() as { student: { registrationNumber: string } }[]).map(
        (card) => card.student.registrationNumber,
      ),
    ).toEqual([ravi.registrationNumber]);
    expectFrozen(
      await api('GET', `/offline-exams/students/${asha.registrationNumber}/marksheets`, staff),
    );
  });

  it('leaves Appeared Students and cannot be given an online exam', async () => {
    expect(await appeared(staff)).toEqual([ravi.registrationNumber]);
    const question = await t.app.db
      .selectFrom('online_exam_questions')
      .select('question_id')
      .where('exam_id', '=', onlineExamId)
      .executeTakeFirstOrThrow();
    expectFrozen(
      await api('POST', '/online-exams', staff, {
        courseCode: '8',
        title: 'Another test',
        kind: 'test',
        startNow: true,
        durationMinutes: 30,
        instructions: 'Answer every question.',
        selection: 'fixed',
        questionIds: [question.question_id],
        studentIds: [asha.id],
      }),
    );
    expectFrozen(await api('GET', `/student/${asha.registrationNumber}/exams`, staff));
    // Nor can she start it herself with a session opened before the archive: an archived
    // student's account has no registration number any more, so the door refuses (403).
    const started = await api(
      'POST',
      `/student/${asha.registrationNumber}/exams/${onlineExamId}/start`,
      ashaSession,
    );
    expect(started.statusCode, started.body).toBe(403);
    expect(
      await t.app.db
        .selectFrom('online_exam_attempts')
        .select('id')
        .where('student_id', '=', asha.id)
        .execute(),
    ).toEqual([]);
  });

  it('gets no certificate requisition: it says archived, not "no student has the number"', async () => {
    const response = await api('POST', '/certificates/requests', staff, {
      registrationNumber: asha.registrationNumber.toLowerCase(),
    });
    expectFrozen(response);
    expect(response.json().message).not.toContain('No student has');
    expect(
      await t.app.db
        .selectFrom('certificate_requests')
        .select('id')
        .where('student_id', '=', asha.id)
        .execute(),
    ).toEqual([]);
  });

  it('leaves the lists, the dues and the reminders; head office sees it under Archived', async () => {
    expect(await listed(staff)).not.toContain(asha.registrationNumber);
    expect(await listed(staff)).toContain(ravi.registrationNumber);
    expect(await listed(head, '?archived=only')).toContain(asha.registrationNumber);
    expect(await dues(staff)).not.toContain(asha.registrationNumber);
    expect(await dues(staff)).toContain(ravi.registrationNumber);
    await sendDuesReminders(t.app.db);
    const reminders = await t.app.db
      .selectFrom('notification_outbox')
      .select('recipient')
      .where('kind', '=', 'dues-reminder')
      .where('channel', '=', 'email')
      .execute();
    const recipients = reminders.map((row) => row.recipient);
    expect(recipients).toContain(ravi.email);
    expect(recipients).not.toContain(asha.email);
  });

  it('is restored by head office only, free of charge, and everything comes back', async () => {
    expect((await restore(staff, asha.registrationNumber)).statusCode).toBe(403);
    const before = await walletRows();
    const restored = await restore(head, asha.registrationNumber);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().archivedAt).toBeNull();
    expect(await walletRows()).toEqual(before);

    expect(await listed(staff)).toContain(asha.registrationNumber);
    expect(await dues(staff)).toContain(asha.registrationNumber);
    expect((await rosterIds(staff)).sort()).toEqual(
      [asha.registrationNumber, ravi.registrationNumber].sort(),
    );
    expect((await appeared(staff)).sort()).toEqual(
      [asha.registrationNumber, ravi.registrationNumber].sort(),
    );
    const paid = await pay(staff, asha.registrationNumber);
    expect(paid.statusCode, paid.body).toBe(201);
    const edited = await edit(staff, asha.registrationNumber, { firstname: 'Asha' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().firstname).toBe('Asha');
    const cells = offlineSession.subjects.map((subject) => ({
      subjectId: subject.id,
      marks: 20,
      absent: false,
    }));
    const marks = await api('PUT', `/offline-exams/sessions/${offlineSession.id}/marks`, staff, {
      students: [{ studentId: asha.id, cells }],
    });
    expect(marks.statusCode, marks.body).toBe(200);
    // The certificate requisition now answers about the course, no longer about the archive.
    const requisition = await api('POST', '/certificates/requests', staff, {
      registrationNumber: asha.registrationNumber,
    });
    expect(requisition.json().code).not.toBe('STUDENT_ARCHIVED');
  });
});

describe("an archived student's certificate request", () => {
  it('waits, every step refused, until the student is restored', async () => {
    const student = await admit(staff, 'certificate.waits@example.com');
    await t.app.db
      .updateTable('students')
      .set({
        admission_date: '2024-01-15',
        completion_status: 'Completed',
        completed_on: '2025-01-15',
      })
      .where('id', '=', student.id)
      .execute();
    await recordResult(t.app.db, {
      studentId: student.id,
      centreId,
      source: 'offline',
      sourceId: 9_001,
      title: 'Final examination',
      obtainedMarks: 82,
      maximumMarks: 100,
      examDate: '2024-12-20',
      recordedBy: null,
    });
    const requested = await api('POST', '/certificates/requests', staff, {
      registrationNumber: student.registrationNumber,
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const requestId = requested.json().id as number;

    expect((await archive(staff, student.registrationNumber)).statusCode).toBe(200);
    expectFrozen(await api('POST', `/certificates/requests/${requestId}/approve`, head));
    expectFrozen(
      await api('POST', `/certificates/requests/${requestId}/reject`, head, {
        reason: 'Archived student',
      }),
    );
    const waiting = await t.app.db
      .selectFrom('certificate_requests')
      .select('status')
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(waiting.status).toBe('requested');

    expect((await restore(head, student.registrationNumber)).statusCode).toBe(200);
    const approved = await api('POST', `/certificates/requests/${requestId}/approve`, head);
    expect(approved.statusCode, approved.body).toBe(200);
  });
});

describe('archives, restores and payments at once', () => {
  it('never leave a receipt for an archived student (50 requests per round)', async () => {
    const student = await admit(staff, 'many.at.once@example.com');
    for (let round = 0; round < 3; round++) {
      const requests = Array.from({ length: 50 }, (_, i) =>
        i % 5 === 0
          ? archive(head, student.registrationNumber)
          : i % 5 === 2
            ? restore(head, student.registrationNumber)
            : pay(staff, student.registrationNumber),
      );
      const answers = await Promise.all(requests);
      for (const [i, answer] of answers.entries()) {
        if (i % 5 === 2) {
          expect(answer.statusCode, answer.body).toBe(200);
        } else if (answer.statusCode !== 200 && answer.statusCode !== 201) {
          expectFrozen(answer);
        }
      }
    }
    // The audit log's order is the order the student's row was held in: replayed, no payment is
    // ever recorded while the student stands archived.
    const events = await t.app.db
      .selectFrom('audit_log')
      .select(['id', 'action', 'entity', 'changes'])
      .where((eb) =>
        eb.or([
          eb.and([eb('entity', '=', 'student'), eb('entity_id', '=', String(student.id))]),
          eb('entity', '=', 'fee_payment'),
        ]),
      )
      .orderBy('id')
      .execute();
    let archivedNow = false;
    let payments = 0;
    let archives = 0;
    for (const event of events) {
      if (event.entity === 'student' && event.action === 'archive') {
        expect(archivedNow).toBe(false);
        archivedNow = true;
        archives++;
      } else if (event.entity === 'student' && event.action === 'restore') {
        expect(archivedNow).toBe(true);
        archivedNow = false;
      } else if (
        event.entity === 'fee_payment' &&
        event.action === 'create' &&
        String(event.changes).includes(student.registrationNumber)
      ) {
        expect(archivedNow).toBe(false);
        payments++;
      }
    }
    expect(archives).toBeGreaterThan(0);
    expect(payments).toBe((await receiptsOf(student.id)).length);
  });
});
