import fs from 'node:fs';
import { DEMO } from '@institute/shared/demo';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { demoStudentRegistration, signInAsHeadOffice } from './sign-in';

// One viewport: the demo student's certificate is requested once in the shared database.
test('a centre requests, head office approves and prints, and anyone verifies a certificate @desktop', async ({
  page,
  browser,
  request,
}) => {
  // Four people in turn, a PDF print among them: more than the default time on a busy machine.
  test.setTimeout(180_000);
  const registrationNumber = await demoStudentRegistration(request);
  const studentName = `${DEMO.student.firstname} ${DEMO.student.lastname}`;

  // Centre staff: Certificate Requisition.
  const signedIn = await page.request.post('/api/admin/login', {
    data: { email: DEMO.staff.email, password: DEMO.staff.password },
  });
  expect(signedIn.ok()).toBe(true);
  await page.goto('/dashboard/CertificationRequisition');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Certificate Requisition' })).toBeVisible();
  // An empty Student ID is ignored; an unknown one gets a clear message.
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByLabel('Student ID').fill('RV2099999999');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(
    page.getByText('No student has the registration number RV2099999999.'),
  ).toBeVisible();
  await page.getByLabel('Student ID').fill(registrationNumber);
  await page.getByRole('button', { name: 'Submit Request' }).click();
  // The first press shows what the certificate will print (decision 0057); the second sends.
  await expect(page.getByRole('region', { name: 'What the certificate will print' })).toContainText(
    'Percentage',
  );
  await page.getByRole('button', { name: 'Submit Request' }).click();
  const row = page.getByRole('row', { name: new RegExp(registrationNumber) });
  await expect(row).toContainText(studentName);
  await expect(row).toContainText('Requested');
  await expect(page.getByLabel('Student ID')).toHaveValue('');
  await expectNoAxeViolations(page);

  // Head office: approve, mark printed, dispatch.
  const head = await (await browser.newContext()).newPage();
  await signInAsHeadOffice(head);
  await head.goto('/dashboard/ViewCertificate');
  await waitForHydration(head);
  const who = `${studentName} (${registrationNumber})`;
  await head.getByRole('button', { name: `Approve ${who}` }).click();
  await expect(head.getByRole('button', { name: `Approve ${who}` })).toHaveCount(0);
  await head.getByRole('button', { name: 'To print' }).click();
  await head.getByRole('button', { name: `Mark printed ${who}` }).click();
  await expect(head.getByRole('button', { name: `Mark printed ${who}` })).toHaveCount(0);
  await head.getByRole('button', { name: 'To dispatch' }).click();
  await head.getByRole('button', { name: `Dispatch ${who}` }).click();
  const dialog = head.getByRole('dialog');
  await dialog.getByLabel('Courier').fill('India Post');
  await dialog.getByLabel('Tracking number').fill('EE123456789IN');
  await dialog.getByRole('button', { name: 'Dispatch 1' }).click();
  await expect(head.getByRole('button', { name: `Dispatch ${who}` })).toHaveCount(0);
  const issued = head.getByRole('row', { name: new RegExp(registrationNumber) }).last();
  await expect(issued).toContainText('Valid');
  const number = (await issued.getByRole('cell').nth(1).textContent())!.trim();
  expect(number).toMatch(/^RVC\d{10}$/);
  await expectNoAxeViolations(head);
  await head.context().close();

  // Centre staff: Track Certificate.
  await page.goto('/dashboard/TrackCertificate');
  await waitForHydration(page);
  await page.getByLabel('Student ID').fill(registrationNumber);
  await page.getByRole('button', { name: 'Submit Request' }).click();
  const result = page.getByRole('region', { name: 'Tracking Result' });
  await expect(result).toContainText('Dispatched');
  await expect(result).toContainText('India Post, tracking number EE123456789IN');
  await expect(result.getByRole('link', { name: number })).toBeVisible();
  await expectNoAxeViolations(page);

  // Anyone: the public verification page, reached as the QR code opens it (number and code).
  const { verificationCode } = await (
    await page.request.get(`/api/dashboard/certificates/${number}`)
  ).json();
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/verify/${number}?code=${verificationCode}`);
  await expect(visitor.getByRole('heading', { name: 'Valid certificate' })).toBeVisible();
  await expect(visitor.getByText(studentName)).toBeVisible();
  await expect(
    visitor.getByText('CERTIFICATE IN HINDI TYPING (3-Months Certificate Course)'),
  ).toBeVisible();
  const json = await visitor.request.get(`/api/certificates/verify/${number}`);
  expect((await json.json()).status).toBe('valid');
  await visitor.context().close();

  // The student: their profile lists it, and the printable certificate prints on one page.
  const student = await (await browser.newContext()).newPage();
  await student.request.post('/api/login', {
    data: { email: DEMO.student.email, password: DEMO.student.password },
  });
  await student.goto(`/dashboard/student/${registrationNumber}`);
  await waitForHydration(student);
  await student.getByRole('button', { name: 'View Certificates' }).click();
  await expect(student.getByRole('region', { name: 'Certificates' })).toContainText(number);
  await student.goto(`/certificate/${registrationNumber}`);
  await expect(student.getByText(`Certificate No. ${number}`)).toBeVisible();
  await expect(
    student.getByRole('img', { name: `QR code to verify certificate ${number}` }),
  ).toBeVisible();
  const pdf = await student.pdf({ preferCSSPageSize: true, printBackground: true });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages).toHaveLength(1);
  fs.writeFileSync(test.info().outputPath('certificate.pdf'), pdf);
  await student.context().close();
});

test('the verification page is linked from the footer and answers an unknown number plainly', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Verify Certificate' }).click();
  await expect(page).toHaveURL('/verify');
  await expect(page.getByRole('heading', { name: 'Verify a Certificate' })).toBeVisible();
  await page.getByLabel('Certificate number').fill('RVC2020999999');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/verify/RVC2020999999');
  await expect(page.getByRole('alert')).toHaveText(
    'No certificate has this number. Check the number and try again.',
  );
  await expectNoAxeViolations(page);
});
