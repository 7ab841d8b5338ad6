import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInUser } from './helpers/actors';
import {
  createCentre,
  createStudent,
  createUser,
  signIn,
  type TestUser,
} from './helpers/factories';
import { createTestApp, TEST_ADMIN, type TestApp } from './helpers/test-app';

let t: TestApp;
let student: { id: number; registrationNumber: string };
let studentAuth: Record<string, string>;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const centreId = await createCentre(t.app);
  user = await createUser(t.app, { role: 'student' });
  student = await createStudent(t.app, { centreId, userId: user.id, email: user.email });
  studentAuth = await signInUser(t.app, user);
});
afterAll(() => t.close());

describe('registration numbers typed in lower case', () => {
  it('let a student reach every page of their own record', async () => {
    const lower = student.registrationNumber.toLowerCase();
    expect(lower).not.toBe(student.registrationNumber);
    for (const path of ['', '/fees', '/results', '/certificates', '/exams']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/dashboard/student/${lower}${path}`,
        headers: studentAuth,
      });
      expect({ path, status: response.statusCode }).toEqual({ path, status: 200 });
    }
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/student/${lower}`,
      headers: studentAuth,
    });
    expect(profile.json().registrationNumber).toBe(student.registrationNumber);
  });

  it('still keep a student out of another student’s record', async () => {
    const other = await createStudent(t.app, { centreId: await createCentre(t.app) });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/student/${other.registrationNumber.toLowerCase()}`,
      headers: studentAuth,
    });
    expect(response.statusCode).toBe(403);
  });

  it('find the record for staff', async () => {
    const { token } = await signIn(t.app, '/api/admin/login', TEST_ADMIN);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/AddStudent/${student.registrationNumber.toLowerCase()}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().registrationNumber).toBe(student.registrationNumber);
  });

  it('sign the student in', async () => {
    const { body } = await signIn(t.app, '/api/login', {
      registration: ` ${student.registrationNumber.toLowerCase()} `,
      email: user.email,
      password: user.password,
    });
    expect(body.name).toBeTruthy();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${String(body.token)}` },
    });
    expect(me.json().user.registrationNumber).toBe(student.registrationNumber);
  });
});
