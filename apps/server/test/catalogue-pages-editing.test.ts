import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES } from '@institute/shared/content/catalogue-pages';
import { SITE_MESSAGES } from '@institute/shared/content/site';
import { signInStaff } from './helpers/actors';
import { createUser } from './helpers/factories';
import { multipart } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';

// Head office edits the 'Our Courses' pages and their course cards (issue 17, decision 0028).

let t: TestApp;
let headOffice: Record<string, string>;
let staff: Record<string, string>;
let staffId: number;

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
  staffId = member.id;
  staff = await signInStaff(t.app, member);
});
afterAll(() => t.close());

const BASE = '/api/dashboard/content';

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  headers: Record<string, string> = headOffice,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

function upload(
  url: string,
  fields: Record<string, string>,
  files: Record<string, { data: Buffer; filename: string }>,
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

/** A photo-like image of the given size. */
function picture(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 5 + (i >> 8)) % 256;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

interface Page {
  id: number;
  slug: string;
  kind: string;
  path: string;
  title: string;
  summary: string;
  cardCount: number;
  version: number;
}
interface Card {
  id: number;
  pageId: number;
  title: string;
  semester: string;
  description: string;
  imageUrl: string;
  hasPicture: boolean;
  srcset: string;
  imageAlt: string;
  version: number;
}

const pages = async () => (await get(`${BASE}/course-pages`, headOffice)).json() as Page[];
const cards = async (pageId: number) =>
  (await get(`${BASE}/course-pages/${pageId}/cards`, headOffice)).json() as Card[];
const history = async () =>
  (await get(`${BASE}/history`, headOffice)).json() as {
    id: number;
    summary: string;
    undoable: boolean;
  }[];
const undo = (id: number) => send('POST', `${BASE}/history/${id}/undo`);
const fieldErrors = (response: { json: () => unknown }) =>
  (response.json() as { fieldErrors?: Record<string, string[]> }).fieldErrors ?? {};

async function addPage(title: string, summary = `All about ${title}.`) {
  const response = await send('POST', `${BASE}/course-pages`, { title, summary });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Page;
}

async function addCard(pageId: number, title: string, description = 'Subjects of semester 1') {
  const response = await send('POST', `${BASE}/course-pages/${pageId}/cards`, {
    title,
    semester: 'Semester 1',
    description,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Card;
}

describe('who may edit the course pages', () => {
  it('plain centre staff get 403 before the body is read; strangers 401', async () => {
    // A body the schema would refuse: the permission answers first.
    const refused = await send('POST', `${BASE}/course-pages`, { title: 1 }, staff);
    expect(refused.statusCode).toBe(403);
    expect((await get(`${BASE}/course-pages`, staff)).statusCode).toBe(403);
    expect((await get(`${BASE}/course-pages`)).statusCode).toBe(401);
    const form = multipart(
      { alt: 'x', version: '1' },
      {
        image: { data: Buffer.from('x'), filename: 'a.jpg' },
      },
    );
    const upload403 = await t.app.inject({
      method: 'POST',
      url: `${BASE}/course-cards/1/picture`,
      headers: { ...staff, ...form.headers },
      payload: form.payload,
    });
    expect(upload403.statusCode).toBe(403);
    expect(
      (await send('DELETE', `${BASE}/course-cards/1?version=1`, undefined, staff)).statusCode,
    ).toBe(403);
  });
});

describe('website editors', () => {
  it('centre staff head office lets edit the website edit the course pages too', async () => {
    const granted = await send('PUT', `${BASE}/editors/${staffId}`, { canEditContent: true });
    expect(granted.statusCode, granted.body).toBe(204);
    const page = (
      await send(
        'POST',
        `${BASE}/course-pages`,
        {
          title: 'Staff Added',
          summary: 'Added by a centre.',
        },
        staff,
      )
    ).json() as Page;
    expect(page.slug).toBe('staff-added');
    expect(
      (
        await send(
          'DELETE',
          `${BASE}/course-pages/${page.id}?version=${page.version}`,
          undefined,
          staff,
        )
      ).statusCode,
    ).toBe(204);
    await send('PUT', `${BASE}/editors/${staffId}`, { canEditContent: false });
    expect((await get(`${BASE}/course-pages`, staff)).statusCode).toBe(403);
  });
});

describe('catalogue pages', () => {
  it('lists the seeded catalogue and duration pages with their courses', async () => {
    const list = await pages();
    expect(list.find((page) => page.slug === 'certificate')).toMatchObject({
      kind: 'catalogue',
      path: '/course/certificate',
      title: 'Short Certificate Courses',
    });
    expect(list.find((page) => page.slug === 'one')).toMatchObject({
      kind: 'duration',
      path: '/one',
    });
    expect(list.every((page) => page.version >= 1)).toBe(true);
  });

  it('refuse bad input with field messages, never a 500', async () => {
    const empty = await send('POST', `${BASE}/course-pages`, { title: '  ', summary: '' });
    expect(empty.statusCode).toBe(400);
    expect(fieldErrors(empty)).toMatchObject({
      title: [CATALOGUE_MESSAGES.pageTitle],
      summary: [CATALOGUE_MESSAGES.pageSummary],
    });
    const noLetters = await send('POST', `${BASE}/course-pages`, { title: '!!!', summary: 'x' });
    expect(fieldErrors(noLetters).title).toEqual([CATALOGUE_MESSAGES.slug]);
    const long = await send('POST', `${BASE}/course-pages`, {
      title: 'x'.repeat(101),
      summary: 'x',
    });
    expect(fieldErrors(long).title).toEqual([CATALOGUE_MESSAGES.tooLong(100)]);
  });

  it('are added with an address made from the title, unique; shown on /course and in the sitemap', async () => {
    const page = await addPage('Spoken English & Soft Skills', 'Speaking, writing and interviews.');
    expect(page).toMatchObject({
      slug: 'spoken-english-and-soft-skills',
      path: '/course/spoken-english-and-soft-skills',
      kind: 'catalogue',
      cardCount: 0,
    });
    const taken = await send('POST', `${BASE}/course-pages`, {
      title: 'Spoken English and Soft-Skills',
      summary: 'Another',
    });
    expect(taken.statusCode).toBe(400);
    expect(fieldErrors(taken).title).toEqual([
      CATALOGUE_MESSAGES.slugTaken('spoken-english-and-soft-skills'),
    ]);
    // Not the address of a duration page either.
    const duration = await send('POST', `${BASE}/course-pages`, { title: 'One', summary: 'x' });
    expect(duration.statusCode).toBe(400);

    const courses = await get('/api/content/courses');
    expect(courses.headers['cache-control']).toBe('public, no-cache');
    expect(courses.json().pages.at(-1)).toMatchObject({
      path: '/course/spoken-english-and-soft-skills',
      title: 'Spoken English & Soft Skills',
    });
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain('/course/spoken-english-and-soft-skills</loc>');
  });

  it('keep their address when renamed; a stale save (even a concurrent one) gets 409', async () => {
    const page = await addPage('Rename Me');
    const save = (title: string) =>
      send('PUT', `${BASE}/course-pages/${page.id}`, {
        title,
        summary: 'New summary.',
        version: page.version,
      });
    const [first, second] = await Promise.all([save('Renamed A'), save('Renamed B')]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const lost = first.statusCode === 409 ? first : second;
    expect(lost.json().message).toBe(SITE_MESSAGES.changed);
    const saved = (first.statusCode === 200 ? first : second).json() as Page;
    expect(saved.slug).toBe('rename-me');
    expect(saved.version).toBe(page.version + 1);
    const shown = (await get('/api/content/pages/rename-me')).json();
    expect(shown).toMatchObject({ title: saved.title, summary: 'New summary.' });
  });

  it('are removed only when empty; a duration page is never removed; the removal is undone', async () => {
    const page = await addPage('Short Lived');
    await addCard(page.id, 'Only course');
    const current = (await pages()).find((item) => item.id === page.id)!;
    const full = await send('DELETE', `${BASE}/course-pages/${page.id}?version=${current.version}`);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(CATALOGUE_MESSAGES.pageHasCards(1));

    const one = (await pages()).find((item) => item.slug === 'one')!;
    const duration = await send('DELETE', `${BASE}/course-pages/${one.id}?version=${one.version}`);
    expect(duration.statusCode).toBe(409);

    const [card] = await cards(page.id);
    expect(
      (await send('DELETE', `${BASE}/course-cards/${card!.id}?version=${card!.version}`))
        .statusCode,
    ).toBe(204);
    const stale = await send(
      'DELETE',
      `${BASE}/course-pages/${page.id}?version=${current.version - 1}`,
    );
    expect(stale.statusCode).toBe(409);
    expect(
      (await send('DELETE', `${BASE}/course-pages/${page.id}?version=${current.version}`))
        .statusCode,
    ).toBe(204);
    expect((await get('/api/content/pages/short-lived')).statusCode).toBe(404);
    expect((await get('/sitemap.xml')).body).not.toContain('/course/short-lived<');

    const [removal] = await history();
    expect(removal).toMatchObject({ summary: 'Course page removed: Short Lived', undoable: true });
    expect((await undo(removal!.id)).statusCode).toBe(204);
    expect((await get('/api/content/pages/short-lived')).json()).toMatchObject({
      title: 'Short Lived',
    });
    expect((await undo(removal!.id)).statusCode).toBe(409);
  });

  it('are reordered as a whole list of catalogue pages; a stale order is refused; undone', async () => {
    const catalogue = (await pages()).filter((page) => page.kind === 'catalogue');
    const reversed = [...catalogue].reverse().map(({ id, version }) => ({ id, version }));
    const partial = await send('PUT', `${BASE}/course-pages/order`, { items: reversed.slice(1) });
    expect(partial.statusCode).toBe(409);
    const saved = await send('PUT', `${BASE}/course-pages/order`, { items: reversed });
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = (await get('/api/content/courses')).json().pages.map((page: Page) => page.slug);
    expect(shown).toEqual([...catalogue].reverse().map((page) => page.slug));
    const stale = await send('PUT', `${BASE}/course-pages/order`, { items: reversed });
    expect(stale.statusCode).toBe(409);

    const [latest] = await history();
    expect(latest).toMatchObject({ summary: 'Catalogue pages reordered' });
    expect((await undo(latest!.id)).statusCode).toBe(204);
    const back = (await get('/api/content/courses')).json().pages.map((page: Page) => page.slug);
    expect(back).toEqual(catalogue.map((page) => page.slug));
  });
});

describe('course cards', () => {
  it('refuse bad input with field messages', async () => {
    const page = (await pages()).find((item) => item.slug === 'three')!;
    const bad = await send('POST', `${BASE}/course-pages/${page.id}/cards`, {
      title: '',
      semester: ' ',
      description: '\n \n',
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad)).toMatchObject({
      title: [CATALOGUE_MESSAGES.cardTitle],
      semester: [CATALOGUE_MESSAGES.semester],
      description: [CATALOGUE_MESSAGES.description],
    });
    expect(
      (
        await send('POST', `${BASE}/course-pages/999999/cards`, {
          title: 'x',
          semester: 'y',
          description: 'z',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('are added, edited and ordered on duration pages too; the public page follows; undone', async () => {
    const page = await addPage('Card Lab');
    const first = await addCard(
      page.id,
      'Tally Basics',
      '  Ledgers and vouchers \n\n GST returns  ',
    );
    expect(first).toMatchObject({
      description: 'Ledgers and vouchers\nGST returns',
      hasPicture: false,
      imageUrl: '/images/course-book.svg',
    });
    const second = await addCard(page.id, 'Busy Basics');

    const edited = await send('PUT', `${BASE}/course-cards/${first.id}`, {
      title: 'Tally Prime Basics',
      semester: 'Semester 1 and 2',
      description: 'Ledgers\nGST',
      version: first.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const stale = await send('PUT', `${BASE}/course-cards/${first.id}`, {
      title: 'Lost',
      semester: 'Semester 1',
      description: 'x',
      version: first.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(SITE_MESSAGES.changed);

    const now = await cards(page.id);
    const order = await send('PUT', `${BASE}/course-pages/${page.id}/cards/order`, {
      items: [...now].reverse().map(({ id, version }) => ({ id, version })),
    });
    expect(order.statusCode, order.body).toBe(200);
    const shown = (await get('/api/content/pages/card-lab')).json();
    expect(shown.cards.map((card: Card) => card.title)).toEqual([
      'Busy Basics',
      'Tally Prime Basics',
    ]);
    expect(shown.cards[1]).toMatchObject({
      semester: 'Semester 1 and 2',
      description: 'Ledgers\nGST',
      image: '/images/course-book.svg',
      srcset: '',
      alt: '',
      width: 320,
      height: 200,
    });

    // Undo the order, then the edit.
    const entries = await history();
    expect(entries[0]).toMatchObject({ summary: 'Courses of a page reordered' });
    expect((await undo(entries[0]!.id)).statusCode).toBe(204);
    const edit = entries.find((entry) => entry.summary === 'Course edited: Tally Prime Basics')!;
    expect((await undo(edit.id)).statusCode).toBe(204);
    const back = (await get('/api/content/pages/card-lab')).json();
    expect(back.cards.map((card: Card) => card.title)).toEqual(['Tally Basics', 'Busy Basics']);
    expect(back.cards[0].description).toBe('Ledgers and vouchers\nGST returns');
    expect(second.id).toBe(back.cards[1].id);

    // A duration page's courses are edited the same way; put back what changed.
    const three = (await pages()).find((item) => item.slug === 'three')!;
    const extra = await addCard(three.id, 'Extra Three Month Course');
    expect((await get('/api/content/pages/three')).json().cards.at(-1).title).toBe(
      'Extra Three Month Course',
    );
    expect(
      (await send('DELETE', `${BASE}/course-cards/${extra.id}?version=${extra.version}`))
        .statusCode,
    ).toBe(204);
  });

  it('take an uploaded picture with alt text: re-encoded, responsive, shown with srcset; removal and undo', async () => {
    const page = await addPage('Picture Lab');
    const card = await addCard(page.id, 'Photography');

    const noAlt = await upload(
      `${BASE}/course-cards/${card.id}/picture`,
      { alt: '', version: String(card.version) },
      { image: { data: await picture(1200, 800), filename: 'camera.jpg' } },
    );
    expect(noAlt.statusCode).toBe(400);
    expect(fieldErrors(noAlt).alt).toEqual([CATALOGUE_MESSAGES.alt]);

    const notImage = await upload(
      `${BASE}/course-cards/${card.id}/picture`,
      { alt: 'A camera', version: String(card.version) },
      { image: { data: Buffer.from('<svg></svg>'), filename: 'x.jpg' } },
    );
    expect(notImage.statusCode).toBe(400);
    expect(fieldErrors(notImage).image).toEqual(['The picture must be a JPEG, PNG or WebP image']);

    const stale = await upload(
      `${BASE}/course-cards/${card.id}/picture`,
      { alt: 'A camera', version: String(card.version + 5) },
      { image: { data: await picture(1200, 800), filename: 'camera.jpg' } },
    );
    expect(stale.statusCode).toBe(409);

    const saved = await upload(
      `${BASE}/course-cards/${card.id}/picture`,
      { alt: 'A camera on a tripod', version: String(card.version) },
      { image: { data: await picture(1200, 800), filename: 'camera.jpg' } },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const withPicture = saved.json() as Card;
    expect(withPicture).toMatchObject({ hasPicture: true, imageAlt: 'A camera on a tripod' });
    const widths = withPicture.srcset.split(', ').map((entry) => entry.split(' ')[1]);
    expect(widths).toEqual(['480w', '960w', '1200w']);

    const shown = (await get('/api/content/pages/picture-lab')).json().cards[0];
    expect(shown).toMatchObject({
      alt: 'A camera on a tripod',
      srcset: withPicture.srcset,
      width: 1200,
      height: 800,
    });
    const image = await get(shown.image);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(960);

    // The alt text cannot be emptied while the picture is there.
    const emptied = await send('PUT', `${BASE}/course-cards/${card.id}`, {
      title: 'Photography',
      semester: 'Semester 1',
      description: 'x',
      imageAlt: '',
      version: withPicture.version,
    });
    expect(fieldErrors(emptied).imageAlt).toEqual([CATALOGUE_MESSAGES.alt]);

    const removed = await send(
      'DELETE',
      `${BASE}/course-cards/${card.id}/picture?version=${withPicture.version}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({
      hasPicture: false,
      imageUrl: '/images/course-book.svg',
    });

    const [removal] = await history();
    expect(removal).toMatchObject({ summary: 'Course picture removed: Photography' });
    expect((await undo(removal!.id)).statusCode).toBe(204);
    expect((await get('/api/content/pages/picture-lab')).json().cards[0].srcset).toBe(
      withPicture.srcset,
    );

    // A removed course comes back with its picture.
    const current = (await cards(page.id))[0]!;
    expect(
      (await send('DELETE', `${BASE}/course-cards/${card.id}?version=${current.version}`))
        .statusCode,
    ).toBe(204);
    expect((await get('/api/content/pages/picture-lab')).json().cards).toEqual([]);
    const [deletion] = await history();
    expect(deletion).toMatchObject({ summary: 'Course removed: Photography', undoable: true });
    expect((await undo(deletion!.id)).statusCode).toBe(204);
    const restored = (await get('/api/content/pages/picture-lab')).json().cards[0];
    expect(restored).toMatchObject({ title: 'Photography', srcset: withPicture.srcset });
  });
});
