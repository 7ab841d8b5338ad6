import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TIME_ZONE, setInstituteTimeZone } from '@institute/shared/institute-time';
import { recordResult } from '../src/modules/grading/results';
import { signInHeadOffice, signInUser, staffOf } from './helpers/actors';
import { createCentre, createStudent, createUser } from './helpers/factories';
import { stubWebBuild } from './helpers/server-process';
import { createTestApp, type TestApp } from './helpers/test-app';

// One date for one moment (issue 32, decision 0052): every calendar date taken from an instant
// is the institute's (India's) date, also between 00:00 and 05:30 India time, when the UTC date
// is still yesterday, and late in the evening.

/** 00:30 on 28 November in India: 19:00 UTC on the 27th. */
const AFTER_MIDNIGHT = new Date('2026-11-27T19:00:00.000Z');
/** 23:30 on 27 November in India: 18:00 UTC on the 27th. */
const LATE_EVENING = new Date('2026-11-27T18:00:00.000Z');
const CLOCKS = [
  { name: '00:30 India time', at: AFTER_MIDNIGHT, day: '2026-11-28', shown: '28/11/2026' },
  { name: '23:30 India time', at: LATE_EVENING, day: '2026-11-27', shown: '27/11/2026' },
];

let t: TestApp;
let head: Record<string, string>;
let staff: Record<string, string>;
let centreId: number;
let sourceId = 1000;

const inject = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const pdfText = (bytes: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString('utf8');

/** Sets the clock (Date only: timers, the database and its pool keep running). */
function clockAt(at: Date) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}

beforeAll(async () => {
  // Signed credentials on: a printed certificate's credential shows its date of issue too.
  t = await createTestApp({
    CREDENTIALS_KEY: randomBytes(32).toString('base64'),
    PUBLIC_URL: 'https://certificates.example.test',
  });
  centreId = await createCentre(t.app);
  staff = await staffOf(t.app, centreId);
  head = await signInHeadOffice(t.app);
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => t.close());

/** A student of course 8 admitted on `admissionDate`, signed in. */
async function signedInStudent(admissionDate: string) {
  const user = await createUser(t.app, { role: 'student' });
  const student = await createStudent(t.app, { centreId, userId: user.id, admissionDate });
  return { ...student, headers: await signInUser(t.app, user) };
}

const questionIds: number[] = [];
/** An online test of course 8 for these students, open now. */
async function onlineExam(studentIds: number[]) {
  if (questionIds.length === 0) {
    for (const question of ['Which key saves a file?', 'Which key prints?']) {
      const created = await inject('POST', '/api/dashboard/online-exams/questions', head, {
        courseCode: '8',
        question,
        options: ['Ctrl+S', 'Ctrl+P'],
        correct: [0],
      });
      expect(created.statusCode, created.body).toBe(201);
      questionIds.push(created.json().id as number);
    }
  }
  const exam = await inject('POST', '/api/dashboard/online-exams', staff, {
    courseCode: '8',
    title: 'Fundamentals test',
    kind: 'test',
    startNow: true,
    durationMinutes: 30,
    instructions: 'Answer every question.',
    selection: 'fixed',
    questionIds,
    studentIds,
  });
  expect(exam.statusCode, exam.body).toBe(201);
  return exam.json().id as number;
}

describe.each(CLOCKS)('at $name', ({ at, day, shown }) => {
  it("prints the certificate's date of issue as the institute's date, on the PDF too", async () => {
    clockAt(at);
    const student = await createStudent(t.app, { centreId, admissionDate: '2026-08-01' });
    await recordResult(t.app.db, {
      studentId: student.id,
      centreId,
      source: 'offline',
      sourceId: sourceId++,
      title: 'Final examination',
      obtainedMarks: 82,
      maximumMarks: 100,
      examDate: '2026-10-20',
      recordedBy: null,
    });
    const BASE = '/api/dashboard/certificates';
    const created = await inject('POST', `${BASE}/requests`, staff, {
      registrationNumber: student.registrationNumber,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: number };
    expect((await inject('POST', `${BASE}/requests/${id}/approve`, head)).statusCode).toBe(200);
    const printed = await inject('POST', `${BASE}/requests/${id}/print`, head);
    expect(printed.statusCode, printed.body).toBe(200);
    const number = printed.json().certificateNumber as string;

    const row = await t.app.db
      .selectFrom('certificates')
      .select(['issue_date', 'created_at'])
      .where('number', '=', number)
      .executeTakeFirstOrThrow();
    expect(row.created_at).toBe(at.toISOString());
    expect(row.issue_date).toBe(day);
    const pdf = await inject('GET', `${BASE}/${number}/pdf`, staff);
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toMatch(new RegExp(`Date of issue: ${shown}`));
    // The signed credential's check shows the same day (its validFrom is the instant).
    const { verificationCode } = (await inject('GET', `${BASE}/${number}`, head)).json() as {
      verificationCode: string;
    };
    const check = await inject(
      'GET',
      `/api/credentials/${number}/check?code=${verificationCode}`,
      {},
    );
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().achievement.issuedOn).toBe(day);
  });

  it("dates the marksheet of an offline exam with the institute's date", async () => {
    clockAt(at);
    const student = await createStudent(t.app, { centreId, admissionDate: '2026-11-01' });
    const BASE = '/api/dashboard/offline-exams';
    const session = await inject('POST', `${BASE}/sessions`, staff, {
      title: 'Final examination November 2026',
      courseCode: '8',
      examDate: '2026-11-20',
      examTime: '10:30',
      venue: 'Computer lab 1',
    });
    expect(session.statusCode, session.body).toBe(201);
    const { id: sessionId, subjects } = session.json() as {
      id: number;
      subjects: { id: number }[];
    };
    const saved = await inject('PUT', `${BASE}/sessions/${sessionId}/marks`, staff, {
      students: [
        {
          studentId: student.id,
          cells: subjects.map((subject) => ({ subjectId: subject.id, marks: 10, absent: false })),
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Its date of issue is the day its results are published (decision 0056; four-eyes on).
    expect(
      (await inject('POST', `${BASE}/sessions/${sessionId}/results/submit`, staff)).statusCode,
    ).toBe(200);
    expect(
      (await inject('POST', `${BASE}/sessions/${sessionId}/results/publish`, head)).statusCode,
    ).toBe(200);
    const pdf = await inject(
      'GET',
      `${BASE}/sessions/${sessionId}/marksheets/${student.registrationNumber}/pdf`,
      staff,
    );
    expect(pdf.statusCode, pdf.body).toBe(200);
    const [year, month, date] = day.split('-');
    expect(pdfText(pdf.rawPayload)).toContain(`Date of issue: ${date}-${month}-${year}`);
  });
});

describe.each(CLOCKS)('online exams at $name', ({ at, day }) => {
  it("takes a student admitted that day in India, dating the result with the institute's date", async () => {
    clockAt(at);
    const student = await signedInStudent(day);
    const examId = await onlineExam([student.id]);
    const base = `/api/dashboard/student/${student.registrationNumber}/exams/${examId}`;
    expect((await inject('POST', `${base}/start`, student.headers)).statusCode).toBe(200);
    await inject('PUT', `${base}/answers/${questionIds[0]}`, student.headers, { selected: [0] });
    const submitted = await inject('POST', `${base}/submit`, student.headers);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const result = await t.app.db
      .selectFrom('exam_results')
      .select('exam_date')
      .where('source', '=', 'online')
      .where('source_id', '=', examId)
      .executeTakeFirstOrThrow();
    expect(result.exam_date.slice(0, 10)).toBe(day);
  });
});

describe('the deadline job', () => {
  it('submits the other attempts when one cannot be submitted, and counts the failure', async () => {
    clockAt(AFTER_MIDNIGHT);
    const students = [
      await signedInStudent('2026-11-01'),
      await signedInStudent('2026-11-01'),
      await signedInStudent('2026-11-01'),
    ];
    const examId = await onlineExam(students.map((student) => student.id));
    for (const student of students) {
      const base = `/api/dashboard/student/${student.registrationNumber}/exams/${examId}`;
      expect((await inject('POST', `${base}/start`, student.headers)).statusCode).toBe(200);
      await inject('PUT', `${base}/answers/${questionIds[0]}`, student.headers, { selected: [0] });
    }
    const attempts = await t.app.db
      .selectFrom('online_exam_attempts')
      .select(['id', 'student_id'])
      .where('exam_id', '=', examId)
      .orderBy('id')
      .execute();
    // The first attempt is broken (its questions unreadable); the deadline passes for all.
    await t.app.db
      .updateTable('online_exam_attempts')
      .set({ questions: '{broken' })
      .where('id', '=', attempts[0]!.id)
      .execute();
    await t.app.db
      .updateTable('online_exam_attempts')
      .set({ deadline_at: new Date(AFTER_MIDNIGHT.getTime() - 1000).toISOString() })
      .where('exam_id', '=', examId)
      .execute();
    const logged: { details: object; message: string }[] = [];
    const spy = vi.spyOn(t.app.log, 'error').mockImplementation(((
      details: object,
      message: string,
    ) => {
      logged.push({ details, message });
    }) as never);
    try {
      const job = t.app.jobs.definitions.find((item) => item.name === 'finalise-online-exams')!;
      await job.run({ attempt: 1, period: new Date() });
      // Run again: the broken one fails again, and stops nothing.
      await job.run({ attempt: 1, period: new Date() });
    } finally {
      spy.mockRestore();
    }
    const after = await t.app.db
      .selectFrom('online_exam_attempts')
      .select(['id', 'submitted_by'])
      .where('exam_id', '=', examId)
      .orderBy('id')
      .execute();
    expect(after.map((row) => row.submitted_by)).toEqual([null, 'server', 'server']);
    expect(logged.length).toBeGreaterThanOrEqual(1);
    expect(logged[0]!.details).toEqual({
      attemptId: attempts[0]!.id,
      examId,
      error: 'SyntaxError',
    });
    // The log names the attempt, never the student.
    const written = JSON.stringify(logged);
    for (const student of students) expect(written).not.toContain(student.registrationNumber);
  });
});

describe('another institute time zone', () => {
  it('dates what happens by INSTITUTE_TIME_ZONE', async () => {
    // A web build whose page says which zone the server asked it to render in.
    const web = stubWebBuild(fs.mkdtempSync(path.join(os.tmpdir(), 'dates-web-')));
    fs.writeFileSync(
      path.join(web, 'client', 'index.html'),
      '<!doctype html><html lang="en"><body><!--app-html--></body></html>',
    );
    fs.writeFileSync(
      path.join(web, 'server', 'entry-server.js'),
      'export async function render(url, { locale, timeZone }) {\n' +
        '  return { status: 200, head: "", html: `zone ${timeZone}`, lang: locale };\n' +
        '}\n',
    );
    const other = await createTestApp({
      INSTITUTE_TIME_ZONE: 'America/New_York',
      WEB_DIST: web,
    });
    try {
      const page = await other.app.inject({
        method: 'GET',
        url: '/about',
        headers: { host: 'institute.test' },
      });
      expect(page.body).toContain('zone America/New_York');
      // 22:00 on 27 November in New York is 08:30 on the 28th in India.
      clockAt(new Date('2026-11-28T03:00:00.000Z'));
      const admin = await signInHeadOffice(other.app);
      const csv = await other.app.inject({
        method: 'GET',
        url: '/api/dashboard/students/export.csv',
        headers: admin,
      });
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.headers['content-disposition']).toBe(
        'attachment; filename="students-2026-11-27.csv"',
      );
    } finally {
      await other.close();
      fs.rmSync(web, { recursive: true, force: true });
      // The zone is the process's: the other tests' app is back to India.
      setInstituteTimeZone(DEFAULT_TIME_ZONE);
    }
  });
});
