import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Fails the test on any accessibility violation axe-core finds (WCAG 2.1 A and AA), and on content
 * outside every landmark (axe's best-practice `region` rule, turned on here on purpose).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
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
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ rules: { region: { enabled: true } }, resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  // Each scan is named in the JSON report (reports/playwright.json), to see which screens are
  // scanned and how often.
  base.info().annotations.push({
    type: 'axe',
    description: `${new URL(page.url()).pathname} ${Date.now() - began} ms`,
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
