import { verhoeffCheckDigit } from '@institute/shared/aadhaar';
import { DEMO } from '@institute/shared/demo';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

// Issue 14: the Aadhaar check digit, and one person enrolled in a second course only once staff
// confirm it. Runs on desktop and phone (each run its own person).

/**
 * The check digit the mistyped Verhoeff table (row 4 as 9 4 5 3 1 2 8 7 6 0) computed: kept here
 * only to pick numbers it got wrong, so the test shows that they are now accepted.
 */
function checkDigitOfTheOldTable(digits: string): number {
  const d = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
    [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
    [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
    [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
    [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
    [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
    [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
    [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
    [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
  ];
  const p = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
    [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
    [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
    [9, 4, 5, 3, 1, 2, 8, 7, 6, 0],
    [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
    [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
    [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
  ];
  const inv = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];
  let c = 0;
  [...digits].reverse().forEach((digit, i) => {
    c = d[c]![p[(i + 1) % 8]![Number(digit)]!]!;
  });
  return inv[c]!;
}

/** A random 11-digit body whose check digit the old table got wrong: [valid, old table's]. */
function numberTheOldTableRefused(): [string, string] {
  for (;;) {
    const body = `${2 + Math.floor(Math.random() * 8)}${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;
    const right = verhoeffCheckDigit(body);
    const old = checkDigitOfTheOldTable(body);
    if (right !== old) return [`${body}${right}`, `${body}${old}`];
  }
}

async function signInAsDemoStaff(page: Page): Promise<void> {
  const response = await page.request.post('/api/admin/login', {
    data: { email: DEMO.staff.email, password: DEMO.staff.password },
  });
  if (!response.ok()) throw new Error(`staff sign-in failed: ${response.status()}`);
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function fillStudent(
  page: Page,
  adhar: string,
  course: { name: string; option: string },
): Promise<void> {
  await field(page, 'First Name').fill('Kavita');
  await field(page, 'Last Name').fill('Enrolment');
  await field(page, 'Date of Birth').fill('2003-07-14');
  await field(page, 'Gender').selectOption('Female');
  await field(page, "Father's Name").fill('Mohan Lal');
  await field(page, "Mother's Name").fill('Geeta Devi');
  await field(page, 'Category').selectOption('General');
  await field(page, 'Religion').fill('Hindu');
  await field(page, 'Marital Status').selectOption('Single');
  await field(page, 'Qualification').fill('12th pass');
  await field(page, 'Aadhaar No').fill(adhar);
  await field(page, 'Contact No').fill('9876500011');
  await field(page, 'Guardian Contact').fill('9876500012');
  await field(page, 'State').selectOption('Bihar');
  await field(page, 'District').fill('Gaya');
  await field(page, 'Permanent Address').fill('Station Road, Gaya');
  await field(page, 'Present Address').fill('Station Road, Gaya');
  await field(page, 'Course').selectOption({ label: course.name });
  await field(page, 'Course Option').selectOption(course.option);
}

const ONE_MONTH = {
  name: '1-Month Certificate Course',
  option: 'CERTIFICATE IN FUNDAMENTAL(RV01001)',
};
const THREE_MONTHS = {
  name: '3-Months Certificate Course',
  option: 'CERTIFICATE IN MS OFFICE(RV03001)',
};

test('the Aadhaar check digit, and a second enrolment only after staff confirm it @desktop', async ({
  page,
}) => {
  test.slow();
  const [valid, wrongLastDigit] = numberTheOldTableRefused();
  await signInAsDemoStaff(page);
  await page.goto('/dashboard/AddStudent');
  await waitForHydration(page);
  const adharField = field(page, 'Aadhaar No');
  await expect(page.getByText('12 digits; the last digit is a check digit')).toBeVisible();

  // The old table's check digit: the right shape, the wrong last digit.
  await fillStudent(page, wrongLastDigit, ONE_MONTH);
  await page.getByRole('button', { name: 'Add Student' }).click();
  await expect(page.getByText('The last digit does not match: check the number')).toBeVisible();
  await expect(adharField).toBeFocused();

  // A valid number the old table refused is accepted.
  await adharField.fill(valid);
  await page.getByRole('button', { name: 'Add Student' }).click();
  const added = page.getByText(/^Student added\. Registration number: /);
  await expect(added).toBeVisible();
  const first = (await added.textContent())!.split(': ')[1]!.trim();
  expect(first).toMatch(/^RV\d{10}$/);

  // The same person in another course: who already has the number, and nothing saved yet.
  await fillStudent(page, valid, THREE_MONTHS);
  await page.getByRole('button', { name: 'Add Student' }).click();
  const existing = page.getByRole('region', { name: 'Who already has this Aadhaar number' });
  await expect(existing).toBeVisible();
  await expect(existing).toContainText(first);
  await expect(existing).toContainText('Kavita Enrolment');
  await expect(existing).toContainText('1-Month Certificate Course');
  await expect(page.getByRole('alert')).toContainText(
    'This Aadhaar number is already enrolled in another course.',
  );
  await expect(added).toBeHidden();
  const confirm = existing.getByRole('checkbox', {
    name: 'This is the same person: enrol them in this course as well',
  });
  await expect(confirm).toBeFocused();
  await expectNoAxeViolations(page);

  // Confirmed: the second enrolment is saved with a number of its own.
  await confirm.check();
  await page.getByRole('button', { name: 'Add Student' }).click();
  await expect(added).toBeVisible();
  const second = (await added.textContent())!.split(': ')[1]!.trim();
  expect(second).toMatch(/^RV\d{10}$/);
  expect(second).not.toBe(first);
  await expect(existing).toBeHidden();

  // The same course again is refused outright, naming the enrolment.
  await fillStudent(page, valid, THREE_MONTHS);
  await page.getByRole('button', { name: 'Add Student' }).click();
  await expect(
    page
      .getByText(
        `This Aadhaar number is already enrolled in this course and option (registration number ${second}).`,
      )
      .first(),
  ).toBeVisible();
  await expect(existing.getByRole('checkbox')).toHaveCount(0);
});
