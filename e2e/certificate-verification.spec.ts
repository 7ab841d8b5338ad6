import { instituteDate } from '@institute/shared/institute-time';
import { DEMO } from '@institute/shared/demo';
import type { Browser } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { signInAsHeadOffice } from './sign-in';
import { aadhaar, ok, publishResults } from './api-data';

const FIRSTNAME = 'Kavita';
const DATE_OF_BIRTH = '2004-03-09';

/**
 * A new student of the demo centre who passed, with a printed certificate: made through the API
 * as centre staff (student, marks, request) and head office (approval, printing).
 */
async function printedCertificate(browser: Browser, baseURL: string) {
  const headers = { origin: baseURL };
  const staff = await browser.newContext({ baseURL });
  await ok(
    await staff.request.post('/api/admin/login', {
      data: { email: DEMO.staff.email, password: DEMO.staff.password },
    }),
  );
  const surname = `Verify${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const student = await ok(
    await staff.request.post('/api/dashboard/AddStudent', {
      headers,
      multipart: {
        firstname: FIRSTNAME,
        lastname: surname,
        dob: DATE_OF_BIRTH,
        state: 'Bihar',
        district: 'Gaya',
        course: '11',
        mothername: 'Geeta Devi',
        fathername: 'Mohan Lal',
        qualification: '10th pass',
        contactno: '9876501234',
        guardiancontact: '9123401234',
        adhar: aadhaar(),
        gender: 'Female',
        category: 'General',
        religion: 'Hindu',
        maritalstatus: 'Single',
        address: 'Station Road, Gaya',
        presentaddress: 'Station Road, Gaya',
      },
    }),
  );
  const session = await ok(
    await staff.request.post('/api/dashboard/offline-exams/sessions', {
      headers,
      // Only students admitted by the exam date sit it: the exam is tomorrow.
      data: {
        title: `Final examination ${surname}`,
        courseCode: '11',
        // Marks are entered once the exam has been held (decision 0056): today in India.
        examDate: instituteDate(),
      },
    }),
  );
  const sheet = await ok(
    await staff.request.get(`/api/dashboard/offline-exams/sessions/${session.id}/marks`),
  );
  const row = sheet.rows.find(
    (item: { registrationNumber: string }) =>
      item.registrationNumber === student.registrationNumber,
  );
  await ok(
    await staff.request.put(`/api/dashboard/offline-exams/sessions/${session.id}/marks`, {
      headers,
      data: {
        students: [
          {
            studentId: row.studentId,
            cells: session.subjects.map((subject: { id: number; maxMarks: number }) => ({
              subjectId: subject.id,
              marks: subject.maxMarks,
              absent: false,
            })),
          },
        ],
      },
    }),
  );
  await publishResults(staff.request, browser, baseURL, session.id);
  // Finished early: a certificate can be requested before the course's duration has passed.
  await ok(
    await staff.request.put(`/api/dashboard/AddStudent/${student.registrationNumber}/completion`, {
      headers,
      data: { status: 'Completed' },
    }),
  );
  const request = await ok(
    await staff.request.post('/api/dashboard/certificates/requests', {
      headers,
      data: { registrationNumber: student.registrationNumber },
    }),
  );
  await staff.close();

  const head = await browser.newContext({ baseURL });
  const headPage = await head.newPage();
  await signInAsHeadOffice(headPage);
  await ok(
    await head.request.post(`/api/dashboard/certificates/requests/${request.id}/approve`, {
      headers,
    }),
  );
  const printed = await ok(
    await head.request.post(`/api/dashboard/certificates/requests/${request.id}/print`, {
      headers,
    }),
  );
  const certificate = await ok(
    await head.request.get(`/api/dashboard/certificates/${printed.certificateNumber}`),
  );
  await head.close();
  return {
    number: certificate.number as string,
    code: certificate.verificationCode as string,
    name: `${FIRSTNAME} ${surname}`,
    initials: `K. ${surname[0]}.`,
  };
}

test('verification by number shows the status and initials; the code or date of birth shows the certificate', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const certificate = await printedCertificate(browser, baseURL!);
  const verdict = page.getByRole('region', { name: 'Valid certificate' });

  // The QR code's link: number and code filled in, the whole certificate at once.
  await page.goto(`/verify/${certificate.number}?code=${certificate.code}`);
  await waitForHydration(page);
  await expect(page.getByLabel('Certificate number')).toHaveValue(certificate.number);
  await expect(page.getByLabel('Verification code')).toHaveValue(certificate.code);
  await expect(verdict).toBeVisible();
  await expect(verdict).toContainText(certificate.name);
  await expect(verdict).toContainText('Details shown because the verification code matches.');
  await expectNoAxeViolations(page);

  // A number typed alone: valid, the initials, nothing more.
  await page.goto('/verify');
  await waitForHydration(page);
  await page.getByLabel('Certificate number').fill(certificate.number);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(`/verify/${certificate.number}`);
  await expect(verdict).toContainText(certificate.initials);
  await expect(verdict).not.toContainText(certificate.name);
  await expect(verdict).toContainText('shown only with the verification code');
  await expectNoAxeViolations(page);

  // A wrong code: the same, and a message saying the code does not match.
  await page.getByLabel('Verification code').fill('AAAAA-AAAAA');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The verification code does not match this certificate, so only its status is shown. Check the code printed next to the certificate number.',
  );
  await expect(verdict).toContainText(certificate.initials);
  await expect(verdict).not.toContainText(certificate.name);
  await expectNoAxeViolations(page);

  // Typed from paper in lower case: the details.
  await page.getByLabel('Verification code').fill(certificate.code.toLowerCase());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(verdict).toContainText(certificate.name);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // The date of birth instead of the code: a wrong one, then the right one (kept out of the URL).
  await page.goto(`/verify/${certificate.number}`);
  await waitForHydration(page);
  await page.getByLabel('Or the holder’s date of birth').fill('2004-03-10');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The date of birth does not match this certificate, so only its status is shown.',
  );
  await expect(verdict).not.toContainText(certificate.name);
  await page.getByLabel('Or the holder’s date of birth').fill(DATE_OF_BIRTH);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(verdict).toContainText(certificate.name);
  await expect(verdict).toContainText('Details shown because the date of birth matches.');
  expect(page.url()).not.toContain(DATE_OF_BIRTH);
  await expectNoAxeViolations(page);
});

test('the verification page fits a 360-px phone in both languages, the credential check included @phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/verify', '/hi/verify']) {
    await page.goto(path);
    await waitForHydration(page);
    // The credential check's file input once widened its form past the screen (363 px).
    await expect(page.locator('input[type="file"]')).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  }
});
