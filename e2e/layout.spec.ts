import { DEMO } from '@institute/shared/demo';
import type { Certificate } from '@institute/shared/certificates';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { demoStudentRegistration } from './sign-in';

async function signInAsDemoStaff(page: Page): Promise<void> {
  const response = await page.request.post('/api/admin/login', {
    data: { email: DEMO.staff.email, password: DEMO.staff.password },
  });
  if (!response.ok()) throw new Error(`staff sign-in failed: ${response.status()}`);
}

async function signInAsDemoStudent(page: Page): Promise<string> {
  const response = await page.request.post('/api/login', {
    data: { email: DEMO.student.email, password: DEMO.student.password },
  });
  if (!response.ok()) throw new Error(`student sign-in failed: ${response.status()}`);
  return ((await response.json()) as { user: { registrationNumber: string } }).user
    .registrationNumber;
}

/** The public header's account links: in the bar on a wide screen, behind the menu on a phone. */
async function openAccountLinks(page: Page) {
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  return page.getByRole('navigation', { name: 'Main' });
}

/** The page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const sizes = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(sizes.scrollWidth).toBeLessThanOrEqual(sizes.innerWidth);
}

test('the top info bar is inside the banner, and public pages pass axe with its region rule @both', async ({
  page,
}) => {
  // axe (its region rule on) already scans /, /about and /contact (public-pages.spec.ts) and /login
  // (auth.spec.ts) once hydrated, on both viewports; here it scans the hydrated not-found page (the
  // only scan of it: not-found.spec.ts checks its status and text).
  for (const path of ['/', '/about', '/contact', '/login', '/notfound']) {
    await page.goto(path);
    await waitForHydration(page);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: /Phone:/ })).toBeVisible();
    await expect(banner.getByRole('list', { name: 'Social media' })).toBeVisible();
    if (path === '/notfound') await expectNoAxeViolations(page);
  }
});

test('a signed-in student sees My profile and Sign out in the header, from the server on @both', async ({
  page,
}) => {
  const registration = await signInAsDemoStudent(page);
  // The server's HTML already has the signed-in header: no flash of Register Now / Sign In.
  const html = await (await page.request.get('/about')).text();
  const header = html.slice(html.indexOf('<header>'), html.indexOf('</header>'));
  expect(header).toContain('Sign out');
  expect(header).toContain(`href="/dashboard/student/${registration}"`);
  expect(header).not.toContain('Register Now');
  expect(header).not.toContain('Sign In');

  await page.goto('/about');
  await waitForHydration(page);
  const nav = await openAccountLinks(page);
  await expect(nav.getByRole('link', { name: 'My profile' })).toHaveAttribute(
    'href',
    `/dashboard/student/${registration}`,
  );
  await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Register Now' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('header-signed-in.png') });
  await expectNoAxeViolations(page);

  await nav.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
  const after = await openAccountLinks(page);
  await expect(after.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(after.getByRole('link', { name: 'Register Now' })).toBeVisible();
  await expect(after.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
});

test('staff see Dashboard in the header; an applicant sees their application @both', async ({
  page,
  browser,
}) => {
  await signInAsDemoStaff(page);
  await page.goto('/');
  await waitForHydration(page);
  const nav = await openAccountLinks(page);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(nav.getByRole('button', { name: 'Sign out' })).toBeVisible();

  const applicant = await (await browser.newContext()).newPage();
  const email = `layout-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await applicant.request.post('/api/register', {
    data: { name: 'Kiran Rao', email, password: 'kiran-pass' },
  });
  // Signing in on the page itself: the header follows without a reload.
  await applicant.goto('/login');
  await waitForHydration(applicant);
  await applicant.getByLabel('Email').fill(email);
  await applicant.getByLabel('Password').fill('kiran-pass');
  await applicant.getByRole('button', { name: 'Sign In' }).click();
  await expect(applicant).toHaveURL('/newuser');
  const applicantNav = await openAccountLinks(applicant);
  await expect(applicantNav.getByRole('link', { name: 'My application' })).toHaveAttribute(
    'href',
    '/newuser',
  );
  await expect(applicantNav.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await applicant.context().close();
});

test('staff on a student profile go back to the student and the dashboard; the sidebar marks See All Students @both', async ({
  page,
  request,
}) => {
  const registration = await demoStudentRegistration(request);
  await signInAsDemoStaff(page);
  await page.goto(`/dashboard/student/${registration}`);
  await waitForHydration(page);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  await expect(crumbs.getByText('Profile', { exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.screenshot({ path: test.info().outputPath('staff-breadcrumb.png') });
  await expectNoAxeViolations(page);

  await crumbs.getByRole('link', { name: 'Student details' }).click();
  await expect(page).toHaveURL(`/dashboard/AddStudent/${registration}`);
  await expect(page.getByRole('heading', { name: 'Student Details' })).toBeVisible();
  const menu = page.getByRole('button', { name: 'Open dashboard menu' });
  if (await menu.isVisible()) await menu.click();
  const current = page
    .getByRole('navigation', { name: 'Dashboard' })
    .locator('[aria-current="page"]');
  await expect(current).toHaveText('See All Students');
  await expect(current).toBeVisible();
});

test('a student sees no breadcrumb on their own profile @both', async ({ page }) => {
  const registration = await signInAsDemoStudent(page);
  await page.goto(`/dashboard/student/${registration}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
});

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test(`a profile panel that opens is scrolled into view with the focus on its heading (motion: ${reducedMotion}) @phone`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion });
    const registration = await signInAsDemoStudent(page);
    await page.goto(`/dashboard/student/${registration}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'View Course Details' }).click();
    const heading = page.getByRole('heading', { name: 'Course details' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await page.getByRole('button', { name: 'Check Course Completion' }).click();
    await expect(page.getByRole('heading', { name: 'Course completion' })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Course completion' })).toBeInViewport();
    await expectNoAxeViolations(page);
  });
}

test('phone: the dashboard title is shown in full, on one row @phone', async ({ page }) => {
  await signInAsDemoStaff(page);
  await page.goto('/dashboard');
  await waitForHydration(page);
  const title = page.getByText('Centre dashboard', { exact: true });
  await expect(title).toBeVisible();
  await expect(title).toHaveText('Centre dashboard');
  const clipped = await title.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(clipped).toBe(false);
  expect((await page.getByRole('banner').boundingBox())!.height).toBeLessThanOrEqual(57);
  // The account links are in the menu, above the sidebar.
  await page.getByRole('button', { name: 'Open dashboard menu' }).click();
  await expect(page.getByRole('link', { name: 'My profile' })).toBeVisible();
  await expect(page.getByRole('link', { name: DEMO.staff.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: test.info().outputPath('dashboard-phone.png') });
  await expectNoAxeViolations(page);
});

test('phone: See All Students shows each student as a card, without sideways scrolling @phone', async ({
  page,
  request,
}) => {
  const registration = await demoStudentRegistration(request);
  await signInAsDemoStaff(page);
  await page.goto('/dashboard/SeeAllStudents');
  await waitForHydration(page);
  const region = page.getByRole('region', { name: 'Students' });
  const row = region.getByRole('row').filter({ hasText: registration });
  await row.scrollIntoViewIfNeeded();
  await expect(row).toBeVisible();
  const sizes = await region.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(sizes.scrollWidth).toBeLessThanOrEqual(sizes.clientWidth);
  await expectNoSidewaysScroll(page);
  // Card: every value is in view, the actions are buttons a finger can hit.
  for (const action of [
    row.getByRole('link', { name: /^View Details/ }),
    row.getByRole('link', { name: /^Edit/ }),
    row.getByRole('button', { name: /^Delete/ }),
  ]) {
    await expect(action).toBeInViewport();
    expect((await action.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  await page.screenshot({ path: test.info().outputPath('students-phone.png') });
  await expectNoAxeViolations(page);
});

test('desktop: See All Students is still a table with its six columns @desktop', async ({
  page,
}) => {
  await signInAsDemoStaff(page);
  await page.goto('/dashboard/SeeAllStudents');
  await waitForHydration(page);
  const headers = page.getByRole('region', { name: 'Students' }).getByRole('columnheader');
  await expect(headers).toHaveText([
    'Registration Number',
    'Name',
    'Course',
    'Course Option',
    'Aadhaar No',
    'Actions',
  ]);
  await expect(headers.first()).toBeVisible();
});

test("phone: the results on the student's profile fit the screen @phone", async ({ page }) => {
  const registration = await signInAsDemoStudent(page);
  await page.goto(`/dashboard/student/${registration}`);
  await waitForHydration(page);
  const results = page.getByRole('region', { name: 'Exam results table' });
  await expect(results.getByRole('row').nth(1)).toBeVisible();
  const sizes = await results.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(sizes.scrollWidth).toBeLessThanOrEqual(sizes.clientWidth);
  await expectNoSidewaysScroll(page);
  await results.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('results-phone.png') });
  await expectNoAxeViolations(page);
});

test('phone: the printable certificate fits the screen and prints at full size @phone', async ({
  page,
}) => {
  const registration = await signInAsDemoStudent(page);
  const certificate: Certificate = {
    id: 1,
    number: 'RVC2026000001',
    status: 'valid',
    requestStatus: 'delivered',
    registrationNumber: registration,
    studentName: `${DEMO.student.firstname} ${DEMO.student.lastname}`,
    fatherName: 'Ramesh Kumar',
    courseName: '3-Months Certificate Course',
    courseOption: 'CERTIFICATE IN HINDI TYPING',
    periodFrom: '2026-01-01',
    periodTo: '2026-03-31',
    grade: 'A',
    percentage: '82%',
    issueDate: '2026-04-10',
    institute: 'RV Institute of Computer & Vocational Training',
    centreName: DEMO.centre.name,
    revokedReason: null,
    replacedByNumber: null,
    verificationCode: 'ABCDE-FGHIJ',
    verifyPath: '/verify/RVC2026000001',
  };
  // The layout is what is tested here: the student's certificate list answers one certificate.
  await page.route(`**/api/dashboard/student/${registration}/certificates`, (route) =>
    route.fulfill({ json: [certificate] }),
  );
  await page.route('**/api/certificates/verify/*/qr.svg', (route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>',
    }),
  );
  await page.goto(`/certificate/${registration}`);
  await waitForHydration(page);
  const number = page.getByText('Certificate No. RVC2026000001');
  await expect(number).toBeVisible();
  await expect(number).toBeInViewport();
  await expect(page.getByText('Scan to verify')).toBeInViewport();
  await expectNoSidewaysScroll(page);
  const sheet = page.locator('.certificate-sheet');
  const width = await page.evaluate(() => window.innerWidth);
  expect((await sheet.boundingBox())!.width).toBeLessThanOrEqual(width);
  await page.screenshot({ path: test.info().outputPath('certificate-phone.png') });
  await expectNoAxeViolations(page);

  await page.emulateMedia({ media: 'print' });
  await expect.poll(async () => (await sheet.boundingBox())!.width).toBe(900);
});
