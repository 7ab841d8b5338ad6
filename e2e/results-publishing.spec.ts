import { DEMO } from '@institute/shared/demo';
import { formatDisplayDate } from '@institute/shared/course-period';
import { instituteDate } from '@institute/shared/institute-time';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { demoStudentRegistration, signInAsHeadOffice } from './sign-in';

// Results checked before students see them (issue 37, decision 0056): marks for an exam not yet
// held are refused; marks entered are a draft the student does not see until the results are
// published, by a second person while the four-eyes rule is on (the demo's setting).
// One viewport: it creates exam sessions and marks in the shared database.

/** A day `days` after today in India. */
function dayFromToday(days: number): string {
  const date = new Date(`${instituteDate()}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

test('marks are a draft the student does not see until a second person publishes them @desktop', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const suffix = Date.now().toString(36).toUpperCase();
  const title = `Final examination ${suffix}`;
  const student = `${DEMO.student.firstname} ${DEMO.student.lastname}`;
  const staffLogin = await page.request.post('/api/admin/login', {
    data: { email: DEMO.staff.email, password: DEMO.staff.password },
  });
  expect(staffLogin.ok()).toBe(true);

  await page.goto('/dashboard/AddOffline');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Add Marks', level: 1 })).toBeVisible();
  const newSession = async (name: string, examDate: string) => {
    await page.getByRole('button', { name: 'New exam session' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill(name);
    await dialog.getByLabel('Course').selectOption({ label: '3-Months Certificate Course' });
    await dialog.getByLabel('Exam date').fill(examDate);
    await dialog.getByRole('button', { name: 'Create exam session' }).click();
    await expect(dialog).toBeHidden();
  };

  // An exam a week away: the screen says why no marks can be entered yet, and offers no Save.
  const later = dayFromToday(7);
  await newSession(`Exam next week ${suffix}`, later);
  await expect(
    page.getByText(
      `This exam is on ${formatDisplayDate(later)}: marks can be entered from that day, once the exam has been held.`,
    ),
  ).toBeVisible();
  await expect(page.getByLabel(`Marks of ${student} in Theory, out of 40`)).toHaveAttribute(
    'readonly',
    '',
  );
  await expect(page.getByRole('button', { name: 'Save marks' })).toHaveCount(0);

  // Today's exam: marks saved are a draft.
  await newSession(title, instituteDate());
  const theory = page.getByLabel(`Marks of ${student} in Theory, out of 40`);
  await theory.fill('35');
  await page.getByLabel(`Marks of ${student} in Practical, out of 40`).fill('30');
  await page.getByLabel(`Marks of ${student} in Project / Viva, out of 20`).fill('18');
  await page.getByRole('button', { name: 'Save marks' }).click();
  await expect(page.getByText('Marks saved.')).toBeVisible();
  const status = page.getByTestId('results-status');
  await expect(status).toHaveText(
    'Draft: students do not see these marks, and nobody is sent a result, until the results are published.',
  );
  const sessionId = new URL(page.url()).searchParams.get('session')!;
  await expectNoAxeViolations(page);

  // The student does not see it.
  const registrationNumber = await demoStudentRegistration(
    (await browser.newContext({ baseURL })).request,
  );
  const studentContext = await browser.newContext({ baseURL });
  const studentPage = await studentContext.newPage();
  await studentPage.request.post('/api/login', {
    data: { email: DEMO.student.email, password: DEMO.student.password },
  });
  await studentPage.goto(`/dashboard/student/${registrationNumber}`);
  await waitForHydration(studentPage);
  const results = studentPage.locator('section[aria-labelledby="results-heading"]');
  await expect(results.getByRole('heading', { name: 'Results' })).toBeVisible();
  await expect(results.getByText('Loading')).toHaveCount(0);
  await expect(results.getByText(title)).toHaveCount(0);

  // Staff submit for publishing; they may not publish it themselves.
  await page.getByRole('button', { name: 'Submit for publishing' }).click();
  await expect(status).toContainText(`Submitted for publishing by ${DEMO.staff.name}`);
  await expect(page.getByRole('button', { name: 'Publish results' })).toHaveCount(0);
  await expect(page.getByTestId('publish-blocked')).toHaveText(
    'The four-eyes rule is on: you entered, changed or submitted marks of this exam session, so another person must publish its results.',
  );

  // Head office publishes.
  const headContext = await browser.newContext({ baseURL });
  const head = await headContext.newPage();
  await signInAsHeadOffice(head);
  await head.goto(`/dashboard/AddOffline?session=${sessionId}`);
  await waitForHydration(head);
  await head.getByRole('button', { name: 'Publish results' }).click();
  const confirm = head.getByRole('dialog', { name: 'Publish the results?' });
  await expect(confirm).toContainText(title);
  await confirm.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(
    head.getByText('Results published: the students are being sent them.'),
  ).toBeVisible();
  await expect(head.getByTestId('results-status')).toContainText('Published on');
  await expect(head.getByRole('button', { name: 'Save marks' })).toHaveCount(0);
  await expectNoAxeViolations(head);

  // Now the student sees the result.
  await studentPage.reload();
  await waitForHydration(studentPage);
  const row = results.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('83%');
  await headContext.close();
  await studentContext.close();
});
