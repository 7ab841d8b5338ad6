// The reports' budget (issue 40): every report on PostgreSQL with 100,000 students, 1,000,000 fee
// rows and 50 centres (BENCH_STUDENTS, BENCH_FEES, BENCH_CENTRES change the sizes), a twelve-month
// period, through the real app (app.inject: server time, no network). Prints figures; asserts only
// that each report answers. Needs TEST_DATABASE_URL.
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:reports
import { REPORT_KINDS } from '@institute/shared/reports';
import { sql } from 'kysely';
import { createCentre, createUser, signIn } from '../apps/server/test/helpers/factories';
import { createTestApp, TEST_ADMIN } from '../apps/server/test/helpers/test-app';
import { refreshReportSummaries } from '../apps/server/src/modules/reports/report-summaries';
import { stats, time } from './bench-timing';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 100_000);
const FEES = Number(process.env.BENCH_FEES ?? 1_000_000);
const CENTRES = Number(process.env.BENCH_CENTRES ?? 50);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);

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
  await sql.raw('vacuum analyze').execute(t.app.db);
  console.log(
    `seeded ${STUDENTS.toLocaleString()} students, ${FEES.toLocaleString()} fee rows, ${CENTRES} centres in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );

  // The kept summaries (decision 0076): built whole once, as the job's first run does, then
  // brought up to date after 1,000 new fee rows, as its runs every few minutes do.
  let began = performance.now();
  const full = await refreshReportSummaries(t.app.db);
  console.log(
    `summaries built whole (${full.students.toLocaleString()} plans) in ${((performance.now() - began) / 1000).toFixed(1)} s`,
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
  began = performance.now();
  const incremental = await refreshReportSummaries(t.app.db);
  console.log(
    `summaries brought up to date after 1,000 new fee rows (${incremental.students} plans, ${incremental.days} days) in ${(performance.now() - began).toFixed(0)} ms`,
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
  const excel = `/api/dashboard/reports/fees/export?${period}&format=xlsx`;
  console.log(`fees export (xlsx), network      ${stats(await time(t.app, excel, head, 5))}`);
} finally {
  await t.close();
}
