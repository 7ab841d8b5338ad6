import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

const heroDot = (page: Page) =>
  page.getByRole('region', { name: 'Highlights' }).locator('button[aria-current="true"]');

test('the hero carousel moves on its own and stops once the visitor picks a slide', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  // Autoplay every 2500 ms: the current slide changes without anyone touching it.
  const first = (await heroDot(page).getAttribute('aria-label')) ?? '';
  await expect(heroDot(page)).not.toHaveAccessibleName(first, { timeout: 4000 });

  await page.getByRole('button', { name: 'Go to slide 5' }).click();
  await expect(heroDot(page)).toHaveAccessibleName('Go to slide 5');
  await expect(
    page
      .getByRole('region', { name: 'Highlights' })
      .getByRole('group', { name: /^Banner 5 of \d+$/ }),
  ).toBeVisible();
  await page.mouse.move(0, 0);
  await page.getByRole('heading', { level: 1 }).click();
  await page.waitForTimeout(3500);
  await expect(heroDot(page)).toHaveAccessibleName('Go to slide 5');
  await expect(page.getByRole('button', { name: 'Play Highlights' })).toBeVisible();
});

test('the hero carousel loops and answers the arrow keys', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  // The last slide of the page as loaded (six seeded; an editor's test may add one meanwhile).
  const hero = page.getByRole('region', { name: 'Highlights' });
  const last = `Go to slide ${await hero.getByRole('button', { name: /^Go to slide \d+$/ }).count()}`;
  await hero.getByRole('button', { name: last, exact: true }).click();
  await page.keyboard.press('ArrowRight');
  await expect(heroDot(page)).toHaveAccessibleName('Go to slide 1');
  await page.keyboard.press('ArrowLeft');
  await expect(heroDot(page)).toHaveAccessibleName(last);
});

test('the plans carousel moves on its own, pauses on hover and moves one at a time with the arrows', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const plans = page.getByRole('region', { name: 'Course durations' });
  const first = plans.locator('[aria-label="Plan 1 of 6"]');
  await expect(first).toHaveAttribute('data-pos', '0');
  // Autoplay every 3000 ms.
  await expect(first).toHaveAttribute('data-pos', '-1', { timeout: 4500 });

  await plans.getByRole('heading', { name: '3 Months' }).hover();
  const position = await first.getAttribute('data-pos');
  await page.waitForTimeout(3500);
  await expect(first).toHaveAttribute('data-pos', position!);

  const plan2 = plans.locator('[aria-label="Plan 2 of 6"]');
  const before = Number(await plan2.getAttribute('data-pos'));
  await plans.getByRole('button', { name: 'Next slide' }).click();
  await expect(plan2).toHaveAttribute('data-pos', String(before - 1 < -1 ? 4 : before - 1));
  await plans.getByRole('button', { name: 'Previous slide' }).click();
  await expect(plan2).toHaveAttribute('data-pos', String(before));
});

test('with reduced motion nothing moves on its own', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Play Highlights' })).toBeVisible();
  await page.waitForTimeout(3000);
  await expect(heroDot(page)).toHaveAccessibleName('Go to slide 1');
  await expect(
    page
      .getByRole('region', { name: 'Course durations' })
      .getByRole('group', { name: 'Plan 1 of 6' }),
  ).toHaveAttribute('data-pos', '0');
});
