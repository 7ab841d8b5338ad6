// The attendance report of issue 40 (decision 0084): rates by month, centre and batch from the
// kept per-day summary, checked against hand-made marks on SQLite and PostgreSQL; centre scoping,
// the ranking, the refresh after a day is saved again, and the exports opened and read.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInHeadOffice, staffOf } from './helpers/actors';
import { createCentre, createStudent } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';
import { refreshReportSummaries } from '../src/modules/reports/report-summaries';
import { summaryFigures } from '../src/modules/reports/monthly-summary';
import { createReportsRepository } from '../src/modules/reports/reports.repository';
import { createReportsService } from '../src/modules/reports/reports.service';

let t: TestApp;
let head: Record<string, string>;
let staffA: Record<string, string>;
let centreA: number;
let centreB: number;
let labelA: string;
let labelB: string;
let batchB1: number;
let b1: number;

const PERIOD = 'from=2026-01-01&to=2026-03-31';
const AT = '2026-01-01T00:00:00.000Z';

async function batch(centreId: number, name: string, course: string) {
  const row = await t.app.db
    .insertInto('batches')
    .values({
      centre_id: centreId,
      name,
      course,
      course_option: null,
      start_date: '2025-12-01',
      end_date: '2026-06-30',
      weekdays: 0b0111111,
      start_time: '09:00',
      end_time: '10:00',
      room: '1',
      teacher_user_id: null,
      capacity: 30,
      created_by: null,
      created_at: AT,
      updated_at: AT,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

type Status = 'present' | 'absent' | 'late' | 'leave';
async function day(batchId: number, date: string, marks: [number, Status][], savedAt = AT) {
  await t.app.db
    .insertInto('attendance_days')
    .values({ batch_id: batchId, day: date, saved_at: savedAt, saved_by: null })
    .onConflict((oc) => oc.columns(['batch_id', 'day']).doUpdateSet({ saved_at: savedAt }))
    .execute();
  for (const [studentId, status] of marks) {
    await t.app.db
      .insertInto('attendance_marks')
      .values({
        batch_id: batchId,
        student_id: studentId,
        day: date,
        status,
        updated_at: savedAt,
        updated_by: null,
      })
      .onConflict((oc) =>
        oc.columns(['batch_id', 'day', 'student_id']).doUpdateSet({ status, updated_at: savedAt }),
      )
      .execute();
  }
}

const student = async (centreId: number) =>
  (await createStudent(t.app, { centreId, feePlan: false })).id;

beforeAll(async () => {
  t = await createTestApp();
  centreA = await createCentre(t.app);
  centreB = await createCentre(t.app);
  const centres = await t.app.db
    .selectFrom('centres')
    .select(['id', 'code', 'name'])
    .where('id', 'in', [centreA, centreB])
    .execute();
  labelA = centres.filter((c) => c.id === centreA).map((c) => `${c.code} ${c.name}`)[0]!;
  labelB = centres.filter((c) => c.id === centreB).map((c) => `${c.code} ${c.name}`)[0]!;
  head = await signInHeadOffice(t.app);
  staffA = await staffOf(t.app, centreA);

  const [s1, s2, s3, s4] = [
    await student(centreA),
    await student(centreA),
    await student(centreA),
    await student(centreA),
  ];
  b1 = await student(centreB);
  const b2 = await student(centreB);
  const a1 = await batch(centreA, 'Morning', '8');
  const a2 = await batch(centreA, 'Evening', '9');
  batchB1 = await batch(centreB, 'Noon', '8');

  // Centre A, batch Morning (course 8): January 3 marks, 2 attended (late counts); February 2
  // marks, 1 attended (leave does not count). Batch Evening (course 9): February 1 of 1.
  await day(a1, '2026-01-05', [
    [s1, 'present'],
    [s2, 'late'],
    [s3, 'absent'],
  ]);
  await day(a1, '2026-02-03', [
    [s1, 'leave'],
    [s2, 'present'],
  ]);
  await day(a2, '2026-02-04', [[s4, 'present']]);
  // Centre B, batch Noon: March 2 marks, none attended.
  await day(batchB1, '2026-03-02', [
    [b1, 'absent'],
    [b2, 'absent'],
  ]);
  // The period before (October to December): A 0 of 1, B 1 of 1.
  await day(a1, '2025-12-10', [[s1, 'absent']]);
  await day(batchB1, '2025-12-10', [[b1, 'present']]);
  // Outside every period asked.
  await day(a1, '2026-04-01', [[s1, 'present']]);

  await refreshReportSummaries(t.app.db);
});

afterAll(async () => {
  await t?.close();
});

type Table = { key: string; columns: { key: string; label: string }[]; rows: unknown[] };
const get = (headers: Record<string, string>, url: string) =>
  t.app.inject({ method: 'GET', url, headers });
const tableOf = (body: { tables: Table[] }, key: string) => body.tables.find((x) => x.key === key)!;

describe('GET /api/dashboard/reports/attendance', () => {
  it('the rate by month, centre and batch: present or late over the marks', async () => {
    const response = await get(head, `/api/dashboard/reports/attendance?${PERIOD}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.title).toBe('Attendance rate');
    expect(body.summariesAt).toEqual(expect.any(String));
    expect(tableOf(body, 'byMonth').rows).toEqual([
      { month: '2026-01', marked: 3, attended: 2, rate: 6670 },
      { month: '2026-02', marked: 3, attended: 2, rate: 6670 },
      { month: '2026-03', marked: 2, attended: 0, rate: 0 },
    ]);
    const byCentre = tableOf(body, 'byCentre').rows;
    expect(byCentre).toContainEqual({ centre: labelA, marked: 6, attended: 4, rate: 6670 });
    expect(byCentre).toContainEqual({ centre: labelB, marked: 2, attended: 0, rate: 0 });
    expect(tableOf(body, 'byBatch').rows).toEqual(
      [
        { batch: 'Evening', centre: labelA, marked: 1, attended: 1, rate: 10000 },
        { batch: 'Morning', centre: labelA, marked: 5, attended: 3, rate: 6000 },
        { batch: 'Noon', centre: labelB, marked: 2, attended: 0, rate: 0 },
      ].sort((a, b) => a.centre.localeCompare(b.centre) || a.batch.localeCompare(b.batch)),
    );
    expect(tableOf(body, 'byBatch').columns.map((c) => c.label)).toEqual([
      'Batch',
      'Centre',
      'Marks',
      'Present or late',
      'Attendance rate (%)',
    ]);
  });

  it('a period beginning or ending inside a month counts only its days', async () => {
    const inside = await get(
      head,
      '/api/dashboard/reports/attendance?from=2026-01-05&to=2026-02-03',
    );
    expect(tableOf(inside.json(), 'byMonth').rows).toEqual([
      { month: '2026-01', marked: 3, attended: 2, rate: 6670 },
      { month: '2026-02', marked: 2, attended: 1, rate: 5000 },
    ]);
    const later = await get(
      head,
      '/api/dashboard/reports/attendance?from=2026-01-06&to=2026-03-31',
    );
    expect(tableOf(later.json(), 'byMonth').rows).toEqual([
      { month: '2026-01', marked: 0, attended: 0, rate: null },
      { month: '2026-02', marked: 3, attended: 2, rate: 6670 },
      { month: '2026-03', marked: 2, attended: 0, rate: 0 },
    ]);
  });

  it('filters by course (the batch’s) and by centre, with Hindi headings', async () => {
    const course = await get(head, `/api/dashboard/reports/attendance?${PERIOD}&course=9`);
    expect(tableOf(course.json(), 'byBatch').rows).toEqual([
      { batch: 'Evening', centre: labelA, marked: 1, attended: 1, rate: 10000 },
    ]);
    const centre = await get(
      head,
      `/api/dashboard/reports/attendance?${PERIOD}&centreId=${centreB}&lang=hi`,
    );
    const body = centre.json();
    expect(body.title).toBe('उपस्थिति दर');
    expect(tableOf(body, 'byCentre').rows).toEqual([
      { centre: labelB, marked: 2, attended: 0, rate: 0 },
    ]);
    expect(tableOf(body, 'byBatch').columns.map((c) => c.label)).toEqual([
      'बैच',
      'केंद्र',
      'दर्ज हाज़िरी',
      'उपस्थित या देर से',
      'उपस्थिति दर (%)',
    ]);
  });

  it('centre staff see their own centre only', async () => {
    const mine = await get(staffA, `/api/dashboard/reports/attendance?${PERIOD}`);
    expect(mine.statusCode).toBe(200);
    expect(tableOf(mine.json(), 'byCentre').rows).toEqual([
      { centre: labelA, marked: 6, attended: 4, rate: 6670 },
    ]);
    expect(
      (tableOf(mine.json(), 'byBatch').rows as { centre: string }[]).every(
        (row) => row.centre === labelA,
      ),
    ).toBe(true);
    const other = await get(
      staffA,
      `/api/dashboard/reports/attendance?${PERIOD}&centreId=${centreB}`,
    );
    expect(other.statusCode).toBe(403);
    const stranger = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/reports/attendance?${PERIOD}`,
    });
    expect(stranger.statusCode).toBe(401);
  });

  it('ranks the centres on attendance with the change from the period before', async () => {
    const response = await get(head, `/api/dashboard/reports/ranking?${PERIOD}`);
    const rows = tableOf(response.json(), 'attendanceRate').rows.slice(0, 2);
    expect(rows).toEqual([
      { rank: 1, centre: labelA, current: 6670, previous: 0, change: 6670 },
      { rank: 2, centre: labelB, current: 0, previous: 10000, change: -10000 },
    ]);
  });

  it('a day saved again is counted again by the next refresh', async () => {
    const savedAt = new Date().toISOString();
    await day(batchB1, '2026-03-02', [[b1, 'present']], savedAt);
    const refresh = await refreshReportSummaries(t.app.db, { now: new Date() });
    expect(refresh.mode).toBe('incremental');
    expect(refresh.attendanceDays).toBeGreaterThanOrEqual(1);
    const response = await get(
      head,
      `/api/dashboard/reports/attendance?from=2026-03-01&to=2026-03-31&centreId=${centreB}`,
    );
    expect(tableOf(response.json(), 'byMonth').rows).toEqual([
      { month: '2026-03', marked: 2, attended: 1, rate: 5000 },
    ]);
    // Put back as it was for the other tests.
    await day(batchB1, '2026-03-02', [[b1, 'absent']], new Date().toISOString());
    await refreshReportSummaries(t.app.db, { now: new Date() });
  });

  it('exports to Excel with numbers and percentages, and to CSV, in the page language', async () => {
    const response = await get(
      head,
      `/api/dashboard/reports/attendance/export?${PERIOD}&format=xlsx&lang=hi`,
    );
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'माह अनुसार',
      'केंद्र अनुसार',
      'बैच अनुसार',
    ]);
    const months = workbook.worksheets[0]!;
    expect(months.getCell('A1').value).toBe('उपस्थिति दर');
    const january = months.getRow(5);
    expect(january.getCell(1).value).toEqual(new Date(Date.UTC(2026, 0, 1)));
    expect(january.getCell(2).value).toBe(3);
    expect(january.getCell(3).value).toBe(2);
    expect(january.getCell(4).value).toBe(0.667);
    expect(january.getCell(4).numFmt).toBe('0.00%');

    const csv = await get(
      head,
      `/api/dashboard/reports/attendance/export?${PERIOD}&format=csv&centreId=${centreA}`,
    );
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.slice(0, 5)).toEqual([
      'Attendance rate – By month',
      'Month,Marks,Present or late,Attendance rate (%)',
      '2026-01,3,2,66.70',
      '2026-02,3,2,66.70',
      '2026-03,0,0,',
    ]);
  });

  it('a chart of the batches drawn on the server', async () => {
    const response = await get(
      head,
      `/api/dashboard/reports/attendance/chart?${PERIOD}&table=byBatch&lang=hi`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<svg');
    expect(response.body).toContain('उपस्थिति दर (%)');
  });

  it('the monthly summary gives the network’s attendance rate', async () => {
    const query = { from: '2026-01-01', to: '2026-01-31', lang: 'en' as const };
    const service = createReportsService({ repository: createReportsRepository(t.app.db) });
    const reports = Object.fromEntries(
      await Promise.all(
        (['admissions', 'fees', 'wallet', 'funnel', 'results', 'attendance'] as const).map(
          async (kind) => [kind, await service.networkReport(kind, query)] as const,
        ),
      ),
    );
    expect(summaryFigures(reports).attendanceRateBp).toBe(6670);
  });
});
