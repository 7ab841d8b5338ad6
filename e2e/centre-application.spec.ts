// Issue 38 point 1 (decision 0080): an application from the public "Become a centre" page to a
// working centre manager account: head office ticks the checklist and approves with a code; the
// manager sets a password from the link the mail sink received and signs in to the dashboard.
import type { APIRequestContext, Page } from '@playwright/test';
import { MAIL_SINK } from '../playwright.config';
import { expect, test, waitForHydration } from './fixtures';
import { signInAsHeadOffice } from './sign-in';

interface SunkMail {
  to: string;
  subject: string;
  text: string;
}

/** A real 8x8 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4YWSEFTEMLQkAc/tLAYZWnK0AAAAASUVORK5CYII=',
  'base64',
);
const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n'),
);

async function mailedLink(
  request: APIRequestContext,
  to: string,
  subject: string,
  pattern: RegExp,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`http://127.0.0.1:${MAIL_SINK.httpPort}/messages`);
        const mail = ((await response.json()) as SunkMail[]).find(
          (m) => m.to === to && m.subject.includes(subject),
        );
        link = mail ? pattern.exec(mail.text)?.[0] : undefined;
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return link!;
}

/** Fills and sends the public "Become a centre" form. */
async function applyFromPublicPage(page: Page, centreName: string, email: string): Promise<void> {
  await page.goto('/become-a-centre');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Become a centre', level: 1 })).toBeVisible();
  await page.getByLabel('Centre name').fill(centreName);
  await page.getByLabel("Owner's name").fill('Ramesh Kumar');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile number').fill('9876543210');
  await page.getByLabel('Address of the premises').fill('Shop 4, Station Road, Gaya');
  await page.getByLabel('District').fill('Gaya');
  await page.getByLabel('State').fill('Bihar');
  await page.getByRole('checkbox').first().check();
  await page
    .getByLabel('Photo of the premises')
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
  for (const label of ["Owner's ID", 'Address proof', 'Trade licence']) {
    await page
      .getByLabel(label)
      .setInputFiles({ name: 'doc.pdf', mimeType: 'application/pdf', buffer: PDF });
  }
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('status')).toContainText('Your application has been received');
}

test('an application from the public page becomes a centre whose manager signs in', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const email = `manager.${stamp}@example.com`;
  const centreName = `Sunrise Academy ${stamp}`;
  const code = `SA${stamp.toUpperCase()}`.slice(0, 20);

  await applyFromPublicPage(page, centreName, email);

  // Head office reviews it.
  await signInAsHeadOffice(page);
  await page.goto('/dashboard/CentreApplications');
  await waitForHydration(page);
  await page.getByRole('button', { name: new RegExp(centreName) }).click();
  await expect(page.getByRole('heading', { name: centreName, level: 2 })).toBeVisible();
  for (const item of [
    "Owner's ID checked",
    'Address proof matches the premises',
    'Photos show a fit premises',
    'Trade licence valid',
    'Courses can be run there',
  ]) {
    const box = page.getByRole('checkbox', { name: item });
    await box.click();
    await expect(box).toBeChecked();
  }
  await page.getByLabel("New centre's code").fill(code);
  await page.getByRole('button', { name: 'Approve and create the centre' }).click();
  await expect(page.getByText(code, { exact: true })).toBeVisible();

  // The manager sets a password from the e-mailed link and signs in.
  await page.context().clearCookies();
  const link = await mailedLink(request, email, 'is approved', /http\S+\/reset-password#token=\S+/);
  await page.goto(link);
  await waitForHydration(page);
  await page.getByLabel('New password').fill('manager-pass-2026');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed');
  await page.goto('/admin');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('manager-pass-2026');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);
});

test('head office asks for more; the applicant adds a file from the mailed link, once', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const email = `more.${stamp}@example.com`;
  const centreName = `Moonlight Academy ${stamp}`;
  await applyFromPublicPage(page, centreName, email);

  await signInAsHeadOffice(page);
  await page.goto('/dashboard/CentreApplications');
  await waitForHydration(page);
  const listed = page.getByRole('button', { name: new RegExp(centreName) });
  await listed.click();
  await page.getByLabel('What should the applicant add?').fill('A clearer trade licence, please');
  await page.getByRole('button', { name: 'Ask for more' }).click();
  await expect(listed).toContainText('More asked for');

  // The applicant, signed out, opens the link of the mail and sends a file.
  await page.context().clearCookies();
  const link = await mailedLink(
    request,
    email,
    'needs more',
    /http\S+\/become-a-centre\/more#token=\S+/,
  );
  await page.goto(link);
  await waitForHydration(page);
  await expect(
    page.getByRole('heading', { name: 'Add to your application', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(centreName)).toBeVisible();
  await expect(page.getByText('A clearer trade licence, please')).toBeVisible();
  await page.getByLabel('Your note (optional)').fill('Renewed licence attached');
  await page
    .getByLabel('Trade licence')
    .setInputFiles({ name: 'licence-renewed.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Send to head office' }).click();
  await expect(page.getByRole('status')).toContainText('Head office has what you added');

  // The link works once; in Hindi too it says so.
  await page.goto(link.replace('/become-a-centre/', '/hi/become-a-centre/'));
  await waitForHydration(page);
  await expect(page.getByRole('alert')).toContainText('यह लिंक अब मान्य नहीं है');

  // Head office sees it back to review, with the note and the new file.
  await signInAsHeadOffice(page);
  await page.goto('/dashboard/CentreApplications');
  await waitForHydration(page);
  const again = page.getByRole('button', { name: new RegExp(centreName) });
  await expect(again).toContainText('To review');
  await again.click();
  await expect(page.getByText('Renewed licence attached')).toBeVisible();
  await expect(page.getByRole('link', { name: 'licence-renewed.pdf' })).toBeVisible();
});
