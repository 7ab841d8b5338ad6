import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

const INTRO =
  'We have selected all the courses ideally for the student for their better improvement in technical career prospect.';

const PLAN_PATHS = ['/one', '/three', '/six', '/twelve', '/eighteen', '/twentyfour'];

/**
 * Every public page of issue 3: its h1, texts it must show, and its own <title>. Pages drawn by the
 * same component as an earlier one with other content (catalogue and duration pages) are checked by
 * axe once per component (`axe: false` on the others): axe takes seconds per page, and the
 * 300-card catalogue alone took 45 s on a phone.
 */
const PAGES: { path: string; heading: string; title: RegExp; texts: string[]; axe?: false }[] = [
  {
    path: '/',
    heading: 'RV Institute of Computer & Vocational Training',
    title: /^RV Institute of Computer & Vocational Training$/,
    texts: [
      'Courses',
      'Books and Library',
      'Teachers',
      'Certification',
      'Choose Your Course Duration',
    ],
  },
  {
    path: '/about',
    heading: 'About RV Institute of Computer & Vocational Training',
    title: /^About Us \|/,
    texts: ['33+', 'years of experience', '125+', 'successful projects', '52+', 'happy clients'],
  },
  {
    path: '/course',
    heading: 'Choose Your Course Duration',
    title: /^Choose Your Course Duration \|/,
    texts: ['1 Month', '3 Months', '6 Months', '12 Months', '18 Months', '24 Months', INTRO],
  },
  {
    path: '/course/certificate',
    heading: 'Our Courses',
    title: /^Short Certificate Courses - Our Courses \|/,
    texts: [INTRO, 'Tally Prime with GST', 'Hindi Typing'],
  },
  {
    path: '/course/diploma',
    axe: false,
    heading: 'Our Courses',
    title: /^Diploma Courses/,
    texts: [INTRO, 'Diploma in Beautician', 'Diploma in Hotel Management'],
  },
  {
    path: '/course/advance-diploma',
    axe: false,
    heading: 'Our Courses',
    title: /^Advance Diploma Courses/,
    texts: [INTRO, 'Kathak Dance - Junior 1st year', 'Yoga - Teacher Training 9th year'],
  },
  {
    path: '/course/health-care',
    axe: false,
    heading: 'Our Courses',
    title: /^Health Care Courses/,
    texts: [INTRO, 'Diploma in General Duty Assistant'],
  },
  {
    path: '/course/professional',
    axe: false,
    heading: 'Our Courses',
    title: /^Professional IT Courses/,
    texts: [INTRO, 'Full Stack Web Development'],
  },
  {
    path: '/one',
    heading: 'Our Courses',
    title: /^1 Month Courses/,
    texts: [INTRO, 'Fundamental', 'MS Word', 'MS Excel', 'MS Power Point'],
  },
  {
    path: '/three',
    axe: false,
    heading: 'Our Courses',
    title: /^3 Months Courses/,
    texts: [INTRO, 'Hindi Typing'],
  },
  {
    path: '/six',
    axe: false,
    heading: 'Our Courses',
    title: /^6 Months Courses/,
    texts: [INTRO, 'Python Programming'],
  },
  {
    path: '/twelve',
    axe: false,
    heading: 'Our Courses',
    title: /^12 Months Courses/,
    texts: [INTRO, 'Advance Diploma in Computer Application'],
  },
  {
    path: '/eighteen',
    axe: false,
    heading: 'Our Courses',
    title: /^18 Months Courses/,
    texts: [INTRO, 'Diploma in Graphic and Web Design'],
  },
  {
    path: '/twentyfour',
    axe: false,
    heading: 'Our Courses',
    title: /^24 Months Courses/,
    texts: [INTRO, 'Diploma in Information Technology'],
  },
  {
    path: '/contact',
    heading: 'Get in touch',
    title: /^Contact Us \|/,
    texts: ['Name', 'Email', 'Message', 'Send'],
  },
  {
    path: '/gallery',
    heading: 'Life at our centres',
    title: /^Gallery \|/,
    texts: ['Computer lab at the main centre', 'Certificate distribution day'],
  },
];

for (const page of PAGES) {
  // Every page on the desktop; on the phone too those axe scans (each kind of page once).
  test(`${page.path} shows its heading and texts, with its own title${page.axe === false ? '' : ' and no axe violations @both'}`, async ({
    page: browserPage,
  }) => {
    const response = await browserPage.goto(page.path);
    expect(response?.status()).toBe(200);
    await expect(browserPage.getByRole('heading', { level: 1 })).toHaveText(page.heading);
    await expect(browserPage).toHaveTitle(page.title);
    const main = browserPage.getByRole('main');
    for (const text of page.texts) {
      await expect(main.getByText(text, { exact: true }).first()).toBeAttached();
    }
    const description = browserPage.locator('meta[name="description"]');
    await expect(description).toHaveAttribute('content', /\w{4,}/);
    await expect(browserPage.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      page.title,
    );
    await waitForHydration(browserPage);
    if (page.axe !== false) await expectNoAxeViolations(browserPage);
  });
}

test('each page has a description of its own @desktop', async ({ request }) => {
  const descriptions = new Set<string>();
  for (const { path } of PAGES) {
    const html = await (await request.get(path)).text();
    const match = /<meta name="description" content="([^"]+)"/.exec(html);
    expect(match, path).not.toBeNull();
    descriptions.add(match![1]!);
  }
  expect(descriptions.size).toBe(PAGES.length);
});

test('the pages arrive as complete HTML: their main text is there without JavaScript @desktop', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const { path, heading, texts } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    for (const text of texts) {
      await expect(page.getByRole('main').getByText(text, { exact: true }).first()).toBeAttached();
    }
  }
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The Hindi notice is marked as Hindi (the language switch, also lang="hi", is not the notice).
  await expect(
    page.getByRole('region', { name: 'Notices' }).locator('[lang="hi"]').first(),
  ).toContainText('लघु जल विद्युत परियोजना');
  await context.close();
});

test('home: the notice is labelled Important Info, the plans link to their pages @desktop', async ({
  page,
}) => {
  await page.goto('/');
  const notices = page.getByRole('region', { name: 'Notices' });
  await expect(notices.getByText('Important Info:', { exact: true })).toBeVisible();
  await expect(notices.getByText('Info:', { exact: true })).toBeHidden();
  await expect(notices.locator('[lang="hi"]').first()).toContainText('प्रमाण पत्र');
  const plans = page.getByRole('region', { name: 'Course durations' });
  const learnMore = plans.getByRole('link', { name: /^Learn More/, includeHidden: true });
  await expect(learnMore).toHaveCount(6);
  expect(await learnMore.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
    PLAN_PATHS,
  );
  // Three plans in view on a desktop.
  await expect(plans.getByRole('group')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Highlights' }).getByRole('img')).toHaveCount(1);
});

test('home: the notice is labelled Info on a phone, with one plan in view @phone', async ({
  page,
}) => {
  await page.goto('/');
  const notices = page.getByRole('region', { name: 'Notices' });
  await expect(notices.getByText('Info:', { exact: true })).toBeVisible();
  await expect(notices.getByText('Important Info:', { exact: true })).toBeHidden();
  await expect(
    page.getByRole('region', { name: 'Course durations' }).getByRole('group'),
  ).toHaveCount(1);
});

test("/course: six plans with 'Check Out' links and the five catalogue pages", async ({ page }) => {
  await page.goto('/course');
  const checkOut = page.getByRole('link', { name: /^Check Out/ });
  expect(await checkOut.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
    PLAN_PATHS,
  );
  for (const [name, href] of [
    ['Short Certificate Courses', '/course/certificate'],
    ['Diploma Courses', '/course/diploma'],
    ['Advance Diploma Courses', '/course/advance-diploma'],
    ['Health Care Courses', '/course/health-care'],
    ['Professional IT Courses', '/course/professional'],
  ]) {
    await expect(page.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
      'href',
      href!,
    );
  }
});

test('/one: four certificate cards, all Semester 1, each with Buy Now', async ({ page }) => {
  await page.goto('/one');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(4);
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText([
    'Fundamental',
    'MS Word',
    'MS Excel',
    'MS Power Point',
  ]);
  for (const card of await cards.all()) {
    await expect(card.getByText('Semester 1', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: /^Buy Now/ })).toBeVisible();
    await expect(card.getByRole('img')).toHaveCount(0); // the book picture is decorative
  }
});

test('the catalogue grid: one column on a phone, cards at most 300px wide @phone', async ({
  page,
}) => {
  await page.goto('/course/health-care');
  const boxes = await page
    .getByRole('main')
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect()));
  expect(boxes).toHaveLength(3);
  expect(new Set(boxes.map((box) => Math.round(box.left))).size).toBe(1);
  for (const box of boxes) expect(box.width).toBeLessThanOrEqual(300);
});

test('the catalogue grid: three cards a row on a desktop, at most 300px wide @desktop', async ({
  page,
}) => {
  await page.goto('/course/health-care');
  const boxes = await page
    .getByRole('main')
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect()));
  expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1);
  for (const box of boxes) expect(box.width).toBeLessThanOrEqual(300);
});

test('an unknown catalogue page is the 404 page', async ({ page }) => {
  const response = await page.goto('/course/no-such-courses');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page Not Found');
});

test('robots.txt and sitemap.xml list the public pages; the favicon is served @desktop', async ({
  request,
  baseURL,
}) => {
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const { path } of PAGES) {
    expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
  }
  expect((await request.get('/favicon.svg')).status()).toBe(200);
});

test('gallery: each caption belongs to its figure, not to the link; the caption still opens the picture @desktop', async ({
  page,
}) => {
  // A figcaption inside a link is invalid HTML (issue 32: 24 validator errors), as the server sends it.
  await page.goto('/gallery');
  const figures = page.getByRole('main').locator('figure');
  expect(await figures.count()).toBeGreaterThan(1);
  await expect(page.locator('a figcaption')).toHaveCount(0);
  await expect(page.locator('figure > figcaption')).toHaveCount(await figures.count());
  await expect(page.locator('figure > a > img')).toHaveCount(await figures.count());
  await expect(
    page.getByRole('figure', { name: 'Certificate distribution day' }).getByRole('img'),
  ).toBeVisible();
  // The link covers the whole figure: a click on the caption enlarges the picture.
  await waitForHydration(page);
  // (A click where the caption is: the link's box lies over it, so the link takes the click.)
  const caption = page.getByText('Certificate distribution day', { exact: true });
  await caption.scrollIntoViewIfNeeded();
  const box = (await caption.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByRole('dialog', { name: 'Certificate distribution day' })).toBeVisible();
});
