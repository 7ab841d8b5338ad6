import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { DEMO } from '@institute/shared/demo';
import { demoStudentRegistration, signInAsHeadOffice } from './sign-in';
import { aadhaar } from './api-data';

// A 1x1 PNG: the fund's receipt image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
// A course no other browser test admits students to: its fees are set here and reset at the end.
const COURSE = { code: '15', name: '2-Year Health Care Course' };
const NO_FEES = { registrationFeePaise: 0, certificateFeePaise: 0, courseFeePaise: 0 };

async function fillStudent(page: Page, surname: string) {
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field('First Name').fill('Pooja');
  await field('Last Name').fill(surname);
  await field('Date of Birth').fill('2003-09-11');
  await field('Gender').selectOption('Female');
  await field("Father's Name").fill('Mahesh Singh');
  await field("Mother's Name").fill('Rekha Devi');
  await field('Category').selectOption('General');
  await field('Religion').fill('Hindu');
  await field('Marital Status').selectOption('Single');
  await field('Qualification').fill('12th pass');
  await field('Aadhaar No').fill(aadhaar());
  await field('Contact No').fill('9876500011');
  await field('Guardian Contact').fill('9123400011');
  await field('State').selectOption('Bihar');
  await field('District').fill('Gaya');
  await field('Permanent Address').fill('Civil Lines, Gaya');
  await field('Present Address').fill('Civil Lines, Gaya');
  await field('Course').selectOption({ label: COURSE.name });
  await field('Course Option').selectOption('DIPLOMA IN MEDICAL LABORATORY TECHNOLOGY(RV24101)');
}

// One viewport: it creates a centre, changes a course's fees and moves money in the shared database.
test('head office confirms a fund; the centre adds a student, sees the fee debited, takes a fee payment and prints the receipt @desktop', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36).toUpperCase().slice(-5);
  const code = `ACC${suffix}`;
  const centreName = `Bodh Gaya Centre ${suffix}`;
  const email = `accounts.${suffix.toLowerCase()}@example.com`;
  const headers = { origin: baseURL! };

  const head = await (await browser.newContext()).newPage();
  await signInAsHeadOffice(head);
  const centre = await head.request.post('/api/dashboard/centre-admin/centres', {
    headers,
    data: { code, name: centreName, address: 'Temple Road, Bodh Gaya', phone: '9876512399' },
  });
  expect(centre.status()).toBe(201);
  const centreId = ((await centre.json()) as { id: number }).id;
  const staff = await head.request.post(`/api/dashboard/centre-admin/centres/${centreId}/staff`, {
    headers,
    data: { name: 'Meena Accounts', email, password: 'accounts password 1' },
  });
  expect(staff.status()).toBe(201);

  try {
    // Head office sets the course's fees: ₹250 registration, ₹12,000 course fee in two instalments.
    await head.goto('/dashboard/AddAccount');
    await waitForHydration(head);
    // The screen's own link (the sidebar has one too).
    await head.getByRole('main').getByRole('link', { name: 'Course fees' }).click();
    await expect(head.getByRole('heading', { name: 'Course fees', level: 1 })).toBeVisible();
    await head.getByRole('button', { name: `Edit fees of ${COURSE.name}` }).click();
    const feeDialog = head.getByRole('dialog');
    await feeDialog.getByLabel('Registration fee (₹)').fill('250');
    await feeDialog.getByLabel('Course fee (₹)').fill('12000');
    await feeDialog.getByRole('button', { name: 'Add instalment' }).click();
    await feeDialog.getByLabel('Instalment 1: amount (₹)').fill('6000');
    await feeDialog.getByRole('button', { name: 'Add instalment' }).click();
    await expect(feeDialog.getByLabel('Instalment 2: due after days')).toHaveValue('30');
    await feeDialog.getByLabel('Instalment 2: amount (₹)').fill('6000');
    await expectNoAxeViolations(head);
    await feeDialog.getByRole('button', { name: 'Save fees' }).click();
    await expect(feeDialog).toBeHidden();
    const courseRow = head.getByRole('row').filter({ hasText: COURSE.name });
    await expect(courseRow).toContainText('₹250.00');
    await expect(courseRow).toContainText('₹6,000.00 after 30 days');

    // The centre records a fund with its receipt.
    const login = await page.request.post('/api/admin/login', {
      data: { email, password: 'accounts password 1' },
    });
    expect(login.ok()).toBe(true);
    await page.goto('/dashboard/AddAccount');
    await waitForHydration(page);
    await expect(page.getByTestId('wallet-balance')).toHaveText('₹0.00');
    const fundForm = page.getByRole('form', { name: 'Record a fund payment' });
    await fundForm.getByLabel('Amount (₹)').fill('1000');
    await fundForm.getByLabel('Reference').fill(`UTR${suffix}`);
    await fundForm
      .getByLabel('Receipt image')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await fundForm.getByRole('button', { name: 'Add Fund' }).click();
    const fundRow = page
      .getByRole('region', { name: 'Fund payments' })
      .getByRole('row')
      .filter({ hasText: `UTR${suffix}` });
    await expect(fundRow).toContainText('Pending');
    await expectNoAxeViolations(page);

    // Before the fund is confirmed, Add Student says up front that the balance is short of the
    // fee (with Add Fund) and does not send the form.
    await page.goto('/dashboard/AddStudent');
    await waitForHydration(page);
    await fillStudent(page, `Singh${suffix.toLowerCase()}`);
    await expect(
      page.getByText(
        "The wallet balance (₹0.00) is less than this course's registration fee (₹250.00)",
      ),
    ).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Add Student' })).toBeDisabled();

    // Head office confirms the fund: the centre's wallet is credited.
    await head.goto('/dashboard/AddAccount');
    await waitForHydration(head);
    await head.getByRole('button', { name: `Confirm ₹1,000.00 from ${centreName}` }).click();
    await head.getByRole('dialog').getByRole('button', { name: 'Confirm and credit' }).click();
    // Balance ₹1,000.00, nothing pending any more.
    await expect(
      head
        .getByRole('region', { name: 'Centre wallets' })
        .getByRole('row')
        .filter({ hasText: code }),
    ).toContainText(/₹1,000\.00\s*—/);
    await expectNoAxeViolations(head);

    // Now the student is added and the registration fee is debited.
    await page.getByRole('button', { name: 'Check the balance again' }).first().click();
    await page.getByRole('button', { name: 'Add Student' }).click();
    const added = page.getByText(/Student added\. Registration number: (RV\d+)/);
    await expect(added).toBeVisible();
    const registrationNumber = /(RV\d+)/.exec((await added.textContent()) ?? '')![1]!;
    await page.goto('/dashboard/AddAccount');
    await waitForHydration(page);
    await expect(page.getByTestId('wallet-balance')).toHaveText('₹750.00');
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: 'Registration fee - Pooja' })
        .filter({ hasText: `(${registrationNumber})` }),
    ).toContainText('₹250.00');
    await expect(fundRow).toContainText('Confirmed');

    // A fee payment by the student, and its receipt.
    await page.goto('/dashboard/AddStudentFee');
    await waitForHydration(page);
    await page.getByLabel('Registration number').fill(registrationNumber);
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByText('Amount due: ₹12,000.00')).toBeVisible();
    await expectNoAxeViolations(page);
    const paymentForm = page.getByRole('form', { name: 'Record a payment' });
    await paymentForm.getByLabel('Amount (₹)').fill('12500');
    await paymentForm.getByLabel('Payment mode').selectOption('UPI');
    await paymentForm.getByLabel('Reference').fill(`UPI${suffix}`);
    await paymentForm.getByRole('button', { name: 'Record payment' }).click();
    await expect(
      page.getByText('This payment is more than the amount due: ₹12,000.00 is due.').first(),
    ).toBeVisible();
    await paymentForm.getByLabel('Amount (₹)').fill('2000');
    await paymentForm.getByRole('button', { name: 'Record payment' }).click();
    const year = new Date().getFullYear();
    await expect(
      page.getByText(`Payment recorded. Receipt number: ${code}/${year}/000001`),
    ).toBeVisible();
    await expect(page.getByText('Amount due: ₹10,000.00')).toBeVisible();

    await page.getByRole('status').getByRole('link', { name: 'Print receipt' }).click();
    await expect(page).toHaveURL(/\/print\/fee-receipt\/\d+$/);
    await expect(page.getByRole('heading', { name: 'FEE RECEIPT' })).toBeVisible();
    await expect(page.getByText(`${code}/${year}/000001`)).toBeVisible();
    await expect(page.getByText('Rupees Two Thousand only')).toBeVisible();
    await expect(page.getByText('₹10,000.00 after this payment')).toBeVisible();
    await expectNoAxeViolations(page);
    const pdfHref = await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
    const pdf = await page.request.get(pdfHref!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // View Student Fee lists the student with what is still due.
    await page.goto('/dashboard/ViewStudentFee');
    await waitForHydration(page);
    await expect(page.getByRole('row').filter({ hasText: registrationNumber })).toContainText(
      '₹10,000.00',
    );
    await expectNoAxeViolations(page);
  } finally {
    await head.request.put(`/api/dashboard/accounts/course-fees/${COURSE.code}`, {
      headers,
      data: NO_FEES,
    });
    await head.context().close();
  }
});

test('the account screens and the fee panel work for centre staff and the student', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const registrationNumber = await demoStudentRegistration(page.request);
  await page.context().clearCookies();
  const login = await page.request.post('/api/admin/login', {
    data: { email: DEMO.staff.email, password: DEMO.staff.password },
  });
  expect(login.ok()).toBe(true);
  const fitsWidth = async () =>
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);

  await page.goto('/dashboard/AddAccount');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Add Fund', level: 1 })).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toBeVisible();
  await fitsWidth();
  await expectNoAxeViolations(page);

  await page.goto(`/dashboard/AddStudentFee?student=${registrationNumber}`);
  await waitForHydration(page);
  await expect(
    page.getByRole('heading', {
      name: `${DEMO.student.firstname} ${DEMO.student.lastname} (${registrationNumber})`,
    }),
  ).toBeVisible();
  await fitsWidth();
  await expectNoAxeViolations(page);

  await page.goto('/dashboard/ViewStudentFee');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Students with dues' })).toBeVisible();
  await fitsWidth();
  await expectNoAxeViolations(page);

  const student = await (await browser.newContext()).newPage();
  await student.request.post('/api/login', {
    data: { email: DEMO.student.email, password: DEMO.student.password },
  });
  await student.goto(`/dashboard/student/${registrationNumber}`);
  await expect(student.getByRole('heading', { name: 'Fee status' })).toBeVisible();
  await expect(student.getByText('Amount due')).toBeVisible();
  await expectNoAxeViolations(student);
  await student.context().close();
});
