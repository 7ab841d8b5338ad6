import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCentre, createStudent, createUser, signIn } from './helpers/factories';
import { createTestApp, TEST_ADMIN, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const me = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers });

describe('POST /api/register', () => {
  it('creates a registered user and answers the success message', async () => {
    const response = await post('/api/register', {
      name: 'Priya Sharma',
      email: 'Priya@Example.com',
      password: 'pass1234',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Sign up successful!' });
    const user = await t.app.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'priya@example.com')
      .executeTakeFirstOrThrow();
    expect(user.role).toBe('registered');
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a taken email with a clear message', async () => {
    const response = await post('/api/register', {
      name: 'Priya Again',
      email: 'priya@example.com',
      password: 'pass1234',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'An account with this email already exists. Please sign in instead.',
    );
  });

  it.each([
    [{ name: '', email: 'a@b.co', password: 'pass1234' }, 'name', 'Name is required'],
    [
      { name: 'Al', email: 'a@b.co', password: 'pass1234' },
      'name',
      'Name must be at least 3 characters long',
    ],
    [
      { name: 'x'.repeat(101), email: 'a@b.co', password: 'pass1234' },
      'name',
      'Name must be less than 100 characters long',
    ],
    [{ name: 'Alok', email: '', password: 'pass1234' }, 'email', 'Email is required'],
    [{ name: 'Alok', email: 'alok@', password: 'pass1234' }, 'email', 'Invalid email format'],
    [{ name: 'Alok', email: 'a@b.co', password: '' }, 'password', 'Password is required'],
    [
      { name: 'Alok', email: 'a@b.co', password: 'abc' },
      'password',
      'Password must be at least 4 characters long',
    ],
    [{ name: 'Alok', email: 'a@b.co' }, 'password', 'Password is required'],
  ])('refuses %o: %s says "%s"', async (payload, field, message) => {
    const response = await post('/api/register', payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.fieldErrors[field]).toEqual([message]);
    expect(body.message).toBe(message);
  });

  it('accepts 100-character names and passwords, the upper bounds', async () => {
    const response = await post('/api/register', {
      name: 'n'.repeat(100),
      email: 'long@example.com',
      password: 'p'.repeat(100),
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('POST /api/login', () => {
  it('signs in a registered user: token, name, message, and an httpOnly SameSite cookie', async () => {
    const user = await createUser(t.app, { role: 'registered' });
    const response = await post('/api/login', { email: user.email, password: user.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ name: user.name, message: 'Login successful' });
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^sid=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);

    const byCookie = await me({ cookie: cookie.split(';')[0]! });
    expect(byCookie.json().user).toMatchObject({ email: user.email, role: 'registered' });
    const byBearer = await me({ authorization: `Bearer ${body.token}` });
    expect(byBearer.json().user.email).toBe(user.email);
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const user = await createUser(t.app, { role: 'registered' });
    const wrong = await post('/api/login', { email: user.email, password: 'not it' });
    const unknown = await post('/api/login', { email: 'nobody@example.com', password: 'not it' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Login failed. Please check your credentials.');
  });

  it('validates the registration number, email and password with the specification’s messages', async () => {
    const short = await post('/api/login', {
      registration: 'RV12',
      email: 'a@b.co',
      password: 'pass',
    });
    expect(short.json().fieldErrors.registration).toEqual([
      'Registration number must be at least 7 characters long',
    ]);
    const missing = await post('/api/login', { email: '', password: '' });
    expect(missing.json().fieldErrors).toEqual({
      email: ['Email is required'],
      password: ['Password is required'],
    });
  });

  it('signs a student in with their registration number, and links an account by its email', async () => {
    const centreId = await createCentre(t.app);
    const user = await createUser(t.app, { role: 'registered', email: 'ravi.student@example.com' });
    const student = await createStudent(t.app, { centreId, email: 'Ravi.Student@example.com' });
    const { body } = await signIn(t.app, '/api/login', {
      registration: student.registrationNumber.toLowerCase(),
      email: user.email,
      password: user.password,
    });
    expect(body.user).toMatchObject({
      role: 'student',
      registrationNumber: student.registrationNumber,
    });
    const row = await t.app.db
      .selectFrom('students')
      .select('user_id')
      .where('id', '=', student.id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(user.id);
  });

  it('refuses a registration number that is not the account’s own', async () => {
    const centreId = await createCentre(t.app);
    const owner = await createUser(t.app, { role: 'student' });
    const other = await createUser(t.app, { role: 'registered' });
    const student = await createStudent(t.app, { centreId, userId: owner.id });
    const response = await post('/api/login', {
      registration: student.registrationNumber,
      email: other.email,
      password: other.password,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Login failed. Please check your credentials.');
  });

  it('sends staff to the admin sign-in', async () => {
    const response = await post('/api/login', {
      email: TEST_ADMIN.email,
      password: TEST_ADMIN.password,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/admin/login', () => {
  it('signs in head office and centre staff', async () => {
    const head = await signIn(t.app, '/api/admin/login', TEST_ADMIN);
    expect(head.body).toMatchObject({ name: 'Head Office', message: 'Login successful' });
    const centreId = await createCentre(t.app);
    const staff = await createUser(t.app, { role: 'centre_staff', centreId });
    const signedIn = await signIn(t.app, '/api/admin/login', {
      email: staff.email,
      password: staff.password,
    });
    expect(signedIn.body.user).toMatchObject({ role: 'centre_staff', centreId });
  });

  it('refuses students and registered users with a message', async () => {
    const user = await createUser(t.app, { role: 'registered' });
    const response = await post('/api/admin/login', { email: user.email, password: user.password });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/centre staff and head office/);
  });

  it('refuses a wrong password, a disabled account and the staff of a suspended centre', async () => {
    expect(
      (await post('/api/admin/login', { email: TEST_ADMIN.email, password: 'wrong one' }))
        .statusCode,
    ).toBe(401);
    const disabled = await createUser(t.app, {
      role: 'centre_staff',
      centreId: await createCentre(t.app),
      status: 'disabled',
    });
    const refused = await post('/api/admin/login', {
      email: disabled.email,
      password: disabled.password,
    });
    expect(refused.statusCode).toBe(403);
    const suspendedCentre = await createCentre(t.app, { status: 'suspended' });
    const staff = await createUser(t.app, { role: 'centre_staff', centreId: suspendedCentre });
    const suspended = await post('/api/admin/login', {
      email: staff.email,
      password: staff.password,
    });
    expect(suspended.statusCode).toBe(403);
    expect(suspended.json().message).toBe('Your centre is suspended. Please contact head office.');
  });

  it('requires email and password', async () => {
    const response = await post('/api/admin/login', {});
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors).sort()).toEqual(['email', 'password']);
  });
});

describe('sessions', () => {
  it('ends with logout: the token no longer works and the cookie is cleared', async () => {
    const { cookie, token } = await signIn(t.app, '/api/admin/login', TEST_ADMIN);
    const origin = { origin: 'http://localhost:80' };
    const response = await post('/api/logout', {}, { cookie, ...origin });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/sid=;/);
    expect((await me({ cookie })).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it('expires', async () => {
    const { cookie } = await signIn(t.app, '/api/admin/login', TEST_ADMIN);
    // Expired in the database before its first use: a session resolved in the last
    // SESSION_CACHE_SECONDS is reused from the cache, which never outlives its expiry.
    await t.app.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('revoked_at', 'is', null)
      .execute();
    const response = await me({ cookie });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Please sign in to continue.',
    });
  });

  it('changing the password signs out every other session', async () => {
    const user = await createUser(t.app, { role: 'registered' });
    const first = await signIn(t.app, '/api/login', { email: user.email, password: user.password });
    const second = await signIn(t.app, '/api/login', {
      email: user.email,
      password: user.password,
    });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { authorization: `Bearer ${first.token}` },
      payload: { currentPassword: 'not it', newPassword: 'a brand new password' },
    });
    expect(wrong.statusCode).toBe(400);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { authorization: `Bearer ${first.token}` },
      payload: { currentPassword: user.password, newPassword: 'a brand new password' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me({ authorization: `Bearer ${first.token}` })).statusCode).toBe(200);
    expect((await me({ authorization: `Bearer ${second.token}` })).statusCode).toBe(401);
    await signIn(t.app, '/api/login', { email: user.email, password: 'a brand new password' });
  });

  it('refuses cookie-authenticated changes from another site, but not Bearer clients', async () => {
    const { cookie, token } = await signIn(t.app, '/api/admin/login', TEST_ADMIN);
    expect(
      (await post('/api/logout', {}, { cookie, origin: 'https://evil.example' })).statusCode,
    ).toBe(403);
    expect((await post('/api/logout', {}, { cookie })).statusCode).toBe(403);
    expect(
      (await post('/api/logout', {}, { cookie, referer: 'http://localhost:80/dashboard' }))
        .statusCode,
    ).toBe(200);
    expect((await post('/api/logout', {}, { authorization: `Bearer ${token}` })).statusCode).toBe(
      200,
    );
  });
});

describe('failed sign-ins', () => {
  it('make the failing client wait, never lock the account (auth-throttle.test.ts has the rest)', async () => {
    const user = await createUser(t.app, { role: 'registered' });
    for (let i = 0; i < 5; i++) {
      const response = await post('/api/login', { email: user.email, password: `wrong ${i}` });
      expect(response.statusCode).toBe(401);
    }
    const waiting = await post('/api/login', { email: user.email, password: user.password });
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
    expect(waiting.json().message).toMatch(
      /^Too many failed sign-in attempts\. Please try again in/,
    );
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: '198.51.100.20',
    });
    expect(elsewhere.statusCode).toBe(200);
    // An unknown address is answered the same way.
    const ghost = 'ghost@example.com';
    for (let i = 0; i < 5; i++) await post('/api/login', { email: ghost, password: `wrong ${i}` });
    expect((await post('/api/login', { email: ghost, password: 'x1234' })).statusCode).toBe(429);
  });
});
