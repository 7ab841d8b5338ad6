import { instituteDate } from '@institute/shared/accounts';
import { DEMO } from '@institute/shared/demo';
import { formatPercentage, percentageBasisPoints } from '@institute/shared/grading';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { signInAsHeadOffice } from './sign-in';
import { publishResults, studentForm } from './api-data';

// Which exam counts for a course's certificate (issue 37 point 3, decision 0057): head office
// sets it on the course's screen; the requisition shows the grade and percentage that will be
// printed, and the exam they come from, before the request is sent. A course of its own, so the
// shared database's other courses keep their rule. One viewport.
test('head office sets the exam that counts; the requisition shows the grade and percentage to be printed @desktop', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const headers = { origin: baseURL! };
  const stamp = Date.now().toString(36).toUpperCase().slice(-6);
  const code = `CE${stamp}`;
  const courseName = `Exam Rule Course ${stamp}`;

  // Head office adds a one-month course (it gets the default subjects).
  const head = await (await browser.newContext()).newPage();
  await signInAsHeadOffice(head);
  const course = await head.request.post('/api/dashboard/content/courses', {
    headers,
    data: { code, name: courseName, durationMonths: 1, options: [] },
  });
  expect(course.status(), await course.text()).toBe(201);

  // Centre staff: a student of the course, finished, with marks in a final examination and
  // in a second (test) exam session.
  const signedIn = await page.request.post('/api/admin/login', {
    data: { email: DEMO.staff.email, password: DEMO.staff.password },
  });
  expect(signedIn.ok()).toBe(true);
  const created = await page.request.post('/api/dashboard/AddStudent', {
    headers,
    multipart: studentForm({
      firstname: 'Meera',
      lastname: `Exam${stamp}`,
      course: code,
    }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { registrationNumber } = (await created.json()) as { registrationNumber: string };
  const completed = await page.request.put(
    `/api/dashboard/AddStudent/${registrationNumber}/completion`,
    { headers, data: { status: 'Completed' } },
  );
  expect(completed.ok()).toBe(true);

  /** An exam session of the course with the student's marks at `share` of each subject. */
  async function sessionWithMarks(title: string, share: number) {
    const session = await page.request.post('/api/dashboard/offline-exams/sessions', {
      headers,
      data: { title, courseCode: code, examDate: instituteDate() },
    });
    expect(session.status(), await session.text()).toBe(201);
    const { id } = (await session.json()) as { id: number };
    const grid = (await (
      await page.request.get(`/api/dashboard/offline-exams/sessions/${id}/marks`)
    ).json()) as {
      session: { subjects: { id: number; maxMarks: number }[] };
      rows: { studentId: number; registrationNumber: string }[];
    };
    const row = grid.rows.find((one) => one.registrationNumber === registrationNumber)!;
    const cells = grid.session.subjects.map((subject) => ({
      subjectId: subject.id,
      marks: Math.round(subject.maxMarks * share),
      absent: false,
    }));
    const marks = await page.request.put(`/api/dashboard/offline-exams/sessions/${id}/marks`, {
      headers,
      data: { students: [{ studentId: row.studentId, cells }] },
    });
    expect(marks.ok(), await marks.text()).toBe(true);
    await publishResults(page.request, browser, baseURL!, id);
    const obtained = cells.reduce((sum, cell) => sum + cell.marks, 0);
    const maximum = grid.session.subjects.reduce((sum, subject) => sum + subject.maxMarks, 0);
    return { id, percentage: formatPercentage(percentageBasisPoints(obtained, maximum)) };
  }
  const finalTitle = `Final examination ${stamp}`;
  const final = await sessionWithMarks(finalTitle, 0.8);
  const practice = await sessionWithMarks(`Practice test ${stamp}`, 1);
  expect(practice.percentage).toBe('100%');

  // Head office: the course's screen, the exam that counts: the final examination only.
  await head.goto('/dashboard/Courses');
  await waitForHydration(head);
  await head.getByRole('button', { name: `Edit ${courseName}` }).click();
  const dialog = head.getByRole('dialog');
  const rule = dialog.getByLabel('Certificate prints the grade and percentage of');
  await expect(rule).toHaveValue('offline');
  await rule.selectOption({ label: 'One offline exam (choose it below)' });
  await dialog.getByLabel('Exam', { exact: true }).selectOption(String(final.id));
  await dialog.getByRole('button', { name: 'Save exam that counts' }).click();
  await expect(
    head.getByText(`The exam that counts for ${courseName}'s certificate is saved.`),
  ).toBeVisible();
  await expectNoAxeViolations(head);

  // Centre staff: Certificate Requisition shows what will be printed before sending.
  await page.goto('/dashboard/CertificationRequisition');
  await waitForHydration(page);
  await page.getByLabel('Student ID').fill(registrationNumber);
  await page.getByRole('button', { name: 'Submit Request' }).click();
  const preview = page.getByRole('region', { name: 'What the certificate will print' });
  await expect(preview).toContainText(`GradeAPercentage${final.percentage}`);
  await expect(preview).toContainText(finalTitle);
  await expect(preview).not.toContainText('100%');
  await expect(preview).toContainText(
    `Counts for this course's certificate: One offline exam: ${finalTitle}`,
  );
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByRole('row', { name: new RegExp(registrationNumber) })).toContainText(
    'Requested',
  );
});
