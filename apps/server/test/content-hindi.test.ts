// The Hindi of the content the product ships (issue 34, decision 0073): every shipped text has
// Hindi with no English word left in it; a fresh installation answers its public content in
// Hindi to a Hindi page and in English to an English one; head office's own Hindi, and items
// whose English it changed, are left alone when the Hindi is written again at the next start.
import { DEFAULT_ABOUT } from '@institute/shared/content/about-defaults';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latinWords } from '../../../tools/hindi-words';
import { CATALOGUE_PAGES } from '../src/modules/content/seed/catalogue-pages-seed';
import { DURATION_PAGES } from '../src/modules/content/seed/duration-pages-seed';
import { seedContentHindi, shippedHindi } from '../src/modules/content/seed/hindi-seed';
import { BANNERS, FEATURE_CARDS, NOTICES, PLANS } from '../src/modules/content/seed/home-seed';
import { GALLERY_ITEMS } from '../src/modules/gallery/gallery.seed';
import { createTestApp, type TestApp } from './helpers/test-app';

const SHIPPED: string[] = [
  ...[...CATALOGUE_PAGES, ...DURATION_PAGES].flatMap((page) => [
    page.title,
    page.summary,
    ...page.cards.flatMap((card) => [card.title, card.semester, card.description]),
  ]),
  ...BANNERS.flatMap((slide) => [slide.title, slide.text, slide.alt]),
  ...FEATURE_CARDS.flatMap((card) => [card.title, card.description]),
  ...PLANS.flatMap((plan) => [plan.label, ...plan.features]),
  ...NOTICES.map((notice) => notice.textEn).filter(Boolean),
  ...GALLERY_ITEMS.flatMap((photo) => [photo.caption, photo.alt]),
  'Our centres',
  DEFAULT_ABOUT.intro,
  ...DEFAULT_ABOUT.sections.flatMap((section) => [section.heading, section.text]),
  ...DEFAULT_ABOUT.stats.map((stat) => stat.label),
];

/** Every string of a JSON answer. */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];

/** The texts a reader reads in an answer: not addresses, slugs, icons or picture files. */
const readable = (value: unknown): string =>
  strings(value)
    .filter((text) => !/^(\/|https?:|[a-z0-9-]+$|data:)/.test(text))
    .join('\n');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, lang: 'hi' | 'en') =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });

const PUBLIC_ANSWERS = [
  '/api/content/home',
  '/api/content/courses',
  '/api/content/about',
  '/api/gallery',
  ...[...CATALOGUE_PAGES, ...DURATION_PAGES].map((page) => `/api/content/pages/${page.slug}`),
];

describe('the Hindi the product ships', () => {
  it('covers every shipped text, and leaves no English word in it but names and codes', () => {
    expect(SHIPPED.length).toBeGreaterThan(1500);
    const missing = SHIPPED.filter((english) => !shippedHindi(english));
    expect(missing).toEqual([]);
    const english = SHIPPED.flatMap((text) => latinWords(shippedHindi(text) ?? ''));
    expect([...new Set(english)]).toEqual([]);
  });

  it('is what the public content answers to a Hindi page; English pages keep the English', async () => {
    for (const url of PUBLIC_ANSWERS) {
      const hindi = await get(url, 'hi');
      expect(hindi.statusCode, url).toBe(200);
      // A page's fixed heading and introduction are the web's own words (its message
      // catalogues), not these fields' English.
      const answer = { ...(hindi.json() as Record<string, unknown>) };
      delete answer['heading'];
      delete answer['intro'];
      expect(latinWords(readable(answer)), url).toEqual([]);
    }
    const english = (await get('/api/content/pages/advance-diploma', 'en')).json() as {
      title: string;
      cards: { title: string }[];
    };
    expect(english.title).toBe('Advance Diploma Courses');
    expect(english.cards[0]!.title).toBe('Computer Application - Junior 1st year');
    const hindi = (await get('/api/content/pages/advance-diploma', 'hi')).json() as typeof english;
    expect(hindi.title).toBe('एडवांस डिप्लोमा कोर्स');
    expect(hindi.cards[0]!.title).toBe('कंप्यूटर एप्लिकेशन - जूनियर प्रथम वर्ष');
    const home = (await get('/api/content/home', 'hi')).json() as {
      notices: { text: string; lang: string }[];
    };
    expect(home.notices.map((notice) => notice.lang)).toEqual(['hi', 'hi']);
    const englishHome = (await get('/api/content/home', 'en')).json() as typeof home;
    expect(englishHome.notices.map((notice) => notice.lang)).toEqual(['hi', 'en']);
  });

  it("keeps head office's Hindi, and gives none to a text whose English it changed", async () => {
    const db = t.app.db;
    const slide = await db
      .selectFrom('content_translations')
      .select(['item_id', 'texts'])
      .where('kind', '=', 'slide')
      .orderBy('item_id')
      .executeTakeFirstOrThrow();
    const own = JSON.stringify({ title: 'हमारा अपना शीर्षक' });
    await db
      .updateTable('content_translations')
      .set({ texts: own })
      .where('kind', '=', 'slide')
      .where('item_id', '=', slide.item_id)
      .execute();
    const card = await db
      .selectFrom('course_cards')
      .select(['id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .deleteFrom('content_translations')
      .where('translation_key', '=', `card:${card.id}:hi`)
      .execute();
    await db
      .updateTable('course_cards')
      .set({ title: 'Our own course' })
      .where('id', '=', card.id)
      .execute();

    await seedContentHindi(db, {
      publicSite: async () => ({
        instituteName: '',
        phone: '',
        phone2: '',
        email: '',
        address: '',
        mapLink: '',
        openingHours: '',
        footerText: '',
        social: { facebook: '', instagram: '', linkedin: '', telegram: '', twitter: '' },
      }),
      publicAbout: async () => DEFAULT_ABOUT,
    });

    const kept = await db
      .selectFrom('content_translations')
      .select('texts')
      .where('translation_key', '=', `slide:${slide.item_id}:hi`)
      .executeTakeFirstOrThrow();
    expect(kept.texts).toBe(own);
    // Its other texts (semester, subjects) are still the shipped ones: only those get Hindi.
    const written = await db
      .selectFrom('content_translations')
      .select('texts')
      .where('translation_key', '=', `card:${card.id}:hi`)
      .executeTakeFirstOrThrow();
    expect(Object.keys(JSON.parse(written.texts) as object)).not.toContain('title');
  });
});
