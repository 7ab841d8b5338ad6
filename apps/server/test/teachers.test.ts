// Teachers (issue 35 point 2, decision 0069): a centre's account that signs in at /admin and
// reaches only the batches assigned to it: their students' names and photos, and marks entry for
// those students. Head office and the centre's staff create teachers and assign them to batches.
// Every other dashboard route refuses a teacher (403): the walk below probes each operation of
// the OpenAPI document, so a route added later is covered as soon as it is registered.
import { addDays } from '@institute/shared/dates';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInHeadOffice, signInStaff, staffOf, type Headers } from './helpers/actors';
import { createCentre, createStudent } from './helpers/factories';
import { multipart, pngImage, studentFields } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';
import { instituteDate } from '../src/lib/time';

let t: TestApp;
let headOffice: Headers;
let manager: Headers;
let otherManager: Headers;
let centreId: number;
let otherCentreId: number;
let teacher: { id: number; email: string; headers: Headers };
let otherTeacherId: number;
let ownBatchId: number;
let otherBatchId: number;
let taught: { id: number; registrationNumber: string };
let notTaught: { id: number; registrationNumber: string };

const BASE = '/api/dashboard';
const PASSWORD = 'teacher password 1';
let room = 0;

const form = (values: Record<string, unknown> = {}) => ({
  name: `Batch ${++room}`,
  course: '8',
  courseOption: null,
  startDate: '2026-11-01',
  endDate: '2027-02-28',
  weekdays: ['Mon', 'Wed', 'Fri'],
  startTime: '09:00',
  endTime: '10:30',
  room: `Room ${room}`,
  teacherUserId: null,
  capacity: 20,
  ...values,
});

async function createTeacher(headers: Headers, atCentre: number, email: string) {
  return t.app.inject({
    method: 'POST',
    url: `${BASE}/centre-admin/centres/${atCentre}/staff`,
    headers,
    payload: { name: 'Kavita Sharma', email, password: PASSWORD, role: 'teacher' },
  });
}

async function createBatch(headers: Headers, values: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: `${BASE}/batches`,
    headers,
    payload: form(values),
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number }).id;
}

async function enrol(batchId: number, registrationNumber: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `${BASE}/batches/${batchId}/enrolments`,
    headers: headOffice,
    payload: { registrationNumbers: [registrationNumber] },
  });
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  headOffice = await signInHeadOffice(t.app);
  centreId = await createCentre(t.app);
  otherCentreId = await createCentre(t.app);
  manager = await staffOf(t.app, centreId);
  otherManager = await staffOf(t.app, otherCentreId);

  const created = await createTeacher(manager, centreId, 'kavita.teacher@example.com');
  expect(created.statusCode, created.body).toBe(201);
  const teacherId = (created.json() as { id: number }).id;
  teacher = {
    id: teacherId,
    email: 'kavita.teacher@example.com',
    headers: await signInStaff(t.app, { email: 'kavita.teacher@example.com', password: PASSWORD }),
  };
  const second = await createTeacher(headOffice, centreId, 'mohan.teacher@example.com');
  expect(second.statusCode, second.body).toBe(201);
  otherTeacherId = (second.json() as { id: number }).id;

  // A student with a photo, added through Add Student; another without.
  const body = multipart(studentFields({ adhar: '2341 2341 2346' }), {
    photo: { data: await pngImage(600, 800), filename: 'photo.png', type: 'image/png' },
  });
  const added = await t.app.inject({
    method: 'POST',
    url: `${BASE}/AddStudent`,
    payload: body.payload,
    headers: { ...manager, ...body.headers },
  });
  expect(added.statusCode, added.body).toBe(201);
  const record = added.json() as { id: number; registrationNumber: string };
  taught = { id: record.id, registrationNumber: record.registrationNumber };
  notTaught = await createStudent(t.app, { centreId });

  ownBatchId = await createBatch(manager, { teacherUserId: teacherId, courseOption: null });
  otherBatchId = await createBatch(headOffice, { centreId, teacherUserId: otherTeacherId });
  await enrol(ownBatchId, taught.registrationNumber);
  await enrol(otherBatchId, notTaught.registrationNumber);
});
afterAll(() => t.close());

describe('teacher accounts', () => {
  it('are made by head office and by the centre’s staff for their own centre, listed with their role', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: `${BASE}/centre-admin/centres/${centreId}/staff`,
      headers: manager,
    });
    expect(list.statusCode).toBe(200);
    const roles = Object.fromEntries(
      (list.json() as { email: string; role: string }[]).map((s) => [s.email, s.role]),
    );
    expect(roles['kavita.teacher@example.com']).toBe('teacher');
    expect(roles['mohan.teacher@example.com']).toBe('teacher');
    expect(Object.values(roles)).toContain('centre_staff');
  });

  it('a centre’s staff may not make staff accounts, nor teachers of another centre', async () => {
    const staffAccount = await t.app.inject({
      method: 'POST',
      url: `${BASE}/centre-admin/centres/${centreId}/staff`,
      headers: manager,
      payload: { name: 'New Manager', email: 'new.manager@example.com', password: PASSWORD },
    });
    expect(staffAccount.statusCode).toBe(403);
    expect(staffAccount.json().message).toBe(
      "A centre's staff create and manage its teacher accounts; head office manages staff accounts.",
    );
    const elsewhere = await createTeacher(otherManager, centreId, 'elsewhere@example.com');
    expect(elsewhere.statusCode).toBe(403);
    const email = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('email', 'in', ['new.manager@example.com', 'elsewhere@example.com'])
      .execute();
    expect(email).toEqual([]);
  });

  it('sign in at /admin only, and land on nothing but their role', async () => {
    const site = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: teacher.email, password: PASSWORD },
    });
    expect(site.statusCode).toBe(403);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: teacher.headers });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ role: 'teacher', centreId });
  });

  it('are assigned to a batch of their centre only', async () => {
    const abroad = await t.app.inject({
      method: 'POST',
      url: `${BASE}/batches`,
      headers: otherManager,
      payload: form({ teacherUserId: teacher.id }),
    });
    expect(abroad.statusCode).toBe(400);
    expect(abroad.json().fieldErrors.teacherUserId).toBeDefined();
  });
});

describe('what a teacher sees', () => {
  it('lists only the batches assigned to them', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: `${BASE}/batches`,
      headers: teacher.headers,
    });
    expect(list.statusCode).toBe(200);
    expect((list.json() as { id: number }[]).map((b) => b.id)).toEqual([ownBatchId]);
    // Asking for another centre's batches changes nothing.
    const other = await t.app.inject({
      method: 'GET',
      url: `${BASE}/batches?centreId=${otherCentreId}`,
      headers: teacher.headers,
    });
    expect((other.json() as { id: number }[]).map((b) => b.id)).toEqual([ownBatchId]);
  });

  it('opens their batch with its students’ names and photos, not another teacher’s batch', async () => {
    const own = await t.app.inject({
      method: 'GET',
      url: `${BASE}/batches/${ownBatchId}`,
      headers: teacher.headers,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().students).toEqual([
      expect.objectContaining({
        registrationNumber: taught.registrationNumber,
        name: 'Sunita Yadav',
        hasPhoto: true,
      }),
    ]);
    const other = await t.app.inject({
      method: 'GET',
      url: `${BASE}/batches/${otherBatchId}`,
      headers: teacher.headers,
    });
    expect(other.statusCode).toBe(404);
  });

  it('sees the photo of their batch’s student, nothing else of any student', async () => {
    const file = (number: string, kind: string) =>
      t.app.inject({
        method: 'GET',
        url: `${BASE}/AddStudent/${number}/files/${kind}`,
        headers: teacher.headers,
      });
    const photo = await file(taught.registrationNumber, 'photo');
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toMatch(/^image\//);
    expect((await file(taught.registrationNumber, 'signature')).statusCode).toBe(404);
    expect((await file(notTaught.registrationNumber, 'photo')).statusCode).toBe(404);
    // The record itself (Aadhaar, fees, contacts) is refused.
    for (const url of [
      `${BASE}/student/${taught.registrationNumber}`,
      `${BASE}/AddStudent/${taught.registrationNumber}`,
      `${BASE}/batches/student/${taught.registrationNumber}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: teacher.headers });
      expect(response.statusCode, url).toBe(403);
    }
  });

  it('cannot change a batch, enrol or move students', async () => {
    const change = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/batches/${ownBatchId}`,
      headers: teacher.headers,
      payload: form({ teacherUserId: teacher.id }),
    });
    expect(change.statusCode).toBe(403);
    const enrolling = await t.app.inject({
      method: 'POST',
      url: `${BASE}/batches/${ownBatchId}/enrolments`,
      headers: teacher.headers,
      payload: { registrationNumbers: [notTaught.registrationNumber] },
    });
    expect(enrolling.statusCode).toBe(403);
  });
});

describe('attendance of a teacher', () => {
  it('takes the attendance of their own batch and reaches no other batch’s sheet', async () => {
    // The first Monday, Wednesday or Friday from today on (India's calendar), at 10:00 there: a
    // class day of the batches, after the students were enrolled.
    let day = instituteDate();
    while (![1, 3, 5].includes(new Date(`${day}T00:00:00Z`).getUTCDay())) day = addDays(day, 1);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${day}T10:00:00+05:30`));
    try {
      const sheet = (batchId: number) => `${BASE}/attendance/batches/${batchId}/days/${day}`;
      // Signed in on that day (a session left idle since today's sign-in would have ended).
      const headers = await signInStaff(t.app, { email: teacher.email, password: PASSWORD });
      const own = await t.app.inject({
        method: 'GET',
        url: sheet(ownBatchId),
        headers,
      });
      expect(own.statusCode, own.body).toBe(200);
      const saved = await t.app.inject({
        method: 'PUT',
        url: sheet(ownBatchId),
        headers,
        payload: { marks: [{ registrationNumber: taught.registrationNumber, status: 'absent' }] },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      for (const method of ['GET', 'PUT'] as const) {
        const other = await t.app.inject({
          method,
          url: sheet(otherBatchId),
          headers,
          ...(method === 'PUT' ? { payload: { marks: [] } } : {}),
        });
        expect(other.statusCode).toBe(404);
      }
      const unlock = await t.app.inject({
        method: 'POST',
        url: `${sheet(ownBatchId)}/unlock`,
        headers,
      });
      expect(unlock.statusCode).toBe(403);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('marks entry of a teacher', () => {
  let session: { id: number; subjects: { id: number }[] };
  const cells = (marks: number) =>
    session.subjects.map((subject) => ({ subjectId: subject.id, marks, absent: false }));

  beforeAll(async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${BASE}/offline-exams/sessions`,
      headers: manager,
      payload: {
        title: 'Final examination November 2026',
        courseCode: '8',
        // Today (the institute's): held, and not before the students' admission.
        examDate: instituteDate(),
        examTime: '10:30',
        venue: 'Computer lab 1',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    session = response.json();
  });

  it('lists the sessions of their batches’ course and shows only their students in the grid', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: `${BASE}/offline-exams/sessions`,
      headers: teacher.headers,
    });
    expect(list.statusCode).toBe(200);
    expect((list.json() as { id: number }[]).map((s) => s.id)).toEqual([session.id]);
    const grid = await t.app.inject({
      method: 'GET',
      url: `${BASE}/offline-exams/sessions/${session.id}/marks`,
      headers: teacher.headers,
    });
    expect(grid.statusCode).toBe(200);
    const body = grid.json();
    expect(body.rows.map((r: { registrationNumber: string }) => r.registrationNumber)).toEqual([
      taught.registrationNumber,
    ]);
    expect(body.publishing).toMatchObject({ canSubmit: false, canPublish: false });
  });

  it('saves marks of their students and refuses another batch’s student', async () => {
    const refused = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/offline-exams/sessions/${session.id}/marks`,
      headers: teacher.headers,
      payload: { students: [{ studentId: notTaught.id, cells: cells(20) }] },
    });
    expect(refused.statusCode).toBe(400);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/offline-exams/sessions/${session.id}/marks`,
      headers: teacher.headers,
      payload: { students: [{ studentId: taught.id, cells: cells(20) }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = await t.app.db
      .selectFrom('offline_marks')
      .select('student_id')
      .where('session_id', '=', session.id)
      .execute();
    expect(new Set(stored.map((row) => row.student_id))).toEqual(new Set([taught.id]));
    const submit = await t.app.inject({
      method: 'POST',
      url: `${BASE}/offline-exams/sessions/${session.id}/results/submit`,
      headers: teacher.headers,
    });
    expect(submit.statusCode).toBe(403);
  });
});

/** What a teacher may call: everything else under /api/dashboard answers 403. */
const TEACHER_ALLOWED = new Set([
  'get /api/dashboard/batches',
  'get /api/dashboard/batches/{id}',
  'get /api/dashboard/AddStudent/{registrationNumber}/files/{kind}',
  'get /api/dashboard/offline-exams/sessions',
  'get /api/dashboard/offline-exams/sessions/{id}',
  'get /api/dashboard/offline-exams/sessions/{id}/marks',
  'put /api/dashboard/offline-exams/sessions/{id}/marks',
  'get /api/dashboard/attendance/batches/{id}/days/{day}',
  'put /api/dashboard/attendance/batches/{id}/days/{day}',
  'get /api/dashboard/attendance/batches/{id}',
  'get /api/dashboard/attendance/batches/{id}/register.pdf',
  'get /api/dashboard/batches/{id}/id-cards',
]);

describe('every dashboard operation of the OpenAPI document, as a teacher', () => {
  it('is refused (403) but for the teacher’s own screens', async () => {
    const document = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, unknown>>;
    };
    const values: Record<string, string> = {
      id: String(ownBatchId),
      registrationNumber: taught.registrationNumber,
      kind: 'photo',
    };
    const failures: string[] = [];
    let probed = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      if (!path.startsWith('/api/dashboard/')) continue;
      for (const method of Object.keys(operations)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        probed += 1;
        const key = `${method} ${path}`;
        const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => values[name] ?? '1');
        const response = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          headers: teacher.headers,
          ...(method === 'get' || method === 'delete' ? {} : { payload: {} }),
        });
        const allowed = TEACHER_ALLOWED.has(key);
        const refused = response.statusCode === 403;
        if (allowed ? refused || response.statusCode === 401 : !refused)
          failures.push(`${key}: ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    // Every allowed operation is in the document (none of them renamed away).
    expect(probed).toBeGreaterThan(100);
    for (const key of TEACHER_ALLOWED) {
      const [method, path] = key.split(' ') as [string, string];
      expect(document.paths[path]?.[method], key).toBeDefined();
    }
  }, 120_000);

  it('and every route registered under /api/dashboard too (documented or not)', async () => {
    const failures: string[] = [];
    for (const route of t.app.dashboardRoutes) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      if (TEACHER_ALLOWED.has(`${route.method.toLowerCase()} ${path}`)) continue;
      const url = route.url.replace(/:(\w+)/g, '1');
      const response = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers: teacher.headers,
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      if (response.statusCode !== 403)
        failures.push(`${route.method} ${route.url}: ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

describe('a teacher’s account', () => {
  it('is deactivated by the centre’s staff, ending their sessions; other centres’ staff cannot', async () => {
    const abroad = await t.app.inject({
      method: 'POST',
      url: `${BASE}/centre-admin/staff/${teacher.id}/deactivate`,
      headers: otherManager,
    });
    expect(abroad.statusCode).toBe(404);
    const done = await t.app.inject({
      method: 'POST',
      url: `${BASE}/centre-admin/staff/${teacher.id}/deactivate`,
      headers: manager,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ role: 'teacher', status: 'disabled' });
    const after = await t.app.inject({
      method: 'GET',
      url: `${BASE}/batches`,
      headers: teacher.headers,
    });
    expect(after.statusCode).toBe(401);
  });
});
