import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** The open modal dialog, for `expectNoAxeViolations(page, { within: OPEN_DIALOG })`. */
export const OPEN_DIALOG = 'dialog[open]';

/** A section of the dashboard's Website screen by its heading's id prefix (`notices`, `pictures`). */
export const websiteSection = (name: string) => `section[aria-labelledby="${name}-heading"]`;

/**
 * Fails the test on any accessibility violation axe-core finds (WCAG 2.1 A and AA), and on content
 * outside every landmark (axe's best-practice `region` rule, turned on here on purpose).
 *
 * `within` scans only that part (a CSS selector): what a step of a test changed, such as an open
 * dialog or one section of a long screen whose whole is scanned by another test (a scan of the
 * whole Website screen took 5 to 11 s; 17 of them were a sixth of all scanning). The landmarks
 * rule then stays with the whole-page scans.
 */
export async function expectNoAxeViolations(
  page: Page,
  { within }: { within?: string } = {},
): Promise<void> {
  // Let finite animations (a toast sliding in) end: mid-fade colours are not what users read.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  // Legacy mode: one axe.run in the page, instead of a run per frame and a second page opened to
  // merge them (the pages have no frames); only violations are gathered, as only they are read.
  // Together about half the time of a scan (measured on the home page, 2026-11-24).
  const began = Date.now();
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ rules: { region: { enabled: !within } }, resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (within) {
    await expect(page.locator(within)).toHaveCount(1);
    builder = builder.include(within);
  }
  const results = await builder.analyze();
  // Each scan is named in the JSON report (reports/playwright.json), to see which screens are
  // scanned and how often.
  base.info().annotations.push({
    type: 'axe',
    description: `${new URL(page.url()).pathname}${within ? ` (${within})` : ''} ${Date.now() - began} ms`,
  });
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/**
 * `test` with a page that records console errors (hydration mismatches among them); every test
 * fails if any were logged.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // The browser logs every error status as a failed load: the not-found page's own 404,
        // and API answers the tests provoke on purpose (they assert those answers themselves).
        const url = message.location().url;
        const isPageStatus =
          message.text().startsWith('Failed to load resource') &&
          (url === page.url() || new URL(url, page.url()).pathname.startsWith('/api/'));
        if (!isPageStatus) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

/** Waits until React has hydrated the server-rendered page, so clicks reach their handlers. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

export { expect };
