import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES } from '@institute/shared/content/catalogue-pages';
import { MEDIA_MESSAGES } from '@institute/shared/content/media';
import { CONTENT_KINDS } from '../src/modules/content/kinds';
import { signInStaff } from './helpers/actors';
import { createUser } from './helpers/factories';
import { multipart } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';

// The generic repository writes a kind's table by name (kinds/kind-repository.ts), which the table
// owners' lint cannot read: this test holds each declared kind to the rule instead (decision 0067).
const owners = JSON.parse(
  readFileSync(new URL('../src/modules/table-owners.json', import.meta.url), 'utf8'),
) as Record<string, string>;

describe('declared content kinds', () => {
  it('write only tables the content module owns, or through the writes of the declared owner', () => {
    for (const kind of CONTENT_KINDS)
      expect([kind.table, owners[kind.table]]).toEqual([
        kind.table,
        kind.owner?.module ?? 'content',
      ]);
    // The gallery's tables stay the gallery module's (decision 0091), written through its writes.
    const gallery = CONTENT_KINDS.filter((kind) => kind.owner);
    expect(gallery.map((kind) => [kind.table, kind.owner?.module])).toEqual([
      ['gallery_albums', 'gallery'],
      ['gallery_items', 'gallery'],
    ]);
  });

  it('name their parent and their pictures by columns they read', () => {
    const bare = (column: string) => column.split('.').at(-1)!;
    for (const kind of CONTENT_KINDS) {
      const columns = new Set(kind.columns.map(bare));
      if (kind.parent) {
        expect([kind.path, columns.has(kind.parent.column)]).toEqual([kind.path, true]);
        // The parent is another kind's table, listed under its path.
        const parent = CONTENT_KINDS.find((other) => other.table === kind.parent!.table);
        expect([kind.path, parent?.path]).toEqual([kind.path, kind.parent.path]);
      }
      for (const column of Object.values(kind.optionalPicture?.columns ?? {}))
        expect([kind.path, columns.has(column)]).toEqual([kind.path, true]);
      // A kind has one picture at most: required (with the item) or optional (its own routes).
      expect([kind.path, Boolean(kind.picture && kind.optionalPicture)]).toEqual([
        kind.path,
        false,
      ]);
    }
    expect(CONTENT_KINDS.filter((kind) => kind.parent).map((kind) => kind.path)).toEqual([
      'course-cards',
      'gallery/photos',
    ]);
  });

  it('each have their own routes, audit entity, draft and Hindi kind', () => {
    const unique = (values: (string | undefined)[]) => {
      const given = values.filter((value) => value !== undefined);
      return new Set(given).size === given.length;
    };
    expect(unique(CONTENT_KINDS.map((kind) => kind.path))).toBe(true);
    expect(unique(CONTENT_KINDS.flatMap((kind) => [kind.entity, kind.reorder?.entity]))).toBe(true);
    expect(unique(CONTENT_KINDS.map((kind) => kind.draft?.name))).toBe(true);
    expect(unique(CONTENT_KINDS.map((kind) => kind.translation?.kind))).toBe(true);
  });

  it('keep the fields their history undoes in their input schema', () => {
    let checked = 0;
    for (const kind of CONTENT_KINDS) {
      const shape = (kind.schemas.input as unknown as { shape?: Record<string, unknown> }).shape;
      if (!shape) continue;
      checked += 1;
      for (const field of kind.fields)
        expect([kind.path, field in shape]).toEqual([kind.path, true]);
    }
    expect(checked).toBe(CONTENT_KINDS.length);
  });
});

// The engine's parent scope and optional picture (decision 0091), through the course cards and the
// gallery's photos: the same routes and answers the editors use.
describe('kinds inside a parent', () => {
  let t: TestApp;
  let headOffice: Record<string, string>;
  const BASE = '/api/dashboard/content';
  beforeAll(async () => {
    t = await createTestApp();
    headOffice = await signInStaff(t.app, await createUser(t.app, { role: 'head_office' }));
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: headOffice, ...(payload ? { payload } : {}) });
  const upload = (url: string, fields: Record<string, string>, file: string, data: Buffer) => {
    const form = multipart(fields, { [file]: { data, filename: 'p.jpg' } });
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...headOffice, ...form.headers },
      payload: form.payload,
    });
  };
  const jpeg = (width: number, height: number) => {
    const pixels = Buffer.alloc(width * height * 3);
    for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7 + (i >> 9)) % 256;
    return sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg()
      .toBuffer();
  };
  const history = async () =>
    (await call('GET', `${BASE}/history`)).json() as {
      id: number;
      summary: string;
      undoable: boolean;
    }[];
  const newPage = async (title: string) =>
    (await call('POST', `${BASE}/course-pages`, { title, summary: 'Courses' })).json() as {
      id: number;
    };
  type Card = {
    id: number;
    pageId: number;
    position: number;
    version: number;
    hasPicture: boolean;
    imageUrl: string;
  };
  const cards = async (pageId: number) =>
    (await call('GET', `${BASE}/course-pages/${pageId}/cards`)).json() as Card[];
  const addCard = async (pageId: number, title: string) =>
    (
      await call('POST', `${BASE}/course-pages/${pageId}/cards`, {
        title,
        semester: 'Six months',
        description: 'Basics',
      })
    ).json() as Card;

  it('are listed, added, put in order and undone within their parent only', async () => {
    const [first, second] = [await newPage('Parent One'), await newPage('Parent Two')];
    const a = await addCard(first.id, 'Alpha');
    const b = await addCard(first.id, 'Beta');
    const c = await addCard(second.id, 'Gamma');
    // Places are counted within each page.
    expect([a.position, b.position, c.position]).toEqual([0, 1, 0]);
    expect((await cards(first.id)).map((card) => card.id)).toEqual([a.id, b.id]);
    expect((await cards(second.id)).map((card) => card.id)).toEqual([c.id]);
    expect((await call('GET', `${BASE}/course-pages/999999/cards`)).statusCode).toBe(404);

    // An order naming another page's course, or not all of this page's, is refused.
    const mixed = { items: [b, c].map(({ id, version }) => ({ id, version })) };
    const refused = await call('PUT', `${BASE}/course-pages/${first.id}/cards/order`, mixed);
    expect([refused.statusCode, refused.json().message]).toEqual([409, CATALOGUE_MESSAGES.order]);
    const order = { items: [b, a].map(({ id, version }) => ({ id, version })) };
    const reordered = await call('PUT', `${BASE}/course-pages/${first.id}/cards/order`, order);
    expect(reordered.statusCode).toBe(200);
    expect((reordered.json() as Card[]).map((card) => card.id)).toEqual([b.id, a.id]);
    expect((await cards(second.id)).map((card) => card.position)).toEqual([0]);

    // The reorder's undo puts this page's order back; a removed course comes back to its page.
    const [reorder] = await history();
    expect(reorder).toMatchObject({ summary: 'Courses of a page reordered', undoable: true });
    expect((await call('POST', `${BASE}/history/${reorder!.id}/undo`)).statusCode).toBe(204);
    expect((await cards(first.id)).map((card) => card.id)).toEqual([a.id, b.id]);
    const [now] = await cards(first.id);
    expect(
      (await call('DELETE', `${BASE}/course-cards/${a.id}?version=${now!.version}`)).statusCode,
    ).toBe(204);
    const [removal] = await history();
    expect(removal).toMatchObject({ summary: 'Course removed: Alpha', undoable: true });
    expect((await call('POST', `${BASE}/history/${removal!.id}/undo`)).statusCode).toBe(204);
    const back = await cards(first.id);
    expect(back.map((card) => [card.pageId, card.position])).toEqual([
      [first.id, 0],
      [first.id, 1],
    ]);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['entity', 'entity_id', 'changes'])
      .where('entity', '=', 'course_card_order')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.entity_id).toBe(String(first.id));
  });

  it('have an optional picture: given, taken away, refused when there is none, undone', async () => {
    const page = await newPage('Parent Three');
    const card = await addCard(page.id, 'Delta');
    const none = await call(
      'DELETE',
      `${BASE}/course-cards/${card.id}/picture?version=${card.version}`,
    );
    expect([none.statusCode, none.json().message]).toEqual([409, CATALOGUE_MESSAGES.noPicture]);

    const given = await upload(
      `${BASE}/course-cards/${card.id}/picture`,
      { alt: 'A classroom', version: String(card.version) },
      'image',
      await jpeg(900, 600),
    );
    expect(given.statusCode).toBe(200);
    const withPicture = given.json() as Card & { imageAlt: string };
    expect([withPicture.hasPicture, withPicture.imageAlt]).toEqual([true, 'A classroom']);
    // The alt text is required while it has a picture.
    const noAlt = await call('PUT', `${BASE}/course-cards/${card.id}`, {
      title: 'Delta',
      semester: 'Six months',
      description: 'Basics',
      imageAlt: '',
      version: withPicture.version,
    });
    expect(noAlt.statusCode).toBe(400);

    const taken = await call(
      'DELETE',
      `${BASE}/course-cards/${card.id}/picture?version=${withPicture.version}`,
    );
    expect(taken.json()).toMatchObject({ hasPicture: false, imageAlt: '' });
    const [removal, change] = await history();
    expect(removal).toMatchObject({ summary: 'Course picture removed: Delta', undoable: true });
    expect(change).toMatchObject({ summary: 'Course picture changed: Delta' });
    // The undo puts the same picture back (its files were kept).
    expect((await call('POST', `${BASE}/history/${removal!.id}/undo`)).statusCode).toBe(204);
    const [restored] = await cards(page.id);
    expect(restored).toMatchObject({ hasPicture: true, imageUrl: withPicture.imageUrl });
  });

  it('with a required picture: a photo into its album with a thumbnail, removed without undo', async () => {
    const album = (
      await call('POST', `${BASE}/gallery/albums`, { title: 'Parent album' })
    ).json() as {
      id: number;
    };
    const missing = await upload(
      `${BASE}/gallery/albums/999999/photos`,
      { alt: 'x' },
      'photo',
      await jpeg(800, 600),
    );
    expect(missing.statusCode).toBe(404);
    const added = await upload(
      `${BASE}/gallery/albums/${album.id}/photos`,
      { alt: 'Students at work', caption: 'Lab' },
      'photo',
      await jpeg(1200, 800),
    );
    expect(added.statusCode).toBe(201);
    const photo = added.json() as {
      id: number;
      albumId: number;
      thumbUrl: string;
      srcset: string;
      version: number;
      position: number;
    };
    expect([photo.albumId, photo.position]).toEqual([album.id, 0]);
    const row = await t.app.db
      .selectFrom('gallery_items')
      .select(['file_id', 'thumb_file_id', 'thumb_width', 'width'])
      .where('id', '=', photo.id)
      .executeTakeFirstOrThrow();
    expect(row.thumb_file_id).not.toBe(row.file_id);
    expect(row.thumb_width).toBeLessThan(row.width);
    expect(photo.thumbUrl).toBe(`/api/media/${row.thumb_file_id}`);

    // An album that holds photos is not removed.
    const albums = (await call('GET', `${BASE}/gallery/albums`)).json() as {
      id: number;
      version: number;
      photoCount: number;
    }[];
    const shown = albums.find((item) => item.id === album.id)!;
    expect(shown.photoCount).toBe(1);
    const kept = await call(
      'DELETE',
      `${BASE}/gallery/albums/${album.id}?version=${shown.version}`,
    );
    expect([kept.statusCode, kept.json().message]).toEqual([409, MEDIA_MESSAGES.albumNotEmpty(1)]);

    expect(
      (await call('DELETE', `${BASE}/gallery/photos/${photo.id}?version=${photo.version}`))
        .statusCode,
    ).toBe(204);
    const files = await t.app.db
      .selectFrom('media_files')
      .select('file_id')
      .where('file_id', 'in', [row.file_id, row.thumb_file_id])
      .execute();
    expect(files).toEqual([]);
    const [removal] = await history();
    expect(removal).toMatchObject({ summary: 'Gallery photo removed: Lab', undoable: false });
  });
});
