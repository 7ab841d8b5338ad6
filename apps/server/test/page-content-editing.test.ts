import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentRepository } from '../src/modules/content/content.repository';
import { seedContent } from '../src/modules/content/content.service';
import { signInStaff } from './helpers/actors';
import { createUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

// Head office edits the feature cards, the duration plans and the About page (issue 17).

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

interface Card {
  id: number;
  icon: string;
  title: string;
  description: string;
  version: number;
}
interface EditablePlan {
  id: number;
  months: number;
  label: string;
  path: string;
  features: string[];
  price: number | null;
  showPrice: boolean;
  version: number;
}

const history = async () =>
  (await get('/api/dashboard/content/history', headOffice)).json() as {
    id: number;
    summary: string;
    undoable: boolean;
  }[];
const undo = (id: number) => send('POST', `/api/dashboard/content/history/${id}/undo`, undefined);
const homeFeatures = async () =>
  (await get('/api/content/home')).json().features as { id: number; title: string }[];
const cards = async () =>
  (await get('/api/dashboard/content/features', headOffice)).json() as Card[];
const plans = async () =>
  (await get('/api/dashboard/content/plans', headOffice)).json() as EditablePlan[];
const publicPlans = async (url = '/api/content/courses') =>
  (await get(url)).json().plans as { months: number; label: string; price: number | null }[];

describe('feature cards', () => {
  it('start with the four seeded cards, in order', async () => {
    expect((await cards()).map((card) => card.title)).toEqual([
      'Courses',
      'Books and Library',
      'Teachers',
      'Certification',
    ]);
  });

  it("bad input gets each field's message", async () => {
    const bad = await send('POST', '/api/dashboard/content/features', {
      icon: 'rocket',
      title: '  ',
      description: 'x'.repeat(501),
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().fieldErrors;
    expect(fields.icon).toEqual(['Choose one of the icons']);
    expect(fields.title).toEqual(['Enter the title']);
    expect(fields.description).toEqual(['Use at most 500 characters']);
    expect(await cards()).toHaveLength(4);
  });

  it('are added at the end, edited and removed; the home page follows and each save is audited', async () => {
    const created = await send('POST', '/api/dashboard/content/features', {
      icon: 'teachers',
      title: 'Placement help',
      description: 'We help our students find their first job.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const card = created.json() as Card;
    expect(card).toMatchObject({ version: 1, position: 4 });
    expect((await homeFeatures()).at(-1)).toMatchObject({ id: card.id, title: 'Placement help' });
    expect((await get('/api/content/home')).headers['cache-control']).toBe('public, no-cache');

    const edited = await send('PUT', `/api/dashboard/content/features/${card.id}`, {
      icon: 'certificate',
      title: 'Placement cell',
      description: 'We help our students find their first job.',
      version: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ icon: 'certificate', version: 2 });
    expect((await homeFeatures()).map((f) => f.title)).toContain('Placement cell');

    // A second editor still on version 1 is told; nothing is overwritten.
    const stale = await send('PUT', `/api/dashboard/content/features/${card.id}`, {
      icon: 'books',
      title: 'Lost edit',
      description: 'x',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'Someone else saved this since you opened it. Reload to see their change, then make yours again.',
    );
    expect(
      (await send('DELETE', `/api/dashboard/content/features/${card.id}?version=1`, undefined))
        .statusCode,
    ).toBe(409);
    expect((await homeFeatures()).map((f) => f.title)).toContain('Placement cell');

    const removed = await send(
      'DELETE',
      `/api/dashboard/content/features/${card.id}?version=2`,
      undefined,
    );
    expect(removed.statusCode).toBe(204);
    expect((await homeFeatures()).map((f) => f.title)).not.toContain('Placement cell');
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('entity', '=', 'feature_card')
      .where('entity_id', '=', String(card.id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    expect(JSON.parse(audit[1]!.changes!)).toEqual({
      name: 'Placement cell',
      icon: ['teachers', 'certificate'],
      title: ['Placement help', 'Placement cell'],
    });
  });

  it('several saves of the same version at once: exactly one wins', async () => {
    const [first] = await cards();
    const answers = await Promise.all(
      ['A', 'B', 'C', 'D'].map((letter) =>
        send('PUT', `/api/dashboard/content/features/${first!.id}`, {
          icon: first!.icon,
          title: `Courses ${letter}`,
          description: first!.description,
          version: first!.version,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json().title;
    expect((await homeFeatures())[0]!.title).toBe(winner);
    // Put it back for the tests that follow.
    const [now] = await cards();
    await send('PUT', `/api/dashboard/content/features/${now!.id}`, {
      icon: now!.icon,
      title: 'Courses',
      description: now!.description,
      version: now!.version,
    });
  });

  it('are reordered as a whole list; a stale order is refused; the new order is undone', async () => {
    const before = await cards();
    const reversed = [...before].reverse();
    const ordered = await send('PUT', '/api/dashboard/content/features/order', {
      items: reversed.map(({ id, version }) => ({ id, version })),
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect((await homeFeatures()).map((f) => f.id)).toEqual(reversed.map((card) => card.id));

    // The versions of before are gone: a second editor's order is refused, nothing moves.
    const stale = await send('PUT', '/api/dashboard/content/features/order', {
      items: before.map(({ id, version }) => ({ id, version })),
    });
    expect(stale.statusCode).toBe(409);
    // A list that misses a card is refused too.
    const partial = await send('PUT', '/api/dashboard/content/features/order', {
      items: (await cards()).slice(1).map(({ id, version }) => ({ id, version })),
    });
    expect(partial.statusCode).toBe(409);
    expect(partial.json().message).toBe(
      'The list changed since you opened it. Reload, then order it again.',
    );
    expect((await homeFeatures()).map((f) => f.id)).toEqual(reversed.map((card) => card.id));

    const [latest] = await history();
    expect(latest).toMatchObject({ summary: 'Feature cards reordered', undoable: true });
    expect((await undo(latest!.id)).statusCode).toBe(204);
    expect((await homeFeatures()).map((f) => f.id)).toEqual(before.map((card) => card.id));
  });

  it('an edit and a removal are undone from the history', async () => {
    const [card] = await cards();
    await send('PUT', `/api/dashboard/content/features/${card!.id}`, {
      icon: card!.icon,
      title: 'Our courses',
      description: card!.description,
      version: card!.version,
    });
    const [edit] = await history();
    expect(edit!.summary).toBe('Feature card edited: Our courses');
    expect((await undo(edit!.id)).statusCode).toBe(204);
    expect((await homeFeatures())[0]!.title).toBe('Courses');
    expect((await undo(edit!.id)).statusCode).toBe(409);

    const [now] = await cards();
    await send(
      'DELETE',
      `/api/dashboard/content/features/${now!.id}?version=${now!.version}`,
      undefined,
    );
    const [removal] = await history();
    expect(removal!.summary).toBe('Feature card removed: Courses');
    expect((await undo(removal!.id)).statusCode).toBe(204);
    // Back in its place, first.
    expect((await homeFeatures())[0]!.title).toBe('Courses');
  });
});

describe('duration plans', () => {
  const PLAN = {
    months: 9,
    label: '9 Months',
    path: '/nine-months',
    features: ['Two semesters', 'Weekend batches'],
    price: 7500,
    showPrice: true,
  };

  it("bad input gets each field's message", async () => {
    const bad = await send('POST', '/api/dashboard/content/plans', {
      months: 61,
      label: '',
      path: 'javascript:alert(1)',
      features: ['  ', ''],
      price: -5,
      showPrice: true,
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().fieldErrors;
    expect(fields.months).toEqual(['Enter a whole number of months from 1 to 60']);
    expect(fields.label).toEqual(['Enter the label, for example 3 Months']);
    expect(fields.path).toEqual([
      'Enter a page of this website such as /one, or a full link starting with https://',
    ]);
    expect(fields.features).toEqual(['Enter at least one feature, one per line']);
    expect(fields.price).toEqual([
      'Enter the price in whole rupees (at most 10,00,000), or leave it empty',
    ]);

    const noPrice = await send('POST', '/api/dashboard/content/plans', {
      ...PLAN,
      price: null,
      showPrice: true,
    });
    expect(noPrice.statusCode).toBe(400);
    expect(noPrice.json().fieldErrors.price).toEqual(['Enter the price to show it']);
    const fraction = await send('POST', '/api/dashboard/content/plans', { ...PLAN, months: 1.5 });
    expect(fraction.json().fieldErrors.months).toEqual([
      'Enter a whole number of months from 1 to 60',
    ]);
  });

  it('a plan of months another plan has is refused with a clear message', async () => {
    const taken = await send('POST', '/api/dashboard/content/plans', { ...PLAN, months: 3 });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fieldErrors.months).toEqual([
      'There is already a plan of 3 months: edit that one, or choose another number',
    ]);
    const one = (await plans()).find((plan) => plan.months === 1)!;
    const moved = await send('PUT', `/api/dashboard/content/plans/${one.id}`, {
      ...PLAN,
      months: 6,
      version: one.version,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().fieldErrors.months[0]).toMatch(/^There is already a plan of 6 months/);
  });

  it('shows the price on the public cards only when it is to be shown', async () => {
    const created = await send('POST', '/api/dashboard/content/plans', PLAN);
    expect(created.statusCode, created.body).toBe(201);
    const plan = created.json() as EditablePlan;
    expect(plan).toMatchObject({ ...PLAN, version: 1 });
    expect((await publicPlans()).at(-1)).toMatchObject({ months: 9, price: 7500 });
    expect((await publicPlans('/api/content/home')).at(-1)).toMatchObject({ price: 7500 });
    expect((await get('/api/content/courses')).headers['cache-control']).toBe('public, no-cache');

    const hidden = await send('PUT', `/api/dashboard/content/plans/${plan.id}`, {
      ...PLAN,
      path: 'https://example.org/nine-months',
      showPrice: false,
      version: 1,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ price: 7500, showPrice: false, version: 2 });
    expect((await publicPlans()).at(-1)).toMatchObject({ months: 9, price: null });
    // The seeded plans show no price.
    expect((await publicPlans()).find((p) => p.months === 1)!.price).toBeNull();
  });

  it('several saves of the same version at once: exactly one wins', async () => {
    const plan = (await plans()).find((p) => p.months === 9)!;
    const answers = await Promise.all(
      [1000, 2000, 3000, 4000].map((price) =>
        send('PUT', `/api/dashboard/content/plans/${plan.id}`, {
          ...PLAN,
          price,
          version: plan.version,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json().price;
    expect((await publicPlans()).find((p) => p.months === 9)!.price).toBe(winner);
  });

  it('two plans given the same new months at once: one is saved, the other gets the message', async () => {
    const answers = await Promise.all(
      [
        { ...PLAN, label: 'Forty A' },
        { ...PLAN, label: 'Forty B' },
      ].map((plan) => send('POST', '/api/dashboard/content/plans', { ...plan, months: 40 })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json().fieldErrors.months[0]).toMatch(
      /^There is already a plan of 40 months/,
    );
  });

  it('names the plan in the History when an edit keeps its label', async () => {
    const plan = (await plans()).find((p) => p.months === 6)!;
    await send('PUT', `/api/dashboard/content/plans/${plan.id}`, {
      ...PLAN,
      months: plan.months,
      label: plan.label,
      features: [...plan.features, 'Placement help'],
      version: plan.version,
    });
    expect((await history())[0]!.summary).toBe(`Plan edited: ${plan.label}`);
  });

  it('an edit, a removal and a new order are undone; a later change blocks the undo', async () => {
    const plan = (await plans()).find((p) => p.months === 9)!;
    await send('PUT', `/api/dashboard/content/plans/${plan.id}`, {
      ...PLAN,
      label: 'Nine Months',
      features: ['Two semesters', 'Weekend batches', 'Project work'],
      version: plan.version,
    });
    const [edit] = await history();
    expect(edit!.summary).toBe('Plan edited: Nine Months');
    const saved = (await plans()).find((p) => p.id === plan.id)!;
    await send('PUT', `/api/dashboard/content/plans/${plan.id}`, {
      ...PLAN,
      label: 'Nine Months!',
      features: saved.features,
      version: saved.version,
    });
    const refused = await undo(edit!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This was changed again since. Undo the later change first, or edit it by hand.',
    );
    const [later] = await history();
    expect((await undo(later!.id)).statusCode).toBe(204);
    expect((await undo(edit!.id)).statusCode).toBe(204);
    const back = (await plans()).find((p) => p.id === plan.id)!;
    expect(back).toMatchObject({ label: plan.label, features: plan.features, price: plan.price });

    const before = await plans();
    const order = await send('PUT', '/api/dashboard/content/plans/order', {
      items: [...before].reverse().map(({ id, version }) => ({ id, version })),
    });
    expect(order.statusCode, order.body).toBe(200);
    expect((await publicPlans())[0]!.months).toBe(before.at(-1)!.months);
    const [reorder] = await history();
    expect(reorder!.summary).toBe('Duration plans reordered');
    expect((await undo(reorder!.id)).statusCode).toBe(204);
    expect((await publicPlans()).map((p) => p.months)).toEqual(before.map((p) => p.months));

    const current = (await plans()).find((p) => p.id === plan.id)!;
    await send(
      'DELETE',
      `/api/dashboard/content/plans/${plan.id}?version=${current.version}`,
      undefined,
    );
    expect((await publicPlans()).map((p) => p.months)).not.toContain(9);
    const [removal] = await history();
    expect(removal!.summary).toBe('Plan removed: 9 Months');
    expect((await undo(removal!.id)).statusCode).toBe(204);
    expect((await plans()).find((p) => p.months === 9)).toMatchObject({
      label: '9 Months',
      price: plan.price,
      showPrice: true,
    });
  });
});

describe('the About page', () => {
  const about = async () => (await get('/api/content/about')).json();
  const ABOUT = {
    intro: 'Since 1993 we have trained students from towns and villages.',
    sections: [
      { heading: 'What we teach', text: 'Computers, trades and the arts.' },
      { heading: 'How we work', text: 'Small batches, in the students’ own language.' },
    ],
    stats: [
      { figure: '34+', label: 'years of experience' },
      { figure: '130+', label: 'successful projects' },
      { figure: '60+', label: 'happy clients' },
    ],
  };

  it("shows the specification's figures until head office saves", async () => {
    const page = await get('/api/content/about');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('public, no-cache');
    expect(page.json().stats).toEqual([
      { figure: '33+', label: 'years of experience' },
      { figure: '125+', label: 'successful projects' },
      { figure: '52+', label: 'happy clients' },
    ]);
    expect((await get('/api/dashboard/content/about', headOffice)).json()).toMatchObject({
      version: 0,
      configured: false,
    });
  });

  it("bad input gets each field's message and changes nothing", async () => {
    const bad = await send('PUT', '/api/dashboard/content/about', {
      intro: ' ',
      sections: [{ heading: '', text: 'x' }],
      stats: [
        { figure: '', label: 'years' },
        { figure: '1', label: '' },
      ],
      version: 0,
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().fieldErrors;
    expect(fields.intro).toEqual(['Enter the introduction']);
    expect(fields['sections.0.heading']).toEqual(['Enter the heading']);
    expect(fields['stats.0.figure']).toEqual(['Enter the figure, for example 33+']);
    expect(fields['stats.1.label']).toEqual(['Enter what the figure counts']);
    expect(fields.stats).toEqual(['Give exactly three figures']);
    expect((await about()).stats[0].figure).toBe('33+');
  });

  it('is saved, shown publicly at once; several saves at once: one wins; undone once', async () => {
    const saved = await send('PUT', '/api/dashboard/content/about', { ...ABOUT, version: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: 1, configured: true });
    expect(await about()).toEqual(ABOUT);

    const answers = await Promise.all(
      ['35+', '36+', '37+'].map((figure) =>
        send('PUT', '/api/dashboard/content/about', {
          ...ABOUT,
          stats: [{ ...ABOUT.stats[0], figure }, ...ABOUT.stats.slice(1)],
          version: 1,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json().about.stats[0].figure;
    expect((await about()).stats[0].figure).toBe(winner);

    const [latest] = await history();
    expect(latest).toMatchObject({ summary: 'About page: Figures', undoable: true });
    expect((await undo(latest!.id)).statusCode).toBe(204);
    expect((await about()).stats[0].figure).toBe('34+');
    expect((await undo(latest!.id)).statusCode).toBe(409);
  });
});

describe('who may edit', () => {
  const WRITES: ['POST' | 'PUT' | 'DELETE', string][] = [
    ['POST', '/api/dashboard/content/features'],
    ['PUT', '/api/dashboard/content/features/1'],
    ['PUT', '/api/dashboard/content/features/order'],
    ['DELETE', '/api/dashboard/content/features/1?version=1'],
    ['POST', '/api/dashboard/content/plans'],
    ['PUT', '/api/dashboard/content/plans/1'],
    ['PUT', '/api/dashboard/content/plans/order'],
    ['DELETE', '/api/dashboard/content/plans/1?version=1'],
    ['PUT', '/api/dashboard/content/about'],
  ];

  it('plain centre staff get 403 for every read and write, before the body is read', async () => {
    for (const url of ['features', 'plans', 'about']) {
      expect((await get(`/api/dashboard/content/${url}`, staff)).statusCode).toBe(403);
      expect((await get(`/api/dashboard/content/${url}`)).statusCode).toBe(401);
    }
    for (const [method, url] of WRITES) {
      // An invalid body: a 400 would show it was read before the permission was checked.
      const answer = await t.app.inject({
        method,
        url,
        headers: { ...staff, 'content-type': 'application/json' },
        payload: method === 'DELETE' ? undefined : '{"not json',
      });
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('the seed', () => {
  it('does not fill again a list of feature cards head office emptied', async () => {
    for (const card of await cards()) {
      const removed = await send(
        'DELETE',
        `/api/dashboard/content/features/${card.id}?version=${card.version}`,
        undefined,
      );
      expect(removed.statusCode).toBe(204);
    }
    await seedContent(createContentRepository(t.app.db));
    expect(await homeFeatures()).toEqual([]);
  });
});
