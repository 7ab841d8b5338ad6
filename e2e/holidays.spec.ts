import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { signInAsHeadOffice } from './sign-in';

// Issue 35 point 4 (decision 0070): head office keeps the network's holidays and the attendance
// settings on Holidays; a holiday added shows in the list and is removed again.

test('holidays: head office adds a holiday for every centre, sets the editing window, removes it', async ({
  page,
}) => {
  const name = `Founders’ Day ${Date.now().toString(36)}`;
  await signInAsHeadOffice(page);
  await page.goto('/dashboard/Holidays');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Holidays', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Centre')).toHaveValue('');
  await page.getByLabel('Date').fill('2031-01-26');
  await page.getByLabel('Holiday', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Add holiday' }).click();
  const item = page.getByRole('listitem').filter({ hasText: name });
  await expect(item).toContainText('26 January 2031');
  await expect(item).toContainText('Every centre');

  // The same day again is refused in the server's words.
  await page.getByLabel('Date').fill('2031-01-26');
  await page.getByLabel('Holiday', { exact: true }).fill('Again');
  await page.getByRole('button', { name: 'Add holiday' }).click();
  await expect(page.getByRole('alert')).toHaveText('This day is already a holiday');

  // The editing window set to 5 days and back to 3.
  const days = page.getByLabel('Days a day stays editable');
  await expect(days).toHaveValue('3');
  await days.fill('5');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  const settings = await page.request.get('/api/dashboard/attendance/settings');
  expect(await settings.json()).toEqual({ editDays: 5, absenceAlertAfter: null });
  await days.fill('3');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await expectNoAxeViolations(page);

  await item.getByRole('button', { name: `Remove ${name}` }).click();
  await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
});
