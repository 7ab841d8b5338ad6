import type { APIRequestContext } from '@playwright/test';
import { MAIL_SINK } from '../playwright.config';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { signInAsHeadOffice } from './sign-in';

const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

interface SunkMail {
  to: string;
  subject: string;
  text: string;
}

/** The e-mails the SMTP server of the test run (e2e/mail-sink.ts) received for `to`. */
async function mailsTo(request: APIRequestContext, to: string): Promise<SunkMail[]> {
  const response = await request.get(`http://127.0.0.1:${MAIL_SINK.httpPort}/messages`);
  return ((await response.json()) as SunkMail[]).filter((mail) => mail.to === to);
}

async function resetLinkFor(request: APIRequestContext, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const [mail] = await mailsTo(request, to);
        link = mail ? /http\S+\/reset-password#token=\S+/.exec(mail.text)?.[0] : undefined;
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return link!;
}

test('forgot password by e-mail: the link from the mail sets a new password, which signs in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('meera');
  await request.post('/api/register', {
    data: { name: 'Meera Joshi', email, password: 'meera-old-pass' },
  });

  await page.goto('/login');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password', level: 1 })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'A link by e-mail' })).toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status')).toContainText('a message is on its way');

  const link = await resetLinkFor(request, email);
  expect(link.startsWith('http://127.0.0.1:')).toBe(true);
  await page.goto(link);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Reset password', level: 1 })).toBeVisible();
  // The token leaves the address bar at once.
  await expect(page).toHaveURL(/\/reset-password$/);
  await expectNoAxeViolations(page);
  await page.getByLabel('New password').fill('meera-new-pass');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed');
  await page.getByRole('link', { name: 'Sign in with your new password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('meera-new-pass');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/newuser$/);
});

test('head office follows e-mails in the delivery log', async ({ page, request, isMobile }) => {
  const email = uniqueEmail('kiran');
  await request.post('/api/register', {
    data: { name: 'Kiran Rao', email, password: 'kiran-pass' },
  });
  await request.post('/api/password-reset/request', { data: { email, channel: 'email' } });
  await resetLinkFor(request, email);

  await signInAsHeadOffice(page);
  await page.goto('/dashboard');
  await waitForHydration(page);
  if (isMobile) await page.getByRole('button', { name: 'Open dashboard menu' }).click();
  const sidebar = page.getByRole('navigation', { name: 'Dashboard' }).locator('visible=true');
  await sidebar.getByRole('link', { name: 'Delivery log', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Delivery log', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'E-mail: on' })).toBeVisible();
  const masked = `${email.slice(0, 1)}***@example.com`;
  const row = page
    .getByRole('table', { name: 'Messages' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Password reset link' }) })
    .filter({ hasText: masked })
    .first();
  await expect(row).toContainText('Sent');
  await expectNoAxeViolations(page);

  // The wording of each e-mail, with a preview.
  await page.getByRole('link', { name: 'Message templates' }).click();
  await expect(page.getByRole('heading', { name: 'Message templates', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Message' }).selectOption({
    label: 'Application approved (Hindi)',
  });
  await expect(page.getByLabel('Subject')).toHaveValue(/प्रवेश स्वीकृत/);
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('प्रवेश स्वीकृत: पंजीकरण संख्या RV2026000123');
  await expectNoAxeViolations(page);
});
