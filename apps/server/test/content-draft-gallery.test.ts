import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepStoredFiles } from '../src/jobs/sweep-files';
import { contentEditors, webBuildRendering } from './helpers/content-editors';
import { signInStaff } from './helpers/actors';
import { createCentre, createUser } from './helpers/factories';
import { multipart, pngImage } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';

// Gallery photos added to an album as a draft (issue 17, decision 0039): several pictures in one
// draft, named by no public answer or page until published, then added in order, undoable.

let t: TestApp;
let webDist: string;
let headOffice: Record<string, string>;
let headOfficeCookie: Record<string, string>;
let staff: Record<string, string>;
let otherCentreStaff: Record<string, string>;
const HOUR = 3_600_000;

beforeAll(async () => {
  // The /gallery page as the web app renders it: each photo's thumbnail and alt text.
  webDist = webBuildRendering(`
    const gallery = JSON.parse((await apiGet('/api/gallery')).body);
    const html = gallery.items
      .map((item) => '<img src="' + item.thumbUrl + '" alt="' + item.alt + '">')
      .join('');
    return { status: 200, head: '', html };
  `);
  t = await createTestApp({ WEB_DIST: webDist });
  ({ headOffice, headOfficeCookie, staff } = await contentEditors(t));
  const centreId = await createCentre(t.app);
  const other = await createUser(t.app, { role: 'centre_staff', centreId });
  otherCentreStaff = await signInStaff(t.app, other);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

interface Picture {
  id: number;
  imageUrl: string;
  srcset: string;
}
interface Draft {
  id: number;
  itemId: number | null;
  title: string;
  previewPath: string;
  stale: boolean;
}
interface Album {
  id: number;
  title: string;
  version: number;
  photoCount: number;
}
interface GalleryItem {
  id: number;
  caption: string;
  alt: string;
  thumbUrl: string;
  imageUrl: string;
  srcset: string;
  albumId: number;
}
interface Gallery {
  albums: { id: number; title: string }[];
  items: GalleryItem[];
}
interface HistoryLine {
  id: number;
  summary: string;
  undoable: boolean;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  headers: Record<string, string> = headOffice,
) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

async function upload(width = 1200): Promise<Picture> {
  const body = multipart({}, { image: { data: await pngImage(width, 600), filename: 'p.png' } });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/dashboard/content/draft-pictures',
    payload: body.payload,
    headers: { ...headOffice, ...body.headers },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as Picture;
}
const saveDraft = (
  albumId: number | null,
  version: number,
  data: Record<string, unknown>,
  headers = headOffice,
) =>
  send(
    'PUT',
    '/api/dashboard/content/drafts',
    { kind: 'gallery_photos', itemId: albumId, version, data },
    headers,
  );
const photo = (picture: Picture, alt: string, caption = '') => ({
  picture: picture.id,
  alt,
  caption,
});
const publish = (draft: Draft) => send('POST', `/api/dashboard/content/drafts/${draft.id}/publish`);
const preview = (draft: Draft) => ({ 'x-content-preview': String(draft.id) });
const gallery = async (headers: Record<string, string> = {}) =>
  (await get('/api/gallery', headers)).json() as Gallery;
const albums = async () =>
  (await get('/api/dashboard/content/gallery/albums', headOffice)).json() as Album[];
const albumNamed = async (title: string) => (await albums()).find((a) => a.title === title)!;
const filesOf = (uploadId: number) =>
  t.app.db
    .selectFrom('draft_files')
    .innerJoin('files', 'files.id', 'draft_files.file_id')
    .select(['files.id', 'files.storage_key'])
    .where('draft_files.upload_id', '=', uploadId)
    .orderBy('draft_files.width')
    .execute();
const stored = async (keys: { storage_key: string }[]) =>
  Promise.all(keys.map(({ storage_key }) => t.app.storage.exists(storage_key)));
const fileRowsOf = async (ids: number[]) =>
  (await t.app.db.selectFrom('files').select('id').where('id', 'in', ids).execute()).length;
/** The sweeper run two hours from now: everything stored is older than its safe age (an hour). */
const sweepLater = () =>
  sweepStoredFiles(t.app.db, t.app.storage, { safeAgeMs: HOUR, now: Date.now() + 2 * HOUR });
const history = async () =>
  (await get('/api/dashboard/content/history', headOffice)).json() as HistoryLine[];

describe('photos added to an empty album as a draft', () => {
  let album: Album;
  let pictures: Picture[];
  let keys: { id: number; storage_key: string }[][];
  let draft: Draft;

  beforeAll(async () => {
    const created = await send('POST', '/api/dashboard/content/gallery/albums', {
      title: 'Annual day',
    });
    expect(created.statusCode).toBe(201);
    album = created.json() as Album;
    pictures = [await upload(1200), await upload(800), await upload(600)];
    keys = await Promise.all(pictures.map((picture) => filesOf(picture.id)));
  });

  it('refuses bad input with the field’s message, never a 500, and keeps nothing', async () => {
    const [first, second] = pictures as [Picture, Picture];
    const none = await saveDraft(album.id, album.version, { photos: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors.photos).toEqual([
      'Choose a picture (JPEG, PNG or WebP, at most 5 MB)',
    ]);
    const noAlt = await saveDraft(album.id, album.version, {
      photos: [photo(first, 'A stage'), photo(second, ' ')],
    });
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json().fieldErrors['photos.1.alt']).toEqual([
      'Describe the picture for people who cannot see it (alt text)',
    ]);
    const long = await saveDraft(album.id, album.version, {
      photos: [photo(first, 'A stage', 'x'.repeat(201))],
    });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().fieldErrors)).toEqual(['photos.0.caption']);
    const twice = await saveDraft(album.id, album.version, {
      photos: [photo(first, 'A stage'), photo(first, 'The same')],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fieldErrors.photos).toEqual(['The same photo is in the draft twice']);
    const tooMany = await saveDraft(album.id, album.version, {
      photos: Array.from({ length: 51 }, (_, i) => ({ picture: i + 1, alt: 'A photo' })),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fieldErrors.photos).toEqual([
      'A draft holds at most 50 photos. Publish it, then start another.',
    ]);
    const gone = await saveDraft(album.id, album.version, {
      photos: [photo(first, 'A stage'), { picture: 2 ** 30, alt: 'Gone' }],
    });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().fieldErrors['photos.1.picture']).toEqual([
      'The draft’s picture is no longer there. Choose the picture again.',
    ]);
    const noAlbum = await saveDraft(2 ** 30, 1, { photos: [photo(first, 'A stage')] });
    expect(noAlbum.statusCode).toBe(404);
    // A new album is not a draft of this kind: the album is added at once (it is empty).
    const newAlbum = await saveDraft(null, 0, { photos: [photo(first, 'A stage')] });
    expect(newAlbum.statusCode).toBe(400);
    expect(newAlbum.json().fieldErrors.itemId).toHaveLength(1);
    const notJson = await t.app.inject({
      method: 'PUT',
      url: '/api/dashboard/content/drafts',
      headers: { ...headOffice, 'content-type': 'application/json' },
      payload: '{"kind":"gallery_photos","itemId":',
    });
    expect(notJson.statusCode).toBe(400);
    // Only the website's editors keep drafts.
    expect(
      (await saveDraft(album.id, album.version, { photos: [photo(first, 'A')] }, staff)).statusCode,
    ).toBe(403);
    expect(
      (await get('/api/dashboard/content/drafts', headOffice))
        .json()
        .filter((d: Draft) => d.itemId === album.id),
    ).toEqual([]);
    // The pictures are still free.
    for (const [i, picture] of pictures.entries()) {
      expect(await filesOf(picture.id)).toHaveLength(keys[i]!.length);
    }
  });

  it('is kept with its photos in order, and is on no public answer or page', async () => {
    const before = await gallery();
    const saved = await saveDraft(album.id, album.version, {
      photos: pictures.map((picture, i) => photo(picture, `Stage ${i + 1}`, `Act ${i + 1}`)),
    });
    expect(saved.statusCode).toBe(200);
    draft = saved.json() as Draft;
    expect(draft).toMatchObject({
      itemId: album.id,
      title: 'Act 1 (+2)',
      previewPath: `/gallery?preview=${draft.id}`,
      stale: false,
    });
    expect(await gallery()).toEqual(before);
    const answer = (await get('/api/gallery')).body;
    const page = (await get('/gallery')).body;
    for (const { id } of keys.flat()) {
      for (const text of [answer, page]) {
        expect(text).not.toContain(`/api/media/${id}`);
        expect(text).not.toContain(`/api/content/draft-pictures/${id}`);
      }
      expect((await get(`/api/media/${id}`)).statusCode).toBe(404);
      expect((await get(`/api/gallery/images/${id}`)).statusCode).toBe(404);
    }
    expect(page).not.toContain('Stage 1');
    expect((await albumNamed('Annual day')).photoCount).toBe(0);
  });

  it('is in the preview of an editor (answer and page), not of a visitor or any other staff', async () => {
    const previewed = await gallery({ ...headOffice, ...preview(draft) });
    expect(previewed.albums.map((a) => a.title)).toContain('Annual day');
    const drafted = previewed.items.filter((item) => item.albumId === album.id);
    expect(drafted.map((item) => item.alt)).toEqual(['Stage 1', 'Stage 2', 'Stage 3']);
    expect(drafted.map((item) => item.caption)).toEqual(['Act 1', 'Act 2', 'Act 3']);
    expect(new Set(previewed.items.map((item) => item.id)).size).toBe(previewed.items.length);
    expect(drafted[0]).toMatchObject({
      thumbUrl: `/api/content/draft-pictures/${keys[0]![0]!.id}`,
      imageUrl: `/api/content/draft-pictures/${keys[0]![2]!.id}`,
      srcset: pictures[0]!.srcset,
    });
    const answer = await get('/api/gallery', { ...headOffice, ...preview(draft) });
    expect(answer.headers['cache-control']).toBe('private, no-store');

    const page = await get(`/gallery?preview=${draft.id}`, headOfficeCookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('alt="Stage 3"');
    expect(page.headers['cache-control']).toBe('private, no-store');
    for (const headers of [{}, staff, otherCentreStaff]) {
      expect(
        (await gallery({ ...headers, ...preview(draft) })).albums.map((a) => a.title),
      ).not.toContain('Annual day');
      expect((await get(`/gallery?preview=${draft.id}`, headers)).body).not.toContain('Stage 1');
      for (const { id } of keys.flat()) {
        expect((await get(`/api/content/draft-pictures/${id}`, headers)).statusCode).toBe(404);
      }
    }
    for (const { id } of keys.flat()) {
      expect((await get(`/api/content/draft-pictures/${id}`, headOfficeCookie)).statusCode).toBe(
        200,
      );
    }
  });

  it('survives the sweeper while the draft lives', async () => {
    await sweepLater();
    for (const [i, picture] of pictures.entries()) {
      expect(await stored(keys[i]!)).toEqual(keys[i]!.map(() => true));
      expect(await filesOf(picture.id)).toHaveLength(keys[i]!.length);
    }
  });

  it('is refused at a stale album version (409, nothing added), then published once of fifty, in order', async () => {
    // Someone renames the album meanwhile: the draft is stale, publishing it adds nothing.
    const renamed = await send('PUT', `/api/dashboard/content/gallery/albums/${album.id}`, {
      title: 'Annual day 2026',
      version: album.version,
    });
    expect(renamed.statusCode).toBe(200);
    const listed = (await get(`/api/dashboard/content/drafts/${draft.id}`, headOffice)).json();
    expect(listed.stale).toBe(true);
    const stale = await publish(draft);
    expect(stale.statusCode).toBe(409);
    expect((await albumNamed('Annual day 2026')).photoCount).toBe(0);
    expect((await get(`/api/dashboard/content/drafts/${draft.id}`, headOffice)).statusCode).toBe(
      200,
    );
    for (const [i, picture] of pictures.entries()) {
      expect(await filesOf(picture.id)).toHaveLength(keys[i]!.length);
    }

    // Saved again at the album's version now: the same draft, no longer stale.
    album = await albumNamed('Annual day 2026');
    const again = await saveDraft(album.id, album.version, {
      photos: pictures.map((picture, i) => photo(picture, `Stage ${i + 1}`, `Act ${i + 1}`)),
    });
    expect(again.json()).toMatchObject({ id: draft.id, stale: false });

    const results = await Promise.all(Array.from({ length: 50 }, () => publish(draft)));
    const codes = results.map((result) => result.statusCode);
    expect(codes.filter((code) => code === 204)).toHaveLength(1);
    expect(codes.filter((code) => code !== 204 && code !== 404)).toEqual([]);

    const published = (await gallery()).items.filter((item) => item.albumId === album.id);
    expect(published.map((item) => item.alt)).toEqual(['Stage 1', 'Stage 2', 'Stage 3']);
    for (const [i, item] of published.entries()) {
      expect(item.srcset).toBe(
        keys[i]!.map(
          ({ id }, w) => `/api/media/${id} ${pictures[i]!.srcset.split(', ')[w]!.split(' ')[1]}`,
        ).join(', '),
      );
      const seen = await get(item.thumbUrl);
      expect(seen.statusCode).toBe(200);
      expect(seen.headers['cache-control']).toContain('public');
    }
    expect((await get('/gallery')).body).toContain('alt="Stage 2"');
    expect((await albumNamed('Annual day 2026')).photoCount).toBe(3);
    // No longer a draft's: not served as one, kept by the sweeper as the photos' files.
    for (const picture of pictures) expect(await filesOf(picture.id)).toEqual([]);
    expect((await get(pictures[0]!.imageUrl, headOffice)).statusCode).toBe(404);
    await sweepLater();
    for (const key of keys) expect(await stored(key)).toEqual(key.map(() => true));

    const lines = (await history()).slice(0, 3);
    expect(lines.map((line) => line.summary)).toEqual([
      'Gallery photo added: Act 3',
      'Gallery photo added: Act 2',
      'Gallery photo added: Act 1',
    ]);
    expect(lines.every((line) => line.undoable)).toBe(true);
  });

  it('is undone from the history, photo by photo', async () => {
    const lines = (await history()).slice(0, 3);
    for (const line of lines) {
      expect(
        (await send('POST', `/api/dashboard/content/history/${line.id}/undo`)).statusCode,
      ).toBe(204);
    }
    expect((await gallery()).items.filter((item) => item.albumId === album.id)).toEqual([]);
    expect((await albumNamed('Annual day 2026')).photoCount).toBe(0);
    expect((await get('/gallery')).body).not.toContain('Stage 1');
  });
});

describe('photos added to an album that holds photos, as a draft', () => {
  it('come after its photos in the preview and once published', async () => {
    const album = (await albums()).find((a) => a.photoCount > 0)!;
    const shown = (answer: Gallery) =>
      answer.items.filter((item) => item.albumId === album.id).map((item) => item.alt);
    const before = shown(await gallery());
    const [first, second] = [await upload(), await upload()];
    const saved = await saveDraft(album.id, album.version, {
      photos: [photo(first, 'Drafted one'), photo(second, 'Drafted two')],
    });
    expect(saved.statusCode).toBe(200);
    const draft = saved.json() as Draft;
    expect(shown(await gallery({ ...headOffice, ...preview(draft) }))).toEqual([
      ...before,
      'Drafted one',
      'Drafted two',
    ]);
    expect(shown(await gallery())).toEqual(before);
    expect((await publish(draft)).statusCode).toBe(204);
    expect(shown(await gallery())).toEqual([...before, 'Drafted one', 'Drafted two']);
  });
});

describe("a draft's photos", () => {
  it('taken out of the draft are deleted, and the rest when the draft is discarded', async () => {
    const album = (
      await send('POST', '/api/dashboard/content/gallery/albums', { title: 'Sports day' })
    ).json() as Album;
    const [kept, dropped] = [await upload(), await upload()];
    const [keptKeys, droppedKeys] = [await filesOf(kept.id), await filesOf(dropped.id)];
    const saved = await saveDraft(album.id, album.version, {
      photos: [photo(kept, 'Kept'), photo(dropped, 'Dropped')],
    });
    const draft = saved.json() as Draft;
    const again = await saveDraft(album.id, album.version, { photos: [photo(kept, 'Kept')] });
    expect(again.json().id).toBe(draft.id);
    expect(await stored(droppedKeys)).toEqual([false, false, false]);
    expect(await fileRowsOf(droppedKeys.map((key) => key.id))).toBe(0);
    expect(await stored(keptKeys)).toEqual([true, true, true]);

    // Another album's draft may not take it.
    const other = (await albums()).find((a) => a.id !== album.id)!;
    const taken = await saveDraft(other.id, other.version, { photos: [photo(kept, 'Taken')] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fieldErrors['photos.0.picture']).toHaveLength(1);

    expect((await send('DELETE', `/api/dashboard/content/drafts/${draft.id}`)).statusCode).toBe(
      204,
    );
    expect(await stored(keptKeys)).toEqual([false, false, false]);
    expect(await fileRowsOf(keptKeys.map((key) => key.id))).toBe(0);
    expect((await albumNamed('Sports day')).photoCount).toBe(0);
  });

  it('are never another draft’s: a picture named by two drafts is published by its own only (409 otherwise)', async () => {
    const [first, second] = (await albums()).slice(0, 2) as [Album, Album];
    const [mine, theirs] = [await upload(), await upload()];
    const own = (
      await saveDraft(first.id, first.version, { photos: [photo(mine, 'Mine')] })
    ).json() as Draft;
    const other = (
      await saveDraft(second.id, second.version, { photos: [photo(theirs, 'Theirs')] })
    ).json() as Draft;
    // What two saves at once can leave (each found the picture free before the other took it):
    // the other draft's data names this draft's picture.
    await t.app.db
      .updateTable('content_drafts')
      .set({ data: JSON.stringify({ photos: [photo(mine, 'Taken')] }) })
      .where('id', '=', other.id)
      .execute();
    const refused = await publish(other);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().fieldErrors['photos.0.picture']).toHaveLength(1);
    expect((await get(`/api/dashboard/content/drafts/${other.id}`, headOffice)).statusCode).toBe(
      200,
    );
    expect((await filesOf(mine.id)).length).toBeGreaterThan(0);
    expect((await publish(own)).statusCode).toBe(204);
    expect((await gallery()).items.map((item) => item.alt)).toContain('Mine');
    expect((await gallery()).items.map((item) => item.alt)).not.toContain('Taken');
    expect((await send('DELETE', `/api/dashboard/content/drafts/${other.id}`)).statusCode).toBe(
      204,
    );
  });

  it('of an album removed meanwhile are not published (404), and the draft stays', async () => {
    const album = (
      await send('POST', '/api/dashboard/content/gallery/albums', { title: 'Short-lived' })
    ).json() as Album;
    const picture = await upload();
    const draft = (
      await saveDraft(album.id, album.version, { photos: [photo(picture, 'Orphan')] })
    ).json() as Draft;
    expect(
      (
        await send(
          'DELETE',
          `/api/dashboard/content/gallery/albums/${album.id}?version=${album.version}`,
        )
      ).statusCode,
    ).toBe(204);
    const refused = await publish(draft);
    expect(refused.statusCode).toBe(404);
    expect((await get(`/api/dashboard/content/drafts/${draft.id}`, headOffice)).statusCode).toBe(
      200,
    );
    expect(await filesOf(picture.id)).toHaveLength(3);
    expect((await send('DELETE', `/api/dashboard/content/drafts/${draft.id}`)).statusCode).toBe(
      204,
    );
    expect(await filesOf(picture.id)).toEqual([]);
  });
});
