import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentEditors, webBuildRendering } from './helpers/content-editors';
import { createTestApp, type TestApp } from './helpers/test-app';

// Translation coverage (issue 34 point 3, decision 0078): head office sees every content item
// with its English and Hindi side by side, missing ones first, and a per cent per kind.

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
interface KindCoverage {
  kind: string;
  translated: number;
  missing: number;
  total: number;
  percent: number;
  items: Item[];
}
interface Coverage {
  kinds: KindCoverage[];
  translated: number;
  missing: number;
  total: number;
  percent: number;
}

let t: TestApp;
let webDist: string;
let headOffice: Record<string, string>;
let staff: Record<string, string>;
let editorStaff: Record<string, string>;

beforeAll(async () => {
  webDist = webBuildRendering(`return { status: 200, head: '', lang: locale, html: '' };`);
  t = await createTestApp({ WEB_DIST: webDist });
  // Start from no Hindi at all, so the counts are the test's own.
  await t.app.db.deleteFrom('content_translations').execute();
  await t.app.db.deleteFrom('notices').execute();
  ({ headOffice, staff, editorStaff } = await contentEditors(t));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const COVERAGE = '/api/dashboard/content/translations/coverage';
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const put = (url: string, payload: unknown, headers: Record<string, string> = headOffice) =>
  t.app.inject({ method: 'PUT', url, headers, payload: payload as Record<string, unknown> });
const coverage = async () => {
  const answer = await get(COVERAGE, headOffice);
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['cache-control']).toContain('no-store');
  return answer.json() as Coverage;
};
const kindOf = (answer: Coverage, kind: string) => {
  const found = answer.kinds.find((entry) => entry.kind === kind);
  expect(found, `coverage of ${kind}`).toBeDefined();
  return found!;
};
const isMissing = (item: Item) => item.fields.some((field) => field.hindi === '');

describe('translation coverage', () => {
  it('counts every text of each kind, none translated yet: 0 per cent, all missing', async () => {
    const answer = await coverage();
    expect(answer.kinds.map((entry) => entry.kind)).toEqual(
      expect.arrayContaining(['about', 'slide', 'feature', 'plan', 'page', 'card']),
    );
    for (const entry of answer.kinds) {
      expect(entry.total).toBeGreaterThan(0);
      expect(entry).toMatchObject({ translated: 0, missing: entry.total, percent: 0 });
      expect(entry.items.flatMap((item) => item.fields)).toHaveLength(entry.total);
      for (const item of entry.items) {
        expect(item.kind).toBe(entry.kind);
        for (const field of item.fields) expect(field.english.trim()).not.toBe('');
      }
    }
    expect(answer.total).toBe(answer.kinds.reduce((sum, entry) => sum + entry.total, 0));
    expect(answer).toMatchObject({ translated: 0, missing: answer.total, percent: 0 });
  });

  it('puts items missing Hindi first and raises the per cent as Hindi is saved', async () => {
    const before = kindOf(await coverage(), 'feature');
    expect(before.items.length).toBeGreaterThan(1);
    // The last feature fully translated: it moves after the ones still missing Hindi.
    const last = before.items.at(-1)!;
    const texts = Object.fromEntries(last.fields.map((field) => [field.field, 'हिंदी पाठ']));
    const saved = await put(`/api/dashboard/content/translations/feature/${last.itemId}`, {
      texts,
      version: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const after = kindOf(await coverage(), 'feature');
    expect(after.translated).toBe(last.fields.length);
    expect(after.missing).toBe(before.total - last.fields.length);
    expect(after.percent).toBe(Math.floor((last.fields.length * 100) / before.total));
    expect(after.percent).toBeGreaterThan(0);
    expect(after.items.at(-1)!.itemId).toBe(last.itemId);
    const ranks = after.items.map((item) => (isMissing(item) ? 0 : 1));
    expect(ranks).toEqual([...ranks].sort());
    const done = after.items.find((item) => item.itemId === last.itemId)!;
    expect(done.fields.every((field) => field.hindi === 'हिंदी पाठ')).toBe(true);
    expect(done.version).toBe(1);
    // Another kind is not touched.
    expect(kindOf(await coverage(), 'plan').translated).toBe(0);
  });

  it("shows an English edit saved through the kind's own save, its Hindi marked outdated", async () => {
    const feature = kindOf(await coverage(), 'feature').items.at(-1)!;
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
      title: `${card.title} today`,
      description: card.description,
      version: card.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = kindOf(await coverage(), 'feature').items.find(
      (item) => item.itemId === feature.itemId,
    )!;
    expect(after.fields.find((field) => field.field === 'title')).toMatchObject({
      english: `${card.title} today`,
      hindi: 'हिंदी पाठ',
      outdated: true,
    });
  });

  it("shows a course page's summary edited through the course page's own save", async () => {
    const page = kindOf(await coverage(), 'page').items[0]!;
    const pages = (await get('/api/dashboard/content/course-pages', headOffice)).json() as {
      id: number;
      title: string;
      summary: string;
      version: number;
    }[];
    const row = pages.find((entry) => entry.id === page.itemId)!;
    expect(row, 'the coverage item is the course page of the same id').toBeDefined();
    const edited = await put(`/api/dashboard/content/course-pages/${row.id}`, {
      title: row.title,
      summary: `${row.summary} Now with weekend batches.`,
      version: row.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = kindOf(await coverage(), 'page').items.find((item) => item.itemId === row.id)!;
    expect(after.fields.find((field) => field.field === 'summary')!.english).toBe(
      `${row.summary} Now with weekend batches.`,
    );
  });

  it("counts the notices, their Hindi from the notice itself, missing first; edits go through the notice's own save", async () => {
    const NOTICES = '/api/dashboard/content/notices';
    const add = async (textEn: string, textHi: string) => {
      const added = await t.app.inject({
        method: 'POST',
        url: NOTICES,
        headers: headOffice,
        payload: { textEn, textHi, startsOn: '', endsOn: '', position: 0 },
      });
      expect(added.statusCode, added.body).toBe(201);
      return (added.json() as { id: number }).id;
    };
    const withHindi = await add('Admissions open', 'प्रवेश खुले हैं');
    const without = await add('Centre closed on Monday', '');

    const before = kindOf(await coverage(), 'notice');
    expect(before).toMatchObject({ translated: 1, missing: 1, total: 2, percent: 50 });
    // The one without Hindi first, though added later.
    expect(before.items.map((item) => item.itemId)).toEqual([without, withHindi]);
    expect(before.items[1]!.fields).toEqual([
      { field: 'text', english: 'Admissions open', hindi: 'प्रवेश खुले हैं', outdated: false },
    ]);
    const item = before.items[0]!;

    // Its Hindi saved through the notice's save, at the version the coverage answer gave.
    const hindi = await put(`${NOTICES}/${without}`, {
      textEn: 'Centre closed on Monday',
      textHi: 'सोमवार को केंद्र बंद',
      startsOn: '',
      endsOn: '',
      position: 0,
      version: item.version,
    });
    expect(hindi.statusCode, hindi.body).toBe(200);
    // A save at the version read before is refused: someone saved since.
    const stale = await put(`${NOTICES}/${without}`, {
      textEn: 'Centre closed on Tuesday',
      textHi: '',
      startsOn: '',
      endsOn: '',
      position: 0,
      version: item.version,
    });
    expect(stale.statusCode).toBe(409);

    const middle = kindOf(await coverage(), 'notice');
    expect(middle).toMatchObject({ translated: 2, missing: 0, total: 2, percent: 100 });
    const saved = middle.items.find((entry) => entry.itemId === without)!;
    expect(saved.fields[0]).toMatchObject({
      english: 'Centre closed on Monday',
      hindi: 'सोमवार को केंद्र बंद',
    });
    expect(saved.version).toBe(item.version + 1);

    // Its English edited the same way, at the version coverage gives now.
    const english = await put(`${NOTICES}/${without}`, {
      textEn: 'Centre closed on Monday and Tuesday',
      textHi: 'सोमवार को केंद्र बंद',
      startsOn: '',
      endsOn: '',
      position: 0,
      version: saved.version,
    });
    expect(english.statusCode, english.body).toBe(200);
    const after = kindOf(await coverage(), 'notice').items.find(
      (entry) => entry.itemId === without,
    )!;
    expect(after.fields[0]!.english).toBe('Centre closed on Monday and Tuesday');
    // The whole answer counts the notices too.
    const answer = await coverage();
    expect(answer.total).toBe(answer.kinds.reduce((sum, entry) => sum + entry.total, 0));
  });

  it("names each course card's page: the list its own save is reached through", async () => {
    const card = kindOf(await coverage(), 'card').items[0]! as Item & { parentId?: number };
    expect(card.parentId).toEqual(expect.any(Number));
    const cards = await get(
      `/api/dashboard/content/course-pages/${card.parentId}/cards`,
      headOffice,
    );
    expect(cards.statusCode, cards.body).toBe(200);
    expect((cards.json() as { id: number }[]).map((row) => row.id)).toContain(card.itemId);
  });

  it('is for head office only: not signed in 401, centre staff 403 even with the website permission', async () => {
    expect((await get(COVERAGE)).statusCode).toBe(401);
    const refused = await get(COVERAGE, staff);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await get(COVERAGE, editorStaff)).statusCode).toBe(403);
  });
});
