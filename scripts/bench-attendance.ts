// npm run bench:attendance — attendance at network size (issue 35 point 7, decision 0089): on
// PostgreSQL (TEST_DATABASE_URL; a new database, dropped at the end unless BENCH_KEEP=1), the
// built server (apps/server/dist/main.js, built when missing) makes its schema, then the database
// itself writes BENCH_BATCHES batches (default 1,000) of BENCH_BATCH_STUDENTS students (30), each
// enrolled, marked on BENCH_DAYS class days (300) from 2025-08-01: 9,000,000 marks, written day
// after day as a network marks them (one in ten absent, one in twenty late, one in fifty on leave).
// Then, over HTTP as head office, one request at a time (BENCH_RUNS each, default 200; PDFs 50):
// a batch's sheet of a day, a student's percentage, a batch's page of percentages, the monthly
// register PDF, and the attendance report (network and one centre, twelve months) from the kept
// summaries (built whole first, as the job's first run does). Prints p50/p99, the load average,
// and EXPLAIN ANALYZE of the queries behind the sheet and the percentages. Asserts nothing;
// exits 1 if a request fails. Budget of the issue: sheet and percentage under 50 ms, PDF 500 ms.
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:attendance
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { addDays } from '@institute/shared/dates';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from '../apps/server/src/db/schema';
import { refreshReportSummaries } from '../apps/server/src/modules/reports/report-summaries';
import { startNodeFlags } from './start-flags.mjs';

const root = path.resolve(path.join(import.meta.dirname, '..'));
const BATCHES = Number(process.env.BENCH_BATCHES ?? 1_000);
const PER_BATCH = Number(process.env.BENCH_BATCH_STUDENTS ?? 30);
const DAYS = Number(process.env.BENCH_DAYS ?? 300);
const CENTRES = Number(process.env.BENCH_CENTRES ?? 50);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const PDF_RUNS = Number(process.env.BENCH_PDF_RUNS ?? 50);
const ADMIN = { email: 'bench.head@example.com', password: 'bench admin password' };
const FIRST_DAY = '2025-08-01';

if (!process.env.TEST_DATABASE_URL) {
  console.error('Set TEST_DATABASE_URL to a PostgreSQL server.');
  process.exit(1);
}
if (!fs.existsSync(path.join(root, 'apps/server/dist/main.js'))) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(', ');
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

const name = `bench_attendance_${process.pid}`;
const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
await admin.connect();
await admin.query(`create database ${name}`);
await admin.end();
const url = new URL(process.env.TEST_DATABASE_URL);
url.pathname = `/${name}`;
const databaseUrl = url.href;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-attendance-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;

let server: ChildProcess | null = null;
const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
let failed = false;
try {
  server = spawn(
    process.execPath,
    [...startNodeFlags(root), path.join(root, 'apps/server/dist/main.js')],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ADMIN_PASSWORD_CHANGE: 'false',
        DATABASE_URL: databaseUrl,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (tries > 2400) throw new Error('the server did not start');
    await sleep(50);
  }

  const q = (text: string) => pool.query(text);
  const now = new Date().toISOString();
  let began = performance.now();
  console.log(`load average at the start: ${load()}`);
  await q(
    `insert into centres (code, name, address, phone, email, status, created_at, updated_at)
     select 'BA' || lpad(c::text, 3, '0'), 'Bench centre ' || c, 'Main Road, Patna', '9000000000',
       null, 'active', '${now}', '${now}'
     from generate_series(1, ${CENTRES}) c`,
  );
  await q(
    `insert into batches (centre_id, name, course, start_date, end_date, weekdays, start_time,
       end_time, room, capacity, created_at, updated_at)
     select (select min(id) from centres) + b % ${CENTRES}, 'Batch ' || b,
       case when b % 3 = 0 then '9' else '8' end, '${FIRST_DAY}', '2026-12-31', 127, '09:00',
       '10:00', '1', ${PER_BATCH}, '${now}', '${now}'
     from generate_series(0, ${BATCHES - 1}) b`,
  );
  // Student k of batch b: RA + 8 digits, at the batch's centre and course, enrolled in it.
  await q(
    `insert into students (registration_number, centre_id, firstname, lastname, dob, state, course,
       course_option, contactno, admission_date, created_at, updated_at)
     select 'RA' || lpad((b.n * ${PER_BATCH} + k)::text, 8, '0'), b.centre_id, 'Priya', 'Sharma',
       '2003-04-05', 'Bihar', b.course, case when b.course = '8' then 'RV01001' end, '9876543210',
       '2025-07-15', '${now}', '${now}'
     from (select id, centre_id, course, row_number() over (order by id) - 1 as n from batches) b,
       generate_series(0, ${PER_BATCH - 1}) k`,
  );
  await q(
    `insert into batch_enrolments (batch_id, student_id, enrolled_at)
     select b.id, s.id, '2025-07-20T04:30:00.000Z'
     from (select id, row_number() over (order by id) - 1 as n from batches) b
     join students s on s.registration_number between 'RA' || lpad((b.n * ${PER_BATCH})::text, 8, '0')
       and 'RA' || lpad((b.n * ${PER_BATCH} + ${PER_BATCH - 1})::text, 8, '0')`,
  );
  console.log(
    `seeded ${CENTRES} centres, ${BATCHES.toLocaleString()} batches, ${(BATCHES * PER_BATCH).toLocaleString()} students enrolled in ${((performance.now() - began) / 1000).toFixed(0)} s`,
  );
  // The marks, a stretch of days at a time in day order (as a network writes them).
  began = performance.now();
  const STRETCH = 25;
  for (let from = 0; from < DAYS; from += STRETCH) {
    const to = Math.min(DAYS, from + STRETCH) - 1;
    await q(
      `insert into attendance_days (batch_id, day, saved_at)
       select b.id, to_char(date '${FIRST_DAY}' + d, 'YYYY-MM-DD'),
         to_char(date '${FIRST_DAY}' + d, 'YYYY-MM-DD') || 'T05:00:00.000Z'
       from generate_series(${from}, ${to}) d, batches b order by d, b.id`,
    );
    await q(
      `insert into attendance_marks (batch_id, student_id, day, status, updated_at)
       select e.batch_id, e.student_id, to_char(date '${FIRST_DAY}' + d, 'YYYY-MM-DD'),
         case when (e.student_id + d) % 10 = 0 then 'absent' when (e.student_id + d) % 20 = 1 then 'late'
           when (e.student_id + d) % 50 = 2 then 'leave' else 'present' end,
         to_char(date '${FIRST_DAY}' + d, 'YYYY-MM-DD') || 'T05:00:00.000Z'
       from generate_series(${from}, ${to}) d, batch_enrolments e order by d, e.batch_id`,
    );
    console.log(
      `  days ${from + 1}-${to + 1}: ${((performance.now() - began) / 1000).toFixed(0)} s, load ${load()}`,
    );
  }
  const marks = Number((await q('select count(*) as n from attendance_marks')).rows[0].n);
  console.log(
    `seeded ${marks.toLocaleString()} attendance marks in ${((performance.now() - began) / 1000).toFixed(0)} s`,
  );
  began = performance.now();
  await q('vacuum analyze');
  console.log(`vacuum analyze: ${((performance.now() - began) / 1000).toFixed(0)} s`);
  began = performance.now();
  await refreshReportSummaries(db, { full: true });
  console.log(`report summaries built whole: ${((performance.now() - began) / 1000).toFixed(1)} s`);

  const signIn = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const headers = { authorization: `Bearer ${((await signIn.json()) as { token: string }).token}` };

  const batchIds = (await q('select id from batches order by id')).rows.map((r) => Number(r.id));
  const centreIds = (await q('select id from centres order by id')).rows.map((r) => Number(r.id));
  const pick = <T>(values: T[]) => values[Math.floor(Math.random() * values.length)]!;
  const dayAt = (d: number) => addDays(FIRST_DAY, d);
  const monthsOf = [...new Set(Array.from({ length: DAYS }, (_, d) => dayAt(d).slice(0, 7)))];

  async function timed(label: string, runs: number, pathOf: () => string) {
    for (let i = 0; i < 3; i++) await fetch(`${base}${pathOf()}`, { headers }); // warm-up
    const samples: number[] = [];
    let bytes = 0;
    for (let i = 0; i < runs; i++) {
      const path = pathOf();
      const started = performance.now();
      const answer = await fetch(`${base}${path}`, { headers });
      const body = await answer.arrayBuffer();
      samples.push(performance.now() - started);
      bytes += body.byteLength;
      if (!answer.ok) {
        failed = true;
        throw new Error(`${path}: ${answer.status} ${Buffer.from(body).toString()}`);
      }
    }
    samples.sort((a, b) => a - b);
    const at = (p: number) =>
      samples[Math.min(samples.length - 1, Math.floor(p * samples.length))]!;
    console.log(
      `${label.padEnd(42)} p50 ${at(0.5).toFixed(1).padStart(6)} ms  p99 ${at(0.99).toFixed(1).padStart(6)} ms  (${runs} requests, ${Math.round(bytes / runs).toLocaleString()} bytes each, load ${load()})`,
    );
  }

  const student = () =>
    `RA${String(Math.floor(Math.random() * BATCHES * PER_BATCH)).padStart(8, '0')}`;
  await timed(
    "a batch's sheet of a day",
    RUNS,
    () =>
      `/api/dashboard/attendance/batches/${pick(batchIds)}/days/${dayAt(Math.floor(Math.random() * DAYS))}`,
  );
  await timed(
    "a student's percentage",
    RUNS,
    () => `/api/dashboard/attendance/students/${student()}`,
  );
  await timed(
    "a batch's page (each student's percentage)",
    RUNS,
    () => `/api/dashboard/attendance/batches/${pick(batchIds)}`,
  );
  await timed(
    'monthly register PDF',
    PDF_RUNS,
    () =>
      `/api/dashboard/attendance/batches/${pick(batchIds)}/register.pdf?month=${pick(monthsOf)}`,
  );
  const period = 'from=2025-07-01&to=2026-06-30';
  await timed(
    'attendance report, network, 12 months',
    RUNS / 4,
    () => `/api/dashboard/reports/attendance?${period}`,
  );
  await timed(
    'attendance report, one centre, 12 months',
    RUNS / 4,
    () => `/api/dashboard/reports/attendance?${period}&centreId=${pick(centreIds)}`,
  );
  await timed(
    'attendance report, network, 2025-09-10..11-20',
    RUNS / 4,
    () => `/api/dashboard/reports/attendance?from=2025-09-10&to=2025-11-20`,
  );

  // The plans of the queries behind the sheet and the percentages (a batch and student mid-way).
  const batch = batchIds[Math.floor(batchIds.length / 2)]!;
  const studentId = Number(
    (await q(`select student_id from batch_enrolments where batch_id = ${batch} limit 1`)).rows[0]
      .student_id,
  );
  for (const [label, text] of [
    [
      'marks of a day (sheet)',
      `select student_id, status from attendance_marks where batch_id = ${batch} and day = '2026-01-15'`,
    ],
    [
      'counts of a student',
      `select status, count(*) from attendance_marks where student_id = ${studentId} group by status`,
    ],
    [
      'counts of a batch',
      `select student_id, status, count(*) from attendance_marks where batch_id = ${batch} group by student_id, status`,
    ],
    [
      'marked days of a batch',
      `select count(distinct day) from attendance_marks where batch_id = ${batch}`,
    ],
    [
      'marks of a month (register)',
      `select student_id, day, status from attendance_marks where batch_id = ${batch} and day >= '2026-01-01' and day <= '2026-01-31'`,
    ],
  ] as const) {
    const plan = await q(`explain (analyze, buffers, costs off, timing off, summary on) ${text}`);
    console.log(`\nEXPLAIN ${label}:`);
    for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await db.destroy();
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (process.env.BENCH_KEEP !== '1') {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  } else console.log(`kept: ${databaseUrl}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
