import fs from 'node:fs';
import { DEMO } from '@institute/shared/demo';
import type { APIRequestContext, Page } from '@playwright/test';
import { HEAD_OFFICE_STATE } from '../playwright.config';

/**
 * Signs the page's browser context in as head office with the session the setup project opened
 * (sign-in.setup.ts): its storage state's cookie, added to the context (shared by its pages).
 */
export async function signInAsHeadOffice(page: Page): Promise<void> {
  const state = JSON.parse(fs.readFileSync(HEAD_OFFICE_STATE, 'utf8')) as {
    cookies: Parameters<ReturnType<Page['context']>['addCookies']>[0];
  };
  await page.context().addCookies(state.cookies);
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
