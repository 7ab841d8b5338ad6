import { DEMO } from '@institute/shared/demo';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { demoStudentRegistration, signInAsHeadOffice } from './sign-in';
import { aadhaar } from './api-data';

// A 1x1 PNG and a one-page PDF, small real files for the uploads.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function minimalPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** A surname no other test uses, so that a search finds exactly this student. */
function uniqueSurname(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let suffix = '';
  for (let i = 0; i < 8; i++) suffix += letters[Math.floor(Math.random() * letters.length)];
  return `Kumari${suffix}`;
}

async function signInAsDemoStaff(page: Page): Promise<void> {
  const response = await page.request.post('/api/admin/login', {
    data: { email: DEMO.staff.email, password: DEMO.staff.password },
  });
  if (!response.ok()) throw new Error(`staff sign-in failed: ${response.status()}`);
}

async function fillStudent(page: Page, surname: string, adhar: string) {
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field('First Name').fill('Asha');
  await field('Last Name').fill(surname);
  await field('Date of Birth').fill('2004-03-21');
  await field('Gender').selectOption('Female');
  await field("Father's Name").fill('Ramesh Prasad');
  await field("Mother's Name").fill('Sunita Devi');
  await field('Category').selectOption('OBC');
  await field('Religion').fill('Hindu');
  await field('Marital Status').selectOption('Single');
  await field('Qualification').fill('12th pass');
  await field('Aadhaar No').fill(adhar);
  await field('Contact No').fill('9876543210');
  await field('Guardian Contact').fill('9123456780');
  await field('Email').fill(`${surname.toLowerCase()}@example.com`);
  await field('State').selectOption('Bihar');
  await field('District').fill('Patna');
  await field('Permanent Address').fill('Boring Road, Patna');
  await field('Present Address').fill('Boring Road, Patna');
  await expect(field('Course Option')).toBeDisabled();
  await field('Course').selectOption({ label: '1-Month Certificate Course' });
  await field('Course Option').selectOption('CERTIFICATE IN FUNDAMENTAL(RV01001)');
}

async function searchFor(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${text}`));
}

test('staff add a student with files, find, view, edit and delete them @desktop', async ({
  page,
}) => {
  test.slow();
  const surname = uniqueSurname();
  const adhar = aadhaar();
  await signInAsDemoStaff(page);
  await page.goto('/dashboard/AddStudent');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Add Student', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  // The client refuses an invalid Aadhaar number and moves to it.
  await fillStudent(page, surname, '1234 5678 9012');
  await page.getByRole('button', { name: 'Add Student' }).click();
  const adharField = page.getByLabel('Aadhaar No', { exact: true });
  await expect(page.getByText('Enter a valid 12-digit Aadhaar number')).toBeVisible();
  await expect(adharField).toBeFocused();
  await expectNoAxeViolations(page);

  // The server refuses a "PNG" that is not one: the message, and every value kept.
  await adharField.fill(adhar);
  await page.getByLabel('Photo', { exact: true }).setInputFiles(png('photo.png'));
  await page.getByLabel('Signature', { exact: true }).setInputFiles({
    name: 'signature.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is not an image'),
  });
  await page.getByLabel('Marksheet', { exact: true }).setInputFiles({
    name: 'marksheet.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf(),
  });
  await page.getByRole('button', { name: 'Add Student' }).click();
  await expect(page.getByRole('alert')).toContainText('Failed to add student. Please try again.');
  const signature = page.getByLabel('Signature', { exact: true });
  await expect(signature).toHaveAttribute('aria-invalid', 'true');
  await expect(signature).toBeFocused();
  await expect(page.getByLabel('Last Name', { exact: true })).toHaveValue(surname);
  await expect(page.getByLabel('Course Option', { exact: true })).toHaveValue(
    'CERTIFICATE IN FUNDAMENTAL(RV01001)',
  );
  expect(
    await page
      .getByLabel('Marksheet', { exact: true })
      .evaluate((input: HTMLInputElement) => input.files?.[0]?.name),
  ).toBe('marksheet.pdf');

  // With a real signature it is added: the number is shown and the form is empty again.
  await signature.setInputFiles(png('signature.png'));
  await page.getByRole('button', { name: 'Add Student' }).click();
  const added = page.getByText(/^Student added\. Registration number: /);
  await expect(added).toBeVisible();
  const registrationNumber = (await added.textContent())!.split(': ')[1]!.trim();
  expect(registrationNumber).toMatch(/^RV\d{10}$/);
  await expect(page.getByLabel('Last Name', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('');
  await expect(page.getByLabel("Father's Name", { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Course Option', { exact: true })).toBeDisabled();

  // View Details: every field, the images and the PDF.
  await page.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(`/dashboard/AddStudent/${registrationNumber}`);
  const valueOf = (label: string) =>
    page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
  await expect(valueOf('Last Name')).toContainText(surname);
  await expect(valueOf('Course')).toContainText('1-Month Certificate Course');
  await expect(valueOf('Course Option')).toContainText('CERTIFICATE IN FUNDAMENTAL(RV01001)');
  await expect(valueOf('Aadhaar No')).toContainText(adhar);
  await expect(valueOf('Centre')).toContainText(DEMO.centre.name);
  const photo = page.getByRole('img', { name: `Photo of Asha ${surname}` });
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByRole('img', { name: `Signature of Asha ${surname}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open marksheet (PDF)' })).toBeVisible();
  await expectNoAxeViolations(page);

  // See All Students: the search finds them, with the Aadhaar masked.
  await page.goto('/dashboard/SeeAllStudents');
  await waitForHydration(page);
  await searchFor(page, surname);
  const row = page.getByRole('row').filter({ hasText: registrationNumber });
  await expect(row).toBeVisible();
  await expect(row).toContainText(`Asha ${surname}`);
  await expect(row).toContainText(`XXXX XXXX ${adhar.slice(8)}`);
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
  await expectNoAxeViolations(page);

  // Edit: the form is filled in; a changed district is saved.
  await row.getByRole('link', { name: `Edit Asha ${surname}` }).click();
  await expect(page).toHaveURL(`/dashboard/EditStudent/${registrationNumber}`);
  const district = page.getByLabel('District', { exact: true });
  await expect(district).toHaveValue('Patna');
  await expect(page.getByLabel('Course Option', { exact: true })).toHaveValue(
    'CERTIFICATE IN FUNDAMENTAL(RV01001)',
  );
  await expectNoAxeViolations(page);
  await district.fill('Gaya');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(`/dashboard/AddStudent/${registrationNumber}`);
  await expect(valueOf('District')).toContainText('Gaya');

  // Delete, confirmed in a dialog: the student leaves the list.
  await page.getByRole('link', { name: 'Back to list' }).click();
  await searchFor(page, surname);
  await page.getByRole('button', { name: `Delete Asha ${surname}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Archive student?' });
  await expect(dialog).toContainText(registrationNumber);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: registrationNumber })).toHaveCount(0);
  await expect(page.getByText('No student data available.')).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText('No student data available.')).toBeVisible();
});

test('head office sees archived students and restores them @desktop', async ({ page, baseURL }) => {
  const surname = uniqueSurname();
  await signInAsHeadOffice(page);
  // Changes made with the session cookie must come from the site itself.
  const headers = { origin: baseURL! };
  const created = await page.request.post('/api/dashboard/AddStudent', {
    headers,
    multipart: {
      firstname: 'Ravi',
      lastname: surname,
      dob: '2003-07-14',
      state: 'Bihar',
      district: 'Gaya',
      course: '11',
      mothername: 'Geeta Devi',
      fathername: 'Mohan Lal',
      qualification: '10th pass',
      contactno: '9876501234',
      guardiancontact: '9123401234',
      adhar: aadhaar(),
      gender: 'Male',
      category: 'General',
      religion: 'Hindu',
      maritalstatus: 'Single',
      address: 'Station Road, Gaya',
      presentaddress: 'Station Road, Gaya',
    },
  });
  expect(created.status()).toBe(201);
  const { registrationNumber } = (await created.json()) as { registrationNumber: string };
  const archived = await page.request.delete(`/api/dashboard/AddStudent/${registrationNumber}`, {
    headers,
  });
  expect(archived.ok()).toBe(true);

  await page.goto(`/dashboard/SeeAllStudents?q=${surname}`);
  await waitForHydration(page);
  await expect(page.getByText('No student data available.')).toBeVisible();
  await page.getByRole('checkbox', { name: /Archived/ }).check();
  const row = page.getByRole('row').filter({ hasText: registrationNumber });
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page);
  await row.getByRole('button', { name: `Restore Ravi ${surname}` }).click();
  await page
    .getByRole('dialog', { name: 'Restore student?' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(row).toHaveCount(0);
  await page.getByRole('checkbox', { name: /Archived/ }).uncheck();
  await expect(page.getByRole('row').filter({ hasText: registrationNumber })).toBeVisible();
});

test('students are imported from a CSV file, with a report of the rows that failed @desktop', async ({
  page,
}) => {
  const surname = uniqueSurname();
  await signInAsDemoStaff(page);
  const template = await page.request.get('/api/dashboard/students/import-template.csv');
  expect(template.ok()).toBe(true);
  const header = (await template.text())
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)[0]!
    .split(',');
  const values: Record<string, string> = {
    firstname: 'Meena',
    lastname: surname,
    dob: '2005-01-30',
    state: 'Bihar',
    district: 'Patna',
    course: '8',
    courseOption: 'RV01002',
    mothername: 'Kamla Devi',
    fathername: 'Shyam Sundar',
    qualification: '12th pass',
    contactno: '9876512345',
    guardiancontact: '9123412345',
    adhar: aadhaar(),
    gender: 'Female',
    category: 'SC',
    religion: 'Hindu',
    maritalstatus: 'Single',
    address: 'Kankarbagh, Patna',
    presentaddress: 'Kankarbagh, Patna',
  };
  const line = (row: Record<string, string>) =>
    header.map((column) => JSON.stringify(row[column.trim()] ?? '')).join(',');
  const csv = [
    header.join(','),
    line(values),
    line({ ...values, firstname: '', adhar: '1234' }),
  ].join('\r\n');

  await page.goto('/dashboard/ImportStudents');
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: 'CSV template' })).toHaveAttribute(
    'href',
    '/api/dashboard/students/import-template.csv',
  );
  await expectNoAxeViolations(page);
  await page.getByLabel('CSV file').setInputFiles({
    name: 'students.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toHaveText(
    'Imported 1 student. 1 row was not imported.',
  );
  const failed = page.getByRole('table');
  await expect(failed).toContainText('First Name');
  await expect(failed).toContainText('Aadhaar No');
  await expectNoAxeViolations(page);

  await page.goto(`/dashboard/SeeAllStudents?q=${surname}`);
  await waitForHydration(page);
  await expect(page.getByRole('row').filter({ hasText: `Meena ${surname}` })).toHaveCount(1);
});

test('the lower-case spellings of the student screens lead to the capitalised ones @desktop', async ({
  page,
}) => {
  await signInAsHeadOffice(page);
  for (const [from, to] of [
    ['/dashboard/addstudent', '/dashboard/AddStudent'],
    ['/dashboard/addStudent/RV2026000001', '/dashboard/AddStudent/RV2026000001'],
    ['/dashboard/editStudent/RV2026000001', '/dashboard/EditStudent/RV2026000001'],
    ['/dashboard/importstudents', '/dashboard/ImportStudents'],
  ] as const) {
    const response = await page.request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers()['location']).toBe(to);
  }
});

test('the student list fits a phone: a card per student, no sideways scrolling @phone', async ({
  page,
}) => {
  await signInAsDemoStaff(page);
  await page.goto('/dashboard/SeeAllStudents');
  await waitForHydration(page);
  const region = page.getByRole('region', { name: 'Students' });
  await expect(region.getByRole('table')).toBeVisible();
  const { scrollWidth, clientWidth } = await region.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  // The page itself does not scroll sideways either.
  const sizes = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(sizes.scrollWidth).toBeLessThanOrEqual(sizes.clientWidth);
  await expectNoAxeViolations(page);
});

// The flows above run on the desktop only; the screens they go through are checked on a phone
// here, as those flows checked them there: no accessibility violations, no sideways scrolling.
test('on a phone Add Student, View Details, Edit Student and Import Students pass axe and fit the screen @phone', async ({
  page,
  request,
}) => {
  test.slow();
  const registrationNumber = await demoStudentRegistration(request);
  await signInAsDemoStaff(page);
  for (const [path, heading] of [
    ['/dashboard/AddStudent', 'Add Student'],
    [`/dashboard/AddStudent/${registrationNumber}`, null],
    [`/dashboard/EditStudent/${registrationNumber}`, null],
    ['/dashboard/ImportStudents', null],
  ] as const) {
    await page.goto(path);
    await waitForHydration(page);
    const title = page.getByRole('heading', { level: 1 });
    await (heading ? expect(title).toHaveText(heading) : expect(title).toBeVisible());
    const sizes = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(sizes.scrollWidth, path).toBeLessThanOrEqual(sizes.clientWidth);
    await expectNoAxeViolations(page);
  }
});
