import { DEMO } from '@institute/shared/demo';
import type { APIRequestContext } from '@playwright/test';
import { MAIL_SINK } from '../playwright.config';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { signInAsHeadOffice } from './sign-in';

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

test.use({ viewport: { width: 360, height: 740 } });

// One viewport (a phone's): this sends an announcement to every student of the shared database.
test('head office writes an announcement on a phone, previews it, sends it and sees each status @desktop', async ({
  page,
  request,
}) => {
  test.slow();
  const suffix = Date.now().toString(36).toUpperCase().slice(-5);
  const title = `Centre closed on Monday ${suffix}`;
  await signInAsHeadOffice(page);
  await page.goto('/dashboard');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Open dashboard menu' }).click();
  const sidebar = page.getByRole('navigation', { name: 'Dashboard' }).locator('visible=true');
  await sidebar.getByRole('button', { name: 'Center Section' }).click();
  await sidebar.getByRole('link', { name: 'Announcements', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Announcements', level: 1 })).toBeVisible();

  // Every student of every centre, said plainly; the wording in English and Hindi.
  await expect(page.getByRole('radio', { name: 'All students of every centre' })).toBeChecked();
  await page.getByLabel('Title (English)').fill(title);
  await page.getByLabel('Message (English)').fill('Classes resume on Tuesday at 9.');
  await page.getByLabel('Title (Hindi, optional)').fill(`सोमवार को केंद्र बंद ${suffix}`);
  await page.getByLabel('Message (Hindi, optional)').fill('मंगलवार को 9 बजे से कक्षाएं।');
  await expect(page.getByRole('button', { name: 'Send announcement' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: /Preview/ });
  await expect(
    preview.getByRole('heading', { name: /Preview: \d+ (person|people)/ }),
  ).toBeVisible();
  await expect(preview.getByText(/E-mail: \d+ (person|people)/)).toBeVisible();
  await expect(preview.getByText('SMS: not set up on this server', { exact: false })).toBeVisible();
  await expect(preview.getByText(`सोमवार को केंद्र बंद ${suffix}`)).toBeVisible();
  await expect(preview.getByText(title)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Send announcement' }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  // The job enqueues each student once and the outbox sends: the demo student's e-mail arrives.
  await expect
    .poll(async () => (await mailsTo(request, DEMO.student.email)).map((mail) => mail.subject), {
      timeout: 30_000,
    })
    .toContain(title);
  // The page follows the delivery: the totals and each recipient's status and channels.
  await expect(page.getByText('Sent', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  const student = page
    .getByRole('listitem')
    .filter({ hasText: `${DEMO.student.firstname} ${DEMO.student.lastname}` })
    .first();
  await expect(student.getByText('E-mail: sent')).toBeVisible({ timeout: 30_000 });
  await expect(student).toContainText('Sent');
  const totals = page.getByRole('region', { name: /Recipients: \d+/ });
  await expect(totals.getByText('Pending')).toBeVisible();
  await expect(page.getByText('Sent', { exact: true }).first()).toBeVisible();
  // The list shows it, as a card on the phone.
  await page.getByRole('link', { name: 'All announcements' }).click();
  await expect(page.getByRole('link', { name: `Open ${title}` })).toBeVisible();
  await page.getByRole('link', { name: `Open ${title}` }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  // No sideways scroll on the 360-pixel phone.
  const [scroll, width] = await page.evaluate(() => [
    document.scrollingElement!.scrollWidth,
    document.scrollingElement!.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(width);
});
