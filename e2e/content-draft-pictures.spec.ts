import sharp from 'sharp';
import { expect, test, waitForHydration } from './fixtures';
import { signInAsHeadOffice } from './sign-in';

// Pictures in drafts (issue 17, decision 0038): head office adds a hero slide with its picture
// as a draft, previews the home page with it (the picture served to the editor only), publishes
// it from the Drafts section, and a visitor then sees it on the home page.

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A real picture made here: a colour gradient of the given size. */
async function picture(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    pixels[i] = (((i / 3) % width) * 255) / width;
    pixels[i + 1] = 90;
    pixels[i + 2] = 200;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

test('head office adds a slide with its picture as a draft, previews it and publishes it @desktop', async ({
  page,
  playwright,
}) => {
  test.setTimeout(480_000);
  const baseURL = test.info().project.use.baseURL!;
  const visitor = await playwright.request.newContext({ baseURL });
  const title = `Drafted lab ${unique()}`;
  const alt = `The drafted computer lab ${unique()}`;

  await signInAsHeadOffice(page);
  await page.goto('/dashboard/Website');
  await waitForHydration(page);
  const slides = page.getByRole('table', { name: 'Hero slides' });
  await page.getByRole('button', { name: 'Add slide' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add slide' });
  await dialog.getByLabel('Picture').setInputFiles({
    name: 'lab.jpg',
    mimeType: 'image/jpeg',
    buffer: await picture(1600, 640),
  });
  await dialog.getByLabel('Alt text').fill(alt);
  await dialog.getByLabel('Title (optional)').fill(title);
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  // The picture's widths are made first: on a loaded machine that takes seconds.
  const previewLink = dialog.getByRole('link', { name: /^Preview/ });
  await expect(previewLink).toBeVisible({ timeout: 30_000 });
  // Not published: not among the slides, not on the home page.
  await expect(slides.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  expect(await (await visitor.get('/')).text()).not.toContain(title);

  // The preview shows the slide with the draft's picture, which the editor's browser may load.
  const [preview] = await Promise.all([page.context().waitForEvent('page'), previewLink.click()]);
  await preview.waitForLoadState();
  await waitForHydration(preview);
  await expect(preview.getByText('Preview of a draft — not published yet')).toBeVisible();
  const drafted = preview.locator(`img[alt="${alt}"]`);
  await expect(drafted).toHaveAttribute('src', /^\/api\/content\/draft-pictures\/\d+$/);
  await expect(drafted).toHaveAttribute('srcset', /draft-pictures\/\d+ 480w/);
  const src = (await drafted.getAttribute('src'))!;
  const seen = await preview.request.get(src);
  expect(seen.status()).toBe(200);
  expect(seen.headers()['content-type']).toBe('image/webp');
  // A visitor gets neither the picture nor the draft at the preview's address.
  expect((await visitor.get(src)).status()).toBe(404);
  const visitorPreview = await (await visitor.get(`/${new URL(preview.url()).search}`)).text();
  expect(visitorPreview).not.toContain(title);
  await preview.close();

  // Published from the Drafts section: on the home page, in its public widths.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const draftRow = page
    .getByRole('table', { name: 'Drafts not published yet' })
    .getByRole('row')
    .filter({ hasText: title });
  await expect(draftRow).toHaveCount(1);
  await draftRow.getByRole('button', { name: /^Publish/ }).click();
  await expect(draftRow).toHaveCount(0);
  const row = slides.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);

  const guest = await page.context().browser()!.newPage();
  await guest.goto(`${baseURL}/`);
  const shown = guest.locator(`img[alt="${alt}"]`);
  await expect(shown).toHaveAttribute('src', /^\/api\/media\/\d+$/);
  await expect(shown).toHaveAttribute(
    'srcset',
    /^\/api\/media\/\d+ 480w, \/api\/media\/\d+ 960w, \/api\/media\/\d+ 1600w$/,
  );
  expect((await visitor.get((await shown.getAttribute('src'))!)).status()).toBe(200);
  // The draft's picture address is gone: its files are the slide's now.
  expect((await page.request.get(src)).status()).toBe(404);
  await guest.close();

  // Removed again: the home page keeps its six slides for the other tests.
  page.once('dialog', (confirm) => void confirm.accept());
  await row.getByRole('button', { name: /^Remove/ }).click();
  await expect(slides.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  await visitor.dispose();
});
