import type { EditableAlbum, EditablePhoto } from '@institute/shared/content/media';
import sharp from 'sharp';
import {
  expect,
  expectNoAxeViolations,
  OPEN_DIALOG,
  test,
  waitForHydration,
  websiteSection,
} from './fixtures';
import { signInAsHeadOffice } from './sign-in';

// Head office uploads a hero slide and an album's photos (issue 17, decision 0026); the home page
// and the gallery page show them at once, in their responsive widths.

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A real picture made here: a colour gradient of the given size. */
async function picture(width: number, height: number, format: 'jpeg' | 'png'): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    pixels[i] = (x * 255) / width;
    pixels[i + 1] = (y * 255) / height;
    pixels[i + 2] = 160;
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return format === 'jpeg' ? image.jpeg().toBuffer() : image.png().toBuffer();
}

test('head office uploads a hero slide and sees it on the home page @desktop', async ({
  page,
  playwright,
}) => {
  test.slow();
  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await signInAsHeadOffice(page);
  await page.goto('/dashboard/Website');
  await waitForHydration(page);
  const slides = page.getByRole('table', { name: 'Hero slides' });
  // The six seeded slides (with the header row; another editor's test may add one meanwhile).
  await expect.poll(() => slides.getByRole('row').count()).toBeGreaterThanOrEqual(7);

  await page.getByRole('button', { name: 'Add slide' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add slide' });
  // A text file named .jpg is refused by the server, with the reason beside the field.
  await dialog.getByLabel('Picture').setInputFiles({
    name: 'not-a-picture.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('this is only text'),
  });
  await dialog.getByLabel('Link (optional)').fill('www.example.com');
  await dialog.getByRole('button', { name: 'Add slide' }).click();
  await expect(
    dialog.getByText('Describe the picture for people who cannot see it (alt text)'),
  ).toBeVisible();
  await expect(dialog.getByText(/^Enter a page of this website/)).toBeVisible();
  await expectNoAxeViolations(page, { within: OPEN_DIALOG });
  const alt = `Learners at the new computer lab ${unique()}`;
  await dialog.getByLabel('Alt text').fill(alt);
  await dialog.getByLabel('Link (optional)').fill('/courses');
  await dialog.getByRole('button', { name: 'Add slide' }).click();
  // Said beside the field (and above the form).
  await expect(dialog.getByLabel('Picture')).toHaveAccessibleDescription(
    /The picture must be a JPEG, PNG or WebP image/,
  );

  const title = `New lab open ${unique()}`;
  await dialog.getByLabel('Picture').setInputFiles({
    name: 'lab.jpg',
    mimeType: 'image/jpeg',
    buffer: await picture(1800, 720, 'jpeg'),
  });
  await dialog.getByLabel('Title (optional)').fill(title);
  await dialog.getByRole('button', { name: 'Add slide' }).click();
  // Three widths are made from the upload first: on a loaded machine that takes seconds.
  const row = slides.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1, { timeout: 30_000 });

  // The home page (kept by the server) shows it at once, with its widths to choose from.
  const home = await (await visitor.get('/')).text();
  expect(home).toContain(title);
  expect(home).toMatch(
    /srcSet="\/api\/media\/\d+ 480w, \/api\/media\/\d+ 960w, \/api\/media\/\d+ 1600w"/i,
  );
  const guest = await page.context().browser()!.newPage();
  await guest.goto(`${test.info().project.use.baseURL}/`);
  // The new slide comes after the seeded six: out of view until the carousel reaches it.
  const image = guest.locator(`img[alt="${alt}"]`);
  await expect(image).toHaveAttribute('srcset', /480w/);
  await expect(image).toHaveAttribute('sizes', '100vw');
  await expect(guest.locator('a[href="/courses"]').filter({ has: image })).toHaveCount(1);
  await guest.close();

  // Removed again: the home page keeps its six slides for the other tests.
  page.once('dialog', (confirm) => void confirm.accept());
  await row.getByRole('button', { name: /^Remove/ }).click();
  await expect(page.getByText('Slide removed', { exact: true })).toBeVisible();
  await expect(slides.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  expect(await (await visitor.get('/')).text()).not.toContain(title);
  await visitor.dispose();
});

test('head office adds an album, uploads its photos at once and sees them in the gallery @desktop', async ({
  page,
  browser,
}) => {
  test.slow();
  await signInAsHeadOffice(page);
  await page.goto('/dashboard/Website');
  await waitForHydration(page);
  const albums = page.getByRole('table', { name: 'Gallery albums' });
  await expect(albums.getByRole('row').filter({ hasText: 'Our centres' })).toHaveCount(1);

  const title = `Sports day ${unique()}`;
  await page.getByRole('button', { name: 'Add album' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add album' });
  await dialog.getByRole('button', { name: 'Add album' }).click();
  await expect(dialog.getByText('Enter the album’s title')).toBeVisible();
  await dialog.getByLabel('Album title').fill(title);
  await dialog.getByRole('button', { name: 'Add album' }).click();
  await expect(page.getByText('Album added', { exact: true })).toBeVisible();
  await albums
    .getByRole('row')
    .filter({ hasText: title })
    .getByRole('button', { name: /^Photos/ })
    .click();
  await expect(page.getByRole('heading', { name: `Photos of “${title}”` })).toBeVisible();

  // Three files at once: two photos and a text file named .png, refused alone.
  await page.getByLabel('Photos', { exact: true }).setInputFiles([
    { name: 'relay.jpg', mimeType: 'image/jpeg', buffer: await picture(1400, 1000, 'jpeg') },
    { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a photo at all') },
    { name: 'medals.png', mimeType: 'image/png', buffer: await picture(640, 480, 'png') },
  ]);
  const alt = `Runners crossing the finish line ${unique()}`;
  await page.getByLabel('Alt text').fill(alt);
  await page.getByLabel('Caption (optional)').fill('Relay race');
  await page.getByRole('button', { name: 'Upload photos' }).click();
  const uploads = page.getByRole('list', { name: 'Uploads' });
  await expect(uploads.getByRole('listitem').filter({ hasText: /Saved$/ })).toHaveCount(2);
  await expect(
    uploads
      .getByRole('listitem')
      .filter({ hasText: 'notes.png' })
      .getByText('Not saved: The photo must be a JPEG, PNG or WebP image'),
  ).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Upload of relay.jpg' })).toHaveAttribute(
    'value',
    '100',
  );
  const photos = page.getByRole('table', { name: `Photos of ${title}` });
  await expect(photos.getByRole('row')).toHaveCount(3);
  await expect(albums.getByRole('row').filter({ hasText: title })).toContainText('2');
  await expectNoAxeViolations(page, { within: websiteSection('pictures') });

  // The album cannot be deleted while it holds photos.
  page.once('dialog', (message) => {
    expect(message.message()).toContain('This album still holds 2 photos');
    void message.accept();
  });
  await albums
    .getByRole('row')
    .filter({ hasText: title })
    .getByRole('button', { name: /^Delete/ })
    .click();

  // A visitor's gallery page shows the album with its photos in their widths.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(`${test.info().project.use.baseURL}/gallery`);
  const album = guest.getByRole('region', { name: title });
  await expect(album.getByRole('heading', { name: title })).toBeVisible();
  const shown = album.getByRole('img', { name: alt });
  await expect(shown).toHaveCount(2);
  await expect(shown.first()).toHaveAttribute('srcset', /\/api\/media\/\d+ 480w/);
  await guestContext.close();

  // Tidy up (other tests count the gallery's pictures): the photos, then the empty album.
  const base = '/api/dashboard/content/gallery';
  // A cookie-authenticated change proves it comes from our own pages (plugins/auth.ts).
  const origin = { origin: new URL(page.url()).origin };
  const added = ((await (await page.request.get(`${base}/albums`)).json()) as EditableAlbum[]).find(
    (row) => row.title === title,
  )!;
  const stored = (await (
    await page.request.get(`${base}/albums/${added.id}/photos`)
  ).json()) as EditablePhoto[];
  for (const photo of stored) {
    const gone = await page.request.delete(`${base}/photos/${photo.id}?version=${photo.version}`, {
      headers: origin,
    });
    expect(gone.status()).toBe(204);
  }
  const emptied = (
    (await (await page.request.get(`${base}/albums`)).json()) as EditableAlbum[]
  ).find((row) => row.id === added.id)!;
  const deleted = await page.request.delete(
    `${base}/albums/${added.id}?version=${emptied.version}`,
    { headers: origin },
  );
  expect(deleted.status()).toBe(204);
});

test('the slide and gallery editors fit a phone and have no accessibility violations @phone', async ({
  page,
}) => {
  await signInAsHeadOffice(page);
  await page.goto('/dashboard/Website');
  await waitForHydration(page);
  await expect(page.getByRole('table', { name: 'Hero slides' })).toBeVisible();
  await page
    .getByRole('table', { name: 'Gallery albums' })
    .getByRole('row')
    .filter({ hasText: 'Our centres' })
    .getByRole('button', { name: /^Photos/ })
    .click();
  await expect(page.getByRole('table', { name: 'Photos of Our centres' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await expectNoAxeViolations(page, { within: websiteSection('pictures') });
});
