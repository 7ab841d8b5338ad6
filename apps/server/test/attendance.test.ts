// Attendance (issue 35 point 4, decision 0070): a batch's day saved whole in one request, everyone
// present unless marked; one mark per batch, student and day in the database (saved again, or 50
// times at once, it updates); only class days of the batch in India's calendar, never a future
// day; a day locked after the editing window and unlocked by head office; holidays of a centre and
// of the network; percentages; the monthly register as PDF; the course's minimum attendance.
import { execFileSync } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInHeadOffice, staffOf, newSiteUser, type Headers } from './helpers/actors';
import { render } from '../src/modules/notifications/templates';
import { createCentre, createStudent, createUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let head: Headers;
let staff: Headers;
let otherStaff: Headers;
let centreId: number;
let otherCentreId: number;
let batchId: number;
let students: string[] = [];
let room = 0;

/** Sets the clock (Date only: timers, the database and its pool keep running). */
function clockAt(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}
/** 10:00 India time on a day (04:30 UTC). */
const morningOf = (day: string) => `${day}T04:30:00.000Z`;

const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: object,
) =>
  t.app.inject({ method, url: `/api/dashboard${url}`, headers, ...(payload ? { payload } : {}) });

const sheetUrl = (day: string, id = batchId) => `/attendance/batches/${id}/days/${day}`;
const save = (
  headers: Headers,
  day: string,
  marks: { registrationNumber: string; status: string }[] = [],
  id = batchId,
) => inject('PUT', sheetUrl(day, id), headers, { marks });
const pdfText = (bytes: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString('utf8');

async function createBatch(values: Record<string, unknown> = {}) {
  room += 1;
  const response = await inject('POST', '/batches', staff, {
    name: `Attendance ${room}`,
    course: '8',
    courseOption: null,
    startDate: '2026-11-02',
    endDate: '2027-01-31',
    // 2 November 2026 is a Monday.
    weekdays: ['Mon', 'Wed', 'Fri'],
    startTime: '09:00',
    endTime: '10:00',
    room: `Attendance room ${room}`,
    teacherUserId: null,
    capacity: 60,
    ...values,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

async function studentsIn(id: number, count: number) {
  const numbers: string[] = [];
  for (let n = 0; n < count; n++)
    numbers.push((await createStudent(t.app, { centreId })).registrationNumber);
  const enrolled = await inject('POST', `/batches/${id}/enrolments`, staff, {
    registrationNumbers: numbers,
  });
  expect(enrolled.statusCode, enrolled.body).toBe(200);
  return numbers;
}

beforeAll(async () => {
  // Sessions outlive the weeks the clock is moved through.
  t = await createTestApp({ SESSION_TTL_HOURS: String(24 * 90) });
  clockAt(morningOf('2026-11-02'));
  centreId = await createCentre(t.app);
  otherCentreId = await createCentre(t.app);
  head = await signInHeadOffice(t.app);
  staff = await staffOf(t.app, centreId);
  otherStaff = await staffOf(t.app, otherCentreId);
  batchId = await createBatch();
  students = await studentsIn(batchId, 3);
  vi.useRealTimers();
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => t.close());

const statuses = (body: { students: { registrationNumber: string; status: string }[] }) =>
  Object.fromEntries(body.students.map((s) => [s.registrationNumber, s.status]));

describe('the daily sheet', () => {
  it('lists everyone present by default and saves the whole batch in one request', async () => {
    clockAt(morningOf('2026-11-02'));
    const sheet = await inject('GET', sheetUrl('2026-11-02'), staff);
    expect(sheet.statusCode, sheet.body).toBe(200);
    expect(sheet.json()).toMatchObject({
      day: '2026-11-02',
      today: '2026-11-02',
      notMarkable: null,
      savedAt: null,
      locked: false,
      editableUntil: '2026-11-05',
    });
    expect(Object.values(statuses(sheet.json()))).toEqual(['present', 'present', 'present']);

    const saved = await save(staff, '2026-11-02', [
      { registrationNumber: students[0]!, status: 'absent' },
      { registrationNumber: students[1]!.toLowerCase(), status: 'late' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(statuses(saved.json())).toEqual({
      [students[0]!]: 'absent',
      [students[1]!]: 'late',
      [students[2]!]: 'present',
    });
    expect(saved.json().savedAt).not.toBeNull();
    expect(saved.json().savedByName).toBe('Test centre_staff');
  });

  it('saved again updates the marks and never adds rows; each change is audited', async () => {
    clockAt(morningOf('2026-11-03'));
    const again = await save(staff, '2026-11-02', [
      { registrationNumber: students[0]!, status: 'leave' },
    ]);
    expect(again.statusCode, again.body).toBe(200);
    expect(statuses(again.json())).toEqual({
      [students[0]!]: 'leave',
      [students[1]!]: 'present',
      [students[2]!]: 'present',
    });
    const rows = await t.app.db
      .selectFrom('attendance_marks')
      .select(['status'])
      .where('batch_id', '=', batchId)
      .where('day', '=', '2026-11-02')
      .execute();
    expect(rows).toHaveLength(3);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('entity', '=', 'attendance')
      .where('entity_id', '=', `${batchId}:2026-11-02`)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['mark', 'update']);
    expect(JSON.parse(audit[1]!.changes!).changed).toEqual({
      [students[0]!]: ['absent', 'leave'],
      [students[1]!]: ['late', 'present'],
    });
  });

  it('refuses a student not in the batch, one listed twice and an unknown status', async () => {
    clockAt(morningOf('2026-11-04'));
    const stranger = (await createStudent(t.app, { centreId })).registrationNumber;
    const notIn = await save(staff, '2026-11-04', [
      { registrationNumber: stranger, status: 'absent' },
    ]);
    expect(notIn.statusCode).toBe(400);
    expect(notIn.json().fieldErrors[stranger]).toEqual([
      'The student is not in this batch on this day',
    ]);
    const twice = await save(staff, '2026-11-04', [
      { registrationNumber: students[0]!, status: 'absent' },
      { registrationNumber: students[0]!, status: 'late' },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('A student is listed twice');
    const badStatus = await save(staff, '2026-11-04', [
      { registrationNumber: students[0]!, status: 'sick' },
    ]);
    expect(badStatus.statusCode).toBe(400);
    const badDay = await inject('GET', sheetUrl('2026-02-30'), staff);
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().message).toContain('Enter a real date (YYYY-MM-DD)');
    // Nothing was saved by the refused requests.
    const sheet = await inject('GET', sheetUrl('2026-11-04'), staff);
    expect(sheet.json().savedAt).toBeNull();
  });
});

describe('only class days', () => {
  it('refuses another weekday, a day outside the batch’s dates and a future day', async () => {
    clockAt(morningOf('2026-11-04'));
    const tuesday = await save(staff, '2026-11-03');
    expect(tuesday.statusCode).toBe(409);
    expect(tuesday.json().message).toBe('The batch does not meet on this weekday');
    const before = await save(staff, '2026-10-30');
    expect(before.statusCode).toBe(409);
    expect(before.json().message).toBe('This day is outside the batch’s dates');
    const friday = await save(staff, '2026-11-06');
    expect(friday.statusCode).toBe(409);
    expect(friday.json().message).toBe('Attendance cannot be marked for a future day');
    const sheet = await inject('GET', sheetUrl('2026-11-03'), staff);
    expect(sheet.json().notMarkable).toBe('The batch does not meet on this weekday');
  });

  it('takes the day in India: at 00:30 India time today is already the new day', async () => {
    // 00:30 on Monday 9 November in India is 19:00 UTC on Sunday the 8th.
    clockAt('2026-11-08T19:00:00.000Z');
    const sheet = await inject('GET', sheetUrl('2026-11-09'), staff);
    expect(sheet.json()).toMatchObject({ today: '2026-11-09', notMarkable: null });
    const saved = await save(staff, '2026-11-09', [
      { registrationNumber: students[2]!, status: 'absent' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('and at 23:30 India time the next day is still in the future', async () => {
    // 23:30 on Wednesday 11 November in India is 18:00 UTC the same day.
    clockAt('2026-11-11T18:00:00.000Z');
    expect((await save(staff, '2026-11-11')).statusCode).toBe(200);
    const sheet = await inject('GET', sheetUrl('2026-11-13'), staff);
    expect(sheet.json()).toMatchObject({
      today: '2026-11-11',
      notMarkable: 'Attendance cannot be marked for a future day',
    });
    // An hour later (00:30 on the 12th) the 11th is still editable, the 13th still future.
    clockAt('2026-11-11T19:00:00.000Z');
    expect((await inject('GET', sheetUrl('2026-11-11'), staff)).json().today).toBe('2026-11-12');
  });

  it('refuses a holiday of the centre or of the network; other centres keep their day', async () => {
    clockAt(morningOf('2026-11-20'));
    const centreHoliday = await inject('POST', '/attendance/holidays', staff, {
      day: '2026-11-16',
      name: 'Chhath Puja',
      centreId: otherCentreId, // ignored: staff add their own centre's holidays
    });
    expect(centreHoliday.statusCode, centreHoliday.body).toBe(201);
    expect(centreHoliday.json()).toMatchObject({
      centreId,
      day: '2026-11-16',
      name: 'Chhath Puja',
    });
    const networkHoliday = await inject('POST', '/attendance/holidays', head, {
      day: '2026-11-18',
      name: 'Founders’ Day',
      centreId: null,
    });
    expect(networkHoliday.statusCode, networkHoliday.body).toBe(201);

    const monday = await save(staff, '2026-11-16');
    expect(monday.statusCode).toBe(409);
    expect(monday.json().message).toBe('This day is a holiday');
    const wednesday = await inject('GET', sheetUrl('2026-11-18'), staff);
    expect(wednesday.json()).toMatchObject({
      notMarkable: 'This day is a holiday',
      holidayName: 'Founders’ Day',
    });

    // Another centre's batch meets on the centre's holiday, not on the network's.
    const otherStaffBatch = await inject('POST', '/batches', otherStaff, {
      name: 'Other centre batch',
      course: '8',
      courseOption: null,
      startDate: '2026-11-02',
      endDate: '2026-12-31',
      weekdays: ['Mon', 'Wed'],
      startTime: '09:00',
      endTime: '10:00',
      room: 'Hall',
      teacherUserId: null,
      capacity: 10,
    });
    const otherId = otherStaffBatch.json().id as number;
    expect(
      (await inject('GET', sheetUrl('2026-11-16', otherId), otherStaff)).json().notMarkable,
    ).toBeNull();
    expect(
      (await inject('GET', sheetUrl('2026-11-18', otherId), otherStaff)).json().notMarkable,
    ).toBe('This day is a holiday');
  });
});

describe('holidays', () => {
  it('are listed, unique per day, and removed by whom may remove them', async () => {
    clockAt(morningOf('2026-11-20'));
    const same = await inject('POST', '/attendance/holidays', staff, {
      day: '2026-11-16',
      name: 'Again',
    });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe('This day is already a holiday');
    const noName = await inject('POST', '/attendance/holidays', staff, {
      day: '2026-11-17',
      name: ' ',
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().fieldErrors.name).toEqual(['Holiday name is required']);

    const mine = (await inject('GET', '/attendance/holidays', staff)).json() as {
      id: number;
      centreId: number | null;
      name: string;
    }[];
    expect(mine.map((h) => h.name)).toEqual(['Chhath Puja', 'Founders’ Day']);
    const theirs = (await inject('GET', '/attendance/holidays', otherStaff)).json() as {
      name: string;
    }[];
    expect(theirs.map((h) => h.name)).toEqual(['Founders’ Day']);

    const network = mine.find((h) => h.centreId === null)!;
    const byStaff = await inject('DELETE', `/attendance/holidays/${network.id}`, staff);
    expect(byStaff.statusCode).toBe(403);
    const centre = mine.find((h) => h.centreId === centreId)!;
    expect(
      (await inject('DELETE', `/attendance/holidays/${centre.id}`, otherStaff)).statusCode,
    ).toBe(404);
    const added = await inject('POST', '/attendance/holidays', staff, {
      day: '2026-12-25',
      name: 'Christmas',
    });
    const removed = await inject('DELETE', `/attendance/holidays/${added.json().id}`, staff);
    expect(removed.statusCode).toBe(204);
    expect(
      ((await inject('GET', '/attendance/holidays', staff)).json() as { name: string }[]).map(
        (h) => h.name,
      ),
    ).not.toContain('Christmas');
  });
});

describe('locking', () => {
  it('keeps a day editable for the set number of days, then head office unlocks it', async () => {
    clockAt(morningOf('2026-11-23'));
    expect((await save(staff, '2026-11-23')).statusCode).toBe(200);
    clockAt(morningOf('2026-11-26'));
    expect((await save(staff, '2026-11-23')).statusCode).toBe(200);
    clockAt(morningOf('2026-11-27'));
    const locked = await save(staff, '2026-11-23', [
      { registrationNumber: students[0]!, status: 'absent' },
    ]);
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({
      message: 'This day is locked: head office can unlock it',
      details: { reason: 'locked', editableUntil: '2026-11-26' },
    });
    expect((await inject('GET', sheetUrl('2026-11-23'), staff)).json().locked).toBe(true);

    const byStaff = await inject('POST', `${sheetUrl('2026-11-23')}/unlock`, staff);
    expect(byStaff.statusCode).toBe(403);
    const unlocked = await inject('POST', `${sheetUrl('2026-11-23')}/unlock`, head);
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json()).toMatchObject({ locked: false, editableUntil: '2026-11-30' });
    const after = await save(staff, '2026-11-23', [
      { registrationNumber: students[0]!, status: 'absent' },
    ]);
    expect(after.statusCode).toBe(200);
    expect((await inject('POST', `${sheetUrl('2026-11-23')}/unlock`, head)).statusCode).toBe(409);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'attendance')
      .where('entity_id', '=', `${batchId}:2026-11-23`)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['mark', 'update', 'unlock', 'update']);
  });

  it('follows the editing window head office sets', async () => {
    clockAt(morningOf('2026-11-27'));
    const byStaff = await inject('PUT', '/attendance/settings', staff, {
      editDays: 10,
      absenceAlertAfter: null,
    });
    expect(byStaff.statusCode).toBe(403);
    const bad = await inject('PUT', '/attendance/settings', head, {
      editDays: 100,
      absenceAlertAfter: null,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.editDays).toEqual(['Days must be a whole number from 0 to 60']);
    const set = await inject('PUT', '/attendance/settings', head, {
      editDays: 10,
      absenceAlertAfter: null,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await inject('GET', '/attendance/settings', staff)).json()).toEqual({
      editDays: 10,
      absenceAlertAfter: null,
    });
    // 20 November was locked with 3 days; with 10 it is open again.
    expect((await save(staff, '2026-11-20')).statusCode).toBe(200);
    await inject('PUT', '/attendance/settings', head, { editDays: 3, absenceAlertAfter: null });
    expect((await save(staff, '2026-11-20')).statusCode).toBe(409);
  });
});

describe('who reaches attendance', () => {
  it('another centre’s staff see no such batch; a student is refused', async () => {
    clockAt(morningOf('2026-11-27'));
    const read = await inject('GET', sheetUrl('2026-11-27'), otherStaff);
    expect(read.statusCode).toBe(404);
    expect(read.json().message).toBe('No such batch');
    expect((await save(otherStaff, '2026-11-27')).statusCode).toBe(404);
    expect((await inject('GET', `/attendance/batches/${batchId}`, otherStaff)).statusCode).toBe(
      404,
    );
    expect(
      (await inject('GET', `/attendance/students/${students[0]}`, otherStaff)).statusCode,
    ).toBe(404);
    const student = await newSiteUser(t.app, 'student');
    expect((await inject('GET', sheetUrl('2026-11-27'), student.headers)).statusCode).toBe(403);
    // Head office reaches every centre's batch.
    expect((await save(head, '2026-11-27')).statusCode).toBe(200);
  });
});

describe('percentages and the course minimum', () => {
  it('count marked class days only: present or late over all marks', async () => {
    clockAt(morningOf('2026-11-27'));
    const batch = await inject('GET', `/attendance/batches/${batchId}`, staff);
    expect(batch.statusCode, batch.body).toBe(200);
    const body = batch.json();
    // Marked: 2, 9, 11, 20, 23, 27 November.
    expect(body.markedDays).toBe(6);
    const first = body.students.find(
      (s: { registrationNumber: string }) => s.registrationNumber === students[0],
    );
    expect(first).toMatchObject({ present: 4, absent: 1, late: 0, leave: 1, percent: 66.7 });
    const third = body.students.find(
      (s: { registrationNumber: string }) => s.registrationNumber === students[2],
    );
    expect(third).toMatchObject({ present: 5, absent: 1, percent: 83.3 });

    const profile = await inject('GET', `/attendance/students/${students[0]}`, staff);
    expect(profile.json()).toMatchObject({
      markedDays: 6,
      percent: 66.7,
      minimumPercent: null,
      belowMinimum: false,
    });
  });

  it('warns below the minimum head office sets for the course', async () => {
    const byStaff = await inject('PUT', '/attendance/rules/8', staff, { minimumPercent: 75 });
    expect(byStaff.statusCode).toBe(403);
    const wrong = await inject('PUT', '/attendance/rules/8', head, { minimumPercent: 0 });
    expect(wrong.statusCode).toBe(400);
    const rule = await inject('PUT', '/attendance/rules/8', head, { minimumPercent: 75 });
    expect(rule.statusCode, rule.body).toBe(200);
    expect(rule.json()).toMatchObject({ course: '8', minimumPercent: 75 });
    expect(
      (await inject('GET', `/attendance/students/${students[0]}`, staff)).json(),
    ).toMatchObject({ percent: 66.7, minimumPercent: 75, belowMinimum: true });
    expect(
      (await inject('GET', `/attendance/students/${students[2]}`, staff)).json(),
    ).toMatchObject({ percent: 83.3, belowMinimum: false });
    // Beside an exam session's admit cards: one request for its students, only those below.
    const list = [...students, 'RV0000000000'].join(',');
    const warnings = await inject('GET', `/attendance/warnings?registrationNumbers=${list}`, staff);
    expect(warnings.statusCode, warnings.body).toBe(200);
    expect(warnings.json()).toEqual([
      { registrationNumber: students[0], percent: 66.7, minimumPercent: 75 },
    ]);
    const theirs = await inject(
      'GET',
      `/attendance/warnings?registrationNumbers=${list}`,
      otherStaff,
    );
    expect(theirs.json()).toEqual([]);
    await inject('PUT', '/attendance/rules/8', head, { minimumPercent: null });
    const rules = (await inject('GET', '/attendance/rules', staff)).json() as {
      course: string;
      minimumPercent: number | null;
    }[];
    expect(rules.find((r) => r.course === '8')!.minimumPercent).toBeNull();
  });
});

describe('the monthly register', () => {
  it('is a PDF of students by days with marks, holidays and totals, in English and Hindi', async () => {
    clockAt(morningOf('2026-11-27'));
    const response = await inject(
      'GET',
      `/attendance/batches/${batchId}/register.pdf?month=2026-11&lang=en`,
      staff,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = pdfText(response.rawPayload);
    expect(text).toContain('ATTENDANCE REGISTER');
    expect(text).toContain('Month: November 2026');
    expect(text).toContain(`Ravi Kumar (${students[0]})`);
    expect(text).toContain('Holidays (shaded): 16 Chhath Puja, 18 Founders’ Day');
    // The first student's row: marks of the marked days, then P A L Lv and the percentage.
    const row = text.split('\n').find((line) => line.includes(students[0]!))!;
    expect(row.replace(/\s+/g, ' ')).toMatch(/Lv P P P A P 4 1 0 1 66\.7/);

    const hindi = await inject(
      'GET',
      `/attendance/batches/${batchId}/register.pdf?month=2026-11&lang=bilingual`,
      staff,
    );
    const hindiText = pdfText(hindi.rawPayload);
    expect(hindiText).toContain('ATTENDANCE REGISTER / उपस्थिति रजिस्टर');
    expect(hindiText).toContain('नवंबर 2026');

    const badMonth = await inject(
      'GET',
      `/attendance/batches/${batchId}/register.pdf?month=2026-13`,
      staff,
    );
    expect(badMonth.statusCode).toBe(400);
    expect(
      (await inject('GET', `/attendance/batches/${batchId}/register.pdf?month=2026-11`, otherStaff))
        .statusCode,
    ).toBe(404);
  });
});

describe('one mark per student and day', () => {
  it('holds when the same day is saved 50 times at once', async () => {
    clockAt(morningOf('2026-11-30'));
    const id = await createBatch({ weekdays: ['Mon'], startDate: '2026-11-30' });
    const numbers = await studentsIn(id, 5);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_v, n) =>
        save(
          staff,
          '2026-11-30',
          [{ registrationNumber: numbers[n % 5]!, status: n % 2 ? 'absent' : 'late' }],
          id,
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode).filter((code) => code !== 200)).toEqual([]);
    const marks = await t.app.db
      .selectFrom('attendance_marks')
      .select(['student_id'])
      .where('batch_id', '=', id)
      .execute();
    expect(marks).toHaveLength(5);
    const days = await t.app.db
      .selectFrom('attendance_days')
      .select('id')
      .where('batch_id', '=', id)
      .execute();
    expect(days).toHaveLength(1);
    const audits = await t.app.db
      .selectFrom('audit_log')
      .select('id')
      .where('entity', '=', 'attendance')
      .where('entity_id', '=', `${id}:2026-11-30`)
      .execute();
    expect(audits).toHaveLength(50);
  });
});

describe('absence alerts', () => {
  const alerts = (batch: number) =>
    t.app.db
      .selectFrom('notification_outbox')
      .select(['channel', 'recipient', 'locale', 'data', 'centre_id'])
      .where('kind', '=', 'absence-alert')
      .where('data', 'like', `%Alerts ${batch}%`)
      .orderBy('id')
      .execute();
  /** A batch meeting every day of December, one student with a guardian's e-mail and number. */
  async function alertBatch() {
    clockAt(morningOf('2026-12-01'));
    const id = await createBatch({
      weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
      startDate: '2026-12-01',
    });
    await t.app.db
      .updateTable('batches')
      .set({ name: `Alerts ${id}` })
      .where('id', '=', id)
      .execute();
    const [number] = await studentsIn(id, 1);
    await t.app.db
      .updateTable('students')
      .set({ guardiancontact: '+91 98765 00042', email: `family${id}@example.test` })
      .where('registration_number', '=', number!)
      .execute();
    return { id, number: number! };
  }
  const absentOn = async (id: number, number: string, day: string) => {
    clockAt(morningOf(day));
    const saved = await save(staff, day, [{ registrationNumber: number, status: 'absent' }], id);
    expect(saved.statusCode, saved.body).toBe(200);
  };

  it('are off by default: absences send nothing', async () => {
    const { id, number } = await alertBatch();
    for (const day of ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'])
      await absentOn(id, number, day);
    expect(await alerts(id)).toEqual([]);
  });

  it('tell the guardian once per run of N absences, by e-mail and SMS', async () => {
    clockAt(morningOf('2026-12-01'));
    const bad = await inject('PUT', '/attendance/settings', head, {
      editDays: 3,
      absenceAlertAfter: 1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.absenceAlertAfter).toEqual([
      'Absences must be a whole number from 2 to 30, or off',
    ]);
    const on = await inject('PUT', '/attendance/settings', head, {
      editDays: 3,
      absenceAlertAfter: 3,
    });
    expect(on.statusCode, on.body).toBe(200);
    const { id, number } = await alertBatch();

    await absentOn(id, number, '2026-12-01');
    await absentOn(id, number, '2026-12-02');
    expect(await alerts(id)).toEqual([]);
    await absentOn(id, number, '2026-12-03');
    const first = await alerts(id);
    expect(first.map((a) => [a.channel, a.recipient])).toEqual([
      ['email', `family${id}@example.test`],
      ['sms', '9876500042'],
    ]);
    expect(JSON.parse(first[0]!.data)).toEqual({
      name: 'Ravi',
      batch: `Alerts ${id}`,
      absences: 3,
      since: '1 Dec 2026',
    });
    expect(first[0]).toMatchObject({ locale: 'en', centre_id: centreId });

    // The same day saved again, and the run growing longer: no second message.
    await absentOn(id, number, '2026-12-03');
    await absentOn(id, number, '2026-12-04');
    expect(await alerts(id)).toHaveLength(2);

    // A class attended ends the run; a new run of three is told again.
    clockAt(morningOf('2026-12-05'));
    expect((await save(staff, '2026-12-05', [], id)).statusCode).toBe(200);
    await absentOn(id, number, '2026-12-06');
    await absentOn(id, number, '2026-12-07');
    expect(await alerts(id)).toHaveLength(2);
    await absentOn(id, number, '2026-12-08');
    const all = await alerts(id);
    expect(all).toHaveLength(4);
    expect(JSON.parse(all[3]!.data)).toMatchObject({ absences: 3, since: '6 Dec 2026' });
  });

  it('are written in Hindi for a family that chose Hindi', async () => {
    clockAt(morningOf('2026-12-01'));
    await inject('PUT', '/attendance/settings', head, { editDays: 3, absenceAlertAfter: 2 });
    const { id, number } = await alertBatch();
    const user = await createUser(t.app, { role: 'student' });
    await t.app.db
      .updateTable('students')
      .set({ user_id: user.id })
      .where('registration_number', '=', number)
      .execute();
    await t.app.db
      .insertInto('notification_preferences')
      .values({
        user_id: user.id,
        locale: 'hi',
        reminders: 1,
        updated_at: new Date().toISOString(),
      })
      .execute();
    await absentOn(id, number, '2026-12-01');
    await absentOn(id, number, '2026-12-02');
    const [alert] = await alerts(id);
    expect(alert!.locale).toBe('hi');
    const message = render('absence-alert', 'hi', JSON.parse(alert!.data));
    expect(message.subject).toBe('Ravi लगातार 2 कक्षाओं में अनुपस्थित रहे हैं');
    expect(message.sms).toBe(
      `प्रिय अभिभावक, Ravi Alerts ${id} की लगातार 2 कक्षाओं में 1 दिसंबर 2026 से अनुपस्थित हैं। कृपया केंद्र से संपर्क करें।`,
    );
    await inject('PUT', '/attendance/settings', head, { editDays: 3, absenceAlertAfter: 3 });
  });

  it('are sent once when the day that completes the run is saved 50 times at once', async () => {
    const { id, number } = await alertBatch();
    await absentOn(id, number, '2026-12-01');
    await absentOn(id, number, '2026-12-02');
    clockAt(morningOf('2026-12-03'));
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        save(staff, '2026-12-03', [{ registrationNumber: number, status: 'absent' }], id),
      ),
    );
    expect(answers.map((a) => a.statusCode).filter((code) => code !== 200)).toEqual([]);
    expect(await alerts(id)).toHaveLength(2);
    await inject('PUT', '/attendance/settings', head, { editDays: 3, absenceAlertAfter: null });
  });
});
