import { instituteDate } from '@institute/shared/institute-time';
import { DEMO } from '@institute/shared/demo';
import type { Browser } from '@playwright/test';
import fs from 'node:fs';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { signInAsHeadOffice } from './sign-in';
import { aadhaar, ok, publishResults } from './api-data';

// Issue 20: the student downloads the signed credential from the profile and shares its link;
// the public /verify page checks the signature and the status list, before and after revocation.

/**
 * A new student of the demo centre with an account, who passed and has a printed certificate:
 * made through the API as centre staff, the student and head office.
 */
async function studentWithCertificate(browser: Browser, baseURL: string) {
  const headers = { origin: baseURL };
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `credential.${tag}@example.com`;
  const password = 'credential student password';
  const staff = await browser.newContext({ baseURL });
  await ok(
    await staff.request.post('/api/admin/login', {
      data: { email: DEMO.staff.email, password: DEMO.staff.password },
    }),
  );
  const student = await ok(
    await staff.request.post('/api/dashboard/AddStudent', {
      headers,
      multipart: {
        firstname: 'Anita',
        lastname: `Badge${tag}`,
        dob: '2003-05-17',
        email,
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
  const registrationNumber = student.registrationNumber as string;
  const session = await ok(
    await staff.request.post('/api/dashboard/offline-exams/sessions', {
      headers,
      data: {
        title: `Final examination ${tag}`,
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
  await head.close();

  // The student's own account: registered with the email staff entered, linked at first sign-in.
  const account = await browser.newContext({ baseURL });
  await ok(
    await account.request.post('/api/register', {
      headers,
      data: { name: `Anita Badge${tag}`, email, password },
    }),
  );
  await account.close();
  return {
    registrationNumber,
    number: printed.certificateNumber as string,
    email,
    password,
  };
}

test('the student downloads the credential and shares a link the verify page checks; revoked shows revoked', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const holder = await studentWithCertificate(browser, baseURL!);

  const context = await browser.newContext({ baseURL, acceptDownloads: true });
  const page = await context.newPage();
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
  await page.goto(`/dashboard/student/${holder.registrationNumber}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'View Certificates' }).click();
  const panel = page.getByRole('region', { name: 'Digital credentials' });
  await expect(panel).toContainText(holder.number);
  await expectNoAxeViolations(page);

  // The JSON: a JWT-secured credential, enveloped as the W3C data model says.
  const [json] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('link', { name: 'Download credential (JSON)' }).click(),
  ]);
  expect(json.suggestedFilename()).toBe(`${holder.number}-credential.json`);
  const envelope = JSON.parse(fs.readFileSync((await json.path())!, 'utf8'));
  expect(envelope.type).toBe('EnvelopedVerifiableCredential');
  expect(envelope.id).toMatch(/^data:application\/vc\+jwt,[\w-]+\.[\w-]+\.[\w-]+$/);
  const jwt = (envelope.id as string).slice('data:application/vc+jwt,'.length);
  const claims = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8'));
  expect(claims.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);

  // The badge: an SVG with the same credential baked in.
  const [badge] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('link', { name: 'Download badge (SVG)' }).click(),
  ]);
  expect(badge.suggestedFilename()).toBe(`${holder.number}-credential.svg`);
  const svg = fs.readFileSync((await badge.path())!, 'utf8');
  expect(svg).toContain(`<openbadges:credential>${jwt}</openbadges:credential>`);

  // The share link opens the verification page, which checks the signed credential.
  await panel.getByRole('link', { name: /\/verify\// }).click();
  await expect(page).toHaveURL(new RegExp(`/verify/${holder.number}\\?code=`));
  const shareUrl = page.url();
  await waitForHydration(page);
  const credential = page.getByRole('region', { name: 'Digital credential', exact: true });
  await expect(credential.getByRole('heading', { name: 'Valid digital credential' })).toBeVisible();
  await expect(credential).toContainText('Signature: valid');
  await expect(credential).toContainText('Status list: not revoked');
  await expectNoAxeViolations(page);
  await context.close();

  // Anyone given the badge file checks it on /verify.
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto('/verify');
  await waitForHydration(visitor);
  const form = visitor.getByRole('region', { name: 'Check a digital credential' });
  await form.getByRole('button', { name: 'Check credential' }).click();
  await expect(form.getByText('Paste a credential or choose its file.')).toBeVisible();
  await form.getByLabel('Or a credential file').setInputFiles({
    name: badge.suggestedFilename(),
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(svg),
  });
  await form.getByRole('button', { name: 'Check credential' }).click();
  await expect(form.getByRole('heading', { name: 'Valid digital credential' })).toBeVisible();
  await expect(form).toContainText(holder.number);
  await expectNoAxeViolations(visitor);

  // A changed credential: the signature no longer matches.
  const [header, , signature] = jwt.split('.');
  claims.credentialSubject.identifier[0].identityHash = 'Someone Else';
  const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
  await form.getByLabel('Credential', { exact: true }).fill(forged);
  await form.getByRole('button', { name: 'Check credential' }).click();
  await expect(form.getByRole('heading', { name: 'Not a genuine credential' })).toBeVisible();

  // Head office rotates the signing key on its screen: the credential signed before still verifies.
  // Once per run (the desktop project): the two viewports' runs would count each other's keys.
  const head = await browser.newContext({ baseURL });
  const headPage = await head.newPage();
  await signInAsHeadOffice(headPage);
  if (test.info().project.name === 'desktop') {
    await headPage.goto('/dashboard/CredentialKeys');
    await waitForHydration(headPage);
    const keys = headPage.getByRole('table', { name: 'Signing keys' });
    await expect(keys.getByRole('row').last()).toContainText('Signs new credentials');
    const before = await keys.getByRole('row').count();
    await expectNoAxeViolations(headPage);
    await headPage.getByRole('button', { name: 'Rotate the signing key' }).click();
    await headPage.getByRole('button', { name: 'Make a new key' }).click();
    await expect(headPage.getByRole('status')).toHaveText('A new key signs from now on.');
    await expect(keys.getByRole('row')).toHaveCount(before + 1);
    await expect(keys.getByRole('row').nth(before - 1)).toContainText(
      'still verifies what it signed',
    );
    await expectNoAxeViolations(headPage);
  }
  await visitor.goto(shareUrl);
  await waitForHydration(visitor);
  await expect(
    visitor
      .getByRole('region', { name: 'Digital credential', exact: true })
      .getByRole('heading', { name: 'Valid digital credential' }),
  ).toBeVisible();

  // Head office revokes the certificate: the status list says so, and the page too.
  await ok(
    await head.request.post(`/api/dashboard/certificates/${holder.number}/revoke`, {
      headers: { origin: baseURL! },
      data: { reason: 'Issued in error' },
    }),
  );
  await head.close();
  await visitor.goto(shareUrl);
  await waitForHydration(visitor);
  const revoked = visitor.getByRole('region', { name: 'Digital credential', exact: true });
  await expect(revoked.getByRole('heading', { name: 'Revoked digital credential' })).toBeVisible();
  await expect(revoked).toContainText('Signature: valid');
  await expect(revoked).toContainText('Status list: revoked');
  await expectNoAxeViolations(visitor);
  await visitor.context().close();
});
