import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

const LINKS = [
  ['Home', '/'],
  ['About Us', '/about'],
  ['Courses', '/course'],
  ['Contact Us', '/contact'],
  ['Gallery', '/gallery'],
  ['Register Now', '/signup'],
  ['Sign In', '/login'],
] as const;

// axe scans the home page once hydrated, on both viewports (public-pages.spec.ts).
test('the root layout has the info bar, navigation and footer @both', async ({ page }) => {
  await page.goto('/');
  for (const network of ['Facebook', 'Instagram', 'LinkedIn', 'Telegram', 'Twitter']) {
    await expect(page.getByRole('link', { name: network }).first()).toBeAttached();
  }
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('desktop: the navigation links are visible in order, with no menu button @desktop', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label, href] of LINKS) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
});

test('phone: the links sit behind a menu that opens and closes @phone', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'About Us' })).toBeHidden();

  const open = page.getByRole('button', { name: 'Open menu' });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.click();
  const close = page.getByRole('button', { name: 'Close menu' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  for (const [label, href] of LINKS) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page);

  await close.click();
  await expect(nav.getByRole('link', { name: 'About Us' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test('pages arrive as complete HTML before any script runs @desktop', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /training/);
  await context.close();
});
