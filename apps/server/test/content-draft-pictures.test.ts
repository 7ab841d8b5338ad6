import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepStoredFiles } from '../src/jobs/sweep-files';
import { contentEditors } from './helpers/content-editors';
import { signInStaff } from './helpers/actors';
import { createCentre, createUser } from './helpers/factories';
import { multipart, pngImage } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';

// Pictures in drafts (issue 17, decision 0038): a new slide with its picture, a slide's changed
// picture; stored through the image pipeline, named by no public page until published.

let t: TestApp;
let headOffice: Record<string, string>;
let headOfficeCookie: Record<string, string>;
let staff: Record<string, string>;
let otherCentreStaff: Record<string, string>;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  ({ headOffice, headOfficeCookie, staff } = await contentEditors(t));
  const centreId = await createCentre(t.app);
  const other = await createUser(t.app, { role: 'centre_staff', centreId });
  otherCentreStaff = await signInStaff(t.app, other);
});
afterAll(async () => {
  await t.close();
});

interface Picture {
  id: number;
  imageUrl: string;
  srcset: string;
  width: number;
  height: number;
}
interface Draft {
  id: number;
  itemId: number | null;
  previewPath: string;
}
interface Banner {
  id: number;
  image: string;
  srcset: string;
  title: string;
  width: number;
}
interface Slide {
  id: number;
  alt: string;
  title: string;
  text: string;
  link: string;
  imageUrl: string;
  version: number;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  headers: Record<string, string> = headOffice,
) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

async function uploadPicture(headers = headOffice, width = 1200) {
  const body = multipart({}, { image: { data: await pngImage(width, 600), filename: 'p.png' } });
  return t.app.inject({
    method: 'POST',
    url: '/api/dashboard/content/draft-pictures',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}
const upload = async () => {
  const response = await uploadPicture();
  expect(response.statusCode).toBe(201);
  return response.json() as Picture;
};
const saveSlideDraft = (itemId: number | null, version: number, data: Record<string, unknown>) =>
  send('PUT', '/api/dashboard/content/drafts', { kind: 'slide', itemId, version, data });
const words = (title: string) => ({ alt: `${title} (alt)`, title, text: '', link: '' });
const preview = (draft: Draft) => ({ 'x-content-preview': String(draft.id) });
const banners = async (headers: Record<string, string> = {}) =>
  (await get('/api/content/home', headers)).json().banners as Banner[];
const filesOf = (uploadId: number) =>
  t.app.db
    .selectFrom('draft_files')
    .innerJoin('files', 'files.id', 'draft_files.file_id')
    .select(['files.id', 'files.storage_key'])
    .where('draft_files.upload_id', '=', uploadId)
    .execute();
const stored = async (keys: { storage_key: string }[]) =>
  Promise.all(keys.map(({ storage_key }) => t.app.storage.exists(storage_key)));
const fileRowsOf = async (ids: number[]) =>
  (await t.app.db.selectFrom('files').select('id').where('id', 'in', ids).execute()).length;
/** The sweeper run two hours from now: everything stored is older than its safe age (an hour). */
const sweepLater = () =>
  sweepStoredFiles(t.app.db, t.app.storage, { safeAgeMs: HOUR, now: Date.now() + 2 * HOUR });

describe('a new hero slide with its picture, as a draft', () => {
  let picture: Picture;
  let draft: Draft;
  let keys: { id: number; storage_key: string }[];

  it('takes a picture through the image pipeline, for editors only', async () => {
    expect((await uploadPicture({})).statusCode).toBe(401);
    expect((await uploadPicture(staff)).statusCode).toBe(403);
    const refused = t.app.inject({
      method: 'POST',
      url: '/api/dashboard/content/draft-pictures',
      ...(() => {
        const body = multipart(
          {},
          { image: { data: Buffer.from('not a picture'), filename: 'a.png' } },
        );
        return { payload: body.payload, headers: { ...headOffice, ...body.headers } };
      })(),
    });
    expect((await refused).statusCode).toBe(400);
    expect((await refused).json().fieldErrors.image).toEqual([
      'The picture must be a JPEG, PNG or WebP image',
    ]);

    picture = await upload();
    // Re-encoded in its widths, narrowest first (never enlarged).
    expect(picture.srcset.split(', ').map((entry) => entry.split(' ')[1])).toEqual([
      '480w',
      '960w',
      '1200w',
    ]);
    keys = await filesOf(picture.id);
    expect(keys).toHaveLength(3);
    expect(await stored(keys)).toEqual([true, true, true]);
  });

  it('is refused as a draft without a picture, or with a picture that is not there', async () => {
    const without = await saveSlideDraft(null, 0, words('No picture'));
    expect(without.statusCode).toBe(400);
    expect(without.json().fieldErrors.image).toEqual([
      'Choose a picture (JPEG, PNG or WebP, at most 5 MB)',
    ]);
    const missing = await saveSlideDraft(null, 0, { ...words('Gone'), picture: 2 ** 30 });
    expect(missing.statusCode).toBe(409);
    expect(missing.json().fieldErrors.image).toEqual([
      'The draft’s picture is no longer there. Choose the picture again.',
    ]);
  });

  it('is kept as a draft and is on no public page', async () => {
    const before = await banners();
    const saved = await saveSlideDraft(null, 0, {
      ...words('Drafted slide'),
      picture: picture.id,
    });
    expect(saved.statusCode).toBe(200);
    draft = saved.json() as Draft;
    expect(draft.previewPath).toBe(`/?preview=${draft.id}`);
    expect(await banners()).toEqual(before);
    const home = (await get('/api/content/home')).body;
    for (const { id } of keys) {
      expect(home).not.toContain(`/api/media/${id}`);
      expect(home).not.toContain(`/api/content/draft-pictures/${id}`);
      // Not a public website image either.
      expect((await get(`/api/media/${id}`)).statusCode).toBe(404);
    }
  });

  it('is in the preview of an editor, not of a visitor or any other staff', async () => {
    const previewed = (await banners({ ...headOffice, ...preview(draft) })).at(-1)!;
    expect(previewed).toMatchObject({
      title: 'Drafted slide',
      image: picture.imageUrl,
      srcset: picture.srcset,
      width: 1200,
    });
    for (const headers of [{}, staff, otherCentreStaff]) {
      expect((await banners({ ...headers, ...preview(draft) })).map((b) => b.title)).not.toContain(
        'Drafted slide',
      );
    }
    // Its files are served to editors (a browser's session cookie too), to nobody else.
    for (const url of [
      picture.imageUrl,
      ...picture.srcset.split(', ').map((e) => e.split(' ')[0]!),
    ]) {
      const seen = await get(url, headOfficeCookie);
      expect(seen.statusCode).toBe(200);
      expect(seen.headers['content-type']).toBe('image/webp');
      expect(seen.headers['cache-control']).toBe('private, no-store');
      for (const headers of [{}, staff, otherCentreStaff]) {
        expect((await get(url, headers)).statusCode).toBe(404);
      }
    }
  });

  it('survives the sweeper while the draft lives', async () => {
    await sweepLater();
    expect(await stored(keys)).toEqual([true, true, true]);
    expect(await filesOf(picture.id)).toHaveLength(3);
  });

  it('is published once when fifty publish it at once: the slide with its picture, public', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        send('POST', `/api/dashboard/content/drafts/${draft.id}/publish`),
      ),
    );
    const codes = results.map((result) => result.statusCode);
    expect(codes.filter((code) => code === 204)).toHaveLength(1);
    expect(codes.filter((code) => code !== 204 && code !== 404)).toEqual([]);

    const published = (await banners()).filter((banner) => banner.title === 'Drafted slide');
    expect(published).toHaveLength(1);
    expect(published[0]!.srcset).toBe(
      keys.map(({ id }, i) => `/api/media/${id} ${[480, 960, 1200][i]}w`).join(', '),
    );
    const seen = await get(published[0]!.image);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toContain('public');
    // The files are the slide's now: no longer a draft's, and kept by the sweeper.
    expect(await filesOf(picture.id)).toEqual([]);
    expect((await get(picture.imageUrl, headOffice)).statusCode).toBe(404);
    await sweepLater();
    expect(await stored(keys)).toEqual([true, true, true]);

    const [latest] = (await get('/api/dashboard/content/history', headOffice)).json() as {
      summary: string;
      undoable: boolean;
    }[];
    expect(latest).toMatchObject({ summary: 'Slide added: Drafted slide', undoable: true });
  });
});

describe("a draft's picture", () => {
  it('replaced by another is deleted, and the last one is deleted when the draft is discarded', async () => {
    const first = await upload();
    const saved = await saveSlideDraft(null, 0, { ...words('Replaced'), picture: first.id });
    expect(saved.statusCode).toBe(200);
    const draft = saved.json() as Draft;
    const firstKeys = await filesOf(first.id);
    const second = await upload();
    const secondKeys = await filesOf(second.id);
    expect(
      (await saveSlideDraft(null, 0, { ...words('Replaced'), picture: second.id })).statusCode,
    ).toBe(200);
    expect(await stored(firstKeys)).toEqual([false, false, false]);
    expect(await fileRowsOf(firstKeys.map((key) => key.id))).toBe(0);
    expect(await stored(secondKeys)).toEqual([true, true, true]);

    // Another draft may not take it.
    const slide = ((await get('/api/dashboard/content/slides', headOffice)).json() as Slide[])[0]!;
    const taken = await saveSlideDraft(slide.id, slide.version, {
      ...words(slide.title),
      picture: second.id,
    });
    expect(taken.statusCode).toBe(409);

    expect((await send('DELETE', `/api/dashboard/content/drafts/${draft.id}`)).statusCode).toBe(
      204,
    );
    expect(await stored(secondKeys)).toEqual([false, false, false]);
    expect(await fileRowsOf(secondKeys.map((key) => key.id))).toBe(0);
  });

  it('is swept once no draft names it (never saved, or its draft gone) past the safe age', async () => {
    const never = await upload();
    const orphaned = await upload();
    const saved = await saveSlideDraft(null, 0, { ...words('Orphaned'), picture: orphaned.id });
    const draft = saved.json() as Draft;
    const neverKeys = await filesOf(never.id);
    const orphanedKeys = await filesOf(orphaned.id);
    // A draft gone without its clean-up (a crash after its row was deleted).
    await t.app.db.deleteFrom('content_drafts').where('id', '=', draft.id).execute();
    // Young files are kept.
    await sweepStoredFiles(t.app.db, t.app.storage, { safeAgeMs: HOUR });
    expect(await stored([...neverKeys, ...orphanedKeys])).toEqual(Array(6).fill(true));
    const result = await sweepLater();
    expect(result.removed.draftPictures).toBe(6);
    expect(await stored([...neverKeys, ...orphanedKeys])).toEqual(Array(6).fill(false));
    expect(await fileRowsOf([...neverKeys, ...orphanedKeys].map((key) => key.id))).toBe(0);
  });
});

describe("a slide's changed picture, as a draft", () => {
  it('is previewed, published through the slide save, and undone from the history', async () => {
    const slide = ((await get('/api/dashboard/content/slides', headOffice)).json() as Slide[])[0]!;
    const before = (await banners()).find((banner) => banner.id === slide.id)!;
    const picture = await upload();
    const saved = await saveSlideDraft(slide.id, slide.version, {
      alt: slide.alt,
      title: slide.title,
      text: slide.text,
      link: slide.link,
      picture: picture.id,
    });
    expect(saved.statusCode).toBe(200);
    const draft = saved.json() as Draft;
    const shown = async (headers: Record<string, string>) =>
      (await banners(headers)).find((banner) => banner.id === slide.id)!.image;
    expect(await shown({ ...headOffice, ...preview(draft) })).toBe(picture.imageUrl);
    expect(await shown({})).toBe(before.image);

    expect(
      (await send('POST', `/api/dashboard/content/drafts/${draft.id}/publish`)).statusCode,
    ).toBe(204);
    const after = await shown({});
    expect(after).toMatch(/^\/api\/media\/\d+$/);
    expect(after).not.toBe(before.image);
    expect((await get(after)).statusCode).toBe(200);

    const [latest] = (await get('/api/dashboard/content/history', headOffice)).json() as {
      id: number;
      summary: string;
      undoable: boolean;
    }[];
    expect(latest).toMatchObject({ undoable: true });
    expect(
      (await send('POST', `/api/dashboard/content/history/${latest!.id}/undo`)).statusCode,
    ).toBe(204);
    expect(await shown({})).toBe(before.image);
  });
});

describe('a course with its picture, as a draft', () => {
  interface Page {
    id: number;
    slug: string;
    path: string;
  }
  interface Card {
    id: number;
    title: string;
    image: string;
    srcset: string;
    alt: string;
  }
  const saveCardDraft = (itemId: number | null, version: number, data: Record<string, unknown>) =>
    send('PUT', '/api/dashboard/content/drafts', { kind: 'course_card', itemId, version, data });
  const cardsOf = async (page: Page, headers: Record<string, string> = {}) =>
    (await get(`/api/content/pages/${page.slug}`, headers)).json().cards as Card[];
  const course = (title: string) => ({
    title,
    semester: 'Semester 1',
    description: 'Word processing\nSpreadsheets',
    imageAlt: 'Learners at a spreadsheet',
  });

  it('new, on its page: not public until published, previewed by an editor, added once', async () => {
    const page = (
      (await get('/api/dashboard/content/course-pages', headOffice)).json() as Page[]
    )[0]!;
    const picture = await upload();
    const noAlt = await saveCardDraft(null, 0, {
      ...course('Drafted course'),
      imageAlt: '',
      pageId: page.id,
      picture: picture.id,
    });
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json().fieldErrors.imageAlt).toHaveLength(1);
    const saved = await saveCardDraft(null, 0, {
      ...course('Drafted course'),
      pageId: page.id,
      picture: picture.id,
    });
    expect(saved.statusCode).toBe(200);
    const draft = saved.json() as Draft;
    expect(draft.previewPath).toBe(`${page.path}?preview=${draft.id}`);

    expect((await cardsOf(page)).map((card) => card.title)).not.toContain('Drafted course');
    const previewed = (await cardsOf(page, { ...headOffice, ...preview(draft) })).at(-1)!;
    expect(previewed).toMatchObject({
      title: 'Drafted course',
      image: picture.imageUrl,
      srcset: picture.srcset,
      alt: 'Learners at a spreadsheet',
    });
    for (const headers of [{}, staff, otherCentreStaff]) {
      expect(
        (await cardsOf(page, { ...headers, ...preview(draft) })).map((card) => card.title),
      ).not.toContain('Drafted course');
    }

    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        send('POST', `/api/dashboard/content/drafts/${draft.id}/publish`),
      ),
    );
    expect(results.filter((result) => result.statusCode === 204)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode !== 204 && r.statusCode !== 404)).toEqual([]);
    const added = (await cardsOf(page)).filter((card) => card.title === 'Drafted course');
    expect(added).toHaveLength(1);
    expect(added[0]!.image).toMatch(/^\/api\/media\/\d+$/);
    expect((await get(added[0]!.image)).statusCode).toBe(200);
    expect(await filesOf(picture.id)).toEqual([]);
  });

  it('changed on a course already there: previewed, published, undone from the history', async () => {
    const page = (
      (await get('/api/dashboard/content/course-pages', headOffice)).json() as Page[]
    )[0]!;
    const [card] = (
      await get(`/api/dashboard/content/course-pages/${page.id}/cards`, headOffice)
    ).json() as (Card & {
      semester: string;
      description: string;
      version: number;
      imageUrl: string;
    })[];
    const before = (await cardsOf(page)).find((c) => c.id === card!.id)!;
    const picture = await upload();
    const saved = await saveCardDraft(card!.id, card!.version, {
      title: card!.title,
      semester: card!.semester,
      description: card!.description,
      imageAlt: 'A new picture of the course',
      picture: picture.id,
    });
    expect(saved.statusCode).toBe(200);
    const draft = saved.json() as Draft;
    const shown = async (headers: Record<string, string>) =>
      (await cardsOf(page, headers)).find((c) => c.id === card!.id)!;
    expect((await shown({ ...headOffice, ...preview(draft) })).image).toBe(picture.imageUrl);
    expect((await shown({})).image).toBe(before.image);
    expect(
      (await send('POST', `/api/dashboard/content/drafts/${draft.id}/publish`)).statusCode,
    ).toBe(204);
    const after = await shown({});
    expect(after.image).toMatch(/^\/api\/media\/\d+$/);
    expect(after.alt).toBe('A new picture of the course');

    const [latest] = (await get('/api/dashboard/content/history', headOffice)).json() as {
      id: number;
      summary: string;
      undoable: boolean;
    }[];
    expect(latest).toMatchObject({
      summary: `Course picture changed: ${card!.title}`,
      undoable: true,
    });
    expect(
      (await send('POST', `/api/dashboard/content/history/${latest!.id}/undo`)).statusCode,
    ).toBe(204);
    expect((await shown({})).image).toBe(before.image);
  });
});

describe("the site's logo, as a draft", () => {
  it('is previewed in the header by an editor only, published through the logo save, undoable', async () => {
    const logoOf = async (headers: Record<string, string> = {}) =>
      (await get('/api/content/site', headers)).json().logo as { src: string } | null;
    const before = await logoOf();
    const version = (
      (await get('/api/dashboard/content/site/logo', headOffice)).json() as {
        version: number;
      }
    ).version;
    const none = await send('PUT', '/api/dashboard/content/drafts', {
      kind: 'site_logo',
      itemId: null,
      version,
      data: {},
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors.image).toHaveLength(1);
    const picture = await upload();
    const saved = await send('PUT', '/api/dashboard/content/drafts', {
      kind: 'site_logo',
      itemId: null,
      version,
      data: { picture: picture.id },
    });
    expect(saved.statusCode).toBe(200);
    const draft = saved.json() as Draft;
    expect(await logoOf()).toEqual(before);
    expect((await logoOf({ ...headOffice, ...preview(draft) }))?.src).toBe(picture.imageUrl);
    for (const headers of [{}, staff, otherCentreStaff]) {
      expect(await logoOf({ ...headers, ...preview(draft) })).toEqual(before);
    }
    expect(
      (await send('POST', `/api/dashboard/content/drafts/${draft.id}/publish`)).statusCode,
    ).toBe(204);
    const after = await logoOf();
    expect(after?.src).toMatch(/^\/api\/media\/\d+$/);
    expect((await get(after!.src)).statusCode).toBe(200);
    expect(await filesOf(picture.id)).toEqual([]);

    const [latest] = (await get('/api/dashboard/content/history', headOffice)).json() as {
      id: number;
      undoable: boolean;
    }[];
    expect(latest).toMatchObject({ undoable: true });
    expect(
      (await send('POST', `/api/dashboard/content/history/${latest!.id}/undo`)).statusCode,
    ).toBe(204);
    expect(await logoOf()).toEqual(before);
  });
});
