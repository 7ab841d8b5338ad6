import sharp from 'sharp';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { signInAsHeadOffice } from './sign-in';

// Pictures in drafts (issue 17, decisions 0038 and 0039): head office adds a hero slide with its
// picture (or photos to an album) as a draft, previews the home (gallery) page with it, the
// pictures served to the editor only, publishes it from the Drafts section, and a visitor then
// sees it on the public page.

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

test('head office adds photos to an album as a draft, previews the gallery and publishes them @desktop', async ({
  page,
  playwright,
}) => {
  test.setTimeout(480_000);
  const baseURL = test.info().project.use.baseURL!;
  const visitor = await playwright.request.newContext({ baseURL });
  const title = `Prize giving ${unique()}`;
  const alt = `Learners holding their certificates ${unique()}`;
  const base = '/api/dashboard/content/gallery';
  // A cookie-authenticated change proves it comes from our own pages (plugins/auth.ts).
  const origin = { origin: new URL(baseURL).origin };

  await signInAsHeadOffice(page);
  const created = await page.request.post(`${base}/albums`, { data: { title }, headers: origin });
  expect(created.status()).toBe(201);
  const album = (await created.json()) as { id: number };
  await page.goto('/dashboard/Website');
  await waitForHydration(page);
  await page
    .getByRole('table', { name: 'Gallery albums' })
    .getByRole('row')
    .filter({ hasText: title })
    .getByRole('button', { name: /^Photos/ })
    .click();
  const form = page.getByRole('form', { name: `Add photos to “${title}”` });
  await form.getByLabel('Photos', { exact: true }).setInputFiles([
    { name: 'stage.jpg', mimeType: 'image/jpeg', buffer: await picture(1400, 1000) },
    { name: 'prizes.jpg', mimeType: 'image/jpeg', buffer: await picture(900, 600) },
  ]);
  await form.getByLabel('Alt text').fill(alt);
  await form.getByLabel('Caption (optional)').fill('Prize giving');
  await form.getByRole('button', { name: 'Save draft' }).click();
  // Each picture's widths are made first: on a loaded machine that takes seconds.
  const drafted = page.getByRole('region', { name: /^Draft: 2 photos not on the website yet/ });
  await expect(drafted).toBeVisible({ timeout: 30_000 });
  await expect(drafted.getByRole('img', { name: alt })).toHaveCount(2);
  await expectNoAxeViolations(page);
  // Not published: not in the album, not on the gallery page.
  await expect(page.getByText('No photos in this album yet.')).toBeVisible();
  expect(await (await visitor.get('/gallery')).text()).not.toContain(alt);

  // The preview shows the gallery with the album and its drafted photos, for the editor only.
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    drafted.getByRole('link', { name: /^Preview/ }).click(),
  ]);
  await preview.waitForLoadState();
  await waitForHydration(preview);
  await expect(preview.getByText('Preview of a draft — not published yet')).toBeVisible();
  const previewed = preview.getByRole('region', { name: title }).getByRole('img', { name: alt });
  await expect(previewed).toHaveCount(2);
  await expect(previewed.first()).toHaveAttribute('src', /^\/api\/content\/draft-pictures\/\d+$/);
  const src = (await previewed.first().getAttribute('src'))!;
  expect((await preview.request.get(src)).status()).toBe(200);
  expect((await visitor.get(src)).status()).toBe(404);
  const visitorPreview = await (
    await visitor.get(`/gallery${new URL(preview.url()).search}`)
  ).text();
  expect(visitorPreview).not.toContain(alt);
  await preview.close();

  // Published from the Drafts section: in the album, in order, on the gallery page.
  const draftRow = page
    .getByRole('table', { name: 'Drafts not published yet' })
    .getByRole('row')
    .filter({ hasText: 'Prize giving (+1)' });
  await expect(draftRow).toHaveCount(1);
  await draftRow.getByRole('button', { name: /^Publish/ }).click();
  await expect(draftRow).toHaveCount(0);
  await expect(
    page.getByRole('table', { name: `Photos of ${title}` }).getByRole('row'),
  ).toHaveCount(3);

  const guest = await page.context().browser()!.newPage();
  await guest.goto(`${baseURL}/gallery`);
  const shown = guest.getByRole('region', { name: title }).getByRole('img', { name: alt });
  await expect(shown).toHaveCount(2);
  await expect(shown.first()).toHaveAttribute('srcset', /^\/api\/media\/\d+ 480w/);
  expect((await visitor.get((await shown.first().getAttribute('src'))!)).status()).toBe(200);
  expect((await page.request.get(src)).status()).toBe(404);
  await guest.close();

  // Tidy up (other tests count the gallery's pictures): the photos, then the empty album.
  const photos = (await (await page.request.get(`${base}/albums/${album.id}/photos`)).json()) as {
    id: number;
    version: number;
  }[];
  for (const photo of photos) {
    const gone = await page.request.delete(`${base}/photos/${photo.id}?version=${photo.version}`, {
      headers: origin,
    });
    expect(gone.status()).toBe(204);
  }
  const emptied = (
    (await (await page.request.get(`${base}/albums`)).json()) as {
      id: number;
      version: number;
    }[]
  ).find((row) => row.id === album.id)!;
  expect(
    (
      await page.request.delete(`${base}/albums/${album.id}?version=${emptied.version}`, {
        headers: origin,
      })
    ).status(),
  ).toBe(204);
  await visitor.dispose();
});
