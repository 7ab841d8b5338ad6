import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInHeadOffice, signInStaff } from './helpers/actors';
import { createCentre, createUser } from './helpers/factories';
import { createTestApp, TEST_ADMIN, type TestApp } from './helpers/test-app';

let t: TestApp;
let head: Record<string, string>;
let staff: Record<string, string>;
let staffCentreId: number;
let otherCentreId: number;

const adminLogin = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password } });
const me = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/dashboard/centre-admin/centres', headers });
const auditRows = (entity: string, entityId: number) =>
  t.app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', entity)
    .where('entity_id', '=', String(entityId))
    .orderBy('id')
    .execute();

const centreBody = (overrides: Record<string, unknown> = {}) => ({
  code: `PAT${Math.floor(Math.random() * 1e6)}`,
  name: 'Patna Boring Road',
  address: 'Boring Road, Patna 800001',
  phone: '+91 98765 43210',
  email: 'Patna@Example.com',
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  staffCentreId = await createCentre(t.app);
  otherCentreId = await createCentre(t.app);
  const user = await createUser(t.app, { role: 'centre_staff', centreId: staffCentreId });
  staff = await signInStaff(t.app, user);
  head = await signInHeadOffice(t.app);
});
afterAll(() => t.close());

async function newCentre(overrides: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/dashboard/centre-admin/centres',
    headers: head,
    payload: centreBody(overrides),
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; code: string };
}

async function newStaff(centreId: number, email = `staff.${Math.random()}@example.com`) {
  const password = 'first password 1';
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/dashboard/centre-admin/centres/${centreId}/staff`,
    headers: head,
    payload: { name: 'Anita Sharma', email, password },
  });
  expect(response.statusCode).toBe(201);
  return { ...(response.json() as { id: number; email: string }), password };
}

describe('centres (head office)', () => {
  it('creates a centre, normalising phone and email, and writes the audit log', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/centre-admin/centres',
      headers: head,
      payload: centreBody({ code: 'GAYA01' }),
    });
    expect(response.statusCode).toBe(201);
    const centre = response.json();
    expect(centre).toMatchObject({
      code: 'GAYA01',
      name: 'Patna Boring Road',
      phone: '9876543210',
      email: 'patna@example.com',
      status: 'active',
      staffCount: 0,
    });
    const [row] = await auditRows('centre', centre.id);
    expect(row).toMatchObject({ action: 'create', centre_id: centre.id });
    expect(JSON.parse(row!.changes!)).toMatchObject({ code: 'GAYA01' });

    const list = await me(head);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((c: { code: string }) => c.code)).toContain('GAYA01');
  });

  it('accepts a landline with its STD code and no email', async () => {
    const centre = await newCentre({ phone: '0612-2345678', email: '' });
    expect(centre).toMatchObject({ phone: '6122345678', email: null });
  });

  it('refuses invalid fields with clear messages, and a duplicate code with 409', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/centre-admin/centres',
      headers: head,
      payload: { code: 'ab', name: 'X', address: '', phone: '12345', email: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      code: ['Centre code must be 2 to 20 capital letters or digits'],
      name: ['Centre name must be 3 to 200 characters long'],
      address: ['Address is required'],
      phone: ['Enter a 10-digit mobile number or a landline number with its STD code'],
      email: ['Invalid email format'],
    });
    await newCentre({ code: 'DUP1' });
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/centre-admin/centres',
      headers: head,
      payload: centreBody({ code: 'DUP1' }),
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      message: 'A centre with this code already exists',
      fieldErrors: { code: ['A centre with this code already exists'] },
    });
  });

  it('edits a centre and logs what changed', async () => {
    const centre = await newCentre({ code: 'EDIT1' });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/dashboard/centre-admin/centres/${centre.id}`,
      headers: head,
      payload: centreBody({ code: 'EDIT1', name: 'Gaya Station Road' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 'EDIT1', name: 'Gaya Station Road' });
    const rows = await auditRows('centre', centre.id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
    expect(JSON.parse(rows[1]!.changes!)).toEqual({
      name: ['Patna Boring Road', 'Gaya Station Road'],
    });
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/dashboard/centre-admin/centres/999999',
      headers: head,
      payload: centreBody(),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('suspends a centre: its staff cannot sign in and their open sessions stop working', async () => {
    const centre = await newCentre();
    const member = await newStaff(centre.id);
    const session = await signInStaff(t.app, member);
    expect((await me(session)).statusCode).toBe(200);

    const suspended = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/centre-admin/centres/${centre.id}/suspend`,
      headers: head,
    });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({ status: 'suspended', staffCount: 1 });
    expect((await me(session)).statusCode).toBe(401);
    const login = await adminLogin(member.email, member.password);
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe('Your centre is suspended. Please contact head office.');
    const revoked = await t.app.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('user_id', '=', member.id)
      .execute();
    expect(revoked.every((s) => s.revoked_at !== null)).toBe(true);

    const activated = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/centre-admin/centres/${centre.id}/activate`,
      headers: head,
    });
    expect(activated.json()).toMatchObject({ status: 'active' });
    expect((await adminLogin(member.email, member.password)).statusCode).toBe(200);
    expect((await auditRows('centre', centre.id)).map((r) => r.action)).toEqual([
      'create',
      'suspend',
      'activate',
    ]);
  });
});

describe('staff accounts (head office)', () => {
  it('creates staff for a centre, and refuses a taken email with 409', async () => {
    const centre = await newCentre();
    const member = await newStaff(centre.id, 'Anita.Sharma@Example.com');
    expect(member).toMatchObject({
      email: 'anita.sharma@example.com',
      centreId: centre.id,
      status: 'active',
    });
    const duplicate = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/centre-admin/centres/${centre.id}/staff`,
      headers: head,
      payload: {
        name: 'Someone Else',
        email: 'anita.sharma@example.com',
        password: 'long enough 1',
      },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('An account with this email already exists');
    const short = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/centre-admin/centres/${centre.id}/staff`,
      headers: head,
      payload: { name: 'Someone Else', email: 'other@example.com', password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors).toEqual({
      password: ['Password must be at least 8 characters long'],
    });

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/centre-admin/centres/${centre.id}/staff`,
      headers: head,
    });
    expect(list.json()).toHaveLength(1);
    const [row] = await auditRows('user', member.id);
    expect(row).toMatchObject({ action: 'create', centre_id: centre.id });
    expect(row!.changes).not.toContain('password');
    expect((await adminLogin(member.email, member.password)).statusCode).toBe(200);
  });

  it('resets a password: sessions revoked, the new password works, the old one does not', async () => {
    const member = await newStaff(staffCentreId);
    const session = await signInStaff(t.app, member);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/centre-admin/staff/${member.id}/reset-password`,
      headers: head,
      payload: { password: 'a brand new one' },
    });
    expect(response.statusCode).toBe(200);
    expect((await me(session)).statusCode).toBe(401);
    expect((await adminLogin(member.email, member.password)).statusCode).toBe(401);
    expect((await adminLogin(member.email, 'a brand new one')).statusCode).toBe(200);
    const rows = await auditRows('user', member.id);
    expect(rows.map((r) => r.action)).toContain('reset_password');
    expect(rows.some((r) => r.changes?.includes('a brand new one'))).toBe(false);
  });

  it('deactivates staff: signed out and refused at sign-in; activate lets them back', async () => {
    const member = await newStaff(staffCentreId);
    const session = await signInStaff(t.app, member);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/centre-admin/staff/${member.id}/deactivate`,
      headers: head,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'disabled' });
    expect((await me(session)).statusCode).toBe(401);
    const login = await adminLogin(member.email, member.password);
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe('This account is not active. Please contact head office.');

    await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/centre-admin/staff/${member.id}/activate`,
      headers: head,
    });
    expect((await adminLogin(member.email, member.password)).statusCode).toBe(200);
    const actions = (await auditRows('user', member.id)).map((r) => r.action);
    expect(actions.filter((action) => action !== 'login')).toEqual([
      'create',
      'deactivate',
      'activate',
    ]);
  });

  it('answers 404 for a user who is not centre staff', async () => {
    const admin = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', TEST_ADMIN.email)
      .executeTakeFirstOrThrow();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/centre-admin/staff/${admin.id}/deactivate`,
      headers: head,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('centre staff', () => {
  it('see only their own centre', async () => {
    const list = await me(staff);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((c: { id: number }) => c.id)).toEqual([staffCentreId]);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/centre-admin/centres/${staffCentreId}/staff`,
      headers: staff,
    });
    expect(own.statusCode).toBe(200);
    for (const url of [
      `/api/dashboard/centre-admin/centres/${otherCentreId}`,
      `/api/dashboard/centre-admin/centres/${otherCentreId}/staff`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url, headers: staff })).statusCode).toBe(403);
    }
  });

  it('get 403 on every write, before the body is checked', async () => {
    const writes: [string, string][] = [
      ['POST', '/api/dashboard/centre-admin/centres'],
      ['PUT', `/api/dashboard/centre-admin/centres/${staffCentreId}`],
      ['POST', `/api/dashboard/centre-admin/centres/${staffCentreId}/suspend`],
      ['POST', `/api/dashboard/centre-admin/centres/${staffCentreId}/activate`],
    ];
    for (const [method, url] of writes) {
      const response = await t.app.inject({
        method: method as 'POST',
        url,
        headers: staff,
        payload: {},
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toBe('Only head office can manage centres and staff.');
    }
    const centre = await t.app.db
      .selectFrom('centres')
      .select('status')
      .where('id', '=', staffCentreId)
      .executeTakeFirstOrThrow();
    expect(centre.status).toBe('active');
  });

  it('manage their centre’s teachers only: staff accounts stay head office’s (decision 0069)', async () => {
    const member = await newStaff(staffCentreId);
    const writes: [string, Record<string, string>][] = [
      [
        `/api/dashboard/centre-admin/centres/${staffCentreId}/staff`,
        {
          name: 'Another Manager',
          email: 'another.manager@example.com',
          password: 'long enough 1',
        },
      ],
      [
        `/api/dashboard/centre-admin/staff/${member.id}/reset-password`,
        { password: 'long enough 1' },
      ],
      [`/api/dashboard/centre-admin/staff/${member.id}/deactivate`, {}],
      [`/api/dashboard/centre-admin/staff/${member.id}/activate`, {}],
    ];
    for (const [url, payload] of writes) {
      const response = await t.app.inject({ method: 'POST', url, headers: staff, payload });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toBe(
        "A centre's staff create and manage its teacher accounts; head office manages staff accounts.",
      );
    }
    const accounts = await t.app.db
      .selectFrom('users')
      .select(['email', 'status'])
      .where('email', 'in', ['another.manager@example.com', member.email])
      .execute();
    expect(accounts).toEqual([{ email: member.email, status: 'active' }]);
  });
});
