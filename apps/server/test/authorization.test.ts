import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCentre, createStudent, createUser, signIn } from './helpers/factories';
import { createTestApp, TEST_ADMIN, type TestApp } from './helpers/test-app';

let t: TestApp;
let registrationNumber: string;
let centreId: number;
let otherCentreId: number;
/** Writes under /centre-admin act on a centre and an account of their own: suspending the
 * centre of the signed-in staff would end their sessions for the routes walked after it. */
let targetCentreId: number;
let targetUserId: number;
const identities: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  centreId = await createCentre(t.app);
  otherCentreId = await createCentre(t.app);
  targetCentreId = await createCentre(t.app);
  targetUserId = (await createUser(t.app, { role: 'centre_staff', centreId: targetCentreId })).id;
  const studentUser = await createUser(t.app, { role: 'student' });
  ({ registrationNumber } = await createStudent(t.app, { centreId, userId: studentUser.id }));
  const registered = await createUser(t.app, { role: 'registered' });
  const otherStudent = await createUser(t.app, { role: 'student' });
  await createStudent(t.app, { centreId, userId: otherStudent.id });
  const staff = await createUser(t.app, { role: 'centre_staff', centreId });
  const otherStaff = await createUser(t.app, { role: 'centre_staff', centreId: otherCentreId });
  const bearer = async (
    path: '/api/login' | '/api/admin/login',
    user: { email: string; password: string },
  ) => ({
    authorization: `Bearer ${(await signIn(t.app, path, { email: user.email, password: user.password })).token}`,
  });
  identities['nobody'] = {};
  identities['registered user'] = await bearer('/api/login', registered);
  identities['the student'] = await bearer('/api/login', studentUser);
  identities['another student'] = await bearer('/api/login', otherStudent);
  identities['staff of another centre'] = await bearer('/api/admin/login', otherStaff);
  identities['staff of the centre'] = await bearer('/api/admin/login', staff);
  identities['head office'] = await bearer('/api/admin/login', TEST_ADMIN);
});
afterAll(() => t.close());

type Verdict = 401 | 403 | 'allowed';

type Rule = (route: { method: string; url: string }, identity: string) => Verdict;

const staffOnly: Rule = (_route, identity) =>
  identity === 'head office' ||
  identity === 'staff of the centre' ||
  identity === 'staff of another centre'
    ? 'allowed'
    : 403;
const headOfficeOnly: Rule = (_route, identity) => (identity === 'head office' ? 'allowed' : 403);
void headOfficeOnly;

/**
 * The access rules of each area under /api/dashboard, by URL prefix (the longest matching prefix
 * decides). Routes whose parameters name a record that does not exist answer 404, which counts as
 * 'allowed' here: each area's own tests check scoping on real records of two centres.
 */
const AREA_RULES: Record<string, Rule> = {
  // Centres and staff accounts: head office manages; centre staff read their own centre only.
  '/api/dashboard/centre-admin/': (route, identity) => {
    if (identity === 'head office') return 'allowed';
    if (identity !== 'staff of the centre' && identity !== 'staff of another centre') return 403;
    if (route.method !== 'GET') return 403;
    // Reads walk the centre of 'staff of the centre'; the list answers each their own centre.
    return route.url.includes(':id') && identity === 'staff of another centre' ? 403 : 'allowed';
  },
  '/api/dashboard/enquiries': staffOnly,
};

/** Who may call what: every route under /api/dashboard must say how each identity is answered. */
function expected(route: { method: string; url: string }, identity: string): Verdict {
  if (identity === 'nobody') return 401;
  const area = Object.keys(AREA_RULES)
    .filter((prefix) => route.url.startsWith(prefix))
    .sort((a, b) => b.length - a.length)[0];
  if (area) return AREA_RULES[area]!(route, identity);
  const ownStudentRoute = route.url.startsWith('/api/dashboard/student/:registrationNumber');
  // Only the student asks for their completion status to be edited.
  if (route.url.endsWith('/completion-request'))
    return identity === 'the student' ? 'allowed' : 403;
  // Only head office brings an archived student back.
  if (route.url.endsWith('/restore')) return identity === 'head office' ? 'allowed' : 403;
  switch (identity) {
    case 'registered user':
    case 'another student':
      return 403;
    case 'the student':
      return ownStudentRoute || route.url.endsWith('/files/:kind') ? 'allowed' : 403;
    case 'staff of another centre':
      return route.url.includes(':registrationNumber') ? 403 : 'allowed';
    default:
      return 'allowed';
  }
}

/** Values for route parameters; any other parameter gets an id no record has. */
function pathFor(route: { method: string; url: string }): string {
  const params: Record<string, string> = {
    registrationNumber,
    kind: 'photo',
    id: String(route.method === 'GET' ? centreId : targetCentreId),
    userId: String(targetUserId),
  };
  return route.url.replace(/:(\w+)/g, (_match, name: string) => params[name] ?? '999999');
}

describe('authorization of every /api/dashboard route', () => {
  it('knows the dashboard routes', () => {
    expect(t.app.dashboardRoutes.length).toBeGreaterThan(0);
    for (const route of t.app.dashboardRoutes) expect(route.url).toMatch(/^\/api\/dashboard\//);
  });

  it('answers each identity as the access rules say', async () => {
    const failures: string[] = [];
    for (const route of t.app.dashboardRoutes) {
      const url = pathFor(route);
      for (const [identity, headers] of Object.entries(identities)) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers,
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        const verdict = expected(route, identity);
        const ok =
          verdict === 'allowed'
            ? response.statusCode !== 401 && response.statusCode !== 403
            : response.statusCode === verdict;
        if (!ok)
          failures.push(`${route.method} ${route.url} as ${identity}: ${response.statusCode}`);
        if (response.statusCode === 401 || response.statusCode === 403) {
          expect(Object.keys(response.json()).sort()).toEqual(['code', 'message']);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
