import { instituteDate } from '@institute/shared/accounts';
import { APPROVAL_MESSAGES } from '@institute/shared/certificate-approval';
import { addMonths, formatDisplayDate } from '@institute/shared/course-period';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordResult } from '../src/modules/grading/results';
import { nowIso } from '../src/lib/time';
import { signInHeadOffice, signInStaff, staffOf } from './helpers/actors';
import { createCentre, createStudent, createUser } from './helpers/factories';
import { createTestApp, TEST_ADMIN, type TestApp } from './helpers/test-app';

// Certificates only for finished courses, results never dated before admission, and head office's
// approval under the four-eyes setting.
//
// Rules: a certificate can be requested, approved and printed only once the course's duration
// (catalogue) has passed since admission, or staff set the completion status Completed (and not
// when it is Discontinued). The printed period runs from admission to the day staff set Completed,
// or else to admission + duration; it never ends before it starts. A request made before these
// rules for an unfinished course stays, but cannot be approved or printed until the course is
// finished (it can be rejected). With four-eyes on (the default), head office cannot approve its
// own request while another head office account is active; with it off, or when it is the only
// active head office account, it can. The queue says per request whether the user may approve.

let t: TestApp;
let head: Record<string, string>;
let staff: Record<string, string>;
let otherStaff: Record<string, string>;
let centreId: number;
let sourceId = 1000;

const BASE = '/api/dashboard/certificates';
const OFFLINE = '/api/dashboard/offline-exams';
const today = instituteDate();
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  centreId = await createCentre(t.app);
  const otherCentreId = await createCentre(t.app);
  staff = await staffOf(t.app, centreId);
  otherStaff = await staffOf(t.app, otherCentreId);
  head = await signInHeadOffice(t.app);
});
afterAll(() => t.close());

const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const put = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'PUT', url, headers, payload });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** A student of the centre on the 3-month course, admitted on `admission`, with a passing result. */
async function student(admission: string, options: { result?: boolean } = {}) {
  const created = await createStudent(t.app, { centreId, admissionDate: admission });
  await t.app.db
    .updateTable('students')
    .set({ course: '9', course_option: 'RV03006' })
    .where('id', '=', created.id)
    .execute();
  if (options.result !== false) {
    await recordResult(t.app.db, {
      studentId: created.id,
      centreId,
      source: 'offline',
      sourceId: sourceId++,
      title: 'Final examination',
      obtainedMarks: 82,
      maximumMarks: 100,
      examDate: admission,
      recordedBy: null,
    });
  }
  return created;
}

const requestFor = (registrationNumber: string, headers = staff) =>
  post(`${BASE}/requests`, headers, { registrationNumber });

const setCompletion = (registrationNumber: string, status: string) =>
  put(`/api/dashboard/AddStudent/${registrationNumber}/completion`, staff, { status });

/** Approves and prints a request; answers the printed certificate. */
async function approveAndPrint(id: number) {
  const approved = await post(`${BASE}/requests/${id}/approve`, head);
  expect(approved.statusCode, approved.body).toBe(200);
  const printed = await post(`${BASE}/requests/${id}/print`, head);
  expect(printed.statusCode, printed.body).toBe(200);
  const number = printed.json().certificateNumber as string;
  return (await get(`${BASE}/${number}`, head)).json() as { periodFrom: string; periodTo: string };
}

/** Inserts a request as it could be made before the course rules (no checks). */
async function legacyRequest(studentId: number, status: 'requested' | 'approved') {
  const now = nowIso();
  const admin = await t.app.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', TEST_ADMIN.email)
    .executeTakeFirstOrThrow();
  const row = await t.app.db
    .insertInto('certificate_requests')
    .values({
      student_id: studentId,
      centre_id: centreId,
      kind: 'original',
      status,
      replaces_certificate_id: null,
      reason: null,
      requested_at: now,
      requested_by: await staffId(),
      decided_at: status === 'approved' ? now : null,
      decided_by: status === 'approved' ? admin.id : null,
      rejection_reason: null,
      printed_at: null,
      printed_by: null,
      dispatched_at: null,
      dispatched_by: null,
      courier: null,
      tracking_number: null,
      delivered_at: null,
      delivered_by: null,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function staffId() {
  const row = await t.app.db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'centre_staff')
    .where('centre_id', '=', centreId)
    .executeTakeFirstOrThrow();
  return row.id;
}

const queueItem = async (id: number, headers = head) => {
  const list = await get(`${BASE}/requests?limit=500`, headers);
  expect(list.statusCode).toBe(200);
  return (list.json() as { id: number }[]).find((item) => item.id === id) as Record<
    string,
    unknown
  >;
};

describe('certificates for finished courses only', () => {
  it('refuses a student admitted today, saying when the course ends and what else is missing', async () => {
    const endsOn = formatDisplayDate(addMonths(today, 3));
    const withResult = await student(today);
    const refused = await requestFor(withResult.registrationNumber);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `The course ends on ${endsOn}: a certificate can be requested from then, or earlier once staff set the completion status to Completed.`,
    );
    const withoutResult = await student(today, { result: false });
    const both = await requestFor(withoutResult.registrationNumber);
    expect(both.statusCode).toBe(409);
    expect(both.json().message).toBe(
      `The course ends on ${endsOn}: a certificate can be requested from then, or earlier once staff set the completion status to Completed. ${APPROVAL_MESSAGES.needsPassingResultToo}`,
    );
    // Nothing was requested, and no fee taken.
    const rows = await t.app.db
      .selectFrom('certificate_requests')
      .select('id')
      .where('student_id', 'in', [withResult.id, withoutResult.id])
      .execute();
    expect(rows).toEqual([]);
  });

  it('accepts once the duration has passed, printing admission to the end of the course', async () => {
    const admission = addMonths(today, -3);
    // One day short of three months: not yet.
    const early = await student(addDays(admission, 1));
    const notYet = await requestFor(early.registrationNumber);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toContain(
      `The course ends on ${formatDisplayDate(addMonths(addDays(admission, 1), 3))}`,
    );

    const done = await student(admission);
    const created = await requestFor(done.registrationNumber);
    expect(created.statusCode, created.body).toBe(201);
    const certificate = await approveAndPrint(created.json().id);
    expect(certificate.periodFrom).toBe(admission);
    expect(certificate.periodTo).toBe(addMonths(admission, 3));
    expect(certificate.periodFrom <= certificate.periodTo).toBe(true);
  });

  it('accepts a student staff set Completed, printing admission to that day', async () => {
    const admission = addDays(today, -10);
    const early = await student(admission);
    expect((await requestFor(early.registrationNumber)).statusCode).toBe(409);
    expect((await setCompletion(early.registrationNumber, 'Completed')).statusCode).toBe(200);
    const created = await requestFor(early.registrationNumber);
    expect(created.statusCode, created.body).toBe(201);
    const certificate = await approveAndPrint(created.json().id);
    expect(certificate).toMatchObject({ periodFrom: admission, periodTo: today });
    const completed = await t.app.db
      .selectFrom('students')
      .select('completed_on')
      .where('id', '=', early.id)
      .executeTakeFirstOrThrow();
    expect(completed.completed_on).toBe(today);
  });

  it('refuses a student who discontinued, even after the duration', async () => {
    const gone = await student(addMonths(today, -6));
    expect((await setCompletion(gone.registrationNumber, 'Discontinued')).statusCode).toBe(200);
    const refused = await requestFor(gone.registrationNumber);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/discontinued the course/);
  });

  it('never prints a period that ends before it starts', async () => {
    // A Completed day recorded before admission (as old data may hold): the period is one day.
    const admission = addDays(today, -5);
    const odd = await student(admission);
    await t.app.db
      .updateTable('students')
      .set({ completion_status: 'Completed', completed_on: addDays(admission, -3) })
      .where('id', '=', odd.id)
      .execute();
    const created = await requestFor(odd.registrationNumber);
    expect(created.statusCode, created.body).toBe(201);
    const certificate = await approveAndPrint(created.json().id);
    expect(certificate).toMatchObject({ periodFrom: admission, periodTo: admission });
  });

  it('keeps an old request for an unfinished course but will not approve or print it', async () => {
    const unfinished = await student(today);
    const message = `The course ends on ${formatDisplayDate(addMonths(today, 3))}: a certificate can be requested from then, or earlier once staff set the completion status to Completed.`;

    const waiting = await legacyRequest(unfinished.id, 'requested');
    expect(await queueItem(waiting)).toMatchObject({
      status: 'requested',
      courseFinished: false,
      courseEndsOn: addMonths(today, 3),
      canApprove: false,
      blockedReason: message,
    });
    const approve = await post(`${BASE}/requests/${waiting}/approve`, head);
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toBe(message);
    const bulk = await post(`${BASE}/requests/bulk`, head, { action: 'approve', ids: [waiting] });
    expect(bulk.json()).toEqual({ done: [], failed: [{ id: waiting, message }] });
    // It can still be rejected.
    const rejected = await post(`${BASE}/requests/${waiting}/reject`, head, {
      reason: 'Course not finished',
    });
    expect(rejected.json().status).toBe('rejected');

    const approved = await legacyRequest(unfinished.id, 'approved');
    expect(await queueItem(approved)).toMatchObject({
      status: 'approved',
      canPrint: false,
      blockedReason: message,
    });
    const print = await post(`${BASE}/requests/${approved}/print`, head);
    expect(print.statusCode).toBe(409);
    expect(print.json().message).toBe(message);
    expect(
      await t.app.db
        .selectFrom('certificates')
        .select('id')
        .where('request_id', '=', approved)
        .execute(),
    ).toEqual([]);

    // Once staff set Completed, the same request prints.
    expect((await setCompletion(unfinished.registrationNumber, 'Completed')).statusCode).toBe(200);
    expect(await queueItem(approved)).toMatchObject({ canPrint: true, blockedReason: null });
    expect((await post(`${BASE}/requests/${approved}/print`, head)).statusCode).toBe(200);
  });
});

describe('results never dated before admission', () => {
  it('refuses to record a result of an exam held before admission', async () => {
    const late = await createStudent(t.app, { centreId, admissionDate: today });
    await expect(
      recordResult(t.app.db, {
        studentId: late.id,
        centreId,
        source: 'offline',
        sourceId: sourceId++,
        title: 'Old exam',
        obtainedMarks: 80,
        maximumMarks: 100,
        examDate: addDays(today, -3),
        recordedBy: null,
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('keeps students admitted after an offline exam out of it, with clear messages', async () => {
    const centre = await createCentre(t.app);
    const centreStaff = await staffOf(t.app, centre);
    const before = await createStudent(t.app, {
      centreId: centre,
      admissionDate: addDays(today, -30),
    });
    const after = await createStudent(t.app, { centreId: centre, admissionDate: today });
    const created = await post(`${OFFLINE}/sessions`, centreStaff, {
      title: 'Last week’s examination',
      courseCode: '8',
      examDate: addDays(today, -7),
    });
    expect(created.statusCode, created.body).toBe(201);
    const session = created.json() as { id: number; subjects: { id: number; maxMarks: number }[] };
    const cells = session.subjects.map((subject) => ({
      subjectId: subject.id,
      marks: subject.maxMarks,
      absent: false,
    }));

    // The grid lists only the student admitted by the exam day; so do the admit cards.
    const grid = await get(`${OFFLINE}/sessions/${session.id}/marks`, centreStaff);
    expect(grid.json().rows.map((row: { studentId: number }) => row.studentId)).toEqual([
      before.id,
    ]);
    const cards = await get(`${OFFLINE}/sessions/${session.id}/admit-cards`, centreStaff);
    expect(
      cards
        .json()
        .map(
          (card: { student: { registrationNumber: string } }) => card.student.registrationNumber,
        ),
    ).toEqual([before.registrationNumber]);

    const refused = await put(`${OFFLINE}/sessions/${session.id}/marks`, centreStaff, {
      students: [{ studentId: after.id, cells }],
    });
    expect(refused.statusCode).toBe(400);
    const message = `Ravi Kumar (${after.registrationNumber}) was admitted on ${formatDisplayDate(today)}, after this exam (${formatDisplayDate(addDays(today, -7))}): no result can be recorded for an exam held before admission.`;
    expect(refused.json().message).toBe(message);
    expect(refused.json().fieldErrors[`students.${after.id}`]).toEqual([message]);

    const saved = await put(`${OFFLINE}/sessions/${session.id}/marks`, centreStaff, {
      students: [{ studentId: before.id, cells }],
    });
    expect(saved.statusCode, saved.body).toBe(200);

    // A session held today with the new student's marks cannot be moved before their admission.
    const todays = (
      await post(`${OFFLINE}/sessions`, centreStaff, {
        title: 'Today’s examination',
        courseCode: '8',
        examDate: today,
      })
    ).json() as typeof session;
    const todaysCells = todays.subjects.map((subject) => ({
      subjectId: subject.id,
      marks: subject.maxMarks,
      absent: false,
    }));
    const marked = await put(`${OFFLINE}/sessions/${todays.id}/marks`, centreStaff, {
      students: [{ studentId: after.id, cells: todaysCells }],
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const moved = await put(`${OFFLINE}/sessions/${todays.id}`, centreStaff, {
      title: 'Today’s examination',
      courseCode: '8',
      examDate: addDays(today, -1),
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().fieldErrors.examDate[0]).toMatch(
      new RegExp(`^Ravi Kumar \\(${after.registrationNumber}\\) was admitted on `),
    );
    const kept = await put(`${OFFLINE}/sessions/${todays.id}`, centreStaff, {
      title: 'Today’s final examination',
      courseCode: '8',
      examDate: today,
    });
    expect(kept.statusCode).toBe(200);
  });
});

describe('head office approval and the four-eyes setting', () => {
  it('shows the setting to head office only, on by default, and audits a change', async () => {
    const settings = await get(`${BASE}/approval-settings`, head);
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toMatchObject({ fourEyes: true, otherHeadOffice: false });
    expect((await get(`${BASE}/approval-settings`, staff)).statusCode).toBe(403);
    expect((await put(`${BASE}/approval-settings`, staff, { fourEyes: false })).statusCode).toBe(
      403,
    );
    const bad = await put(`${BASE}/approval-settings`, head, { fourEyes: 'perhaps' });
    expect(bad.statusCode).toBe(400);

    const off = await put(`${BASE}/approval-settings`, head, { fourEyes: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().fourEyes).toBe(false);
    const on = await put(`${BASE}/approval-settings`, head, { fourEyes: true });
    expect(on.json().fourEyes).toBe(true);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('entity', '=', 'setting')
      .where('entity_id', '=', 'certificate_four_eyes')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => JSON.parse(row.changes!))).toEqual([
      { fourEyes: [true, false] },
      { fourEyes: [false, true] },
    ]);
  });

  it('lets the only head office account approve its own request, and says so in the queue', async () => {
    const own = await requestFor((await student(addMonths(today, -4))).registrationNumber, head);
    expect(own.statusCode).toBe(201);
    const id = own.json().id as number;
    expect(await queueItem(id)).toMatchObject({ canApprove: true, blockedReason: null });
    const detail = await get(`${BASE}/requests/${id}`, head);
    expect(detail.json()).toMatchObject({ id, canApprove: true });
    expect((await post(`${BASE}/requests/${id}/approve`, head)).json().status).toBe('approved');
  });

  it('with another head office active, refuses self-approval unless four-eyes is off', async () => {
    const second = await createUser(t.app, { role: 'head_office' });
    const secondHead = await signInStaff(t.app, second);
    try {
      const own = await requestFor((await student(addMonths(today, -4))).registrationNumber, head);
      const id = own.json().id as number;

      // The queue does not offer it, and says why; the approval is refused with the same reason.
      expect(await queueItem(id)).toMatchObject({
        canApprove: false,
        blockedReason: APPROVAL_MESSAGES.ownRequestNote,
      });
      expect((await get(`${BASE}/requests/${id}`, head)).json().canApprove).toBe(false);
      const refused = await post(`${BASE}/requests/${id}/approve`, head);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(APPROVAL_MESSAGES.ownRequest);
      expect((await get(`${BASE}/approval-settings`, head)).json().otherHeadOffice).toBe(true);

      // The other head office account may approve it.
      expect(await queueItem(id, secondHead)).toMatchObject({ canApprove: true });

      // Four-eyes off: the maker may approve their own.
      await put(`${BASE}/approval-settings`, head, { fourEyes: false });
      expect(await queueItem(id)).toMatchObject({ canApprove: true, blockedReason: null });
      expect((await post(`${BASE}/requests/${id}/approve`, head)).statusCode).toBe(200);
      await put(`${BASE}/approval-settings`, head, { fourEyes: true });

      // A disabled head office account does not count.
      const another = await requestFor(
        (await student(addMonths(today, -4))).registrationNumber,
        head,
      );
      const anotherId = another.json().id as number;
      expect((await post(`${BASE}/requests/${anotherId}/approve`, head)).statusCode).toBe(403);
      await t.app.db
        .updateTable('users')
        .set({ status: 'disabled' })
        .where('id', '=', second.id)
        .execute();
      expect(await queueItem(anotherId)).toMatchObject({ canApprove: true });
      expect((await post(`${BASE}/requests/${anotherId}/approve`, head)).statusCode).toBe(200);
    } finally {
      await t.app.db
        .updateTable('users')
        .set({ status: 'disabled' })
        .where('id', '=', second.id)
        .execute();
    }
  });

  it('tells centre staff they cannot approve, and scopes the detail to their centre', async () => {
    const created = await requestFor((await student(addMonths(today, -4))).registrationNumber);
    const id = created.json().id as number;
    const mine = await get(`${BASE}/requests/${id}`, staff);
    expect(mine.json()).toMatchObject({
      canApprove: false,
      blockedReason: APPROVAL_MESSAGES.headOfficeOnly,
    });
    expect((await get(`${BASE}/requests/${id}`, otherStaff)).statusCode).toBe(403);
    expect((await get(`${BASE}/requests/999999`, head)).statusCode).toBe(404);
    expect((await get(`${BASE}/requests/abc`, head)).statusCode).toBe(400);
  });
});
