import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { ok, studentForm } from './api-data';
import { signInAsHeadOffice } from './sign-in';

// Issue 35 point 2 (decision 0069): a teacher signs in on a 360-px phone and sees only the batch
// assigned to them, with its students' names and photos; the menu offers their screens only, and
// the rest of the dashboard's API refuses them.

test.use({ viewport: { width: 360, height: 740 } });

// A course no other browser test admits students to with fees (nothing from the wallet).
const COURSE = { code: '14', option: 'RV12101' };

// A 1x1 PNG: the student's photo.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a teacher signs in on a phone and sees only their batch, its students and photos @phone', async ({
  page,
  browser,
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
          lastname: `Teach${run}`,
          course: COURSE.code,
          courseOption: COURSE.option,
          photo: { name: 'photo.png', mimeType: 'image/png', buffer: PNG },
        }),
      }),
    );
    return created as { registrationNumber: string; centre: { id: number } };
  };
  const taught = await admit('Asha');
  const other = await admit('Bina');
  const centreId = taught.centre.id;

  // Head office makes the teacher's account, and two batches: one is theirs.
  const email = `teacher.${run}@example.com`;
  const password = 'teacher-pass-1';
  const teacher = await ok(
    await page.request.post(`/api/dashboard/centre-admin/centres/${centreId}/staff`, {
      headers,
      data: { name: `Kavita ${run}`, email, password, role: 'teacher' },
    }),
  );
  const batch = async (name: string, teacherUserId: number | null, room: string) =>
    (await ok(
      await page.request.post('/api/dashboard/batches', {
        headers,
        data: {
          centreId,
          name,
          course: COURSE.code,
          courseOption: null,
          startDate: '2026-11-01',
          endDate: '2027-10-31',
          weekdays: ['Sat'],
          startTime: '07:00',
          endTime: '08:00',
          room,
          teacherUserId,
          capacity: 5,
        },
      }),
    )) as { id: number };
  const own = await batch(`Kavita's ${run}`, teacher.id as number, `T1 ${run}`);
  const notOwn = await batch(`Other ${run}`, null, `T2 ${run}`);
  for (const [batchId, registrationNumber] of [
    [own.id, taught.registrationNumber],
    [notOwn.id, other.registrationNumber],
  ] as const) {
    await ok(
      await page.request.post(`/api/dashboard/batches/${batchId}/enrolments`, {
        headers,
        data: { registrationNumbers: [registrationNumber] },
      }),
    );
  }

  // The teacher, on a phone of their own.
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const phone = await context.newPage();
  await phone.goto('/admin');
  await waitForHydration(phone);
  await phone.getByLabel('Email').fill(email);
  await phone.getByLabel('Password').fill(password);
  await phone.getByRole('button', { name: 'Login' }).click();

  // Their dashboard opens on their batches: theirs only.
  await expect(phone).toHaveURL('/dashboard/Batches');
  await expect(phone.getByRole('heading', { name: 'My batches', level: 1 })).toBeVisible();
  await expect(phone.getByText("Teacher's dashboard")).toBeVisible();
  await expect(phone.getByRole('link', { name: `Kavita's ${run}` })).toBeVisible();
  await expect(phone.getByRole('link', { name: `Other ${run}` })).toHaveCount(0);
  await expect(phone.getByRole('button', { name: 'New batch' })).toHaveCount(0);
  const scrollsSideways = () =>
    phone.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(await scrollsSideways()).toBe(false);
  await expectNoAxeViolations(phone);

  // The menu: their screens, none of the sections.
  await phone.getByRole('button', { name: 'Open dashboard menu' }).click();
  const menu = phone.locator('#dashboard-drawer');
  await expect(menu.getByRole('link', { name: 'My batches' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Marks entry' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Student Section' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Reports' })).toHaveCount(0);
  await phone.getByRole('button', { name: 'Close dashboard menu' }).click();

  // The batch: its student's name and photo; nothing to change.
  await phone.getByRole('link', { name: `Kavita's ${run}` }).click();
  await expect(phone.getByRole('heading', { name: `Kavita's ${run}`, level: 1 })).toBeVisible();
  await expect(phone.getByText(`Asha Teach${run}`)).toBeVisible();
  const photo = phone.getByRole('img', { name: `Photo of Asha Teach${run}` });
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expect(phone.getByText(`Bina Teach${run}`)).toHaveCount(0);
  await expect(phone.getByRole('button', { name: 'Edit batch' })).toHaveCount(0);
  await expect(phone.getByRole('button', { name: 'Enrol' })).toHaveCount(0);
  expect(await scrollsSideways()).toBe(false);
  await expectNoAxeViolations(phone);

  // Marks entry: the sessions of their batches' course only, nothing to create or publish.
  await phone.getByRole('button', { name: 'Open dashboard menu' }).click();
  await menu.getByRole('link', { name: 'Marks entry' }).click();
  await expect(phone).toHaveURL('/dashboard/AddOffline');
  await expect(phone.getByRole('heading', { name: 'Add Marks', level: 1 })).toBeVisible();
  await expect(phone.getByRole('button', { name: 'New exam session' })).toHaveCount(0);
  expect(await scrollsSideways()).toBe(false);

  // The rest is refused by the server: another batch, the student's record, the summary.
  for (const url of [
    `/api/dashboard/batches/${notOwn.id}`,
    `/api/dashboard/AddStudent/${taught.registrationNumber}`,
    '/api/dashboard/summary',
    `/api/dashboard/AddStudent/${other.registrationNumber}/files/photo`,
  ]) {
    const status = (await phone.request.get(url)).status();
    expect([403, 404], url).toContain(status);
  }
  await context.close();
});
