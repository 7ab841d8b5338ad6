import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEMO } from '@institute/shared/demo';
import { instituteDate } from '@institute/shared/institute-time';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { studentForm } from './api-data';
import { signInAsHeadOffice } from './sign-in';

/**
 * Every dashboard screen on a 360-px phone (issue 35 point 8): no sideways scroll of the page, no
 * control in a box that scrolls sideways (its columns and actions off to the right, with no
 * hint), no control off the screen, and every control a finger can hit (WCAG 2.2 2.5.8: at
 * least 24 x 24 px).
 *
 * The screens are read from the dashboard's own table of screens (apps/web/src/app/
 * dashboard-screens.ts), so a screen added there is walked here without touching this file.
 */
test.use({ viewport: { width: 360, height: 740 } });

const SCREENS_FILE = fileURLToPath(
  new URL('../apps/web/src/app/dashboard-screens.ts', import.meta.url),
);
const SCREEN_KEYS = [
  ...fs.readFileSync(SCREENS_FILE, 'utf8').matchAll(/^ {2}'?([\w/:]+)'?: async/gm),
]
  .map((match) => match[1]!)
  .filter((key) => key.length > 0);

// A 1x1 PNG: the applicant's photo.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * An application waiting for review at the demo centre (the demo data has none), sent as a
 * visitor sends it: sign up, sign in, apply. So Manage Application is walked with a row to review.
 */
async function anApplication(request: APIRequestContext, baseURL: string): Promise<void> {
  const email = `phone.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const password = 'applicant-pass-1';
  const headers = { origin: baseURL };
  expect(
    (
      await request.post('/api/register', {
        headers,
        data: { name: 'Sunita Yadav', email, password },
      })
    ).ok(),
  ).toBe(true);
  expect((await request.post('/api/login', { headers, data: { email, password } })).ok()).toBe(
    true,
  );
  const centres = (await (await request.get('/api/applications/centres')).json()) as {
    id: number;
    code: string;
  }[];
  const centre = centres.find((item) => item.code === DEMO.centre.code) ?? centres[0]!;
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
}

/** The screen's address, its parameters filled from the demo data. */
async function addressOf(page: Page, key: string, registration: string): Promise<string | null> {
  if (key === 'index') return '/dashboard';
  if (!key.includes(':')) return `/dashboard/${key}`;
  if (key.includes(':registrationNumber')) {
    return `/dashboard/${key.replace(':registrationNumber', registration)}`;
  }
  if (key === 'ManageApplication/:id') {
    // The first application the list offers to review (anApplication sent one at least).
    await page.goto('/dashboard/ManageApplication');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const review = page.getByRole('main').locator('a[href^="/dashboard/ManageApplication/"]');
    await expect(review.first()).toBeVisible();
    return review.first().getAttribute('href');
  }
  if (key === 'Attendance/:id') {
    // The attendance sheet of the batch the walk opens (made below when the centre has none).
    const batch = await addressOf(page, 'Batches/:id', registration);
    return batch && batch.replace('/dashboard/Batches/', '/dashboard/Attendance/');
  }
  if (key === 'Announcements/:id') {
    // An announcement scheduled for next year (so nobody receives it), made for the walk.
    const made = await page.request.post('/api/dashboard/announcements', {
      headers: { origin: new URL(page.url()).origin },
      data: {
        audience: { kind: 'centre', centreId: null },
        text: { titleEn: 'Phone walk notice', bodyEn: 'Phone walk notice' },
        sendAt: `${new Date().getFullYear() + 1}-01-15T10:00`,
      },
    });
    if (made.status() === 400) {
      // Head office names a centre: every student of every centre instead.
      const all = await page.request.post('/api/dashboard/announcements', {
        headers: { origin: new URL(page.url()).origin },
        data: {
          audience: { kind: 'all' },
          text: { titleEn: 'Phone walk notice', bodyEn: 'Phone walk notice' },
          sendAt: `${new Date().getFullYear() + 1}-01-15T10:00`,
        },
      });
      expect(all.status(), await all.text()).toBe(201);
      return `/dashboard/Announcements/${((await all.json()) as { id: number }).id}`;
    }
    expect(made.status(), await made.text()).toBe(201);
    return `/dashboard/Announcements/${((await made.json()) as { id: number }).id}`;
  }
  if (key === 'Batches/:id') {
    // A batch of the student's centre, made for the walk when the centre has none.
    const listed = await page.request.get('/api/dashboard/batches');
    expect(listed.ok(), await listed.text()).toBe(true);
    const batches = (await listed.json()) as { id: number }[];
    if (batches.length > 0) return `/dashboard/Batches/${batches[0]!.id}`;
    const record = await page.request.get(`/api/dashboard/AddStudent/${registration}`);
    expect(record.ok(), await record.text()).toBe(true);
    const { centre, course } = (await record.json()) as { centre: { id: number }; course: string };
    const stamp = Date.now().toString(36);
    const made = await page.request.post('/api/dashboard/batches', {
      headers: { origin: new URL(page.url()).origin },
      data: {
        centreId: centre.id,
        name: `Phone walk ${stamp}`,
        course,
        courseOption: null,
        startDate: '2026-12-01',
        endDate: '2027-11-30',
        weekdays: ['Sat'],
        startTime: '07:00',
        endTime: '08:00',
        room: `Walk room ${stamp}`,
        teacherUserId: null,
        capacity: 10,
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    return `/dashboard/Batches/${((await made.json()) as { id: number }).id}`;
  }
  throw new Error(`phone-screens.spec.ts: no way to fill the address of dashboard screen ${key}`);
}

/** What is wrong with the page on this phone, in words; empty when nothing is. */
async function phoneProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.scrollingElement!;
    if (root.scrollWidth > root.clientWidth) {
      problems.push(`the page scrolls sideways (${root.scrollWidth} px in ${root.clientWidth})`);
    }
    const main = document.getElementById('main') ?? document.body;
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(
        element.getAttribute('aria-label') ??
        (element as HTMLElement).innerText ??
        element.getAttribute('name') ??
        ''
      )
        .trim()
        .slice(0, 40)}"`;

    // Boxes that scroll sideways: what is inside them may be off to the right, unseen.
    for (const box of main.querySelectorAll<HTMLElement>('*')) {
      const overflowX = getComputedStyle(box).overflowX;
      if (
        (overflowX === 'auto' || overflowX === 'scroll') &&
        box.scrollWidth > box.clientWidth + 1 &&
        box.querySelector('a, button, input, select, textarea, th')
      ) {
        problems.push(
          `a box scrolls sideways (${box.scrollWidth} px in ${box.clientWidth}) around ${name(box.querySelector('a, button, input, select, textarea, th')!)}`,
        );
      }
    }

    /**
     * A link inside a sentence keeps the text's height: the criterion's inline exception. A link
     * is inside a sentence when the block around it says more than the link.
     */
    function inSentence(element: Element): boolean {
      if (element.tagName !== 'A') return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) {
        block = block.parentElement;
      }
      const own = (element.textContent ?? '').trim();
      const around = (block?.textContent ?? '').trim();
      return around.length > own.length;
    }

    const controls = main.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary',
    );
    for (const control of controls) {
      const style = getComputedStyle(control);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const rect = control.getBoundingClientRect();
      // Not shown: in a closed disclosure, a visually hidden file input behind its label, or in
      // a table's header row, which the phone's cards hide visually (screen readers still hear
      // it; each card's lines carry the column's name).
      if (rect.width <= 1 || rect.height <= 1 || control.closest('.sr-only')) continue;
      if (control.closest('.table-cards > thead')) continue;
      if (rect.left < -1 || rect.right > window.innerWidth + 1) {
        problems.push(
          `${name(control)} is off the screen (${Math.round(rect.left)} to ${Math.round(rect.right)} px)`,
        );
      }
      if ((rect.width < 24 || rect.height < 24) && !inSentence(control)) {
        problems.push(
          `${name(control)} is ${Math.round(rect.width)} x ${Math.round(rect.height)} px`,
        );
      }
    }
    return problems;
  });
}

/** A student's registration number this user may see: the first of See All Students. */
async function aRegistration(page: Page): Promise<string> {
  await page.goto('/dashboard/SeeAllStudents');
  await waitForHydration(page);
  const view = page.getByRole('main').locator('a[href^="/dashboard/AddStudent/"]').first();
  const href = await view.getAttribute('href');
  return href!.slice('/dashboard/AddStudent/'.length);
}

/** Walks the screens, returning each screen's problems. */
async function walk(page: Page): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  const registration = await aRegistration(page);
  for (const key of SCREEN_KEYS) {
    const address = await addressOf(page, key, registration);
    if (address === null) continue;
    await page.goto(address);
    await waitForHydration(page);
    // The screen, or its refusal for this role (walked too: it must fit as well).
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1 }).or(main.getByRole('alert')).first(),
    ).toBeVisible();
    // The lists load after the screen: measured once they are in.
    await page.waitForLoadState('networkidle');
    const problems = await phoneProblems(page);
    if (problems.length > 0) found[address] = problems;
  }
  return found;
}

test('head office: every dashboard screen fits a 360-px phone, its controls in view and big enough @phone', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(600_000);
  expect(SCREEN_KEYS.length).toBeGreaterThan(30);
  const applicant = await playwright.request.newContext({ baseURL });
  await anApplication(applicant, baseURL!);
  await applicant.dispose();
  await signInAsHeadOffice(page);
  expect(await walk(page)).toEqual({});

  // A few key screens, to look at.
  for (const [screen, address] of [
    ['add-student-fee', '/dashboard/AddStudentFee'],
    ['manage-application', '/dashboard/ManageApplication'],
    ['view-marks', '/dashboard/ViewMarks'],
    ['view-student-fee', '/dashboard/ViewStudentFee'],
  ] as const) {
    await page.goto(address);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: test.info().outputPath(`${screen}.png`), fullPage: true });
  }
  // Manage Application: each application's Review is a 44-px button in view.
  await page.goto('/dashboard/ManageApplication');
  await waitForHydration(page);
  const review = page
    .getByRole('main')
    .locator('a[href^="/dashboard/ManageApplication/"]', { hasText: 'Review' })
    .first();
  await review.scrollIntoViewIfNeeded();
  await expect(review).toBeInViewport({ ratio: 1 });
  expect((await review.boundingBox())!.height).toBeGreaterThanOrEqual(44);
});

// A course no other browser test sets fees of (accounts: 15, archive and go-live: 12): its course
// fee is set here so that a payment can be recorded, and set back to nothing at the end.
const COURSE = { code: '14', option: 'RV12101' };
const NO_FEES = { registrationFeePaise: 0, certificateFeePaise: 0, courseFeePaise: 0 };

test("Add Student Fee with a student's payments: Date, Amount, Mode and Reverse all in view on a phone @phone", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signInAsHeadOffice(page);
  const headers = { origin: baseURL! };
  const fees = await page.request.put(`/api/dashboard/accounts/course-fees/${COURSE.code}`, {
    headers,
    data: {
      ...NO_FEES,
      courseFeePaise: 600_000,
      instalments: [{ afterDays: 0, amountPaise: 600_000 }],
    },
  });
  expect(fees.status(), await fees.text()).toBe(200);
  try {
    const created = await page.request.post('/api/dashboard/AddStudent', {
      headers,
      multipart: studentForm({
        firstname: 'Meera',
        lastname: `Phone${Date.now().toString(36)}`,
        course: COURSE.code,
        courseOption: COURSE.option,
      }),
    });
    expect(created.status(), await created.text()).toBe(201);
    const { registrationNumber } = (await created.json()) as { registrationNumber: string };
    const paid = await page.request.post(
      `/api/dashboard/accounts/students/${registrationNumber}/payments`,
      {
        headers,
        data: { amount: '1500', mode: 'upi', reference: 'UPI-PHONE-1', paidOn: instituteDate() },
      },
    );
    expect(paid.status(), await paid.text()).toBe(201);
    const { receiptNumber } = (await paid.json()) as { receiptNumber: string };

    await page.goto(`/dashboard/AddStudentFee?student=${registrationNumber}`);
    await waitForHydration(page);
    const reverse = page.getByRole('button', { name: `Reverse payment ${receiptNumber}` });
    await expect(reverse).toBeVisible();
    const card = page.getByRole('row').filter({ has: reverse });
    // Each of the payment's values, with its column's name, in view on the phone's card.
    for (const text of ['₹1,500.00', 'UPI', receiptNumber]) {
      await card.getByText(text, { exact: false }).first().scrollIntoViewIfNeeded();
      await expect(card.getByText(text, { exact: false }).first()).toBeInViewport();
    }
    await reverse.scrollIntoViewIfNeeded();
    await expect(reverse).toBeInViewport({ ratio: 1 });
    // The row's action is its main one: a 44-px target.
    expect((await reverse.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await phoneProblems(page)).toEqual([]);
    await page.screenshot({
      path: test.info().outputPath('add-student-fee-payments.png'),
      fullPage: true,
    });

    // The same student on View Student Fee's list and View Marks, by student.
    for (const address of [
      '/dashboard/ViewStudentFee',
      `/dashboard/ViewMarks?student=${registrationNumber}`,
    ]) {
      await page.goto(address);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(await phoneProblems(page), address).toEqual([]);
    }
  } finally {
    await page.request.put(`/api/dashboard/accounts/course-fees/${COURSE.code}`, {
      headers,
      data: NO_FEES,
    });
  }
});

test('Add Student: a long course option shows in full under its closed select on a phone @phone', async ({
  page,
}) => {
  await signInAsHeadOffice(page);
  await page.goto('/dashboard/AddStudent');
  await waitForHydration(page);
  const option = 'DIPLOMA IN COMPUTERISED ACCOUNTING AND TAXATION(RV24007)';
  await page
    .getByLabel('Course', { exact: true })
    .selectOption({ label: '2-Years Diploma Course' });
  await page.getByLabel('Course Option', { exact: true }).selectOption(option);
  const full = page.getByTestId('select-full-text');
  await expect(full).toHaveText(option);
  const box = (await full.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  // Another course: its option is not chosen yet, and nothing is repeated under the select.
  await page
    .getByLabel('Course', { exact: true })
    .selectOption({ label: '1-Month Certificate Course' });
  await expect(full).toBeHidden();
  expect(await phoneProblems(page)).toEqual([]);
});

test('centre staff: every dashboard screen fits a 360-px phone, its controls in view and big enough @phone', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const response = await page.request.post('/api/admin/login', {
    data: { email: DEMO.staff.email, password: DEMO.staff.password },
  });
  expect(response.ok()).toBe(true);
  expect(await walk(page)).toEqual({});
});

test('the phone header is one row naming whose dashboard it is; the account links are in the menu @phone', async ({
  page,
}) => {
  await signInAsHeadOffice(page);
  await page.goto('/dashboard');
  await waitForHydration(page);
  const header = page.getByRole('banner');
  await expect(header.getByText('Head office dashboard', { exact: true })).toBeVisible();
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(57);
  await page.getByRole('button', { name: 'Open dashboard menu' }).click();
  const profile = page.getByRole('link', { name: 'My profile' });
  await expect(profile).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await profile.click();
  await expect(page.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My profile' })).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('profile.png'), fullPage: true });

  await page.context().clearCookies();
  await page.request.post('/api/admin/login', {
    data: { email: DEMO.staff.email, password: DEMO.staff.password },
  });
  await page.goto('/dashboard');
  await waitForHydration(page);
  await expect(
    page.getByRole('banner').getByText('Centre dashboard', { exact: true }),
  ).toBeVisible();
});

test("the student's profile and the sign-in pages fit a 360-px phone, their controls big enough @phone", async ({
  page,
}) => {
  for (const address of ['/login', '/admin']) {
    await page.goto(address);
    await waitForHydration(page);
    expect(await phoneProblems(page), address).toEqual([]);
  }
  const response = await page.request.post('/api/login', {
    data: { email: DEMO.student.email, password: DEMO.student.password },
  });
  const { registrationNumber } = (
    (await response.json()) as { user: { registrationNumber: string } }
  ).user;
  await page.goto(`/dashboard/student/${registrationNumber}`);
  await waitForHydration(page);
  await expect(page.getByText(DEMO.student.email)).toBeVisible();
  const email = await page.getByText(DEMO.student.email).boundingBox();
  expect(email!.x + email!.width).toBeLessThanOrEqual(360);
  expect(await phoneProblems(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('student-profile.png'), fullPage: true });
});
