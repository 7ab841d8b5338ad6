import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentEditors, webBuildRendering } from './helpers/content-editors';
import { createTestApp, type TestApp } from './helpers/test-app';

// Drafts with a preview before publishing (issue 17, decision 0030).

let t: TestApp;
let webDist: string;
let headOffice: Record<string, string>;
let headOfficeCookie: Record<string, string>;
let staff: Record<string, string>;
let editorStaff: Record<string, string>;

beforeAll(async () => {
  webDist = webBuildRendering(`
    const home = JSON.parse((await apiGet('/api/content/home')).body);
    return { status: 200, head: '', html: home.notices.map((n) => '<p>' + n.text + '</p>').join('') };
  `);
  t = await createTestApp({ WEB_DIST: webDist });
  ({ headOffice, headOfficeCookie, staff, editorStaff } = await contentEditors(t));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  headers: Record<string, string> = headOffice,
) =>
  payload === undefined
    ? t.app.inject({ method, url, headers })
    : t.app.inject({ method, url, headers, payload });

interface Draft {
  id: number;
  kind: string;
  itemId: number | null;
  title: string;
  version: number;
  savedBy: string;
  savedAt: string;
  previewPath: string;
  stale: boolean;
  data: Record<string, unknown>;
}
interface Notice {
  id: number;
  textEn: string;
  textHi: string;
  startsOn: string;
  endsOn: string;
  position: number;
  version: number;
}

const drafts = async (headers = headOffice) =>
  (await get('/api/dashboard/content/drafts', headers)).json() as Draft[];
const notices = async () =>
  (await get('/api/dashboard/content/notices', headOffice)).json() as Notice[];
const publicNotices = async (headers: Record<string, string> = {}) =>
  ((await get('/api/content/home', headers)).json().notices as { text: string }[]).map(
    (notice) => notice.text,
  );
const saveDraft = (payload: Record<string, unknown>, headers = headOffice) =>
  send('PUT', '/api/dashboard/content/drafts', payload, headers);
const noticeData = (notice: Notice, textEn: string) => ({
  textEn,
  textHi: notice.textHi,
  startsOn: notice.startsOn,
  endsOn: notice.endsOn,
  position: notice.position,
});
const previewHeader = (draft: Draft) => ({ 'x-content-preview': String(draft.id) });
const draftAudit = (action: string, draftId: number) =>
  t.app.db
    .selectFrom('audit_log')
    .select(['user_id', 'changes'])
    .where('entity', '=', 'content_draft')
    .where('action', '=', action)
    .where('entity_id', '=', String(draftId))
    .execute();

describe('a draft of a notice', () => {
  let notice: Notice;
  let draft: Draft;

  it('is kept, listed with who saved it, and changes nothing published', async () => {
    notice = (await notices())[0]!;
    const published = await publicNotices();
    const saved = await saveDraft({
      kind: 'notice',
      itemId: notice.id,
      version: notice.version,
      data: noticeData(notice, 'Draft: admissions close on Friday'),
    });
    expect(saved.statusCode).toBe(200);
    draft = saved.json() as Draft;
    expect(draft).toMatchObject({
      kind: 'notice',
      itemId: notice.id,
      version: notice.version,
      title: 'Draft: admissions close on Friday',
      previewPath: `/?preview=${draft.id}`,
      stale: false,
    });
    expect(draft.savedBy).not.toBe('');
    // Visible to every editor, staff head office let included.
    expect((await drafts(editorStaff)).map((d) => d.id)).toContain(draft.id);
    expect(await publicNotices()).toEqual(published);
    expect((await notices()).find((n) => n.id === notice.id)?.textEn).toBe(notice.textEn);
    expect(await draftAudit('save', draft.id)).toHaveLength(1);
  });

  it('is one per item: saving again replaces it', async () => {
    const again = await saveDraft({
      kind: 'notice',
      itemId: notice.id,
      version: notice.version,
      data: noticeData(notice, 'Draft: admissions close on Saturday'),
    });
    expect(again.json().id).toBe(draft.id);
    expect((await drafts()).filter((d) => d.kind === 'notice' && d.itemId === notice.id)).toEqual([
      expect.objectContaining({ title: 'Draft: admissions close on Saturday' }),
    ]);
  });

  it("is checked like a save: bad input gets the field's message and is not kept", async () => {
    const bad = await saveDraft({
      kind: 'notice',
      itemId: notice.id,
      version: notice.version,
      data: { ...noticeData(notice, ''), textHi: '', startsOn: '2026-12-05', endsOn: '2026-12-01' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors)).toEqual(
      expect.arrayContaining(['textEn', 'endsOn']),
    );
    expect((await get(`/api/dashboard/content/drafts/${draft.id}`, headOffice)).json().title).toBe(
      'Draft: admissions close on Saturday',
    );
    const missing = await saveDraft({
      kind: 'notice',
      itemId: 999999,
      version: 1,
      data: noticeData(notice, 'x'),
    });
    expect(missing.statusCode).toBe(404);
    const unknownKind = await saveDraft({ kind: 'gallery', itemId: null, version: 0, data: {} });
    expect(unknownKind.statusCode).toBe(400);
  });

  it('is previewed by an editor only, privately, and never changes what a visitor sees', async () => {
    const preview = await get('/api/content/home', { ...headOffice, ...previewHeader(draft) });
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.json().notices.map((n: { text: string }) => n.text)).toContain(
      'Draft: admissions close on Saturday',
    );
    // A visitor and staff without the permission get the published answer, header or not.
    for (const headers of [{}, staff]) {
      const plain = await get('/api/content/home', { ...headers, ...previewHeader(draft) });
      expect(plain.headers['cache-control']).toBe('public, no-cache');
      expect(plain.json().notices.map((n: { text: string }) => n.text)).not.toContain(
        'Draft: admissions close on Saturday',
      );
    }
    // The banner's details: editors only.
    expect((await get(`/api/content/preview/${draft.id}`, headOffice)).json()).toMatchObject({
      id: draft.id,
      kind: 'notice',
      label: 'Notice',
      editorPath: '/dashboard/Website#drafts-heading',
    });
    expect((await get(`/api/content/preview/${draft.id}`)).statusCode).toBe(404);
    expect((await get(`/api/content/preview/${draft.id}`, staff)).statusCode).toBe(404);
    // Staff without the permission cannot list, keep, publish or discard drafts.
    expect((await get('/api/dashboard/content/drafts', staff)).statusCode).toBe(403);
    expect(
      (
        await saveDraft(
          { kind: 'notice', itemId: notice.id, version: notice.version, data: {} },
          staff,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await send('POST', `/api/dashboard/content/drafts/${draft.id}/publish`, undefined, staff))
        .statusCode,
    ).toBe(403);
    expect(
      (await send('DELETE', `/api/dashboard/content/drafts/${draft.id}`, undefined, staff))
        .statusCode,
    ).toBe(403);
  });

  it('renders the page with the draft for the editor, unkept, and the published page for a visitor after', async () => {
    // A visitor's page is kept first, so a preview kept by mistake would show on the next one.
    expect((await get('/')).body).not.toContain('Saturday');
    const page = await get(`/?preview=${draft.id}`, headOfficeCookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Draft: admissions close on Saturday');
    expect(page.body).toContain('<meta name="robots" content="noindex">');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    const visitor = await get(`/?preview=${draft.id}`);
    expect(visitor.body).not.toContain('Saturday');
    expect(visitor.headers['cache-control']).toBe('private, no-store');
    expect((await get('/')).body).not.toContain('Saturday');
  });

  it('is published through the notice save: audited, in the history with undo, draft gone', async () => {
    const published = await send('POST', `/api/dashboard/content/drafts/${draft.id}/publish`);
    expect(published.statusCode).toBe(204);
    expect(await publicNotices()).toContain('Draft: admissions close on Saturday');
    expect((await get('/')).body).toContain('Draft: admissions close on Saturday');
    expect((await drafts()).map((d) => d.id)).not.toContain(draft.id);
    expect((await get(`/api/dashboard/content/drafts/${draft.id}`, headOffice)).statusCode).toBe(
      404,
    );
    const [latest] = (await get('/api/dashboard/content/history', headOffice)).json() as {
      summary: string;
      undoable: boolean;
    }[];
    expect(latest).toMatchObject({
      summary: 'Notice edited: Draft: admissions close on Saturday',
      undoable: true,
    });
    expect(await draftAudit('publish', draft.id)).toHaveLength(1);
  });
});

describe('two editors drafting the same item', () => {
  it("never writes over another editor's draft saved since the form was opened (409); concurrent saves keep one", async () => {
    const notice = (await notices()).at(-1)!;
    const data = (text: string) => noticeData(notice, text);
    const first = await saveDraft({
      kind: 'notice',
      itemId: notice.id,
      version: notice.version,
      replaces: null,
      data: data('Head office: the hall is booked on Monday'),
    });
    expect(first.statusCode, first.body).toBe(200);
    const headOfficeDraft = first.json() as Draft;

    // The other editor opened the form before it was saved: their save is refused...
    await new Promise((resolve) => setTimeout(resolve, 5));
    const unseen = await saveDraft(
      {
        kind: 'notice',
        itemId: notice.id,
        version: notice.version,
        replaces: null,
        data: data('Staff: closed on Monday'),
      },
      editorStaff,
    );
    expect(unseen.statusCode).toBe(409);
    expect(unseen.json().message).toBe(
      'Someone else saved a draft of this since you opened it. Close the form and open it again to see their draft.',
    );
    const kept = () =>
      drafts().then((all) => all.filter((d) => d.kind === 'notice' && d.itemId === notice.id));
    expect(await kept()).toEqual([
      expect.objectContaining({
        id: headOfficeDraft.id,
        title: 'Head office: the hall is booked on Monday',
      }),
    ]);

    // ...and once they have seen it, theirs replaces it.
    const seen = await saveDraft(
      {
        kind: 'notice',
        itemId: notice.id,
        version: notice.version,
        replaces: headOfficeDraft.savedAt,
        data: data('Staff: closed on Monday'),
      },
      editorStaff,
    );
    expect(seen.statusCode, seen.body).toBe(200);
    const staffDraft = seen.json() as Draft;
    expect(staffDraft.savedBy).not.toBe(headOfficeDraft.savedBy);

    // Head office saving the form as it held it (their own draft, now replaced) is refused.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const stale = await saveDraft({
      kind: 'notice',
      itemId: notice.id,
      version: notice.version,
      replaces: headOfficeDraft.savedAt,
      data: data('Head office: open on Monday after all'),
    });
    expect(stale.statusCode).toBe(409);
    expect(await kept()).toEqual([expect.objectContaining({ title: 'Staff: closed on Monday' })]);

    // Fifty saves at once, each over the draft they saw: one is kept, the others are told.
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        saveDraft({
          kind: 'notice',
          itemId: notice.id,
          version: notice.version,
          replaces: staffDraft.savedAt,
          data: data(`Save ${index}: closed on Monday`),
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json() as Draft;
    expect(await kept()).toEqual([expect.objectContaining({ title: winner.title })]);
  });
});

describe('a draft of a new notice', () => {
  it('shows in the preview among the others and is added when published', async () => {
    const saved = await saveDraft(
      {
        kind: 'notice',
        itemId: null,
        version: 0,
        data: {
          textEn: 'Draft: a brand new notice',
          textHi: '',
          startsOn: '',
          endsOn: '',
          position: 0,
        },
      },
      editorStaff,
    );
    expect(saved.statusCode).toBe(200);
    const draft = saved.json() as Draft;
    expect(draft).toMatchObject({ itemId: null, version: 0, stale: false });
    expect(await publicNotices({ ...headOffice, ...previewHeader(draft) })).toContain(
      'Draft: a brand new notice',
    );
    expect(await publicNotices()).not.toContain('Draft: a brand new notice');
    const count = (await notices()).length;
    expect(
      (
        await send(
          'POST',
          `/api/dashboard/content/drafts/${draft.id}/publish`,
          undefined,
          editorStaff,
        )
      ).statusCode,
    ).toBe(204);
    expect((await notices()).length).toBe(count + 1);
    expect(await publicNotices()).toContain('Draft: a brand new notice');
  });
});

describe('a draft of the About page', () => {
  const about = async () =>
    (await get('/api/dashboard/content/about', headOffice)).json() as {
      about: { intro: string; sections: unknown[]; stats: unknown[] };
      version: number;
    };

  it('started before someone published is refused (409) and overwrites nothing; the draft stays', async () => {
    const opened = await about();
    const saved = await saveDraft({
      kind: 'about_page',
      itemId: null,
      version: opened.version,
      data: { ...opened.about, intro: 'The draft introduction' },
    });
    expect(saved.statusCode).toBe(200);
    const draft = saved.json() as Draft;
    expect(draft.previewPath).toBe(`/about?preview=${draft.id}`);
    expect(
      (await get('/api/content/about', { ...headOffice, ...previewHeader(draft) })).json().intro,
    ).toBe('The draft introduction');

    // Someone else saves the page meanwhile.
    const direct = await send('PUT', '/api/dashboard/content/about', {
      ...opened.about,
      intro: 'Published by someone else',
      version: opened.version,
    });
    expect(direct.statusCode).toBe(200);

    const refused = await send('POST', `/api/dashboard/content/drafts/${draft.id}/publish`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Someone else saved/);
    expect((await get('/api/content/about')).json().intro).toBe('Published by someone else');
    expect((await drafts()).find((d) => d.id === draft.id)).toMatchObject({ stale: true });
  });

  it('is discarded, audited', async () => {
    const [draft] = (await drafts()).filter((d) => d.kind === 'about_page');
    const discarded = await send('DELETE', `/api/dashboard/content/drafts/${draft!.id}`);
    expect(discarded.statusCode).toBe(204);
    expect((await drafts()).map((d) => d.id)).not.toContain(draft!.id);
    expect(await draftAudit('discard', draft!.id)).toHaveLength(1);
    expect((await send('DELETE', `/api/dashboard/content/drafts/${draft!.id}`)).statusCode).toBe(
      404,
    );
  });
});

describe('drafts of a slide, a course page and a course', () => {
  it("keep a slide's words for items already there only, previewed on the home page", async () => {
    const [slide] = (await get('/api/dashboard/content/slides', headOffice)).json() as {
      id: number;
      alt: string;
      title: string;
      text: string;
      link: string;
      version: number;
    }[];
    const words = { alt: slide!.alt, title: 'Draft slide title', text: slide!.text, link: '' };
    const newSlide = await saveDraft({ kind: 'slide', itemId: null, version: 0, data: words });
    expect(newSlide.statusCode).toBe(400);
    const saved = await saveDraft({
      kind: 'slide',
      itemId: slide!.id,
      version: slide!.version,
      data: words,
    });
    expect(saved.statusCode).toBe(200);
    const draft = saved.json() as Draft;
    const banners = async (headers: Record<string, string>) =>
      ((await get('/api/content/home', headers)).json().banners as { title: string }[]).map(
        (banner) => banner.title,
      );
    expect(await banners({ ...headOffice, ...previewHeader(draft) })).toContain(
      'Draft slide title',
    );
    expect(await banners({})).not.toContain('Draft slide title');
    expect(
      (await send('POST', `/api/dashboard/content/drafts/${draft.id}/publish`)).statusCode,
    ).toBe(204);
    expect(await banners({})).toContain('Draft slide title');
  });

  it("preview a course page's title and a course's words on that page, at its address", async () => {
    const [page] = (await get('/api/dashboard/content/course-pages', headOffice)).json() as {
      id: number;
      slug: string;
      path: string;
      title: string;
      summary: string;
      version: number;
    }[];
    const [card] = (
      await get(`/api/dashboard/content/course-pages/${page!.id}/cards`, headOffice)
    ).json() as {
      id: number;
      title: string;
      semester: string;
      description: string;
      version: number;
    }[];
    const pageDraft = (
      await saveDraft({
        kind: 'course_page',
        itemId: page!.id,
        version: page!.version,
        data: { title: 'Draft page title', summary: page!.summary },
      })
    ).json() as Draft;
    expect(pageDraft.previewPath).toBe(`${page!.path}?preview=${pageDraft.id}`);
    const cardDraft = (
      await saveDraft({
        kind: 'course_card',
        itemId: card!.id,
        version: card!.version,
        data: {
          title: 'Draft course title',
          semester: card!.semester,
          description: card!.description,
        },
      })
    ).json() as Draft;
    expect(cardDraft.previewPath).toBe(`${page!.path}?preview=${cardDraft.id}`);

    const url = `/api/content/pages/${page!.slug}`;
    expect((await get(url, { ...headOffice, ...previewHeader(pageDraft) })).json().title).toBe(
      'Draft page title',
    );
    const previewed = (await get(url, { ...headOffice, ...previewHeader(cardDraft) })).json();
    expect(previewed.cards.map((c: { title: string }) => c.title)).toContain('Draft course title');
    expect(previewed.title).toBe(page!.title);
    const plain = (await get(url, previewHeader(cardDraft))).json();
    expect(plain.cards.map((c: { title: string }) => c.title)).not.toContain('Draft course title');

    for (const draft of [pageDraft, cardDraft]) {
      expect((await send('DELETE', `/api/dashboard/content/drafts/${draft.id}`)).statusCode).toBe(
        204,
      );
    }
  });
});
