import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

// Issue 18: the site in Hindi. A browser that prefers Hindi lands on the Hindi addresses; the
// switch changes the language and remembers it over the browser's preference.
test.describe('the site in Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('a first visit in Hindi, the switch to English and back, remembered @desktop', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page).toHaveURL(/\/hi\/about$/);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const nav = page.getByRole('navigation', { name: 'मुख्य' });
    await expect(nav.getByRole('link', { name: 'हमारे बारे में' })).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      /\/about$/,
    );
    // Moving between pages keeps the language's addresses.
    await nav.getByRole('link', { name: 'संपर्क करें' }).click();
    await expect(page).toHaveURL(/\/hi\/contact$/);
    await expectNoAxeViolations(page);
    // Hindi is drawn with the shipped Devanagari font (no boxes on a device without one).
    const fontLoaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return document.fonts.check('16px "Noto Sans Devanagari"', 'संपर्क');
    });
    expect(fontLoaded).toBe(true);
    // Not preloaded (decision 0079: font-display optional, so it never moves the page either).
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);

    await page.getByTestId('language-switch').first().click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }),
    ).toBeVisible();
    // The choice outlasts the browser's preference for Hindi.
    await page.goto('/about');
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await waitForHydration(page);
    await page.getByTestId('language-switch').first().click();
    await expect(page).toHaveURL(/\/hi\/about$/);
    await page.goto('/contact');
    await expect(page).toHaveURL(/\/hi\/contact$/);
  });

  test('a Hindi page fits a phone and passes axe @phone', async ({ page }) => {
    await page.goto('/hi/about');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('button', { name: 'मेनू खोलें' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'मेनू खोलें' }).click();
    await expect(page.getByRole('link', { name: 'English' }).last()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a public page loads the server messages' Hindi only for a form, shown in Hindi at once @desktop", async ({
    page,
  }) => {
    // The dictionary of the server's messages is its own chunk (hi-….js, beside messages-hi-…).
    const dictionary = /\/assets\/hi-[\w-]+\.js$/;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/hi');
    await waitForHydration(page);
    await expect(page.getByRole('navigation', { name: 'मुख्य' })).toBeVisible();
    expect(scripts.some((path) => dictionary.test(path))).toBe(false);

    await page.goto('/hi/contact');
    await waitForHydration(page);
    expect(scripts.filter((path) => dictionary.test(path))).toEqual([]);
    // Every message the form shows, as it appears: never the English first.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver(() => {
        for (const error of document.querySelectorAll('form [id$="-error"]')) {
          seen.push(error.textContent ?? '');
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByLabel('नाम').fill('Al');
    await page.getByLabel('ईमेल').fill('al-at-example');
    await page.getByRole('button', { name: 'भेजें' }).click();
    await expect(page.getByText('नाम कम से कम 3 अक्षरों का होना चाहिए')).toBeVisible();
    await expect(page.getByText('ईमेल का प्रारूप सही नहीं है')).toBeVisible();
    await expect(page.getByText('संदेश आवश्यक है')).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((text) => /[A-Za-z]{3,}/.test(text))).toEqual([]);
    expect(scripts.filter((path) => dictionary.test(path))).toHaveLength(1);
  });
});
