import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO } from '@institute/shared/demo';
import { expect, test } from '@playwright/test';
import { checkSite, countHtml, instituteName, report, type PageCount } from '../tools/hindi-words';
import { studentForm } from './api-data';

// Latin-script words on the Hindi pages (issue 34, decision 0073): every /hi page of the sitemap
// and the signed-in student's screens, as the server renders them, read by tools/hindi-words.ts.
// On a server of its own (the production build, a fresh database with the demo data): the other
// specs edit the shared server's content in English while this one reads it.

const port = Number(process.env.E2E_PORT ?? 4173) + 30_000;
const base = `http://127.0.0.1:${port}`;

/** What the centre typed about the demo student (demo-seed.ts): names stay as typed. */
const STUDENT_NAMES = [
  `${DEMO.student.firstname} ${DEMO.student.lastname}`,
  'Ramesh Prasad',
  'Sunita Devi',
  'Kankarbagh, Patna, Bihar',
];

// One worker for both tests: they share the one server on its one port.
test.describe.configure({ mode: 'serial' });

let server: ChildProcess | null = null;
let dataDir = '';

test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'institute-hindi-words-'));
  server = spawn(process.execPath, [process.env.E2E_SERVER_ENTRY ?? 'apps/server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'head.office@example.com',
      ADMIN_PASSWORD: 'hindi words password',
      ADMIN_PASSWORD_CHANGE: 'false',
      DEMO_DATA: 'true',
      PUBLIC_URL: base,
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${base}/api/health`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 60_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('Hindi pages and a student’s screens show no Latin-script word beyond the allowed names @desktop', async () => {
  test.setTimeout(120_000);
  const counts = await checkSite(base, {
    names: STUDENT_NAMES,
    student: {
      email: DEMO.student.email,
      password: DEMO.student.password,
      paths: ['/dashboard/student/{reg}', '/certificate/{reg}'],
    },
  });
  const table = report(counts);
  console.log(table);
  await test.info().attach('latin-words.txt', { body: table, contentType: 'text/plain' });
  // Every public page of the sitemap was read, each answered.
  expect(counts.filter((page) => page.path.startsWith('/hi')).length).toBeGreaterThanOrEqual(18);
  for (const page of counts) expect(page.status, page.path).toBe(200);
  const found = counts.filter((page) => page.words.length > 0);
  expect(found.map((page) => `${page.path}: ${page.words.join(' ')}`)).toEqual([]);
});

test('the student’s profile in the browser, its results, exams and fees loaded, reads Hindi @desktop', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: base, locale: 'hi-IN' });
  const login = await context.request.post('/api/login', {
    data: { email: DEMO.student.email, password: DEMO.student.password },
    headers: { origin: base },
  });
  expect(login.status()).toBe(200);
  const registration = ((await login.json()) as { user: { registrationNumber: string } }).user
    .registrationNumber;
  await context.addCookies([{ name: 'lang', value: 'hi', url: base }]);
  const page = await context.newPage();
  await page.goto(`/dashboard/student/${registration}`);
  // The panels load their data after the page: wait until none is still loading.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('लोड हो रहा है')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  // The demo exam's title as its centre typed it, and the grade (a letter in every language).
  const names = [await instituteName(base), 'RV', ...STUDENT_NAMES, 'Demo final examination', 'A'];
  const count = countHtml(page.url(), await page.content(), names);
  console.log(report([count]));
  expect(count.words).toEqual([]);
  await context.close();
});

// Every dashboard screen in Hindi for every role (issue 34 point 4): the screens are read from the
// dashboard's own table (apps/web/src/app/dashboard-screens.ts), as e2e/phone-screens.spec.ts does,
// so a screen added there is read here too. One browser, the screens one after another.
const SCREEN_KEYS = [
  ...fs
    .readFileSync(
      path.join(import.meta.dirname, '../apps/web/src/app/dashboard-screens.ts'),
      'utf8',
    )
    .matchAll(/^ {2}'?([\w/:]+)'?: async/gm),
].map((match) => match[1]!);

/** Names and texts people typed in the walk's data (allowed: they are the users' own words). */
const TYPED = [
  DEMO.centre.name,
  DEMO.centre.address,
  DEMO.staff.name,
  'Demo final examination',
  'Sunita Yadav',
  'Station Road, Gaya',
  'Sita Devi',
  'Ram Prasad',
  'Gaya',
  'Hindu',
  '12th pass',
  'Kavita Hindi',
  'Hindi walk batch',
  'Room 1',
  // What the server makes on a new database, names head office renames (db/seed.ts)
  'Head Office',
  'Main Centre',
  'MAIN',
  'Address to be set by head office',
  // The website's opening hours as head office typed them (demo data)
  DEMO.site.openingHours,
  // The demo student's record as the centre typed it, shown field by field; the grade letter
  'Asha',
  'Kumari',
  'Patna',
  '12th Pass',
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'Sunita',
  'Yadav',
  // Values a file to import must hold as they are (Import Students' instructions)
  'cash',
  'upi',
  'card',
  'bank',
  'csv',
  // The walk's announcement as head office typed its English text (beside its Hindi)
  'Hindi walk notice',
  // A message template's variables ({name}, {secret}, {siteUrl}), written as the template needs them
  'name',
  'secret',
  'siteUrl',
];

test('every dashboard screen reads Hindi for head office, a centre manager, a teacher and a student @desktop', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const started = Date.now();
  expect(SCREEN_KEYS.length).toBeGreaterThan(30);
  const context = await browser.newContext({ baseURL: base, locale: 'hi-IN' });
  const request = context.request;
  const headers = { origin: base };
  const names = [await instituteName(base), 'RV', ...STUDENT_NAMES, ...TYPED];

  // The walk's data: an application to review and a batch with a teacher, as head office.
  const applicant = `hindi.walk.${Date.now().toString(36)}@example.com`;
  const signUp = { name: 'Sunita Yadav', email: applicant, password: 'applicant-pass-1' };
  expect((await request.post('/api/register', { headers, data: signUp })).ok()).toBe(true);
  expect(
    (
      await request.post('/api/login', {
        headers,
        data: { email: applicant, password: signUp.password },
      })
    ).ok(),
  ).toBe(true);
  const centres = (await (await request.get('/api/applications/centres')).json()) as {
    id: number;
    code: string;
  }[];
  const centre = centres.find((item) => item.code === DEMO.centre.code) ?? centres[0]!;
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const sent = await request.post('/api/applications/mine', {
    headers,
    multipart: studentForm({
      centreId: String(centre.id),
      firstname: 'Sunita',
      lastname: 'Yadav',
      course: '8',
      courseOption: 'CERTIFICATE IN FUNDAMENTAL(RV01001)',
      photo: { name: 'photo.png', mimeType: 'image/png', buffer: PNG },
    }),
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await context.clearCookies();

  const signIn = async (address: string, email: string, password: string) => {
    await context.clearCookies();
    const answer = await request.post(address, { headers, data: { email, password } });
    expect(answer.status(), await answer.text()).toBe(200);
    // The account's own language choice aside: the walk reads every screen in Hindi.
    await context.addCookies([{ name: 'lang', value: 'hi', url: base }]);
    return (await answer.json()) as { user: { registrationNumber?: string | null } };
  };
  const student = await signIn('/api/login', DEMO.student.email, DEMO.student.password);
  const registration = student.user.registrationNumber!;

  await signIn('/api/admin/login', 'head.office@example.com', 'hindi words password');
  const record = await request.get(`/api/dashboard/AddStudent/${registration}`);
  expect(record.ok(), await record.text()).toBe(true);
  const { course } = (await record.json()) as { course: string };
  const teacherEmail = `hindi.teacher.${Date.now().toString(36)}@example.com`;
  const teacher = await request.post(`/api/dashboard/centre-admin/centres/${centre.id}/staff`, {
    headers,
    data: {
      name: 'Kavita Hindi',
      email: teacherEmail,
      password: 'teacher-pass-1',
      role: 'teacher',
    },
  });
  expect(teacher.status(), await teacher.text()).toBe(201);
  const made = await request.post('/api/dashboard/batches', {
    headers,
    data: {
      centreId: centre.id,
      name: 'Hindi walk batch',
      course,
      courseOption: null,
      startDate: '2026-12-01',
      endDate: '2027-11-30',
      weekdays: ['Sat'],
      startTime: '07:00',
      endTime: '08:00',
      room: 'Room 1',
      teacherUserId: ((await teacher.json()) as { id: number }).id,
      capacity: 10,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const batchId = ((await made.json()) as { id: number }).id;
  const enrolled = await request.post(`/api/dashboard/batches/${batchId}/enrolments`, {
    headers,
    data: { registrationNumbers: [registration] },
  });
  expect(enrolled.ok(), await enrolled.text()).toBe(true);

  // An announcement to every student, scheduled for next year (nobody receives it).
  const announced = await request.post('/api/dashboard/announcements', {
    headers,
    data: {
      audience: { kind: 'all' },
      text: {
        titleEn: 'Hindi walk notice',
        bodyEn: 'Hindi walk notice',
        titleHi: 'हिन्दी जाँच की सूचना',
        bodyHi: 'हिन्दी जाँच की सूचना',
      },
      sendAt: `${new Date().getFullYear() + 1}-01-15T10:00`,
    },
  });
  expect(announced.status(), await announced.text()).toBe(201);
  const announcementId = ((await announced.json()) as { id: number }).id;

  const page = await context.newPage();
  let application = '';
  const addressOf = async (key: string): Promise<string> => {
    if (key === 'index') return '/dashboard';
    if (key.includes(':registrationNumber'))
      return `/dashboard/${key.replace(':registrationNumber', registration)}`;
    if (key === 'Batches/:id') return `/dashboard/Batches/${batchId}`;
    if (key === 'Announcements/:id') return `/dashboard/Announcements/${announcementId}`;
    if (key === 'Attendance/:id') return `/dashboard/Attendance/${batchId}`;
    if (key === 'ManageApplication/:id') {
      if (application) return application;
      // The first application the list offers to review (the walk sent one).
      await page.goto('/dashboard/ManageApplication');
      await page.waitForLoadState('networkidle');
      const review = page.getByRole('main').locator('a[href^="/dashboard/ManageApplication/"]');
      await expect(review.first()).toBeVisible();
      application = (await review.first().getAttribute('href'))!;
      return application;
    }
    if (key.includes(':')) throw new Error(`hindi-words.spec.ts: no address for ${key}`);
    return `/dashboard/${key}`;
  };
  const read = async (address: string): Promise<PageCount> => {
    await page.goto(address);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('लोड हो रहा है')).toHaveCount(0);
    return countHtml(new URL(page.url()).pathname, await page.content(), names);
  };

  const results: Record<string, PageCount[]> = {};
  const roles: [string, () => Promise<unknown>, string[]][] = [
    [
      'head office',
      () => signIn('/api/admin/login', 'head.office@example.com', 'hindi words password'),
      SCREEN_KEYS,
    ],
    [
      'centre manager',
      () => signIn('/api/admin/login', DEMO.staff.email, DEMO.staff.password),
      SCREEN_KEYS,
    ],
    ['teacher', () => signIn('/api/admin/login', teacherEmail, 'teacher-pass-1'), SCREEN_KEYS],
    ['student', () => signIn('/api/login', DEMO.student.email, DEMO.student.password), []],
  ];
  for (const [role, signInAs, keys] of roles) {
    await signInAs();
    const counts: PageCount[] = [];
    const addresses =
      role === 'student'
        ? [
            `/dashboard/student/${registration}`,
            `/certificate/${registration}`,
            '/account/password',
          ]
        : keys;
    for (const key of addresses) {
      const address = role === 'student' ? key : await addressOf(key);
      const count = await read(address);
      counts.push({
        ...count,
        path: `${address}${count.path === address ? '' : ` → ${count.path}`}`,
      });
    }
    results[role] = counts;
  }
  await context.close();

  const table = Object.entries(results)
    .map(([role, counts]) => {
      // The words themselves of each screen that has any, to find them.
      const words = counts
        .filter((count) => count.words.length > 0)
        .map((count) => `${count.path}: ${count.words.join(' ')}`);
      return [`${role}: ${counts.length} screens`, report(counts), ...words].join('\n');
    })
    .join('\n\n');
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`${table}\n\nwalked in ${seconds} s`);
  await test.info().attach('dashboard-latin-words.txt', { body: table, contentType: 'text/plain' });
  // Every screen of each role was read (the student's: their profile, certificate, password).
  for (const role of ['head office', 'centre manager', 'teacher'])
    expect(results[role]!.length, role).toBe(SCREEN_KEYS.length);
  for (const [role, counts] of Object.entries(results)) {
    // Every screen at zero, the website's editor, the marketing tools and the course catalogue
    // included (decision 0092: what fields marked lang="en" hold is the content being edited).
    const found = counts.filter((count) => count.words.length > 0);
    expect(found.map((count) => `${role} ${count.path}: ${count.words.join(' ')}`)).toEqual([]);
  }
});
