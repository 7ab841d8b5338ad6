import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../src/lib/time';
import { signInHeadOffice, signInUser, staffOf } from './helpers/actors';
import { createCentre, createStudent, createUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let head: Record<string, string>;
let staff: Record<string, string>;
let otherStaff: Record<string, string>;
let studentAuth: Record<string, string>;
let centreId: number;
let otherCentreId: number;
let asha: { id: number; registrationNumber: string };
let ravi: { id: number; registrationNumber: string };

const BASE = '/api/dashboard/offline-exams';

interface Session {
  id: number;
  subjects: { id: number; name: string; maxMarks: number }[];
}

async function createSession(
  headers: Record<string, string>,
  body: Record<string, unknown> = {},
): Promise<Session> {
  const response = await t.app.inject({
    method: 'POST',
    url: `${BASE}/sessions`,
    headers,
    payload: {
      title: 'Final examination November 2026',
      courseCode: '8',
      examDate: '2026-11-20',
      examTime: '10:30',
      venue: 'Computer lab 1',
      ...body,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const saveMarks = (headers: Record<string, string>, sessionId: number, students: unknown[]) =>
  t.app.inject({
    method: 'PUT',
    url: `${BASE}/sessions/${sessionId}/marks`,
    headers,
    payload: { students },
  });

/** Cells for every subject of the session, from a list of marks (or 'AB' for absent). */
const cells = (session: Session, values: (number | 'AB' | null)[]) =>
  session.subjects.map((subject, index) => {
    const value = values[index] ?? null;
    return value === 'AB'
      ? { subjectId: subject.id, marks: null, absent: true }
      : { subjectId: subject.id, marks: value, absent: false };
  });

const resultOf = (studentId: number, sessionId: number) =>
  t.app.db
    .selectFrom('exam_results')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('source', '=', 'offline')
    .where('source_id', '=', sessionId)
    .executeTakeFirst();

function pdfText(bytes: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'offline-pdf-'));
  const file = path.join(dir, 'doc.pdf');
  fs.writeFileSync(file, bytes);
  try {
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  t = await createTestApp();
  centreId = await createCentre(t.app);
  otherCentreId = await createCentre(t.app);
  const studentUser = await createUser(t.app, { role: 'student' });
  asha = await createStudent(t.app, { centreId, userId: studentUser.id });
  await t.app.db
    .updateTable('students')
    .set({ firstname: 'Asha', lastname: 'Kumari' })
    .where('id', '=', asha.id)
    .execute();
  ravi = await createStudent(t.app, { centreId });
  await createStudent(t.app, { centreId: otherCentreId });
  staff = await staffOf(t.app, centreId);
  otherStaff = await staffOf(t.app, otherCentreId);
  studentAuth = await signInUser(t.app, studentUser);
  head = await signInHeadOffice(t.app);
});
afterAll(() => t.close());

describe('subjects', () => {
  it('seeds the four subjects of the 1-month course and defaults for every course', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${BASE}/courses`, headers: staff });
    expect(response.statusCode).toBe(200);
    const courses = response.json() as {
      code: string;
      subjects: { name: string; maxMarks: number }[];
    }[];
    expect(courses.find((course) => course.code === '8')!.subjects.map((s) => s.name)).toEqual([
      'Fundamental',
      'MS Word',
      'MS Excel',
      'MS Power Point',
    ]);
    for (const course of courses) expect(course.subjects.length).toBeGreaterThan(0);
  });

  it('lets only head office change the subjects, validated per field', async () => {
    const body = {
      subjects: [
        { name: 'Theory', maxMarks: 60 },
        { name: 'Practical', maxMarks: 40 },
      ],
    };
    const refused = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/courses/13/subjects`,
      headers: staff,
      payload: body,
    });
    expect(refused.statusCode).toBe(403);
    const invalid = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/courses/13/subjects`,
      headers: head,
      payload: { subjects: [{ name: 'Theory', maxMarks: 0 }] },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fieldErrors['subjects.0.maxMarks']).toEqual([
      'Maximum marks are between 1 and 1000.',
    ]);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/courses/13/subjects`,
      headers: head,
      payload: body,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().subjects.map((s: { maxMarks: number }) => s.maxMarks)).toEqual([60, 40]);
  });
});

describe('marks', () => {
  let session: Session;

  beforeAll(async () => {
    session = await createSession(staff);
  });

  it('lists the centre students of the course as candidates', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${BASE}/sessions/${session.id}/marks`,
      headers: staff,
    });
    expect(response.statusCode).toBe(200);
    const numbers = response
      .json()
      .rows.map((row: { registrationNumber: string }) => row.registrationNumber);
    expect(numbers.sort()).toEqual([asha.registrationNumber, ravi.registrationNumber].sort());
  });

  it('refuses marks outside 0..maximum with a message naming the subject, saving nothing', async () => {
    const response = await saveMarks(staff, session.id, [
      { studentId: asha.id, cells: cells(session, [20, 26, 10, 10]) },
      { studentId: ravi.id, cells: cells(session, [-1, 10, 10, 10]) },
    ]);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.fieldErrors[`${asha.id}.${session.subjects[1]!.id}`]).toEqual([
      'Marks in MS Word must be a whole number from 0 to 25.',
    ]);
    expect(body.fieldErrors[`${ravi.id}.${session.subjects[0]!.id}`]).toEqual([
      'Marks in Fundamental must be a whole number from 0 to 25.',
    ]);
    expect(body.message).toContain(
      'Asha Kumari: Marks in MS Word must be a whole number from 0 to 25.',
    );
    expect(await resultOf(asha.id, session.id)).toBeUndefined();
  });

  it('refuses a row with some subjects left empty', async () => {
    const response = await saveMarks(staff, session.id, [
      { studentId: asha.id, cells: cells(session, [20, null, 10, 10]) },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[`${asha.id}.${session.subjects[1]!.id}`]).toEqual([
      'Enter the marks in MS Word or mark the student absent.',
    ]);
  });

  it('totals, grades through the result, and keeps absent apart from zero', async () => {
    const response = await saveMarks(staff, session.id, [
      // 85 of 100: exactly the A+ boundary.
      { studentId: asha.id, cells: cells(session, [25, 20, 20, 20]) },
      // Absent in one subject: 44 of 100, below C (45): fail.
      { studentId: ravi.id, cells: cells(session, [20, 'AB', 12, 12]) },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().rows as {
      studentId: number;
      cells: { marks: number | null; absent: boolean }[];
      result: { grade: string; passed: boolean; percentage: string } | null;
    }[];
    const ashaRow = rows.find((row) => row.studentId === asha.id)!;
    expect(ashaRow.result).toMatchObject({ grade: 'A+', passed: true, percentage: '85%' });
    const raviRow = rows.find((row) => row.studentId === ravi.id)!;
    expect(raviRow.cells[1]).toEqual({
      subjectId: session.subjects[1]!.id,
      marks: null,
      absent: true,
    });
    expect(raviRow.result).toMatchObject({ grade: 'F', passed: false, percentage: '44%' });
    const stored = await t.app.db
      .selectFrom('offline_marks')
      .selectAll()
      .where('student_id', '=', ravi.id)
      .where('absent', '=', 1)
      .executeTakeFirstOrThrow();
    expect(stored.marks).toBeNull();
    expect(await resultOf(asha.id, session.id)).toMatchObject({
      obtained_marks: 85,
      maximum_marks: 100,
      grade: 'A+',
      passed: 1,
    });
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'exam_session')
      .where('action', '=', 'save_marks')
      .executeTakeFirst();
    expect(audit).toBeDefined();
  });

  it('grades 84 as A and 45 as C (the boundaries)', async () => {
    await saveMarks(staff, session.id, [
      { studentId: asha.id, cells: cells(session, [24, 20, 20, 20]) },
      { studentId: ravi.id, cells: cells(session, [15, 10, 10, 10]) },
    ]);
    expect(await resultOf(asha.id, session.id)).toMatchObject({ grade: 'A', passed: 1 });
    expect(await resultOf(ravi.id, session.id)).toMatchObject({ grade: 'C', passed: 1 });
  });

  it('re-saving replaces; absent in every subject removes the result', async () => {
    const response = await saveMarks(staff, session.id, [
      { studentId: ravi.id, cells: cells(session, ['AB', 'AB', 'AB', 'AB']) },
    ]);
    expect(response.statusCode).toBe(200);
    expect(await resultOf(ravi.id, session.id)).toBeUndefined();
    const row = response
      .json()
      .rows.find((candidate: { studentId: number }) => candidate.studentId === ravi.id);
    expect(row.allAbsent).toBe(true);
    expect(row.result).toBeNull();
    // Asha was not in this save: her marks stay.
    expect(await resultOf(asha.id, session.id)).toMatchObject({ obtained_marks: 84 });
  });

  it('keeps each centre to its own sessions and students', async () => {
    const get = await t.app.inject({
      method: 'GET',
      url: `${BASE}/sessions/${session.id}/marks`,
      headers: otherStaff,
    });
    expect(get.statusCode).toBe(403);
    const save = await saveMarks(otherStaff, session.id, [
      { studentId: asha.id, cells: cells(session, [0, 0, 0, 0]) },
    ]);
    expect(save.statusCode).toBe(403);
    const list = await t.app.inject({
      method: 'GET',
      url: `${BASE}/sessions`,
      headers: otherStaff,
    });
    expect(list.json()).toEqual([]);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `${BASE}/sessions`,
      headers: otherStaff,
      payload: { title: 'Not mine', courseCode: '8', examDate: '2026-11-20', centreId },
    });
    expect(foreign.statusCode).toBe(403);
    // A student of another centre cannot be slipped into this session's grid.
    const other = await createStudent(t.app, { centreId: otherCentreId });
    const slipped = await saveMarks(staff, session.id, [
      { studentId: other.id, cells: cells(session, [1, 1, 1, 1]) },
    ]);
    expect(slipped.statusCode).toBe(400);
    const marksheet = await t.app.inject({
      method: 'GET',
      url: `${BASE}/students/${asha.registrationNumber}/marksheets`,
      headers: otherStaff,
    });
    expect(marksheet.statusCode).toBe(404);
  });

  it("shows a student's marksheets and their results on the profile", async () => {
    // Once published (decision 0056; the four-eyes rule is on: staff submit, head office
    // publishes); results-publishing.test.ts tests the drafts.
    for (const [step, headers] of [
      ['submit', staff],
      ['publish', head],
    ] as const) {
      const moved = await t.app.inject({
        method: 'POST',
        url: `${BASE}/sessions/${session.id}/results/${step}`,
        headers,
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const response = await t.app.inject({
      method: 'GET',
      url: `${BASE}/students/${asha.registrationNumber}/marksheets`,
      headers: staff,
    });
    expect(response.statusCode).toBe(200);
    const [sheet] = response.json().marksheets;
    expect(sheet.lines.map((line: { marks: number }) => line.marks)).toEqual([24, 20, 20, 20]);
    expect(sheet.result).toMatchObject({ grade: 'A', passed: true });
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/student/${asha.registrationNumber}/results`,
      headers: studentAuth,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()[0]).toMatchObject({ title: 'Final examination November 2026', grade: 'A' });
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/student/${ravi.registrationNumber}/results`,
      headers: studentAuth,
    });
    expect(theirs.statusCode).toBe(403);
  });

  it('prints the marksheet as a PDF with the name, grade and result', async () => {
    await t.app.db
      .updateTable('students')
      .set({ firstname: 'आशा', lastname: 'Kumari' })
      .where('id', '=', asha.id)
      .execute();
    const response = await t.app.inject({
      method: 'GET',
      url: `${BASE}/sessions/${session.id}/marksheets/${asha.registrationNumber}/pdf`,
      headers: staff,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = pdfText(response.rawPayload);
    expect(text).toContain('STATEMENT OF MARKS');
    expect(text).toContain(asha.registrationNumber);
    expect(text).toContain('Kumari');
    expect(text).toMatch(/Grade\s+A\b/);
    expect(text).toMatch(/Result\s+Pass/);
    expect(text).not.toContain('अंक');
    // Hindi beside the English labels on request; a bad choice is a field message, not a 500.
    const bilingual = await t.app.inject({
      method: 'GET',
      url: `${BASE}/sessions/${session.id}/marksheets/${asha.registrationNumber}/pdf?lang=bilingual`,
      headers: staff,
    });
    expect(bilingual.statusCode).toBe(200);
    const both = pdfText(bilingual.rawPayload);
    expect(both).toContain('अंक विवरण');
    expect(both).toMatch(/Result \/ परिणाम\s+Pass \/ उत्तीर्ण/);
    expect(both).toContain('आशा Kumari');
    const wrong = await t.app.inject({
      method: 'GET',
      url: `${BASE}/sessions/${session.id}/marksheets/${asha.registrationNumber}/pdf?lang=xx`,
      headers: staff,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain("'en', 'hi' or 'bilingual'");
    await t.app.db
      .updateTable('students')
      .set({ firstname: 'Asha' })
      .where('id', '=', asha.id)
      .execute();
  });

  it('prints admit cards (one or the batch) with the photo', async () => {
    const png = await sharp({
      create: { width: 60, height: 80, channels: 3, background: { r: 200, g: 80, b: 40 } },
    })
      .webp()
      .toBuffer();
    await t.app.storage.put('tests/photo.webp', png);
    const file = await t.app.db
      .insertInto('files')
      .values({
        storage_key: 'tests/photo.webp',
        original_name: 'photo.webp',
        content_type: 'image/webp',
        size: png.length,
        sha256: 'x',
        centre_id: centreId,
        created_by: null,
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('students')
      .set({ photo_file_id: file.id })
      .where('id', '=', asha.id)
      .execute();
    const one = await t.app.inject({
      method: 'GET',
      url: `${BASE}/sessions/${session.id}/admit-cards/pdf?registrationNumber=${asha.registrationNumber}`,
      headers: staff,
    });
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toBe('application/pdf');
    const text = pdfText(one.rawPayload);
    expect(text).toContain('ADMIT CARD');
    expect(text).toContain('Asha Kumari');
    expect(text).toContain('Computer lab 1');
    expect(text).not.toContain('Paste photo');
    const batch = await t.app.inject({
      method: 'GET',
      url: `${BASE}/sessions/${session.id}/admit-cards/pdf`,
      headers: staff,
    });
    const batchText = pdfText(batch.rawPayload);
    expect(batchText).toContain(asha.registrationNumber);
    expect(batchText).toContain(ravi.registrationNumber);
    expect(batchText).not.toContain('प्रवेश पत्र');
    const bilingual = await t.app.inject({
      method: 'GET',
      url: `${BASE}/sessions/${session.id}/admit-cards/pdf?registrationNumber=${asha.registrationNumber}&lang=bilingual`,
      headers: staff,
    });
    expect(bilingual.statusCode).toBe(200);
    const both = pdfText(bilingual.rawPayload);
    expect(both).toContain('ADMIT CARD / प्रवेश पत्र');
    expect(both).toContain('Asha Kumari');
    expect(both).not.toContain(ravi.registrationNumber);
    const wrong = await t.app.inject({
      method: 'GET',
      url: `${BASE}/sessions/${session.id}/admit-cards/pdf?lang=xx`,
      headers: staff,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain("'en', 'hi' or 'bilingual'");
    const json = await t.app.inject({
      method: 'GET',
      url: `${BASE}/sessions/${session.id}/admit-cards`,
      headers: staff,
    });
    expect(json.json()).toHaveLength(2);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `${BASE}/sessions/${session.id}/admit-cards/pdf`,
      headers: otherStaff,
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('grading scale', () => {
  const scale = {
    bands: [
      { grade: 'O', minPercent: 90 },
      { grade: 'A', minPercent: 70 },
      { grade: 'B', minPercent: 50 },
    ],
    failGrade: 'F',
  };

  it('is read by staff and changed by head office only', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/grading-scale',
      headers: staff,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ isDefault: true, failGrade: 'F' });
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/dashboard/grading-scale',
      headers: staff,
      payload: scale,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses a scale whose bands do not go down, per field', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/dashboard/grading-scale',
      headers: head,
      payload: { ...scale, bands: [scale.bands[0], { grade: 'A', minPercent: 95 }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors['bands.1.minPercent']).toEqual([
      'Each grade needs a lower percentage than the grade above it.',
    ]);
  });

  it('grades results recorded after a change with the new scale', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/dashboard/grading-scale',
      headers: head,
      payload: scale,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ isDefault: false, bands: scale.bands });
    const session = await createSession(head, { centreId, title: 'Re-examination' });
    await saveMarks(head, session.id, [
      { studentId: asha.id, cells: cells(session, [25, 25, 20, 20]) },
    ]);
    expect(await resultOf(asha.id, session.id)).toMatchObject({ grade: 'O', passed: 1 });
  });

  it('grades recorded results again only when head office asks', async () => {
    const session = await createSession(head, { centreId, title: 'Regrade check' });
    // 72 of 100: A under the scale above.
    await saveMarks(head, session.id, [
      { studentId: asha.id, cells: cells(session, [18, 18, 18, 18]) },
    ]);
    expect(await resultOf(asha.id, session.id)).toMatchObject({ grade: 'A', passed: 1 });
    const stricter = { bands: [{ grade: 'P', minPercent: 80 }], failGrade: 'F' };
    await t.app.inject({
      method: 'PUT',
      url: '/api/dashboard/grading-scale',
      headers: head,
      payload: stricter,
    });
    // Recorded results keep their grade until the explicit re-grade.
    expect(await resultOf(asha.id, session.id)).toMatchObject({ grade: 'A', passed: 1 });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/grading-scale/regrade',
      headers: staff,
    });
    expect(refused.statusCode).toBe(403);
    const regraded = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/grading-scale/regrade',
      headers: head,
    });
    expect(regraded.statusCode).toBe(200);
    expect(regraded.json().changed).toBeGreaterThan(0);
    expect(await resultOf(asha.id, session.id)).toMatchObject({ grade: 'F', passed: 0 });
  });

  it('needs head office to say the centre of a new session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${BASE}/sessions`,
      headers: head,
      payload: { title: 'No centre', courseCode: '8', examDate: '2026-11-20' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.centreId).toEqual(['Choose the centre.']);
  });
});
