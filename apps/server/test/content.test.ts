import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentRepository } from '../src/modules/content/content.repository';
import { seedContent } from '../src/modules/content/content.service';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('public content API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the home page: six banners, the Hindi notice, four feature cards, six plans', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/content/home' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const home = response.json();
    expect(home.banners).toHaveLength(6);
    expect(home.banners[0]).toMatchObject({
      image: '/images/banners/banner-1.svg',
      width: 1600,
      height: 600,
    });
    expect(home.notices[0].lang).toBe('hi');
    expect(home.notices[0].text).toContain('लघु जल विद्युत परियोजना');
    expect(home.features.map((card: { title: string }) => card.title)).toEqual([
      'Courses',
      'Books and Library',
      'Teachers',
      'Certification',
    ]);
    expect(home.plans).toHaveLength(6);
    expect(home.plans[0]).toEqual({
      months: 1,
      label: '1 Month',
      path: '/one',
      features: ['Basic content access', 'Community support'],
      // No price until head office sets one and chooses to show it.
      price: null,
    });
    expect(home.plans[5].features).toEqual([
      'Lifetime access',
      'Priority Q&A',
      'Exclusive content',
    ]);
  });

  it('answers the plans and the five catalogue pages for /course', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/content/courses' });
    expect(response.statusCode).toBe(200);
    const { plans, pages } = response.json();
    expect(plans.map((plan: { path: string }) => plan.path)).toEqual([
      '/one',
      '/three',
      '/six',
      '/twelve',
      '/eighteen',
      '/twentyfour',
    ]);
    expect(
      pages.map((page: { path: string; cardCount: number }) => [page.path, page.cardCount]),
    ).toEqual([
      ['/course/certificate', 50],
      ['/course/diploma', 65],
      ['/course/advance-diploma', 297],
      ['/course/health-care', 3],
      ['/course/professional', 14],
    ]);
  });

  it("answers /one as an 'Our Courses' page with the four Semester 1 certificate cards", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/content/pages/one' });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({
      slug: 'one',
      kind: 'duration',
      path: '/one',
      heading: 'Our Courses',
      intro:
        'We have selected all the courses ideally for the student for their better improvement in technical career prospect.',
      cardCount: 4,
    });
    expect(
      page.cards.map((card: { title: string; semester: string }) => [card.title, card.semester]),
    ).toEqual([
      ['Fundamental', 'Semester 1'],
      ['MS Word', 'Semester 1'],
      ['MS Excel', 'Semester 1'],
      ['MS Power Point', 'Semester 1'],
    ]);
    expect(page.cards[0].image).toBe('/images/course-book.svg');
  });

  it('keeps per-semester subjects on their own lines and grades the advance diplomas', async () => {
    const twelve = (await t.app.inject({ method: 'GET', url: '/api/content/pages/twelve' })).json();
    expect(twelve.cards[0].semester).toBe('Semester 1 and 2');
    expect(twelve.cards[0].description).toMatch(/^Semester 1: .+\nSemester 2: .+$/);
    const advance = (
      await t.app.inject({ method: 'GET', url: '/api/content/pages/advance-diploma' })
    ).json();
    expect(advance.cards[0].title).toMatch(/Junior 1st year$/);
    expect(advance.cards.at(-1).title).toMatch(/Teacher Training 9th year$/);
  });

  it('answers an unknown page with 404 and a malformed slug with 400', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/content/pages/nothing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: 'No such course page' });
    const bad = await t.app.inject({ method: 'GET', url: '/api/content/pages/Bad%20Slug' });
    expect(bad.statusCode).toBe(400);
  });

  it('seeds only empty tables: a second run adds nothing and keeps staff edits', async () => {
    await t.app.db
      .updateTable('plans')
      .set({ label: 'One Month' })
      .where('months', '=', 1)
      .execute();
    await t.app.db.deleteFrom('notices').execute();
    const before = await t.app.db
      .selectFrom('course_cards')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    await seedContent(createContentRepository(t.app.db));
    const after = await t.app.db
      .selectFrom('course_cards')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const home = (await t.app.inject({ method: 'GET', url: '/api/content/home' })).json();
    expect(home.plans[0].label).toBe('One Month');
    // The emptied notices table is filled again.
    expect(home.notices).toHaveLength(2);
  });

  it('lists the content endpoints in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/content/home',
        '/api/content/courses',
        '/api/content/pages/{slug}',
        '/api/enquiries',
        '/api/gallery',
      ]),
    );
  });
});
