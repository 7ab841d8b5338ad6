// Longer than 400 lines on purpose: one benchmark script (seed, start, measure, report), read in order.
// npm run bench:busy — a busy day of a network of centres (issue 41):
// - a fresh database: PostgreSQL when TEST_DATABASE_URL is set (a new database), else SQLite in a
//   temporary DATA_DIR; the production server (apps/server/dist/main.js, built when missing) makes
//   its schema, then BENCH_STUDENTS students (default 100,000) across BENCH_CENTRES centres
//   (default 50) are written by the database itself (generate_series on PostgreSQL, a recursive
//   CTE on SQLite): one in eleven with a Hindi name (in every centre), each with a fee plan; one staff member per centre;
// - the staff of every centre sign in (each sees only their centre), then a mix runs at once on
//   BENCH_CONNECTIONS connections (default 20) for BENCH_SECONDS (default 15): random pages of the
//   list (any depth), name searches by any part of a name (Hindi too), registration-number
//   searches, a student's detail, the dashboard's home figures, fee payments, attendance saves of a
//   batch's day and Add Student with a photo (the last three are writes: at least one request in ten), each kind by its own autocannon
//   on its share of the connections, every request from a random centre's staff;
// - a bare Node `http` hello in its own process, measured in the same run, as the yardstick;
// - the mix is run with the answer cache on, then again after a restart with ANSWER_CACHE=false.
// Prints per kind req/s, % of the hello, p50/p99, non-2xx, and the server's RSS before and after.
// It asserts nothing; it exits 1 only if requests failed.
// BENCH_IMPORT=<rows> (default 20,000; 0: none) imports a CSV as head office and prints rows/s;
// BENCH_IMPORT_FROM=<n> starts its Aadhaar numbers at row n (a kept database imported before).
// BENCH_SOLO=1 also runs each read kind alone on every connection before the mix.
// BENCH_RATES=<req/s>,... then runs the mix at each fixed total rate (85% reads, 15% writes) for
// BENCH_RATE_SECONDS (default 30): requests at random instants (a Poisson process), each timed
// from the instant it was due (decision 0100).
// Before measuring, it waits for the reports' summaries job the server runs at its start.
// BENCH_KEEP=1 keeps the database; BENCH_CACHE=on|off runs only that setting; BENCH_ONLY=<text>,...
// only the kinds whose name contains one of them.
import { instituteDate } from '@institute/shared/institute-time';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { COURSES } from '@institute/shared/catalogue';
import { verhoeffCheckDigit } from '@institute/shared/aadhaar';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';
import { hashPassword } from '../apps/server/src/lib/password';
import { multipart, pngImage, studentFields } from '../apps/server/test/helpers/multipart';
import { startNodeFlags } from './start-flags.mjs';

const root = path.resolve(path.join(import.meta.dirname, '..'));
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 100_000);
const CENTRES = Number(process.env.BENCH_CENTRES ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ADMIN = { email: 'bench.head@example.com', password: 'bench admin password' };
const STAFF_PASSWORD = 'bench staff password';
/** Requests of each kind sent one at a time before the mix. */
const ALONE = Number(process.env.BENCH_ALONE ?? 100);
/** Rows imported through the CSV import after the seed (0: none). */
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT ?? 20_000);
/** The first imported row's number (Aadhaar 5 followed by it): another file than an earlier run's. */
const IMPORT_FROM = Number(process.env.BENCH_IMPORT_FROM ?? 0);

const FIRST = ['Aarav', 'Vivaan', 'Aditya', 'Priya', 'Ananya', 'Ishaan', 'Kavya', 'Rohan', 'Sneha'];
const FIRST_MORE = ['Arjun', 'Meera', 'Rahul', 'Pooja', 'Vikram', 'Neha', 'Suresh', 'Anjali'];
const FIRST_EVEN_MORE = ['Karan', 'Divya', 'Manoj', 'Sunita', 'Deepak', 'Ritu', 'Amit', 'Kiran'];
const LAST = ['Sharma', 'Verma', 'Kumar', 'Singh', 'Yadav', 'Gupta', 'Patel', 'Das', 'Mishra'];
const LAST_MORE = ['Reddy', 'Nair', 'Iyer', 'Khan', 'Chauhan', 'Joshi', 'Pandey', 'Sinha', 'Roy'];
const LAST_EVEN_MORE = ['Bose', 'Mehta', 'Tiwari', 'Dubey', 'Saxena', 'Agarwal', 'Rawat', 'Bhatt'];
const FIRSTS = [...FIRST, ...FIRST_MORE, ...FIRST_EVEN_MORE];
const LASTS = [...LAST, ...LAST_MORE, ...LAST_EVEN_MORE];
const HINDI_FIRSTS = ['आरव', 'प्रिया', 'अनन्या', 'रोहन', 'स्नेहा', 'अर्जुन', 'मीरा', 'राहुल'];
const HINDI_LASTS = ['शर्मा', 'वर्मा', 'कुमार', 'सिंह', 'यादव', 'गुप्ता', 'मिश्रा', 'पाण्डेय'];

// Student n (1..STUDENTS): centre (n - 1) % CENTRES, registration number RV<year><6 digits>
// (500,000 a year from 2015, so that the numbers Add Student gives this year never collide).
const registrationOf = (n: number) =>
  `RV${2015 + Math.floor((n - 1) / 500_000)}${String(((n - 1) % 500_000) + 1).padStart(6, '0')}`;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in ${timeoutMs} ms`);
    await sleep(50);
  }
}
/** CPU time (user + system) the process has used so far, in milliseconds. */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}
const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

if (!fs.existsSync(path.join(root, 'apps/server/dist/main.js'))) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// BENCH_REUSE=<PostgreSQL URL or SQLite folder> kept by an earlier run (BENCH_KEEP=1): no seed.
const reuse = process.env.BENCH_REUSE;
const dataDir =
  reuse && !reuse.startsWith('postgres')
    ? reuse
    : fs.mkdtempSync(path.join(os.tmpdir(), 'bench-busy-'));
let databaseUrl: string | undefined = reuse?.startsWith('postgres') ? reuse : undefined;
let dropDatabase = async () => {};
if (process.env.TEST_DATABASE_URL && !reuse) {
  const name = `bench_busy_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  databaseUrl = url.href;
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
}
const database = databaseUrl ? 'PostgreSQL' : 'SQLite';
const port = await freePort();
const base = `http://127.0.0.1:${port}`;

async function startServer(answerCache: boolean): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      ...startNodeFlags(root),
      // BENCH_PROFILE=<folder>: the server writes a CPU profile there when it stops.
      ...(process.env.BENCH_PROFILE
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
        : []),
      path.join(root, 'apps/server/dist/main.js'),
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ADMIN_PASSWORD_CHANGE: 'false',
        // Staff sign in from their own centres: the sign-in limit per address applies to each.
        TRUST_PROXY: 'true',
        ANSWER_CACHE: String(answerCache),
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  await waitFor(`${base}/api/health`);
  return child;
}

function startHello(helloPort: number): ChildProcess {
  const code = `require('node:http').createServer((q, s) => { s.setHeader('content-type', 'text/plain'); s.end('hello'); }).listen(${helloPort}, '127.0.0.1')`;
  return spawn(process.execPath, ['-e', code], { stdio: 'inherit' });
}

/** The course (and option) of student n: every course and option in turn. */
const OPTIONS: [string, string | null][] = COURSES.flatMap((course) =>
  course.options.length
    ? course.options.map((option): [string, string | null] => [course.code, option.code])
    : [[course.code, null]],
);

/** Centres, staff, students and fee plans, written by the database itself. */
// One batch a centre, every day a class day, with its first BATCH_SIZE students (students n with
// n <= BATCH_SIZE * CENTRES: BATCH_SIZE in each centre), for the attendance saves of the mix.
const BATCH_SIZE = 30;
const BATCHES_SQL = `insert into batches (centre_id, name, course, course_option, start_date, end_date,
    weekdays, start_time, end_time, room, teacher_user_id, capacity, created_by, created_at, updated_at)
  select id, 'Bench batch', ?, null, ?, ?, 127, '09:00', '10:00', 'Room 1', null, 60, null, ?, ?
  from centres where code like 'BC%' order by code`;
const batchValues = (now: string) => {
  const today = instituteDate();
  const shift = (days: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  return [OPTIONS[0]![0], shift(-90), shift(90), now, now];
};
// Every centre affiliated for every course this year (decision 0072): else it admits no one.
const AFFILIATIONS_SQL = `insert into affiliations (centre_id, valid_from, valid_until, all_courses,
    updated_by, created_at, updated_at)
  select id, ?, ?, 1, null, ?, ? from centres where code like 'BC%'`;
const affiliationValues = (now: string) => {
  const [, from, until] = batchValues(now);
  return [from, until, now, now];
};
const BATCH_ENROLMENTS_SQL = `insert into batch_enrolments (batch_id, student_id, enrolled_at, enrolled_by, left_at, left_by)
  select b.id, s.id, ?, null, null, null from batches b join students s on s.centre_id = b.centre_id
  where s.registration_number like 'RV2015%' and s.registration_number <= ?`;
/** `?` placeholders as PostgreSQL's $1, $2, ... */
const pgNumbered = (text: string) => {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
};

/** Rows of a query on the bench's database (PostgreSQL, or the SQLite file read-only). */
async function readRows<T>(query: string): Promise<T[]> {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(query)).rows as T[];
    } finally {
      await client.end();
    }
  }
  const db = new Database(path.join(dataDir, 'institute.sqlite'), { readonly: true });
  try {
    return db.prepare(query).all() as T[];
  } finally {
    db.close();
  }
}

/** The bench batch of each centre, in the centres' order (staff index i: centre BC00i+1). */
async function batchIds(): Promise<number[]> {
  const rows = await readRows<{ id: number }>(`select b.id from batches b join centres c
    on c.id = b.centre_id where b.name = 'Bench batch' order by c.code`);
  return rows.map((row) => row.id);
}

/** When the reports' summaries were last brought up to date ('' before the first build). */
async function summariesRefreshedAt(): Promise<string> {
  const rows = await readRows<{ refreshed_at: string }>(
    `select refreshed_at from report_summary_state where id = 1`,
  );
  return rows[0]?.refreshed_at ?? '';
}

/**
 * Waits for the summaries job the server ran at its start (every five minutes after) to finish:
 * after the seed it counts every seeded student again, work a running network did as its students
 * were admitted, not on a busy day. Measured while it ran, the day's requests would share the
 * cores with it (at 1,000,000 students 26 s of a core, built whole since decision 0101).
 */
async function summariesCaughtUp(since: string): Promise<number> {
  const started = performance.now();
  while ((await summariesRefreshedAt()) < since) {
    if (performance.now() - started > 30 * 60_000)
      throw new Error('the reports’ summaries were not brought up to date in 30 minutes');
    await sleep(500);
  }
  return (performance.now() - started) / 1000;
}

async function seed(): Promise<{ centres: number[]; staffEmails: string[] }> {
  const now = new Date().toISOString();
  const staffHash = await hashPassword(STAFF_PASSWORD);
  const centreRows = Array.from({ length: CENTRES }, (_, i) => [
    `BC${String(i + 1).padStart(3, '0')}`,
    `Bench centre ${i + 1}`,
  ]);
  const staffEmails = centreRows.map(([code]) => `staff.${code!.toLowerCase()}@example.com`);
  const courseCodes = OPTIONS.map(([course]) => course);
  const optionCodes = OPTIONS.map(([, option]) => option);
  // Student g: a Hindi name one in eleven, else first and last names from the lists in turn.
  const columns = `registration_number, centre_id, user_id, firstname, lastname, dob, email, state,
    district, course, course_option, mothername, fathername, qualification, contactno,
    guardiancontact, adhar, person_key, gender, category, religion, maritalstatus, address,
    presentaddress, photo_file_id, signature_file_id, marksheet_file_id, admission_date,
    archived_at, archived_by, created_by, updated_by, created_at, updated_at, search_name,
    search_lastname`;
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const centres: number[] = [];
      for (const [code, name] of centreRows) {
        const { rows } = await client.query(
          `insert into centres (code, name, address, phone, email, status, created_at, updated_at)
           values ($1, $2, 'Main Road, Patna', '9000000000', null, 'active', $3, $3) returning id`,
          [code, name, now],
        );
        centres.push(rows[0].id);
      }
      for (const [i, email] of staffEmails.entries()) {
        await client.query(
          `insert into users (email, name, password_hash, role, centre_id, status, password_changed_at, created_at, updated_at)
           values ($1, $2, $3, 'centre_staff', $4, 'active', $5, $5, $5)`,
          [email, `Staff ${i + 1}`, staffHash, centres[i], now],
        );
      }
      for (let from = 1; from <= STUDENTS; from += 100_000) {
        const to = Math.min(STUDENTS, from + 99_999);
        await client.query(
          `with s as (
             select g,
               case when g % 11 = 0 then ($4::text[])[1 + (g / 11) % cardinality($4::text[])]
                    else ($2::text[])[1 + g % cardinality($2::text[])] end as first,
               case when g % 11 = 0 then ($5::text[])[1 + (g / 88) % cardinality($5::text[])]
                    else ($3::text[])[1 + (g / cardinality($2::text[])) % cardinality($3::text[])] end as last
             from generate_series($8::int, $9::int) g)
           insert into students (${columns})
           select 'RV' || (2015 + (g - 1) / 500000) || lpad((((g - 1) % 500000) + 1)::text, 6, '0'),
             ($1::int[])[1 + (g - 1) % cardinality($1::int[])], null, first, last, '2004-03-15', null,
             'Bihar', 'Patna', ($6::text[])[1 + g % cardinality($6::text[])],
             ($7::text[])[1 + g % cardinality($7::text[])], 'Meena Devi', 'Suresh Kumar', '12th Pass',
             '9' || lpad(g::text, 9, '0'), null, '2' || lpad(g::text, 11, '0'), null, 'Male',
             'General', 'Hindu', 'Single', 'Station Road, Patna', 'Station Road, Patna', null, null,
             null, to_char(date '2024-01-01' + (g % 700), 'YYYY-MM-DD'), null, null, null, null,
             $10, $10, lower(first || ' ' || last), lower(last)
           from s`,
          [
            centres,
            FIRSTS,
            LASTS,
            HINDI_FIRSTS,
            HINDI_LASTS,
            courseCodes,
            optionCodes,
            from,
            to,
            now,
          ],
        );
      }
      await client.query(
        `insert into student_fee_plans (student_id, centre_id, course_code, total_paise, discount_paise, discount_reason, instalments, created_at, created_by, updated_at, updated_by)
         select id, centre_id, course, 5000000, 0, null, '[]', $1, null, $1, null from students`,
        [now],
      );
      await client.query(pgNumbered(AFFILIATIONS_SQL), affiliationValues(now));
      await client.query(pgNumbered(BATCHES_SQL), batchValues(now));
      await client.query(pgNumbered(BATCH_ENROLMENTS_SQL), [
        now,
        registrationOf(BATCH_SIZE * CENTRES),
      ]);
      await client.query('vacuum analyze');
      return { centres, staffEmails };
    } finally {
      await client.end();
    }
  }
  const db = new Database(path.join(dataDir, 'institute.sqlite'));
  try {
    db.pragma('journal_mode = WAL');
    const centres: number[] = [];
    db.transaction(() => {
      for (const [code, name] of centreRows) {
        centres.push(
          Number(
            db
              .prepare(
                `insert into centres (code, name, address, phone, email, status, created_at, updated_at)
                 values (?, ?, 'Main Road, Patna', '9000000000', null, 'active', ?, ?)`,
              )
              .run(code, name, now, now).lastInsertRowid,
          ),
        );
      }
      for (const [i, email] of staffEmails.entries()) {
        db.prepare(
          `insert into users (email, name, password_hash, role, centre_id, status, password_changed_at, created_at, updated_at)
           values (?, ?, ?, 'centre_staff', ?, 'active', ?, ?, ?)`,
        ).run(email, `Staff ${i + 1}`, staffHash, centres[i], now, now, now);
      }
      // The lists as small tables (index 0..n-1), joined by the series' arithmetic.
      const table = (name: string, values: readonly (string | number | null)[]) => {
        db.exec(`create temp table ${name} (i integer primary key, v)`);
        const insert = db.prepare(`insert into ${name} (i, v) values (?, ?)`);
        values.forEach((value, i) => insert.run(i, value));
      };
      table('b_centres', centres);
      table('b_first', FIRSTS);
      table('b_last', LASTS);
      table('b_hfirst', HINDI_FIRSTS);
      table('b_hlast', HINDI_LASTS);
      table('b_course', courseCodes);
      table('b_option', optionCodes);
      db.prepare(
        `with recursive g(g) as (select 1 union all select g + 1 from g where g < ?),
         s as (
           select g,
             case when g % 11 = 0 then (select v from b_hfirst where i = (g / 11) % ${HINDI_FIRSTS.length})
                  else (select v from b_first where i = g % ${FIRSTS.length}) end as first,
             case when g % 11 = 0 then (select v from b_hlast where i = (g / 88) % ${HINDI_LASTS.length})
                  else (select v from b_last where i = (g / ${FIRSTS.length}) % ${LASTS.length}) end as last
           from g)
         insert into students (${columns})
         select 'RV' || (2015 + (g - 1) / 500000) || substr('000000' || (((g - 1) % 500000) + 1), -6),
           (select v from b_centres where i = (g - 1) % ${centres.length}), null, first, last,
           '2004-03-15', null, 'Bihar', 'Patna',
           (select v from b_course where i = g % ${courseCodes.length}),
           (select v from b_option where i = g % ${optionCodes.length}),
           'Meena Devi', 'Suresh Kumar', '12th Pass', '9' || substr('000000000' || g, -9), null,
           '2' || substr('00000000000' || g, -11), null, 'Male', 'General', 'Hindu', 'Single',
           'Station Road, Patna', 'Station Road, Patna', null, null, null,
           date('2024-01-01', '+' || (g % 700) || ' days'), null, null, null, null, ?, ?,
           lower(first || ' ' || last), lower(last)
         from s`,
      ).run(STUDENTS, now, now);
      db.prepare(
        `insert into student_fee_plans (student_id, centre_id, course_code, total_paise, discount_paise, discount_reason, instalments, created_at, created_by, updated_at, updated_by)
         select id, centre_id, course, 5000000, 0, null, '[]', ?, null, ?, null from students`,
      ).run(now, now);
      db.prepare(AFFILIATIONS_SQL).run(...affiliationValues(now));
      db.prepare(BATCHES_SQL).run(...batchValues(now));
      db.prepare(BATCH_ENROLMENTS_SQL).run(now, registrationOf(BATCH_SIZE * CENTRES));
    })();
    db.exec('analyze');
    return { centres, staffEmails };
  } finally {
    db.close();
  }
}

async function signIn(email: string, password: string, from: string): Promise<string> {
  const answer = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify({ email, password }),
  });
  if (!answer.ok) throw new Error(`sign-in failed: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { token: string }).token;
}

/** A CSV file of the import template's columns, rows from..from+count (Aadhaar 5...). */
function importFile(from: number, count: number): Buffer {
  const lines = [
    'firstname,lastname,dob,email,state,district,course,courseOption,mothername,fathername,qualification,contactno,guardiancontact,adhar,gender,category,religion,maritalstatus,address,presentaddress',
  ];
  for (let n = from; n < from + count; n++) {
    const digits = `5${String(n).padStart(10, '0')}`;
    lines.push(
      `${FIRSTS[n % FIRSTS.length]},${LASTS[Math.floor(n / FIRSTS.length) % LASTS.length]},2004-03-15,,Bihar,Patna,8,RV01001,Meena Devi,Suresh Kumar,12th Pass,9${String(n).padStart(9, '0')},9876543211,${digits}${verhoeffCheckDigit(digits)},Male,General,Hindu,Single,"Station Road, Patna","Station Road, Patna"`,
    );
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

interface Staff {
  /** 0-based centre index: student n belongs to centre (n - 1) % CENTRES. */
  index: number;
  token: string;
}
const pick = <T>(values: readonly T[]) => values[Math.floor(Math.random() * values.length)]!;
/** A random student number of this centre's. */
const studentOf = (staff: Staff) => {
  const perCentre = Math.floor((STUDENTS - 1 - staff.index) / CENTRES) + 1;
  return 1 + staff.index + CENTRES * Math.floor(Math.random() * perCentre);
};
let aadhaarCounter = 0;
const freshAadhaar = () => {
  const digits = `4${String(process.pid % 1000).padStart(3, '0')}${String(aadhaarCounter++).padStart(7, '0')}`;
  return `${digits}${verhoeffCheckDigit(digits)}`;
};

interface Kind {
  name: string;
  write: boolean;
  connections: number;
  /** Its per cent of the requests at a fixed rate (BENCH_RATES): reads 85, writes 15. */
  weight: number;
  /** Method, path and body of a request by this staff member. */
  request: (staff: Staff) => {
    method?: string;
    path: string;
    body?: Buffer | string;
    headers?: Record<string, string>;
  };
}

async function kinds(): Promise<Kind[]> {
  const photo = await pngImage(600, 800);
  const batches = await batchIds();
  // The institute's day, as the server judges a payment's date (a UTC date is yesterday before 05:30 IST).
  const today = instituteDate();
  const pages = (staff: Staff) =>
    Math.max(1, Math.ceil(Math.floor((STUDENTS - 1 - staff.index) / CENTRES + 1) / 50));
  // Any part of a name: a surname's start or middle, a first name and a surname's start, Hindi.
  const nameQuery = () => {
    const r = Math.random();
    if (r < 0.25) return pick(LASTS).slice(0, 4);
    if (r < 0.5) return pick(LASTS).slice(1, 5);
    if (r < 0.75) return `${pick(FIRSTS)} ${pick(LASTS).slice(0, 2)}`;
    if (r < 0.9) return pick(FIRSTS).slice(1, 4);
    return pick([...HINDI_FIRSTS, ...HINDI_LASTS]);
  };
  const share = (n: number) => Math.max(1, Math.round((CONNECTIONS * n) / 20));
  return [
    {
      name: 'list, any page',
      write: false,
      connections: share(2),
      weight: 15,
      request: (staff) => ({
        path: `/api/dashboard/AddStudent?page=${1 + Math.floor(Math.random() * pages(staff))}`,
      }),
    },
    {
      // Next from any row of the list (the cursor of decision 0090): a deep page by keyset.
      name: 'list, next page',
      write: false,
      connections: share(1),
      weight: 10,
      request: (staff) => ({
        path: `/api/dashboard/AddStudent?page=2&after=${studentOf(staff).toString(36)}`,
      }),
    },
    {
      name: 'search, any name',
      write: false,
      connections: share(3),
      weight: 20,
      request: () => ({ path: `/api/dashboard/AddStudent?q=${encodeURIComponent(nameQuery())}` }),
    },
    {
      name: 'search, reg. no.',
      write: false,
      connections: share(2),
      weight: 15,
      request: (staff) => ({
        path: `/api/dashboard/AddStudent?q=${registrationOf(studentOf(staff))}`,
      }),
    },
    {
      name: 'student detail',
      write: false,
      connections: share(2),
      weight: 15,
      request: (staff) => ({
        path: `/api/dashboard/AddStudent/${registrationOf(studentOf(staff))}`,
      }),
    },
    {
      name: 'dashboard summary',
      write: false,
      connections: share(2),
      weight: 10,
      request: () => ({ path: '/api/dashboard/summary' }),
    },
    {
      name: 'fee payment',
      write: true,
      connections: share(3),
      weight: 7,
      request: (staff) => ({
        method: 'POST',
        path: `/api/dashboard/accounts/students/${registrationOf(studentOf(staff))}/payments`,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ amount: '1', mode: 'cash', reference: '', paidOn: today }),
      }),
    },
    {
      name: 'attendance save',
      write: true,
      connections: share(2),
      weight: 4,
      request: (staff) => {
        // Today's sheet of the centre's batch: three students absent, the others present.
        const absent = new Set(
          Array.from({ length: 3 }, () => Math.floor(Math.random() * BATCH_SIZE)),
        );
        return {
          method: 'PUT',
          path: `/api/dashboard/attendance/batches/${batches[staff.index]}/days/${today}`,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            marks: [...absent].map((k) => ({
              registrationNumber: registrationOf(1 + staff.index + CENTRES * k),
              status: 'absent',
            })),
          }),
        };
      },
    },
    {
      name: 'Add Student, photo',
      write: true,
      connections: share(3),
      weight: 4,
      request: () => {
        const form = multipart(studentFields({ adhar: freshAadhaar(), email: '' }), {
          photo: { data: photo, filename: 'photo.png' },
        });
        return {
          method: 'POST',
          path: '/api/dashboard/AddStudent',
          headers: form.headers as Record<string, string>,
          body: form.payload,
        };
      },
    },
  ];
}

/** The median and 99th percentile of times in ms (rounded up to whole ms, as autocannon's). */
function quantiles(times: number[]): { p50: number; p99: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted.length === 0
      ? 0
      : Math.ceil(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);
  return { p50: at(0.5), p99: at(0.99) };
}

/** Seconds each fixed rate runs (BENCH_RATE_SECONDS): a kind's p99 rests on its few hundred requests. */
const RATE_SECONDS = Number(process.env.BENCH_RATE_SECONDS ?? 30);

/**
 * Requests as staff send them, at `rate` a second in all: arrivals at random instants (a Poisson
 * process: exponential gaps), each of a kind chosen by its weight, over at most CONNECTIONS
 * kept-alive connections (a request finding them all busy waits for one). Each request's time is
 * counted from the instant it was due, not from when it went out, so that a slow server is not
 * excused by the requests it delayed. (autocannon's fixed rate sends each connection's quota for
 * a second at the second's start, a burst every second, and then corrects its histogram for
 * requests it assumes were delayed by one millisecond each: neither is how staff click.)
 */
async function openLoop(list: Kind[], staff: Staff[], rate: number, seconds: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const results = list.map(() => ({ times: [] as number[], total: 0, failed: 0 }));
  const weights = list.reduce((sum, kind) => sum + kind.weight, 0);
  const started = performance.now();
  const wallStart = Date.now();
  const slowest: number[] = [];
  const chooseKind = () => {
    let r = Math.random() * weights;
    for (const [i, kind] of list.entries()) if ((r -= kind.weight) < 0) return i;
    return list.length - 1;
  };
  const send = (i: number, due: number) =>
    new Promise<void>((resolve) => {
      const who = pick(staff);
      const made = list[i]!.request(who);
      const done = (ok: boolean) => {
        const result = results[i]!;
        result.total++;
        const took = performance.now() - due;
        if (ok) result.times.push(took);
        else result.failed++;
        // The slowest request of each second of the run: where a stall was, and how long.
        const second = Math.floor((due - started) / 1000);
        slowest[second] = Math.max(slowest[second] ?? 0, took);
        resolve();
      };
      const request = http.request(
        base + made.path,
        {
          method: made.method ?? 'GET',
          agent,
          headers: {
            ...made.headers,
            authorization: `Bearer ${who.token}`,
            ...(made.body ? { 'content-length': String(Buffer.byteLength(made.body)) } : {}),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => done((response.statusCode ?? 500) < 300));
          response.on('error', () => done(false));
        },
      );
      request.on('error', () => done(false));
      request.end(made.body);
    });
  const end = started + seconds * 1000;
  const sent: Promise<void>[] = [];
  for (let due = started; ;) {
    due += (-Math.log(1 - Math.random()) * 1000) / rate;
    if (due >= end) break;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    sent.push(send(chooseKind(), due));
  }
  await Promise.all(sent);
  agent.destroy();
  const stalls = slowest
    .map((ms, second) => ({ ms, second }))
    .filter(({ ms }) => ms >= 500)
    .map(
      ({ ms, second }) =>
        `${second} s (${new Date(wallStart + second * 1000).toISOString().slice(11, 19)}): ${Math.round(ms)} ms`,
    );
  if (stalls.length > 0)
    console.log(`  seconds of the run with a request of 500 ms or more: ${stalls.join(', ')}`);
  return results.map((result) => ({ ...result, ...quantiles(result.times) }));
}

interface Figures {
  name: string;
  write: boolean;
  rps: number;
  total: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

function cannon(
  kind: Kind | null,
  url: string,
  staff: Staff[],
  connections: number,
  seconds: number,
  overallRate?: number,
) {
  return autocannon({
    url,
    connections,
    duration: seconds,
    ...(overallRate ? { overallRate } : {}),
    ...(kind
      ? {
          requests: [
            {
              setupRequest: (request) => {
                const who = pick(staff);
                const made = kind.request(who);
                return {
                  ...request,
                  method: (made.method ?? 'GET') as 'GET',
                  path: made.path,
                  headers: { ...made.headers, authorization: `Bearer ${who.token}` },
                  ...(made.body ? { body: made.body } : {}),
                };
              },
            },
          ],
        }
      : {}),
  });
}

async function round(label: string, list: Kind[], staff: Staff[], helloUrl: string, pid: number) {
  // Warm-up: each kind alone for a moment.
  for (const kind of list) await cannon(kind, base, staff, 2, 1);
  const hello = await cannon(null, helloUrl, staff, CONNECTIONS, SECONDS);
  // BENCH_SOLO=1: each read kind alone on every connection first, as issue 41's own first figures
  // were taken (the share of the hello a kind reaches when it has the server to itself).
  if (process.env.BENCH_SOLO) {
    const solo: string[] = [];
    for (const kind of list.filter((k) => !k.write)) {
      const alone = await cannon(kind, base, staff, CONNECTIONS, SECONDS);
      solo.push(
        `${kind.name} ${alone.requests.average.toFixed(0)} req/s (${((alone.requests.average / hello.requests.average) * 100).toFixed(2)}%), p50 ${alone.latency.p50} / p99 ${alone.latency.p99} ms`,
      );
    }
    console.log(`  each read kind alone on ${CONNECTIONS} connections: ${solo.join('; ')}`);
  }
  const rssBefore = rssMb(pid);
  const cpuBefore = cpuMs(pid);
  const results = await Promise.all(
    list.map((kind) => cannon(kind, base, staff, kind.connections, SECONDS)),
  );
  const cpuUsed = cpuMs(pid) - cpuBefore;
  const rssAfter = rssMb(pid);
  const figures: Figures[] = results.map((result, i) => ({
    name: list[i]!.name,
    write: list[i]!.write,
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }));
  const all = figures.reduce((sum, f) => sum + f.total, 0);
  const writes = figures.filter((f) => f.write).reduce((sum, f) => sum + f.total, 0);
  const helloRps = hello.requests.average;
  const lines = [
    `${label}: bare hello ${helloRps.toFixed(0)} req/s (p50 ${hello.latency.p50} ms, p99 ${hello.latency.p99} ms, ${CONNECTIONS} connections alone)`,
    `  mix on ${CONNECTIONS} connections at once, ${SECONDS} s: ${(all / SECONDS).toFixed(0)} req/s, writes ${((writes / Math.max(1, all)) * 100).toFixed(1)}% of requests; server RSS ${rssBefore.toFixed(0)} MB before, ${rssAfter.toFixed(0)} MB after; server CPU ${(cpuUsed / Math.max(1, all)).toFixed(2)} ms a request (${((cpuUsed / (SECONDS * 1000)) * 100).toFixed(0)}% of a core; load average ${os.loadavg()[0]!.toFixed(1)})`,
    `  ${'kind'.padEnd(20)} ${'conn'.padStart(4)} ${'req/s'.padStart(7)} ${'% hello'.padStart(8)} ${'p50'.padStart(5)} ${'p99'.padStart(5)}  budget (p99)`,
  ];
  let failed = false;
  for (const [i, f] of figures.entries()) {
    const budget = f.write ? 150 : 50;
    if (f.non2xx || f.errors) failed = true;
    lines.push(
      `  ${f.name.padEnd(20)} ${String(list[i]!.connections).padStart(4)} ${f.rps.toFixed(0).padStart(7)} ${((f.rps / helloRps) * 100).toFixed(2).padStart(7)}% ${String(f.p50).padStart(5)} ${String(f.p99).padStart(5)}  <${budget} ms: ${f.p99 < budget ? 'met' : 'MISSED'}${f.non2xx || f.errors ? `  (${f.non2xx} non-2xx, ${f.errors} errors)` : ''}`,
    );
  }
  console.log(lines.join('\n'));
  // BENCH_RATES=<req/s>,...: the same kinds at a fixed rate each (reads 85%, writes 15%), as
  // staff send them (a request when someone clicks), not as fast as answers come back: what an
  // instance serves within the budgets (the capacity in docs/benchmarks.md). Sent by `openLoop`,
  // not autocannon (decision 0100), whose rate sends each second's requests at once at the second's start.
  for (const rate of (process.env.BENCH_RATES ?? '').split(',').filter(Boolean).map(Number)) {
    const atRate = await openLoop(list, staff, rate, RATE_SECONDS);
    const worst = (write: boolean) =>
      Math.max(...atRate.filter((_, i) => list[i]!.write === write).map((r) => r.p99), 0);
    const sent = atRate.reduce((sum, r) => sum + r.total, 0) / RATE_SECONDS;
    const bad = atRate.reduce((sum, r) => sum + r.failed, 0);
    if (bad) failed = true;
    const reads = worst(false);
    const writes = worst(true);
    const all = (write: boolean) =>
      quantiles(atRate.filter((_, i) => list[i]!.write === write).flatMap((r) => r.times));
    console.log(
      `  at ${rate} req/s asked (${sent.toFixed(0)} sent) for ${RATE_SECONDS} s: the slowest read kind’s p99 ${reads} ms (${reads < 50 ? 'met' : 'MISSED'}), the slowest write kind’s ${writes} ms (${writes < 150 ? 'met' : 'MISSED'}); all reads p50/p99 ${all(false).p50}/${all(false).p99}, all writes ${all(true).p50}/${all(true).p99}; ${atRate.map((r, i) => `${list[i]!.name} ${r.p50}/${r.p99}`).join(', ')}${bad ? `; ${bad} failed` : ''} (load average ${os.loadavg()[0]!.toFixed(1)})`,
    );
  }
  return failed;
}

const helloPort = await freePort();
const hello = startHello(helloPort);
let server = await startServer(true);
let failed = false;
try {
  await waitFor(`http://127.0.0.1:${helloPort}/`);
  console.log(
    `bench:busy on ${database}, ${STUDENTS.toLocaleString('en')} students in ${CENTRES} centres, ${CONNECTIONS} connections, ${SECONDS} s, ${os.cpus().length} cores, Node ${process.version}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const seeding = performance.now();
  const staffEmails = reuse
    ? Array.from(
        { length: CENTRES },
        (_, i) => `staff.bc${String(i + 1).padStart(3, '0')}@example.com`,
      )
    : (await seed()).staffEmails;
  if (!reuse) console.log(`seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
  // The CSV import as head office does it (BENCH_IMPORT rows, files of 20,000, into one centre).
  if (IMPORT_ROWS > 0) {
    const token = await signIn(ADMIN.email, ADMIN.password, '10.41.255.1');
    const centreId = (
      (await (
        await fetch(`${base}/api/dashboard/centres`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as { id: number; code: string }[]
    ).find((centre) => centre.code === 'BC001')!.id;
    const started = performance.now();
    for (let from = 0; from < IMPORT_ROWS; from += 20_000) {
      const count = Math.min(20_000, IMPORT_ROWS - from);
      const form = new FormData();
      form.set('centreId', String(centreId));
      form.set(
        'file',
        new Blob([importFile(IMPORT_FROM + from, count)], { type: 'text/csv' }),
        'students.csv',
      );
      const answer = await fetch(`${base}/api/dashboard/students/import`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      const body = (await answer.json()) as { imported?: number };
      if (!answer.ok || body.imported !== count) {
        throw new Error(`import failed: ${answer.status} ${JSON.stringify(body).slice(0, 300)}`);
      }
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `import of ${IMPORT_ROWS.toLocaleString('en')} rows (CSV files of 20,000): ${seconds.toFixed(1)} s, ${(IMPORT_ROWS / seconds).toFixed(0)} rows/s`,
    );
  }
  // A restart after the seed: the server starts as it would on this database.
  await stop(server);
  const settings = process.env.BENCH_CACHE ? [process.env.BENCH_CACHE === 'on'] : [true, false];
  for (const answerCache of settings) {
    const starting = new Date().toISOString();
    server = await startServer(answerCache);
    const waited = await summariesCaughtUp(starting);
    if (waited > 1)
      console.log(`the reports' summaries brought up to date at start: ${waited.toFixed(1)} s`);
    const staff: Staff[] = [];
    for (const [index, email] of staffEmails.entries()) {
      staff.push({
        index,
        token: await signIn(email, STAFF_PASSWORD, `10.41.${index >> 8}.${index & 255}`),
      });
    }
    // BENCH_ONLY=<text>,<text>: only the kinds whose name contains one of them.
    const only = process.env.BENCH_ONLY?.split(',');
    const list = (await kinds()).filter(
      (kind) => !only || only.some((text) => kind.name.includes(text)),
    );
    // One request of each kind first: a kind that fails is a broken benchmark, not a figure.
    for (const kind of list) {
      const made = kind.request(staff[0]!);
      const answer = await fetch(base + made.path, {
        method: made.method ?? 'GET',
        headers: { ...made.headers, authorization: `Bearer ${staff[0]!.token}` },
        ...(made.body ? { body: made.body } : {}),
      });
      if (!answer.ok)
        throw new Error(`${kind.name}: ${answer.status} ${(await answer.text()).slice(0, 300)}`);
    }
    console.log(
      `answer cache ${answerCache ? 'on' : 'off'}: server RSS after start and sign-ins ${rssMb(server.pid!).toFixed(0)} MB`,
    );
    // Each kind alone, one request at a time: what a request costs without queueing behind others.
    const alone: string[] = [];
    for (const kind of list) {
      const times: number[] = [];
      for (let i = 0; i < ALONE; i++) {
        const who = pick(staff);
        const made = kind.request(who);
        const started = performance.now();
        const answer = await fetch(base + made.path, {
          method: made.method ?? 'GET',
          headers: { ...made.headers, authorization: `Bearer ${who.token}` },
          ...(made.body ? { body: made.body } : {}),
        });
        await answer.arrayBuffer();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
      alone.push(`${kind.name} ${at(0.5).toFixed(1)}/${at(0.99).toFixed(1)}`);
    }
    console.log(`  alone, one at a time (p50/p99 ms): ${alone.join(', ')}`);
    failed =
      (await round(
        `answer cache ${answerCache ? 'on' : 'off'}`,
        list,
        staff,
        `http://127.0.0.1:${helloPort}/`,
        server.pid!,
      )) || failed;
    await sleep(2000);
    console.log(`  server RSS 2 s after the run: ${rssMb(server.pid!).toFixed(0)} MB`);
    await stop(server);
  }
} finally {
  await stop(server);
  await stop(hello);
  if (process.env.BENCH_KEEP || reuse) console.log(`kept: ${databaseUrl ?? dataDir}`);
  else {
    await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
if (failed) {
  console.error('Some requests failed (non-2xx or errors): see above.');
  process.exit(1);
}
