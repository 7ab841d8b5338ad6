// The reports' kept counts (issue 40 point 4, decision 0089): admissions, students on the rolls,
// certificates, exam results, wallet, enquiries and applications read from report_count_days and
// report_count_months give what the queries over the rows gave before (kept below as the rule),
// for whole and partial months, every centre, one centre and one course, on SQLite and
// PostgreSQL; an incremental refresh after changes of every kind equals a build from scratch.
import { addDays } from '@institute/shared/dates';
import { instituteInstant } from '@institute/shared/institute-time';
import { monthsBetween } from '@institute/shared/reports';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshReportSummaries } from '../src/modules/reports/report-summaries';
import {
  createReportsRepository,
  type ReportScope,
} from '../src/modules/reports/reports.repository';
import { removeResult } from '../src/modules/grading/results';
import { signInHeadOffice } from './helpers/actors';
import { createCentre, createStudent, createUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let centreA: number;
let centreB: number;

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
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', id)
    .execute();
  return id;
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
  course = '8',
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
      course,
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
  sourceId = 1,
) {
  await t.app.db
    .insertInto('exam_results')
    .values({
      student_id: studentId,
      centre_id: centreId,
      source: 'offline',
      source_id: sourceId,
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

let certificates = 0;
async function certificate(
  studentId: number,
  centreId: number,
  issueDate: string,
  createdAt = `${issueDate}T05:00:00.000Z`,
) {
  certificates++;
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
      number: `RVC2026${String(certificates).padStart(6, '0')}`,
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
      created_at: createdAt,
      verification_code: `V${String(certificates).padStart(9, '0')}`,
    })
    .execute();
}

// The rule before the kept counts (decision 0065's queries over the rows), kept here to compare.

/** The instant (ISO, UTC) the institute's day begins (its time zone's midnight). */
const dayStart = (day: string): string => instituteInstant(`${day}T00:00`);
const month = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 7)`;

function onRequest(scope: ReportScope, from: string, to: string) {
  const db = t.app.db;
  const months = monthsBetween(from, to).map((m, i) => ({
    month: m,
    start: dayStart(i === 0 ? from : `${m}-01`),
  }));
  const end = dayStart(addDays(to, 1));
  const monthOf = (column: string) =>
    sql<string>`case ${sql.join(
      [...months]
        .reverse()
        .map(({ month: m, start }) => sql`when ${sql.ref(column)} >= ${start} then ${m}`),
      sql` `,
    )} end`;
  const centre = scope.centreId;
  const course = scope.course;
  return Promise.all([
    db
      .selectFrom('students')
      .select([month('admission_date').as('month'), 'centre_id', sql<number>`count(*)`.as('n')])
      .where('admission_date', '>=', from)
      .where('admission_date', '<=', to)
      .$if(centre !== null, (qb) => qb.where('centre_id', '=', centre!))
      .$if(course !== null, (qb) => qb.where('course', '=', course!))
      .groupBy([month('admission_date'), 'centre_id'])
      .execute(),
    db
      .selectFrom('students')
      .select([month('admission_date').as('month'), sql<number>`count(*)`.as('n')])
      .where('archived_at', 'is', null)
      .where('admission_date', '<=', to)
      .$if(centre !== null, (qb) => qb.where('centre_id', '=', centre!))
      .$if(course !== null, (qb) => qb.where('course', '=', course!))
      .groupBy(month('admission_date'))
      .execute(),
    db
      .selectFrom('students')
      .select([month('completed_on').as('month'), sql<number>`count(*)`.as('n')])
      .where('archived_at', 'is', null)
      .where('completed_on', '<=', to)
      .$if(centre !== null, (qb) => qb.where('centre_id', '=', centre!))
      .$if(course !== null, (qb) => qb.where('course', '=', course!))
      .groupBy(month('completed_on'))
      .execute(),
    db
      .selectFrom('certificates')
      .select([month('issue_date').as('month'), 'centre_id', sql<number>`count(*)`.as('n')])
      .where('issue_date', '>=', from)
      .where('issue_date', '<', addDays(to, 1))
      .$if(centre !== null, (qb) => qb.where('centre_id', '=', centre!))
      .$if(course !== null, (qb) =>
        qb.where(
          'student_id',
          'in',
          db.selectFrom('students').select('id').where('course', '=', course!),
        ),
      )
      .groupBy([month('issue_date'), 'centre_id'])
      .execute(),
    db
      .selectFrom('exam_results as r')
      .innerJoin('students as s', 's.id', 'r.student_id')
      .select(['s.course', 'r.centre_id', 'r.grade', 'r.passed', sql<number>`count(*)`.as('n')])
      .where('r.exam_date', '>=', from)
      .where('r.exam_date', '<', addDays(to, 1))
      .$if(centre !== null, (qb) => qb.where('r.centre_id', '=', centre!))
      .$if(course !== null, (qb) => qb.where('s.course', '=', course!))
      .groupBy(['s.course', 'r.centre_id', 'r.grade', 'r.passed'])
      .execute(),
    db
      .selectFrom('wallet_entries')
      .select([
        monthOf('created_at').as('month'),
        'centre_id',
        'kind',
        sql<number>`sum(amount_paise)`.as('n'),
      ])
      .where('created_at', '>=', months[0]!.start)
      .where('created_at', '<', end)
      .$if(centre !== null, (qb) => qb.where('centre_id', '=', centre!))
      .groupBy([sql`1`, 'centre_id', 'kind'])
      .execute(),
    db
      .selectFrom('enquiries')
      .select([
        monthOf('created_at').as('month'),
        'source',
        'status',
        sql<number>`count(*)`.as('n'),
      ])
      .where('created_at', '>=', months[0]!.start)
      .where('created_at', '<', end)
      .$if(centre !== null, (qb) => qb.where('centre_id', '=', centre!))
      .groupBy([sql`1`, 'source', 'status'])
      .execute(),
    db
      .selectFrom('applications')
      .select([
        monthOf('submitted_at').as('month'),
        'course',
        'status',
        sql<number>`count(*)`.as('n'),
      ])
      .where('submitted_at', '>=', months[0]!.start)
      .where('submitted_at', '<', end)
      .$if(centre !== null, (qb) => qb.where('centre_id', '=', centre!))
      .$if(course !== null, (qb) => qb.where('course', '=', course!))
      .groupBy([sql`1`, 'course', 'status'])
      .execute(),
    db
      .selectFrom('students')
      .select(['course', sql<number>`count(*)`.as('n')])
      .where('admission_date', '>=', from)
      .where('admission_date', '<=', to)
      .$if(centre !== null, (qb) => qb.where('centre_id', '=', centre!))
      .$if(course !== null, (qb) => qb.where('course', '=', course!))
      .groupBy('course')
      .execute(),
  ]);
}

/** Rows summed by their other fields, zero sums dropped, in a stable order. */
function tally(rows: Record<string, unknown>[]): string[] {
  const sums = new Map<string, number>();
  for (const row of rows) {
    const { n, ...key } = row;
    const text = JSON.stringify(
      Object.fromEntries(
        Object.entries(key)
          .map(([k, v]) => [k, String(v)])
          .sort(),
      ),
    );
    sums.set(text, (sums.get(text) ?? 0) + Number(n));
  }
  return [...sums]
    .filter(([, n]) => n !== 0)
    .map(([key, n]) => `${key} ${n}`)
    .sort();
}

const PERIODS: [string, string][] = [
  ['2026-01-01', '2026-03-31'],
  ['2026-01-15', '2026-03-10'],
  ['2026-02-03', '2026-02-20'],
  ['2025-12-20', '2026-04-05'],
  ['2026-01-01', '2026-12-31'],
];

async function expectSameAsRows() {
  const repository = createReportsRepository(t.app.db);
  for (const [from, to] of PERIODS) {
    for (const scope of [
      { centreId: null, course: null },
      { centreId: centreA, course: null },
      { centreId: centreB, course: null },
      { centreId: null, course: '9' },
      { centreId: centreA, course: '8' },
    ]) {
      const label = `${from}..${to} centre ${scope.centreId} course ${scope.course}`;
      const [adm, rollsIn, rollsOut, certs, results, wallet, enquiries, applications, byCourse] =
        await onRequest(scope, from, to);
      const rolls = await repository.rollsByMonth(scope, to);
      const kept = {
        admissions: tally(await repository.admissions(scope, from, to)),
        rollsIn: tally(rolls.admitted),
        rollsOut: tally(rolls.completed),
        certificates: tally(await repository.certificates(scope, from, addDays(to, 1))),
        results: tally(
          (await repository.results(scope, from, addDays(to, 1))).map((r) => ({
            ...r,
            passed: r.passed ? 1 : 0,
          })),
        ),
        wallet: tally(
          (await repository.wallet(scope.centreId, from, to)).map(({ paise, ...r }) => ({
            ...r,
            n: paise,
          })),
        ),
        enquiries: tally(await repository.enquiries(scope.centreId, from, to)),
        applications: tally(await repository.applications(scope, from, to)),
        byCourse: tally(await repository.admissionsByCourse(scope, from, to)),
      };
      const rename = <T extends Record<string, unknown>>(rows: T[]) =>
        rows.map(({ centre_id, ...row }) =>
          centre_id === undefined ? row : { ...row, centreId: centre_id },
        );
      expect(kept, label).toEqual({
        admissions: tally(rename(adm)),
        rollsIn: tally(rollsIn),
        rollsOut: tally(rollsOut),
        certificates: tally(rename(certs)),
        results: tally(rename(results).map(({ grade, ...r }) => ({ ...r, grade }))),
        wallet: tally(rename(wallet)),
        enquiries: tally(enquiries),
        applications: tally(applications),
        byCourse: tally(byCourse),
      });
      // Something to compare in the main period.
      if (from === '2026-01-01' && to === '2026-03-31' && scope.centreId === null && !scope.course)
        expect(kept.admissions.length * kept.results.length * kept.wallet.length).toBeGreaterThan(
          0,
        );
    }
  }
}

const keptCounts = async () => ({
  days: (
    await t.app.db
      .selectFrom('report_count_days')
      .selectAll()
      .where('n', '<>', 0)
      .orderBy('kind')
      .orderBy('day')
      .orderBy('centre_id')
      .orderBy('course')
      .orderBy('detail')
      .execute()
  ).map((row) => ({ ...row, n: Number(row.n) })),
  months: (
    await t.app.db
      .selectFrom('report_count_months')
      .selectAll()
      .where('n', '<>', 0)
      .orderBy('kind')
      .orderBy('month')
      .orderBy('centre_id')
      .orderBy('course')
      .orderBy('detail')
      .execute()
  ).map((row) => ({ ...row, n: Number(row.n) })),
});

const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  centreA = await createCentre(t.app);
  centreB = await createCentre(t.app);
  ids.s0 = await student(centreA, '2025-12-01');
  ids.s1 = await student(centreA, '2026-01-10');
  ids.s2 = await student(centreA, '2026-01-20', { completedOn: '2026-02-15' });
  ids.s3 = await student(centreA, '2026-03-05', { course: '9' });
  ids.s4 = await student(centreA, '2026-03-31', { course: '9', completedOn: '2026-04-02' });
  ids.b1 = await student(centreB, '2026-02-02');
  ids.b2 = await student(centreB, '2026-02-03', { archived: true });
  ids.b3 = await student(centreB, '2026-02-28', { course: '9', completedOn: '2026-03-15' });
  await result(ids.s1!, centreA, 'A', true, '2026-02-10');
  await result(ids.s2!, centreA, 'B', true, '2026-02-10');
  await result(ids.s3!, centreA, 'F', false, '2026-03-31');
  await result(ids.b1!, centreB, 'C', true, '2026-01-15');
  await result(ids.b3!, centreB, 'F', false, '2026-04-01');
  await result(ids.b3!, centreB, 'B', true, '2026-03-01', 2);
  await certificate(ids.s2!, centreA, '2026-02-16');
  await certificate(ids.b3!, centreB, '2026-03-16');
  await certificate(ids.s1!, centreA, '2026-01-01');
  // Wallet and enquiries by the institute's date: 19:00 UTC on 31 January is 1 February in India.
  await walletEntry(centreA, 'credit', 500000, '2026-01-05T10:00:00.000Z');
  await walletEntry(centreA, 'debit', 120000, '2026-01-31T19:00:00.000Z');
  await walletEntry(centreB, 'debit', 80000, '2026-03-31T18:29:00.000Z');
  await walletEntry(centreB, 'debit', 70000, '2026-03-31T18:31:00.000Z');
  await enquiry(centreA, 'contact', 'new', '2026-01-14T20:00:00.000Z');
  await enquiry(centreA, 'buy_now', 'converted', '2026-02-03T04:00:00.000Z');
  await enquiry(null, 'check_out', 'new', '2026-03-10T04:00:00.000Z');
  await enquiry(centreB, 'contact', 'new', '2026-02-20T18:40:00.000Z');
  await application(centreA, 'submitted', '2026-01-09T19:00:00.000Z');
  await application(centreA, 'approved', '2026-02-14T04:00:00.000Z', '9');
  await application(centreB, 'rejected', '2026-03-31T20:00:00.000Z');
  await refreshReportSummaries(t.app.db, { full: true });
});

afterAll(async () => {
  await t.close();
});

describe('kept report counts (decision 0089)', () => {
  it('built whole: every count as the queries over the rows give it, by period, centre and course', async () => {
    await expectSameAsRows();
  });

  it('brought up to date after changes of every kind: as the rows give it, equal to a build from scratch', async () => {
    const now = new Date().toISOString();
    const db = t.app.db;
    // Students: a course changed, one archived, one completed, an admission day moved, a new one.
    await db
      .updateTable('students')
      .set({ course: '9', updated_at: now })
      .where('id', '=', ids.s1!)
      .execute();
    await db
      .updateTable('students')
      .set({ archived_at: now, updated_at: now })
      .where('id', '=', ids.b1!)
      .execute();
    await db
      .updateTable('students')
      .set({ completed_on: '2026-03-20', updated_at: now })
      .where('id', '=', ids.s3!)
      .execute();
    await db
      .updateTable('students')
      .set({ admission_date: '2026-02-25', updated_at: now })
      .where('id', '=', ids.s0!)
      .execute();
    await student(centreB, '2026-03-03', { course: '9' });
    // Results: one marked again (new grade, failed), one new; a certificate issued.
    await db
      .updateTable('exam_results')
      .set({ grade: 'F', passed: 0, recorded_at: now })
      .where('student_id', '=', ids.s2!)
      .execute();
    await result(ids.b1!, centreB, 'A', true, '2026-03-05', 3);
    await db
      .updateTable('exam_results')
      .set({ recorded_at: now })
      .where('student_id', '=', ids.b1!)
      .where('source_id', '=', 3)
      .execute();
    await certificate(ids.s4!, centreA, '2026-03-02', now);
    // Wallet entries written now; an enquiry converted; an application resubmitted elsewhere.
    await walletEntry(centreA, 'credit', 10000, now);
    await walletEntry(centreB, 'debit', 20000, now);
    await db
      .updateTable('enquiries')
      .set({ status: 'converted', updated_at: now })
      .where('source', '=', 'contact')
      .where('centre_id', '=', centreA)
      .execute();
    await db
      .updateTable('applications')
      .set({ submitted_at: now, updated_at: now, centre_id: centreB, status: 'submitted' })
      .where('centre_id', '=', centreA)
      .where('status', '=', 'approved')
      .execute();

    const later = new Date(Date.now() + 9 * 60_000);
    const run = await refreshReportSummaries(db, { now: later });
    expect(run.counts.full).toBe(false);
    expect(run.counts.students).toBeGreaterThanOrEqual(5);
    await expectSameAsRows();
    const incremental = await keptCounts();
    await refreshReportSummaries(db, { full: true, now: later });
    expect(await keptCounts()).toEqual(incremental);
  });

  it('results regraded and removed (no new recorded_at) are counted again at the next run, not a day on', async () => {
    const db = t.app.db;
    const head = await signInHeadOffice(t.app);
    // A stricter scale, every result graded again through the API: grades and pass/fail change.
    const scale = await t.app.inject({
      method: 'PUT',
      url: '/api/dashboard/grading-scale',
      headers: head,
      payload: {
        bands: [
          { grade: 'A+', minPercent: 95 },
          { grade: 'D', minPercent: 85 },
        ],
        failGrade: 'E',
      },
    });
    expect(scale.statusCode, scale.body).toBe(200);
    const regraded = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/grading-scale/regrade',
      headers: head,
    });
    expect(regraded.json().changed).toBeGreaterThan(0);
    // A result removed (marked absent after all).
    await removeResult(db, { studentId: ids.s3!, source: 'offline', sourceId: 1 });
    const soon = new Date(Date.now() + 20 * 60_000);
    const run = await refreshReportSummaries(db, { now: soon });
    expect(run.counts.full).toBe(false);
    await expectSameAsRows();
    expect(await db.selectFrom('exam_result_changed_days').selectAll().execute()).toEqual([]);
  });
});
