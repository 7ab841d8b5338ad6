import { expect, test } from './fixtures';

test('the API docs render under their content security policy @desktop', async ({ page }) => {
  // Swagger UI parses the whole generated document (about 400 KB) before it draws anything.
  test.setTimeout(120_000);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/api/docs/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page.getByRole('heading', { name: /Institute network API/ })).toBeVisible({
    timeout: 90_000,
  });
  // An operation opens (the UI's scripts and styles work), e.g. the health check.
  await page.getByText('/api/health', { exact: true }).first().click();
  await expect(
    page.getByText('Liveness: the process is up', { exact: false }).first(),
  ).toBeVisible();
  expect(violations).toEqual([]);
});

test('the site has a favicon.ico, cached, and the pages link it @desktop', async ({
  page,
  request,
}) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/icon/);
  expect(icon.headers()['cache-control']).toBe('public, max-age=2592000');
  const body = await icon.body();
  // An ICO file: reserved 0, type 1.
  expect([...body.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  await page.goto('/');
  await expect(page.locator('head link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1);
});
