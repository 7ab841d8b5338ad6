import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { signInAsHeadOffice } from './sign-in';

test('head office opens Jobs from the sidebar and sees the background jobs', async ({
  page,
  isMobile,
}) => {
  await signInAsHeadOffice(page);
  await page.goto('/dashboard');
  await waitForHydration(page);
  if (isMobile) await page.getByRole('button', { name: 'Open dashboard menu' }).click();
  const sidebar = page.getByRole('navigation', { name: 'Dashboard' }).locator('visible=true');
  await sidebar.getByRole('link', { name: 'Jobs', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Background jobs' });
  for (const job of [
    'Sweep stored files',
    'Finalise online exams',
    'Deliver notifications',
    'Clean up sign ins',
    'Refresh statistics',
  ]) {
    await expect(table.getByRole('rowheader', { name: job })).toBeVisible();
  }
  // The server listens, so its scheduler runs: each job has a next run.
  await expect(table.getByText('Not scheduled')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
