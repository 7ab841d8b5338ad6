import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { signInAsHeadOffice } from './sign-in';

// The website's texts in Hindi (issues 17 and 18, decision 0034): head office writes the Hindi of
// the About page's introduction beside its English; a visitor of /hi/about reads it at once, a
// visitor of /about still reads the English; emptied again, /hi/about falls back to the English.

test('head office writes the Hindi of the About page; /hi/about shows it, /about keeps the English @desktop', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const hindi = `हमारा संस्थान ${Date.now()} से युवाओं को कंप्यूटर सिखाता है।`;

  await signInAsHeadOffice(page);
  await page.goto('/dashboard/Website');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Website in Hindi' }).click();
  await expect(page).toHaveURL(/\/dashboard\/Website\/Hindi$/);
  await expect(page.getByRole('heading', { name: 'Website in Hindi', level: 1 })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Site settings' })).toBeVisible();
  await expectNoAxeViolations(page);
  // One part of the website at a time.
  await page.getByRole('combobox', { name: 'Part of the website' }).selectOption('about');
  const about = page.getByRole('form', { name: 'About page' });
  await expect(about).toBeVisible();

  const intro = about.getByRole('textbox', { name: 'Introduction in Hindi' });
  const english = (await about.locator('p[lang="en"]').first().textContent())?.trim() ?? '';
  expect(english).not.toBe('');
  await intro.fill(hindi);
  await about.getByRole('button', { name: 'Save Hindi' }).click();
  await expect(page.getByText('Hindi saved: About page')).toBeVisible();

  // Visitors without a session: the Hindi page at once, the English page as it was.
  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  await reader.goto('/hi/about');
  await expect(reader.getByRole('main')).toContainText(hindi);
  await reader.goto('/about');
  await expect(reader).toHaveURL(/\/about$/);
  await expect(reader.getByRole('main')).toContainText(english.slice(0, 40));
  await expect(reader.getByRole('main')).not.toContainText(hindi);

  // Emptied: the Hindi page shows the English again.
  const saved = page.getByRole('form', { name: 'About page' });
  await saved.getByRole('textbox', { name: 'Introduction in Hindi' }).fill('');
  await saved.getByRole('button', { name: 'Save Hindi' }).click();
  await expect(page.getByText('Hindi saved: About page').last()).toBeVisible();
  await expect
    .poll(async () => (await (await visitor.request.get('/hi/about')).text()).includes(hindi))
    .toBe(false);
  await reader.goto('/hi/about');
  await expect(reader.getByRole('main')).toContainText(english.slice(0, 40));
  await visitor.close();
});
