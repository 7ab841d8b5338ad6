// Longer than 400 lines on purpose: one benchmark script (start, measure, report), read in order.
// npm run bench:http — what users feel, over real HTTP (issue 15):
// - builds what is missing, then starts the production server (node apps/server/dist/main.js) on a
//   fresh database: SQLite in a temporary DATA_DIR, or a new PostgreSQL database when
//   TEST_DATABASE_URL is set;
// - loads BENCH_STUDENTS students (default 100,000) through the real import path (CSV files of
//   20,000 rows POSTed to /api/dashboard/students/import, as head office);
// - starts a bare Node `http` hello server in its own process, as the yardstick of the same run;
// - runs autocannon (BENCH_CONNECTIONS, default 20, for BENCH_SECONDS each, default 8) on the list
//   page, searches by name and by registration number, a student's detail, the dashboard summary,
//   the home page and a course page (sent Accept-Encoding as a browser sends it; the home page also
//   without), and three targets that ask for another URL each time (any page of the list, any of
//   680 names, any student: what a read costs when the kept answers do not help), right after the
//   import and again after a restart;
// - prints req/s, p50 and p99 latency and each as a % of bare hello, non-2xx answers, the server's
//   RSS, the server's CPU time per answered request, and the budgets met or missed. It asserts
//   nothing; it exits 1 only if a request failed.
// BENCH_ONLY=<text> runs the targets whose name contains it; BENCH_NODE_ARGS passes flags to the
// server's node (e.g. --cpu-prof); BENCH_KEEP=1 keeps the SQLite folder, BENCH_REUSE=<folder>
// runs on a kept one without importing again.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { verhoeffCheckDigit } from '@institute/shared/aadhaar';
import autocannon from 'autocannon';
import pg from 'pg';
import { startNodeFlags } from './start-flags.mjs';

// BENCH_ROOT: another checkout's build to measure (e.g. the commit before a change), same script.
const root = path.resolve(process.env.BENCH_ROOT ?? path.join(import.meta.dirname, '..'));
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ADMIN = { email: 'bench.head@example.com', password: 'bench admin password' };
const FILE_ROWS = 20_000;

const FIRST = ['Aarav', 'Vivaan', 'Aditya', 'Priya', 'Ananya', 'Ishaan', 'Kavya', 'Rohan', 'Sneha'];
const MORE_FIRST = ['Arjun', 'Meera', 'Rahul', 'Pooja', 'Vikram', 'Neha', 'Suresh', 'Anjali'];
const LAST = ['Sharma', 'Verma', 'Kumar', 'Singh', 'Yadav', 'Gupta', 'Patel', 'Das', 'Mishra'];
const MORE_LAST = ['Reddy', 'Nair', 'Iyer', 'Khan', 'Chauhan', 'Joshi', 'Pandey', 'Sinha', 'Roy'];
const FIRSTS = [...FIRST, ...MORE_FIRST];
const LASTS = [...LAST, ...MORE_LAST, 'Bose', 'Mehta'];

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

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in ${timeoutMs} ms`);
    await sleep(20);
  }
}

/** CPU time (user + system) the process has used so far, in milliseconds. */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of /proc/PID/stat (11 and 12 after the name).
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

if (
  !fs.existsSync(path.join(root, 'apps/server/dist/main.js')) ||
  !fs.existsSync(path.join(root, 'apps/web/dist/server/entry-server.js'))
) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// The database: a temporary SQLite folder, or a fresh PostgreSQL database.
// BENCH_REUSE=<folder> runs on a SQLite folder kept by an earlier run (BENCH_KEEP=1), skipping
// the import: for trying a change quickly; the figures to report come from a fresh run.
const reuse = process.env.BENCH_REUSE;
const dataDir = reuse ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-http-'));
let databaseUrl: string | undefined;
let dropDatabase = async () => {};
if (process.env.TEST_DATABASE_URL) {
  const name = `bench_http_${process.pid}`;
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

async function startServer(): Promise<{ child: ChildProcess; startMs: number }> {
  const started = performance.now();
  // The Node.js flags npm start gives the server, then BENCH_NODE_ARGS.
  const nodeArgs = [
    ...startNodeFlags(root),
    ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
  ];
  const child = spawn(
    process.execPath,
    [...nodeArgs, path.join(root, 'apps/server/dist/main.js')],
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
        // A test server: its head office is not asked to choose its own password (decision 0060).
        ADMIN_PASSWORD_CHANGE: 'false',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  await waitFor(`${base}/api/health`);
  return { child, startMs: performance.now() - started };
}

function startHello(helloPort: number): ChildProcess {
  const code = `require('node:http').createServer((q, s) => { s.setHeader('content-type', 'text/plain'); s.end('hello'); }).listen(${helloPort}, '127.0.0.1')`;
  return spawn(process.execPath, ['-e', code], { stdio: 'inherit' });
}

const aadhaar = (n: number) => {
  const digits = `3${String(n).padStart(10, '0')}`;
  return `${digits}${verhoeffCheckDigit(digits)}`;
};

function csvFile(from: number, count: number): Buffer {
  const lines = [
    'firstname,lastname,dob,email,state,district,course,courseOption,mothername,fathername,qualification,contactno,guardiancontact,adhar,gender,category,religion,maritalstatus,address,presentaddress',
  ];
  for (let n = from; n < from + count; n++) {
    const first = FIRSTS[n % FIRSTS.length];
    const last = LASTS[Math.floor(n / FIRSTS.length) % LASTS.length];
    const phone = `9${String(n).padStart(9, '0')}`;
    lines.push(
      `${first},${last},2004-03-15,,Bihar,Patna,8,RV01001,Meena Devi,Suresh ${last},12th Pass,${phone},9876543211,${aadhaar(n)},Male,General,Hindu,Single,"Station Road, Patna","Station Road, Patna"`,
    );
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

async function signIn(): Promise<string> {
  const answer = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!answer.ok) throw new Error(`sign-in failed: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { token: string }).token;
}

async function importStudents(token: string): Promise<number> {
  const centres = (await (
    await fetch(`${base}/api/dashboard/centres`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { id: number }[];
  const centreId = centres[0]!.id;
  const started = performance.now();
  for (let from = 0; from < STUDENTS; from += FILE_ROWS) {
    const form = new FormData();
    form.set('centreId', String(centreId));
    const count = Math.min(FILE_ROWS, STUDENTS - from);
    form.set('file', new Blob([csvFile(from, count)], { type: 'text/csv' }), 'students.csv');
    const answer = await fetch(`${base}/api/dashboard/students/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = (await answer.json()) as { imported?: number; failed?: unknown[] };
    if (!answer.ok || body.imported !== count) {
      throw new Error(`import failed: ${answer.status} ${JSON.stringify(body).slice(0, 500)}`);
    }
  }
  return performance.now() - started;
}

interface Target {
  name: string;
  path: string;
  auth: boolean;
  budget: number;
  /** Sent as browsers send it (pages), or not at all (the API, as the issue measured it). */
  acceptEncoding?: string;
  /**
   * Another path for every request (a random page, name or student), so that no answer is asked
   * for twice in a row: what the server costs when its kept answers do not help (decision 0011).
   */
  vary?: () => string;
}

const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

async function targets(token: string): Promise<Target[]> {
  const list = (await (
    await fetch(`${base}/api/dashboard/AddStudent?page=2`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { registrationNumber: string }[];
  const registration = list[7]!.registrationNumber;
  // Registration numbers run in sequence (RV + year + number): any one between the first and the
  // last names a student (or, now and then, none: a 404 counts as an error in the figures).
  const edge = async (order: 'asc' | 'desc') =>
    (
      (await (
        await fetch(
          `${base}/api/dashboard/AddStudent?pageSize=1&sort=registrationNumber&order=${order}`,
          { headers: { authorization: `Bearer ${token}` } },
        )
      ).json()) as { registrationNumber: string }[]
    )[0]!.registrationNumber;
  const [first, last] = [await edge('asc'), await edge('desc')];
  const digits = first.replace(/^\D+/, '');
  const prefix = first.slice(0, first.length - digits.length);
  const anyRegistration = () =>
    `${prefix}${String(
      Number(digits) +
        Math.floor(Math.random() * (Number(last.slice(prefix.length)) - Number(digits) + 1)),
    ).padStart(digits.length, '0')}`;
  const pick = <T>(values: readonly T[]) => values[Math.floor(Math.random() * values.length)]!;
  const pages = Math.floor(STUDENTS / 50);
  return [
    { name: 'list page 40', path: '/api/dashboard/AddStudent?page=40', auth: true, budget: 10 },
    { name: 'search name', path: '/api/dashboard/AddStudent?q=Verma', auth: true, budget: 5 },
    {
      name: 'search reg. no.',
      path: `/api/dashboard/AddStudent?q=${registration}`,
      auth: true,
      budget: 5,
    },
    {
      name: 'student detail',
      path: `/api/dashboard/AddStudent/${registration}`,
      auth: true,
      budget: 15,
    },
    { name: 'dashboard summary', path: '/api/dashboard/summary', auth: true, budget: 10 },
    {
      name: 'list, any page',
      path: '/api/dashboard/AddStudent?page=1',
      auth: true,
      budget: 10,
      vary: () => `/api/dashboard/AddStudent?page=${1 + Math.floor(Math.random() * pages)}`,
    },
    {
      name: 'search, any name',
      path: '/api/dashboard/AddStudent?q=Verma',
      auth: true,
      budget: 5,
      // Every first name followed by the start of a surname: 17 x 20 x 2 searches.
      vary: () =>
        `/api/dashboard/AddStudent?q=${encodeURIComponent(`${pick(FIRSTS)} ${pick(LASTS).slice(0, 1 + Math.floor(Math.random() * 2))}`)}`,
    },
    {
      name: 'any student',
      path: `/api/dashboard/AddStudent/${registration}`,
      auth: true,
      budget: 15,
      vary: () => `/api/dashboard/AddStudent/${anyRegistration()}`,
    },
    { name: 'home page', path: '/', auth: false, budget: 25, acceptEncoding: BROWSER_ENCODINGS },
    {
      name: 'course page',
      path: '/course',
      auth: false,
      budget: 25,
      acceptEncoding: BROWSER_ENCODINGS,
    },
    { name: 'home, uncompressed', path: '/', auth: false, budget: 25 },
    { name: 'health', path: '/api/health', auth: false, budget: 25 },
  ].filter((target) => !process.env.BENCH_ONLY || target.name.includes(process.env.BENCH_ONLY));
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Server CPU milliseconds per answered request: steady even when other work shares the CPU. */
  cpuPerRequest: number;
}

async function cannon(
  url: string,
  headers: Record<string, string> = {},
  pid?: number,
  vary?: () => string,
): Promise<Figures> {
  const cpuBefore = pid ? cpuMs(pid) : 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
    ...(vary ? { requests: [{ setupRequest: (request) => ({ ...request, path: vary() }) }] } : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuPerRequest: pid ? (cpuMs(pid) - cpuBefore) / Math.max(1, result.requests.total) : 0,
  };
}

function headersOf(target: Target, token: string): Record<string, string> {
  return {
    ...(target.auth ? { authorization: `Bearer ${token}` } : {}),
    ...(target.acceptEncoding ? { 'accept-encoding': target.acceptEncoding } : {}),
  };
}

async function round(label: string, token: string, list: Target[], helloUrl: string, pid: number) {
  // A short warm-up of each target (JIT, caches) before measuring.
  for (const target of list) {
    const headers = headersOf(target, token);
    await autocannon({ url: base + target.path, connections: 4, duration: 1, headers });
  }
  const hello = await cannon(helloUrl);
  const rows: string[] = [];
  let failed = false;
  const fmt = (value: number, width: number) => value.toFixed(0).padStart(width);
  rows.push(
    `${label}: bare hello ${fmt(hello.rps, 6)} req/s, p50 ${hello.p50} ms, p99 ${hello.p99} ms`,
  );
  rows.push(
    `  ${'target'.padEnd(18)} ${'req/s'.padStart(7)} ${'p50'.padStart(5)} ${'p99'.padStart(5)} ${'% hello'.padStart(8)} ${'cpu ms'.padStart(7)}  budget`,
  );
  for (const target of list) {
    const headers = headersOf(target, token);
    const figures = await cannon(base + target.path, headers, pid, target.vary);
    const ratio = (figures.rps / hello.rps) * 100;
    const met = ratio >= target.budget && figures.p99 < 60;
    if (figures.non2xx > 0 || figures.errors > 0) failed = true;
    rows.push(
      `  ${target.name.padEnd(18)} ${fmt(figures.rps, 7)} ${fmt(figures.p50, 5)} ${fmt(figures.p99, 5)} ${ratio.toFixed(1).padStart(7)}% ${figures.cpuPerRequest.toFixed(2).padStart(7)}  ≥${target.budget}% p99<60: ${met ? 'met' : 'MISSED'}${figures.non2xx || figures.errors ? `  (${figures.non2xx} non-2xx, ${figures.errors} errors)` : ''}`,
    );
  }
  console.log(rows.join('\n'));
  return failed;
}

const helloPort = await freePort();
const hello = startHello(helloPort);
let server = await startServer();
let failed = false;
try {
  await waitFor(`http://127.0.0.1:${helloPort}/`);
  console.log(
    `bench:http on ${database}, ${STUDENTS} students, ${CONNECTIONS} connections, ${SECONDS} s per target, ${os.cpus().length} cores, Node ${process.version}`,
  );
  let token = await signIn();
  if (!reuse) {
    const importMs = await importStudents(token);
    console.log(`import of ${STUDENTS} students: ${(importMs / 1000).toFixed(1)} s`);
  }
  const list = await targets(token);
  failed =
    (await round(
      'after the import',
      token,
      list,
      `http://127.0.0.1:${helloPort}/`,
      server.child.pid!,
    )) || failed;
  console.log(`  server RSS after the round: ${rssMb(server.child.pid!).toFixed(0)} MB`);

  await stop(server.child);
  server = await startServer();
  console.log(`restart: first answer after ${server.startMs.toFixed(0)} ms`);
  // Idle memory after 20 page renders.
  for (let i = 0; i < 20; i++) await (await fetch(`${base}/`)).text();
  await sleep(1000);
  console.log(`  server RSS at idle after 20 renders: ${rssMb(server.child.pid!).toFixed(0)} MB`);
  token = await signIn();
  failed =
    (await round(
      'after a restart',
      token,
      list,
      `http://127.0.0.1:${helloPort}/`,
      server.child.pid!,
    )) || failed;
} finally {
  await stop(server.child);
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
