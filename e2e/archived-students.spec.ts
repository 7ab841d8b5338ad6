import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { studentForm } from './api-data';
import { signInAsHeadOffice } from './sign-in';

// Issue 37, point 4 (decision 0058): Delete on See All Students archives the student, and the
// dialog and the toast say so with the same word; the dialog says the registration fee is not
// refunded. An archived student's fee payment is refused with one clear message; restore brings
// the student back and payments are taken again.

// A course no other browser test admits students to: its course fee is set here (nothing from the
// wallet: no registration fee) and set back to nothing at the end.
const COURSE = { code: '12', option: 'RV12001' };
const NO_FEES = { registrationFeePaise: 0, certificateFeePaise: 0, courseFeePaise: 0 };
const ARCHIVED_MESSAGE =
  'This student is archived. Nothing can be changed until head office restores the student.';

test('Delete archives a student (dialog and toast agree), the fee is refused, restore brings the student back @desktop', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const surname = `Archiv${Date.now().toString(36)}`;
  const name = `Kiran ${surname}`;
  await signInAsHeadOffice(page);
  // Changes made with the session cookie must come from the site itself.
  const headers = { origin: baseURL! };
  const fees = await page.request.put(`/api/dashboard/accounts/course-fees/${COURSE.code}`, {
    headers,
    data: {
      ...NO_FEES,
      courseFeePaise: 500_000,
      instalments: [{ afterDays: 0, amountPaise: 500_000 }],
    },
  });
  expect(fees.status(), await fees.text()).toBe(200);
  try {
    const created = await page.request.post('/api/dashboard/AddStudent', {
      headers,
      multipart: studentForm({
        firstname: 'Kiran',
        lastname: surname,
        course: COURSE.code,
        courseOption: COURSE.option,
      }),
    });
    expect(created.status(), await created.text()).toBe(201);
    const { registrationNumber } = (await created.json()) as { registrationNumber: string };

    // Delete on See All Students: the dialog says archive and what happens to the fee.
    await page.goto(`/dashboard/SeeAllStudents?q=${surname}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Archive student?' });
    await expect(dialog).toContainText(`Archive ${name} (${registrationNumber})?`);
    // The course has no registration fee here (the API test covers the ₹500 one): said as it is.
    await expect(dialog).toContainText(
      "No registration fee was taken from the centre's wallet for this student; archiving and restoring cost nothing.",
    );
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await expect(dialog).toBeHidden();
    // The toast uses the dialog's word.
    await expect(page.getByText(`${name} was archived.`)).toBeVisible();
    await expect(page.getByText('No student data available.')).toBeVisible();

    // A fee payment for the archived student: refused with the one clear message, no receipt.
    await page.goto(`/dashboard/AddStudentFee?student=${registrationNumber}`);
    await waitForHydration(page);
    const paymentForm = page.getByRole('form', { name: 'Record a payment' });
    await paymentForm.getByLabel('Amount (₹)').fill('1000');
    await paymentForm.getByRole('button', { name: 'Record payment' }).click();
    await expect(paymentForm.getByText(ARCHIVED_MESSAGE)).toBeVisible();
    await expect(page.getByText(/Payment recorded/)).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Head office finds the student under Archived and restores them.
    await page.goto(`/dashboard/SeeAllStudents?q=${surname}`);
    await waitForHydration(page);
    await page.getByRole('checkbox', { name: /Archived/ }).check();
    const row = page.getByRole('row').filter({ hasText: registrationNumber });
    await row.getByRole('button', { name: `Restore ${name}` }).click();
    const restoreDialog = page.getByRole('dialog', { name: 'Restore student?' });
    await expect(restoreDialog).toContainText('Restoring costs the wallet nothing.');
    await restoreDialog.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByText(`${name} was restored.`)).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.getByRole('checkbox', { name: /Archived/ }).uncheck();
    await expect(page.getByRole('row').filter({ hasText: registrationNumber })).toBeVisible();

    // Restored: the same payment is taken, with its receipt.
    await page.goto(`/dashboard/AddStudentFee?student=${registrationNumber}`);
    await waitForHydration(page);
    await paymentForm.getByLabel('Amount (₹)').fill('1000');
    await paymentForm.getByRole('button', { name: 'Record payment' }).click();
    await expect(page.getByText(/Payment recorded\. Receipt number: /)).toBeVisible();
  } finally {
    await page.request.put(`/api/dashboard/accounts/course-fees/${COURSE.code}`, {
      headers,
      data: NO_FEES,
    });
  }
});
