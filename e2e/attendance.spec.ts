import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { ok, studentForm } from './api-data';
import { signInAsHeadOffice } from './sign-in';

// Issue 35 point 4 (decision 0070): on a 360-px phone, a batch's attendance is taken from the
// batch's page: everyone present, one tap for absent or late, the Save always in view, one
// request for the whole batch; the server keeps exactly those marks.

// A course no other browser test admits students to with fees (no wallet needed).
const COURSE = { code: '14', option: 'RV12101' };

/** Today in India (the institute's calendar), as the server counts it. */
const indiaToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

test('attendance: a batch marked on a 360-px phone and saved in one request @phone', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const run = Date.now().toString(36);
  await signInAsHeadOffice(page);
  const headers = { origin: baseURL! };
  const admit = async (firstname: string) => {
    const created = await ok(
      await page.request.post('/api/dashboard/AddStudent', {
        headers,
        multipart: studentForm({
          firstname,
          lastname: `Register${run}`,
          course: COURSE.code,
          courseOption: COURSE.option,
        }),
      }),
    );
    return created.registrationNumber as string;
  };
  const numbers = [await admit('Asha'), await admit('Bina'), await admit('Chetan')];
  const record = await ok(await page.request.get(`/api/dashboard/AddStudent/${numbers[0]}`));
  const today = indiaToday();
  const name = `Daily ${run}`;
  const batch = await ok(
    await page.request.post('/api/dashboard/batches', {
      headers,
      data: {
        centreId: record.centre.id,
        name,
        course: COURSE.code,
        courseOption: null,
        startDate: '2026-01-01',
        endDate: '2030-12-31',
        weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
        startTime: '06:00',
        endTime: '06:45',
        room: `Register room ${run}`,
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

  // From the batch's page to today's sheet.
  await page.goto(`/dashboard/Batches/${batch.id}`);
  await waitForHydration(page);
  await expect(page.getByText('No attendance marked yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Take attendance' }).click();
  await expect(page.getByRole('heading', { name: `Attendance: ${name}`, level: 1 })).toBeVisible();
  await expect(page.getByLabel('Day')).toHaveValue(today);
  await expect(page.getByText('Not saved yet: everyone is shown present.')).toBeVisible();
  const save = page.getByRole('button', { name: 'Save attendance' });
  await expect(save).toBeInViewport();
  await expect(page.getByText('Present 3 · Absent 0 · Late 0 · Leave 0')).toBeVisible();

  // One tap each: Asha absent, Bina late; Chetan stays present.
  const row = (first: string) =>
    page.getByRole('group', { name: `Attendance of ${first} Register${run}` });
  await row('Asha').getByRole('button', { name: 'Absent' }).click();
  await row('Bina').getByRole('button', { name: 'Late' }).click();
  await expect(row('Asha').getByRole('button', { name: 'Absent' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText('Present 1 · Absent 1 · Late 1 · Leave 0')).toBeVisible();
  const box = await save.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  const tap = await row('Chetan').getByRole('button', { name: 'Leave' }).boundingBox();
  expect(tap!.height).toBeGreaterThanOrEqual(44);
  const root = await page.evaluate(() => ({
    scroll: document.scrollingElement!.scrollWidth,
    client: document.scrollingElement!.clientWidth,
  }));
  expect(root.scroll).toBeLessThanOrEqual(root.client);
  await expectNoAxeViolations(page);

  // One request saves the batch.
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/dashboard/attendance/') && request.method() !== 'GET')
      requests.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await expect(save).toBeInViewport();
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Attendance saved for' })).toBeVisible();
  expect(requests).toEqual([`PUT /api/dashboard/attendance/batches/${batch.id}/days/${today}`]);

  const sheet = await ok(
    await page.request.get(`/api/dashboard/attendance/batches/${batch.id}/days/${today}`),
  );
  expect(
    Object.fromEntries(
      (sheet.students as { registrationNumber: string; status: string }[]).map((s) => [
        s.registrationNumber,
        s.status,
      ]),
    ),
  ).toEqual({ [numbers[0]!]: 'absent', [numbers[1]!]: 'late', [numbers[2]!]: 'present' });

  // The batch's page and the student's profile show the percentages.
  await page.goto(`/dashboard/Batches/${batch.id}`);
  await waitForHydration(page);
  await expect(page.getByText('66.7% over 1 marked class day')).toBeVisible();
  await page.goto(`/dashboard/AddStudent/${numbers[0]}`);
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Attendance' })).toContainText(
    '0% (0 of 1 marked class day present or late)',
  );
});
