import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInUser } from './helpers/actors';
import { createCentre, createStudent, createUser, signIn } from './helpers/factories';
import { createTestApp, TEST_ADMIN, type TestApp } from './helpers/test-app';

let t: TestApp;
let student: { id: number; registrationNumber: string };
let studentAuth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const centreId = await createCentre(t.app);
  const user = await createUser(t.app, { role: 'student' });
  student = await createStudent(t.app, { centreId, userId: user.id, email: user.email });
  studentAuth = await signInUser(t.app, user);
});
afterAll(() => t.close());

describe('GET /api/dashboard/student/{registrationNumber}', () => {
  it('answers the profile with the specification’s field names, Aadhaar masked', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/student/${student.registrationNumber}`,
      headers: studentAuth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      registrationNumber: student.registrationNumber,
      firstname: 'Ravi',
      lastname: 'Kumar',
      photo: null,
      course: '1-Month Certificate Course',
      courseOption: 'CERTIFICATE IN FUNDAMENTAL(RV01001)',
      courseDurationMonths: 1,
      dob: '2003-01-15',
      fatherName: 'Suresh Kumar',
      mothername: 'Meena Devi',
      adhar: 'XXXX XXXX 2346',
      address: 'Station Road, Gaya',
      completionStatus: 'In Progress',
      admissionDate: '2026-11-01',
      openCompletionRequest: null,
    });
    expect(response.body).not.toContain('234123412346');
  });

  it('answers head office with 404 for an unknown number, and a student with 403', async () => {
    const { token } = await signIn(t.app, '/api/admin/login', TEST_ADMIN);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/student/RV2026999999',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No student data available');
    const guess = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/student/RV2026999999',
      headers: studentAuth,
    });
    expect(guess.statusCode).toBe(403);
  });

  it('records the student’s request to edit the completion status, once', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/dashboard/student/${student.registrationNumber}/completion-request`,
        headers: studentAuth,
        payload: { message: 'I finished the course last week.' },
      });
    const first = await send();
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe('Request to edit completion status sent to admin.');
    expect((await send()).statusCode).toBe(201);
    const rows = await t.app.db.selectFrom('student_requests').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'completion_status', status: 'open' });
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/student/${student.registrationNumber}`,
      headers: studentAuth,
    });
    expect(profile.json().openCompletionRequest.message).toBe('I finished the course last week.');
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'student_request')
      .execute();
    expect(audit).toHaveLength(1);
  });
});
