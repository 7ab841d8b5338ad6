import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInHeadOffice, signInStaff, signInUser } from './helpers/actors';
import { createCentre, createStudent, createUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

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
  identities['nobody'] = {};
  identities['registered user'] = await signInUser(t.app, registered);
  identities['the student'] = await signInUser(t.app, studentUser);
  identities['another student'] = await signInUser(t.app, otherStudent);
  identities['staff of another centre'] = await signInStaff(t.app, otherStaff);
  identities['staff of the centre'] = await signInStaff(t.app, staff);
  identities['head office'] = await signInHeadOffice(t.app);
});
afterAll(() => t.close());

type Verdict = 401 | 403 | 404 | 'allowed';

/**
 * Staff asking for another centre's student: the answer to a number nobody has (issue 32; the
 * bodies are compared in other-centre-students.test.ts).
 */
const NOT_OURS = 404;

type Rule = (route: { method: string; url: string }, identity: string) => Verdict;

const staffOnly: Rule = (_route, identity) =>
  identity === 'head office' ||
  identity === 'staff of the centre' ||
  identity === 'staff of another centre'
    ? 'allowed'
    : 403;
const headOfficeOnly: Rule = (_route, identity) => (identity === 'head office' ? 'allowed' : 403);

/**
 * The access rules of each area under /api/dashboard, by URL prefix (the longest matching prefix
 * decides). Routes whose parameters name a record that does not exist answer 404, which counts as
 * 'allowed' here: each area's own tests check scoping on real records of two centres.
 */
const AREA_RULES: Record<string, Rule> = {
  // Centre messages: head office writes and follows them; centre staff have the inbox.
  '/api/dashboard/centre-messages': (route, identity) => {
    if (staffOnly(route, identity) !== 'allowed') return 403;
    if (route.url.endsWith('/unread-count')) return 'allowed';
    const headOfficeRoute =
      route.url.endsWith('/sent') ||
      (route.method === 'POST' && route.url.endsWith('/centre-messages'));
    return (identity === 'head office') === headOfficeRoute ? 'allowed' : 403;
  },
  // The educator profile: every staff member's own; posts are for centre staff.
  '/api/dashboard/profile': (route, identity) => {
    if (staffOnly(route, identity) !== 'allowed') return 403;
    return route.url.includes('/posts') && identity === 'head office' ? 403 : 'allowed';
  },
  '/api/dashboard/summary': staffOnly,
  // Announcements: head office and centre staff, each centre its own (announcements.test.ts).
  '/api/dashboard/announcements': staffOnly,
  // Batches: staff, each their own centre's (scoping on real batches is in batches.test.ts);
  // another centre's student answers as one nobody has.
  '/api/dashboard/batches': (route, identity) => {
    const verdict = staffOnly(route, identity);
    if (verdict !== 'allowed') return verdict;
    return identity === 'staff of another centre' && route.url.includes(':registrationNumber')
      ? NOT_OURS
      : 'allowed';
  },
  // The website: head office edits it (and staff it lets: content-editing.test.ts); every staff
  // member may ask whether they may.
  '/api/dashboard/content/': (route, identity) =>
    route.url.endsWith('/access') ? staffOnly(route, identity) : headOfficeOnly(route, identity),
  // Centres and staff accounts: head office manages; centre staff read their own centre only,
  // and manage its teachers' accounts (the service refuses other accounts: centres.test.ts,
  // teachers.test.ts).
  '/api/dashboard/centre-admin/': (route, identity) => {
    if (identity === 'head office') return 'allowed';
    if (identity !== 'staff of the centre' && identity !== 'staff of another centre') return 403;
    if (route.method !== 'GET' && route.url.includes('/staff')) return 'allowed';
    if (route.method !== 'GET') return 403;
    // Reads walk the centre of 'staff of the centre'; the list answers each their own centre.
    return route.url.includes(':id') && identity === 'staff of another centre' ? 403 : 'allowed';
  },
  // Course Enquiry: staff read and follow up (each their centre's); head office assigns.
  '/api/dashboard/enquiries': (route, identity) => {
    if (staffOnly(route, identity) !== 'allowed') return 403;
    return route.url.endsWith('/centre') && identity !== 'head office' ? 403 : 'allowed';
  },
  // Centre Documents (:id is a centre): staff reach their own centre, head office every centre.
  '/api/dashboard/centre-documents/': (route, identity) => {
    if (identity === 'head office') return 'allowed';
    if (identity !== 'staff of the centre') return 403;
    // GETs walk the centre of 'staff of the centre'; writes walk another centre.
    return route.method === 'GET' ? 'allowed' : 403;
  },
  // The printed documents' default language: every staff member reads it, head office sets it.
  '/api/dashboard/documents': (route, identity) =>
    route.method === 'GET' ? staffOnly(route, identity) : headOfficeOnly(route, identity),
  // Marketing Tools: every staff member downloads; head office adds, replaces and removes.
  '/api/dashboard/marketing-tools': (route, identity) =>
    route.method === 'GET' ? staffOnly(route, identity) : headOfficeOnly(route, identity),
  // Certificates: staff request, track and read (their centre's); head office decides and issues.
  '/api/dashboard/certificates': (route, identity) => {
    if (staffOnly(route, identity) !== 'allowed') return 403;
    const headOfficeAction =
      /\/(approve|reject|print|dispatch|bulk|revoke|approval-settings)$/.test(route.url) ||
      route.url.includes('/course-exam/');
    return headOfficeAction && identity !== 'head office' ? 403 : 'allowed';
  },
  // Accounts: staff, each their own centre; head office confirms funds, sets course fees (and
  // applies them to students), sets the go-live date and sees every wallet. Scoping of funds and payments by id is in accounts.test.ts.
  '/api/dashboard/accounts/': (route, identity) => {
    const headOfficeRoute =
      route.url.endsWith('/wallets') ||
      route.url.endsWith('/confirm') ||
      route.url.endsWith('/reject') ||
      (route.method === 'PUT' && route.url.includes('/course-fees/')) ||
      (route.method === 'POST' && route.url.includes('/course-fees/')) ||
      (route.method === 'PUT' && route.url.endsWith('/go-live'));
    if (headOfficeRoute) return headOfficeOnly(route, identity);
    const verdict = staffOnly(route, identity);
    if (verdict !== 'allowed') return verdict;
    return identity === 'staff of another centre' && route.url.includes(':registrationNumber')
      ? NOT_OURS
      : 'allowed';
  },
  // Online payments: a student pays their own fee and reads whether payment is on; staff pay
  // their centre's students' fees, send links, top up and list; head office refunds.
  '/api/dashboard/payments': (route, identity) => {
    if (route.url.endsWith('/settings')) {
      return identity === 'the student' || identity === 'another student'
        ? 'allowed'
        : staffOnly(route, identity);
    }
    if (route.url.endsWith('/refund')) return headOfficeOnly(route, identity);
    if (route.url.endsWith('/checkout') && route.url.includes(':registrationNumber')) {
      if (identity === 'the student') return 'allowed';
      if (identity === 'another student') return 403;
    }
    const verdict = staffOnly(route, identity);
    if (verdict !== 'allowed') return verdict;
    return identity === 'staff of another centre' && route.url.includes(':registrationNumber')
      ? NOT_OURS
      : 'allowed';
  },
  '/api/dashboard/online-exams': staffOnly,
  // The question bank: staff read it, head office changes it.
  '/api/dashboard/online-exams/questions': (route, identity) =>
    route.method === 'GET' ? staffOnly(route, identity) : headOfficeOnly(route, identity),
  // A student's exams: staff of the centre may look; only the student takes them.
  '/api/dashboard/student/:registrationNumber/exams': (route, identity) => {
    if (identity === 'the student') return 'allowed';
    if (route.method !== 'GET') return 403;
    if (identity === 'staff of another centre') return NOT_OURS;
    return identity === 'staff of the centre' || identity === 'head office' ? 'allowed' : 403;
  },
  // Offline exams: staff; only head office edits the subjects of a course. A student's
  // marksheets are their centre's (session routes meet an unknown session first: 404).
  '/api/dashboard/offline-exams/': (route, identity) => {
    if (route.url.endsWith('/subjects')) return headOfficeOnly(route, identity);
    const verdict = staffOnly(route, identity);
    if (verdict !== 'allowed') return verdict;
    return identity === 'staff of another centre' &&
      route.url.includes(':registrationNumber') &&
      !route.url.includes(':id')
      ? NOT_OURS
      : 'allowed';
  },
  '/api/dashboard/grading-scale': (route, identity) =>
    route.method === 'GET' ? staffOnly(route, identity) : headOfficeOnly(route, identity),
  // Manage Application: staff; centre scoping on real records is in applications.test.ts.
  '/api/dashboard/applications': staffOnly,
  // The background jobs: head office only.
  '/api/dashboard/jobs': headOfficeOnly,
  // Applications to open a centre: head office reviews them (centre-applications.test.ts).
  '/api/dashboard/centre-applications': headOfficeOnly,
  // GST: the settings and centres' GSTINs are head office's; the invoices, their PDFs and the
  // month's export are staff's (a centre's own: gst-invoices.test.ts).
  '/api/dashboard/invoices': (route, identity) =>
    route.url.includes('/settings') || route.url.includes('/gstin')
      ? headOfficeOnly(route, identity)
      : staffOnly(route, identity),
  // The credential signing keys: head office only.
  '/api/dashboard/credentials/': headOfficeOnly,
  // Affiliations (:centreId is a centre): staff read and renew their own centre's, head office
  // every centre's and alone changes them (GETs walk the centre of 'staff of the centre', writes
  // another centre).
  '/api/dashboard/affiliations': (route, identity) => {
    const verdict = staffOnly(route, identity);
    if (verdict !== 'allowed' || identity === 'head office') return verdict;
    if (route.url.endsWith('/mine')) return 'allowed';
    return route.method === 'GET' && identity === 'staff of the centre' ? 'allowed' : 403;
  },
  '/api/dashboard/affiliation-settings': headOfficeOnly,
  // The delivery log of e-mails and SMS: head office only.
  '/api/dashboard/notifications': headOfficeOnly,
};

/** Who may call what: every route under /api/dashboard must say how each identity is answered. */
function expected(route: { method: string; url: string }, identity: string): Verdict {
  if (identity === 'nobody') return 401;
  const area = Object.keys(AREA_RULES)
    .filter((prefix) => route.url.startsWith(prefix))
    .sort((a, b) => b.length - a.length)[0];
  if (area) return AREA_RULES[area]!(route, identity);
  const ownStudentRoute = route.url.startsWith('/api/dashboard/student/:registrationNumber');
  // Only the student asks for their completion status to be edited (the student is found first).
  if (route.url.endsWith('/completion-request'))
    return identity === 'the student'
      ? 'allowed'
      : identity === 'staff of another centre'
        ? NOT_OURS
        : 403;
  // Only head office brings an archived student back.
  if (route.url.endsWith('/restore')) return identity === 'head office' ? 'allowed' : 403;
  switch (identity) {
    case 'registered user':
    case 'another student':
      return 403;
    case 'the student':
      return ownStudentRoute || route.url.endsWith('/files/:kind') ? 'allowed' : 403;
    case 'staff of another centre':
      return route.url.includes(':registrationNumber') ? NOT_OURS : 'allowed';
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
    centreId: String(route.method === 'GET' ? centreId : targetCentreId),
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
    // About 200 routes times 7 identities: more than the default time on a busy machine.
  }, 180_000);
});
