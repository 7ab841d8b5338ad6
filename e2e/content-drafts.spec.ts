import { expect, expectNoAxeViolations, test, waitForHydration, websiteSection } from './fixtures';
import type { Page } from '@playwright/test';
import { signInAsHeadOffice } from './sign-in';

// Drafts with a preview before publishing (issue 17, decision 0030): an editor keeps a notice's
// change as a draft, previews the home page with it in a new tab, a visitor still sees the
// published notice, and once published the visitor sees the change. Axe scans the Drafts section
// only: the rest of the Website screen has its own checks (content-editing.spec.ts).

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function openWebsiteScreen(page: Page) {
  await signInAsHeadOffice(page);
  await page.goto('/dashboard/Website');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Drafts', level: 2 })).toBeVisible();
}

test('an editor saves a draft of a notice, previews it, and publishes it @desktop', async ({
  page,
  browser,
}) => {
  // A long flow with a second tab and a second browser: on a busy machine it needs the time.
  test.setTimeout(480_000);
  const published = `Admissions open (${unique()}).`;
  const drafted = `Admissions close on Friday (${unique()}).`;
  const baseURL = test.info().project.use.baseURL!;

  await openWebsiteScreen(page);
  const notices = page.getByRole('table', { name: 'Notices' });
  await page.getByRole('button', { name: 'Add notice' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add notice' });
  await addDialog.getByLabel('Notice in English').fill(published);
  await addDialog.getByRole('button', { name: 'Add notice' }).click();
  const row = notices.getByRole('row').filter({ hasText: published });
  await expect(row).toHaveCount(1);

  // The change kept as a draft: nothing published, the form stays open with its preview.
  await row.getByRole('button', { name: /^Edit/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit notice' });
  await dialog.getByLabel('Notice in English').fill('');
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(dialog.getByText('Enter the notice in English or in Hindi')).toBeVisible();
  await dialog.getByLabel('Notice in English').fill(drafted);
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  // (The toast says so; the form's Preview link appears once the draft is kept.)
  await expect(dialog.getByRole('link', { name: /^Preview/ })).toBeVisible();

  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    dialog.getByRole('link', { name: /^Preview/ }).click(),
  ]);
  const previewErrors: string[] = [];
  preview.on('pageerror', (error) => previewErrors.push(error.message));
  preview.on('console', (message) => {
    if (message.type() === 'error') previewErrors.push(message.text());
  });
  await preview.waitForLoadState();
  await waitForHydration(preview);
  const banner = preview.getByRole('region', { name: 'Preview' });
  await expect(banner.getByText('Preview of a draft — not published yet')).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Back to the editor' })).toHaveAttribute(
    'href',
    '/dashboard/Website#drafts-heading',
  );
  const previewNotices = preview.getByRole('region', { name: 'Notices' });
  // (The marquee repeats its line: the first copy is enough.)
  await expect(previewNotices.getByText(drafted).first()).toBeVisible();
  await expect(previewNotices.getByText(published)).toHaveCount(0);
  expect(previewErrors).toEqual([]);
  await preview.close();

  // A visitor still sees the published notice, also at the preview's own address.
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto(`${baseURL}/`);
  await expect(
    guestPage.getByRole('region', { name: 'Notices' }).getByText(published).first(),
  ).toBeVisible();
  await expect(guestPage.getByText(drafted)).toHaveCount(0);
  await guestPage.goto(
    `${baseURL}${new URL(preview.url()).pathname}${new URL(preview.url()).search}`,
  );
  await expect(guestPage.getByText('Preview of a draft — not published yet')).toHaveCount(0);
  await expect(guestPage.getByText(drafted)).toHaveCount(0);

  // Opening the notice again offers the draft.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await row.getByRole('button', { name: /^Edit/ }).click();
  await expect(dialog.getByText(/You have a draft from/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue editing' }).click();
  await expect(dialog.getByLabel('Notice in English')).toHaveValue(drafted);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The Drafts section lists it with who saved it; Publish puts it on the website.
  const drafts = page.getByRole('table', { name: 'Drafts not published yet' });
  const draftRow = drafts.getByRole('row').filter({ hasText: drafted });
  await expect(draftRow).toHaveCount(1);
  await expect(draftRow.getByRole('cell').nth(0)).not.toBeEmpty();
  await page.getByRole('heading', { name: 'Drafts', level: 2 }).scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page, { within: websiteSection('drafts') });
  await draftRow.getByRole('button', { name: /^Publish/ }).click();
  await expect(draftRow).toHaveCount(0);
  await expect(notices.getByRole('row').filter({ hasText: drafted })).toHaveCount(1);
  await expect(
    page
      .getByRole('table', { name: 'Latest changes of the website' })
      .getByRole('row')
      .filter({
        hasText: `Notice edited: ${drafted.slice(0, 57)}`,
      }),
  ).not.toHaveCount(0);

  await guestPage.goto(`${baseURL}/`);
  await expect(
    guestPage.getByRole('region', { name: 'Notices' }).getByText(drafted).first(),
  ).toBeVisible();
  await guest.close();

  // Tidy up: other specs read the seeded notices.
  page.once('dialog', (confirm) => void confirm.accept());
  await notices
    .getByRole('row')
    .filter({ hasText: drafted })
    .getByRole('button', { name: /^Remove/ })
    .click();
  await expect(notices.getByRole('row').filter({ hasText: drafted })).toHaveCount(0);
});

test('the drafts fit a phone, without accessibility violations, and a draft is discarded @phone', async ({
  page,
}) => {
  await signInAsHeadOffice(page);
  const about = (await (await page.request.get('/api/dashboard/content/about')).json()) as {
    about: { intro: string };
    version: number;
  };
  const intro = `A draft introduction of the About page (${unique()}), long enough to wrap on a phone's narrow screen.`;
  const saved = await page.request.put('/api/dashboard/content/drafts', {
    headers: { origin: test.info().project.use.baseURL! },
    data: {
      kind: 'about_page',
      itemId: null,
      version: about.version,
      data: { ...about.about, intro },
    },
  });
  expect(saved.ok()).toBe(true);

  await page.goto('/dashboard/Website');
  await waitForHydration(page);
  const draftRow = page
    .getByRole('table', { name: 'Drafts not published yet' })
    .getByRole('row')
    .filter({ hasText: 'About page' });
  await expect(draftRow).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await expectNoAxeViolations(page, { within: websiteSection('drafts') });

  page.once('dialog', (confirm) => void confirm.accept());
  await draftRow.getByRole('button', { name: /^Discard/ }).click();
  await expect(draftRow).toHaveCount(0);
});
