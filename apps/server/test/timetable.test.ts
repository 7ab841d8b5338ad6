// The timetable (issue 35 point 3, decision 0066): a centre's week of running batches, narrowed
// to a room or a teacher, as JSON for the screen and as an A4 landscape PDF in English or in
// English and Hindi; staff see their own centre's only.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInHeadOffice, staffOf, type Headers } from './helpers/actors';
import { createCentre, createUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let headOffice: Headers;
let staff: Headers;
let otherStaff: Headers;
let centreId: number;
let teacherId: number;

const pdfText = (bytes: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString('utf8');

async function batch(values: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/dashboard/batches',
    headers: staff,
    payload: {
      course: '8',
      courseOption: null,
      startDate: '2026-01-01',
      endDate: '2099-12-31',
      weekdays: ['Mon'],
      startTime: '09:00',
      endTime: '10:00',
      teacherUserId: null,
      capacity: 20,
      ...values,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
}

beforeAll(async () => {
  t = await createTestApp();
  headOffice = await signInHeadOffice(t.app);
  centreId = await createCentre(t.app);
  staff = await staffOf(t.app, centreId);
  otherStaff = await staffOf(t.app, await createCentre(t.app));
  teacherId = (await createUser(t.app, { role: 'centre_staff', centreId })).id;
  await batch({
    name: 'Tally Morning',
    room: 'Lab A',
    weekdays: ['Mon', 'Wed'],
    teacherUserId: teacherId,
  });
  await batch({
    name: 'Typing Evening',
    room: 'Lab B',
    weekdays: ['Wed'],
    startTime: '17:00',
    endTime: '18:00',
  });
  await batch({
    name: 'Ended Batch',
    room: 'Lab C',
    startDate: '2025-01-01',
    endDate: '2025-06-30',
  });
});
afterAll(() => t.close());

describe('the timetable', () => {
  it('lists the centre’s running batches, with its rooms and teachers for the filters', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/batches/timetable',
      headers: staff,
    });
    expect(response.statusCode, response.body).toBe(200);
    const view = response.json();
    expect(view.batches.map((b: { name: string }) => b.name).sort()).toEqual([
      'Tally Morning',
      'Typing Evening',
    ]);
    expect(view.rooms).toEqual(['Lab A', 'Lab B']);
    expect(view.teachers).toEqual([{ id: teacherId, name: 'Test centre_staff' }]);
    expect(view.scope).toBeNull();
  });

  it('narrows to a room or a teacher', async () => {
    const room = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/batches/timetable?room=lab%20b',
      headers: staff,
    });
    expect(room.json().batches.map((b: { name: string }) => b.name)).toEqual(['Typing Evening']);
    expect(room.json().scope).toBe('Room lab b');
    const teacher = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/batches/timetable?teacherUserId=${teacherId}`,
      headers: staff,
    });
    expect(teacher.json().batches.map((b: { name: string }) => b.name)).toEqual(['Tally Morning']);
  });

  it('is the staff member’s own centre; head office names one', async () => {
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/batches/timetable?centreId=${centreId}`,
      headers: otherStaff,
    });
    expect(other.json().batches).toEqual([]);
    const noCentre = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/batches/timetable',
      headers: headOffice,
    });
    expect(noCentre.statusCode).toBe(400);
    expect(noCentre.json().fieldErrors.centreId).toEqual(['Centre is required']);
    const named = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/batches/timetable?centreId=${centreId}`,
      headers: headOffice,
    });
    expect(named.json().batches).toHaveLength(2);
  });

  it('prints an A4 landscape PDF in English', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/batches/timetable.pdf?lang=en',
      headers: staff,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const info = execFileSync('pdfinfo', ['-'], { input: response.rawPayload }).toString('utf8');
    expect(info).toMatch(/Page size:\s+841\.89 x 595\.28 pts \(A4\)/);
    const text = pdfText(response.rawPayload);
    expect(text).toContain('TIMETABLE');
    expect(text).toMatch(/Monday\s+Tuesday\s+Wednesday\s+Thursday\s+Friday\s+Saturday\s+Sunday/);
    expect(text).toContain('Tally Morning');
    expect(text).toContain('17:00–18:00');
    expect(text).toContain('Room: Lab B');
    expect(text).not.toContain('Ended Batch');
    expect(text).not.toContain('समय-सारणी');
  });

  it('prints in English and Hindi', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/batches/timetable.pdf?lang=bilingual',
      headers: staff,
    });
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload);
    expect(text).toContain('TIMETABLE / समय-सारणी');
    expect(text).toContain('सोमवार');
    expect(text).toContain('बुधवार');
    expect(text).toContain('Tally Morning');
  });
});
