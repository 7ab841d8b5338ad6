import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInHeadOffice, signInStaff } from './helpers/actors';
import { createCentre, createUser, type TestUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let head: Record<string, string>;
let centreA: number;
let centreB: number;
let userA1: TestUser;
let userA2: TestUser;
let userB: TestUser;
let staffA1: Record<string, string>;
let staffA2: Record<string, string>;
let staffB: Record<string, string>;

type Profile = {
  about: { id: number; name: string; phone: string | null; bio: string | null; centre: unknown };
  posts: { kind: string; id: number; body: string; mine: boolean; title: string | null }[];
  youMightKnow: { id: number }[];
  active: { id: number }[];
};
const profile = async (headers: Record<string, string>) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/dashboard/profile', headers });
  expect(response.statusCode).toBe(200);
  return response.json() as Profile;
};
const post = (headers: Record<string, string>, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/dashboard/profile/posts',
    headers,
    payload: { body },
  });

beforeAll(async () => {
  t = await createTestApp();
  centreA = await createCentre(t.app);
  centreB = await createCentre(t.app);
  userA1 = await createUser(t.app, { role: 'centre_staff', centreId: centreA });
  userA2 = await createUser(t.app, { role: 'centre_staff', centreId: centreA });
  userB = await createUser(t.app, { role: 'centre_staff', centreId: centreB });
  staffA1 = await signInStaff(t.app, userA1);
  staffA2 = await signInStaff(t.app, userA2);
  staffB = await signInStaff(t.app, userB);
  head = await signInHeadOffice(t.app);
});
afterAll(() => t.close());

describe('educator profile', () => {
  it("shows the member's own details and centre", async () => {
    const own = await profile(staffA1);
    expect(own.about).toMatchObject({ id: userA1.id, name: userA1.name, phone: null, bio: null });
    expect(own.about.centre).toMatchObject({ id: centreA });
    const office = await profile(head);
    expect(office.about.centre).toBeNull();
  });

  it('edits phone and bio, validated, normalised and audited', async () => {
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/dashboard/profile',
      headers: staffA1,
      payload: { phone: '12345', bio: 'x'.repeat(501) },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      phone: ['Enter a valid 10-digit mobile number'],
      bio: ['Bio must be less than 500 characters long'],
    });

    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/dashboard/profile',
      headers: staffA1,
      payload: { phone: '+91 98765 43210', bio: 'I teach Tally and DCA.' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().about).toMatchObject({ phone: '9876543210', bio: 'I teach Tally and DCA.' });
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'staff_profile')
      .where('entity_id', '=', String(userA1.id))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.changes!)).toEqual({
      phone: [null, '9876543210'],
      bio: [null, 'I teach Tally and DCA.'],
    });
  });

  it("shares posts with the centre's colleagues only; only the author deletes them", async () => {
    expect((await post(staffA1, '   ')).json().fieldErrors.body).toEqual(['Post is required']);
    expect((await post(staffA1, 'x'.repeat(501))).json().fieldErrors.body).toEqual([
      'Post must be less than 500 characters long',
    ]);
    const created = await post(staffA1, 'New DCA batch starts Monday.');
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: number };

    expect((await profile(staffA1)).posts[0]).toMatchObject({ id, mine: true });
    expect((await profile(staffA2)).posts[0]).toMatchObject({ id, mine: false });
    expect((await profile(staffB)).posts.map((p) => p.id)).not.toContain(id);

    const byColleague = await t.app.inject({
      method: 'DELETE',
      url: `/api/dashboard/profile/posts/${id}`,
      headers: staffA2,
    });
    expect(byColleague.statusCode).toBe(403);
    const byOtherCentre = await t.app.inject({
      method: 'DELETE',
      url: `/api/dashboard/profile/posts/${id}`,
      headers: staffB,
    });
    expect(byOtherCentre.statusCode).toBe(404);
    const byAuthor = await t.app.inject({
      method: 'DELETE',
      url: `/api/dashboard/profile/posts/${id}`,
      headers: staffA1,
    });
    expect(byAuthor.statusCode).toBe(200);
    expect((await profile(staffA1)).posts.map((p) => p.id)).not.toContain(id);
    const actions = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'staff_post')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(['create', 'delete']);
  });

  it("shows head office's centre messages as its posts; head office cannot post updates", async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/centre-messages',
      headers: head,
      payload: { subject: 'Fee revision', body: 'New fees from April.', audience: 'all' },
    });
    expect(sent.statusCode).toBe(201);
    const office = await profile(head);
    expect(office.posts[0]).toMatchObject({
      kind: 'message',
      title: 'Fee revision',
      body: 'New fees from April.',
    });
    expect((await post(head, 'Hello')).statusCode).toBe(403);
  });

  it('suggests colleagues of the same centre and lists those active lately, scoped', async () => {
    const a1 = await profile(staffA1);
    expect(a1.youMightKnow.map((p) => p.id)).toEqual([userA2.id]);
    // A2 and B signed in just now: A1 sees A2 active, never B.
    expect(a1.active.map((p) => p.id)).toEqual([userA2.id]);

    // A session not used for 20 minutes does not count.
    const old = new Date(Date.now() - 20 * 60_000).toISOString();
    await t.app.db
      .updateTable('sessions')
      .set({ last_seen_at: old })
      .where('user_id', '=', userA2.id)
      .execute();
    const later = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/profile',
      headers: staffA1,
    });
    expect(later.json().active).toEqual([]);

    // Head office sees the whole network.
    const office = await profile(head);
    expect(office.active.map((p) => p.id)).toEqual(expect.arrayContaining([userA1.id, userB.id]));
    expect(office.youMightKnow.map((p) => p.id)).toEqual(
      expect.arrayContaining([userA1.id, userB.id]),
    );
  });
});
