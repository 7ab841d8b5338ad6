import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentEditors, webBuildRendering } from './helpers/content-editors';
import { createTestApp, type TestApp } from './helpers/test-app';

// The website's texts in Hindi (issues 17 and 18, decision 0034): head office writes the Hindi
// beside the English; Hindi pages show it, falling back to the English text by text.

interface Field {
  field: string;
  english: string;
  hindi: string;
  outdated: boolean;
}
interface Item {
  kind: string;
  itemId: number;
  title: string;
  fields: Field[];
  version: number;
}
interface Answer {
  items: Item[];
  translated: number;
  total: number;
}

let t: TestApp;
let webDist: string;
let headOffice: Record<string, string>;
let staff: Record<string, string>;
let editorStaff: Record<string, string>;

beforeAll(async () => {
  webDist = webBuildRendering(`
    const home = JSON.parse((await apiGet('/api/content/home')).body);
    return { status: 200, head: '', lang: locale,
      html: home.features.map((f) => '<h3>' + f.title + '</h3>').join('') };
  `);
  t = await createTestApp({ WEB_DIST: webDist });
  // Head office's Hindi from nothing: without the Hindi the product ships (content-hindi.test.ts).
  await t.app.db.deleteFrom('content_translations').execute();
  ({ headOffice, staff, editorStaff } = await contentEditors(t));
  const site = await t.app.inject({
    method: 'PUT',
    url: '/api/dashboard/content/site',
    headers: headOffice,
    payload: {
      instituteName: 'Shiksha Computer Institute',
      phone: '+91 98765 43210',
      phone2: '',
      email: 'office@shiksha.example.in',
      address: '12 Hazratganj, Lucknow, Uttar Pradesh 226001',
      mapLink: '',
      openingHours: 'Mon–Sat 9:00–18:00',
      footerText: 'Affiliated training partner since 2009.',
      social: { facebook: '', instagram: '', linkedin: '', telegram: '', twitter: '' },
      version: 0,
    },
  });
  expect(site.statusCode, site.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const put = (url: string, payload: unknown, headers: Record<string, string> = headOffice) =>
  t.app.inject({ method: 'PUT', url, headers, payload: payload as Record<string, unknown> });

const list = async (headers = headOffice) => {
  const answer = await get('/api/dashboard/content/translations', headers);
  expect(answer.statusCode).toBe(200);
  return answer.json() as Answer;
};
const itemOf = (answer: Answer, kind: string, itemId?: number) => {
  const item = answer.items.find(
    (entry) => entry.kind === kind && (itemId === undefined || entry.itemId === itemId),
  );
  expect(item, `an item of kind ${kind}`).toBeDefined();
  return item!;
};
const saveHindi = (item: { kind: string; itemId: number }, texts: object, version: number) =>
  put(`/api/dashboard/content/translations/${item.kind}/${item.itemId}`, { texts, version });

const hindiHome = async () => {
  const answer = await get('/api/content/home', { 'accept-language': 'hi-IN,hi;q=0.9' });
  expect(answer.statusCode).toBe(200);
  return answer.json() as {
    features: { id: number; title: string; description: string }[];
    plans: { months: number; label: string; features: string[] }[];
  };
};

describe('the website in Hindi', () => {
  it('lists every text of the website beside its Hindi, none written yet', async () => {
    const answer = await list();
    expect(answer.translated).toBe(0);
    expect(answer.total).toBeGreaterThan(10);
    const site = itemOf(answer, 'site', 0);
    expect(site.fields.map((field) => field.field)).toContain('address');
    const about = itemOf(answer, 'about', 0);
    expect(about.fields.map((field) => field.field)).toEqual(
      expect.arrayContaining(['intro', 'sections.0.heading', 'sections.0.text', 'stats.0.label']),
    );
    for (const kind of ['slide', 'feature', 'plan', 'page', 'card']) itemOf(answer, kind);
    for (const item of answer.items) {
      expect(item.version).toBe(0);
      for (const field of item.fields) {
        expect(field.english.trim()).not.toBe('');
        expect(field).toMatchObject({ hindi: '', outdated: false });
      }
    }
  });

  it('shows head office Hindi on Hindi pages, English where none was written, English pages unchanged', async () => {
    const answer = await list();
    const feature = itemOf(answer, 'feature');
    const english = (await get('/api/content/home')).json() as Awaited<
      ReturnType<typeof hindiHome>
    >;
    const card = english.features.find((entry) => entry.id === feature.itemId)!;

    const saved = await saveHindi(feature, { title: '  व्यावहारिक प्रशिक्षण  ' }, 0);
    expect(saved.statusCode).toBe(200);
    const after = saved.json() as Item;
    expect(after).toMatchObject({ kind: 'feature', itemId: feature.itemId });
    expect(after.version).toBe(1);
    expect(after.fields.find((field) => field.field === 'title')!.hindi).toBe('व्यावहारिक प्रशिक्षण');

    const hindi = (await hindiHome()).features.find((entry) => entry.id === feature.itemId)!;
    expect(hindi.title).toBe('व्यावहारिक प्रशिक्षण');
    // No Hindi written for the description: the English shows.
    expect(hindi.description).toBe(card.description);

    const inEnglish = await get('/api/content/home', { 'accept-language': 'en-IN' });
    expect(inEnglish.headers.vary).toMatch(/accept-language/i);
    const englishCard = (inEnglish.json() as typeof english).features.find(
      (entry) => entry.id === feature.itemId,
    )!;
    expect(englishCard.title).toBe(card.title);

    // The server renders /hi with the Hindi, / with the English.
    const page = await get('/hi');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h3>व्यावहारिक प्रशिक्षण</h3>');
    const englishPage = await get('/', { cookie: 'lang=en' });
    expect(englishPage.body).toContain(`<h3>${card.title}</h3>`);
    expect(englishPage.body).not.toContain('व्यावहारिक प्रशिक्षण');
  });

  it("translates a plan's label and features, the site's footer, the About page and a course page", async () => {
    const answer = await list();
    const plan = itemOf(answer, 'plan');
    expect(
      (await saveHindi(plan, { label: '3 महीने', features: 'पहली सुविधा\n\nदूसरी सुविधा' }, 0))
        .statusCode,
    ).toBe(200);
    const hindiPlans = (await hindiHome()).plans;
    expect(hindiPlans.some((entry) => entry.label === '3 महीने')).toBe(true);
    expect(hindiPlans.find((entry) => entry.label === '3 महीने')!.features).toEqual([
      'पहली सुविधा',
      'दूसरी सुविधा',
    ]);

    const site = itemOf(answer, 'site', 0);
    expect((await saveHindi(site, { address: 'मुख्य मार्ग, पटना' }, 0)).statusCode).toBe(200);
    const hindiSite = (await get('/api/content/site', { 'accept-language': 'hi' })).json() as {
      address: string;
      phone: string;
    };
    const englishSite = (await get('/api/content/site')).json() as typeof hindiSite;
    expect(hindiSite.address).toBe('मुख्य मार्ग, पटना');
    expect(hindiSite.phone).toBe(englishSite.phone);
    expect(englishSite.address).not.toBe('मुख्य मार्ग, पटना');

    const about = itemOf(answer, 'about', 0);
    const saveAbout = await saveHindi(
      about,
      { intro: 'हमारे बारे में परिचय', 'stats.1.label': 'कोर्स' },
      0,
    );
    expect(saveAbout.statusCode).toBe(200);
    const hindiAbout = (await get('/api/content/about', { 'accept-language': 'hi' })).json() as {
      intro: string;
      stats: { figure: string; label: string }[];
    };
    const englishAbout = (await get('/api/content/about')).json() as typeof hindiAbout;
    expect(hindiAbout.intro).toBe('हमारे बारे में परिचय');
    expect(hindiAbout.stats[1]).toEqual({ figure: englishAbout.stats[1]!.figure, label: 'कोर्स' });
    expect(hindiAbout.stats[0]).toEqual(englishAbout.stats[0]);

    const page = itemOf(answer, 'page');
    const card = answer.items.find((item) => item.kind === 'card')!;
    expect((await saveHindi(page, { title: 'कंप्यूटर कोर्स' }, 0)).statusCode).toBe(200);
    expect((await saveHindi(card, { semester: 'सेमेस्टर 1' }, 0)).statusCode).toBe(200);
    const slug = (
      await t.app.db
        .selectFrom('content_pages')
        .select('slug')
        .where('id', '=', page.itemId)
        .executeTakeFirstOrThrow()
    ).slug;
    const courses = (await get('/api/content/courses', { 'accept-language': 'hi' })).json() as {
      pages: { slug: string; title: string }[];
    };
    const listed = courses.pages.find((entry) => entry.slug === slug);
    if (listed) expect(listed.title).toBe('कंप्यूटर कोर्स');
    const hindiPage = (
      await get(`/api/content/pages/${slug}`, { 'accept-language': 'hi' })
    ).json() as { title: string; cards: { id: number; semester: string }[] };
    expect(hindiPage.title).toBe('कंप्यूटर कोर्स');
    const cardSlug = (
      await t.app.db
        .selectFrom('course_cards')
        .innerJoin('content_pages', 'content_pages.id', 'course_cards.page_id')
        .select('content_pages.slug')
        .where('course_cards.id', '=', card.itemId)
        .executeTakeFirstOrThrow()
    ).slug;
    const cardPage = (
      await get(`/api/content/pages/${cardSlug}`, { 'accept-language': 'hi' })
    ).json() as { cards: { id: number; semester: string }[] };
    expect(cardPage.cards.find((entry) => entry.id === card.itemId)!.semester).toBe('सेमेस्टर 1');
  });

  it("refuses a stale version, a field the item lacks and a text too long, in the field's words", async () => {
    const answer = await list();
    const feature = itemOf(answer, 'feature');
    const stale = await saveHindi(feature, { description: 'विवरण' }, 0);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/Someone else saved the Hindi/);

    const unknown = await saveHindi(feature, { icon: 'x' }, feature.version);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors.icon).toEqual([
      'This text is not part of the item any more. Reload the page.',
    ]);
    const long = await saveHindi(feature, { title: 'क'.repeat(101) }, feature.version);
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors.title).toEqual(['Use at most 100 characters']);

    const missing = await saveHindi({ kind: 'feature', itemId: 999999 }, { title: 'x' }, 0);
    expect(missing.statusCode).toBe(404);
    const badKind = await saveHindi({ kind: 'notice', itemId: 1 }, { title: 'x' }, 0);
    expect(badKind.statusCode).toBe(400);
    // Nothing already saved was lost.
    const after = itemOf(await list(), 'feature', feature.itemId);
    expect(after).toEqual(feature);
  });

  it('lets exactly one of many first saves of an item through, the others told it changed', async () => {
    const answer = await list();
    const slide = itemOf(answer, 'slide');
    const attempts = await Promise.all(
      Array.from({ length: 50 }, (_, index) => saveHindi(slide, { alt: `चित्र ${index}` }, 0)),
    );
    const statuses = attempts.map((attempt) => attempt.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const after = itemOf(await list(), 'slide', slide.itemId);
    expect(after.version).toBe(1);
  });

  it('marks a Hindi text whose English was edited since, and keeps showing it', async () => {
    const feature = itemOf(await list(), 'feature');
    const editable = (await get('/api/dashboard/content/features', headOffice)).json() as {
      id: number;
      icon: string;
      title: string;
      description: string;
      version: number;
    }[];
    const card = editable.find((entry) => entry.id === feature.itemId)!;
    const edited = await put(`/api/dashboard/content/features/${card.id}`, {
      icon: card.icon,
      title: `${card.title} (new)`,
      description: card.description,
      version: card.version,
    });
    expect(edited.statusCode).toBe(200);
    const after = itemOf(await list(), 'feature', feature.itemId);
    const title = after.fields.find((field) => field.field === 'title')!;
    expect(title).toMatchObject({ english: `${card.title} (new)`, outdated: true });
    expect(title.hindi).toBe('व्यावहारिक प्रशिक्षण');
    // Saving the Hindi again (same or new) settles it.
    const again = await saveHindi(feature, { title: 'व्यावहारिक प्रशिक्षण (नया)' }, after.version);
    expect(again.statusCode).toBe(200);
    const settled = again.json() as Item;
    expect(settled.fields.find((field) => field.field === 'title')!.outdated).toBe(false);
  });

  it('is in the history, and undo brings the English back on the Hindi page', async () => {
    const feature = itemOf(await list(), 'feature');
    const history = (await get('/api/dashboard/content/history', headOffice)).json() as {
      id: number;
      summary: string;
      canUndo: boolean;
    }[];
    const latest = history.find((entry) => entry.summary.startsWith('Hindi edited:'))!;
    expect(latest.summary).toMatch(/^Hindi edited: /);
    const undo = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/content/history/${latest.id}/undo`,
      headers: headOffice,
    });
    expect(undo.statusCode).toBeLessThan(300);
    const title = itemOf(await list(), 'feature', feature.itemId).fields.find(
      (field) => field.field === 'title',
    )!;
    expect(title.hindi).toBe('व्यावहारिक प्रशिक्षण');
  });

  it('is for website editors only: staff refused, a granted editor let in', async () => {
    expect((await get('/api/dashboard/content/translations')).statusCode).toBe(401);
    expect((await get('/api/dashboard/content/translations', staff)).statusCode).toBe(403);
    const item = itemOf(await list(), 'site', 0);
    expect((await saveHindi(item, { footerText: 'x' }, item.version)).statusCode).toBe(200);
    const refused = await put(
      `/api/dashboard/content/translations/site/0`,
      { texts: { footerText: 'y' }, version: 1 },
      staff,
    );
    expect(refused.statusCode).toBe(403);
    const granted = await list(editorStaff);
    expect(itemOf(granted, 'site', 0).fields.find((f) => f.field === 'footerText')?.hindi).toBe(
      'x',
    );
  });
});
