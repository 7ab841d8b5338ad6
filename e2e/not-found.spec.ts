import { expect, test, waitForHydration } from './fixtures';

// axe scans the not-found page once, hydrated, on both viewports (layout.spec.ts).

for (const path of ['/notfound', '/no/such/page']) {
  test(`${path} shows the not-found page with a 404 status and a way home`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page Not Found');
    await expect(page.getByText("Oops! The page you're looking for doesn't exist.")).toBeVisible();
    await expect(page).toHaveTitle(/404 - Page Not Found/);

    await waitForHydration(page);
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL('/');
  });
}

test('an unknown API path answers JSON, not the page @desktop', async ({ request }) => {
  const response = await request.get('/api/nothing-here');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({
    code: 'NOT_FOUND',
    message: 'No route for GET /api/nothing-here',
  });
});

test('unknown addresses share one kept not-found page per kind, which hydrates at each @desktop', async ({
  page,
  request,
}) => {
  // The first of each kind renders it; the others get the kept copy (decision 0049).
  expect((await request.get('/no-such-page-1')).status()).toBe(404);
  expect((await request.get('/hi/no-such-page-1')).status()).toBe(404);
  for (const path of ['/xx/about?utm_source=x', '/hi/about/no-such-page']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    const html = await response!.text();
    expect(html).not.toContain('no-such-page');
    expect(html).not.toContain('utm_source');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // The Hindi not-found page (the layout's) marks no link and leads to the English home page.
  await expect(page.getByTestId('language-switch').first()).toHaveAttribute('href', '/');
  await expect(page.locator('header [aria-current="page"]')).toHaveCount(0);
});

test('another spelling of a public page is sent to its own address @desktop', async ({ page }) => {
  await page.goto('/Contact/?utm_source=x');
  await expect(page).toHaveURL('/contact?utm_source=x');
});
