// npm run bench:web: the public website's budgets, measured on the production build.
// - Lighthouse (mobile preset: emulated phone, simulated slow 4G and 4x slower CPU) on every kind
//   of public page (PAGES below): the four category scores, CLS, LCP and TBT;
// - the JavaScript / ships: every script the page loads, gzipped (budget 120 KB).
// Prints figures; asserts nothing. Uses the system Chromium (CHROME_PATH, default /usr/bin/chromium).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '..');
// Every kind of public page: the home page, the course plans, a duration's and a course's
// catalogue page, about, contact, the gallery (uploaded photos), certificate verification, the
// sign-in and sign-up forms, and pages in Hindi (issues 17 and 18 name every public page).
// BENCH_WEB_PAGES (comma-separated paths) measures others.
const PAGES = process.env.BENCH_WEB_PAGES?.split(',').filter(Boolean) ?? [
  '/',
  '/course',
  '/one',
  '/course/certificate',
  '/about',
  '/contact',
  '/gallery',
  '/verify',
  '/login',
  '/signup',
  '/hi',
  '/hi/about',
  '/hi/course',
];
// BENCH_WEB_ATTENDANCE=1 measures the staff's attendance screen too (issue 35 point 7): head
// office signed in, a batch of 20 students, /dashboard/Attendance/<id> with the session's cookie.
const ATTENDANCE = process.env.BENCH_WEB_ATTENDANCE === '1';
const ADMIN = { email: 'bench.head.office@example.com', password: 'bench web admin password' };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const built = ['apps/web/dist/client/index.html', 'apps/server/dist/main.js'].every((file) =>
  fs.existsSync(path.join(root, file)),
);
if (!built) {
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(origin) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not answer within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'institute-bench-web-'));
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...(ATTENDANCE
      ? {
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          ADMIN_PASSWORD_CHANGE: 'false',
          DEMO_DATA: 'true',
        }
      : {}),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Signs head office in and makes a batch of 20 students meeting every day: the attendance
 * screen's address and the session's cookie, which Lighthouse sends with every request.
 */
async function attendanceScreen() {
  const login = await fetch(`${origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`head office sign-in failed: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const headers = { cookie, origin };
  const numbers = [];
  let centreId = null;
  for (let i = 0; i < 20; i++) {
    const form = new FormData();
    const fields = {
      firstname: ['Asha', 'Bina', 'Chetan', 'Deepak', 'Esha'][i % 5],
      lastname: `Bench${i}`,
      dob: '2004-03-21',
      state: 'Bihar',
      district: 'Gaya',
      mothername: 'Sita Devi',
      fathername: 'Ram Prasad',
      qualification: '12th pass',
      contactno: '9876502345',
      guardiancontact: '9123402345',
      adhar: benchAadhaar(i),
      gender: 'Female',
      category: 'General',
      religion: 'Hindu',
      maritalstatus: 'Single',
      address: 'Station Road, Gaya',
      presentaddress: 'Station Road, Gaya',
      course: '14',
      courseOption: 'RV12101',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const added = await fetch(`${origin}/api/dashboard/AddStudent`, {
      method: 'POST',
      headers,
      body: form,
    });
    if (added.status !== 201) throw new Error(`Add Student: ${added.status} ${await added.text()}`);
    const record = await added.json();
    numbers.push(record.registrationNumber);
    centreId = record.centre.id;
  }
  const json = { ...headers, 'content-type': 'application/json' };
  const batch = await (
    await fetch(`${origin}/api/dashboard/batches`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        centreId,
        name: 'Morning Basics',
        course: '14',
        courseOption: null,
        startDate: '2026-01-01',
        endDate: '2030-12-31',
        weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
        startTime: '06:00',
        endTime: '06:45',
        room: 'Lab 1',
        teacherUserId: null,
        capacity: 30,
      }),
    })
  ).json();
  await fetch(`${origin}/api/dashboard/batches/${batch.id}/enrolments`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ registrationNumbers: numbers }),
  });
  return { page: `/dashboard/Attendance/${batch.id}`, cookie };
}

/** A valid Aadhaar number (Verhoeff check digit) per index. */
function benchAadhaar(index) {
  const d = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
    [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
    [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
    [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
    [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
    [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
    [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
    [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
    [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
  ];
  const p = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
    [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
    [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
    [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
    [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
    [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
    [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
  ];
  const inv = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];
  const body = `6${String(Date.now() % 1e6).padStart(6, '0')}${String(index).padStart(4, '0')}`;
  let c = 0;
  const digits = [...body].reverse().map(Number);
  for (let i = 0; i < digits.length; i++) c = d[c][p[(i + 1) % 8][digits[i]]];
  return `${body}${inv[c]}`;
}

try {
  await waitForHealth(origin);
  // The attendance screen, measured signed in (its cookie sent with every request of the page).
  let cookie = null;
  if (ATTENDANCE) {
    const screen = await attendanceScreen();
    PAGES.push(screen.page);
    cookie = screen.cookie;
  }
  // One unmeasured visit of each page, as a visitor before: Lighthouse then measures the page
  // every visitor gets (kept by the server), not the first render after a start.
  const pageHeaders = (page) => (cookie && page.startsWith('/dashboard') ? { cookie } : {});
  for (const page of PAGES) await fetch(`${origin}${page}`, { headers: pageHeaders(page) });

  const rows = [];
  let scriptsOfHome = [];
  for (const page of PAGES) {
    const measure = () =>
      lighthouse(`${origin}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        extraHeaders: pageHeaders(page),
      });
    let result = await measure();
    // Lighthouse now and then fails to read its own trace (NO_NAVSTART: "Please run Lighthouse
    // again", about one page in twenty here): that page is measured once more, and said if again.
    if (result.lhr.runtimeError?.code === 'NO_NAVSTART') result = await measure();
    const { categories, audits, runtimeError } = result.lhr;
    // BENCH_WEB_REPORTS=<folder> keeps each page's whole Lighthouse report, to read what a score
    // lost (long tasks, main-thread work by kind).
    if (process.env.BENCH_WEB_REPORTS) {
      fs.mkdirSync(process.env.BENCH_WEB_REPORTS, { recursive: true });
      const name = page === '/' ? 'home' : page.slice(1).replaceAll('/', '-');
      fs.writeFileSync(path.join(process.env.BENCH_WEB_REPORTS, `${name}.json`), result.report);
    }
    // A run Lighthouse could not finish (e.g. NO_FCP on a starved machine): said, not a crash.
    if (runtimeError || audits['cumulative-layout-shift']?.numericValue === undefined) {
      rows.push({ page, performance: `failed: ${runtimeError?.code ?? 'no metrics'}` });
      continue;
    }
    // Audits that did not pass (metrics aside), to see what a score lost.
    const failed = Object.values(audits)
      .filter((audit) => ['binary', 'numeric'].includes(audit.scoreDisplayMode))
      .filter((audit) => audit.score !== null && audit.score < 0.9)
      .map((audit) => audit.id);
    rows.push({
      page,
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      'best-practices': Math.round(categories['best-practices'].score * 100),
      seo: Math.round(categories.seo.score * 100),
      CLS: audits['cumulative-layout-shift'].numericValue.toFixed(3),
      LCP: `${Math.round(audits['largest-contentful-paint'].numericValue)} ms`,
      TBT: `${Math.round(audits['total-blocking-time'].numericValue)} ms`,
      // Lighthouse's reading of this machine's speed: its 4x slower phone is calibrated for a
      // host of about 1,300 or more; on a slower host the same page scores lower.
      'host index': Math.round(result.lhr.environment.benchmarkIndex),
      'not passed': failed.join(' ') || '-',
    });
    if (page === '/') {
      scriptsOfHome = audits['network-requests'].details.items
        .filter((item) => item.resourceType === 'Script')
        .map((item) => ({ url: item.url, transfer: item.transferSize }));
    }
  }
  console.log('\nLighthouse, mobile preset:');
  console.table(rows);

  // The JavaScript of /: every script Lighthouse saw the page load, measured gzipped (level 9,
  // as the build writes its .gz files) and as actually transferred (brotli when accepted).
  let gzipTotal = 0;
  let transferTotal = 0;
  const scripts = [];
  for (const { url, transfer } of scriptsOfHome) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    const gzipped = zlib.gzipSync(body, { level: 9 }).length;
    gzipTotal += gzipped;
    transferTotal += transfer;
    scripts.push({ script: new URL(url).pathname, raw: kb(body.length), gzip: kb(gzipped) });
  }
  console.log('\nJavaScript loaded by / (budget 120 KB gzipped):');
  console.table(scripts);
  console.log(
    `total: ${kb(gzipTotal)} gzipped, ${kb(transferTotal)} transferred (${scripts.length} files)\n`,
  );
} finally {
  await chrome.kill();
  // Lighthouse's connections may linger: give the graceful shutdown 3 s, then end it.
  server.kill('SIGTERM');
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const timer = setTimeout(() => server.kill('SIGKILL'), 3000);
  await exited;
  clearTimeout(timer);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
