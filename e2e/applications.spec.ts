import { DEMO } from '@institute/shared/demo';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { signInAsHeadOffice } from './sign-in';
import { aadhaar } from './api-data';

// A 1x1 PNG: a small real image for the photo upload.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A surname of letters only, different from run to run. */
function uniqueSurname(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let suffix = '';
  for (let i = 0; i < 8; i++) suffix += letters[Math.floor(Math.random() * letters.length)];
  return `Yadav${suffix}`;
}

async function fillApplication(page: Page, surname: string) {
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field('Course').selectOption({ label: '1-Month Certificate Course' });
  await field('Course Option').selectOption('CERTIFICATE IN FUNDAMENTAL(RV01001)');
  await field('Centre').selectOption({ label: `${DEMO.centre.name} (${DEMO.centre.code})` });
  await field('First Name').fill('Sunita');
  await field('Last Name').fill(surname);
  await field('Date of Birth').fill('2003-07-14');
  await field('Gender').selectOption('Female');
  await field("Father's Name").fill('Ram Yadav');
  await field("Mother's Name").fill('Kamla Devi');
  await field('Category').selectOption('OBC');
  await field('Religion').fill('Hindu');
  await field('Marital Status').selectOption('Single');
  await field('Qualification').fill('12th pass');
  await field('Aadhaar No').fill(aadhaar());
  await field('Contact No').fill('9876501234');
  await field('Guardian Contact').fill('9876501235');
  await field('State').selectOption('Bihar');
  await field('District').fill('Patna');
  await field('Permanent Address').fill('Kankarbagh, Patna');
  await field('Present Address').fill('Kankarbagh, Patna');
  await field('Photo').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
}

test('a registered user applies, head office approves, the user signs in with the registration number', async ({
  page,
  browser,
}) => {
  // Two browsers, five screens and four accessibility scans: longer than most tests.
  test.setTimeout(240_000);
  const email = `applicant.${unique()}@example.com`;
  const password = 'applicant-pass-1';
  const surname = uniqueSurname();

  // Sign up and sign in: the applicant lands on /newuser with the application form.
  await page.goto('/signup');
  await waitForHydration(page);
  await page.getByLabel('Name').fill(`Sunita ${surname}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
  await waitForHydration(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/newuser$/);
  const form = page.getByRole('form', { name: 'Admission application' });
  await expect(form).toBeVisible();
  await expectNoAxeViolations(page);

  // The Add Student rules: an empty form is refused in their words.
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(form.getByText('First Name is required')).toBeVisible();
  await expect(form.getByText('Choose a centre')).toBeVisible();

  await fillApplication(page, surname);
  await form.getByRole('button', { name: 'Submit application' }).click();
  const waiting = page.getByRole('region', { name: 'Your application: Waiting for review' });
  await expect(waiting).toBeVisible();
  await expect(waiting).toContainText(DEMO.centre.name);
  await expectNoAxeViolations(page);

  // Head office, in a browser of its own, approves it in Manage Application.
  const staffContext = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    viewport: page.viewportSize() ?? { width: 1280, height: 800 },
  });
  const staff = await staffContext.newPage();
  await signInAsHeadOffice(staff);
  await staff.goto('/dashboard/ManageApplication');
  await waitForHydration(staff);
  await expect(staff.getByRole('heading', { name: 'Manage Application', level: 1 })).toBeVisible();
  await staff.getByRole('link', { name: `Open the application of Sunita ${surname}` }).click();
  await expect(
    staff.getByRole('heading', { name: `Application of Sunita ${surname}`, level: 1 }),
  ).toBeVisible();
  await expect(staff.getByRole('img', { name: /^Photo of Sunita/ })).toBeVisible();
  await expectNoAxeViolations(staff);
  await staff.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = staff.getByRole('dialog', { name: 'Approve this application?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  const approved = staff
    .getByRole('status')
    .getByText(/^Application approved\. Registration number: RV\d{10}$/);
  await expect(approved).toBeVisible();
  const registrationNumber = (await approved.textContent())!.split(': ')[1]!.trim();
  await staffContext.close();

  // The applicant sees the number on /newuser and signs in with it, reaching the profile.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('registration-number')).toHaveText(registrationNumber);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Sign in with your registration number' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await waitForHydration(page);
  await page.getByLabel('Registration Number (optional)').fill(registrationNumber);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`/dashboard/student/${registrationNumber}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Sunita ${surname}`);
  await expect(page.getByText(`ID: ${registrationNumber}`)).toBeVisible();
});
