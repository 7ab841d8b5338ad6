import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO } from '@institute/shared/demo';
import { expect, test } from '@playwright/test';
import { checkSite, countHtml, instituteName, report } from '../tools/hindi-words';

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
