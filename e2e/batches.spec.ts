import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { ok, studentForm } from './api-data';
import { signInAsHeadOffice } from './sign-in';

// Issue 35, points 1 and 3 (decision 0066): a centre manager on a phone makes a batch, is told
// which batch a clashing one would meet with, enrols students in bulk, moves one to another
// batch, and sees the batch and its timing on the student's page.

// A course no other browser test admits students to (no fees: nothing from the wallet).
const COURSE = { code: '14', name: '1-Year Health Care Course', option: 'RV12101' };

test('batches: create, clash refused with its name, bulk enrol, move, the student’s batch @phone', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  await signInAsHeadOffice(page);
  const headers = { origin: baseURL! };
  const admit = async (firstname: string) => {
    const created = await ok(
      await page.request.post('/api/dashboard/AddStudent', {
        headers,
        multipart: studentForm({
          firstname,
          lastname: `Batch${run}`,
          course: COURSE.code,
          courseOption: COURSE.option,
        }),
      }),
    );
    return created.registrationNumber as string;
  };
  const first = await admit('Asha');
  const second = await admit('Bina');
  const record = await ok(await page.request.get(`/api/dashboard/AddStudent/${first}`));
  const centreId = record.centre.id as number;
  const room = `Room ${run}`;
  const evening = `Evening ${run}`;
  await ok(
    await page.request.post('/api/dashboard/batches', {
      headers,
      data: {
        centreId,
        name: evening,
        course: COURSE.code,
        courseOption: null,
        startDate: '2026-12-01',
        endDate: '2027-11-30',
        weekdays: ['Tue', 'Thu'],
        startTime: '17:00',
        endTime: '18:00',
        room,
        teacherUserId: null,
        capacity: 10,
      },
    }),
  );

  // A new batch made on the phone.
  await page.goto('/dashboard/Batches');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Batches', level: 1 })).toBeVisible();
  await page.getByLabel('Centre').selectOption(String(centreId));
  const fillBatch = async (name: string) => {
    await page.getByLabel('Batch name').fill(name);
    await page.getByLabel('Course', { exact: true }).selectOption(COURSE.code);
    await page.getByLabel('Option').selectOption(COURSE.option);
    await page.getByLabel('Start date').fill('2026-12-01');
    await page.getByLabel('End date').fill('2027-11-30');
    await page.getByRole('checkbox', { name: 'Mon' }).check();
    await page.getByRole('checkbox', { name: 'Wed' }).check();
    await page.getByLabel('Start time').fill('09:00');
    await page.getByLabel('End time').fill('10:30');
    await page.getByLabel('Room').fill(room);
    await page.getByLabel('Capacity').fill('25');
    await page.getByRole('button', { name: 'Save batch' }).click();
  };
  const morning = `Morning ${run}`;
  await page.getByRole('button', { name: 'New batch' }).click();
  await fillBatch(morning);
  const item = page.getByRole('listitem').filter({ hasText: morning });
  await expect(item).toContainText('Mon, Wed 09:00–10:30');
  await expect(item).toContainText(`Room ${room}`);
  await expect(item).toContainText('0 of 25 places taken');
  await expectNoAxeViolations(page);

  // The same room at an overlapping time: refused, naming the batch it clashes with.
  await page.getByRole('button', { name: 'New batch' }).click();
  await fillBatch(`Clash ${run}`);
  await expect(page.getByRole('alert')).toHaveText(
    `Clashes with batch ${morning} (Mon, Wed 09:00–10:30)`,
  );

  // Both students enrolled at once, then one moved to the evening batch.
  await page.goto('/dashboard/Batches');
  await waitForHydration(page);
  await page.getByRole('link', { name: morning }).click();
  await expect(page.getByRole('heading', { name: morning, level: 1 })).toBeVisible();
  await page.getByLabel(/Enrol students/).fill(`${first}\n${second}`);
  await page.getByRole('button', { name: 'Enrol', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Students (2)' })).toBeVisible();
  await expect(page.getByText('2 of 25 places taken')).toBeVisible();
  await page
    .getByLabel(`Move ${first} to`)
    .selectOption({ label: `${evening} (Tue, Thu 17:00–18:00)` });
  await page
    .getByRole('listitem')
    .filter({ hasText: first })
    .getByRole('button', { name: 'Move' })
    .click();
  await expect(page.getByRole('heading', { name: 'Students (1)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Left this batch' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The student's page shows the batch they are in now, its timing, and where they were.
  await page.goto(`/dashboard/AddStudent/${first}`);
  await waitForHydration(page);
  const panel = page.getByRole('region', { name: 'Batch' });
  await expect(panel).toContainText(`${evening}: Tue, Thu 17:00–18:00, ${room}`);
  await expect(panel).toContainText(`Was in ${morning}`);

  // The week view: the centre's batches by weekday, for one room; printable.
  await page.goto('/dashboard/Timetable');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Timetable', level: 1 })).toBeVisible();
  await page.getByLabel('Centre').selectOption(String(centreId));
  await page.getByLabel('Room').selectOption(room);
  const monday = page.getByRole('region', { name: 'Mon' });
  await expect(monday).toContainText(`09:00–10:30${morning}`);
  await expect(page.getByRole('region', { name: 'Tue' })).toContainText(evening);
  await expect(page.getByRole('region', { name: 'Thu' })).not.toContainText(morning);
  await expectNoAxeViolations(page);
  const href = await page
    .getByRole('link', { name: 'PDF (English and Hindi)' })
    .getAttribute('href');
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
});
