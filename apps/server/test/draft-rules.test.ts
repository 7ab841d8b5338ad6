import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_MESSAGES } from '@institute/shared/content/pages';
import { CATALOGUE_MESSAGES } from '@institute/shared/content/catalogue-pages';
import { DRAFT_MESSAGES } from '@institute/shared/content/drafts';
import { MAX_SLIDES, MEDIA_MESSAGES } from '@institute/shared/content/media';
import { contentEditors } from './helpers/content-editors';
import { createTestApp, type TestApp } from './helpers/test-app';

// Drafts hold only what can be published (issue 37, point 6): a draft's save runs the rules its
// kind's Publish runs, with the same message on the same field; a draft that the published
// content has overtaken since it was saved says so in the drafts list, and Publish refuses it.

let t: TestApp;
let headOffice: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  ({ headOffice } = await contentEditors(t));
});
afterAll(async () => {
  await t.close();
});

interface Draft {
  id: number;
  kind: string;
  itemId: number | null;
  stale: boolean;
  refused: string | null;
}
interface Plan {
  id: number;
  months: number;
  label: string;
  version: number;
}

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: headOffice, ...(payload ? { payload } : {}) });
const drafts = async () => (await send('GET', '/api/dashboard/content/drafts')).json() as Draft[];
const plans = async () => (await send('GET', '/api/dashboard/content/plans')).json() as Plan[];
const saveDraft = (payload: object) => send('PUT', '/api/dashboard/content/drafts', payload);
const plan = (months: number) => ({
  months,
  label: `${months} Months`,
  path: '/course',
  features: ['Certificate'],
  price: null,
  showPrice: false,
});

describe('a draft of a duration plan', () => {
  it('of months another plan has is refused at save, with the months field message', async () => {
    const taken = (await plans())[0]!;
    const before = (await drafts()).length;
    const saved = await saveDraft({
      kind: 'plan',
      itemId: null,
      version: 0,
      data: plan(taken.months),
    });
    expect(saved.statusCode).toBe(400);
    const message = PAGE_MESSAGES.monthsTaken(taken.months);
    expect(saved.json()).toMatchObject({ message, fieldErrors: { months: [message] } });
    expect(await drafts()).toHaveLength(before);
  });

  it('changing a plan to another plan’s months is refused at save too', async () => {
    const [first, second] = await plans();
    const saved = await saveDraft({
      kind: 'plan',
      itemId: first!.id,
      version: first!.version,
      data: { ...plan(second!.months), label: first!.label },
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().fieldErrors.months).toEqual([PAGE_MESSAGES.monthsTaken(second!.months)]);
  });

  it('of free months is kept; once a plan of those months is published, the draft says Publish would be refused, and Publish refuses it', async () => {
    const used = new Set((await plans()).map((stored) => stored.months));
    const months = [13, 14, 15, 16, 17, 19, 23].find((m) => !used.has(m))!;
    const saved = await saveDraft({ kind: 'plan', itemId: null, version: 0, data: plan(months) });
    expect(saved.statusCode).toBe(200);
    const draft = saved.json() as Draft;
    expect(draft.refused).toBeNull();

    // Someone publishes a plan of the same months through the plans form meanwhile.
    const direct = await send('POST', '/api/dashboard/content/plans', plan(months));
    expect(direct.statusCode).toBe(201);

    const message = PAGE_MESSAGES.monthsTaken(months);
    const listed = (await drafts()).find((d) => d.id === draft.id)!;
    expect(listed).toMatchObject({ stale: false, refused: message });
    const one = await send('GET', `/api/dashboard/content/drafts/${draft.id}`);
    expect(one.json()).toMatchObject({ refused: message });

    const published = await send('POST', `/api/dashboard/content/drafts/${draft.id}/publish`);
    expect(published.statusCode).toBe(400);
    expect(published.json()).toMatchObject({ message, fieldErrors: { months: [message] } });
    // Nothing published twice; the draft stays, to be changed or discarded.
    expect((await plans()).filter((stored) => stored.months === months)).toHaveLength(1);
    expect((await drafts()).some((d) => d.id === draft.id)).toBe(true);

    // Saved again with other months, it may be published.
    const free = [13, 14, 15, 16, 17, 19, 23, 25].find((m) => m !== months && !used.has(m))!;
    const again = await saveDraft({
      kind: 'plan',
      itemId: null,
      version: 0,
      data: plan(free),
    });
    expect(again.statusCode).toBe(200);
    // The same draft (one per new plan), over the refused one.
    expect(again.json()).toMatchObject({ id: draft.id, refused: null });
    const ok = await send('POST', `/api/dashboard/content/drafts/${again.json().id}/publish`);
    expect(ok.statusCode).toBe(204);
    expect((await plans()).some((stored) => stored.months === free)).toBe(true);
  });
});

describe('a draft of a new course', () => {
  it('on a page that is not there is refused at save; on a page removed since, the draft says so and Publish refuses', async () => {
    const missing = await saveDraft({
      kind: 'course_card',
      itemId: null,
      version: 0,
      data: {
        pageId: 999_999,
        title: 'Tally',
        semester: 'One',
        description: 'Books',
        imageAlt: '',
      },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(DRAFT_MESSAGES.noItem);

    const page = await send('POST', '/api/dashboard/content/course-pages', {
      title: 'Short courses for draft rules',
      summary: 'Weekend courses',
    });
    expect(page.statusCode).toBe(201);
    const { id: pageId, version } = page.json() as { id: number; version: number };
    const saved = await saveDraft({
      kind: 'course_card',
      itemId: null,
      version: 0,
      data: { pageId, title: 'Tally', semester: 'One', description: 'Books', imageAlt: '' },
    });
    expect(saved.statusCode).toBe(200);
    const draft = saved.json() as Draft;
    expect(draft.refused).toBeNull();

    const removed = await send(
      'DELETE',
      `/api/dashboard/content/course-pages/${pageId}?version=${version}`,
    );
    expect(removed.statusCode).toBe(204);
    expect((await drafts()).find((d) => d.id === draft.id)).toMatchObject({
      refused: DRAFT_MESSAGES.noItem,
    });
    const published = await send('POST', `/api/dashboard/content/drafts/${draft.id}/publish`);
    expect(published.statusCode).toBe(404);
    expect(published.json().message).toBe(DRAFT_MESSAGES.noItem);
    expect((await drafts()).some((d) => d.id === draft.id)).toBe(true);
  });
});

describe('a draft of a new hero slide', () => {
  it('is refused at save while the carousel is full, with the message its save gives', async () => {
    const count = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('banners')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const now = new Date().toISOString();
    for (let position = await count(); position < MAX_SLIDES; position++) {
      await t.app.db
        .insertInto('banners')
        .values({
          image: '/images/banner.webp',
          width: 1600,
          height: 600,
          alt: `Slide ${position}`,
          title: '',
          text: '',
          position: 100 + position,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    const saved = await saveDraft({
      kind: 'slide',
      itemId: null,
      version: 0,
      data: { alt: 'Admissions open', title: 'Admissions', text: '', link: '' },
    });
    expect(saved.statusCode).toBe(409);
    expect(saved.json().message).toBe(MEDIA_MESSAGES.tooManySlides);
  });
});

describe('a draft of a course showing its own picture', () => {
  it('without alt text is refused at save, on the alt text field, as its save refuses it', async () => {
    const pages = (await send('GET', '/api/dashboard/content/course-pages')).json() as {
      id: number;
    }[];
    let card: { id: number; title: string; semester: string; version: number } | undefined;
    for (const page of pages) {
      const cards = (
        await send('GET', `/api/dashboard/content/course-pages/${page.id}/cards`)
      ).json() as {
        id: number;
        title: string;
        semester: string;
        version: number;
      }[];
      card = cards[0];
      if (card) break;
    }
    expect(card).toBeDefined();
    // The course has a picture of its own (as after an upload).
    await t.app.db
      .updateTable('course_cards')
      .set({ image: '/media/1', image_alt: 'Students at computers' })
      .where('id', '=', card!.id)
      .execute();
    const data = {
      title: card!.title,
      semester: card!.semester,
      description: 'Office tools',
      imageAlt: '',
    };
    const saved = await saveDraft({
      kind: 'course_card',
      itemId: card!.id,
      version: card!.version,
      data,
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().fieldErrors).toEqual({ imageAlt: [CATALOGUE_MESSAGES.alt] });
    const direct = await send('PUT', `/api/dashboard/content/course-cards/${card!.id}`, {
      ...data,
      version: card!.version,
    });
    expect(direct.json().fieldErrors).toEqual({ imageAlt: [CATALOGUE_MESSAGES.alt] });
  });
});
