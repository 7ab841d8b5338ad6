// Reports of issue 40 (decision 0065): every figure checked against hand-made fixtures, on
// SQLite and PostgreSQL; centre staff see only their centre; exports opened and read.
import ExcelJS from 'exceljs';
import { previousPeriod } from '@institute/shared/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInHeadOffice, staffOf } from './helpers/actors';
import { createCentre, createStudent, createUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';
import { refreshReportSummaries } from '../src/modules/reports/report-summaries';

let t: TestApp;
let head: Record<string, string>;
let staffA: Record<string, string>;
let centreA: number;
let centreB: number;
let labelA: string;
let labelB: string;

const PERIOD = 'from=2026-01-01&to=2026-03-31';
const instalments = (list: [string, number][]) =>
  JSON.stringify(list.map(([dueDate, amountPaise]) => ({ dueDate, amountPaise })));

async function student(
  centreId: number,
  admissionDate: string,
  more: { course?: string; completedOn?: string; archived?: boolean } = {},
) {
  const { id } = await createStudent(t.app, { centreId, admissionDate, feePlan: false });
  await t.app.db
    .updateTable('students')
    .set({
      course: more.course ?? '8',
      completed_on: more.completedOn ?? null,
      archived_at: more.archived ? '2026-02-20T10:00:00.000Z' : null,
    })
    .where('id', '=', id)
    .execute();
  return id;
}

async function plan(
  studentId: number,
  centreId: number,
  total: number,
  discount: number,
  due: [string, number][],
) {
  await t.app.db
    .insertInto('student_fee_plans')
    .values({
      student_id: studentId,
      centre_id: centreId,
      course_code: '8',
      total_paise: total,
      discount_paise: discount,
      discount_reason: discount ? 'Sibling' : null,
      instalments: instalments(due),
      created_at: '2026-01-01T00:00:00.000Z',
      created_by: null,
      updated_at: '2026-01-01T00:00:00.000Z',
      updated_by: null,
    })
    .execute();
}

let receipt = 0;
async function payment(
  studentId: number,
  centreId: number,
  kind: 'payment' | 'reversal',
  amount: number,
  paidOn: string,
) {
  receipt++;
  await t.app.db
    .insertInto('fee_payments')
    .values({
      student_id: studentId,
      centre_id: centreId,
      kind,
      amount_paise: amount,
      mode: 'cash',
      reference: `R${receipt}`,
      paid_on: paidOn,
      receipt_number: kind === 'payment' ? `RPT-T-${receipt}` : null,
      reverses_id: null,
      reason: kind === 'reversal' ? 'Entered twice' : null,
      created_at: `${paidOn}T06:00:00.000Z`,
      created_by: null,
    })
    .execute();
}

const walletSeq = new Map<number, number>();
async function walletEntry(centreId: number, kind: 'credit' | 'debit', amount: number, at: string) {
  const seq = (walletSeq.get(centreId) ?? 0) + 1;
  walletSeq.set(centreId, seq);
  await t.app.db
    .insertInto('wallet_entries')
    .values({
      centre_id: centreId,
      seq,
      kind,
      amount_paise: amount,
      balance_after_paise: 0,
      reason: kind === 'credit' ? 'top_up' : 'admission_fee',
      reference: null,
      note: null,
      created_at: at,
      created_by: null,
    })
    .execute();
}

async function enquiry(
  centreId: number | null,
  source: 'contact' | 'buy_now' | 'check_out',
  status: 'new' | 'converted',
  at: string,
) {
  await t.app.db
    .insertInto('enquiries')
    .values({
      source,
      course_title: null,
      name: 'Asha',
      email: null,
      phone: '9876543210',
      message: 'Fees?',
      status,
      centre_id: centreId,
      notes: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

async function application(
  centreId: number,
  status: 'submitted' | 'approved' | 'rejected',
  at: string,
) {
  const user = await createUser(t.app, { role: 'registered' });
  await t.app.db
    .insertInto('applications')
    .values({
      user_id: user.id,
      centre_id: centreId,
      status,
      firstname: 'Asha',
      lastname: 'Devi',
      dob: '2004-02-02',
      email: user.email,
      state: 'Bihar',
      district: null,
      course: '8',
      course_option: 'RV01001',
      mothername: null,
      fathername: null,
      qualification: null,
      contactno: '9876543210',
      guardiancontact: null,
      adhar: null,
      gender: null,
      category: null,
      religion: null,
      maritalstatus: null,
      address: null,
      presentaddress: null,
      photo_file_id: null,
      signature_file_id: null,
      marksheet_file_id: null,
      staff_message: null,
      student_id: null,
      submitted_at: at,
      reviewed_at: null,
      reviewed_by: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

async function result(
  studentId: number,
  centreId: number,
  grade: string,
  passed: boolean,
  examDate: string,
) {
  await t.app.db
    .insertInto('exam_results')
    .values({
      student_id: studentId,
      centre_id: centreId,
      source: 'offline',
      source_id: 1,
      title: 'Final examination',
      obtained_marks: passed ? 80 : 20,
      maximum_marks: 100,
      percentage_bp: passed ? 8000 : 2000,
      grade,
      passed: passed ? 1 : 0,
      exam_date: examDate,
      recorded_at: `${examDate}T10:00:00.000Z`,
      recorded_by: null,
    })
    .execute();
}

async function certificate(studentId: number, centreId: number, issueDate: string) {
  const request = await t.app.db
    .insertInto('certificate_requests')
    .values({
      student_id: studentId,
      centre_id: centreId,
      kind: 'original',
      status: 'printed',
      replaces_certificate_id: null,
      reason: null,
      requested_at: `${issueDate}T05:00:00.000Z`,
      requested_by: null,
      decided_at: null,
      decided_by: null,
      rejection_reason: null,
      printed_at: null,
      printed_by: null,
      dispatched_at: null,
      dispatched_by: null,
      courier: null,
      tracking_number: null,
      delivered_at: null,
      delivered_by: null,
      updated_at: `${issueDate}T05:00:00.000Z`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.app.db
    .insertInto('certificates')
    .values({
      number: `RVC2026${String(studentId).padStart(6, '0')}`,
      request_id: request.id,
      student_id: studentId,
      centre_id: centreId,
      result_id: null,
      status: 'valid',
      student_name: 'Ravi Kumar',
      father_name: 'Suresh Kumar',
      course_name: 'Course',
      course_option: 'RV01001',
      grade: 'A',
      percentage_bp: 8000,
      period_from: '2026-01-10',
      period_to: '2026-03-10',
      issue_date: issueDate,
      centre_name: 'Centre',
      photo_file_id: null,
      revoked_at: null,
      revoked_by: null,
      revoked_reason: null,
      replaced_by_id: null,
      replaced_at: null,
      created_at: `${issueDate}T05:00:00.000Z`,
      verification_code: `V${String(studentId).padStart(9, '0')}`,
    })
    .execute();
}

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

  // Centre A: s0 before the period, s1 and s2 in January (s2 completes in February), s3 in March
  // on course 9. Centre B: b1 and b2 in February, b2 archived.
  const s0 = await student(centreA, '2025-12-01');
  const s1 = await student(centreA, '2026-01-10');
  const s2 = await student(centreA, '2026-01-20', { completedOn: '2026-02-15' });
  const s3 = await student(centreA, '2026-03-05', { course: '9' });
  const b1 = await student(centreB, '2026-02-02');
  const b2 = await student(centreB, '2026-02-03', { archived: true });

  // Fees. s1: 3 x ₹1,000 due 10 Jan, 10 Feb, 10 Mar; paid ₹1,000 + ₹500, and ₹200 paid then
  // reversed: on 31 Mar ₹500 of February (49 days) and ₹1,000 of March (21 days) are due.
  await plan(s1, centreA, 300000, 0, [
    ['2026-01-10', 100000],
    ['2026-02-10', 100000],
    ['2026-03-10', 100000],
  ]);
  await payment(s1, centreA, 'payment', 100000, '2026-01-10');
  await payment(s1, centreA, 'payment', 50000, '2026-02-12');
  await payment(s1, centreA, 'payment', 20000, '2026-03-01');
  await payment(s1, centreA, 'reversal', 20000, '2026-03-02');
  // s0: ₹2,000 less ₹200 discount, ₹800 paid in December: ₹200 of 1 Dec (120 days) and ₹800 of
  // 31 Dec (90 days) due.
  await plan(s0, centreA, 200000, 20000, [
    ['2025-12-01', 100000],
    ['2025-12-31', 100000],
  ]);
  await payment(s0, centreA, 'payment', 80000, '2025-12-01');
  // s3: due after the period. b1: paid in full. b2: archived, not counted.
  await plan(s3, centreA, 50000, 0, [['2026-04-05', 50000]]);
  await plan(b1, centreB, 100000, 0, [['2026-02-02', 100000]]);
  await payment(b1, centreB, 'payment', 100000, '2026-02-02');
  await plan(b2, centreB, 50000, 0, [['2026-02-03', 50000]]);

  // Wallet, at instants whose Indian date differs from the UTC one.
  await walletEntry(centreA, 'credit', 100000, '2025-12-31T20:00:00.000Z'); // 1 Jan in India
  await walletEntry(centreA, 'credit', 500000, '2026-01-31T19:00:00.000Z'); // 1 Feb in India
  await walletEntry(centreA, 'debit', 30000, '2026-02-10T05:00:00.000Z');
  await walletEntry(centreA, 'debit', 7000, '2026-03-31T19:00:00.000Z'); // 1 Apr in India
  await walletEntry(centreB, 'debit', 10000, '2026-03-15T06:00:00.000Z');

  // Funnel.
  await enquiry(centreA, 'contact', 'new', '2026-01-05T10:00:00.000Z');
  await enquiry(centreA, 'buy_now', 'converted', '2026-02-05T10:00:00.000Z');
  await enquiry(centreB, 'contact', 'converted', '2026-03-05T10:00:00.000Z');
  await enquiry(null, 'check_out', 'new', '2026-03-06T10:00:00.000Z');
  await enquiry(centreA, 'contact', 'new', '2025-12-31T17:00:00.000Z'); // 31 Dec in India
  await application(centreA, 'approved', '2026-01-08T10:00:00.000Z');
  await application(centreA, 'submitted', '2026-02-08T10:00:00.000Z');
  await application(centreB, 'rejected', '2026-03-08T10:00:00.000Z');

  // Results.
  await result(s1, centreA, 'A', true, '2026-02-20');
  await result(s2, centreA, 'F', false, '2026-02-21');
  await result(b1, centreB, 'B', true, '2026-03-03');
  await result(s0, centreA, 'A', true, '2025-12-15');

  await certificate(s1, centreA, '2026-03-20');
  // Fees and the ranking read summaries kept by a job (decision 0076): brought up to date here.
  await refreshReportSummaries(t.app.db);
});

afterAll(async () => {
  await t?.close();
});

type Table = {
  key: string;
  columns: { key: string; label: string }[];
  rows: Record<string, unknown>[];
};
const get = async (headers: Record<string, string>, url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return response;
};
const tableOf = (body: { tables: Table[] }, key: string) => body.tables.find((x) => x.key === key)!;
const rowOf = (table: Table, column: string, value: string) =>
  table.rows.find((row) => row[column] === value);

describe('GET /api/dashboard/reports/:report', () => {
  it('admissions, students on the rolls at each month end and certificates, network and centre', async () => {
    const network = await get(head, `/api/dashboard/reports/admissions?${PERIOD}`);
    expect(network.statusCode).toBe(200);
    expect(tableOf(network.json(), 'byMonth').rows).toEqual([
      { month: '2026-01', admissions: 2, active: 3, certificates: 0 },
      { month: '2026-02', admissions: 2, active: 3, certificates: 0 },
      { month: '2026-03', admissions: 1, active: 4, certificates: 1 },
    ]);
    const byCentre = tableOf(network.json(), 'byCentre');
    expect(rowOf(byCentre, 'centre', labelA)).toEqual({
      centre: labelA,
      admissions: 3,
      certificates: 1,
    });
    expect(rowOf(byCentre, 'centre', labelB)).toEqual({
      centre: labelB,
      admissions: 2,
      certificates: 0,
    });

    const mine = await get(staffA, `/api/dashboard/reports/admissions?${PERIOD}`);
    expect(mine.json().centre.id).toBe(centreA);
    expect(tableOf(mine.json(), 'byMonth').rows).toEqual([
      { month: '2026-01', admissions: 2, active: 3, certificates: 0 },
      { month: '2026-02', admissions: 0, active: 2, certificates: 0 },
      { month: '2026-03', admissions: 1, active: 3, certificates: 1 },
    ]);
    expect(tableOf(mine.json(), 'byCentre').rows).toEqual([
      { centre: labelA, admissions: 3, certificates: 1 },
    ]);

    const course9 = await get(head, `/api/dashboard/reports/admissions?${PERIOD}&course=9`);
    expect(tableOf(course9.json(), 'byMonth').rows).toEqual([
      { month: '2026-01', admissions: 0, active: 0, certificates: 0 },
      { month: '2026-02', admissions: 0, active: 0, certificates: 0 },
      { month: '2026-03', admissions: 1, active: 1, certificates: 0 },
    ]);
  });

  it('fees collected by month (reversals taken off) and dues aged on the last day', async () => {
    const network = await get(head, `/api/dashboard/reports/fees?${PERIOD}`);
    expect(network.statusCode).toBe(200);
    expect(tableOf(network.json(), 'byMonth').rows).toEqual([
      { month: '2026-01', collected: 100000, receipts: 1 },
      { month: '2026-02', collected: 150000, receipts: 2 },
      { month: '2026-03', collected: 0, receipts: 1 },
    ]);
    const ageing = tableOf(network.json(), 'duesAgeing');
    expect(rowOf(ageing, 'centre', labelA)).toEqual({
      centre: labelA,
      due0: 100000,
      due31: 50000,
      due61: 80000,
      due91: 20000,
      dueTotal: 250000,
    });
    expect(rowOf(ageing, 'centre', labelB)).toMatchObject({ dueTotal: 0 });
    expect(rowOf(ageing, 'centre', 'Total')).toMatchObject({ dueTotal: 250000 });

    // At the end of February: s1's February instalment (18 days), s0's of 31 Dec (59 days) and of
    // 1 Dec (89 days).
    const february = await get(
      head,
      `/api/dashboard/reports/fees?from=2026-02-01&to=2026-02-28&centreId=${centreA}`,
    );
    expect(tableOf(february.json(), 'duesAgeing').rows).toEqual([
      { centre: labelA, due0: 50000, due31: 80000, due61: 20000, due91: 0, dueTotal: 150000 },
    ]);
  });

  it('wallet top-ups and debits by the month of the institute’s calendar', async () => {
    const network = await get(head, `/api/dashboard/reports/wallet?${PERIOD}`);
    expect(network.statusCode).toBe(200);
    expect(tableOf(network.json(), 'byMonth').rows).toEqual([
      { month: '2026-01', topUps: 100000, debits: 0 },
      { month: '2026-02', topUps: 500000, debits: 30000 },
      { month: '2026-03', topUps: 0, debits: 10000 },
    ]);
    const mine = await get(staffA, `/api/dashboard/reports/wallet?${PERIOD}`);
    expect(tableOf(mine.json(), 'byCentre').rows).toEqual([
      { centre: labelA, topUps: 600000, debits: 30000 },
    ]);
  });

  it('the funnel: enquiries, applications, approvals and admissions by month, source and course', async () => {
    const network = await get(head, `/api/dashboard/reports/funnel?${PERIOD}`);
    expect(network.statusCode).toBe(200);
    expect(tableOf(network.json(), 'byMonth').rows).toEqual([
      { month: '2026-01', enquiries: 1, applications: 1, approved: 1, admissions: 2 },
      { month: '2026-02', enquiries: 1, applications: 1, approved: 0, admissions: 2 },
      { month: '2026-03', enquiries: 2, applications: 1, approved: 0, admissions: 1 },
    ]);
    expect(tableOf(network.json(), 'bySource').rows).toEqual([
      { source: 'Contact form', enquiries: 2, converted: 1 },
      { source: 'Buy now', enquiries: 1, converted: 1 },
      { source: 'Check out', enquiries: 1, converted: 0 },
    ]);
    const byCourse = tableOf(network.json(), 'byCourse').rows;
    expect(byCourse).toHaveLength(2);
    expect(byCourse[0]).toMatchObject({ applications: 3, approved: 1, admissions: 4 });
    expect(byCourse[1]).toMatchObject({ applications: 0, approved: 0, admissions: 1 });

    const mine = await get(staffA, `/api/dashboard/reports/funnel?${PERIOD}`);
    expect(tableOf(mine.json(), 'byMonth').rows).toEqual([
      { month: '2026-01', enquiries: 1, applications: 1, approved: 1, admissions: 2 },
      { month: '2026-02', enquiries: 1, applications: 1, approved: 0, admissions: 0 },
      { month: '2026-03', enquiries: 0, applications: 0, approved: 0, admissions: 1 },
    ]);
  });

  it('exam results: pass rate and grade spread by course and centre', async () => {
    const network = await get(head, `/api/dashboard/reports/results?${PERIOD}`);
    expect(network.statusCode).toBe(200);
    expect(tableOf(network.json(), 'byCourse').rows).toEqual([
      expect.objectContaining({
        results: 3,
        passed: 2,
        passRate: 6667,
        'grade:A': 1,
        'grade:B': 1,
        'grade:F': 1,
      }),
    ]);
    const byCentre = tableOf(network.json(), 'byCentre');
    expect(rowOf(byCentre, 'centre', labelA)).toMatchObject({
      results: 2,
      passed: 1,
      passRate: 5000,
    });
    expect(rowOf(byCentre, 'centre', labelB)).toMatchObject({
      results: 1,
      passed: 1,
      passRate: 10000,
    });
  });

  it('refuses another centre’s figures to centre staff, and strangers', async () => {
    const other = await get(staffA, `/api/dashboard/reports/fees?${PERIOD}&centreId=${centreB}`);
    expect(other.statusCode).toBe(403);
    const own = await get(staffA, `/api/dashboard/reports/fees?${PERIOD}&centreId=${centreA}`);
    expect(own.statusCode).toBe(200);
    const exported = await get(
      staffA,
      `/api/dashboard/reports/fees/export?${PERIOD}&centreId=${centreB}&format=xlsx`,
    );
    expect(exported.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/reports/fees?${PERIOD}`,
    });
    expect(anonymous.statusCode).toBe(401);
    const headOne = await get(head, `/api/dashboard/reports/wallet?${PERIOD}&centreId=${centreB}`);
    expect(tableOf(headOne.json(), 'byMonth').rows.map((row) => row.debits)).toEqual([0, 0, 10000]);
  });

  it('answers bad input with a message', async () => {
    const backwards = await get(head, '/api/dashboard/reports/fees?from=2026-03-01&to=2026-02-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('The start date must be on or before the end date');
    const impossible = await get(head, '/api/dashboard/reports/fees?from=2026-02-30&to=2026-03-01');
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().message).toBe('Please enter a valid date (YYYY-MM-DD)');
    const unknown = await get(head, `/api/dashboard/reports/salaries?${PERIOD}`);
    expect(unknown.statusCode).toBe(400);
    const missing = await get(head, `/api/dashboard/reports/fees?${PERIOD}&centreId=999999`);
    expect(missing.statusCode).toBe(404);
  });
});

describe('exports', () => {
  it('an Excel workbook with number and date cells, headed in Hindi on a Hindi page', async () => {
    const response = await get(
      head,
      `/api/dashboard/reports/fees/export?${PERIOD}&centreId=${centreA}&format=xlsx&lang=hi`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="fees-2026-01-01-2026-03-31-.*\.xlsx"/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'माह अनुसार',
      'आयु अनुसार बकाया (अंतिम दिन पर)',
    ]);
    const months = workbook.worksheets[0]!;
    expect(months.getCell('A1').value).toBe('एकत्रित शुल्क और बकाया');
    expect(months.getRow(4).values).toEqual([undefined, 'माह', 'एकत्रित शुल्क (₹)', 'रसीदें']);
    const february = months.getRow(6);
    expect(february.getCell(1).value).toEqual(new Date(Date.UTC(2026, 1, 1)));
    expect(february.getCell(1).numFmt).toBe('mmm yyyy');
    expect(february.getCell(2).value).toBe(500);
    expect(february.getCell(2).numFmt).toBe('#,##0.00');
    expect(february.getCell(3).value).toBe(1);
    const ageing = workbook.worksheets[1]!;
    expect(ageing.getRow(5).values).toEqual([undefined, labelA, 1000, 500, 800, 200, 2500]);
  });

  it('percentages as Excel percentages', async () => {
    const response = await get(head, `/api/dashboard/reports/results/export?${PERIOD}&format=xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('By course')!;
    expect(sheet.getRow(4).values).toEqual([
      undefined,
      'Course',
      'Results',
      'Passed',
      'Pass rate (%)',
      'Grade A',
      'Grade B',
      'Grade F',
    ]);
    const cell = sheet.getRow(5).getCell(4);
    expect(cell.value).toBe(0.6667);
    expect(cell.numFmt).toBe('0.00%');
  });

  it('CSV in rupees, with a BOM, in the page language', async () => {
    const response = await get(
      staffA,
      `/api/dashboard/reports/wallet/export?${PERIOD}&format=csv&lang=hi`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.slice(0, 5)).toEqual([
      'वॉलेट टॉप-अप और कटौती – माह अनुसार',
      'माह,टॉप-अप (₹),कटौती (₹)',
      '2026-01,1000.00,0.00',
      '2026-02,5000.00,300.00',
      '2026-03,0.00,0.00',
    ]);
  });
});

describe('charts', () => {
  it('a table drawn as SVG on the server, labelled in the page language', async () => {
    const response = await get(
      head,
      `/api/dashboard/reports/admissions/chart?${PERIOD}&table=byMonth&lang=hi&width=360&height=280`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.body).toMatch(/^<svg width="360" height="280"/);
    expect(response.body).toContain('प्रवेश');
    expect(response.body).toContain('2026-03');
    const unknown = await get(
      head,
      `/api/dashboard/reports/admissions/chart?${PERIOD}&table=nothing`,
    );
    expect(unknown.statusCode).toBe(404);
    const other = await get(
      staffA,
      `/api/dashboard/reports/admissions/chart?${PERIOD}&table=byMonth&centreId=${centreB}`,
    );
    expect(other.statusCode).toBe(403);
  });
});

describe('ranking of centres', () => {
  it('ranks the centres on each figure with the change from the period before', async () => {
    // February and March against December and January (whole months: the two months before).
    const response = await get(
      head,
      '/api/dashboard/reports/ranking?from=2026-02-01&to=2026-03-31',
    );
    expect(response.statusCode).toBe(200);
    const top = (key: string) => tableOf(response.json(), key).rows.slice(0, 2);
    expect(top('admissions')).toEqual([
      { rank: 1, centre: labelB, current: 2, previous: 0, change: 2 },
      { rank: 2, centre: labelA, current: 1, previous: 3, change: -2 },
    ]);
    expect(top('collected')).toEqual([
      { rank: 1, centre: labelB, current: 100000, previous: 0, change: 100000 },
      { rank: 2, centre: labelA, current: 50000, previous: 180000, change: -130000 },
    ]);
    expect(top('certificates')).toEqual([
      { rank: 1, centre: labelA, current: 1, previous: 0, change: 1 },
      expect.objectContaining({ rank: 2, current: 0 }),
    ]);
    expect(top('passRate')).toEqual([
      { rank: 1, centre: labelB, current: 10000, previous: null, change: null },
      { rank: 2, centre: labelA, current: 5000, previous: 10000, change: -5000 },
    ]);

    // A centre sees only its own row.
    const mine = await get(staffA, '/api/dashboard/reports/ranking?from=2026-02-01&to=2026-03-31');
    expect(tableOf(mine.json(), 'admissions').rows).toEqual([
      { rank: 1, centre: labelA, current: 1, previous: 3, change: -2 },
    ]);
  });

  it('the period before: whole months, or as many days', () => {
    expect(previousPeriod('2026-02-01', '2026-03-31')).toEqual({
      from: '2025-12-01',
      to: '2026-01-31',
    });
    expect(previousPeriod('2026-03-01', '2026-03-31')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(previousPeriod('2026-01-10', '2026-01-19')).toEqual({
      from: '2025-12-31',
      to: '2026-01-09',
    });
  });
});
