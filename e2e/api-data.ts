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
