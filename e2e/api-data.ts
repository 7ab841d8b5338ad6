import { verhoeffCheckDigit } from '@institute/shared/aadhaar';
import type { APIRequestContext } from '@playwright/test';

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
