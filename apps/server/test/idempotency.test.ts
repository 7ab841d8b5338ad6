// Idempotency keys (issue 35 point 6, decision 0087): a phone that lost its connection sends its
// saved attendance day or Add Student form again with the same Idempotency-Key; the server does
// the work once and answers every copy as it answered the first, also 50 copies at once; the same
// key with another body is refused (422); a refused save keeps no key; old keys are cleaned up.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { removeOldIdempotencyKeys } from '../src/lib/idempotency';
import { staffOf, type Headers } from './helpers/actors';
import { createCentre, createStudent } from './helpers/factories';
import { multipart, pngImage, studentFields } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let staff: Headers;
let otherStaff: Headers;
let centreId: number;
let batchId: number;
const students: string[] = [];

/** 10:00 India time on Monday 2 November 2026, a class day of the batch. */
const DAY = '2026-11-02';
function clockAtDay() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${DAY}T04:30:00.000Z`));
}

const sheetUrl = `/api/dashboard/attendance/batches/`;
const saveDay = (headers: Headers, key: string | null, marks: object[]) =>
  t.app.inject({
    method: 'PUT',
    url: `${sheetUrl}${batchId}/days/${DAY}`,
    headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { marks },
  });

async function addStudent(
  headers: Headers,
  key: string,
  fields: Record<string, string>,
  photo: Buffer,
) {
  const body = multipart(fields, {
    photo: { data: photo, filename: 'photo.png', type: 'image/png' },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/dashboard/AddStudent',
    payload: body.payload,
    headers: { ...headers, ...body.headers, 'idempotency-key': key },
  });
}

const studentsNamed = async (adhar: string) =>
  (await t.app.db.selectFrom('students').select('id').where('adhar', '=', adhar).execute()).length;

const marksOfDay = async () =>
  (
    await t.app.db
      .selectFrom('attendance_marks')
      .select(['status'])
      .where('batch_id', '=', batchId)
      .where('day', '=', DAY)
      .execute()
  ).map((row) => row.status);

beforeAll(async () => {
  t = await createTestApp({ SESSION_TTL_HOURS: String(24 * 90) });
  clockAtDay();
  centreId = await createCentre(t.app);
  staff = await staffOf(t.app, centreId);
  otherStaff = await staffOf(t.app, centreId);
  const batch = await t.app.inject({
    method: 'POST',
    url: '/api/dashboard/batches',
    headers: staff,
    payload: {
      name: 'Idempotent batch',
      course: '8',
      courseOption: null,
      startDate: DAY,
      endDate: '2027-01-31',
      weekdays: ['Mon', 'Wed', 'Fri'],
      startTime: '09:00',
      endTime: '10:00',
      room: 'Room 1',
      teacherUserId: null,
      capacity: 60,
    },
  });
  expect(batch.statusCode, batch.body).toBe(201);
  batchId = batch.json().id as number;
  for (let n = 0; n < 3; n++) {
    students.push((await createStudent(t.app, { centreId })).registrationNumber);
  }
  const enrolled = await t.app.inject({
    method: 'POST',
    url: `/api/dashboard/batches/${batchId}/enrolments`,
    headers: staff,
    payload: { registrationNumbers: students },
  });
  expect(enrolled.statusCode, enrolled.body).toBe(200);
  vi.useRealTimers();
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => t.close());

describe('the attendance day saved with an Idempotency-Key', () => {
  it('50 identical saves at once save the day once and all get the first answer', async () => {
    clockAtDay();
    const marks = [
      { registrationNumber: students[0]!, status: 'absent' },
      { registrationNumber: students[1]!, status: 'late' },
    ];
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => saveDay(staff, 'offline-day-key-0001', marks)),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const savedAt = new Set(answers.map((answer) => answer.json().savedAt as string));
    expect(savedAt.size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed']).length).toBe(49);
    expect((await marksOfDay()).sort()).toEqual(['absent', 'late', 'present']);
  });

  it('answers a copy sent later with the first answer, even after the day changed', async () => {
    clockAtDay();
    const first = await saveDay(staff, 'offline-day-key-0002', [
      { registrationNumber: students[2]!, status: 'leave' },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    // Another save (another key) changes the day meanwhile.
    const other = await saveDay(staff, 'offline-day-key-0003', []);
    expect(other.statusCode, other.body).toBe(200);
    const again = await saveDay(staff, 'offline-day-key-0002', [
      { registrationNumber: students[2]!, status: 'leave' },
    ]);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    // The copy did nothing: the day is still as the later save left it.
    expect(await marksOfDay()).toEqual(['present', 'present', 'present']);
  });

  it('refuses the same key with another body (422), and keys are per user', async () => {
    clockAtDay();
    const first = await saveDay(staff, 'offline-day-key-0004', []);
    expect(first.statusCode, first.body).toBe(200);
    const changed = await saveDay(staff, 'offline-day-key-0004', [
      { registrationNumber: students[0]!, status: 'absent' },
    ]);
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message:
        'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
    });
    const hindi = await t.app.inject({
      method: 'PUT',
      url: `${sheetUrl}${batchId}/days/${DAY}`,
      headers: { ...staff, 'idempotency-key': 'offline-day-key-0004', 'accept-language': 'hi' },
      payload: { marks: [{ registrationNumber: students[0]!, status: 'absent' }] },
    });
    expect(hindi.statusCode).toBe(422);
    expect(hindi.json().message).toContain('नए अनुरोध के लिए नई कुंजी भेजें');
    // Another user's same key is their own.
    const theirs = await saveDay(otherStaff, 'offline-day-key-0004', [
      { registrationNumber: students[0]!, status: 'absent' },
    ]);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
  });

  it('keeps no key for a refused save: the same key works once the refusal is gone', async () => {
    // A future day is refused.
    clockAtDay();
    const future = await t.app.inject({
      method: 'PUT',
      url: `${sheetUrl}${batchId}/days/2026-11-04`,
      headers: { ...staff, 'idempotency-key': 'offline-day-key-0005' },
      payload: { marks: [] },
    });
    expect(future.statusCode).toBe(409);
    expect(future.json().message).toBe('Attendance cannot be marked for a future day');
    vi.setSystemTime(new Date('2026-11-04T04:30:00.000Z'));
    const later = await t.app.inject({
      method: 'PUT',
      url: `${sheetUrl}${batchId}/days/2026-11-04`,
      headers: { ...staff, 'idempotency-key': 'offline-day-key-0005' },
      payload: { marks: [] },
    });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a key that is not one (400)', async () => {
    clockAtDay();
    const answer = await saveDay(staff, 'short', []);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/Idempotency-Key header must be 8 to 100/);
  });
});

describe('Add Student with an Idempotency-Key', () => {
  it('50 identical forms with a photo at once add one student, and every answer is the same', async () => {
    const fields = studentFields();
    const photo = await pngImage(200, 200);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => addStudent(staff, 'add-student-key-0001', fields, photo)),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    const numbers = new Set(answers.map((answer) => answer.json().registrationNumber as string));
    expect(numbers.size).toBe(1);
    expect(await studentsNamed(fields.adhar!)).toBe(1);
    expect(answers[0]!.json().photo).toMatch(/\/files\/photo\?v=\d+$/);
  });

  it('refuses the same key with another form (422), another photo included', async () => {
    const fields = studentFields();
    const photo = await pngImage(100, 100);
    const first = await addStudent(staff, 'add-student-key-0002', fields, photo);
    expect(first.statusCode, first.body).toBe(201);
    const otherPhoto = await addStudent(
      staff,
      'add-student-key-0002',
      fields,
      await pngImage(90, 90),
    );
    expect(otherPhoto.statusCode).toBe(422);
    const same = await addStudent(staff, 'add-student-key-0002', fields, photo);
    expect(same.statusCode).toBe(201);
    expect(same.json().registrationNumber).toBe(first.json().registrationNumber);
    expect(await studentsNamed(fields.adhar!)).toBe(1);
  });
});

describe('the clean-up', () => {
  it('removes keys older than a week and keeps the others', async () => {
    const before = await t.app.db
      .selectFrom('idempotency_keys')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(before.n)).toBeGreaterThan(0);
    // The oldest keys were made on 2 November (the tests' clock): a week later they are kept.
    expect(await removeOldIdempotencyKeys(t.app.db, Date.parse('2026-11-08T00:00:00Z'))).toBe(0);
    const removed = await removeOldIdempotencyKeys(t.app.db, Date.now() + 8 * 24 * 60 * 60_000);
    expect(removed).toBe(Number(before.n));
  });
});
