import { DEMO } from '@institute/shared/demo';
import { E2E_ADMIN } from '../playwright.config';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { demoStudentRegistration, signInAsHeadOffice } from './sign-in';

const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

test('sign up: each failure is a toast, then success and on to the sign-in page @both', async ({
  page,
}) => {
  await page.goto('/signup');
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  for (const message of ['Name is required', 'Email is required', 'Password is required']) {
    await expect(page.getByRole('alert').filter({ hasText: message }).first()).toBeVisible();
  }

  await page.getByLabel('Name').fill('Neha Singh');
  await page.getByLabel('Email').fill(uniqueEmail('neha'));
  await page.getByLabel('Password').fill('abc');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Password must be at least 4 characters long').first()).toBeVisible();

  await page.getByLabel('Password').fill('neha-pass-1');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Sign up successful!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
});

test('log in without a registration number leads to /newuser @both', async ({ page, request }) => {
  const email = uniqueEmail('arjun');
  await request.post('/api/register', {
    data: { name: 'Arjun Das', email, password: 'arjun-pass' },
  });
  await page.goto('/login');
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('wrong-pass');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page
      .locator('p[role="alert"]')
      .filter({ hasText: 'Login failed. Please check your credentials.' }),
  ).toBeVisible();

  await page.getByLabel('Password').fill('arjun-pass');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/newuser$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Arjun Das' })).toBeVisible();
  await expect(page.getByText('Login successful').first()).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('name'))).toBe('Arjun Das');

  // The page's own Sign out (the site's header has one too, on a wide screen).
  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/newuser');
  await expect(page).toHaveURL(/\/login\?next=%2Fnewuser$/);
});

test('a student logs in with the registration number and sees the profile @both', async ({
  page,
  request,
}) => {
  const registration = await demoStudentRegistration(request);
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByLabel('Registration Number (optional)').fill(registration);
  await page.getByLabel('Email').fill(DEMO.student.email);
  await page.getByLabel('Password').fill(DEMO.student.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(`/dashboard/student/${registration}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `${DEMO.student.firstname} ${DEMO.student.lastname}`,
  );
  await expect(page.getByText(`ID: ${registration}`)).toBeVisible();
  await expect(page.getByText('XXXX XXXX 2346')).toBeVisible();
  await expect(page.getByText('Completion Status', { exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Course Progress' })).toHaveAttribute(
    'aria-valuenow',
    /^\d+$/,
  );
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'View Course Details' }).click();
  await expect(page.getByRole('region', { name: 'Course details' })).toContainText(
    'CERTIFICATE IN HINDI TYPING(RV03006)',
  );
});

// One viewport only: the request is sent once and then stays pending for the shared demo student.
test('the student asks staff to edit the completion status @desktop', async ({ page, request }) => {
  const registration = await demoStudentRegistration(request);
  await page.request.post('/api/login', {
    data: { registration, email: DEMO.student.email, password: DEMO.student.password },
  });
  await page.goto(`/dashboard/student/${registration}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Request Status Edit' }).click();
  await expect(
    page.getByText('Request to edit completion status sent to admin.').first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit request sent' })).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Edit request sent' })).toBeDisabled();
});

test('admin login: a failure shows the server message in red; success opens the dashboard @both', async ({
  page,
}) => {
  await page.goto('/admin');
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Login' }).click();
  const failure = page.locator('p[role="alert"]');
  await expect(failure).toHaveText('Login failed. Please check your credentials.');
  await expect(failure).toHaveClass(/text-red-700/);

  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test('a signed-out visitor is sent to sign in and comes back where they were going', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/admin?next=%2Fdashboard');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(DEMO.staff.email);
  await page.getByLabel('Password').fill(DEMO.staff.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('link', { name: DEMO.staff.name })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/admin');
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/admin?next=%2Fdashboard');
});

test('a student cannot open the staff dashboard', async ({ page }) => {
  await page.request.post('/api/login', {
    data: { email: DEMO.student.email, password: DEMO.student.password },
  });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard\/student\/RV\d{10}$/);
});

test('head office reaches a student profile from the API session', async ({ page, request }) => {
  const registration = await demoStudentRegistration(request);
  await signInAsHeadOffice(page);
  await page.goto(`/dashboard/student/${registration}`);
  await expect(page.getByText(`ID: ${registration}`)).toBeVisible();
});
