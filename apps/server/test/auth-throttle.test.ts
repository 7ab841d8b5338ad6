import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from './helpers/factories';
import { createTestApp, TEST_ADMIN, type TestApp } from './helpers/test-app';

// Failed sign-ins never lock an account (docs/security.md): a client that keeps failing waits,
// longer and longer; strangers failing elsewhere never keep the owner out. On the database's
// counters here (SQLite and PostgreSQL); redis-shared.test.ts runs them through Redis.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const signIn = (
  from: string,
  body: { email: string; password: string },
  options: { cookie?: string; url?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: options.url ?? '/api/admin/login',
    payload: body,
    remoteAddress: from,
    headers: options.cookie ? { cookie: options.cookie } : {},
  });

const deviceCookieOf = (response: { headers: Record<string, unknown> }) => {
  const cookies = [response.headers['set-cookie']].flat().map(String);
  const device = cookies.find((cookie) => cookie.startsWith('known_device='));
  expect(device).toBeDefined();
  return device!.split(';')[0]!;
};

/** `count` wrong passwords on the account, `perAddress` from each address, `parallel` at once. */
async function wrongPasswords(
  email: string,
  count: number,
  options: { perAddress: number; parallel: number; network: string },
): Promise<number[]> {
  const statuses: number[] = [];
  const tries = Array.from({ length: count }, (_, i) => {
    const address = Math.floor(i / options.perAddress);
    return { from: `${options.network}.${Math.floor(address / 250)}.${(address % 250) + 1}`, i };
  });
  for (let start = 0; start < tries.length; start += options.parallel) {
    const answers = await Promise.all(
      tries
        .slice(start, start + options.parallel)
        .map(({ from, i }) => signIn(from, { email, password: `wrong guess ${i}` })),
    );
    statuses.push(...answers.map((answer) => answer.statusCode));
  }
  return statuses;
}

const warnings = (email: string) =>
  t.app.db
    .selectFrom('notification_outbox')
    .select(['recipient', 'data'])
    .where('kind', '=', 'sign-in-failures')
    .where('recipient', '=', email)
    .execute();

describe('failed sign-ins from strangers', () => {
  it('1,000 wrong passwords from other addresses: head office still signs in at once', async () => {
    const statuses = await wrongPasswords(TEST_ADMIN.email, 1000, {
      perAddress: 10,
      parallel: 25,
      network: '203.0',
    });
    expect(new Set(statuses)).toEqual(new Set([401, 429]));
    // Most were turned away before any password was checked.
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(700);

    const owner = await signIn('198.51.100.7', TEST_ADMIN);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.email).toBe(TEST_ADMIN.email);
    // The owner was told, once.
    expect(await warnings(TEST_ADMIN.email)).toHaveLength(1);
  }, 180_000);

  it('a known device signs in at once even from the very address that keeps failing', async () => {
    const staff = await createUser(t.app, { role: 'head_office' });
    const office = '192.0.2.10';
    const first = await signIn(office, staff);
    expect(first.statusCode).toBe(200);
    const cookie = deviceCookieOf(first);

    // Someone behind the same address fails on 40 other accounts, and on this one.
    for (let i = 0; i < 45; i++) {
      const email = i < 40 ? `someone${i}@example.com` : staff.email;
      await signIn(office, { email, password: `wrong guess ${i}` });
    }
    expect((await signIn(office, staff)).statusCode).toBe(429);
    const known = await signIn(office, staff, { cookie });
    expect(known.statusCode).toBe(200);

    // A cookie of another account, or a forged one, is no known device.
    const other = await createUser(t.app, { role: 'centre_staff' });
    expect((await signIn(office, other, { cookie })).statusCode).toBe(429);
    const forged = cookie.replace(/.(?=$)/, (last) => (last === 'A' ? 'B' : 'A'));
    expect((await signIn(office, staff, { cookie: forged })).statusCode).toBe(429);
  });
});

describe('one client failing on one account', () => {
  it('waits longer each time, with Retry-After and a clear message; others are not held', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-11-27T10:00:00.000Z'));
    const staff = await createUser(t.app, { role: 'centre_staff' });
    const from = '192.0.2.20';
    const wrong = { email: staff.email, password: 'not my password' };
    for (let i = 0; i < 5; i++) expect((await signIn(from, wrong)).statusCode).toBe(401);

    const waits: number[] = [];
    for (let round = 0; round < 4; round++) {
      // Even the right password waits: this client has been failing.
      const refused = await signIn(from, staff);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('TOO_MANY_ATTEMPTS');
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait);
      vi.setSystemTime(Date.now() + wait * 1000 + 1000);
      expect((await signIn(from, wrong)).statusCode).toBe(401);
    }
    expect(waits).toEqual([30, 60, 120, 240]);
    const refused = await signIn(from, staff);
    expect(refused.json().message).toBe(
      'Too many failed sign-in attempts. Please try again in 8 minutes.',
    );
    const hindi = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: staff,
      remoteAddress: from,
      headers: { 'accept-language': 'hi' },
    });
    expect(hindi.statusCode).toBe(429);
    expect(hindi.json().message).toBe(
      'साइन-इन के बहुत सारे असफल प्रयास। कृपया 8 मिनट बाद फिर से कोशिश करें।',
    );

    // Another client is answered at once, and the account is not locked.
    expect((await signIn('192.0.2.21', staff)).statusCode).toBe(200);

    // After the wait, the right password works, and the count starts again.
    vi.setSystemTime(Date.now() + 8 * 60_000 + 1000);
    expect((await signIn(from, staff)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signIn(from, wrong)).statusCode).toBe(401);
    expect((await signIn(from, staff)).statusCode).toBe(200);
  });

  it('says seconds for a short wait', async () => {
    const user = await createUser(t.app, { role: 'registered' });
    const wrong = { email: user.email, password: 'not my password' };
    for (let i = 0; i < 5; i++) await signIn('192.0.2.30', wrong, { url: '/api/login' });
    const refused = await signIn('192.0.2.30', user, { url: '/api/login' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many failed sign-in attempts\. Please try again in ([1-9]|[12]\d|30) seconds?\.$/,
    );
  });

  it('checks one of 50 wrong passwords sent at once, and refuses the rest unchecked', async () => {
    const staff = await createUser(t.app, { role: 'centre_staff' });
    const from = '192.0.2.40';
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        signIn(from, { email: staff.email, password: `guess ${i}` }),
      ),
    );
    const checked = answers.filter((answer) => answer.statusCode === 401);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(checked.length + refused.length).toBe(50);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(refused[0]!.headers['retry-after']).toBe('1');
    expect(refused[0]!.json().message).toBe(
      'A sign-in to this account from here is already being checked. Please try again in a moment.',
    );
    // The owner elsewhere is not held.
    expect((await signIn('192.0.2.41', staff)).statusCode).toBe(200);
  });
});

describe('the owner is told', () => {
  it('by one e-mail per window, however many fail and however concurrently', async () => {
    const staff = await createUser(t.app, { role: 'centre_staff' });
    await wrongPasswords(staff.email, 50, { perAddress: 1, parallel: 50, network: '10.1' });
    await wrongPasswords(staff.email, 30, { perAddress: 1, parallel: 10, network: '10.2' });
    const sent = await warnings(staff.email);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!.data)).toMatchObject({ attempts: 20 });
    // The owner, from an address of theirs, is not held.
    expect((await signIn('198.51.100.8', staff)).statusCode).toBe(200);
  });

  it('without telling the stranger whether the account exists', async () => {
    const staff = await createUser(t.app, { role: 'centre_staff' });
    const ghost = 'nobody.here@example.com';
    const options = { perAddress: 3, parallel: 1 };
    const real = await wrongPasswords(staff.email, 45, { ...options, network: '10.3' });
    const unknown = await wrongPasswords(ghost, 45, { ...options, network: '10.4' });
    expect(unknown).toEqual(real);
    expect(await warnings(staff.email)).toHaveLength(1);
    expect(await warnings(ghost)).toHaveLength(0);
  });
});
