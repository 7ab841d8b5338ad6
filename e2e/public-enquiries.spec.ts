import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

/** The enquiry as staff see it through the API (head office sees every enquiry). */
async function enquiryAsStaffSee(request: APIRequestContext, id: number) {
  const signIn = await request.post('/api/admin/login', { data: E2E_ADMIN });
  const { token } = (await signIn.json()) as { token: string };
  const list = await request.get('/api/dashboard/enquiries?pageSize=200', {
    headers: { authorization: `Bearer ${token}` },
  });
  const enquiries = (await list.json()) as { id: number }[];
  return enquiries.find((enquiry) => enquiry.id === id);
}

const THANKS = 'Thank you! Your enquiry has been received. We will get back to you soon.';

test('the contact form shows a message per invalid field and keeps the values', async ({
  page,
}) => {
  await page.goto('/contact');
  await waitForHydration(page);
  await page.getByLabel('Name').fill('Al');
  await page.getByLabel('Email').fill('al-at-example');
  await page.getByRole('button', { name: 'Send' }).click();

  await expect(page.getByText('Name must be at least 3 characters long')).toBeVisible();
  await expect(page.getByText('Invalid email format')).toBeVisible();
  await expect(page.getByText('Message is required')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('Al');
  await expect(page.getByLabel('Email')).toHaveValue('al-at-example');
  await expect(page.getByLabel('Name')).toBeFocused();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  // A corrected field loses its message at once.
  await page.getByLabel('Name').fill('Alka Sharma');
  await expect(page.getByText('Name must be at least 3 characters long')).toBeHidden();
});

test('a valid contact message is saved and confirmed', async ({ page, request }) => {
  await page.goto('/contact');
  await waitForHydration(page);
  await page.getByLabel('Name').fill('Alka Sharma');
  await page.getByLabel('Email').fill('alka@example.com');
  await page.getByLabel('Message').fill('Do you have evening batches for Tally?');
  const answer = page.waitForResponse('**/api/enquiries');
  await page.getByRole('button', { name: 'Send' }).click();
  const saved = await answer;
  expect(saved.status()).toBe(201);
  await expect(page.getByRole('status')).toContainText(THANKS);
  expect(await enquiryAsStaffSee(request, (await saved.json()).id)).toMatchObject({
    source: 'contact',
    name: 'Alka Sharma',
    email: 'alka@example.com',
    message: 'Do you have evening batches for Tally?',
    status: 'new',
  });
  await page.getByRole('button', { name: 'Send another message' }).click();
  await expect(page.getByLabel('Name')).toHaveValue('');
});

test("'Buy Now' opens the enquiry form for that course, which is saved and confirmed", async ({
  page,
  request,
}) => {
  await page.goto('/one');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Buy Now: MS Excel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enquire about MS Excel' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Message')).toHaveValue(
    'I would like to know more about MS Excel.',
  );
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Phone number is required')).toBeVisible();

  await dialog.getByLabel('Name').fill('Ravi Kumar');
  await dialog.getByLabel('Phone').fill('98765 43210');
  const answer = page.waitForResponse('**/api/enquiries');
  await dialog.getByRole('button', { name: 'Send enquiry' }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({
    source: 'buy_now',
    courseTitle: 'MS Excel',
    name: 'Ravi Kumar',
  });
  expect(await enquiryAsStaffSee(request, (await response.json()).id)).toMatchObject({
    source: 'buy_now',
    courseTitle: 'MS Excel',
    name: 'Ravi Kumar',
    phone: '9876543210',
  });
  await expect(dialog.getByRole('status')).toContainText(THANKS);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
});

test("a plan's 'Check Out' leads to its courses and opens the enquiry form for the plan", async ({
  page,
}) => {
  await page.goto('/course');
  await waitForHydration(page);
  await page.getByRole('link', { name: /^Check Out about the 3 Months courses/ }).click();
  await expect(page).toHaveURL('/three');
  const dialog = page.getByRole('dialog', { name: 'Enquire about 3 Months plan' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Name').fill('Meena Devi');
  await dialog.getByLabel('Phone').fill('+91 91234 56789');
  await dialog.getByLabel('Email (optional)').fill('meena@example.com');
  const answer = page.waitForResponse('**/api/enquiries');
  await dialog.getByRole('button', { name: 'Send enquiry' }).click();
  expect((await answer).request().postDataJSON()).toMatchObject({
    source: 'check_out',
    courseTitle: '3 Months plan',
  });
  await expect(dialog.getByRole('status')).toContainText(THANKS);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Courses');
});

test('the gallery opens an enlarged view that the keyboard can drive', async ({ page }) => {
  await page.goto('/gallery');
  await waitForHydration(page);
  // The seeded album comes first (an album another test adds for a while comes after it).
  const grid = page.getByRole('main').getByRole('list').first();
  const pictures = grid.getByRole('listitem');
  await expect(pictures).toHaveCount(12);
  const images = grid.getByRole('img');
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute('width', '480');
    await expect(image).toHaveAttribute('height', '320');
  }

  // Each picture is a figure named by its caption, holding the link that enlarges it.
  const firstLink = page
    .getByRole('figure', { name: 'Computer lab at the main centre' })
    .getByRole('link');
  await firstLink.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Computer lab at the main centre' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img')).toHaveJSProperty('complete', true);
  await expect(dialog.getByText('Picture 1 of 12')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('ArrowRight');
  await expect(
    page.getByRole('dialog', { name: 'English and Hindi typing practice' }),
  ).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('dialog', { name: 'Our training centre' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(firstLink).toBeFocused();
});
