import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { signInAsHeadOffice } from './sign-in';

// Head office keeps the course catalogue (issue 17): a course added under Courses is offered by
// Add Student at once, with its options; a retired one is offered no more.

const code = () => `T${Date.now().toString(36).slice(-6).toUpperCase()}`;

test('head office adds a course with an option, Add Student offers it, and retiring it takes it away @desktop', async ({
  page,
}) => {
  test.slow();
  const courseCode = code();
  const name = `Certificate in Tally Prime ${courseCode}`;
  await signInAsHeadOffice(page);
  await page.goto('/dashboard');
  await waitForHydration(page);
  const sidebar = page.getByRole('navigation', { name: 'Dashboard' }).locator('visible=true');
  await sidebar.getByRole('link', { name: 'Courses', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Courses', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Courses' });
  await expect(table.getByRole('rowheader', { name: /1-Month Certificate Course/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // Mistakes first: a taken code and no duration get their messages.
  await page.getByRole('button', { name: 'Add course' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add course' });
  await dialog.getByLabel('Code', { exact: true }).fill('8');
  await dialog.getByLabel('Course name').fill(name);
  await dialog.getByRole('button', { name: 'Add course' }).click();
  await expect(dialog.getByText('Enter the duration in whole months, from 1 to 60')).toBeVisible();
  await dialog.getByLabel('Duration in months').fill('6');
  await dialog.getByRole('button', { name: 'Add option' }).click();
  await dialog.getByLabel('Option 1: code').fill(`${courseCode}01`);
  await dialog.getByLabel('Option 1: name').fill('TALLY PRIME WITH GST');
  await dialog.getByRole('button', { name: 'Add course' }).click();
  await expect(dialog.getByText('A course with this code already exists')).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByLabel('Code', { exact: true }).fill(courseCode.toLowerCase());
  await dialog.getByRole('button', { name: 'Add course' }).click();
  await expect(page.getByText(`${name} added`)).toBeVisible();
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(courseCode);
  await expect(row).toContainText('6 months');
  await expect(row).toContainText('Open');

  // Add Student offers it, and its option, at once.
  await page.goto('/dashboard/AddStudent');
  await waitForHydration(page);
  const course = page.getByLabel('Course', { exact: true });
  await course.selectOption({ label: name });
  await expect(
    page.getByLabel('Course Option').getByRole('option', {
      name: `TALLY PRIME WITH GST(${courseCode}01)`,
    }),
  ).toBeAttached();

  // Retired: no longer offered to a new admission.
  await page.goto('/dashboard/Courses');
  await waitForHydration(page);
  page.once('dialog', (confirm) => void confirm.accept());
  await table
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: `Retire ${name}` })
    .click();
  await expect(page.getByText(`${name} retired`)).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(name) })).toContainText('Retired');
  await page.goto('/dashboard/AddStudent');
  await waitForHydration(page);
  await expect(
    page.getByLabel('Course', { exact: true }).getByRole('option', { name }),
  ).toHaveCount(0);
});

test('the Courses screen fits a phone and passes axe @phone', async ({ page }) => {
  await signInAsHeadOffice(page);
  await page.goto('/dashboard/Courses');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Courses', level: 1 })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Courses' })
      .getByRole('button', { name: 'Edit 1-Month Certificate Course' }),
  ).toBeVisible();
  const sizes = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(sizes.scrollWidth).toBeLessThanOrEqual(sizes.clientWidth);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Add course' }).click();
  await expect(page.getByRole('dialog', { name: 'Add course' })).toBeVisible();
  await expectNoAxeViolations(page);
});
