import sharp from 'sharp';
import { expect, expectNoAxeViolations, test, waitForHydration, websiteSection } from './fixtures';
import { signInAsHeadOffice } from './sign-in';

// Head office uploads the institute's logo (issue 17): a visitor's header shows it at once; a
// file that is not a picture gets the field's message; removing it brings the initials back.

test('head office uploads the logo, a visitor sees it in the header, and it is removed again @desktop', async ({
  page,
  browser,
}) => {
  await signInAsHeadOffice(page);
  await page.goto('/dashboard/Website');
  await waitForHydration(page);
  const logoField = page.getByLabel('Logo', { exact: true });
  await expect(logoField).toBeVisible();

  await logoField.setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is only text'),
  });
  await page.getByRole('button', { name: 'Upload logo' }).click();
  await expect(page.getByText('The logo must be a JPEG, PNG or WebP image')).toBeVisible();

  const logo = await sharp({
    create: { width: 512, height: 512, channels: 3, background: { r: 20, g: 80, b: 160 } },
  })
    .png()
    .toBuffer();
  await logoField.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await page.getByRole('button', { name: 'Upload logo' }).click();
  await expect(page.getByText('Logo saved')).toBeVisible();
  await expect(page.getByRole('img', { name: 'The logo now' })).toBeVisible();
  await expectNoAxeViolations(page, { within: websiteSection('settings') });

  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(`${test.info().project.use.baseURL}/about`);
  const home = guest.getByRole('navigation', { name: 'Main' }).getByRole('link').first();
  const img = home.locator('img');
  await expect(img).toHaveAttribute('src', /^\/api\/media\/\d+$/);
  // The picture really loads (a WebP the server made from the upload).
  await expect
    .poll(() => img.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);

  // Tidy up: other tests see the initials.
  page.once('dialog', (confirm) => void confirm.accept());
  await page.getByRole('button', { name: 'Remove logo' }).click();
  await expect(page.getByRole('button', { name: 'Remove logo' })).toHaveCount(0);
  await guest.reload();
  await expect(
    guest.getByRole('navigation', { name: 'Main' }).getByRole('link').first().locator('img'),
  ).toHaveCount(0);
  await guestContext.close();
});
