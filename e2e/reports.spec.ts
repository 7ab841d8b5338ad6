import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { signInAsHeadOffice } from './sign-in';

test('head office opens Reports on a phone: chart, numbers as a table, exports @phone', async ({
  page,
}) => {
  await signInAsHeadOffice(page);
  await page.goto('/dashboard');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Open dashboard menu' }).click();
  const sidebar = page.getByRole('navigation', { name: 'Dashboard' }).locator('visible=true');
  await sidebar.getByRole('link', { name: 'Reports', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();

  await page.getByLabel('Report', { exact: true }).selectOption('fees');
  await expect(
    page.getByRole('heading', { name: 'Fees collected and dues outstanding', level: 2 }),
  ).toBeVisible();
  const ageing = page.getByRole('table', { name: 'Dues outstanding by age (on the last day)' });
  await expect(ageing.getByRole('columnheader', { name: '90+ days (₹)' })).toBeVisible();
  await expect(ageing.getByRole('rowheader', { name: 'Total' })).toBeVisible();
  const byMonth = page.getByRole('table', { name: 'By month' });
  await expect(byMonth.getByRole('row')).toHaveCount(13); // the heading and twelve months

  // The chart is the server's SVG, drawn for the same figures.
  const chart = page.getByRole('img', {
    name: 'Bar chart: By month. The same numbers are in the table beside it.',
  });
  await expect(chart).toBeVisible();
  await expect
    .poll(() => chart.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  // Exports: the links the page offers answer an Excel workbook and a CSV file.
  const excel = await page.getByRole('link', { name: 'Export to Excel' }).getAttribute('href');
  const workbook = await page.request.get(excel!);
  expect(workbook.status()).toBe(200);
  expect(workbook.headers()['content-type']).toContain('spreadsheetml');
  const csv = await page.getByRole('link', { name: 'Export to CSV' }).getAttribute('href');
  expect((await page.request.get(csv!)).headers()['content-type']).toBe('text/csv; charset=utf-8');

  // Attendance (decision 0084): by month, centre and batch, with its chart.
  await page.getByLabel('Report', { exact: true }).selectOption('attendance');
  await expect(page.getByRole('heading', { name: 'Attendance rate', level: 2 })).toBeVisible();
  const centres = page.getByRole('table', { name: 'By centre' });
  await expect(centres.getByRole('columnheader', { name: 'Attendance rate (%)' })).toBeVisible();
  await expect(page.locator('figcaption', { hasText: /^By batch$/ })).toBeVisible();

  // Nothing wider than the phone's screen but the tables' own scrolling regions.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});
