// Batches (issue 35 points 1 and 3, decision 0066): a centre's batches with their timing, room,
// teacher and capacity; students enrolled one by one or in bulk and moved with their history
// kept; a batch that clashes in room or teacher with another refused with that batch's name; each
// "only one" rule holding when 50 requests arrive at once (on PostgreSQL too).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInHeadOffice, signInUser, staffOf, type Headers } from './helpers/actors';
import { createCentre, createStudent, createUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let headOffice: Headers;
let centreId: number;
let staff: Headers;
let otherStaff: Headers;
let teacherId: number;
let room = 0;

/** A batch form that clashes with nothing else of the test: a room of its own each time. */
const form = (values: Record<string, unknown> = {}) => ({
  name: `Batch ${++room}`,
  course: '8',
  courseOption: null,
  startDate: '2026-12-01',
  endDate: '2027-02-28',
  weekdays: ['Mon', 'Wed', 'Fri'],
  startTime: '09:00',
  endTime: '10:30',
  room: `Room ${room}`,
  teacherUserId: null,
  capacity: 20,
  ...values,
});

async function createBatch(headers: Headers, values: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/dashboard/batches',
    headers,
    payload: form(values),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; name: string };
}

const enrol = (headers: Headers, batchId: number, registrationNumbers: string[]) =>
  t.app.inject({
    method: 'POST',
    url: `/api/dashboard/batches/${batchId}/enrolments`,
    headers,
    payload: { registrationNumbers },
  });

beforeAll(async () => {
  t = await createTestApp();
  headOffice = await signInHeadOffice(t.app);
  centreId = await createCentre(t.app);
  const otherCentreId = await createCentre(t.app);
  staff = await staffOf(t.app, centreId);
  otherStaff = await staffOf(t.app, otherCentreId);
  teacherId = (await createUser(t.app, { role: 'centre_staff', centreId })).id;
});
afterAll(() => t.close());

describe('batches of a centre', () => {
  it('are created by the centre’s staff at their centre, listed with their timing and teacher', async () => {
    const batch = await createBatch(staff, {
      name: 'Morning Basics',
      teacherUserId: teacherId,
      centreId: 999999, // ignored for centre staff: a batch is made at their own centre
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/batches',
      headers: staff,
    });
    expect(list.statusCode).toBe(200);
    const item = list.json().find((b: { id: number }) => b.id === batch.id);
    expect(item).toMatchObject({
      centreId,
      name: 'Morning Basics',
      courseName: '1-Month Certificate Course',
      weekdays: ['Mon', 'Wed', 'Fri'],
      startTime: '09:00',
      endTime: '10:30',
      teacherUserId: teacherId,
      teacherName: 'Test centre_staff',
      capacity: 20,
      enrolled: 0,
    });
  });

  it('are hidden from another centre’s staff, and head office must name the centre', async () => {
    const batch = await createBatch(staff);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/batches/${batch.id}`,
      headers: otherStaff,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('No such batch');
    const otherList = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/batches',
      headers: otherStaff,
    });
    expect(otherList.json().map((b: { id: number }) => b.id)).not.toContain(batch.id);

    const noCentre = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/batches',
      headers: headOffice,
      payload: form(),
    });
    expect(noCentre.statusCode).toBe(400);
    expect(noCentre.json().fieldErrors.centreId).toEqual(['Centre is required']);
    const byHeadOffice = await createBatch(headOffice, { centreId });
    const scoped = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/batches?centreId=${centreId}`,
      headers: headOffice,
    });
    expect(scoped.json().map((b: { id: number }) => b.id)).toContain(byHeadOffice.id);
  });

  it('refuse bad input with the field’s message, never a 500', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'Batch name is required'],
      [{ endDate: '2026-11-01' }, 'endDate', 'End date must be on or after the start date'],
      [{ endTime: '08:00' }, 'endTime', 'End time must be after the start time'],
      [{ weekdays: [] }, 'weekdays', 'Choose at least one weekday'],
      [{ capacity: 0 }, 'capacity', 'Capacity must be a whole number from 1 to 500'],
      [{ startTime: '9am' }, 'startTime', 'Time is required (HH:MM)'],
      [{ course: 'NOPE' }, 'course', 'No such course'],
      [{ courseOption: 'RV03001' }, 'courseOption', 'This option is not one of the course'],
    ];
    for (const [values, field, message] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/dashboard/batches',
        headers: staff,
        payload: form(values),
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().fieldErrors[field]).toEqual([message]);
    }
    // A teacher must be staff of the batch's centre.
    const outsider = await createUser(t.app, {
      role: 'centre_staff',
      centreId: await createCentre(t.app),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/batches',
      headers: staff,
      payload: form({ teacherUserId: outsider.id }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'The teacher must be an active staff member of the batch’s centre',
    );
  });

  it('refuse a second batch of the same name at the centre', async () => {
    await createBatch(staff, { name: 'Evening Tally' });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/batches',
      headers: staff,
      payload: form({ name: 'Evening Tally' }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A batch of this name already exists at the centre');
  });
});

describe('clashes', () => {
  it('refuse the same room at an overlapping time on a common weekday, naming the other batch', async () => {
    await createBatch(staff, { name: 'Lab A Morning', room: 'Lab A', weekdays: ['Mon', 'Wed'] });
    const clash = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/batches',
      headers: staff,
      payload: form({ room: ' lab a ', weekdays: ['Wed'], startTime: '10:00', endTime: '11:00' }),
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('Clashes with batch Lab A Morning (Mon, Wed 09:00–10:30)');
    // Back to back, another weekday, or dates that do not meet: no clash.
    await createBatch(staff, {
      room: 'Lab A',
      weekdays: ['Wed'],
      startTime: '10:30',
      endTime: '11:30',
    });
    await createBatch(staff, { room: 'Lab A', weekdays: ['Tue'] });
    await createBatch(staff, { room: 'Lab A', startDate: '2027-03-01', endDate: '2027-05-31' });
  });

  it('refuse the same teacher in another room at an overlapping time', async () => {
    const teacher = (await createUser(t.app, { role: 'centre_staff', centreId })).id;
    await createBatch(staff, { name: 'Typing 1', teacherUserId: teacher, weekdays: ['Sat'] });
    const clash = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/batches',
      headers: staff,
      payload: form({ teacherUserId: teacher, weekdays: ['Sat', 'Sun'], startTime: '08:30' }),
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('Clashes with batch Typing 1 (Sat 09:00–10:30)');
  });

  it('are checked when a batch is changed, but not against itself', async () => {
    await createBatch(staff, {
      name: 'Room 9 early',
      room: 'Room Nine',
      startTime: '07:00',
      endTime: '08:00',
    });
    const batch = await createBatch(staff, { room: 'Room Nine' });
    const same = await t.app.inject({
      method: 'PUT',
      url: `/api/dashboard/batches/${batch.id}`,
      headers: staff,
      payload: form({ name: batch.name, room: 'Room Nine', endTime: '11:00' }),
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().endTime).toBe('11:00');
    const clash = await t.app.inject({
      method: 'PUT',
      url: `/api/dashboard/batches/${batch.id}`,
      headers: staff,
      payload: form({ name: batch.name, room: 'Room Nine', startTime: '07:30' }),
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(
      'Clashes with batch Room 9 early (Mon, Wed, Fri 07:00–08:00)',
    );
  });

  it('hold when 50 batches for one room and time are created at once: one is made', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/dashboard/batches',
          headers: staff,
          payload: form({ name: `Race ${i}`, room: 'Race Room' }),
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/batches',
      headers: staff,
    });
    expect(list.json().filter((b: { room: string }) => b.room === 'Race Room')).toHaveLength(1);
  });
});

describe('enrolment', () => {
  it('enrols one student or many, shows them in the batch and on the student’s page', async () => {
    const batch = await createBatch(staff, { name: 'Fundamentals A' });
    const one = await createStudent(t.app, { centreId });
    const two = await createStudent(t.app, { centreId });
    const three = await createStudent(t.app, { centreId });
    const single = await enrol(staff, batch.id, [one.registrationNumber]);
    expect(single.statusCode, single.body).toBe(200);
    const bulk = await enrol(staff, batch.id, [two.registrationNumber, three.registrationNumber]);
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json().enrolled).toBe(3);
    expect(bulk.json().students.map((s: { name: string }) => s.name)).toEqual([
      'Ravi Kumar',
      'Ravi Kumar',
      'Ravi Kumar',
    ]);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/batches/student/${one.registrationNumber}`,
      headers: staff,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().current).toMatchObject({
      name: 'Fundamentals A',
      weekdays: ['Mon', 'Wed', 'Fri'],
      startTime: '09:00',
      endTime: '10:30',
    });
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/batches/student/${one.registrationNumber}`,
      headers: otherStaff,
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('refuses all of a bulk enrolment when one student cannot join, saying who and why', async () => {
    const batch = await createBatch(staff);
    const full = await createBatch(staff, { capacity: 1 });
    const fine = await createStudent(t.app, { centreId });
    const otherCourse = await createStudent(t.app, { centreId });
    await t.app.db
      .updateTable('students')
      .set({ course: '9', course_option: 'RV03001' })
      .where('id', '=', otherCourse.id)
      .execute();
    const foreign = await createStudent(t.app, { centreId: await createCentre(t.app) });
    const response = await enrol(staff, batch.id, [
      fine.registrationNumber,
      otherCourse.registrationNumber,
      foreign.registrationNumber,
      'NOSUCH1',
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Some students cannot be enrolled: nothing was changed.');
    expect(response.json().fieldErrors).toEqual({
      [otherCourse.registrationNumber]: ['The student is not admitted to this batch’s course'],
      [foreign.registrationNumber]: ['The student belongs to another centre'],
      NOSUCH1: ['No such student'],
    });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/batches/${batch.id}`,
      headers: staff,
    });
    expect(detail.json().students).toEqual([]);

    // In a batch already: move instead. A full batch takes nobody more.
    await enrol(staff, batch.id, [fine.registrationNumber]);
    const second = await enrol(staff, full.id, [fine.registrationNumber]);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      'The student is already in another batch: move them instead',
    );
    const a = await createStudent(t.app, { centreId });
    const b = await createStudent(t.app, { centreId });
    const over = await enrol(staff, full.id, [a.registrationNumber, b.registrationNumber]);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('The batch is full');
  });

  it('moves a student to another batch and keeps where they were', async () => {
    const from = await createBatch(staff, { name: 'Move From' });
    const to = await createBatch(staff, { name: 'Move To' });
    const student = await createStudent(t.app, { centreId });
    await enrol(staff, from.id, [student.registrationNumber]);
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/batches/${from.id}/move`,
      headers: staff,
      payload: { registrationNumber: student.registrationNumber, toBatchId: to.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(
      moved.json().students.map((s: { registrationNumber: string }) => s.registrationNumber),
    ).toEqual([student.registrationNumber]);
    const old = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/batches/${from.id}`,
      headers: staff,
    });
    expect(old.json().students).toEqual([]);
    expect(old.json().former).toHaveLength(1);
    expect(old.json().former[0].leftAt).not.toBeNull();
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/batches/student/${student.registrationNumber}`,
      headers: staff,
    });
    expect(page.json().current.name).toBe('Move To');
    expect(page.json().history.map((h: { batchName: string }) => h.batchName)).toEqual([
      'Move To',
      'Move From',
    ]);
    // Not in the batch named: refused.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/batches/${from.id}/move`,
      headers: staff,
      payload: { registrationNumber: student.registrationNumber, toBatchId: to.id },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The student is not in this batch');
  });

  it('does not let capacity go below the students already in the batch', async () => {
    const batch = await createBatch(staff, { capacity: 2 });
    const a = await createStudent(t.app, { centreId });
    const b = await createStudent(t.app, { centreId });
    await enrol(staff, batch.id, [a.registrationNumber, b.registrationNumber]);
    const shrink = await t.app.inject({
      method: 'PUT',
      url: `/api/dashboard/batches/${batch.id}`,
      headers: staff,
      payload: form({ name: batch.name, capacity: 1 }),
    });
    expect(shrink.statusCode).toBe(400);
    expect(shrink.json().fieldErrors.capacity).toEqual([
      'Capacity cannot be less than the students already in the batch',
    ]);
  });

  it('fills a batch of 5 with 5 of 50 students enrolling at once', async () => {
    const batch = await createBatch(staff, { capacity: 5 });
    const students = await Promise.all(
      Array.from({ length: 50 }, () => createStudent(t.app, { centreId })),
    );
    const answers = await Promise.all(
      students.map((s) => enrol(staff, batch.id, [s.registrationNumber])),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().message)).toEqual(
      Array(45).fill('The batch is full'),
    );
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/batches/${batch.id}`,
      headers: staff,
    });
    expect(detail.json().students).toHaveLength(5);
  });

  it('enrols one student in one batch when 50 batches take them at once', async () => {
    const student = await createStudent(t.app, { centreId });
    const batches = [];
    for (let i = 0; i < 50; i++) batches.push(await createBatch(staff));
    const answers = await Promise.all(
      batches.map((b) => enrol(staff, b.id, [student.registrationNumber])),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(
      new Set(answers.filter((a) => a.statusCode !== 200).map((a) => a.json().message)),
    ).toEqual(new Set(['The student is already in another batch: move them instead']));
    const rows = await t.app.db
      .selectFrom('batch_enrolments')
      .select('id')
      .where('student_id', '=', student.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('is kept from students and applicants', async () => {
    const user = await createUser(t.app, { role: 'student' });
    const headers = await signInUser(t.app, user);
    const response = await t.app.inject({ method: 'GET', url: '/api/dashboard/batches', headers });
    expect(response.statusCode).toBe(403);
  });
});

describe("the student's own profile", () => {
  it('shows their batch and its timing, and no batch before they are enrolled', async () => {
    const user = await createUser(t.app, { role: 'student' });
    const student = await createStudent(t.app, { centreId, userId: user.id });
    const own = await signInUser(t.app, user);
    const profile = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/dashboard/student/${student.registrationNumber}`,
        headers: own,
      });
    const before = await profile();
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().batch).toBeNull();

    const batch = await createBatch(staff, {
      weekdays: ['Tue', 'Thu'],
      startTime: '16:00',
      endTime: '17:30',
    });
    expect((await enrol(staff, batch.id, [student.registrationNumber])).statusCode).toBe(200);
    const after = await profile();
    expect(after.json().batch).toEqual({
      name: batch.name,
      weekdays: ['Tue', 'Thu'],
      startTime: '16:00',
      endTime: '17:30',
      room: expect.stringMatching(/^Room \d+$/),
    });
  });
});
