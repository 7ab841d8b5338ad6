import { instituteDate } from '@institute/shared/accounts';
import { addMonths, formatDisplayDate } from '@institute/shared/course-period';
import { DEMO } from '@institute/shared/demo';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { signInAsHeadOffice } from './sign-in';
import { aadhaar, publishResults } from './api-data';

// Certificates for finished courses only, and head office's Approve button shown only when the
// approval will be accepted. One viewport: it requests a certificate in the shared database.

/** A new student of the demo centre on the 1-month course, admitted today (by the demo staff). */
async function addStudent(request: APIRequestContext, origin: string, surname: string) {
  const created = await request.post('/api/dashboard/AddStudent', {
    headers: { origin },
    multipart: {
      firstname: 'Kiran',
      lastname: surname,
      dob: '2004-03-09',
      state: 'Bihar',
      district: 'Patna',
      course: '8',
      courseOption: 'CERTIFICATE IN FUNDAMENTAL(RV01001)',
      mothername: 'Lata Devi',
      fathername: 'Naresh Prasad',
      qualification: '12th pass',
      contactno: '9876512345',
      guardiancontact: '9123412345',
      adhar: aadhaar(),
      gender: 'Female',
      category: 'General',
      religion: 'Hindu',
      maritalstatus: 'Single',
      address: 'Boring Road, Patna',
      presentaddress: 'Boring Road, Patna',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { registrationNumber: string }).registrationNumber;
}

test('a certificate waits for the end of the course, and Approve shows only when it will be accepted @desktop', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL!;
  const headers = { origin };
  const surname = `Approval${Date.now().toString(36)}`;
  const today = instituteDate();

  // Centre staff add a student today: the request is refused, saying when the course ends.
  const staffLogin = await page.request.post('/api/admin/login', {
    data: { email: DEMO.staff.email, password: DEMO.staff.password },
  });
  expect(staffLogin.ok()).toBe(true);
  const registrationNumber = await addStudent(page.request, origin, surname);
  await page.goto('/dashboard/CertificationRequisition');
  await waitForHydration(page);
  await page.getByLabel('Student ID').fill(registrationNumber);
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(
    page.getByText(
      `The course ends on ${formatDisplayDate(addMonths(today, 1))}: a certificate can be requested from then, or earlier once staff set the completion status to Completed. The student also needs a passing result.`,
    ),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(registrationNumber) })).toHaveCount(0);

  // Staff set Completed and record a passing result in an exam held today; the request goes in.
  const completion = (status: string) =>
    page.request.put(`/api/dashboard/AddStudent/${registrationNumber}/completion`, {
      headers,
      data: { status },
    });
  expect((await completion('Completed')).ok()).toBe(true);
  const session = await page.request.post('/api/dashboard/offline-exams/sessions', {
    headers,
    data: { title: `Final examination ${surname}`, courseCode: '8', examDate: today },
  });
  expect(session.status(), await session.text()).toBe(201);
  const { id: sessionId } = (await session.json()) as { id: number };
  const grid = (await (
    await page.request.get(`/api/dashboard/offline-exams/sessions/${sessionId}/marks`)
  ).json()) as {
    session: { subjects: { id: number; maxMarks: number }[] };
    rows: { studentId: number; registrationNumber: string }[];
  };
  const row = grid.rows.find((candidate) => candidate.registrationNumber === registrationNumber)!;
  const marks = await page.request.put(`/api/dashboard/offline-exams/sessions/${sessionId}/marks`, {
    headers,
    data: {
      students: [
        {
          studentId: row.studentId,
          cells: grid.session.subjects.map((subject) => ({
            subjectId: subject.id,
            marks: subject.maxMarks,
            absent: false,
          })),
        },
      ],
    },
  });
  expect(marks.ok(), await marks.text()).toBe(true);
  await publishResults(page.request, browser, origin, sessionId);
  await page.getByLabel('Student ID').fill(registrationNumber);
  await page.getByRole('button', { name: 'Submit Request' }).click();
  // The first press shows what the certificate will print (decision 0057); the second sends.
  await expect(page.getByRole('region', { name: 'What the certificate will print' })).toContainText(
    'Percentage',
  );
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByRole('row', { name: new RegExp(registrationNumber) })).toContainText(
    'Requested',
  );

  // Head office: the Certificate approval setting, and Approve offered for the finished course.
  const head = await (await browser.newContext()).newPage();
  await signInAsHeadOffice(head);
  await head.goto('/dashboard/ViewCertificate');
  await waitForHydration(head);
  const setting = head.getByRole('group', { name: 'Certificate approval' });
  await expect(setting.getByRole('checkbox', { name: /Four-eyes approval/ })).toBeChecked();
  const who = `Kiran ${surname} (${registrationNumber})`;
  const queueRow = head.getByRole('row', { name: new RegExp(registrationNumber) });
  await expect(queueRow.getByRole('button', { name: `Approve ${who}` })).toBeVisible();

  // Staff set the status back to In Progress: the request stays, Approve is not offered, and
  // the row says why.
  expect((await completion('In Progress')).ok()).toBe(true);
  await head.reload();
  await waitForHydration(head);
  await expect(queueRow.getByRole('button', { name: `Reject ${who}` })).toBeVisible();
  await expect(queueRow.getByRole('button', { name: `Approve ${who}` })).toHaveCount(0);
  await expect(queueRow).toContainText(
    `The course ends on ${formatDisplayDate(addMonths(today, 1))}`,
  );
  await expectNoAxeViolations(head);

  // Completed again: Approve is back, and approving works.
  expect((await completion('Completed')).ok()).toBe(true);
  await head.reload();
  await waitForHydration(head);
  await queueRow.getByRole('button', { name: `Approve ${who}` }).click();
  await expect(head.getByRole('row', { name: new RegExp(registrationNumber) })).toHaveCount(0);
  await head.context().close();
});
