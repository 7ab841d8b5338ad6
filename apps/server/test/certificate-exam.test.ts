// Which exam counts for a course's certificate (issue 37 point 3, decision 0057): per course,
// head office sets the exam (a kind or one exam); the requisition previews the grade and
// percentage of that exam's result; the request stores it and the print prints exactly it.
import { execFileSync } from 'node:child_process';
import { CERTIFICATE_EXAM_MESSAGES as X } from '@institute/shared/certificate-exam';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as certificateExamMigration from '../src/db/migrations/0034_certificate_exam';
import { recordResult } from '../src/modules/grading/results';
import { nowIso } from '../src/lib/time';
import { signInHeadOffice, signInStaff } from './helpers/actors';
import { createCentre, createStudent, createUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let head: Record<string, string>;
let staff: Record<string, string>;
let centreId: number;
let courseNumber = 0;

const BASE = '/api/dashboard/certificates';

beforeAll(async () => {
  t = await createTestApp();
  centreId = await createCentre(t.app);
  staff = await signInStaff(t.app, await createUser(t.app, { role: 'centre_staff', centreId }));
  head = await signInHeadOffice(t.app);
});
afterAll(() => t.close());

const inject = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const pdfText = (bytes: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString('utf8');

/**
 * A course of its own (one month, rule as a new course gets it) with an offline final
 * examination session and a 4-question online unit test, and one finished student of it.
 */
async function courseWithStudent() {
  const code = `CX${++courseNumber}${Date.now() % 100000}`;
  const now = nowIso();
  await t.app.db
    .insertInto('courses')
    .values({ code, name: `Exam course ${code}`, duration_months: 1, position: 900 })
    .execute();
  const session = await t.app.db
    .insertInto('exam_sessions')
    .values({
      centre_id: centreId,
      course_code: code,
      title: 'Final examination',
      exam_date: '2026-10-20',
      exam_time: null,
      venue: null,
      created_at: now,
      created_by: null,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const unitTest = await t.app.db
    .insertInto('online_exams')
    .values({
      centre_id: centreId,
      course_code: code,
      course_option: null,
      title: 'Unit test 1',
      kind: 'test',
      exam_link: null,
      instructions: '',
      starts_at: '2026-10-10T04:30:00.000Z',
      ends_at: '2026-10-10T06:30:00.000Z',
      duration_minutes: 20,
      selection: 'fixed',
      question_count: 4,
      cancelled_at: null,
      created_by: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const student = await createStudent(t.app, { centreId, admissionDate: '2026-08-01' });
  await t.app.db
    .updateTable('students')
    .set({ course: code, course_option: null })
    .where('id', '=', student.id)
    .execute();
  return { code, sessionId: session.id, unitTestId: unitTest.id, student };
}

type Setup = Awaited<ReturnType<typeof courseWithStudent>>;

/** 91 of 100 in the final examination. */
const finalResult = (s: Setup, obtained = 91) =>
  recordResult(t.app.db, {
    studentId: s.student.id,
    centreId,
    source: 'offline',
    sourceId: s.sessionId,
    title: 'Final examination',
    obtainedMarks: obtained,
    maximumMarks: 100,
    examDate: '2026-10-20',
    recordedBy: null,
  });

/** 4 of 4 in the 4-question online unit test. */
const unitTestResult = (s: Setup) =>
  recordResult(t.app.db, {
    studentId: s.student.id,
    centreId,
    source: 'online',
    sourceId: s.unitTestId,
    title: 'Unit test 1',
    obtainedMarks: 4,
    maximumMarks: 4,
    examDate: '2026-10-10T04:35:00.000Z',
    recordedBy: null,
  });

const preview = async (registrationNumber: string, headers = staff) =>
  inject('GET', `${BASE}/preview?registrationNumber=${registrationNumber}`, headers);

const setRule = (code: string, rule: object) =>
  inject('PUT', `${BASE}/course-exam/${code}`, head, rule);

/** Requests (with what was previewed), approves and prints; answers the certificate. */
async function requestAndPrint(registrationNumber: string) {
  const shown = (await preview(registrationNumber)).json();
  const created = await inject('POST', `${BASE}/requests`, staff, {
    registrationNumber,
    preview: {
      resultId: shown.result.id,
      grade: shown.result.grade,
      percentageBp: shown.result.percentageBp,
    },
  });
  expect(created.statusCode).toBe(201);
  const { id } = created.json();
  expect((await inject('POST', `${BASE}/requests/${id}/approve`, head)).statusCode).toBe(200);
  const printed = await inject('POST', `${BASE}/requests/${id}/print`, head);
  expect(printed.statusCode).toBe(200);
  const number = printed.json().certificateNumber as string;
  const certificate = (await inject('GET', `${BASE}/${number}`, head)).json();
  const pdf = pdfText((await inject('GET', `${BASE}/${number}/pdf`, head)).rawPayload);
  return { shown, certificate, pdf, number };
}

describe('the exam that counts for the certificate', () => {
  it('prints the final examination’s 91%, not the 4-question unit test’s 100% (the issue’s case)', async () => {
    const s = await courseWithStudent();
    await finalResult(s);
    await unitTestResult(s);

    // A new course counts the offline final examination.
    const rule = (await inject('GET', `${BASE}/course-exam/${s.code}`, head)).json();
    expect(rule).toMatchObject({ courseCode: s.code, kind: 'offline', examId: null });
    expect(rule.exams).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'offline-exam',
          id: s.sessionId,
          title: 'Final examination',
        }),
        expect.objectContaining({ kind: 'online-exam', id: s.unitTestId, title: 'Unit test 1' }),
      ]),
    );

    const { shown, certificate, pdf } = await requestAndPrint(s.student.registrationNumber);
    expect(shown).toMatchObject({
      eligible: true,
      blockedReason: null,
      rule: { kind: 'offline' },
      result: { source: 'offline', title: 'Final examination', grade: 'A+', percentage: '91%' },
    });
    // The preview is what is printed: the record, the PDF and the verification page.
    expect([certificate.grade, certificate.percentage]).toEqual(['A+', '91%']);
    expect(pdf).toContain('Grade A+ with 91%');
    expect(pdf).not.toContain('100%');
    const verifyUrl = certificate.verifyPath.replace('/verify/', '/api/certificates/verify/');
    const verified = (await inject('GET', verifyUrl, {})).json();
    expect(verified.details).toMatchObject({ grade: 'A+', percentage: '91%' });
  });

  it('follows the kind head office sets: any online exam', async () => {
    const s = await courseWithStudent();
    await finalResult(s, 80);
    await unitTestResult(s);
    const saved = await setRule(s.code, { kind: 'online' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ kind: 'online', examId: null });
    const { shown, certificate, pdf } = await requestAndPrint(s.student.registrationNumber);
    expect(shown.result).toMatchObject({
      source: 'online',
      title: 'Unit test 1',
      percentage: '100%',
    });
    expect([certificate.grade, certificate.percentage]).toEqual(['A+', '100%']);
    expect(pdf).toContain('Grade A+ with 100%');
  });

  it('follows one exam head office chooses, and refuses an exam of another course', async () => {
    const s = await courseWithStudent();
    const other = await courseWithStudent();
    await finalResult(s, 80);
    await unitTestResult(s);
    const wrong = await setRule(s.code, { kind: 'offline-exam', examId: other.sessionId });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.examId).toEqual([X.examNotOfCourse]);
    const missing = await setRule(s.code, { kind: 'online-exam' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.examId).toEqual([X.examRequired]);
    // Centre staff cannot change it.
    const byStaff = await inject('PUT', `${BASE}/course-exam/${s.code}`, staff, { kind: 'any' });
    expect(byStaff.statusCode).toBe(403);

    const saved = await setRule(s.code, { kind: 'offline-exam', examId: s.sessionId });
    expect(saved.json()).toMatchObject({
      kind: 'offline-exam',
      examId: s.sessionId,
      examTitle: 'Final examination',
    });
    const { shown, certificate } = await requestAndPrint(s.student.registrationNumber);
    expect(shown.rule).toMatchObject({ kind: 'offline-exam', examTitle: 'Final examination' });
    expect([certificate.grade, certificate.percentage]).toEqual(['A', '80%']);
  });

  it('does not let a non-counting result make a student eligible, and says which exam counts', async () => {
    const s = await courseWithStudent();
    await unitTestResult(s);
    const shown = (await preview(s.student.registrationNumber)).json();
    expect(shown).toMatchObject({
      eligible: false,
      result: null,
      blockedReason: X.noOfflineResult,
    });
    const refused = await inject('POST', `${BASE}/requests`, staff, {
      registrationNumber: s.student.registrationNumber,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(X.noOfflineResult);

    await setRule(s.code, { kind: 'offline-exam', examId: s.sessionId });
    expect((await preview(s.student.registrationNumber)).json().blockedReason).toBe(
      X.noExamResult.replace('{exam}', '“Final examination”'),
    );
  });

  it('sends only what was previewed, and prints only what the request stored', async () => {
    const s = await courseWithStudent();
    await finalResult(s, 70);
    const shown = (await preview(s.student.registrationNumber)).json();
    expect(shown.result).toMatchObject({ grade: 'B', percentage: '70%' });
    // The marks are corrected after the preview was shown: the request is refused.
    await finalResult(s, 78);
    const stale = await inject('POST', `${BASE}/requests`, staff, {
      registrationNumber: s.student.registrationNumber,
      preview: { resultId: shown.result.id, grade: 'B', percentageBp: 7000 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(X.previewChanged);

    const fresh = (await preview(s.student.registrationNumber)).json();
    const created = await inject('POST', `${BASE}/requests`, staff, {
      registrationNumber: s.student.registrationNumber,
      preview: { resultId: fresh.result.id, grade: 'A', percentageBp: 7800 },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect((await inject('POST', `${BASE}/requests/${id}/approve`, head)).statusCode).toBe(200);
    // Corrected again after the request: the print refuses instead of printing other marks.
    await finalResult(s, 90);
    const print = await inject('POST', `${BASE}/requests/${id}/print`, head);
    expect(print.statusCode).toBe(409);
    expect(print.json().message).toBe(
      X.resultChanged.replace('{was}', '78%, grade A').replace('{now}', '90%, grade A+'),
    );
  });

  it('answers the preview only for a student the user may reach', async () => {
    const s = await courseWithStudent();
    const otherCentre = await createCentre(t.app);
    const otherStaff = await signInStaff(
      t.app,
      await createUser(t.app, { role: 'centre_staff', centreId: otherCentre }),
    );
    expect((await preview(s.student.registrationNumber, otherStaff)).statusCode).toBe(404);
    expect((await preview(s.student.registrationNumber, {})).statusCode).toBe(401);
    expect((await inject('GET', `${BASE}/course-exam/NOPE`, head)).statusCode).toBe(404);
  });

  it('gives existing courses the offline examination, or online exams where they had only those', async () => {
    const withFinal = await courseWithStudent();
    await finalResult(withFinal);
    const onlineOnly = await courseWithStudent();
    await unitTestResult(onlineOnly);
    // That course had no exam session, only its online exam (and subjects, as every course).
    await t.app.db.deleteFrom('exam_sessions').where('id', '=', onlineOnly.sessionId).execute();
    await t.app.db
      .insertInto('course_subjects')
      .values({
        course_code: onlineOnly.code,
        name: 'Fundamentals',
        max_marks: 100,
        position: 0,
        updated_at: nowIso(),
        updated_by: null,
      })
      .execute();
    await setRule(withFinal.code, { kind: 'any' });
    // The upgrade, run again on these courses as they were before it.
    await certificateExamMigration.down(t.app.db as never);
    await certificateExamMigration.up(t.app.db as never);
    const rules = await t.app.db
      .selectFrom('courses')
      .select(['code', 'certificate_exam', 'certificate_exam_id'])
      .where('code', 'in', [withFinal.code, onlineOnly.code, '8'])
      .orderBy('code')
      .execute();
    expect(rules).toEqual(
      [
        { code: withFinal.code, certificate_exam: 'offline', certificate_exam_id: null },
        { code: onlineOnly.code, certificate_exam: 'online', certificate_exam_id: null },
        { code: '8', certificate_exam: 'offline', certificate_exam_id: null },
      ].sort((a, b) => (a.code < b.code ? -1 : 1)),
    );
    // The online-only course's student stays eligible, with the unit test's result.
    expect((await preview(onlineOnly.student.registrationNumber)).json().result).toMatchObject({
      source: 'online',
      percentage: '100%',
    });
  });
});
