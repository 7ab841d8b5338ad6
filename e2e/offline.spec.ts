import { DEMO } from '@institute/shared/demo';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { ok, studentForm } from './api-data';
import { demoStudentRegistration, signInAsHeadOffice } from './sign-in';

// Issue 40 point 6 (decision 0087): the dashboard on a 360-px phone without a connection. The
// attendance sheet and Add Student open from the service worker's caches and save to the phone
// (a visible "not sent yet"); back online, each save is sent once and the server has both once.
// The online exam: a Submit tapped offline waits, says so beside the button, and is sent when the
// connection returns.

// The only spec that lets the dashboard's service worker run (playwright.config.ts blocks it).
test.use({ serviceWorkers: 'allow' });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Today in India (the institute's calendar), as the server counts it. */
const indiaToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

async function signInAsDemoStaff(page: Page): Promise<void> {
  const response = await page.request.post('/api/admin/login', {
    data: { email: DEMO.staff.email, password: DEMO.staff.password },
  });
  if (!response.ok()) throw new Error(`staff sign-in failed: ${response.status()}`);
}

/** Waits until the service worker controls the page (it then keeps what the page asks for). */
async function untilControlled(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

/** The browser's offline mode (the page gets the `online` event when it ends). */
async function setOffline(context: BrowserContext, offline: boolean) {
  await context.setOffline(offline);
}

test('offline: a batch marked and a student added with a photo are sent once when back online @phone', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const run = Date.now().toString(36);
  await signInAsDemoStaff(page);
  const headers = { origin: baseURL! };

  // A batch of two students of the demo centre, meeting every day.
  const admit = async (firstname: string) =>
    (
      await ok(
        await page.request.post('/api/dashboard/AddStudent', {
          headers,
          multipart: studentForm({
            firstname,
            lastname: `Offline${run}`,
            course: '8',
            courseOption: 'CERTIFICATE IN FUNDAMENTAL(RV01001)',
          }),
        }),
      )
    ).registrationNumber as string;
  const numbers = [await admit('Asha'), await admit('Bina')];
  const batch = await ok(
    await page.request.post('/api/dashboard/batches', {
      headers,
      data: {
        name: `Offline ${run}`,
        course: '8',
        courseOption: null,
        startDate: '2026-01-01',
        endDate: '2030-12-31',
        weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
        startTime: '07:00',
        endTime: '07:45',
        room: `Offline room ${run}`,
        teacherUserId: null,
        capacity: 10,
      },
    }),
  );
  await ok(
    await page.request.post(`/api/dashboard/batches/${batch.id}/enrolments`, {
      headers,
      data: { registrationNumbers: numbers },
    }),
  );
  const today = indiaToday();
  const sheetUrl = `/dashboard/Attendance/${batch.id}`;
  const sheetApi = `/api/dashboard/attendance/batches/${batch.id}/days/${today}`;

  // Online: the dashboard installs its service worker; the two screens are opened once more
  // under it, so that it keeps them.
  await page.goto(sheetUrl);
  await waitForHydration(page);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  await untilControlled(page);
  await page.goto(sheetUrl);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: `Attendance: Offline ${run}` })).toBeVisible();
  await page.goto('/dashboard/AddStudent');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Add Student', level: 1 })).toBeVisible();
  await page.goto(sheetUrl);
  await waitForHydration(page);

  // The connection goes while the sheet is open: Asha is marked absent and saved on the phone.
  await setOffline(context, true);
  // The worker itself has no connection either: an answer it never kept does not come.
  expect(
    await page.evaluate(() =>
      fetch('/api/dashboard/batches/987654').then(
        (response) => response.status,
        () => 'no connection',
      ),
    ),
  ).toBe('no connection');
  const row = (first: string) =>
    page.getByRole('group', { name: `Attendance of ${first} Offline${run}` });
  await row('Asha').getByRole('button', { name: 'Absent' }).click();
  const save = page.getByRole('button', { name: 'Save attendance' });
  await expect(save).toBeInViewport();
  await save.click();
  const keptNote = page.getByText(
    'No connection: the attendance is saved on this phone and will be sent when the connection returns.',
  );
  await expect(keptNote).toBeVisible();
  await expect(keptNote).toBeInViewport();
  await expect(page.getByText(/^Not sent yet: saved on this phone at /)).toBeVisible();
  await expect(page.getByTestId('outbox-count')).toHaveText('1 not sent yet');

  // Still offline: Add Student opens from the menu, a student with a photo is saved on the phone.
  await page.getByRole('button', { name: 'Open dashboard menu' }).click();
  const drawer = page.locator('#dashboard-drawer');
  const students = drawer.getByRole('button', { name: 'Student Section' });
  if ((await students.getAttribute('aria-expanded')) === 'false') await students.click();
  await drawer.getByRole('link', { name: 'Add Student', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Add Student', level: 1 })).toBeVisible();
  const field = (label: string) => page.getByLabel(label, { exact: true });
  const surname = `Offline${run}x`;
  await field('First Name').fill('Chetna');
  await field('Last Name').fill(surname);
  await field('Date of Birth').fill('2004-03-21');
  await field('Gender').selectOption('Female');
  await field("Father's Name").fill('Ramesh Prasad');
  await field("Mother's Name").fill('Sunita Devi');
  await field('Category').selectOption('OBC');
  await field('Religion').fill('Hindu');
  await field('Marital Status').selectOption('Single');
  await field('Qualification').fill('12th pass');
  await field('Aadhaar No').fill(
    studentForm({ course: '8', firstname: 'x', lastname: 'y' }).adhar as string,
  );
  await field('Contact No').fill('9876543210');
  await field('Guardian Contact').fill('9123456780');
  await field('Email').fill(`${surname.toLowerCase()}@example.com`);
  await field('State').selectOption('Bihar');
  await field('District').fill('Patna');
  await field('Permanent Address').fill('Boring Road, Patna');
  await field('Present Address').fill('Boring Road, Patna');
  await field('Course').selectOption({ label: '1-Month Certificate Course' });
  await field('Course Option').selectOption('CERTIFICATE IN FUNDAMENTAL(RV01001)');
  await field('Photo').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Add Student' }).click();
  await expect(
    page.getByText(
      `No connection: Chetna ${surname} is saved on this phone and will be added when the connection returns.`,
    ),
  ).toBeVisible();
  await expect(page.getByText(`New student: Chetna ${surname}`)).toBeVisible();
  await expect(page.getByTestId('outbox-count')).toHaveText('2 not sent yet');

  // A fresh start without a connection: the sheet opens from the worker's copies, and what waits
  // is still there (IndexedDB).
  const opened = await page.goto(sheetUrl);
  expect(opened?.fromServiceWorker()).toBe(true);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: `Attendance: Offline ${run}` })).toBeVisible();
  await expect(page.getByText(/^Not sent yet: saved on this phone at /)).toBeVisible();
  await expect(row('Asha').getByRole('button', { name: 'Absent' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByTestId('outbox-count')).toHaveText('2 not sent yet');

  // Nothing reached the server meanwhile.
  expect((await ok(await page.request.get(sheetApi))).savedAt).toBeNull();
  const search = `/api/dashboard/AddStudent?q=${surname}`;
  expect(await ok(await page.request.get(search))).toEqual([]);

  // Back online: both are sent, in order, once.
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/'))
      sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await setOffline(context, false);
  await expect(page.getByTestId('outbox-count')).toBeHidden({ timeout: 30_000 });
  expect(sent).toEqual([`PUT ${sheetApi}`, 'POST /api/dashboard/AddStudent']);

  const sheet = await ok(await page.request.get(sheetApi));
  expect(sheet.savedAt).not.toBeNull();
  expect(
    Object.fromEntries(
      (sheet.students as { registrationNumber: string; status: string }[]).map((s) => [
        s.registrationNumber,
        s.status,
      ]),
    ),
  ).toEqual({ [numbers[0]!]: 'absent', [numbers[1]!]: 'present' });
  const found = (await ok(await page.request.get(search))) as { registrationNumber: string }[];
  expect(found).toHaveLength(1);
  const record = await ok(
    await page.request.get(`/api/dashboard/AddStudent/${found[0]!.registrationNumber}`),
  );
  expect(record.photo).toMatch(/\/files\/photo\?v=\d+$/);
});

test('offline: an exam Submit tapped without a connection is sent when it returns @phone', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36).toUpperCase();
  const headers = { origin: baseURL! };
  // Head office sets a one-question test for the demo student's course, open now.
  await signInAsHeadOffice(page);
  const studentContext = await browser.newContext({
    viewport: { width: 360, height: 740 },
    serviceWorkers: 'allow',
  });
  const registration = await demoStudentRegistration(studentContext.request);
  const student = await ok(await page.request.get(`/api/dashboard/AddStudent/${registration}`));
  const question = await ok(
    await page.request.post('/api/dashboard/online-exams/questions', {
      headers,
      data: {
        courseCode: student.course,
        question: `Which key saves a file? (${run})`,
        options: ['Ctrl+P', 'Ctrl+S'],
        correct: [1],
        marks: 1,
      },
    }),
  );
  const title = `Offline submit ${run}`;
  await ok(
    await page.request.post('/api/dashboard/online-exams', {
      headers,
      data: {
        centreId: student.centre.id,
        courseCode: student.course,
        title,
        kind: 'test',
        startNow: true,
        durationMinutes: 10,
        selection: 'fixed',
        questionIds: [question.id],
      },
    }),
  );

  // The student (signed in above), on a 360-px phone, starts it.
  const me = await studentContext.newPage();
  const exams = await ok(await me.request.get(`/api/dashboard/student/${registration}/exams`));
  const exam = (exams as { id: number; title: string }[]).find((e) => e.title === title)!;
  await me.goto(`/exam/${exam.id}`);
  await waitForHydration(me);
  await me.getByRole('button', { name: 'Start exam' }).click();
  await expect(me.getByRole('timer')).toBeVisible();

  // Offline: the answer is kept, Submit is tapped; it waits and says so beside the button.
  await studentContext.setOffline(true);
  await me.getByRole('radio', { name: 'B. Ctrl+S' }).check();
  const submit = me.getByRole('button', { name: 'Submit answers' });
  await submit.click();
  await me.getByRole('dialog').getByRole('button', { name: 'Submit', exact: true }).click();
  const waiting = me.getByTestId('submit-status');
  await expect(waiting).toHaveText(
    'No connection: your answers are kept on this phone. Your submission will be sent as soon as the connection returns.',
  );
  await expect(waiting).toBeInViewport();
  await expect(submit).toBeInViewport();

  // Back online: the answer and the Submit are sent by themselves.
  const requests: string[] = [];
  me.on('request', (request) => {
    if (request.method() !== 'GET') requests.push(new URL(request.url()).pathname);
  });
  await studentContext.setOffline(false);
  await expect(me.getByText('Your answers have been submitted')).toBeVisible({ timeout: 20_000 });
  await expect(me.getByText(/Your score:\s*1 \/ 1 \(100%\)/)).toBeVisible();
  expect(requests.filter((path) => path.endsWith('/submit'))).toHaveLength(1);
  await studentContext.close();
});
