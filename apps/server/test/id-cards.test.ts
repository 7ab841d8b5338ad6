// Student identity cards (issue 38 point 5, decision 0081): a CR80 card per student, A4 sheets of
// cards for a batch or a course at a centre, English / Hindi / both, and the public check the
// card's QR code leads to; staff see their own centre's students only, a student their own card.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInHeadOffice, signInUser, staffOf, type Headers } from './helpers/actors';
import { createCentre, createStudent, createUser, giveStudentPhoto } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';
import { verifyUrl } from '../src/modules/id-cards/id-cards.pdf';

let t: TestApp;
let headOffice: Headers;
let staff: Headers;
let otherStaff: Headers;
let studentHeaders: Headers;
let centreId: number;
let batchId: number;
let student: { id: number; registrationNumber: string };
let classmate: { id: number; registrationNumber: string };
let loner: { id: number; registrationNumber: string };

const pdfText = (bytes: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString('utf8');
/** "Page size: 242.65 x 153.07 pts" of each page, and the page count. */
const pdfInfo = (bytes: Buffer) => {
  const info = execFileSync('pdfinfo', ['-l', '99', '-'], { input: bytes }).toString('utf8');
  return {
    pages: Number(/^Pages:\s+(\d+)/m.exec(info)![1]),
    sizes: [...info.matchAll(/size:\s+([\d.]+) x ([\d.]+) pts/g)].map((m) => [
      Number(m[1]),
      Number(m[2]),
    ]),
  };
};
const get = (url: string, headers?: Headers) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers });

/** The card's code, as the QR code carries it (what a printed card gives its holder). */
const codeOf = async (studentId: number) =>
  (
    await t.app.db
      .selectFrom('id_cards')
      .select('code')
      .where('student_id', '=', studentId)
      .executeTakeFirstOrThrow()
  ).code;

beforeAll(async () => {
  t = await createTestApp();
  headOffice = await signInHeadOffice(t.app);
  centreId = await createCentre(t.app);
  staff = await staffOf(t.app, centreId);
  otherStaff = await staffOf(t.app, await createCentre(t.app));
  const user = await createUser(t.app, { role: 'student' });
  student = await createStudent(t.app, { centreId, userId: user.id, admissionDate: '2026-01-10' });
  studentHeaders = await signInUser(t.app, user);
  classmate = await createStudent(t.app, { centreId });
  loner = await createStudent(t.app, { centreId, admissionDate: '2026-01-10' });
  await giveStudentPhoto(t.app, student, centreId, {
    width: 60,
    height: 80,
    background: '#336699',
  });
  const batch = await t.app.inject({
    method: 'POST',
    url: '/api/dashboard/batches',
    headers: staff,
    payload: {
      name: 'Tally Morning',
      course: '8',
      courseOption: null,
      startDate: '2026-01-01',
      endDate: '2099-06-30',
      weekdays: ['Mon'],
      startTime: '09:00',
      endTime: '10:00',
      room: 'Lab A',
      teacherUserId: null,
      capacity: 20,
    },
  });
  expect(batch.statusCode, batch.body).toBe(201);
  batchId = batch.json().id;
  const enrol = await t.app.inject({
    method: 'POST',
    url: `/api/dashboard/batches/${batchId}/enrolments`,
    headers: staff,
    payload: { registrationNumbers: [student.registrationNumber, classmate.registrationNumber] },
  });
  expect(enrol.statusCode, enrol.body).toBe(200);
});
afterAll(() => t.close());

describe("a student's identity card", () => {
  it('is one CR80 page with the name, number, course, batch, centre and validity', async () => {
    const response = await get(
      `/dashboard/student/${student.registrationNumber}/id-card?lang=en`,
      staff,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const info = pdfInfo(response.rawPayload);
    expect(info.pages).toBe(1);
    // 85.6 x 54 mm in points.
    expect(info.sizes[0]![0]).toBeCloseTo(242.65, 1);
    expect(info.sizes[0]![1]).toBeCloseTo(153.07, 1);
    const text = pdfText(response.rawPayload);
    expect(text).toContain('STUDENT IDENTITY CARD');
    expect(text).toContain('Ravi Kumar');
    expect(text).toContain(student.registrationNumber);
    expect(text).toContain('Tally Morning');
    // Valid until the end of the student's batch.
    expect(text).toContain('30/06/2099');
    expect(text).toContain('Scan to verify');
    expect(text).not.toContain('234123412346');
    expect(text).not.toContain('9876543210');
    // The stored photo (a 60 x 80 JPEG, within the card's 240 x 300) is embedded as it is.
    expect(response.rawPayload.includes('/DCTDecode')).toBe(true);
  });

  it('is printed in Hindi and in both languages', async () => {
    const hindi = pdfText(
      (await get(`/dashboard/student/${student.registrationNumber}/id-card?lang=hi`, staff))
        .rawPayload,
    );
    expect(hindi).toContain('छात्र पहचान पत्र');
    expect(hindi).toContain('पंजीकरण संख्या');
    expect(hindi).not.toContain('STUDENT IDENTITY CARD');
    const both = pdfText(
      (await get(`/dashboard/student/${student.registrationNumber}/id-card?lang=bilingual`, staff))
        .rawPayload,
    );
    expect(both).toContain('STUDENT IDENTITY CARD / छात्र पहचान पत्र');
  });

  it('without a batch is valid for the course’s duration from admission', async () => {
    const response = await get(`/dashboard/student/${loner.registrationNumber}/id-card`, staff);
    expect(response.statusCode, response.body).toBe(200);
    const duration = await t.app.db
      .selectFrom('courses')
      .select('duration_months')
      .where('code', '=', '8')
      .executeTakeFirstOrThrow();
    const { addMonths, formatDisplayDate } = await import('@institute/shared/course-period');
    expect(pdfText(response.rawPayload)).toContain(
      formatDisplayDate(addMonths('2026-01-10', duration.duration_months)),
    );
  });

  it('is for staff of the centre, head office and the student; not other centres', async () => {
    const url = `/dashboard/student/${student.registrationNumber}/id-card`;
    expect((await get(url, headOffice)).statusCode).toBe(200);
    expect((await get(url, studentHeaders)).statusCode).toBe(200);
    expect(
      (await get(`/dashboard/student/${classmate.registrationNumber}/id-card`, studentHeaders))
        .statusCode,
    ).toBe(403);
    const other = await get(url, otherStaff);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(
      `No student has the registration number ${student.registrationNumber}.`,
    );
    expect((await get(url)).statusCode).toBe(401);
  });
});

describe('sheets of cards', () => {
  it('puts a batch’s students on A4, ten to a page, or eight', async () => {
    const response = await get(`/dashboard/batches/${batchId}/id-cards?lang=en`, staff);
    expect(response.statusCode, response.body).toBe(200);
    const info = pdfInfo(response.rawPayload);
    expect(info.pages).toBe(1);
    expect(info.sizes[0]![0]).toBeCloseTo(595.28, 1);
    expect(info.sizes[0]![1]).toBeCloseTo(841.89, 1);
    const text = pdfText(response.rawPayload);
    expect(text).toContain(student.registrationNumber);
    expect(text).toContain(classmate.registrationNumber);
    expect(text).not.toContain(loner.registrationNumber);
    const eight = await get(`/dashboard/batches/${batchId}/id-cards?perPage=8`, staff);
    expect(eight.statusCode).toBe(200);
    const bad = await get(`/dashboard/batches/${batchId}/id-cards?perPage=12`, staff);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Cards per page must be 8 or 10.');
    expect((await get(`/dashboard/batches/${batchId}/id-cards`, otherStaff)).statusCode).toBe(404);
  });

  it('puts a course’s students at a centre on sheets, 10 a page (head office names the centre)', async () => {
    for (let n = 0; n < 9; n++) await createStudent(t.app, { centreId });
    const response = await get(`/dashboard/courses/8/id-cards?lang=hi`, staff);
    expect(response.statusCode, response.body).toBe(200);
    // 12 students of the course at the centre: two A4 pages.
    const info = pdfInfo(response.rawPayload);
    expect(info.pages).toBe(2);
    expect(
      info.sizes.every(([w, h]) => Math.abs(w! - 595.28) < 0.1 && Math.abs(h! - 841.89) < 0.1),
    ).toBe(true);
    expect(pdfText(response.rawPayload)).toContain('छात्र पहचान पत्र');
    expect((await get(`/dashboard/courses/8/id-cards`, headOffice)).statusCode).toBe(400);
    expect(
      (await get(`/dashboard/courses/8/id-cards?centreId=${centreId}`, headOffice)).statusCode,
    ).toBe(200);
    expect(
      (await get(`/dashboard/courses/8/id-cards?centreId=${centreId}`, otherStaff)).statusCode,
    ).toBe(403);
    expect((await get(`/dashboard/courses/NOPE/id-cards`, staff)).statusCode).toBe(404);
    expect((await get(`/dashboard/courses/8/id-cards`, studentHeaders)).statusCode).toBe(403);
  });
});

describe('the public check of a card', () => {
  it('confirms name, number, course, centre and validity by the QR code’s code, in English and Hindi', async () => {
    await get(`/dashboard/student/${student.registrationNumber}/id-card`, staff);
    const code = await codeOf(student.id);
    const response = await get(`/id-cards/verify/${student.registrationNumber}?code=${code}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'valid',
      message: 'This identity card is genuine and valid.',
      name: 'Ravi Kumar',
      registrationNumber: student.registrationNumber,
      batch: 'Tally Morning',
      validUntil: '2099-06-30',
    });
    expect(JSON.stringify(body)).not.toMatch(/234123412346|9876543210|Station Road/);
    const hindi = await get(
      `/id-cards/verify/${student.registrationNumber}?code=${code.toLowerCase()}&lang=hi`,
    );
    expect(hindi.json().message).toBe('यह पहचान पत्र असली और वैध है।');
  });

  it('is the web page the QR code leads to, in the card’s language', () => {
    const card = { registrationNumber: 'RV2026000123', code: 'K7M2QX9P' };
    expect(verifyUrl('https://institute.test', card)).toBe(
      'https://institute.test/verify-id-card/RV2026000123?code=K7M2QX9P',
    );
    expect(verifyUrl('https://institute.test', card, 'bilingual')).toBe(
      'https://institute.test/verify-id-card/RV2026000123?code=K7M2QX9P',
    );
    expect(verifyUrl('https://institute.test', card, 'hi')).toBe(
      'https://institute.test/hi/verify-id-card/RV2026000123?code=K7M2QX9P',
    );
  });

  it('says nothing without the right code, and the same for an unknown number', async () => {
    const wrong = await get(`/id-cards/verify/${student.registrationNumber}?code=WRONGCODE234`);
    const unknown = await get(`/id-cards/verify/RV2026999999?code=WRONGCODE234`);
    expect(wrong.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(wrong.json().message).toBe(unknown.json().message);
    expect((await get(`/id-cards/verify/${student.registrationNumber}`)).statusCode).toBe(400);
  });

  it('tells an archived student’s card is no longer valid', async () => {
    await get(`/dashboard/student/${loner.registrationNumber}/id-card`, staff);
    await t.app.db
      .updateTable('students')
      .set({ archived_at: new Date().toISOString() })
      .where('id', '=', loner.id)
      .execute();
    const response = await get(
      `/id-cards/verify/${loner.registrationNumber}?code=${await codeOf(loner.id)}`,
    );
    expect(response.json().status).toBe('withdrawn');
  });

  it('keeps one code per student when cards are printed at once', async () => {
    const fresh = await createStudent(t.app, { centreId });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        get(`/dashboard/student/${fresh.registrationNumber}/id-card`, staff),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const rows = await t.app.db
      .selectFrom('id_cards')
      .select('code')
      .where('student_id', '=', fresh.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('is rate limited', async () => {
    let last = 0;
    for (let n = 0; n < 35; n++) {
      last = (await get(`/id-cards/verify/${student.registrationNumber}?code=X`)).statusCode;
    }
    expect(last).toBe(429);
  });
});
