import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instituteDate } from '@institute/shared/accounts';
import { createCentre, createStudent, createUser, signIn } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

// Issue 32: staff who ask for another centre's student are told exactly what they are told for a
// registration number nobody has (the same 404 and body), so the answers do not reveal which
// numbers exist at other centres. Every route that finds a student by registration number.

let t: TestApp;
let otherStaff: Record<string, string>;
let theirs: string;
/** An offline exam session of the asking staff member's own centre. */
let sessionId: number;
const UNKNOWN = 'RV2026999999';

beforeAll(async () => {
  t = await createTestApp();
  const centreId = await createCentre(t.app);
  const otherCentreId = await createCentre(t.app);
  theirs = (await createStudent(t.app, { centreId })).registrationNumber;
  const login = async (user: { email: string; password: string }) => ({
    authorization: `Bearer ${(await signIn(t.app, '/api/admin/login', user)).token}`,
  });
  otherStaff = await login(
    await createUser(t.app, { role: 'centre_staff', centreId: otherCentreId }),
  );
  const session = await t.app.inject({
    method: 'POST',
    url: '/api/dashboard/offline-exams/sessions',
    headers: otherStaff,
    payload: { title: 'Final examination', courseCode: '8', examDate: '2026-11-20' },
  });
  expect(session.statusCode, session.body).toBe(201);
  sessionId = session.json().id;
});
afterAll(() => t.close());

type Call = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Under /api/dashboard; {reg} is the number asked for, {session} the centre's own session. */
  path: string;
  body?: object;
};

const today = instituteDate();
/** Every route that finds a student by registration number, with a body it accepts. */
const CALLS: Call[] = [
  { method: 'GET', path: '/student/{reg}' },
  { method: 'POST', path: '/payments/students/{reg}/checkout', body: { pay: 'all' } },
  { method: 'POST', path: '/payments/students/{reg}/link', body: { pay: 'all' } },
  { method: 'POST', path: '/student/{reg}/completion-request', body: {} },
  { method: 'GET', path: '/AddStudent/{reg}' },
  { method: 'PUT', path: '/AddStudent/{reg}', body: {} },
  { method: 'DELETE', path: '/AddStudent/{reg}' },
  { method: 'GET', path: '/AddStudent/{reg}/files/photo' },
  { method: 'GET', path: '/AddStudent/{reg}/registration-fee' },
  { method: 'GET', path: '/AddStudent/{reg}/completion' },
  { method: 'PUT', path: '/AddStudent/{reg}/completion', body: {} },
  { method: 'GET', path: '/accounts/students/{reg}/fees' },
  {
    method: 'POST',
    path: '/accounts/students/{reg}/payments',
    body: { amountPaise: 10000, paidOn: today, mode: 'cash' },
  },
  { method: 'PUT', path: '/accounts/students/{reg}/discount', body: { discountPaise: 0 } },
  { method: 'GET', path: '/student/{reg}/fees' },
  { method: 'GET', path: '/student/{reg}/exams' },
  { method: 'GET', path: '/student/{reg}/exams/1' },
  { method: 'GET', path: '/student/{reg}/results' },
  { method: 'GET', path: '/student/{reg}/certificates' },
  { method: 'GET', path: '/student/{reg}/certificates/RVC2026000001/pdf' },
  { method: 'GET', path: '/student/{reg}/credentials' },
  { method: 'GET', path: '/student/{reg}/credentials/RVC2026000001?format=jwt' },
  { method: 'GET', path: '/offline-exams/students/{reg}/marksheets' },
  { method: 'GET', path: '/offline-exams/sessions/{session}/marksheets/{reg}' },
  { method: 'GET', path: '/offline-exams/sessions/{session}/marksheets/{reg}/pdf' },
  { method: 'GET', path: '/offline-exams/sessions/{session}/admit-cards?registrationNumber={reg}' },
  { method: 'GET', path: '/certificates/track?registrationNumber={reg}' },
  { method: 'GET', path: '/batches/student/{reg}' },
  { method: 'GET', path: '/student/{reg}/id-card' },
  { method: 'GET', path: '/attendance/students/{reg}' },
  { method: 'POST', path: '/certificates/requests', body: { registrationNumber: '{reg}' } },
];

const call = (headers: Record<string, string>, { method, path, body }: Call, reg: string) => {
  const fill = (text: string) =>
    text.replaceAll('{reg}', reg).replaceAll('{session}', String(sessionId));
  return t.app.inject({
    method,
    url: `/api/dashboard${fill(path)}`,
    headers,
    ...(body ? { payload: JSON.parse(fill(JSON.stringify(body))) } : {}),
  });
};

describe("another centre's student", () => {
  it.each(CALLS.map((c) => [`${c.method} ${c.path}`, c] as const))(
    '%s: the same answer as for an unknown number',
    async (_name, c) => {
      // The answers, with the number asked for written {reg} (a message may repeat it).
      const answer = async (reg: string) => {
        const response = await call(otherStaff, c, reg);
        return { status: response.statusCode, body: response.body.replaceAll(reg, '{reg}') };
      };
      const unknown = await answer(UNKNOWN);
      expect(unknown.status).toBe(404);
      expect(await answer(theirs)).toEqual(unknown);
    },
  );

  it('is covered for every route whose path names a registration number', () => {
    // The routes above as the router knows them.
    const pattern = (path: string) =>
      path
        .split('?')[0]!
        .replace('{reg}', ':registrationNumber')
        .replace('{session}', ':id')
        .replace('files/photo', 'files/:kind')
        .replace('exams/1', 'exams/:examId')
        .replace('RVC2026000001', ':number');
    const covered = CALLS.map((c) => `${c.method} /api/dashboard${pattern(c.path)}`);
    // Refused to staff before any student is looked for (the same answer whatever the number):
    // what only the student does in their exam, and head office's restore.
    const refusedFirst = [
      'POST /api/dashboard/student/:registrationNumber/exams/:examId/start',
      'PUT /api/dashboard/student/:registrationNumber/exams/:examId/answers/:questionId',
      'POST /api/dashboard/student/:registrationNumber/exams/:examId/submit',
      'POST /api/dashboard/student/:registrationNumber/exams/:examId/open-link',
      'POST /api/dashboard/AddStudent/:registrationNumber/restore',
    ];
    const named = t.app.dashboardRoutes
      .filter((route) => route.url.includes(':registrationNumber'))
      .map((route) => `${route.method} ${route.url}`);
    expect([...named].sort()).toEqual(
      [...covered.filter((route) => route.includes(':registrationNumber')), ...refusedFirst].sort(),
    );
  });
});
