import { lastTwelveMonths, networkToday } from '@institute/shared/dashboard-summary';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../src/lib/time';
import { signInHeadOffice, signInStaff } from './helpers/actors';
import { createCentre, createStudent, createUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let head: Record<string, string>;
let staffA: Record<string, string>;
let centreA: number;
let centreB: number;

const months = lastTwelveMonths(networkToday());
const thisMonth = months[11]!;
const lastMonth = months[10]!;
const firstMonth = months[0]!;
/** The month before the twelve shown. */
const tooOld = (() => {
  const [y, m] = firstMonth.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
})();

async function enquiry(centreId: number | null, status: 'new' | 'contacted') {
  const now = nowIso();
  await t.app.db
    .insertInto('enquiries')
    .values({
      source: 'contact',
      course_title: null,
      name: 'Asha',
      email: null,
      phone: '9876543210',
      message: 'Fees?',
      status,
      centre_id: centreId,
      notes: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

async function application(centreId: number, status: 'submitted' | 'approved') {
  const user = await createUser(t.app, { role: 'registered' });
  const now = nowIso();
  await t.app.db
    .insertInto('applications')
    .values({
      user_id: user.id,
      centre_id: centreId,
      status,
      firstname: 'Asha',
      lastname: 'Devi',
      dob: '2004-02-02',
      email: user.email,
      state: 'Bihar',
      district: null,
      course: '8',
      course_option: 'RV01001',
      mothername: null,
      fathername: null,
      qualification: null,
      contactno: '9876543210',
      guardiancontact: null,
      adhar: null,
      gender: null,
      category: null,
      religion: null,
      maritalstatus: null,
      address: null,
      presentaddress: null,
      photo_file_id: null,
      signature_file_id: null,
      marksheet_file_id: null,
      staff_message: null,
      student_id: null,
      submitted_at: now,
      reviewed_at: null,
      reviewed_by: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

async function certificateRequest(centreId: number, status: 'requested' | 'approved') {
  const student = await createStudent(t.app, { centreId, admissionDate: `${tooOld}-10` });
  const now = nowIso();
  await t.app.db
    .insertInto('certificate_requests')
    .values({
      student_id: student.id,
      centre_id: centreId,
      kind: 'original',
      status,
      replaces_certificate_id: null,
      reason: null,
      requested_at: now,
      requested_by: null,
      decided_at: null,
      decided_by: null,
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
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  centreA = await createCentre(t.app);
  centreB = await createCentre(t.app);
  // Centre A: 2 this month, 1 last month, 1 in the first month shown, 1 too old, 1 archived.
  for (const date of [`${thisMonth}-01`, `${thisMonth}-02`, `${lastMonth}-28`]) {
    await createStudent(t.app, { centreId: centreA, admissionDate: date });
  }
  await createStudent(t.app, { centreId: centreA, admissionDate: `${firstMonth}-15` });
  await createStudent(t.app, { centreId: centreA, admissionDate: `${tooOld}-20` });
  const archived = await createStudent(t.app, {
    centreId: centreA,
    admissionDate: `${thisMonth}-03`,
  });
  await t.app.db
    .updateTable('students')
    .set({ archived_at: nowIso() })
    .where('id', '=', archived.id)
    .execute();
  // Centre B: 1 this month.
  await createStudent(t.app, { centreId: centreB, admissionDate: `${thisMonth}-01` });

  await enquiry(centreA, 'new');
  await enquiry(centreA, 'contacted');
  await enquiry(centreB, 'new');
  await enquiry(null, 'new');
  await application(centreA, 'submitted');
  await application(centreB, 'submitted');
  await application(centreB, 'approved');
  await certificateRequest(centreA, 'requested');
  await certificateRequest(centreA, 'approved');
  await certificateRequest(centreB, 'requested');

  const user = await createUser(t.app, { role: 'centre_staff', centreId: centreA });
  staffA = await signInStaff(t.app, user);
  head = await signInHeadOffice(t.app);
});
afterAll(() => t.close());

const summary = (headers: Record<string, string>, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/dashboard/summary${query}`, headers });

describe('dashboard summary', () => {
  it("counts only the centre's own figures for centre staff", async () => {
    const response = await summary(staffA);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      centre: { id: centreA },
      month: thisMonth,
      // 5 admitted in or before the twelve months, 2 older ones with certificate requests.
      studentsTotal: 7,
      admittedThisMonth: 2,
      applicationsWaiting: 1,
      newEnquiries: 1,
      certificateRequestsWaiting: 1,
    });
  });

  it('buckets admissions per month over the last twelve months, empty months as 0', async () => {
    const body = (await summary(staffA)).json() as {
      admissionsByMonth: { month: string; count: number }[];
    };
    expect(body.admissionsByMonth.map((row) => row.month)).toEqual(months);
    const counts = Object.fromEntries(body.admissionsByMonth.map((r) => [r.month, r.count]));
    // The archived student and those before the twelve months are not counted.
    expect(counts[thisMonth]).toBe(2);
    expect(counts[lastMonth]).toBe(1);
    expect(counts[firstMonth]).toBe(1);
    expect(body.admissionsByMonth.filter((r) => r.count === 0)).toHaveLength(9);
  });

  it('gives head office the whole network, or one centre with ?centreId=', async () => {
    const all = (await summary(head)).json();
    expect(all).toMatchObject({
      centre: null,
      applicationsWaiting: 2,
      newEnquiries: 3,
      certificateRequestsWaiting: 2,
    });
    const b = (await summary(head, `?centreId=${centreB}`)).json();
    expect(b).toMatchObject({
      centre: { id: centreB },
      applicationsWaiting: 1,
      newEnquiries: 1,
      certificateRequestsWaiting: 1,
    });
    expect((await summary(head, '?centreId=999999')).statusCode).toBe(404);
    expect((await summary(head, '?centreId=abc')).statusCode).toBe(400);
  });

  it("refuses centre staff another centre's figures", async () => {
    expect((await summary(staffA, `?centreId=${centreB}`)).statusCode).toBe(403);
    expect((await summary(staffA, `?centreId=${centreA}`)).statusCode).toBe(200);
  });
});
