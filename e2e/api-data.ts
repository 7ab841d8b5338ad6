import { verhoeffCheckDigit } from '@institute/shared/aadhaar';
import type { APIRequestContext, Browser } from '@playwright/test';
import { HEAD_OFFICE_STATE } from '../playwright.config';

/** A valid Aadhaar number (first digit 2-9, Verhoeff check digit) that differs from run to run. */
export function aadhaar(): string {
  const body = `${2 + Math.floor(Math.random() * 8)}${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;
  return `${body}${verhoeffCheckDigit(body)}`;
}

// The answers read here are checked by the steps that use them, as in the API tests.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = any;

/** The JSON of a successful API answer; any other status fails the step with the answer's text. */
export async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<Answer> {
  if (!response.ok())
    throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
  return response.json();
}

/**
 * Publishes the results of an exam session (decision 0056), as they must be before a student or a
 * certificate sees them: the staff who entered the marks submit them, head office (a second
 * person, as the four-eyes rule asks) publishes.
 */
export async function publishResults(
  staff: APIRequestContext,
  browser: Browser,
  baseURL: string,
  sessionId: number | string,
): Promise<void> {
  const headers = { origin: baseURL };
  const url = `/api/dashboard/offline-exams/sessions/${sessionId}/results`;
  await ok(await staff.post(`${url}/submit`, { headers }));
  const head = await browser.newContext({ baseURL, storageState: HEAD_OFFICE_STATE });
  try {
    await ok(await head.request.post(`${url}/publish`, { headers }));
  } finally {
    await head.close();
  }
}

/**
 * The Add Student form of a new student (a fresh Aadhaar each time), as the browser tests send it
 * to POST /api/dashboard/AddStudent; `fields` names what the test cares about (course, names,
 * e-mail, photo).
 */
export function studentForm(
  fields: { course: string; firstname: string; lastname: string } & Record<string, unknown>,
) {
  return {
    dob: '2004-03-21',
    state: 'Bihar',
    district: 'Gaya',
    mothername: 'Sita Devi',
    fathername: 'Ram Prasad',
    qualification: '12th pass',
    contactno: '9876502345',
    guardiancontact: '9123402345',
    adhar: aadhaar(),
    gender: 'Female',
    category: 'General',
    religion: 'Hindu',
    maritalstatus: 'Single',
    address: 'Station Road, Gaya',
    presentaddress: 'Station Road, Gaya',
    ...fields,
  } as Record<
    string,
    string | number | boolean | { name: string; mimeType: string; buffer: Buffer }
  >;
}
