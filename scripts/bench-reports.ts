// The reports' budget (issue 40): every report on PostgreSQL with 100,000 students, 1,000,000 fee
// rows and 50 centres (BENCH_STUDENTS, BENCH_FEES, BENCH_CENTRES change the sizes), a twelve-month
// period, through the real app (app.inject: server time, no network). Prints figures; asserts only
// that each report answers. Needs TEST_DATABASE_URL. Attendance (decision 0084): 1,000 batches of
// 30 students marked on 300 days, 9,000,000 marks (BENCH_BATCHES, BENCH_BATCH_STUDENTS, BENCH_DAYS).
// Every report's queries (on the kept summaries, decision 0089) are printed with EXPLAIN ANALYZE.
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:reports
import { REPORT_KINDS } from '@institute/shared/reports';
import {
  CompiledQuery,
  createQueryId,
  sql,
  type KyselyPlugin,
  type RootOperationNode,
} from 'kysely';
import { createReportsRepository } from '../apps/server/src/modules/reports/reports.repository';
import { createCentre, createUser, signIn } from '../apps/server/test/helpers/factories';
import { createTestApp, TEST_ADMIN } from '../apps/server/test/helpers/test-app';
import { refreshReportSummaries } from '../apps/server/src/modules/reports/report-summaries';
import { stats, time } from './bench-timing';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 100_000);
const FEES = Number(process.env.BENCH_FEES ?? 1_000_000);
const CENTRES = Number(process.env.BENCH_CENTRES ?? 50);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const BATCHES = Number(process.env.BENCH_BATCHES ?? 1_000);
const BATCH_STUDENTS = Number(process.env.BENCH_BATCH_STUDENTS ?? 30);
const DAYS = Number(process.env.BENCH_DAYS ?? 300);

if (!process.env.TEST_DATABASE_URL) {
  console.error('Set TEST_DATABASE_URL to a PostgreSQL server.');
  process.exit(1);
}
process.env.TEST_DB = 'postgres';
// With a seed variable set the app starts from an empty database (no test run's template).
const t = await createTestApp({ ADMIN_EMAIL: TEST_ADMIN.email });
try {
  const centres: number[] = [];
  for (let i = 0; i < CENTRES; i++) centres.push(await createCentre(t.app));
  const ids = `array[${centres.join(',')}]`;
  const started = performance.now();
  // Students admitted over 2025 and 2026, one in fifty archived, one in five completed.
  await sql
    .raw(
      `insert into students (registration_number, centre_id, firstname, lastname, dob, state, course,
        course_option, contactno, admission_date, archived_at, completed_on, created_at, updated_at)
       select 'RB' || lpad(g::text, 10, '0'), (${ids})[1 + g % ${CENTRES}], 'Priya', 'Sharma',
        '2003-04-05', 'Bihar', case when g % 3 = 0 then '9' else '8' end, 'RV01001',
        '9876543210', to_char(date '2025-01-01' + (g % 700), 'YYYY-MM-DD'),
        case when g % 50 = 0 then '2026-06-01T00:00:00.000Z' end,
        case when g % 5 = 0 then to_char(date '2025-07-01' + (g % 500), 'YYYY-MM-DD') end,
        '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z'
       from generate_series(1, ${STUDENTS}) g`,
    )
    .execute(t.app.db);
  // One plan per student: three instalments of ₹1,000 a month apart from admission.
  await sql
    .raw(
      `insert into student_fee_plans (student_id, centre_id, course_code, total_paise, discount_paise,
        instalments, created_at, updated_at)
       select id, centre_id, course, 300000, 0,
        '[{"dueDate":"' || admission_date || '","amountPaise":100000},{"dueDate":"' ||
        to_char(admission_date::date + 30, 'YYYY-MM-DD') || '","amountPaise":100000},{"dueDate":"' ||
        to_char(admission_date::date + 60, 'YYYY-MM-DD') || '","amountPaise":100000}]',
        created_at, created_at
       from students where registration_number like 'RB%'`,
    )
    .execute(t.app.db);
  // Fee rows spread over the students, one in forty a reversal.
  await sql
    .raw(
      `insert into fee_payments (student_id, centre_id, kind, amount_paise, mode, reference, paid_on,
        receipt_number, created_at)
       select s.id, s.centre_id, case when g % 40 = 0 then 'reversal' else 'payment' end, 10000,
        'cash', 'R' || g, to_char(s.admission_date::date + (g % 90), 'YYYY-MM-DD'),
        case when g % 40 = 0 then null else 'RB-' || g end, '2025-01-01T00:00:00.000Z'
       from generate_series(1, ${FEES}) g
       join students s on s.registration_number = 'RB' || lpad((1 + g % ${STUDENTS})::text, 10, '0')`,
    )
    .execute(t.app.db);
  await sql
    .raw(
      `insert into exam_results (student_id, centre_id, source, source_id, title, obtained_marks,
        maximum_marks, percentage_bp, grade, passed, exam_date, recorded_at)
       select id, centre_id, 'offline', 1, 'Final', 60, 100, 6000,
        (array['A','B','C','F'])[1 + id % 4], case when id % 4 = 3 then 0 else 1 end,
        to_char(admission_date::date + 120, 'YYYY-MM-DD'), '2025-01-01T00:00:00.000Z'
       from students where registration_number like 'RB%'`,
    )
    .execute(t.app.db);
  // A certificate for each student completed (one in five), issued 30 days after completing.
  await sql
    .raw(
      `insert into certificate_requests (student_id, centre_id, kind, status, requested_at,
        updated_at)
       select id, centre_id, 'original', 'printed', '2025-01-01T00:00:00.000Z',
        '2025-01-01T00:00:00.000Z'
       from students where registration_number like 'RB%' and completed_on is not null`,
    )
    .execute(t.app.db);
  await sql
    .raw(
      `insert into certificates (number, request_id, student_id, centre_id, status, student_name,
        father_name, course_name, course_option, grade, percentage_bp, period_from, period_to,
        issue_date, centre_name, created_at, verification_code)
       select 'RVCB' || lpad(r.id::text, 9, '0'), r.id, s.id, s.centre_id, 'valid', 'Priya Sharma',
        'Suresh Sharma', 'Course', 'RV01001', 'A', 6000, s.admission_date, s.completed_on,
        to_char(s.completed_on::date + 30, 'YYYY-MM-DD'), 'Centre', '2025-01-01T00:00:00.000Z',
        'B' || lpad(r.id::text, 9, '0')
       from certificate_requests r join students s on s.id = r.student_id
       where s.registration_number like 'RB%'`,
    )
    .execute(t.app.db);
  await sql
    .raw(
      `insert into wallet_entries (centre_id, seq, kind, amount_paise, balance_after_paise, reason,
        created_at)
       select c, n, case when n % 10 = 0 then 'credit' else 'debit' end, 50000, 0, 'admission_fee',
        to_char(timestamp '2025-01-01' + (n * interval '7 hours'), 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"')
       from unnest(${ids}) c, generate_series(1, ${Math.round(STUDENTS / CENTRES)}) n`,
    )
    .execute(t.app.db);
  await sql
    .raw(
      `insert into enquiries (source, name, phone, message, status, centre_id, created_at, updated_at)
       select (array['contact','buy_now','check_out'])[1 + g % 3], 'Asha', '9876543210', 'Fees?',
        case when g % 4 = 0 then 'converted' else 'new' end, (${ids})[1 + g % ${CENTRES}],
        to_char(timestamp '2025-01-01' + (g * interval '31 minutes'), 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"'),
        '2025-01-01T00:00:00.000Z'
       from generate_series(1, ${Math.round(STUDENTS / 5)}) g`,
    )
    .execute(t.app.db);
  // Attendance: batches spread over the centres, each with its students marked on DAYS class days
  // from 2025-08-01 (one in ten absent, one in twenty late, one in fifty on leave).
  const seeding = performance.now();
  await sql
    .raw(
      `insert into batches (centre_id, name, course, start_date, end_date, weekdays, start_time,
        end_time, room, capacity, created_at, updated_at)
       select (${ids})[1 + b % ${CENTRES}], 'Batch ' || b, case when b % 3 = 0 then '9' else '8' end,
        '2025-08-01', '2026-12-31', 127, '09:00', '10:00', '1', ${BATCH_STUDENTS},
        '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z'
       from generate_series(1, ${BATCHES}) b`,
    )
    .execute(t.app.db);
  await sql
    .raw(
      `insert into attendance_days (batch_id, day, saved_at)
       select b.id, to_char(date '2025-08-01' + d, 'YYYY-MM-DD'), '2025-01-01T00:00:00.000Z'
       from batches b, generate_series(0, ${DAYS - 1}) d`,
    )
    .execute(t.app.db);
  await sql
    .raw(
      `insert into attendance_marks (batch_id, student_id, day, status, updated_at)
       select b.id, (select min(id) from students) + ((b.id * ${BATCH_STUDENTS} + k) % ${STUDENTS}),
        to_char(date '2025-08-01' + d, 'YYYY-MM-DD'),
        case when (k + d) % 10 = 0 then 'absent' when (k + d) % 20 = 1 then 'late'
          when (k + d) % 50 = 2 then 'leave' else 'present' end,
        '2025-01-01T00:00:00.000Z'
       from batches b, generate_series(0, ${DAYS - 1}) d, generate_series(0, ${BATCH_STUDENTS - 1}) k`,
    )
    .execute(t.app.db);
  console.log(
    `seeded ${BATCHES.toLocaleString()} batches, ${(BATCHES * BATCH_STUDENTS * DAYS).toLocaleString()} attendance marks in ${((performance.now() - seeding) / 1000).toFixed(0)} s`,
  );
  await sql.raw('vacuum analyze').execute(t.app.db);
  console.log(
    `seeded ${STUDENTS.toLocaleString()} students, ${FEES.toLocaleString()} fee rows, ${CENTRES} centres in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );

  // The kept summaries (decision 0076): built whole once, as the job's first run does, then
  // brought up to date after 1,000 new fee rows, as its runs every few minutes do.
  let began = performance.now();
  const full = await refreshReportSummaries(t.app.db);
  console.log(
    `summaries built whole (${full.students.toLocaleString()} plans, every batch day of attendance, the report counts) in ${((performance.now() - began) / 1000).toFixed(1)} s`,
  );
  await sql
    .raw(
      `insert into fee_payments (student_id, centre_id, kind, amount_paise, mode, reference, paid_on,
        receipt_number, created_at)
       select s.id, s.centre_id, 'payment', 10000, 'cash', 'N' || g, '2026-06-15', 'RN-' || g,
        '${new Date().toISOString()}'
       from generate_series(1, 1000) g
       join students s on s.registration_number = 'RB' || lpad((1 + g * 97 % ${STUDENTS})::text, 10, '0')`,
    )
    .execute(t.app.db);
  // A day's sheets saved again by every batch (as a busy morning does).
  await sql
    .raw(
      `update attendance_days set saved_at = '${new Date().toISOString()}'
       where day = to_char(date '2025-08-01' + ${DAYS - 1}, 'YYYY-MM-DD')`,
    )
    .execute(t.app.db);
  began = performance.now();
  const incremental = await refreshReportSummaries(t.app.db);
  console.log(
    `summaries brought up to date after 1,000 new fee rows and ${incremental.attendanceDays} batch days saved (${incremental.students} plans, ${incremental.days} days; counts: ${incremental.counts.students} students, ${incremental.counts.days} days) in ${(performance.now() - began).toFixed(0)} ms`,
  );
  await sql.raw('vacuum analyze').execute(t.app.db);

  const staffUser = await createUser(t.app, { role: 'centre_staff', centreId: centres[0] });
  const staff = {
    authorization: `Bearer ${(await signIn(t.app, '/api/admin/login', { email: staffUser.email, password: staffUser.password })).token}`,
  };
  const head = {
    authorization: `Bearer ${(await signIn(t.app, '/api/admin/login', TEST_ADMIN)).token}`,
  };
  const period = 'from=2025-07-01&to=2026-06-30';
  for (const report of REPORT_KINDS) {
    for (const [who, query, headers] of [
      ['head office, network', period, head],
      ['head office, one centre', `${period}&centreId=${centres[1]}`, head],
      ['centre staff', period, staff],
    ] as const) {
      const url = `/api/dashboard/reports/${report}?${query}`;
      await time(t.app, url, headers, 2);
      console.log(
        `${report.padEnd(11)} ${who.padEnd(24)} ${stats(await time(t.app, url, headers, RUNS))}`,
      );
    }
  }
  // Each report's queries and their plans on this data (decisions 0084, 0089).
  const nodes: RootOperationNode[] = [];
  const capture: KyselyPlugin = {
    transformQuery: ({ node }) => (nodes.push(node), node),
    transformResult: async ({ result }) => result,
  };
  const repository = createReportsRepository(t.app.db.withPlugin(capture));
  for (const scope of [
    { centreId: null, course: null },
    { centreId: centres[1]!, course: null },
  ]) {
    const named: [string, () => Promise<unknown>][] = [
      ['admissions', () => repository.admissions(scope, '2025-07-01', '2026-06-30')],
      ['rollsByMonth', () => repository.rollsByMonth(scope, '2026-06-30')],
      ['certificates', () => repository.certificates(scope, '2025-07-01', '2026-07-01')],
      ['wallet', () => repository.wallet(scope.centreId, '2025-07-01', '2026-06-30')],
      ['enquiries', () => repository.enquiries(scope.centreId, '2025-07-01', '2026-06-30')],
      ['applications', () => repository.applications(scope, '2025-07-01', '2026-06-30')],
      ['results, partial months', () => repository.results(scope, '2025-07-10', '2026-06-21')],
      [
        'admissionsByCourse',
        () => repository.admissionsByCourse(scope, '2025-07-01', '2026-06-30'),
      ],
      ['results', () => repository.results(scope, '2025-07-01', '2026-07-01')],
      ['attendance', () => repository.attendance(scope, '2025-07-01', '2026-06-30')],
    ];
    for (const [name, run] of named) {
      nodes.length = 0;
      await run();
      for (const node of [...nodes]) {
        const compiled = t.app.db.getExecutor().compileQuery(node, createQueryId());
        const plan = await t.app.db.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(
            `explain (analyze, costs off, timing off, summary on) ${compiled.sql}`,
            [...compiled.parameters],
          ),
        );
        console.log(`\nEXPLAIN ${name}, ${scope.centreId === null ? 'network' : 'one centre'}:`);
        for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);
      }
    }
  }

  const excel = `/api/dashboard/reports/fees/export?${period}&format=xlsx`;
  console.log(`fees export (xlsx), network      ${stats(await time(t.app, excel, head, 5))}`);
} finally {
  await t.close();
}
