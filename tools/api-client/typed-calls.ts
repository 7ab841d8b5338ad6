// Calls through the typed client generated from the API document (decision 0062): `npm run
// typecheck` checks them against tools/api-client/schema.ts, so a change of the API that breaks
// a client's call fails the check. Nothing here runs; the contract test checks the answers.
import createClient from 'openapi-fetch';
import type { paths } from './schema';

export const api = createClient<paths>({ baseUrl: 'http://localhost:3000' });

/** Head office or a centre's staff signs in; the token is sent as a Bearer header from then on. */
export async function signIn(email: string, password: string): Promise<string> {
  const { data, error } = await api.POST('/api/admin/login', { body: { email, password } });
  if (error) throw new Error(error.message);
  return data.token;
}

/** The first page of a centre's students, newest first. */
export async function listStudents(token: string, centreId: number) {
  const { data, error } = await api.GET('/api/dashboard/AddStudent', {
    headers: { authorization: `Bearer ${token}` },
    params: { query: { centreId, sort: 'admissionDate', order: 'desc', page: 1 } },
  });
  if (error) throw new Error(error.message);
  return data.map((student) => student.registrationNumber);
}

/** Add Student Fee: a cash payment, answered with its receipt number. */
export async function recordFeePayment(token: string, registrationNumber: string) {
  const { data, error } = await api.POST(
    '/api/dashboard/accounts/students/{registrationNumber}/payments',
    {
      headers: { authorization: `Bearer ${token}` },
      params: { path: { registrationNumber } },
      body: { amount: '1500', mode: 'cash', paidOn: '2026-11-28' },
    },
  );
  if (error) throw new Error(error.message);
  return data.receiptNumber;
}

/** Add Student: the form's fields and the photo, sent as multipart/form-data. */
export async function addStudent(token: string, photo: Blob) {
  const { data, error } = await api.POST('/api/dashboard/AddStudent', {
    headers: { authorization: `Bearer ${token}` },
    body: {
      firstname: 'Ravi',
      lastname: 'Kumar',
      dob: '2003-01-15',
      state: 'Bihar',
      district: 'Gaya',
      course: '8',
      courseOption: 'RV01001',
      mothername: 'Meena Devi',
      fathername: 'Suresh Kumar',
      qualification: '10th Pass',
      contactno: '9876543210',
      guardiancontact: '9876543211',
      adhar: '234123412346',
      gender: 'Male',
      category: 'General',
      religion: 'Hindu',
      maritalstatus: 'Single',
      address: 'Station Road, Gaya',
      presentaddress: 'Station Road, Gaya',
      admissionDate: '2026-11-28',
      photo,
    },
    bodySerializer: (body) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(body)) {
        if (value !== undefined) form.append(name, value);
      }
      return form;
    },
  });
  if (error) throw new Error(error.message);
  return data.registrationNumber;
}

/** A wrong body does not pass the check: the amount of a payment is text (rupees), not a number. */
export async function wrongPayment(token: string) {
  return api.POST('/api/dashboard/accounts/students/{registrationNumber}/payments', {
    headers: { authorization: `Bearer ${token}` },
    params: { path: { registrationNumber: 'RV2026000001' } },
    // @ts-expect-error amount must be a string of rupees, and mode one of the listed modes
    body: { amount: 1500, mode: 'cheque', paidOn: '2026-11-28' },
  });
}
