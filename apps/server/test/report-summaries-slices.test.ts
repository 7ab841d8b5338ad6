// The reports' refreshes on SQLite in slices (issue 41, decisions 0097 and 0099): while the
// summaries are built whole (the first run, `full`, the daily whole build of the counts) or brought
// up to date after many changes (incremental), the database's one connection serves other requests
// and writes between the slices; a student changed mid-run is counted by the next incremental
// refresh, which then equals a build from scratch. SQLite only: on PostgreSQL the refresh stays one
// transaction and readers see the last commit meanwhile.
import { instituteDate } from '@institute/shared/institute-time';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshReportSummaries, SLICE_STUDENTS } from '../src/modules/reports/report-summaries';
import { signInHeadOffice } from './helpers/actors';
import { createCentre, createStudent } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let head: Record<string, string>;
let first: { id: number; registrationNumber: string };
/** Students written: several slices of the dues' build. */
const STUDENTS = SLICE_STUDENTS * 4;

/** Every kept table, in a fixed order, sums as numbers. */
async function keptTables() {
  const all = async (table: string, order: string) =>
    (
      await sql<
        Record<string, unknown>
      >`select * from ${sql.table(table)} order by ${sql.raw(order)}`.execute(t.app.db)
    ).rows;
  return {
    fees: await all('report_fee_days', 'day, centre_id, course'),
    dues: await all('report_dues_rows', 'student_id, due_date, day, paise'),
    byDue: await all('report_dues_by_due', 'centre_id, course, due_date'),
    days: await all('report_count_days', 'kind, day, centre_id, course, detail'),
    months: await all('report_count_months', 'kind, month, centre_id, course, detail'),
    students: await all('report_count_students', 'student_id'),
    attendanceDays: await all('report_attendance_days', 'batch_id, day'),
    attendanceMonths: await all('report_attendance_months', 'batch_id, month'),
  };
}

/** Resolves with whether `promise` had settled by the time `other` did. */
async function settledFirst(promise: Promise<unknown>, other: Promise<unknown>) {
  let done = false;
  void promise.then(() => (done = true));
  await other;
  return done;
}

beforeAll(async () => {
  t = await createTestApp();
  const centreId = await createCentre(t.app);
  head = await signInHeadOffice(t.app);
  first = await createStudent(t.app, { centreId, admissionDate: '2025-01-10' });
  // Copies of the first student admitted over a year and a half, each with a fee plan of two
  // instalments and a payment.
  await sql`
    with recursive g(g) as (select 1 union all select g + 1 from g where g < ${STUDENTS})
    insert into students (registration_number, centre_id, user_id, firstname, lastname, dob, email,
      state, district, course, course_option, mothername, fathername, qualification, contactno,
      guardiancontact, adhar, person_key, gender, category, religion, maritalstatus, address,
      presentaddress, photo_file_id, signature_file_id, marksheet_file_id, admission_date,
      archived_at, archived_by, created_by, updated_by, created_at, updated_at, search_name,
      search_lastname)
    select 'RVS' || g, centre_id, null, firstname, lastname, dob, null, state, district,
      case when g % 2 = 0 then '8' else '9' end, course_option, mothername, fathername,
      qualification, contactno, guardiancontact, null, null, gender, category, religion,
      maritalstatus, address, presentaddress, null, null, null,
      date('2025-01-01', '+' || (g % 540) || ' days'), null, null, null, null,
      '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z', search_name, search_lastname
    from g join students s on s.id = ${first.id}`.execute(t.app.db);
  await sql`
    insert into student_fee_plans (student_id, centre_id, course_code, total_paise, discount_paise,
      discount_reason, instalments, created_at, created_by, updated_at, updated_by)
    select id, centre_id, course, 200000, 0, null,
      json_array(json_object('dueDate', admission_date, 'amountPaise', 100000),
        json_object('dueDate', date(admission_date, '+60 days'), 'amountPaise', 100000)),
      '2025-01-01T00:00:00.000Z', null, '2025-01-01T00:00:00.000Z', null
    from students where registration_number like 'RVS%'`.execute(t.app.db);
  await t.app.db
    .updateTable('student_fee_plans')
    .set({
      total_paise: 200000,
      instalments: JSON.stringify([{ dueDate: '2025-01-10', amountPaise: 200000 }]),
    })
    .where('student_id', '=', first.id)
    .execute();
  await sql`
    insert into fee_payments (student_id, centre_id, kind, amount_paise, mode, reference, paid_on,
      receipt_number, reverses_id, reason, created_at, created_by)
    select id, centre_id, 'payment', 60000 + id % 7 * 1000, 'cash', '', date(admission_date, '+' || (id % 90) || ' days'),
      'RPT-SL-' || id, null, null, '2025-01-01T00:00:00.000Z', null
    from students where registration_number like 'RVS%'`.execute(t.app.db);
  await refreshReportSummaries(t.app.db);
});

afterAll(async () => {
  await t?.close();
});

/** A staff member's read of the first student's fees, as the accounts screen asks it. */
const readFees = () =>
  t.app.inject({
    method: 'GET',
    url: `/api/dashboard/accounts/students/${first.registrationNumber}/fees`,
    headers: head,
  });

describe('whole builds on SQLite, in slices', () => {
  it('requests and writes are served while the summaries are built whole', async () => {
    const build = refreshReportSummaries(t.app.db, { full: true });
    // A staff member's read of a student's fees, and a payment, asked once the build has begun.
    const read = readFees();
    expect(await settledFirst(build, read)).toBe(false);
    expect((await read).statusCode).toBe(200);
    const paid = t.app.inject({
      method: 'POST',
      url: `/api/dashboard/accounts/students/${first.registrationNumber}/payments`,
      headers: head,
      payload: { mode: 'cash', paidOn: instituteDate(), amount: '250' },
    });
    expect(await settledFirst(build, paid)).toBe(false);
    expect((await paid).statusCode).toBe(201);
    expect((await build).mode).toBe('full');
  });

  it('a report asked during the daily whole build of the counts answers the kept counts, before it ends', async () => {
    const url = '/api/dashboard/reports/admissions?from=2025-01-01&to=2026-06-30';
    const before = (await t.app.inject({ method: 'GET', url, headers: head })).json();
    const build = refreshReportSummaries(t.app.db, { now: new Date(Date.now() + 25 * 3_600_000) });
    const asked = t.app.inject({ method: 'GET', url, headers: head });
    expect(await settledFirst(build, asked)).toBe(false);
    expect((await asked).json().tables).toEqual(before.tables);
    expect((await build).counts.full).toBe(true);
  });

  it('a student changed mid-build is counted by the next refresh, as a build from scratch counts', async () => {
    const later = (hours: number) => new Date(Date.now() + hours * 3_600_000);
    const build = refreshReportSummaries(t.app.db, { full: true, now: later(48) });
    // Once the dues of the first student's slice are written again (the build has emptied the
    // table, then written a later slice), the first student moves course, is archived, and pays
    // on their admission day.
    const laterSlice = () =>
      t.app.db
        .selectFrom('report_dues_rows')
        .select('student_id')
        .where('student_id', '>=', first.id + SLICE_STUDENTS)
        .executeTakeFirst();
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
    let ended = false;
    void build.then(() => (ended = true));
    while (!ended && (await laterSlice())) await nextTurn();
    while (!ended && !(await laterSlice())) await nextTurn();
    expect(ended).toBe(false);
    // Stamped by the clock the build began by (its start is later(48)): written after it began.
    const now = later(48.01).toISOString();
    await t.app.db
      .updateTable('students')
      .set({ course: '10', archived_at: now, updated_at: now })
      .where('id', '=', first.id)
      .execute();
    await t.app.db
      .insertInto('fee_payments')
      .values({
        student_id: first.id,
        centre_id: (await t.app.db
          .selectFrom('students')
          .select('centre_id')
          .where('id', '=', first.id)
          .executeTakeFirstOrThrow())!.centre_id,
        kind: 'payment',
        amount_paise: 4200,
        mode: 'cash',
        reference: '',
        paid_on: '2025-01-10',
        receipt_number: 'RPT-SL-MID',
        reverses_id: null,
        reason: null,
        created_at: now,
        created_by: null,
      })
      .execute();
    expect((await build).mode).toBe('full');
    // The build had computed the student's dues before the change...
    const duesOfFirst = async () =>
      (
        await t.app.db
          .selectFrom('report_dues_rows')
          .select('course')
          .where('student_id', '=', first.id)
          .execute()
      ).length;
    expect(await duesOfFirst()).toBeGreaterThan(0);
    // ...the next incremental refresh computes them again (archived: none), as a build from
    // scratch does, and counts them under their new course.
    const next = await refreshReportSummaries(t.app.db, { now: later(48.1) });
    expect(next.mode).toBe('incremental');
    expect(await duesOfFirst()).toBe(0);
    expect(
      await t.app.db
        .selectFrom('report_count_students')
        .select(['course', 'archived'])
        .where('student_id', '=', first.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ course: '10', archived: 1 });
    const incremental = await keptTables();
    await refreshReportSummaries(t.app.db, { full: true, now: later(48.2) });
    expect(await keptTables()).toEqual(incremental);
  });
});

describe('incremental refreshes on SQLite, in slices', () => {
  const later = (hours: number) => new Date(Date.now() + hours * 3_600_000);
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
  let batchId: number;

  /** A busy hour's writes, stamped at `at`: every student changed, fee rows, attendance saved. */
  async function busyHour(at: string, day: string) {
    await t.app.db.updateTable('students').set({ updated_at: at }).execute();
    await sql`
      insert into fee_payments (student_id, centre_id, kind, amount_paise, mode, reference,
        paid_on, receipt_number, reverses_id, reason, created_at, created_by)
      select id, centre_id, 'payment', 1000 + id % 5 * 100, 'cash', '', date(admission_date, '+3 days'),
        'RPT-BH-' || ${day} || '-' || id, null, null, ${at}, null
      from students where registration_number like 'RVS%' and id % 3 = 0`.execute(t.app.db);
    // Twenty students of the batch marked on ten days (a few absent), each day saved at `at`.
    await sql`
      with recursive d(n) as (select 0 union all select n + 1 from d where n < 9)
      insert into attendance_marks (batch_id, student_id, day, status, updated_at, updated_by)
      select ${batchId}, s.id, date(${day}, '+' || d.n || ' days'),
        case when (s.id + d.n) % 4 = 0 then 'absent' else 'present' end, ${at}, null
      from d, (select id from students where registration_number like 'RVS%' order by id limit 20) s
      where true
      on conflict (batch_id, day, student_id) do update set status = 'late', updated_at = ${at}`.execute(
      t.app.db,
    );
    await sql`
      with recursive d(n) as (select 0 union all select n + 1 from d where n < 9)
      insert into attendance_days (batch_id, day, saved_at, saved_by)
      select ${batchId}, date(${day}, '+' || d.n || ' days'), ${at}, null from d
      where true
      on conflict (batch_id, day) do update set saved_at = ${at}`.execute(t.app.db);
  }

  beforeAll(async () => {
    const at = '2025-01-01T00:00:00.000Z';
    batchId = (
      await t.app.db
        .insertInto('batches')
        .values({
          centre_id: (await t.app.db
            .selectFrom('students')
            .select('centre_id')
            .where('id', '=', first.id)
            .executeTakeFirstOrThrow())!.centre_id,
          name: 'Morning',
          course: '8',
          course_option: null,
          start_date: '2025-01-01',
          end_date: '2026-06-30',
          weekdays: 0b1111111,
          start_time: '09:00',
          end_time: '10:00',
          room: '1',
          teacher_user_id: null,
          capacity: 30,
          created_by: null,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    // The summaries up to date, with the later clock these tests keep.
    await refreshReportSummaries(t.app.db, { full: true, now: later(60) });
  });

  it('after a busy hour, a request is answered while the incremental refresh runs', async () => {
    await busyHour(later(60.1).toISOString(), '2025-03-01');
    const refresh = refreshReportSummaries(t.app.db, { now: later(60.2) });
    const read = readFees();
    expect(await settledFirst(refresh, read)).toBe(false);
    expect((await read).statusCode).toBe(200);
    const done = await refresh;
    expect(done.mode).toBe('incremental');
    expect(done.counts.full).toBe(false);
    expect(done.students).toBe(STUDENTS + 1);
    expect(done.attendanceDays).toBe(10);
  });

  it('writes made during an incremental refresh are counted by the next, as a build from scratch counts', async () => {
    await busyHour(later(61).toISOString(), '2025-04-01');
    // The first student moves course before the refresh: once their counts are written again,
    // the refresh has passed their dues and fee days (the counts come after).
    await t.app.db
      .updateTable('students')
      .set({ course: '10', updated_at: later(61).toISOString() })
      .where('id', '=', first.id)
      .execute();
    // And a student alone on their admission day and course moves too: counts of theirs that
    // fall to zero are deleted, as a build from scratch has none.
    await t.app.db
      .updateTable('students')
      .set({ course: '10', updated_at: later(61).toISOString() })
      .where('registration_number', '=', 'RVS500')
      .execute();
    const refresh = refreshReportSummaries(t.app.db, { now: later(61.1) });
    let ended = false;
    void refresh.then(() => (ended = true));
    const counted = async () =>
      (
        await t.app.db
          .selectFrom('report_count_students')
          .select('course')
          .where('student_id', '=', first.id)
          .executeTakeFirstOrThrow()
      ).course === '10';
    while (!ended && !(await counted())) await nextTurn();
    expect(ended).toBe(false);
    // Written after the refresh began (its clock is later(61.1)): the first student is archived
    // and pays, a payment of another student is reversed, a batch day is saved again.
    const now = later(61.15).toISOString();
    await t.app.db
      .updateTable('students')
      .set({ archived_at: now, updated_at: now })
      .where('id', '=', first.id)
      .execute();
    const centreId = (await t.app.db
      .selectFrom('students')
      .select('centre_id')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow())!.centre_id;
    await t.app.db
      .insertInto('fee_payments')
      .values([
        {
          student_id: first.id,
          centre_id: centreId,
          kind: 'payment',
          amount_paise: 5100,
          mode: 'cash',
          reference: '',
          paid_on: '2025-01-12',
          receipt_number: 'RPT-SL-MID-2',
          reverses_id: null,
          reason: null,
          created_at: now,
          created_by: null,
        },
        {
          student_id: first.id + 7,
          centre_id: centreId,
          kind: 'reversal',
          amount_paise: 1000,
          mode: 'cash',
          reference: '',
          paid_on: '2025-06-02',
          receipt_number: 'RPT-SL-MID-3',
          reverses_id: null,
          reason: 'Entered twice',
          created_at: now,
          created_by: null,
        },
      ])
      .execute();
    await t.app.db
      .updateTable('attendance_marks')
      .set({ status: 'absent', updated_at: now })
      .where('batch_id', '=', batchId)
      .where('day', '=', '2025-04-01')
      .execute();
    await t.app.db
      .updateTable('attendance_days')
      .set({ saved_at: now })
      .where('batch_id', '=', batchId)
      .where('day', '=', '2025-04-01')
      .execute();
    // All of it written while the refresh was still running (its months and state row to come).
    expect(ended).toBe(false);
    expect((await refresh).mode).toBe('incremental');
    const next = await refreshReportSummaries(t.app.db, { now: later(61.2) });
    expect(next.mode).toBe('incremental');
    expect(next.counts.full).toBe(false);
    // The first student, archived: no dues, counted as archived under their new course.
    expect(
      await t.app.db
        .selectFrom('report_dues_rows')
        .select('student_id')
        .where('student_id', '=', first.id)
        .execute(),
    ).toEqual([]);
    expect(
      await t.app.db
        .selectFrom('report_count_students')
        .select(['course', 'archived'])
        .where('student_id', '=', first.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ course: '10', archived: 1 });
    // The batch day saved again: every mark absent.
    expect(
      await t.app.db
        .selectFrom('report_attendance_days')
        .select(['marked', 'attended'])
        .where('batch_id', '=', batchId)
        .where('day', '=', '2025-04-01')
        .executeTakeFirstOrThrow(),
    ).toEqual({ marked: 20, attended: 0 });
    const incremental = await keptTables();
    await refreshReportSummaries(t.app.db, { full: true, now: later(61.3) });
    expect(await keptTables()).toEqual(incremental);
  });
});
