// Decision 0081: a student ID card's QR code leads to a server-rendered page of the public check,
// in English and in Hindi; a wrong code says nothing about the student.
import { expect, test } from './fixtures';

test('the ID card check page answers a wrong code in English and in Hindi, without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/verify-id-card/RV2026999999?code=WRONGCODE234');
  await expect(
    page.getByRole('heading', { name: 'Student ID card check', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('No identity card matches this link');

  await page.goto('/hi/verify-id-card/RV2026999999?code=WRONGCODE234');
  await expect(
    page.getByRole('heading', { name: 'छात्र पहचान पत्र की जाँच', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('इस लिंक से कोई पहचान पत्र नहीं मिला');

  await page.goto('/verify-id-card/RV2026999999');
  await expect(page.getByRole('alert')).toContainText('Scan the QR code printed on the card');
  await context.close();
});
