import { addDays } from '@institute/shared/dates';
import { execFileSync } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as resultsPublishing from '../src/db/migrations/0033_results_publishing';
import { instituteDate } from '../src/lib/time';
import { signInHeadOffice, signInStaff, signInUser } from './helpers/actors';
import { createCentre, createStudent, createUser } from './helpers/factories';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp-server';
import { createTestApp, type TestApp } from './helpers/test-app';

// Results checked before students see them (issue 37, decision 0056): marks are refused before
// the exam date (the institute's, India's), are a draft that no student sees and no message
// announces until someone publishes the session's results; publishing sends the messages once
// (also fifty requests at the same moment on PostgreSQL), and dates the marksheets. With the
// four-eyes rule on, the marks are submitted first and published by somebody else.

const BASE = '/api/dashboard/offline-exams';
/** 00:30 on 28 November in India: 19:00 UTC on the 27th. */
const AFTER_MIDNIGHT = new Date('2026-11-27T19:00:00.000Z');
/** 23:30 on 27 November in India: 18:00 UTC on the 27th. */
const LATE_EVENING = new Date('2026-11-27T18:00:00.000Z');

type Headers = Record<string, string>;
interface Session {
  id: number;
  subjects: { id: number; maxMarks: number }[];
}

let smtp: TestSmtpServer;
let t: TestApp;
let centreId: number;
let head: Headers;
let entering: Headers;
let enteringId: number;
let colleague: Headers;
let sequence = 0;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** Sets the clock (Date only: timers, the database and its pool keep running). */
function clockAt(at: Date) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}

/** A day `days` after today in the institute's time zone. */
const dayFromToday = (days: number): string => addDays(instituteDate(), days);

const setFourEyes = async (on: boolean) =>
  expect(
    (await call('PUT', '/api/dashboard/certificates/approval-settings', head, { fourEyes: on }))
      .statusCode,
  ).toBe(200);

async function newSession(examDate: string, title = `Final examination ${++sequence}`) {
  const response = await call('POST', `${BASE}/sessions`, head, {
    title,
    courseCode: '8',
    examDate,
    centreId,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Session & { title: string };
}

/** A student of course 8 with an e-mail address and an account, signed in. */
async function student() {
  const user = await createUser(t.app, { role: 'student' });
  const email = `results${++sequence}.${Date.now().toString(36)}@example.com`;
  const made = await createStudent(t.app, {
    centreId,
    userId: user.id,
    email,
    admissionDate: '2026-08-01',
  });
  return { ...made, email, headers: await signInUser(t.app, user) };
}

const saveMarks = (headers: Headers, session: Session, studentId: number, marks: number) =>
  call('PUT', `${BASE}/sessions/${session.id}/marks`, headers, {
    students: [
      {
        studentId,
        cells: session.subjects.map((subject) => ({
          subjectId: subject.id,
          marks: Math.min(marks, subject.maxMarks),
          absent: false,
        })),
      },
    ],
  });

const mailsTo = (address: string) =>
  smtp.messages.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === address);

const resultsOf = async (who: { registrationNumber: string; headers: Headers }) => {
  const response = await call(
    'GET',
    `/api/dashboard/student/${who.registrationNumber}/results`,
    who.headers,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { title: string; grade: string }[];
};

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'no-reply@institute.test',
    PUBLIC_URL: 'https://institute.test',
  });
  centreId = await createCentre(t.app);
  head = await signInHeadOffice(t.app);
  const member = await createUser(t.app, { role: 'centre_staff', centreId });
  enteringId = member.id;
  entering = await signInStaff(t.app, member);
  colleague = await signInStaff(t.app, await createUser(t.app, { role: 'centre_staff', centreId }));
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

describe('marks before the exam date', () => {
  it('refuses marks for an exam a week away, on the API and in what the screen reads', async () => {
    const session = await newSession(dayFromToday(7));
    const asha = await student();
    const response = await saveMarks(entering, session, asha.id, 20);
    expect(response.statusCode).toBe(400);
    const [y, m, d] = dayFromToday(7).split('-');
    const message = `This exam is on ${d}/${m}/${y}: marks can be entered from that day, once the exam has been held.`;
    expect(response.json()).toMatchObject({ message, fieldErrors: { examDate: [message] } });
    const sheet = (await call('GET', `${BASE}/sessions/${session.id}/marks`, entering)).json();
    expect(sheet.publishing.marksClosedReason).toBe(message);
    expect(sheet.session.markedStudents).toBe(0);
  });

  it("goes by the institute's date: at 23:30 India time the day before refused, at 00:30 on the day accepted", async () => {
    const session = await newSession('2026-11-28');
    const ravi = await student();
    clockAt(LATE_EVENING);
    const before = await saveMarks(entering, session, ravi.id, 18);
    expect(before.statusCode).toBe(400);
    expect(before.json().message).toBe(
      'This exam is on 28/11/2026: marks can be entered from that day, once the exam has been held.',
    );
    clockAt(AFTER_MIDNIGHT);
    const onTheDay = await saveMarks(entering, session, ravi.id, 18);
    expect(onTheDay.statusCode, onTheDay.body).toBe(200);
    expect(
      onTheDay.json().rows.find((row: { studentId: number }) => row.studentId === ravi.id),
    ).toMatchObject({ result: { grade: expect.any(String) } });
  });

  it('does not move the date of an exam with marks after today', async () => {
    const session = await newSession(dayFromToday(-1));
    const neha = await student();
    expect((await saveMarks(entering, session, neha.id, 20)).statusCode).toBe(200);
    const moved = await call('PUT', `${BASE}/sessions/${session.id}`, head, {
      title: session.title,
      courseCode: '8',
      examDate: dayFromToday(3),
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe(
      'This exam session has marks: its date cannot be after today (marks are entered after the exam).',
    );
  });
});

describe('drafts and publishing', () => {
  it('a draft is invisible to the student and announced to nobody; publishing shows it, sends one message and dates the marksheet', async () => {
    await setFourEyes(false);
    const examDate = dayFromToday(-2);
    const session = await newSession(examDate, 'Final examination draft check');
    const asha = await student();
    const saved = await saveMarks(entering, session, asha.id, 20);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().session.results.status).toBe('draft');

    // The student sees nothing, and no message is waiting or sent.
    expect(await resultsOf(asha)).toEqual([]);
    expect(await t.app.notifications.deliverDue()).toBeDefined();
    expect(mailsTo(asha.email)).toHaveLength(0);
    const outbox = await t.app.db
      .selectFrom('notification_outbox')
      .select('id')
      .where('kind', '=', 'result-published')
      .where('recipient', '=', asha.email)
      .execute();
    expect(outbox).toHaveLength(0);
    // Nor is a marksheet printed of a draft; View Marks lists none.
    const sheet = await call(
      'GET',
      `${BASE}/sessions/${session.id}/marksheets/${asha.registrationNumber}`,
      entering,
    );
    expect(sheet.statusCode).toBe(409);
    expect(sheet.json().message).toBe(
      'The results of this exam are not published yet: its marksheet can be printed once they are.',
    );
    const list = await call('GET', `${BASE}/students/${asha.registrationNumber}/marksheets`, head);
    expect(list.json().marksheets).toEqual([]);
    // A certificate is not requested on a draft result.
    const request = await call('POST', '/api/dashboard/certificates/requests', entering, {
      registrationNumber: asha.registrationNumber,
    });
    expect(request.statusCode).toBe(409);

    const published = await call('POST', `${BASE}/sessions/${session.id}/results/publish`, head);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().session.results).toMatchObject({
      status: 'published',
      issueDate: instituteDate(),
    });
    expect(await resultsOf(asha)).toEqual([
      expect.objectContaining({ title: 'Final examination draft check' }),
    ]);
    await t.app.notifications.deliverDue();
    const mails = mailsTo(asha.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your result: Final examination draft check');

    // Published again: refused, no second message.
    const again = await call('POST', `${BASE}/sessions/${session.id}/results/publish`, head);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The results of this exam session are already published.');
    await t.app.notifications.deliverDue();
    expect(mailsTo(asha.email)).toHaveLength(1);

    // The marksheet is dated the publish day, on or after the exam; the PDF prints it.
    const marksheet = await call(
      'GET',
      `${BASE}/sessions/${session.id}/marksheets/${asha.registrationNumber}`,
      entering,
    );
    expect(marksheet.statusCode).toBe(200);
    expect(marksheet.json().issueDate).toBe(instituteDate());
    expect(marksheet.json().issueDate >= examDate).toBe(true);
    const pdf = await call(
      'GET',
      `${BASE}/sessions/${session.id}/marksheets/${asha.registrationNumber}/pdf`,
      entering,
    );
    const [y, m, d] = instituteDate().split('-');
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], {
      input: pdf.rawPayload,
    }).toString('utf8');
    expect(text).toContain(`Date of issue: ${d}-${m}-${y}`);

    // Marks of a published session are not changed behind the students' back.
    const changed = await saveMarks(entering, session, asha.id, 5);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(
      'The results of this exam session are published: its marks can no longer be changed.',
    );
    expect((await resultsOf(asha))[0]!.grade).toBe(
      published.json().rows.find((row: { studentId: number }) => row.studentId === asha.id).result
        .grade,
    );
    // Nor its date.
    const moved = await call('PUT', `${BASE}/sessions/${session.id}`, head, {
      title: session.title,
      courseCode: '8',
      examDate: dayFromToday(-3),
    });
    expect(moved.statusCode).toBe(400);
    // And the certificate may now be requested on the published result.
    const requested = await call('POST', '/api/dashboard/certificates/requests', entering, {
      registrationNumber: asha.registrationNumber,
    });
    expect(requested.statusCode, requested.body).toBe(201);
  });

  it('with the four-eyes rule on: submitted first, self-publishing refused, a second person publishes', async () => {
    await setFourEyes(true);
    const session = await newSession(dayFromToday(-1), 'Final examination four eyes');
    const ravi = await student();
    expect((await saveMarks(entering, session, ravi.id, 22)).statusCode).toBe(200);

    const early = await call('POST', `${BASE}/sessions/${session.id}/results/publish`, head);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'The four-eyes rule is on: the marks must first be submitted for publishing; then another person publishes them.',
    );

    const submitted = await call('POST', `${BASE}/sessions/${session.id}/results/submit`, entering);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().session.results).toMatchObject({
      status: 'submitted',
      submittedBy: 'Test centre_staff',
    });
    expect(submitted.json().publishing).toMatchObject({ canPublish: false, fourEyes: true });

    const self = await call('POST', `${BASE}/sessions/${session.id}/results/publish`, entering);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(
      'The four-eyes rule is on: you entered, changed or submitted marks of this exam session, so another person must publish its results.',
    );
    expect(await resultsOf(ravi)).toEqual([]);

    // The colleague sees that they may publish, and does.
    const seen = (await call('GET', `${BASE}/sessions/${session.id}/marks`, colleague)).json();
    expect(seen.publishing).toMatchObject({ canPublish: true, blockedReason: null });
    const published = await call(
      'POST',
      `${BASE}/sessions/${session.id}/results/publish`,
      colleague,
    );
    expect(published.statusCode, published.body).toBe(200);
    expect(await resultsOf(ravi)).toHaveLength(1);
    await t.app.notifications.deliverDue();
    expect(mailsTo(ravi.email)).toHaveLength(1);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'user_id'])
      .where('entity', '=', 'exam_session')
      .where('entity_id', '=', String(session.id))
      .where('action', 'in', ['submit_results', 'publish_results'])
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['submit_results', 'publish_results']);
    expect(audit[0]!.user_id).toBe(enteringId);
  });

  it('changing marks after submitting takes the submission back', async () => {
    await setFourEyes(true);
    const session = await newSession(dayFromToday(-1));
    const neha = await student();
    expect((await saveMarks(entering, session, neha.id, 22)).statusCode).toBe(200);
    expect(
      (await call('POST', `${BASE}/sessions/${session.id}/results/submit`, entering)).statusCode,
    ).toBe(200);
    // The colleague corrects a mark: a draft again, and now an editor too.
    const corrected = await saveMarks(colleague, session, neha.id, 23);
    expect(corrected.json().session.results.status).toBe('draft');
    expect(
      (await call('POST', `${BASE}/sessions/${session.id}/results/publish`, head)).statusCode,
    ).toBe(409);
    expect(
      (await call('POST', `${BASE}/sessions/${session.id}/results/submit`, colleague)).statusCode,
    ).toBe(200);
    // Whoever entered marks may not publish: the first editor neither.
    expect(
      (await call('POST', `${BASE}/sessions/${session.id}/results/publish`, entering)).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `${BASE}/sessions/${session.id}/results/publish`, head)).statusCode,
    ).toBe(200);
  });

  it('fifty publishes at the same moment publish once and send one message, without an error', async () => {
    await setFourEyes(false);
    const session = await newSession(dayFromToday(-1), 'Final examination all at once');
    const students = [await student(), await student(), await student()];
    const response = await call('PUT', `${BASE}/sessions/${session.id}/marks`, entering, {
      students: students.map((one, index) => ({
        studentId: one.id,
        cells: session.subjects.map((subject) => ({
          subjectId: subject.id,
          marks: Math.min(10 + index, subject.maxMarks),
          absent: false,
        })),
      })),
    });
    expect(response.statusCode, response.body).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call('POST', `${BASE}/sessions/${session.id}/results/publish`, head),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    for (const answer of answers.filter((one) => one.statusCode === 409)) {
      expect(answer.json().message).toBe('The results of this exam session are already published.');
    }
    const queued = await t.app.db
      .selectFrom('notification_outbox')
      .select('recipient')
      .where('kind', '=', 'result-published')
      .where(
        'recipient',
        'in',
        students.map((one) => one.email),
      )
      .where('channel', '=', 'email')
      .execute();
    expect(queued).toHaveLength(3);
    await t.app.notifications.deliverDue();
    for (const one of students) expect(mailsTo(one.email)).toHaveLength(1);
  });
});

describe('migration 0033 on a database from before drafts', () => {
  it('publishes what students already saw: their results, and every session with marks', async () => {
    await setFourEyes(false);
    const marked = await newSession(dayFromToday(-5), 'Final examination before the upgrade');
    const empty = await newSession(dayFromToday(-4), 'Final examination without marks');
    const meera = await student();
    expect((await saveMarks(entering, marked, meera.id, 21)).statusCode).toBe(200);
    // The database as it was before 0033: no drafts, no publishing columns.
    await resultsPublishing.down(t.app.db);
    await resultsPublishing.up(t.app.db);
    const sessions = await t.app.db
      .selectFrom('exam_sessions')
      .select(['id', 'results_status', 'results_issue_date', 'exam_date'])
      .where('id', 'in', [marked.id, empty.id])
      .orderBy('id')
      .execute();
    expect(sessions.map((row) => row.results_status)).toEqual(['published', 'draft']);
    expect(sessions[0]!.results_issue_date).toBe(instituteDate());
    expect(sessions[1]!.results_issue_date).toBeNull();
    const unpublished = await t.app.db
      .selectFrom('exam_results')
      .select('id')
      .where('published_at', 'is', null)
      .execute();
    expect(unpublished).toEqual([]);
    expect(await resultsOf(meera)).toEqual([
      expect.objectContaining({ title: 'Final examination before the upgrade' }),
    ]);
  });
});
