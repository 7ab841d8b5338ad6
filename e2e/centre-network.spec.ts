import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { signInAsHeadOffice } from './sign-in';

/** A real 32 x 32 PNG (made with sharp). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAACXBIWXMAAAPoAAAD6AG1e1JrAAABYklEQVRIiWNgUPXKn7LzHrOGb9H0PQ/ZtANKZ+1/wqkXXDH30HMew7DqBUdf8ZtE1i0+8VbIPKZx2ekPolbxLSvPfZawTWpfc/GbtENq1/orP+WcM3o3Xf+j6JY9Yeut/yqeeZN33GVS9ymctpvhAauWf8nMfY85dIPK5xx8xm0QWjX/yEs+44jaRcffCJpFNyw99V7EMq55xdlP4jaJbasvfJWyT+lcd/mHrFN6z8ZrvxVcs/q33Pyn7JE7afsdRjXvgqm77rNo+hXP2PuIXSewbDbDgadc+iGV8w6/4DUKr1l47LWAaVT9kpPvhC1im5af+ShmndC66vwXSbvkjrWXvss4pnVvuPpL3iWzb/ONv0ruORO33SYUAgyUBsEDAiHAQGkQHCAQAgyUBsECAiHAQGkQNBAIAQZKgyCBUAiM5gOG0XzAMJoPGEbrA9XR+kB1tD5QHW0XeY22i7xGeLsIANPD+kxXxekqAAAAAElFTkSuQmCC',
  'base64',
);

// One viewport: the enquiry is unique, and the contact form is rate limited per client.
test('an enquiry sent from the home page appears in Course Enquiry @desktop', async ({ page }) => {
  test.slow();
  const name = `Kiran Devi ${Date.now().toString(36)}`;
  await page.goto('/');
  await waitForHydration(page);
  await page
    .getByRole('region', { name: 'Have a question about a course?' })
    .getByRole('link', { name: 'Contact Us' })
    .click();
  await expect(page).toHaveURL('/contact');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill('kiran@example.com');
  await page.getByLabel('Message').fill('Is there a weekend batch for the DCA course?');
  const sent = page.waitForResponse('**/api/enquiries');
  await page.getByRole('button', { name: 'Send' }).click();
  expect((await sent).status()).toBe(201);

  await signInAsHeadOffice(page);
  await page.goto('/dashboard/CourseEnquiry');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Course Enquiry', level: 1 })).toBeVisible();
  await page.getByLabel('Search').fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Contact form');
  await expect(row).toContainText('New');
  await expect(row).toContainText('Not assigned');
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: `Open the enquiry of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Course enquiry' });
  await expect(dialog).toContainText('Is there a weekend batch for the DCA course?');
  await dialog.getByLabel('Change status').selectOption('contacted');
  await dialog.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByText('Status saved')).toBeVisible();
  await dialog.getByLabel('Add a note').fill('Called back; visiting on Saturday.');
  await dialog.getByRole('button', { name: 'Add note' }).click();
  await expect(dialog.getByRole('listitem')).toContainText('Called back; visiting on Saturday.');
  await expect(dialog.getByText('Notes (1)')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(row).toContainText('Contacted');

  await page.getByLabel('Status', { exact: true }).selectOption('contacted');
  const href = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
  expect(href).toContain('status=contacted');
  const csv = await page.request.get(href!);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const text = await csv.text();
  expect(text).toContain(name);
  expect(text).toContain('Called back; visiting on Saturday.');
});

// One viewport: both runs would upload to the same centre.
test('a centre document is uploaded and opens in full in a new tab @desktop', async ({
  page,
  context,
}) => {
  test.slow();
  await signInAsHeadOffice(page);
  await page.goto('/dashboard/CenterDocument');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Centre Documents', level: 1 })).toBeVisible();
  for (const row of ['Trade License', 'Address Proof', 'Pan Card', 'Voter Card']) {
    await expect(page.getByRole('rowheader', { name: row })).toBeVisible();
  }
  await expect(page.getByLabel('Centre', { exact: true })).toBeVisible();

  // A text file named like a picture is refused by the server, which reads the content.
  await page.getByLabel('Upload Pan Card').setInputFiles({
    name: 'pan.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('not a picture'),
  });
  await expect(page.getByRole('alert')).toHaveText('Pan Card must be an image (JPEG, PNG or WebP)');

  await page.getByLabel('Upload Trade License').setInputFiles({
    name: 'trade-license.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByText('Trade License: Document uploaded')).toBeVisible();
  const link = page.getByRole('link', { name: /Trade License \(opens the full image/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(page.getByLabel('Replace Trade License')).toBeAttached();
  await expectNoAxeViolations(page);

  const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toContain('/trade_license/image');
  const image = await page.request.get(tab.url());
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/jpeg');
  await tab.close();
});

test('staff download a marketing brochure from Marketing Tools', async ({ page }) => {
  await signInAsHeadOffice(page);
  await page.goto('/dashboard/MarketingTools');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Marketing Tools', level: 1 })).toBeVisible();
  const headers = page.getByRole('columnheader');
  await expect(headers).toHaveText([
    'Sl No.',
    'Type',
    'Image',
    'Description',
    'Download Link',
    'Actions',
  ]);
  for (const description of [
    'Diploma in Computer Application Course',
    'Advance Diploma in Computer Application Course',
    'Diploma in Beautician Course',
    'Diploma in Yoga and Wellness Course',
  ]) {
    await expect(page.getByRole('cell', { name: description, exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('link', { name: 'Download Diploma in Computer Application Course', exact: true })
      .click(),
  ]);
  expect(download.suggestedFilename()).toBe('diploma-in-computer-application-brochure.pdf');
  const bytes = await (await download.createReadStream()).toArray();
  expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');
});

test('head office adds a marketing entry and removes it after confirming @desktop', async ({
  page,
}) => {
  test.slow();
  await signInAsHeadOffice(page);
  await page.goto('/dashboard/MarketingTools');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Add entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add entry' });
  await dialog.getByRole('button', { name: 'Add entry' }).click();
  await expect(dialog.getByText('Description is required')).toBeVisible();
  await expect(dialog.getByText('Image is required')).toBeVisible();
  await dialog.getByLabel('Description').fill('Tally Prime with GST poster');
  await dialog
    .getByLabel('Image')
    .setInputFiles({ name: 'tally.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByLabel('Download file').setInputFiles({
    name: 'tally-poster.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Add entry' }).click();
  await expect(page.getByText('Marketing tool added')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Tally Prime with GST poster' });
  await expect(row.getByRole('cell').first()).toHaveText('6');

  await row.getByRole('button', { name: 'Remove Tally Prime with GST poster' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove entry' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Marketing tool removed')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('Course Enquiry and Centre Documents work on a phone @phone', async ({ page }) => {
  test.slow();
  await signInAsHeadOffice(page);
  await page.goto('/dashboard/CourseEnquiry');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Course Enquiry', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/dashboard/CenterDocument');
  await waitForHydration(page);
  await expect(page.getByRole('rowheader', { name: 'Voter Card' })).toBeVisible();
  await expect(page.getByText('Upload Voter Card (back)')).toBeVisible();
  await expectNoAxeViolations(page);
});
