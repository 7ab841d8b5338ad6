// Going live with existing students (issue 37, decision 0055): a centre imports students with
// what they paid and still owe, and head office applies a changed course fee to chosen students
// after a preview.
import { expect, expectNoAxeViolations, OPEN_DIALOG, test, waitForHydration } from './fixtures';
import { aadhaar } from './api-data';
import { signInAsHeadOffice } from './sign-in';

// A course no other browser test uses: its fees are set here and reset at the end.
const COURSE = { code: '12', name: '1-Year Advance Diploma Course', option: 'RV12001' };
const fees = (courseFeePaise: number) => ({
  registrationFeePaise: 0,
  certificateFeePaise: 0,
  courseFeePaise,
  instalments: [],
});

const HEADER = [
  'firstname',
  'lastname',
  'dob',
  'email',
  'state',
  'district',
  'course',
  'courseOption',
  'mothername',
  'fathername',
  'qualification',
  'contactno',
  'guardiancontact',
  'adhar',
  'gender',
  'category',
  'religion',
  'maritalstatus',
  'address',
  'presentaddress',
  'paidAmount',
  'paidReceiptNumber',
  'paidOn',
  'paidMode',
  'balanceDue',
  'balanceDueDate',
];

const row = (firstname: string, lastname: string, opening: string[]) =>
  [
    firstname,
    lastname,
    '2003-04-12',
    '',
    'Bihar',
    'Nalanda',
    COURSE.code,
    COURSE.option,
    'Sita Devi',
    'Mohan Lal',
    '12th Pass',
    '9876500021',
    '9123400021',
    aadhaar(),
    'Female',
    'General',
    'Hindu',
    'Single',
    'Bihar Sharif',
    'Bihar Sharif',
    ...opening,
  ].join(',');

test('a centre imports students with opening balances; head office applies a new course fee to a chosen student after a preview @desktop', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36).toUpperCase().slice(-5);
  const code = `GOL${suffix}`;
  const email = `golive.${suffix.toLowerCase()}@example.com`;
  const headers = { origin: baseURL! };
  const head = await (await browser.newContext()).newPage();
  await signInAsHeadOffice(head);
  const centre = await head.request.post('/api/dashboard/centre-admin/centres', {
    headers,
    data: { code, name: `Nalanda Centre ${suffix}`, address: 'Bihar Sharif', phone: '9876512388' },
  });
  expect(centre.status()).toBe(201);
  const centreId = ((await centre.json()) as { id: number }).id;
  const staff = await head.request.post(`/api/dashboard/centre-admin/centres/${centreId}/staff`, {
    headers,
    data: { name: 'Go Live Staff', email, password: 'go live password 1' },
  });
  expect(staff.status()).toBe(201);
  const setFee = (paise: number) =>
    head.request.put(`/api/dashboard/accounts/course-fees/${COURSE.code}`, {
      headers,
      data: fees(paise),
    });
  expect((await setFee(0)).status()).toBe(200);

  try {
    // The centre imports two students: one with what she paid and still owes, one without.
    const login = await page.request.post('/api/admin/login', {
      data: { email, password: 'go live password 1' },
    });
    expect(login.ok()).toBe(true);
    await page.goto('/dashboard/ImportStudents');
    await waitForHydration(page);
    await expect(page.getByText('Amount Already Paid with its Past Receipt Number')).toBeVisible();
    const receipt = `OLD-${suffix}`;
    const csv = [
      HEADER.join(','),
      row('Kavita', `Opening${suffix.toLowerCase()}`, [
        '1500',
        receipt,
        '2026-08-20',
        'cash',
        '2500',
        '2099-01-15',
      ]),
      row('Nisha', `Later${suffix.toLowerCase()}`, ['', '', '', '', '', '']),
      row('Bad', `Row${suffix.toLowerCase()}`, ['-10', '', '', '', '', '']),
    ].join('\r\n');
    await page
      .getByLabel('CSV file')
      .setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('status')).toContainText('Imported 2 students.');
    const failedRow = page.getByRole('region', { name: 'Rows not imported' }).getByRole('row', {
      name: /^4 /,
    });
    await expect(failedRow).toContainText('Amount Already Paid:');
    await expect(failedRow).toContainText('not negative');
    await expectNoAxeViolations(page);

    // The first student's receipt of record is hers, with its old number; she owes the balance.
    const numbers = (await (
      await head.request.get(`/api/dashboard/AddStudent?centreId=${centreId}&pageSize=50`)
    ).json()) as { registrationNumber: string; firstname: string }[];
    const numberOf = (firstname: string) =>
      numbers.find((s) => s.firstname === firstname)!.registrationNumber;
    const opening = numberOf('Kavita');
    const later = numberOf('Nisha');
    const openingFees = (await (
      await page.request.get(`/api/dashboard/accounts/students/${opening}/fees`)
    ).json()) as { payments: { receiptNumber: string; ofRecord: boolean }[] };
    expect(openingFees.payments).toMatchObject([{ receiptNumber: receipt, ofRecord: true }]);
    await page.goto('/dashboard/ViewStudentFee');
    await waitForHydration(page);
    await expect(page.getByRole('row').filter({ hasText: opening })).toContainText('₹2,500.00');

    // Head office raises the course fee: the imported students keep their plans ...
    expect((await setFee(600_000)).status()).toBe(200);
    await head.goto('/dashboard/CourseFees');
    await waitForHydration(head);
    await expect(
      head.getByText('a changed course fee applies to students admitted from then on'),
    ).toBeVisible();
    // ... until head office applies it to a chosen student, after seeing who changes.
    await head
      .getByRole('button', { name: `Apply the fee of ${COURSE.name} to existing students` })
      .click();
    const dialog = head.getByRole('dialog');
    const laterRow = dialog.getByRole('row').filter({ hasText: later });
    await expect(laterRow).toContainText('₹0.00');
    await expect(laterRow).toContainText('₹6,000.00');
    await expect(dialog.getByRole('row').filter({ hasText: opening })).toContainText('₹1,500.00');
    await expectNoAxeViolations(head, { within: OPEN_DIALOG });
    await laterRow.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Review 1 student' }).click();
    await expect(
      dialog.getByText('This student will get the course fee of ₹6,000.00'),
    ).toBeVisible();
    await expect(dialog.getByRole('row').filter({ hasText: opening })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Confirm: apply to 1 student' }).click();
    await expect(dialog).toBeHidden();
    await expect(head.getByText('The course fee was applied to 1 student.')).toBeVisible();

    const laterFees = (await (
      await page.request.get(`/api/dashboard/accounts/students/${later}/fees`)
    ).json()) as { plan: { totalPaise: number } };
    expect(laterFees.plan.totalPaise).toBe(600_000);
    const openingAfter = (await (
      await page.request.get(`/api/dashboard/accounts/students/${opening}/fees`)
    ).json()) as { plan: { totalPaise: number } };
    expect(openingAfter.plan.totalPaise).toBe(400_000);
  } finally {
    await setFee(0);
    await head.context().close();
  }
});
