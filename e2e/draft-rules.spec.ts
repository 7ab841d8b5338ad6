import { expect, test, waitForHydration, websiteSection } from './fixtures';
import { signInAsHeadOffice } from './sign-in';

// Drafts hold only what can be published (issue 37, point 6): a draft of a 12-month plan while
// one exists is refused at "Save draft" with the months field's message (it used to be kept,
// previewed as a second "12 Months" card and refused only on Publish); a draft overtaken by a
// plan of its months published since says, in the Drafts section, that Publish would refuse it.

test('drafting a second 12-month plan is refused at save; a draft overtaken since says so @desktop', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const headers = { origin: baseURL! };
  await signInAsHeadOffice(page);
  await page.goto('/dashboard/Website');
  await waitForHydration(page);
  await expect(page.getByRole('table', { name: 'Duration plans' })).toBeVisible();

  await page.getByRole('button', { name: 'Add plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add plan' });
  await dialog.getByLabel('Months').fill('12');
  await dialog.getByLabel('Label').fill('12 Months');
  await dialog.getByLabel('Features').fill('Certificate');
  await dialog.getByLabel('Link').fill('/course');
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(dialog.getByLabel('Months')).toHaveAccessibleDescription(
    /There is already a plan of 12 months: edit that one, or choose another number/,
  );
  // Nothing kept: no Preview link, and the Drafts section has no such draft.
  await expect(dialog.getByRole('link', { name: /^Preview/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  const drafts = page.locator(websiteSection('drafts'));
  await expect(drafts.getByText('12 Months', { exact: true })).toHaveCount(0);

  // A draft of free months, then a plan of those months published meanwhile (through the API,
  // as another editor would).
  const used = (
    (await (await page.request.get('/api/dashboard/content/plans')).json()) as {
      months: number;
    }[]
  ).map((plan) => plan.months);
  const months = [41, 43, 47, 53, 59].find((m) => !used.includes(m))!;
  const plan = {
    months,
    label: `${months} Months draft rules`,
    path: '/course',
    features: ['Certificate'],
    price: null,
    showPrice: false,
  };
  const saved = await page.request.put('/api/dashboard/content/drafts', {
    headers,
    data: { kind: 'plan', itemId: null, version: 0, data: plan },
  });
  expect(saved.status()).toBe(200);
  const draftId = ((await saved.json()) as { id: number }).id;
  const published = await page.request.post('/api/dashboard/content/plans', {
    headers,
    data: plan,
  });
  expect(published.status()).toBe(201);
  const planId = ((await published.json()) as { id: number; version: number }).id;

  try {
    await page.reload();
    await waitForHydration(page);
    const row = drafts.getByRole('row').filter({ hasText: plan.label });
    await expect(
      row.getByText(
        `Publishing would be refused now: There is already a plan of ${months} months: edit that one, or choose another number`,
      ),
    ).toBeVisible();
    await row.getByRole('button', { name: /^Publish/ }).click();
    await expect(
      page.getByText(`There is already a plan of ${months} months`).last(),
    ).toBeVisible();
  } finally {
    await page.request.delete(`/api/dashboard/content/drafts/${draftId}`, { headers });
    const version = (
      (await (await page.request.get('/api/dashboard/content/plans')).json()) as {
        id: number;
        version: number;
      }[]
    ).find((stored) => stored.id === planId)!.version;
    await page.request.delete(`/api/dashboard/content/plans/${planId}?version=${version}`, {
      headers,
    });
  }
});
