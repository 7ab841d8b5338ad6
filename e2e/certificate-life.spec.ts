import { DEMO } from '@institute/shared/demo';
import { instituteDate } from '@institute/shared/institute-time';
import type { APIRequestContext, Browser } from '@playwright/test';
import { MAIL_SINK } from '../playwright.config';
import { ok, publishResults, studentForm } from './api-data';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { signInAsHeadOffice } from './sign-in';

// Issue 37 point 5: the student sees what happens to their certificate on their phone: the
// courier and tracking number once it is dispatched, then its revocation with the reason and
// whom to contact; head office's revoke dialog warns that the reason is public.

/**
 * A new student of the demo centre with an account and a dispatched certificate, made through
 * the API as centre staff, head office and the student.
 */
async function studentWithDispatchedCertificate(browser: Browser, baseURL: string) {
  const headers = { origin: baseURL };
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `life.${tag}@example.com`;
  const password = 'certificate life password';
  const staff = await browser.newContext({ baseURL });
  await ok(
    await staff.request.post('/api/admin/login', {
      data: { email: DEMO.staff.email, password: DEMO.staff.password },
    }),
  );
  const student = await ok(
    await staff.request.post('/api/dashboard/AddStudent', {
      headers,
      multipart: studentForm({
        firstname: 'Pooja',
        lastname: `Life${tag}`,
        email,
        course: '11',
      }),
    }),
  );
  const registrationNumber = student.registrationNumber as string;
  const session = await ok(
    await staff.request.post('/api/dashboard/offline-exams/sessions', {
      headers,
      data: { title: `Final examination ${tag}`, courseCode: '11', examDate: instituteDate() },
    }),
  );
  const sheet = await ok(
    await staff.request.get(`/api/dashboard/offline-exams/sessions/${session.id}/marks`),
  );
  const row = sheet.rows.find(
    (item: { registrationNumber: string }) => item.registrationNumber === registrationNumber,
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
  await ok(
    await staff.request.put(`/api/dashboard/AddStudent/${registrationNumber}/completion`, {
      headers,
      data: { status: 'Completed' },
    }),
  );
  const request = await ok(
    await staff.request.post('/api/dashboard/certificates/requests', {
      headers,
      data: { registrationNumber },
    }),
  );
  await staff.close();

  const head = await browser.newContext({ baseURL });
  await signInAsHeadOffice(await head.newPage());
  const step = (action: string, data: object = {}) =>
    head.request.post(`/api/dashboard/certificates/requests/${request.id}/${action}`, {
      headers,
      data,
    });
  await ok(await step('approve'));
  const printed = await ok(await step('print'));
  await ok(await step('dispatch', { courier: 'India Post', trackingNumber: 'EE987654321IN' }));
  await head.close();

  const account = await browser.newContext({ baseURL });
  await ok(
    await account.request.post('/api/register', {
      headers,
      data: { name: `Pooja Life${tag}`, email, password },
    }),
  );
  await account.close();
  return { registrationNumber, number: printed.certificateNumber as string, email, password };
}

/** The e-mails the SMTP server of the test run (e2e/mail-sink.ts) received for `to`. */
async function mailsTo(request: APIRequestContext, to: string) {
  const response = await request.get(`http://127.0.0.1:${MAIL_SINK.httpPort}/messages`);
  return ((await response.json()) as { to: string; subject: string; text: string }[]).filter(
    (mail) => mail.to === to,
  );
}

test('on a 360-px phone the student sees the dispatch, then the revocation with its reason and next step @phone', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const holder = await studentWithDispatchedCertificate(browser, baseURL!);

  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 760 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await phone.newPage();
  await ok(
    await page.request.post('/api/login', {
      headers: { origin: baseURL! },
      data: {
        registration: holder.registrationNumber,
        email: holder.email,
        password: holder.password,
      },
    }),
  );
  const fitsWidth = async () =>
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  const certificateRow = page.locator('dt', { hasText: /^Certificate$/ }).locator('+ dd');

  await page.goto(`/dashboard/student/${holder.registrationNumber}`);
  await waitForHydration(page);
  await expect(certificateRow).toHaveText(`${holder.number} · Dispatched`);
  await page.getByRole('button', { name: 'View Certificates' }).click();
  const panel = page.getByRole('region', { name: 'Certificates' });
  await expect(panel).toContainText(
    /Dispatched \d{1,2} \w+ \d{4} by India Post, tracking number EE987654321IN/,
  );
  await expect(panel).not.toContainText('Revoked');
  await fitsWidth();
  await expectNoAxeViolations(page);

  // Head office revokes it on the desktop: the dialog says the reason is public first.
  const head = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const office = await head.newPage();
  await signInAsHeadOffice(office);
  await office.goto(`/dashboard/ViewCertificate`);
  await waitForHydration(office);
  const search = office.getByRole('search');
  await search.getByRole('textbox').fill(holder.number);
  await search.getByRole('button').click();
  const issued = office.getByRole('row', { name: new RegExp(holder.number) });
  await issued.getByRole('button', { name: 'Revoke' }).click();
  const dialog = office.getByRole('dialog', { name: `Revoke ${holder.number}` });
  await expect(dialog.getByRole('note')).toHaveText(
    "The reason is public: anyone who checks this certificate on the verification page with its code or the holder's date of birth sees it, and the student receives it by e-mail and SMS. Write only what may be shown, no private details.",
  );
  await expect(dialog.getByLabel('Reason')).toHaveAccessibleDescription(/The reason is public/);
  // The reason stays required: an empty one revokes nothing.
  const reason = dialog.getByLabel('Reason');
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  expect(await reason.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
    true,
  );
  await expect(dialog).toBeVisible();
  await reason.fill('Printed with a wrong grade');
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(office.getByText(`Certificate ${holder.number} revoked.`)).toBeVisible();

  // Track Certificate: the request's badge says Revoked, not Dispatched.
  await office.goto('/dashboard/TrackCertificate');
  await waitForHydration(office);
  await office.getByLabel('Student ID').fill(holder.registrationNumber);
  await office.getByRole('button', { name: 'Submit Request' }).click();
  const tracked = office.getByRole('heading', { name: /^Request of/ });
  await expect(tracked).toContainText('Revoked');
  await expect(tracked).not.toContainText('Dispatched');
  await head.close();

  // The student: revoked, when and why, and whom to contact.
  await page.reload();
  await waitForHydration(page);
  await expect(certificateRow).toHaveText(`${holder.number} · Revoked`);
  await page.getByRole('button', { name: 'View Certificates' }).click();
  await expect(panel).toContainText(/Revoked on \d{1,2} \w+ \d{4}/);
  await expect(panel).toContainText('Reason: Printed with a wrong grade');
  await expect(panel).toContainText(/What to do next: contact your centre, .+, at \d+\./);
  await expect(panel.getByRole('link', { name: /^\d+$/ })).toHaveAttribute('href', /^tel:\d+$/);
  await fitsWidth();
  await expectNoAxeViolations(page);

  // And by e-mail, once.
  await expect
    .poll(async () => (await mailsTo(page.request, holder.email)).map((mail) => mail.subject), {
      timeout: 30_000,
    })
    .toContain(`Your certificate ${holder.number} has been revoked`);
  const revoked = (await mailsTo(page.request, holder.email)).filter((mail) =>
    mail.subject.includes('revoked'),
  );
  expect(revoked).toHaveLength(1);
  expect(revoked[0]!.text).toContain('Printed with a wrong grade');
  await phone.close();
});
