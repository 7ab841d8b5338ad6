import type { Page } from '@playwright/test';
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

// Head office adds a catalogue page and a course with its own picture (issue 17, decision 0028);
// a visitor sees them at once on /course, on the page itself (with its title) and in the sitemap.
// Other specs read the seeded pages: these tests work on pages they create, and remove them.

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A real picture made here: a colour gradient of the given size. */
async function picture(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    pixels[i] = (x * 255) / width;
    pixels[i + 1] = (y * 255) / height;
    pixels[i + 2] = 120;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

async function openWebsiteScreen(page: Page) {
  await signInAsHeadOffice(page);
  await page.goto('/dashboard/Website');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Course pages', level: 2 })).toBeVisible();
}

/** Adds a catalogue page through the editor; answers its address. */
async function addCataloguePage(page: Page, title: string, summary: string): Promise<string> {
  await page.getByRole('button', { name: 'Add catalogue page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add catalogue page' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Summary').fill(summary);
  const path = `/course/${title.toLowerCase().replaceAll(' ', '-')}`;
  await expect(dialog.getByText(path)).toBeVisible();
  await dialog.getByRole('button', { name: 'Add page' }).click();
  await expect(page.getByText(`Page added at ${path}`, { exact: true })).toBeVisible();
  return path;
}

async function removeCataloguePage(page: Page, title: string) {
  const row = page
    .getByRole('table', { name: 'Catalogue pages' })
    .getByRole('row')
    .filter({ hasText: title });
  page.once('dialog', (confirm) => void confirm.accept());
  await row.getByRole('button', { name: /^Remove/ }).click();
  await expect(page.getByText('Page removed', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
}

test('head office adds a catalogue page: /course, its title and the sitemap follow @desktop', async ({
  page,
  playwright,
}) => {
  test.slow();
  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const title = `Robotics ${unique()}`;

  await openWebsiteScreen(page);
  await expect(
    page.getByRole('table', { name: 'Catalogue pages' }).getByRole('row').filter({
      hasText: 'Short Certificate Courses',
    }),
  ).toHaveCount(1);
  await expectNoAxeViolations(page, { within: websiteSection('course-pages') });

  // Field messages first.
  await page.getByRole('button', { name: 'Add catalogue page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add catalogue page' });
  await dialog.getByRole('button', { name: 'Add page' }).click();
  await expect(dialog.getByText('Enter the page’s title', { exact: true })).toBeVisible();
  await expect(
    dialog.getByText('Enter a short summary of the page', { exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page, { within: OPEN_DIALOG });
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const path = await addCataloguePage(page, title, 'Build and program small robots.');
  // The same address again is refused with a message on the title.
  await page.getByRole('button', { name: 'Add catalogue page' }).click();
  await dialog.getByLabel('Title').fill(title.toUpperCase());
  await dialog.getByLabel('Summary').fill('Again');
  await dialog.getByRole('button', { name: 'Add page' }).click();
  await expect(dialog.getByText(`A page at ${path} already exists`).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // A visitor sees it on /course, at its address with its own title, and in the sitemap.
  const guest = await page.context().browser()!.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto(`${test.info().project.use.baseURL}/course`);
  await guestPage
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(guestPage).toHaveURL(new RegExp(`${path}$`));
  await expect(guestPage).toHaveTitle(new RegExp(`^${title} - Our Courses \\|`));
  await expect(guestPage.getByText('Build and program small robots.')).toBeVisible();
  expect(await (await visitor.get('/sitemap.xml')).text()).toContain(`${path}</loc>`);

  // Renamed: the address stays, the page's title follows (also where the server kept the page).
  const row = page
    .getByRole('table', { name: 'Catalogue pages' })
    .getByRole('row')
    .filter({ hasText: title });
  await row.getByRole('button', { name: /^Edit/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit course page' });
  await edit.getByLabel('Title').fill(`${title} Lab`);
  await edit.getByRole('button', { name: 'Save page' }).click();
  await expect(page.getByText('Page saved', { exact: true })).toBeVisible();
  const html = await (await visitor.get(path)).text();
  expect(html).toContain(`<title>${title} Lab - Our Courses |`);
  expect(html).toContain('<meta name="description" content="Build and program small robots."');

  await removeCataloguePage(page, `${title} Lab`);
  expect((await visitor.get(path)).status()).toBe(404);
  expect(await (await visitor.get('/sitemap.xml')).text()).not.toContain(`${path}</loc>`);
  await guestPage.goto(`${test.info().project.use.baseURL}/course`);
  await expect(
    guestPage.getByRole('heading', { name: 'Choose Your Course Duration' }),
  ).toBeVisible();
  await expect(guestPage.getByText(title)).toHaveCount(0);
  await guest.close();
  await visitor.dispose();
});

test('head office adds a course with its own picture; the page shows it in its widths @desktop', async ({
  page,
  playwright,
}) => {
  test.slow();
  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const title = `Drone Piloting ${unique()}`;
  const course = 'Drone Basics';

  await openWebsiteScreen(page);
  const path = await addCataloguePage(page, title, 'Fly drones safely and legally.');
  await page.getByLabel('Page', { exact: true }).selectOption({ label: `${title} (${path})` });
  await expect(page.getByText('No courses on this page yet.')).toBeVisible();
  const courses = page.getByRole('table', { name: `Courses of ${title}` });

  await page.getByRole('button', { name: 'Add course', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Add course to ${title}` });
  await dialog.getByLabel('Title').fill(course);
  await dialog.getByLabel('Subjects').fill('Rules and safety\nFlying and filming');
  await dialog.getByLabel('Picture (optional)').setInputFiles({
    name: 'drone.jpg',
    mimeType: 'image/jpeg',
    buffer: await picture(1200, 750),
  });
  // A picture needs its alt text.
  await dialog.getByRole('button', { name: 'Add course' }).click();
  await expect(
    dialog.getByText('Describe the picture for people who cannot see it (alt text)'),
  ).toBeVisible();
  await expectNoAxeViolations(page, { within: OPEN_DIALOG });
  await dialog.getByLabel('Alt text of the picture').fill('A drone above a field');
  // A file that is no picture is refused by its content, whatever its name; the course is kept
  // once, and saving again with a real picture completes it.
  await dialog.getByLabel('Picture (optional)').setInputFiles({
    name: 'drone.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('this is only text'),
  });
  await dialog.getByRole('button', { name: 'Add course' }).click();
  await expect(
    dialog.getByText('The picture must be a JPEG, PNG or WebP image', { exact: true }),
  ).toBeVisible();
  await dialog.getByLabel('Picture (optional)').setInputFiles({
    name: 'drone.jpg',
    mimeType: 'image/jpeg',
    buffer: await picture(1200, 750),
  });
  await dialog.getByRole('button', { name: 'Add course' }).click();
  await expect(page.getByText('Course added', { exact: true })).toBeVisible();
  await expect(courses.getByRole('row').filter({ hasText: course })).toHaveCount(1);

  // A visitor sees the course with its picture in its responsive widths.
  const guest = await page.context().browser()!.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto(`${test.info().project.use.baseURL}${path}`);
  await expect(guestPage.getByRole('heading', { name: course, level: 2 })).toBeVisible();
  await expect(guestPage.getByText('Flying and filming')).toBeVisible();
  const image = guestPage.getByRole('img', { name: 'A drone above a field' });
  await expect(image).toHaveAttribute('srcset', /\/api\/media\/\d+ 480w, .* 960w, .* 1200w$/);
  await expect(image).toHaveAttribute('sizes', /300px/);
  await expect(image).toHaveAttribute('width', '1200');
  await expect(image).toHaveAttribute('height', '750');
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await guest.close();

  // Back to the book picture, then the course and the page go.
  const row = courses.getByRole('row').filter({ hasText: course });
  await row.getByRole('button', { name: /^Edit/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit course' });
  await edit.getByRole('button', { name: 'Use the book picture' }).click();
  await expect(
    page.getByText('The course shows the book picture again', { exact: true }),
  ).toBeVisible();
  const shown = await (await visitor.get(`/api/content/pages/${path.split('/').at(-1)}`)).json();
  expect(shown.cards[0]).toMatchObject({ title: course, image: '/images/course-book.svg' });

  page.once('dialog', (confirm) => void confirm.accept());
  await row.getByRole('button', { name: /^Remove/ }).click();
  await expect(page.getByText('Course removed', { exact: true })).toBeVisible();
  await removeCataloguePage(page, title);
  await visitor.dispose();
});

test('the course pages editor fits a phone and has no accessibility violations @phone', async ({
  page,
}) => {
  await openWebsiteScreen(page);
  await expect(page.getByRole('table', { name: 'Catalogue pages' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Courses of Short Certificate Courses' }),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await expectNoAxeViolations(page, { within: websiteSection('course-pages') });
  await page
    .getByRole('table', { name: 'Courses of Short Certificate Courses' })
    .getByRole('button', { name: /^Edit/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit course' });
  await expect(dialog.getByLabel('Subjects')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await expectNoAxeViolations(page, { within: OPEN_DIALOG });
});
