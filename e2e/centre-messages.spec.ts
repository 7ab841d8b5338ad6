import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { signInAsHeadOffice } from './sign-in';

// One viewport: this creates a centre, an account and a message in the shared database.
test('a message from head office shows as unread at the centre, which marks it read @desktop', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const headers = { origin: baseURL! };
  const suffix = Date.now().toString(36).toUpperCase().slice(-5);
  const code = `MSG${suffix}`;
  const email = `messages.${suffix.toLowerCase()}@example.com`;
  const password = 'first password 1';
  const subject = `Exam schedule ${suffix}`;

  // Head office creates the centre and its staff account through the API.
  await signInAsHeadOffice(page);
  const centre = await page.request.post('/api/dashboard/centre-admin/centres', {
    headers,
    data: {
      code,
      name: `Nalanda Centre ${suffix}`,
      address: 'Bihar Sharif, Nalanda',
      phone: '9876512345',
      email: '',
    },
  });
  expect(centre.status()).toBe(201);
  const { id: centreId } = (await centre.json()) as { id: number };
  const staff = await page.request.post(`/api/dashboard/centre-admin/centres/${centreId}/staff`, {
    headers,
    data: { name: 'Sunita Staff', email, password },
  });
  expect(staff.status()).toBe(201);

  // Head office writes to that centre only.
  await page.goto('/dashboard/CenterMessage');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Center Message', level: 1 })).toBeVisible();
  await page.getByLabel('Subject').fill(subject);
  await page
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('The practical exams start on Monday at 10 am.');
  await page.getByLabel('Chosen centres').check();
  await page.getByRole('checkbox', { name: new RegExp(`\\(${code}\\)`) }).check();
  await page.getByLabel('Mark as important').check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Message sent')).toBeVisible();
  const sentItem = page.getByRole('listitem').filter({ hasText: subject });
  await expect(sentItem).toContainText(`Nalanda Centre ${suffix} (${code})`);
  await expect(sentItem).toContainText('Read by 0 of 1 staff, at 0 of 1 centres');

  // The centre's staff member signs in and sees it unread.
  const context = await browser.newContext();
  const staffPage = await context.newPage();
  const login = await staffPage.request.post('/api/admin/login', { data: { email, password } });
  expect(login.ok()).toBe(true);
  await staffPage.goto('/dashboard/CenterMessage');
  await waitForHydration(staffPage);
  const message = staffPage.getByRole('button', { name: new RegExp(subject) });
  await expect(message).toContainText('New (unread)');
  await expect(message).toContainText('Important');
  await expect(staffPage.getByRole('heading', { name: /Messages from head office/ })).toContainText(
    '(1 unread)',
  );
  // The sidebar counts it too.
  await expect(staffPage.getByRole('link', { name: 'Center Message 1 unread' })).toBeVisible();
  await expectNoAxeViolations(staffPage);

  await message.click();
  await expect(message).toHaveAttribute('aria-expanded', 'true');
  await expect(staffPage.getByText('The practical exams start on Monday at 10 am.')).toBeVisible();
  await staffPage.getByRole('button', { name: 'Mark as read' }).click();
  await expect(staffPage.getByText('Marked as read')).toBeVisible();
  await expect(message).not.toContainText('New');
  await expect(staffPage.getByText(/^Read \d/)).toBeVisible();
  await expect(staffPage.getByRole('link', { name: 'Center Message', exact: true })).toBeVisible();

  // Head office sees it read.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('listitem').filter({ hasText: subject })).toContainText(
    'Read by 1 of 1 staff, at 1 of 1 centres',
  );

  // The staff member's dashboard home: their own centre's figures (a new centre: none yet).
  await staffPage.goto('/dashboard');
  await waitForHydration(staffPage);
  await expect(
    staffPage.getByRole('heading', { name: `Nalanda Centre ${suffix} (${code}) at a glance` }),
  ).toBeVisible();
  await expect(staffPage.getByRole('link', { name: /^Students 0/ })).toHaveAttribute(
    'href',
    '/dashboard/SeeAllStudents',
  );
  await context.close();
});

test('the dashboard home shows the figures, and the header leads to my profile', async ({
  page,
}) => {
  test.slow();
  await signInAsHeadOffice(page);
  await page.goto('/dashboard');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'The network at a glance' })).toBeVisible();
  for (const [name, href] of [
    [/^Students \d/, '/dashboard/SeeAllStudents'],
    [/^Applications waiting \d/, '/dashboard/ManageApplication'],
    [/^New enquiries \d/, '/dashboard/CourseEnquiry'],
    [/^Certificate requests waiting \d/, '/dashboard/ViewCertificate'],
  ] as const) {
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  // The demo data admits students: the chart and its table show twelve months.
  await expect(
    page.getByRole('img', { name: 'Admissions per month (last 12 months)' }),
  ).toBeVisible();
  await page.getByText('Show as a table').click();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(13);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'My profile' }).click();
  await expect(page.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();
  for (const panel of ['About', 'Posts', 'You might know', 'Active']) {
    await expect(page.getByRole('heading', { name: panel, level: 2 })).toBeVisible();
  }
  await expect(page.getByText('Head office: all centres')).toBeVisible();
  // The header, with its 'My profile' link, and the panels fit a phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await expectNoAxeViolations(page);
});
