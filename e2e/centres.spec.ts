import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { signInAsHeadOffice } from './sign-in';

// One viewport: this creates a centre and an account that must stay unique in the shared database.
test('head office adds a centre and its staff member, who then signs in @desktop', async ({
  page,
  browser,
}) => {
  const suffix = Date.now().toString(36).toUpperCase().slice(-5);
  const code = `E2E${suffix}`;
  const email = `staff.${suffix.toLowerCase()}@example.com`;
  await signInAsHeadOffice(page);
  await page.goto('/dashboard');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Centres and staff' }).click();
  await expect(page.getByRole('heading', { name: 'Centres', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Add centre' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Centre code').fill(code);
  await dialog.getByLabel('Centre name').fill(`Gaya Centre ${suffix}`);
  await dialog.getByLabel('Address').fill('Station Road, Gaya, Bihar 823001');
  await dialog.getByLabel('Phone').fill('9876512345');
  await dialog.getByRole('button', { name: 'Add centre' }).click();
  await expect(page.getByRole('cell', { name: code })).toBeVisible();

  await page.getByRole('button', { name: `Staff of Gaya Centre ${suffix}` }).click();
  await page.getByLabel('Name', { exact: true }).fill('Ravi Staff');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Initial password').fill('first password 1');
  await page.getByRole('button', { name: 'Add staff' }).click();
  await expect(page.getByText(email).first()).toBeVisible();
  await expectNoAxeViolations(page);

  const staffPage = await (await browser.newContext()).newPage();
  await staffPage.goto('/admin');
  await waitForHydration(staffPage);
  await staffPage.getByLabel('Email').fill(email);
  await staffPage.getByLabel('Password').fill('first password 1');
  await staffPage.getByRole('button', { name: 'Login' }).click();
  await expect(staffPage).toHaveURL('/dashboard');
  await expect(staffPage.getByRole('link', { name: 'Ravi Staff' })).toBeVisible();
  await staffPage.context().close();
});
