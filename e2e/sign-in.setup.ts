import { expect, test as setup } from '@playwright/test';
import { E2E_ADMIN, HEAD_OFFICE_STATE } from '../playwright.config';

// Head office signs in once per run; signInAsHeadOffice() gives each test this session's cookie.
// No test signs this session out (tests that sign out use sessions of their own).
setup('head office signs in', async ({ request }) => {
  const response = await request.post('/api/admin/login', { data: E2E_ADMIN });
  expect(response.ok()).toBe(true);
  await request.storageState({ path: HEAD_OFFICE_STATE });
});
