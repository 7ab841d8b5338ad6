import { DEMO } from '@institute/shared/demo';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';

/** Signs the page's browser context in through the API (the session cookie is shared). */
export async function signInAsHeadOffice(page: Page): Promise<void> {
  const response = await page.request.post('/api/admin/login', { data: E2E_ADMIN });
  if (!response.ok()) throw new Error(`admin sign-in failed: ${response.status()}`);
}

/** The demo student's registration number, read by signing in on a separate API context. */
export async function demoStudentRegistration(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/login', {
    data: { email: DEMO.student.email, password: DEMO.student.password },
  });
  if (!response.ok()) throw new Error(`student sign-in failed: ${response.status()}`);
  const body = (await response.json()) as { user: { registrationNumber: string } };
  return body.user.registrationNumber;
}
