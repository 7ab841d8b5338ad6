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
