import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SLIDES, MEDIA_MESSAGES } from '@institute/shared/content/media';
import { SITE_MESSAGES } from '@institute/shared/content/site';
import { signInStaff } from './helpers/actors';
import { createUser } from './helpers/factories';
import { multipart } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let headOffice: Record<string, string>;
let staff: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.app, { role: 'head_office' });
  headOffice = await signInStaff(t.app, admin);
  const centre = await t.app.db
    .selectFrom('centres')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const member = await createUser(t.app, { role: 'centre_staff', centreId: centre.id });
  staff = await signInStaff(t.app, member);
});
afterAll(() => t.close());

/** A real photo-like image with some detail, of the given size and format. */
function picture(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7 + (i >> 9)) % 256;
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

const get = (url: string, headers: Record<string, string> = headOffice) =>
  t.app.inject({ method: 'GET', url, headers });
const json = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  headers: Record<string, string> = headOffice,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

function upload(
  url: string,
  fields: Record<string, string>,
  files: Record<string, { data: Buffer; filename: string; type?: string }>,
  headers: Record<string, string> = headOffice,
) {
  const form = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

const addSlide = async (fields: Record<string, string>, data?: Buffer) =>
  upload('/api/dashboard/content/slides', fields, {
    image: { data: data ?? (await picture(2000, 800).jpeg().toBuffer()), filename: 'slide.jpg' },
  });

const srcsetUrls = (srcset: string) =>
  srcset.split(', ').map((entry) => {
    const [url, width] = entry.split(' ');
    return { url: url!, width: Number(width!.replace('w', '')) };
  });

describe('hero slides', () => {
  it('are refused to plain centre staff before anything is read, and to strangers', async () => {
    const form = multipart({ alt: 'x' }, { image: { data: Buffer.from('x'), filename: 'a.jpg' } });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/content/slides',
      headers: { ...staff, ...form.headers },
      payload: form.payload,
    });
    expect(refused.statusCode).toBe(403);
    expect((await get('/api/dashboard/content/slides', staff)).statusCode).toBe(403);
    expect((await get('/api/dashboard/content/slides', {})).statusCode).toBe(401);
  });

  it('take an uploaded JPEG: re-encoded in responsive widths, never upscaled, shown on the home page', async () => {
    const created = await addSlide({
      alt: 'Students at the new lab',
      title: 'New lab open',
      text: 'Thirty new computers',
      link: '/courses',
    });
    expect(created.statusCode, created.body).toBe(201);
    const slide = created.json();
    expect(slide).toMatchObject({ alt: 'Students at the new lab', width: 1600, height: 640 });
    expect(srcsetUrls(slide.srcset).map((entry) => entry.width)).toEqual([480, 960, 1600]);

    for (const { url, width } of srcsetUrls(slide.srcset)) {
      const image = await t.app.inject({ method: 'GET', url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toContain('immutable');
      const meta = await sharp(image.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
    }

    const home = await t.app.inject({ method: 'GET', url: '/api/content/home' });
    const shown = home.json().banners.find((banner: { id: number }) => banner.id === slide.id);
    expect(shown).toMatchObject({ title: 'New lab open', link: '/courses', srcset: slide.srcset });
    // The seeded slides keep their static pictures.
    expect(home.json().banners[0]).toMatchObject({
      image: '/images/banners/banner-1.svg',
      srcset: '',
    });

    const small = await addSlide(
      { alt: 'A small picture' },
      await picture(300, 200).png().toBuffer(),
    );
    expect(small.statusCode, small.body).toBe(201);
    expect(srcsetUrls(small.json().srcset).map((entry) => entry.width)).toEqual([300]);
  });

  it('refuse a text file named .jpg, a missing picture, a missing alt text and a foreign link', async () => {
    const text = await addSlide({ alt: 'Fake' }, Buffer.from('just some words, not a picture'));
    expect(text.statusCode).toBe(400);
    expect(text.json().fieldErrors.image).toEqual([
      'The picture must be a JPEG, PNG or WebP image',
    ]);

    const gif = await addSlide({ alt: 'Gif' }, await picture(20, 20).gif().toBuffer());
    expect(gif.statusCode).toBe(400);

    const noImage = await upload('/api/dashboard/content/slides', { alt: 'No picture' }, {});
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json().fieldErrors.image).toEqual([MEDIA_MESSAGES.image]);

    const noAlt = await addSlide({ alt: '  ', link: 'javascript:alert(1)' });
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json().fieldErrors).toMatchObject({
      alt: [MEDIA_MESSAGES.alt],
      link: [MEDIA_MESSAGES.link],
    });
  });

  it('drop EXIF and GPS data and turn the picture upright', async () => {
    // Taken with the camera turned: EXIF orientation 6, the author's name and a GPS position.
    const withExif = await picture(400, 200)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Artist: 'Someone Private' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 36/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(withExif).metadata()).orientation).toBe(6);
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const created = await addSlide({ alt: 'Turned' }, withExif);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ width: 200, height: 400 });
    const { url } = srcsetUrls(created.json().srcset)[0]!;
    const stored = await sharp((await t.app.inject({ method: 'GET', url })).rawPayload).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(stored).toMatchObject({ width: 200, height: 400 });
  });

  it(`are at most ${MAX_SLIDES}: the next one is refused with a message`, async () => {
    let count = (await get('/api/dashboard/content/slides')).json().length;
    while (count < MAX_SLIDES) {
      expect(
        (await addSlide({ alt: `Filler ${count}` }, await picture(64, 32).png().toBuffer()))
          .statusCode,
      ).toBe(201);
      count += 1;
    }
    const eleventh = await addSlide({ alt: 'One too many' });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toBe(MEDIA_MESSAGES.tooManySlides);
    expect((await get('/api/dashboard/content/slides')).json()).toHaveLength(MAX_SLIDES);
  });

  it('are edited at their version (a stale save is refused), reordered, removed, and undone', async () => {
    const list = (await get('/api/dashboard/content/slides')).json();
    const first = list[0];
    const saved = await json('PUT', `/api/dashboard/content/slides/${first.id}`, {
      alt: first.alt,
      title: 'Edited title',
      text: first.text,
      link: 'https://example.com/admissions',
      version: first.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stale = await json('PUT', `/api/dashboard/content/slides/${first.id}`, {
      alt: first.alt,
      title: 'Someone else',
      version: first.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(SITE_MESSAGES.changed);

    const history = (await get('/api/dashboard/content/history')).json();
    const edit = history.find(
      (entry: { summary: string }) => entry.summary === 'Slide edited: Edited title',
    );
    expect(edit).toMatchObject({ undoable: true });
    expect((await json('POST', `/api/dashboard/content/history/${edit.id}/undo`)).statusCode).toBe(
      204,
    );
    expect((await get('/api/dashboard/content/slides')).json()[0].title).toBe(first.title);

    // Reorder: the last first.
    const current = (await get('/api/dashboard/content/slides')).json();
    const order = [current.at(-1), ...current.slice(0, -1)].map(
      (s: { id: number; version: number }) => ({
        id: s.id,
        version: s.version,
      }),
    );
    const reordered = await json('PUT', '/api/dashboard/content/slides/order', { order });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().map((s: { id: number }) => s.id)).toEqual(order.map((s) => s.id));
    const again = await json('PUT', '/api/dashboard/content/slides/order', { order });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MEDIA_MESSAGES.orderChanged);
    const reorderEntry = (await get('/api/dashboard/content/history')).json()[0];
    expect(reorderEntry.summary).toBe('Slides reordered');
    expect(
      (await json('POST', `/api/dashboard/content/history/${reorderEntry.id}/undo`)).statusCode,
    ).toBe(204);
    expect(
      (await get('/api/dashboard/content/slides')).json().map((s: { id: number }) => s.id),
    ).toEqual(current.map((s: { id: number }) => s.id));

    // Remove, then undo the removal: the slide comes back with its picture.
    const last = (await get('/api/dashboard/content/slides')).json().at(-1);
    const removed = await json(
      'DELETE',
      `/api/dashboard/content/slides/${last.id}?version=${last.version}`,
    );
    expect(removed.statusCode).toBe(204);
    const removal = (await get('/api/dashboard/content/history')).json()[0];
    expect(removal).toMatchObject({ undoable: true });
    expect(
      (await json('POST', `/api/dashboard/content/history/${removal.id}/undo`)).statusCode,
    ).toBe(204);
    const back = (await get('/api/dashboard/content/slides')).json().at(-1);
    expect(back).toMatchObject({ alt: last.alt, srcset: last.srcset, position: last.position });
    expect((await t.app.inject({ method: 'GET', url: back.imageUrl })).statusCode).toBe(200);
  });
});

describe('gallery', () => {
  let albumId: number;

  it('starts with the earlier photos in one album, shown publicly', async () => {
    const albums = (await get('/api/dashboard/content/gallery/albums')).json();
    expect(albums).toEqual([expect.objectContaining({ title: 'Our centres', photoCount: 12 })]);
    const gallery = await t.app.inject({ method: 'GET', url: '/api/gallery' });
    expect(gallery.headers['cache-control']).toBe('public, no-cache');
    expect(gallery.json().albums).toEqual([{ id: albums[0].id, title: 'Our centres' }]);
    expect(gallery.json().items[0]).toMatchObject({ albumId: albums[0].id });
  });

  it('has albums created, renamed at their version, and photos uploaded one by one (a bad one alone refused)', async () => {
    const created = await json('POST', '/api/dashboard/content/gallery/albums', {
      title: 'Annual day',
    });
    expect(created.statusCode, created.body).toBe(201);
    albumId = created.json().id;
    const renamed = await json('PUT', `/api/dashboard/content/gallery/albums/${albumId}`, {
      title: 'Annual day 2026',
      version: created.json().version,
    });
    expect(renamed.statusCode).toBe(200);
    expect(
      (
        await json('PUT', `/api/dashboard/content/gallery/albums/${albumId}`, {
          title: 'Stale',
          version: created.json().version,
        })
      ).statusCode,
    ).toBe(409);
    const empty = await json('POST', '/api/dashboard/content/gallery/albums', { title: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors.title).toEqual([MEDIA_MESSAGES.albumTitle]);

    const url = `/api/dashboard/content/gallery/albums/${albumId}/photos`;
    const one = await upload(
      url,
      { alt: 'Students on stage', caption: 'Prize giving' },
      {
        photo: { data: await picture(1200, 900).jpeg().toBuffer(), filename: 'stage.jpg' },
      },
    );
    expect(one.statusCode, one.body).toBe(201);
    expect(srcsetUrls(one.json().srcset).map((entry) => entry.width)).toEqual([480, 960, 1200]);
    const two = await upload(
      url,
      { alt: 'The audience' },
      {
        photo: { data: await picture(800, 600).webp().toBuffer(), filename: 'hall.webp' },
      },
    );
    expect(two.statusCode, two.body).toBe(201);
    const bad = await upload(
      url,
      { alt: 'Broken' },
      {
        photo: { data: Buffer.from('%PDF-1.4 not a photo'), filename: 'photo.png' },
      },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.photo).toEqual(['The photo must be a JPEG, PNG or WebP image']);

    const photos = (await get(url)).json();
    expect(photos.map((p: { caption: string }) => p.caption)).toEqual(['Prize giving', '']);
    const gallery = (await t.app.inject({ method: 'GET', url: '/api/gallery' })).json();
    expect(gallery.albums.map((a: { title: string }) => a.title)).toEqual([
      'Our centres',
      'Annual day 2026',
    ]);
    expect(gallery.items.at(-1)).toMatchObject({ alt: 'The audience', albumId });
  });

  it('refuses to delete an album that holds photos; photos are edited, reordered and deleted with their files', async () => {
    const album = (await get('/api/dashboard/content/gallery/albums'))
      .json()
      .find((a: { id: number }) => a.id === albumId);
    const refused = await json(
      'DELETE',
      `/api/dashboard/content/gallery/albums/${albumId}?version=${album.version}`,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MEDIA_MESSAGES.albumNotEmpty(2));

    const url = `/api/dashboard/content/gallery/albums/${albumId}/photos`;
    const [first, second] = (await get(url)).json();
    const edited = await json('PUT', `/api/dashboard/content/gallery/photos/${second.id}`, {
      caption: 'The full hall',
      alt: 'The audience in the hall',
      version: second.version,
    });
    expect(edited.statusCode).toBe(200);
    const reordered = await json('PUT', `${url}/order`, {
      order: [
        { id: second.id, version: edited.json().version },
        { id: first.id, version: first.version },
      ],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().map((p: { id: number }) => p.id)).toEqual([second.id, first.id]);

    const files = srcsetUrls(first.srcset).map((entry) => entry.url);
    const fileIds = files.map((u) => Number(u.split('/').at(-1)));
    const keys = await t.app.db
      .selectFrom('files')
      .select('storage_key')
      .where('id', 'in', fileIds)
      .execute();
    expect(keys).toHaveLength(3);
    const current = (await get(url)).json().find((p: { id: number }) => p.id === first.id);
    const removed = await json(
      'DELETE',
      `/api/dashboard/content/gallery/photos/${first.id}?version=${current.version}`,
    );
    expect(removed.statusCode).toBe(204);
    for (const file of files)
      expect((await t.app.inject({ method: 'GET', url: file })).statusCode).toBe(404);
    expect(
      await t.app.db.selectFrom('files').select('id').where('id', 'in', fileIds).execute(),
    ).toEqual([]);
    for (const { storage_key } of keys) expect(await t.app.storage.exists(storage_key)).toBe(false);

    const history = (await get('/api/dashboard/content/history')).json();
    expect(history[0]).toMatchObject({
      summary: 'Gallery photo removed: Prize giving',
      undoable: false,
    });
    expect(
      (await json('POST', `/api/dashboard/content/history/${history[0].id}/undo`)).statusCode,
    ).toBe(409);
    const captionEdit = history.find(
      (e: { summary: string }) => e.summary === 'Gallery photo edited: The full hall',
    );
    expect(
      (await json('POST', `/api/dashboard/content/history/${captionEdit.id}/undo`)).statusCode,
    ).toBe(204);
    expect((await get(url)).json()[0]).toMatchObject({ caption: '', alt: 'The audience' });
  });

  it('deletes an empty album, and the deletion is undone', async () => {
    const url = `/api/dashboard/content/gallery/albums/${albumId}/photos`;
    const [photo] = (await get(url)).json();
    expect(
      (
        await json(
          'DELETE',
          `/api/dashboard/content/gallery/photos/${photo.id}?version=${photo.version}`,
        )
      ).statusCode,
    ).toBe(204);
    const album = (await get('/api/dashboard/content/gallery/albums'))
      .json()
      .find((a: { id: number }) => a.id === albumId);
    expect(album.photoCount).toBe(0);
    expect(
      (
        await json(
          'DELETE',
          `/api/dashboard/content/gallery/albums/${albumId}?version=${album.version}`,
        )
      ).statusCode,
    ).toBe(204);
    const entry = (await get('/api/dashboard/content/history')).json()[0];
    expect(entry.summary).toBe('Gallery album removed: Annual day 2026');
    expect((await json('POST', `/api/dashboard/content/history/${entry.id}/undo`)).statusCode).toBe(
      204,
    );
    const titles = (await get('/api/dashboard/content/gallery/albums'))
      .json()
      .map((a: { title: string }) => a.title);
    expect(titles).toEqual(['Our centres', 'Annual day 2026']);
    // An album without photos is not shown publicly.
    const gallery = (await t.app.inject({ method: 'GET', url: '/api/gallery' })).json();
    expect(gallery.albums.map((a: { title: string }) => a.title)).toEqual(['Our centres']);
  });

  it('is closed to plain staff', async () => {
    expect((await get('/api/dashboard/content/gallery/albums', staff)).statusCode).toBe(403);
    expect(
      (await json('POST', '/api/dashboard/content/gallery/albums', { title: 'X' }, staff))
        .statusCode,
    ).toBe(403);
  });
});
