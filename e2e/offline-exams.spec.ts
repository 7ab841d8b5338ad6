import { DEMO } from '@institute/shared/demo';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { signInAsHeadOffice } from './sign-in';
import { publishResults } from './api-data';

// One viewport: it creates an exam session and marks in the shared database.
test('centre staff enter offline marks by keyboard and print the marksheet @desktop', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const title = `Final examination ${Date.now().toString(36).toUpperCase()}`;
  const student = `${DEMO.student.firstname} ${DEMO.student.lastname}`;
  const signIn = await page.request.post('/api/admin/login', {
    data: { email: DEMO.staff.email, password: DEMO.staff.password },
  });
  expect(signIn.ok()).toBe(true);

  await page.goto('/dashboard');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Add Marks' }).click();
  await expect(page.getByRole('heading', { name: 'Add Marks', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'New exam session' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Course').selectOption({ label: '3-Months Certificate Course' });
  // Marks are entered once the exam has been held (decision 0056).
  await dialog.getByLabel('Exam date').fill('2026-11-20');
  await dialog.getByLabel('Time (optional)').fill('10:30');
  await dialog.getByLabel('Venue (optional)').fill('Computer lab 1');
  await dialog.getByRole('button', { name: 'Create exam session' }).click();
  await expect(dialog).toBeHidden();

  const theory = page.getByLabel(`Marks of ${student} in Theory, out of 40`);
  await expect(theory).toBeVisible();
  await expectNoAxeViolations(page);

  // Above the maximum: refused inline with the subject and its maximum.
  await theory.click();
  await page.keyboard.type('45');
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('Marks in Theory must be a whole number from 0 to 40.'),
  ).toBeVisible();
  await theory.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('35');
  await page.keyboard.press('Enter');
  await page.keyboard.type('30');
  await page.keyboard.press('Enter');
  await page.keyboard.type('18');
  await expect(page.getByText('Marks in Theory must be')).toBeHidden();
  await page.getByRole('button', { name: 'Save marks' }).click();
  await expect(page.getByText('Marks saved.')).toBeVisible();
  const sessionId = new URL(page.url()).searchParams.get('session');
  expect(sessionId).toBeTruthy();
  // A marksheet is printed once the results are published (results-publishing.spec.ts).
  await publishResults(page.request, browser, baseURL!, sessionId!);
  // Published behind this page's back (through the API): read the session afresh.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('results-status')).toContainText('Published on');

  await page.getByRole('link', { name: 'View Marks', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'View Marks', level: 1 })).toBeVisible();
  await page.getByLabel('Exam session').selectOption(sessionId!);
  const row = page.getByRole('row', { name: new RegExp(student) });
  // 83 of 100: grade A (75% to below 85%), a pass.
  await expect(row.getByRole('cell', { name: '83%' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'A', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Pass' })).toBeVisible();
  await expectNoAxeViolations(page);

  const pdfHref = await row
    .getByRole('link', { name: `Download PDF marksheet of ${student}` })
    .getAttribute('href');
  const pdf = await page.request.get(pdfHref!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await row.getByRole('link', { name: `Print marksheet of ${student}` }).click();
  await expect(page).toHaveURL(new RegExp(`/print/marksheet/${sessionId}/`));
  await expect(page.getByText('STATEMENT OF MARKS')).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  const grade = page.locator('dl div', { hasText: 'Grade:' });
  await expect(grade).toContainText('A');
  await expect(page.locator('dl div', { hasText: 'Result:' })).toContainText('Pass');
  await expectNoAxeViolations(page);

  await page.goto(`/print/admit-cards/${sessionId}`);
  await expect(page.getByRole('heading', { name: 'ADMIT CARD' }).first()).toBeVisible();
  await expect(page.getByText('Computer lab 1').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('head office edits the grading scale with messages per field @desktop', async ({ page }) => {
  await signInAsHeadOffice(page);
  await page.goto('/dashboard/ViewMarks');
  await waitForHydration(page);
  // The screen's own link (the sidebar has one too).
  await page.getByRole('main').getByRole('link', { name: 'Grading scale' }).click();
  await expect(page.getByRole('heading', { name: 'Grading scale', level: 1 })).toBeVisible();
  await expect(page.getByText('applies to results recorded afterwards')).toBeVisible();
  await page.getByLabel('Minimum percentage').nth(1).fill('90');
  await page.getByRole('button', { name: 'Save grading scale' }).click();
  await expect(
    page.getByText('Each grade needs a lower percentage than the grade above it.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
