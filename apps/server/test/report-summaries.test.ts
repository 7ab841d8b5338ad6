// The reports' kept summaries (issue 40 point 4, decision 0076): a full build and an incremental
// refresh give the figures the on-request rule gives (each plan's unpaid instalments for the
// payments made by the day), on SQLite and PostgreSQL; a report shows a write once the summaries
// are brought up to date, and says when that was.
import type { PlanInstalment } from '@institute/shared/accounts';
import { daysBetween } from '@institute/shared/dates';
import { REPORT_KINDS } from '@institute/shared/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unpaidInstalments } from '../src/modules/accounts/dues-reminders';
import { refreshReportSummaries } from '../src/modules/reports/report-summaries';
import { createReportsRepository } from '../src/modules/reports/reports.repository';
import { signInHeadOffice } from './helpers/actors';
import { createCentre, createStudent } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let head: Record<string, string>;
let centreA: number;
let centreB: number;
const students: { id: number; centreId: number }[] = [];
let receipt = 0;

async function payment(
  studentId: number,
  centreId: number,
  kind: 'payment' | 'reversal',
  amount: number,
  paidOn: string,
  createdAt = new Date().toISOString(),
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
      reference: `S${receipt}`,
      paid_on: paidOn,
      receipt_number: kind === 'payment' ? `RPT-S-${receipt}` : null,
      reverses_id: null,
      reason: kind === 'reversal' ? 'Entered twice' : null,
      created_at: createdAt,
      created_by: null,
    })
    .execute();
}

/** The rule the reports had before the summaries: every plan's dues computed on request. */
async function duesOnRequest(day: string, centreId: number | null, course: string | null) {
  const plans = await t.app.db
    .selectFrom('student_fee_plans as p')
    .innerJoin('students as s', 's.id', 'p.student_id')
    .select(['p.student_id', 'p.centre_id', 'p.total_paise', 'p.discount_paise', 'p.instalments'])
    .where('s.archived_at', 'is', null)
    .where('s.admission_date', '<=', day)
    .$if(centreId !== null, (qb) => qb.where('p.centre_id', '=', centreId!))
    .$if(course !== null, (qb) => qb.where('s.course', '=', course!))
    .execute();
  const ageing = new Map<number, [number, number, number, number]>();
  for (const plan of plans) {
    const rows = await t.app.db
      .selectFrom('fee_payments')
      .select(['kind', 'amount_paise'])
      .where('student_id', '=', plan.student_id)
      .where('paid_on', '<=', day)
      .execute();
    const paid = rows.reduce(
      (sum, row) => sum + (row.kind === 'payment' ? row.amount_paise : -row.amount_paise),
      0,
    );
    const buckets = ageing.get(plan.centre_id) ?? [0, 0, 0, 0];
    for (const instalment of unpaidInstalments(
      {
        totalPaise: plan.total_paise,
        discountPaise: plan.discount_paise,
        instalments: JSON.parse(plan.instalments) as PlanInstalment[],
      },
      paid,
    )) {
      if (instalment.dueDate > day) continue;
      const age = daysBetween(instalment.dueDate, day);
      buckets[age <= 30 ? 0 : age <= 60 ? 1 : age <= 90 ? 2 : 3] += instalment.remainingPaise;
    }
    ageing.set(plan.centre_id, buckets);
  }
  return ageing;
}

const DAYS = ['2025-12-31', '2026-01-15', '2026-02-10', '2026-03-31', '2026-05-20', '2026-09-30'];

async function expectSameAsOnRequest() {
  const repository = createReportsRepository(t.app.db);
  for (const day of DAYS) {
    for (const [centreId, course] of [
      [null, null],
      [centreA, null],
      [centreB, null],
      [null, '9'],
    ] as const) {
      const kept = await repository.duesAgeing({ centreId, course }, day);
      const expected = await duesOnRequest(day, centreId, course);
      const nonZero = (map: Map<number, number[]>) =>
        [...map].filter(([, b]) => b.some((v) => v !== 0)).sort(([a], [b]) => a - b);
      expect(nonZero(kept), `${day} ${centreId} ${course}`).toEqual(nonZero(expected));
    }
  }
}

const keptTables = async () => ({
  fees: (
    await t.app.db
      .selectFrom('report_fee_days')
      .selectAll()
      .orderBy('day')
      .orderBy('centre_id')
      .orderBy('course')
      .execute()
  ).map((row) => ({ ...row, paise: Number(row.paise), receipts: Number(row.receipts) })),
  byDue: (
    await t.app.db
      .selectFrom('report_dues_by_due')
      .selectAll()
      .orderBy('centre_id')
      .orderBy('course')
      .orderBy('due_date')
      .execute()
  ).map((row) => ({ ...row, paise: Number(row.paise) })),
});

beforeAll(async () => {
  t = await createTestApp();
  centreA = await createCentre(t.app);
  centreB = await createCentre(t.app);
  head = await signInHeadOffice(t.app);
  // Twelve students over three months, plans of one to four instalments (one with a discount,
  // one with two instalments on the same day), payments early, late, partial and reversed.
  for (let i = 0; i < 12; i++) {
    const centreId = i % 3 === 0 ? centreB : centreA;
    const admissionDate = `2026-0${1 + (i % 3)}-${String(5 + i).padStart(2, '0')}`;
    const { id } = await createStudent(t.app, { centreId, admissionDate, feePlan: false });
    await t.app.db
      .updateTable('students')
      .set({ course: i % 4 === 0 ? '9' : '8' })
      .where('id', '=', id)
      .execute();
    students.push({ id, centreId });
    const count = 1 + (i % 4);
    const due: PlanInstalment[] = [];
    for (let k = 0; k < count; k++) {
      const month = 1 + (i % 3) + k;
      due.push({ dueDate: `2026-${String(month).padStart(2, '0')}-10`, amountPaise: 40000 });
    }
    if (i === 5) due.push({ dueDate: due[0]!.dueDate, amountPaise: 15000 });
    await t.app.db
      .insertInto('student_fee_plans')
      .values({
        student_id: id,
        centre_id: centreId,
        course_code: '8',
        total_paise: due.reduce((sum, d) => sum + d.amountPaise, 0),
        discount_paise: i === 7 ? 30000 : 0,
        discount_reason: i === 7 ? 'Sibling' : null,
        instalments: JSON.stringify(due),
        created_at: '2026-01-01T00:00:00.000Z',
        created_by: null,
        updated_at: '2026-01-01T00:00:00.000Z',
        updated_by: null,
      })
      .execute();
    // A payment before admission (counted from the day of admission), then some over months.
    if (i % 5 === 0) await payment(id, centreId, 'payment', 10000, '2025-12-20');
    for (let k = 0; k < i % 4; k++)
      await payment(id, centreId, 'payment', 25000 + 5000 * k, `2026-0${2 + k + (i % 3)}-1${k}`);
    if (i % 6 === 1) await payment(id, centreId, 'reversal', 25000, `2026-0${3 + (i % 3)}-20`);
  }
});

afterAll(async () => {
  await t?.close();
});

describe('kept report summaries', () => {
  it('built whole: the dues of any day as the on-request rule gives them, by centre and course', async () => {
    const built = await refreshReportSummaries(t.app.db);
    expect(built.mode).toBe('full');
    await expectSameAsOnRequest();
  });

  it('brought up to date after writes: only what changed, equal to a build from scratch', async () => {
    // The clock moved on: the fixtures' writes are older than the overlap read again each time.
    const minutes = (m: number) => new Date(Date.now() + m * 60_000);
    const first = await refreshReportSummaries(t.app.db, { now: minutes(6) });
    expect(first.mode).toBe('incremental');
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/reports/fees?from=2026-01-01&to=2026-03-31&centreId=${centreA}`,
      headers: head,
    });
    const collected = (body: { tables: { key: string; rows: Record<string, unknown>[] }[] }) =>
      body.tables.find((table) => table.key === 'byMonth')!.rows.find((r) => r.month === '2026-03')!
        .collected as number;
    const marchBefore = collected(before.json());

    // A payment and a reversal, a plan changed, a student archived, one moved to course 9; and a
    // fee row stamped before the last refresh (written by a transaction that committed late).
    const [s1, s2, s3, s4] = students.filter((s) => s.centreId === centreA);
    await payment(s1!.id, centreA, 'payment', 70000, '2026-03-12');
    await payment(s2!.id, centreA, 'reversal', 5000, '2026-03-13');
    await payment(
      s3!.id,
      centreA,
      'payment',
      12000,
      '2026-03-14',
      new Date(Date.now() - 60_000).toISOString(),
    );
    const now = minutes(2).toISOString();
    await t.app.db
      .updateTable('student_fee_plans')
      .set({
        instalments: JSON.stringify([{ dueDate: '2026-02-01', amountPaise: 200000 }]),
        total_paise: 200000,
        updated_at: now,
      })
      .where('student_id', '=', s3!.id)
      .execute();
    await t.app.db
      .updateTable('students')
      .set({ archived_at: now, updated_at: now })
      .where('id', '=', s4!.id)
      .execute();
    await t.app.db
      .updateTable('students')
      .set({ course: '9', updated_at: now })
      .where('id', '=', s1!.id)
      .execute();

    // Not shown until the summaries are brought up to date.
    const stale = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/reports/fees?from=2026-01-01&to=2026-03-31&centreId=${centreA}`,
      headers: head,
    });
    expect(collected(stale.json())).toBe(marchBefore);

    const refreshed = await refreshReportSummaries(t.app.db, { now: minutes(7) });
    expect(refreshed).toMatchObject({ mode: 'incremental', students: 4 });
    expect(refreshed.days).toBeLessThan(10);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/reports/fees?from=2026-01-01&to=2026-03-31&centreId=${centreA}`,
      headers: head,
    });
    expect(collected(after.json())).toBe(marchBefore + 70000 - 5000 + 12000);
    expect(after.json().summariesAt).toBe(refreshed.refreshedAt);
    const course9 = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/reports/fees?from=2026-03-12&to=2026-03-12&course=9`,
      headers: head,
    });
    expect(collected(course9.json())).toBe(70000);
    await expectSameAsOnRequest();

    const incremental = await keptTables();
    const rebuilt = await refreshReportSummaries(t.app.db, { full: true });
    expect(rebuilt.mode).toBe('full');
    expect(await keptTables()).toEqual(incremental);
  });

  it('refreshes run at once add each change once (one at a time, the state row locked)', async () => {
    const [s1] = students;
    await payment(s1!.id, s1!.centreId, 'payment', 33000, '2026-03-20');
    const later = new Date(Date.now() + 9 * 60_000);
    const runs = await Promise.all(
      Array.from({ length: 5 }, () => refreshReportSummaries(t.app.db, { now: later })),
    );
    expect(runs.every((run) => run.mode === 'incremental')).toBe(true);
    const concurrent = await keptTables();
    await refreshReportSummaries(t.app.db, { full: true, now: later });
    expect(await keptTables()).toEqual(concurrent);
    await expectSameAsOnRequest();
  });

  it('after most students changed (a network imported), built whole instead of one by one (decision 0101)', async () => {
    const minutes = (m: number) => new Date(Date.now() + m * 60_000);
    // Settled first; the next run reads what changed after 15 minutes from now (the overlap).
    await refreshReportSummaries(t.app.db, { now: minutes(20) });
    const [s1, s2] = students;
    await t.app.db
      .updateTable('students')
      .set({ updated_at: minutes(16).toISOString() })
      .execute();
    await t.app.db.updateTable('students').set({ course: '9' }).where('id', '=', s2!.id).execute();
    await payment(s1!.id, s1!.centreId, 'payment', 41000, '2026-03-21');
    const whole = await refreshReportSummaries(t.app.db, { now: minutes(22), wholeBuildFrom: 3 });
    expect(whole.mode).toBe('full');
    expect(whole.counts.full).toBe(true);
    await expectSameAsOnRequest();

    // One student of many changed: counted one by one, even with the least number at one.
    await t.app.db
      .updateTable('students')
      .set({ updated_at: minutes(18).toISOString() })
      .where('id', '=', s1!.id)
      .execute();
    const one = await refreshReportSummaries(t.app.db, { now: minutes(23), wholeBuildFrom: 1 });
    expect(one).toMatchObject({ mode: 'incremental', students: 1 });
    // Many changed, but fewer than the least number: one by one too.
    await t.app.db
      .updateTable('students')
      .set({ updated_at: minutes(19).toISOString() })
      .execute();
    const below = await refreshReportSummaries(t.app.db, { now: minutes(24) });
    expect(below.mode).toBe('incremental');
    await expectSameAsOnRequest();
  });

  it('every report reads kept summaries and says when they were kept (decision 0089)', async () => {
    for (const kind of REPORT_KINDS) {
      const report = await t.app.inject({
        method: 'GET',
        url: `/api/dashboard/reports/${kind}?from=2026-01-01&to=2026-03-31`,
        headers: head,
      });
      expect(report.json().summariesAt, kind).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
  });
});

describe('before the first build', () => {
  it('a report that reads the summaries builds them and waits, on a new server', async () => {
    const fresh = await createTestApp();
    try {
      const centreId = await createCentre(fresh.app);
      const { id } = await createStudent(fresh.app, {
        centreId,
        admissionDate: '2026-01-05',
        feePlan: false,
      });
      await fresh.app.db
        .insertInto('student_fee_plans')
        .values({
          student_id: id,
          centre_id: centreId,
          course_code: '8',
          total_paise: 90000,
          discount_paise: 0,
          discount_reason: null,
          instalments: JSON.stringify([{ dueDate: '2026-01-05', amountPaise: 90000 }]),
          created_at: '2026-01-01T00:00:00.000Z',
          created_by: null,
          updated_at: '2026-01-01T00:00:00.000Z',
          updated_by: null,
        })
        .execute();
      const response = await fresh.app.inject({
        method: 'GET',
        url: `/api/dashboard/reports/fees?from=2026-01-01&to=2026-03-31&centreId=${centreId}`,
        headers: await signInHeadOffice(fresh.app),
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.summariesAt).toMatch(/^\d{4}-\d\d-\d\dT/);
      const ageing = body.tables.find((table: { key: string }) => table.key === 'duesAgeing');
      // Due on 5 January, unpaid on 31 March: 85 days old.
      expect(ageing.rows[0]).toMatchObject({ due0: 0, due31: 0, due61: 90000, dueTotal: 90000 });
    } finally {
      await fresh.close();
    }
  });
});
