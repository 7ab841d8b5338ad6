import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff } from './helpers/actors';
import { createUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';
import { createContentRepository } from '../src/modules/content/content.repository';
import { seedContent } from '../src/modules/content/content.service';

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

const SETTINGS = {
  instituteName: 'Shiksha Computer Institute',
  phone: '+91 98765 43210',
  phone2: '0522-2345678',
  email: 'office@shiksha.example.in',
  address: '12 Hazratganj, Lucknow, Uttar Pradesh 226001',
  mapLink: 'https://maps.example.com/?q=Hazratganj',
  openingHours: 'Mon–Sat 9:00–18:00',
  footerText: 'Affiliated training partner since 2009.',
  social: {
    facebook: 'https://www.facebook.com/shiksha.lko',
    instagram: '',
    linkedin: '',
    telegram: '',
    twitter: '',
  },
};

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload: Record<string, unknown> | undefined,
  headers: Record<string, string> = headOffice,
) =>
  payload === undefined
    ? t.app.inject({ method, url, headers })
    : t.app.inject({ method, url, headers, payload });

describe('site settings', () => {
  it('start unset: the name only, no made-up contact details, and the editor sees a checklist flag', async () => {
    const site = await get('/api/content/site');
    expect(site.statusCode).toBe(200);
    expect(site.json()).toMatchObject({
      instituteName: 'RV Institute of Computer & Vocational Training',
      phone: '',
      email: '',
      address: '',
    });
    const editable = await get('/api/dashboard/content/site', headOffice);
    expect(editable.json()).toMatchObject({ configured: false, version: 0 });
  });

  it('are saved by head office, shown publicly at once, audited, and a stale save is refused', async () => {
    const saved = await send('PUT', '/api/dashboard/content/site', { ...SETTINGS, version: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ configured: true, version: 1 });
    const site = await get('/api/content/site');
    expect(site.json()).toEqual({ ...SETTINGS, logo: null });
    expect(site.headers['cache-control']).toBe('public, no-cache');

    // A second editor who opened version 0 is told, and nothing is overwritten.
    const stale = await send('PUT', '/api/dashboard/content/site', {
      ...SETTINGS,
      phone: '9123456789',
      version: 0,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'Someone else saved this since you opened it. Reload to see their change, then make yours again.',
    );
    expect((await get('/api/content/site')).json().phone).toBe('+91 98765 43210');

    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('entity', '=', 'site_settings')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.changes!).phone).toEqual(['', '+91 98765 43210']);
  });

  it('two saves of the same version at once: one wins, the other is told', async () => {
    const { version } = (await get('/api/dashboard/content/site', headOffice)).json();
    const answers = await Promise.all(
      ['9000000001', '9000000002', '9000000003', '9000000004'].map((phone) =>
        send('PUT', '/api/dashboard/content/site', { ...SETTINGS, phone, version }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json().settings.phone;
    expect((await get('/api/content/site')).json().phone).toBe(winner);
  });

  it("bad input gets each field's message and changes nothing", async () => {
    const { version, settings } = (await get('/api/dashboard/content/site', headOffice)).json();
    const bad = await send('PUT', '/api/dashboard/content/site', {
      ...SETTINGS,
      instituteName: '  ',
      phone: '12345',
      email: 'not-an-address',
      mapLink: 'http://maps.example.com',
      social: { ...SETTINGS.social, twitter: 'javascript:alert(1)' },
      version,
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().fieldErrors;
    expect(fields.instituteName).toEqual(['Enter the institute name']);
    expect(fields.phone[0]).toMatch(/^Enter a phone number of 10 digits/);
    expect(fields.email).toEqual(['Enter a valid e-mail address']);
    expect(fields.mapLink).toEqual(['Enter a full link starting with https://']);
    expect(fields['social.twitter']).toEqual(['Enter a full link starting with https://']);
    expect((await get('/api/content/site')).json()).toEqual({ ...settings, logo: null });
  });

  it('is for head office (and staff it lets) only', async () => {
    expect((await get('/api/dashboard/content/site')).statusCode).toBe(401);
    expect((await get('/api/dashboard/content/site', staff)).statusCode).toBe(403);
    const put = await send(
      'PUT',
      '/api/dashboard/content/site',
      { ...SETTINGS, version: 9 },
      staff,
    );
    expect(put.statusCode).toBe(403);
  });
});

describe('notices', () => {
  const home = async () =>
    (await get('/api/content/home')).json().notices as { text: string; lang: string }[];

  it('head office adds an English and Hindi notice, shown on the home page in English', async () => {
    const created = await send('POST', '/api/dashboard/content/notices', {
      textEn: 'Admissions open for the January batch.',
      textHi: 'जनवरी बैच के लिए प्रवेश खुले हैं।',
      position: 0,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ version: 1, showing: true });
    expect(await home()).toContainEqual({
      id: created.json().id,
      text: 'Admissions open for the January batch.',
      lang: 'en',
    });
    // The seeded Hindi-only notice is still shown in Hindi.
    expect((await home()).some((n) => n.lang === 'hi' && n.text.includes('लघु जल'))).toBe(true);
  });

  it('shows a notice only between its first and last day', async () => {
    const past = await send('POST', '/api/dashboard/content/notices', {
      textEn: 'Diwali holidays: centres closed.',
      startsOn: '2020-10-20',
      endsOn: '2020-10-25',
    });
    const future = await send('POST', '/api/dashboard/content/notices', {
      textEn: 'Exams in the year 2999.',
      startsOn: '2999-01-01',
    });
    expect(past.json().showing).toBe(false);
    expect(future.json().showing).toBe(false);
    const texts = (await home()).map((n) => n.text);
    expect(texts).not.toContain('Diwali holidays: centres closed.');
    expect(texts).not.toContain('Exams in the year 2999.');
  });

  it('refuses a notice with no text or with its end before its start', async () => {
    const empty = await send('POST', '/api/dashboard/content/notices', { textEn: ' ', textHi: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors.textEn).toEqual(['Enter the notice in English or in Hindi']);
    const backwards = await send('POST', '/api/dashboard/content/notices', {
      textEn: 'Open day',
      startsOn: '2026-12-10',
      endsOn: '2026-12-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fieldErrors.endsOn).toEqual([
      'The end date cannot be before the start date',
    ]);
  });

  it('edits with the version read; a stale edit or delete is refused; delete removes it', async () => {
    const created = (
      await send('POST', '/api/dashboard/content/notices', { textEn: 'Old text', position: 5 })
    ).json();
    const edited = await send('PUT', `/api/dashboard/content/notices/${created.id}`, {
      textEn: 'New text',
      textHi: '',
      position: 5,
      version: created.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ textEn: 'New text', version: 2 });
    const stale = await send('PUT', `/api/dashboard/content/notices/${created.id}`, {
      textEn: 'Lost text',
      version: created.version,
    });
    expect(stale.statusCode).toBe(409);
    const staleDelete = await send(
      'DELETE',
      `/api/dashboard/content/notices/${created.id}?version=1`,
      undefined,
    );
    expect(staleDelete.statusCode).toBe(409);
    expect((await home()).map((n) => n.text)).toContain('New text');
    const deleted = await send(
      'DELETE',
      `/api/dashboard/content/notices/${created.id}?version=2`,
      undefined,
    );
    expect(deleted.statusCode).toBe(204);
    expect((await home()).map((n) => n.text)).not.toContain('New text');
    const missing = await send('PUT', `/api/dashboard/content/notices/${created.id}`, {
      textEn: 'x',
      version: 2,
    });
    expect(missing.statusCode).toBe(404);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'notice')
      .where('entity_id', '=', String(created.id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
  });

  it('is for head office only', async () => {
    expect((await get('/api/dashboard/content/notices', staff)).statusCode).toBe(403);
    const post = await send('POST', '/api/dashboard/content/notices', { textEn: 'x' }, staff);
    expect(post.statusCode).toBe(403);
  });
});

describe('content editors', () => {
  it('head office lets a centre staff member edit the website, and stops them again', async () => {
    expect((await get('/api/dashboard/content/access', staff)).json()).toEqual({ canEdit: false });
    expect((await get('/api/dashboard/content/access', headOffice)).json()).toEqual({
      canEdit: true,
    });

    const listed = (await get('/api/dashboard/content/editors', headOffice)).json();
    expect(listed.find((row: { id: number }) => row.id === staffId)).toMatchObject({
      canEditContent: false,
    });
    const granted = await send('PUT', `/api/dashboard/content/editors/${staffId}`, {
      canEditContent: true,
    });
    expect(granted.statusCode, granted.body).toBe(204);
    expect((await get('/api/dashboard/content/access', staff)).json()).toEqual({ canEdit: true });

    // Now the staff member edits notices and settings like head office.
    const notice = await send(
      'POST',
      '/api/dashboard/content/notices',
      { textEn: 'Centre open on Sunday for admissions.' },
      staff,
    );
    expect(notice.statusCode, notice.body).toBe(201);
    const { version } = (await get('/api/dashboard/content/site', staff)).json();
    const saved = await send(
      'PUT',
      '/api/dashboard/content/site',
      { ...SETTINGS, openingHours: 'Mon–Sun 8:00–20:00', version },
      staff,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    // ...but does not choose who else may.
    expect((await get('/api/dashboard/content/editors', staff)).statusCode).toBe(403);
    const self = await send(
      'PUT',
      `/api/dashboard/content/editors/${staffId}`,
      { canEditContent: true },
      staff,
    );
    expect(self.statusCode).toBe(403);

    await send('PUT', `/api/dashboard/content/editors/${staffId}`, { canEditContent: false });
    expect((await get('/api/dashboard/content/notices', staff)).statusCode).toBe(403);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'content_editor')
      .where('entity_id', '=', String(staffId))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['grant', 'revoke']);
  });

  it('only centre staff can be made editors', async () => {
    const student = await createUser(t.app, { role: 'registered' });
    const answer = await send('PUT', `/api/dashboard/content/editors/${student.id}`, {
      canEditContent: true,
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe('No such staff member');
  });
});

describe('history and undo', () => {
  const history = async () =>
    (await get('/api/dashboard/content/history', headOffice)).json() as {
      id: number;
      summary: string;
      by: string;
      undoable: boolean;
    }[];
  const undo = (id: number) => send('POST', `/api/dashboard/content/history/${id}/undo`, undefined);

  it('lists each save with who made it, and undoes a settings change once', async () => {
    const { version, settings } = (await get('/api/dashboard/content/site', headOffice)).json();
    const saved = await send('PUT', '/api/dashboard/content/site', {
      ...settings,
      address: '7 Civil Lines, Prayagraj 211001',
      version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [latest] = await history();
    expect(latest).toMatchObject({
      summary: 'Site settings: Address',
      by: 'Test head_office',
      undoable: true,
    });

    expect((await undo(latest!.id)).statusCode).toBe(204);
    expect((await get('/api/content/site')).json().address).toBe(settings.address);
    // The undo is a save of its own; the undone entry offers no second undo.
    const after = await history();
    expect(after[0]!.summary).toBe('Site settings: Address');
    expect(after.find((entry) => entry.id === latest!.id)!.undoable).toBe(false);
    expect((await undo(latest!.id)).statusCode).toBe(409);
  });

  it('refuses to undo a change that was changed again since', async () => {
    const { version, settings } = (await get('/api/dashboard/content/site', headOffice)).json();
    await send('PUT', '/api/dashboard/content/site', {
      ...settings,
      openingHours: 'Mon–Fri 10:00–17:00',
      version,
    });
    const [first] = await history();
    await send('PUT', '/api/dashboard/content/site', {
      ...settings,
      openingHours: 'Mon–Sat 10:00–17:00',
      version: version + 1,
    });
    const refused = await undo(first!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This was changed again since. Undo the later change first, or edit it by hand.',
    );
    expect((await get('/api/content/site')).json().openingHours).toBe('Mon–Sat 10:00–17:00');
  });

  it('undoes adding, editing and removing a notice', async () => {
    const homeTexts = async () =>
      ((await get('/api/content/home')).json().notices as { text: string }[]).map((n) => n.text);
    const created = (
      await send('POST', '/api/dashboard/content/notices', {
        textEn: 'Typing speed test on Saturday.',
        startsOn: '2026-01-01',
        position: 3,
      })
    ).json();
    await send('PUT', `/api/dashboard/content/notices/${created.id}`, {
      textEn: 'Typing speed test on Sunday.',
      startsOn: '2026-01-01',
      position: 3,
      version: 1,
    });
    const [edit] = await history();
    expect(edit!.summary).toBe('Notice edited: Typing speed test on Sunday.');
    expect((await undo(edit!.id)).statusCode).toBe(204);
    expect(await homeTexts()).toContain('Typing speed test on Saturday.');

    const notice = (await get('/api/dashboard/content/notices', headOffice))
      .json()
      .find((n: { id: number }) => n.id === created.id);
    await send(
      'DELETE',
      `/api/dashboard/content/notices/${created.id}?version=${notice.version}`,
      undefined,
    );
    const [removal] = await history();
    expect(removal!.summary).toBe('Notice removed: Typing speed test on Saturday.');
    expect((await undo(removal!.id)).statusCode).toBe(204);
    const back = (await get('/api/dashboard/content/notices', headOffice))
      .json()
      .find((n: { textEn: string }) => n.textEn === 'Typing speed test on Saturday.');
    expect(back).toMatchObject({ startsOn: '2026-01-01', position: 3 });

    const [recreated] = await history();
    expect(recreated!.summary).toBe('Notice added: Typing speed test on Saturday.');
    expect((await undo(recreated!.id)).statusCode).toBe(204);
    expect(await homeTexts()).not.toContain('Typing speed test on Saturday.');
  });

  it("sums up each save in a Hindi page's language, what people wrote kept as written", async () => {
    const created = (
      await send('POST', '/api/dashboard/content/notices', {
        textEn: 'Hindi history notice.',
        startsOn: '2026-01-01',
        position: 4,
      })
    ).json();
    const { version, settings } = (await get('/api/dashboard/content/site', headOffice)).json();
    await send('PUT', '/api/dashboard/content/site', {
      ...settings,
      phone: '9876500000',
      email: 'office@example.com',
      version,
    });
    const hindi = (
      await get('/api/dashboard/content/history', { ...headOffice, 'accept-language': 'hi' })
    ).json() as { id: number; summary: string }[];
    expect(hindi[0]!.summary).toBe('साइट सेटिंग्स: फ़ोन, ईमेल');
    expect(hindi[1]!.summary).toBe('सूचना जोड़ी गई: Hindi history notice.');
    // English as before.
    const english = await history();
    expect(english[0]!.summary).toBe('Site settings: Phone, E-mail');
    expect(english[1]!.summary).toBe('Notice added: Hindi history notice.');
    expect(created.id).toBeGreaterThan(0);
  });

  it('is for editors only', async () => {
    expect((await get('/api/dashboard/content/history', staff)).statusCode).toBe(403);
    const [entry] = await history();
    expect(
      (await send('POST', `/api/dashboard/content/history/${entry!.id}/undo`, undefined, staff))
        .statusCode,
    ).toBe(403);
  });
});

describe('a restart', () => {
  it('never brings back the notices and slides head office removed, every one of them', async () => {
    const notices = (await get('/api/dashboard/content/notices', headOffice)).json() as {
      id: number;
      version: number;
    }[];
    for (const notice of notices) {
      const removed = await send(
        'DELETE',
        `/api/dashboard/content/notices/${notice.id}?version=${notice.version}`,
        undefined,
      );
      expect(removed.statusCode, removed.body).toBe(204);
    }
    const slides = (await get('/api/dashboard/content/slides', headOffice)).json() as {
      id: number;
      version: number;
    }[];
    expect(slides.length).toBeGreaterThan(0);
    for (const slide of slides) {
      const removed = await send(
        'DELETE',
        `/api/dashboard/content/slides/${slide.id}?version=${slide.version}`,
        undefined,
      );
      expect(removed.statusCode, removed.body).toBe(204);
    }
    // What the server runs at every start.
    await seedContent(createContentRepository(t.app.db));
    const home = (await get('/api/content/home')).json() as { notices: []; banners: [] };
    expect(home.notices).toEqual([]);
    expect(home.banners).toEqual([]);
  });
});
