import { DEMO } from '@institute/shared/demo';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { demoStudentRegistration, signInAsHeadOffice } from './sign-in';

// One viewport: it adds a question, schedules an exam and records an attempt in the shared database.
test('staff schedule an online exam, the student takes it and staff see them appeared @desktop', async ({
  page,
  browser,
}) => {
  test.slow();
  const suffix = Date.now().toString(36).toUpperCase();
  const question = `Which key combination saves a file? (${suffix})`;
  const title = `Online test ${suffix}`;
  const student = `${DEMO.student.firstname} ${DEMO.student.lastname}`;

  // Head office adds a question to the course's bank.
  await signInAsHeadOffice(page);
  await page.goto('/dashboard/QuestionBank?course=9');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Question bank', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add question' }).click();
  const questionDialog = page.getByRole('dialog');
  await questionDialog.getByLabel('Question').fill(question);
  await questionDialog.getByRole('textbox', { name: 'Option A', exact: true }).fill('Ctrl+P');
  await questionDialog.getByRole('textbox', { name: 'Option B', exact: true }).fill('Ctrl+S');
  await questionDialog
    .getByRole('textbox', { name: 'Option C (optional)', exact: true })
    .fill('Ctrl+V');
  await questionDialog.getByRole('checkbox', { name: 'Correct option B' }).check();
  await questionDialog.getByRole('button', { name: 'Save question' }).click();
  await expect(questionDialog).toBeHidden();
  await expect(page.getByText(question)).toBeVisible();
  await expectNoAxeViolations(page);

  // Centre staff schedule the exam for their batch, starting now.
  const staff = await (await browser.newContext()).newPage();
  const staffSignIn = await staff.request.post('/api/admin/login', {
    data: { email: DEMO.staff.email, password: DEMO.staff.password },
  });
  expect(staffSignIn.ok()).toBe(true);
  await staff.goto('/dashboard');
  await waitForHydration(staff);
  await staff.getByRole('link', { name: 'Exam Link' }).click();
  await expect(staff.getByRole('heading', { name: 'Exam Link', level: 1 })).toBeVisible();
  await expectNoAxeViolations(staff);
  await staff.getByRole('button', { name: 'Schedule exam' }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByLabel('Course').selectOption({ label: '3-Months Certificate Course' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('checkbox', { name: question }).check();
  await dialog.getByLabel('Duration (minutes)').fill('10');
  await expect(dialog.getByRole('checkbox', { name: new RegExp(student) })).toBeChecked();
  await expectNoAxeViolations(staff);
  await dialog.getByRole('button', { name: 'Schedule exam' }).click();
  await expect(dialog).toBeHidden();
  const row = staff.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText('Open now')).toBeVisible();

  // The student sees it on their profile and takes it.
  const studentContext = await browser.newContext();
  const registration = await demoStudentRegistration(studentContext.request);
  const me = await studentContext.newPage();
  await me.goto(`/dashboard/student/${registration}`);
  await waitForHydration(me);
  const panel = me.getByRole('region', { name: 'Online exams' });
  const item = panel.getByRole('listitem').filter({ hasText: title });
  await item.getByRole('link', { name: /Start exam/ }).click();
  await expect(me.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await waitForHydration(me);
  await me.getByRole('button', { name: 'Start exam' }).click();
  await expect(me.getByRole('timer')).toHaveText(/^(10:00|0\d:\d\d)$/);
  await me.getByRole('radio', { name: 'B. Ctrl+S' }).check();
  await expect(me.getByText('All answers saved')).toBeVisible();
  await expectNoAxeViolations(me);

  // A reload loses nothing: the answer and the countdown come back from the server.
  await me.reload();
  await waitForHydration(me);
  await expect(me.getByRole('radio', { name: 'B. Ctrl+S' })).toBeChecked();
  await expect(me.getByRole('timer')).toBeVisible();
  await me.getByRole('button', { name: 'Submit answers' }).click();
  await me.getByRole('dialog').getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(me.getByText('Your answers have been submitted')).toBeVisible();
  await expect(me.getByText(/Your score:\s*1 \/ 1 \(100%\)/)).toBeVisible();
  await expect(me.getByText('Grade A+', { exact: false })).toBeVisible();
  await expectNoAxeViolations(me);
  await studentContext.close();

  // Staff see the student under Appeared Students, with the score.
  await row.getByRole('link', { name: `Appeared students of ${title}` }).click();
  await expect(staff.getByRole('heading', { name: 'Appeared Students', level: 1 })).toBeVisible();
  const appeared = staff.getByRole('row', { name: new RegExp(registration) });
  await expect(appeared.getByRole('cell', { name: 'Yes' })).toBeVisible();
  await expect(appeared.getByRole('cell', { name: '1 / 1' })).toBeVisible();
  await expect(appeared.getByRole('cell', { name: 'A+' })).toBeVisible();
  await expectNoAxeViolations(staff);
  const download = staff.waitForEvent('download');
  await staff.getByRole('link', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^appeared-students-exam-\d+\.csv$/);
  await staff.context().close();
});
