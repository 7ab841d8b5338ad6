import { expect, expectNoAxeViolations, OPEN_DIALOG, test, waitForHydration } from './fixtures';
import { DEMO } from '@institute/shared/demo';
import { signInAsHeadOffice } from './sign-in';

// Head office edits the website (issue 17): the public pages show the change at once, also to a
// visitor whose page the server had kept (decision 0011).

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test('head office changes the contact details and a visitor sees them at once @desktop', async ({
  page,
  browser,
  playwright,
}) => {
  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  // The visitor's /contact is now kept by the server.
  expect(await (await visitor.get('/contact')).text()).toContain('Visit or call');

  await signInAsHeadOffice(page);
  await page.goto('/dashboard');
  await waitForHydration(page);
  const sidebar = page.getByRole('navigation', { name: 'Dashboard' }).locator('visible=true');
  await sidebar.getByRole('link', { name: 'Website', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Website', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Institute name')).not.toHaveValue('');
  await expectNoAxeViolations(page);

  // A wrong number and link get their messages; nothing is saved.
  await page.getByLabel('Second phone (optional)').fill('12345');
  await page.getByLabel('Map link (optional)').fill('maps.example.com');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText(/^Enter a phone number of 10 digits/)).toBeVisible();
  await expect(page.getByText('Enter a full link starting with https://')).toBeVisible();

  const hours = `Mon–Sat 9:00 am – 6:00 pm (${unique()})`;
  await page.getByLabel('Second phone (optional)').fill('0612-2345678');
  await page.getByLabel('Map link (optional)').fill('https://maps.example.com/?q=Boring+Road');
  await page.getByLabel('Opening hours (optional)').fill(hours);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Website settings saved')).toBeVisible();

  const contact = await (await visitor.get('/contact')).text();
  expect(contact).toContain('0612-2345678');
  expect(contact).toContain(hours.replace('&', '&amp;'));
  expect(contact).toContain('https://maps.example.com/?q=Boring+Road');

  // And in a browser: the footer of any page.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(`${test.info().project.use.baseURL}/about`);
  await expect(guest.getByRole('contentinfo').getByText(hours)).toBeVisible();
  await guestContext.close();
  await visitor.dispose();
});

test('head office adds, edits and removes a notice of the home page @desktop', async ({
  page,
  playwright,
}) => {
  // A long flow: add (with its mistakes), edit, remove and undo the removal.
  test.slow();
  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await visitor.get('/');
  const text = `January batch closes 15 December (${unique()}).`;

  await signInAsHeadOffice(page);
  await page.goto('/dashboard/Website');
  await waitForHydration(page);
  const notices = page.getByRole('table', { name: 'Notices' });
  await expect(notices).toBeVisible();

  await page.getByRole('button', { name: 'Add notice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add notice' });
  await dialog.getByLabel('First day (optional)').fill('2026-12-10');
  await dialog.getByLabel('Last day (optional)').fill('2026-12-01');
  await dialog.getByRole('button', { name: 'Add notice' }).click();
  await expect(dialog.getByText('Enter the notice in English or in Hindi')).toBeVisible();
  await expect(dialog.getByText('The end date cannot be before the start date')).toBeVisible();
  await expectNoAxeViolations(page, { within: OPEN_DIALOG });

  await dialog.getByLabel('Notice in English').fill(text);
  await dialog.getByLabel('First day (optional)').fill('');
  await dialog.getByLabel('Last day (optional)').fill('');
  await dialog.getByLabel('Notice in Hindi').fill('जनवरी बैच के प्रवेश 15 दिसंबर को बंद होंगे।');
  await dialog.getByRole('button', { name: 'Add notice' }).click();
  await expect(page.getByText('Notice added', { exact: true })).toBeVisible();
  const row = notices.getByRole('row').filter({ hasText: text });
  await expect(row.getByRole('cell', { name: 'Showing', exact: true })).toBeVisible();
  expect(await (await visitor.get('/')).text()).toContain(text);

  const edited = text.replace('15 December', '18 December');
  await row.getByRole('button', { name: /^Edit/ }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit notice' });
  await editDialog.getByLabel('Notice in English').fill(edited);
  await editDialog.getByRole('button', { name: 'Save notice' }).click();
  await expect(page.getByText('Notice saved', { exact: true })).toBeVisible();
  const home = await (await visitor.get('/')).text();
  expect(home).toContain(edited);
  expect(home).not.toContain(text);

  page.once('dialog', (confirm) => void confirm.accept());
  await notices
    .getByRole('row')
    .filter({ hasText: edited })
    .getByRole('button', { name: /^Remove/ })
    .click();
  await expect(page.getByText('Notice removed', { exact: true })).toBeVisible();
  await expect(notices.getByRole('row').filter({ hasText: edited })).toHaveCount(0);
  expect(await (await visitor.get('/')).text()).not.toContain(edited);

  // The removal is undone from the history: the notice is back on the home page.
  const history = page.getByRole('table', { name: 'Latest changes of the website' });
  await history
    .getByRole('row')
    .filter({ hasText: `Notice removed: ${edited}` })
    .getByRole('button', { name: /^Undo/ })
    .click();
  await expect(page.getByText('Undone', { exact: true })).toBeVisible();
  await expect(notices.getByRole('row').filter({ hasText: edited })).toHaveCount(1);
  expect(await (await visitor.get('/')).text()).toContain(edited);

  page.once('dialog', (confirm) => void confirm.accept());
  await notices
    .getByRole('row')
    .filter({ hasText: edited })
    .getByRole('button', { name: /^Remove/ })
    .click();
  await expect(notices.getByRole('row').filter({ hasText: edited })).toHaveCount(0);
  await visitor.dispose();
});

test('the Website screen fits a phone and has no accessibility violations @phone', async ({
  page,
}) => {
  await signInAsHeadOffice(page);
  await page.goto('/dashboard/Website');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Site settings' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Notices' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await expectNoAxeViolations(page);
});

test('head office lets a centre staff member edit the website, who then adds a notice @desktop', async ({
  page,
  browser,
}) => {
  await signInAsHeadOffice(page);
  await page.goto('/dashboard/Website');
  await waitForHydration(page);
  const editors = page.getByRole('table', { name: 'Who may edit the website' });
  const tick = editors.getByRole('checkbox', { name: `${DEMO.staff.name} may edit the website` });
  await tick.check();
  await expect(page.getByText(`${DEMO.staff.name} may now edit the website`)).toBeVisible();

  const staffContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const staff = await staffContext.newPage();
  const signedIn = await staff.request.post('/api/admin/login', {
    data: { email: DEMO.staff.email, password: DEMO.staff.password },
  });
  expect(signedIn.ok()).toBe(true);
  await staff.goto('/dashboard');
  await waitForHydration(staff);
  const sidebar = staff.getByRole('navigation', { name: 'Dashboard' }).locator('visible=true');
  await sidebar.getByRole('link', { name: 'Website', exact: true }).click();
  await expect(staff.getByRole('heading', { name: 'Notices' })).toBeVisible();
  // Staff do not choose who else may edit.
  await expect(staff.getByRole('heading', { name: 'Who may edit the website' })).toHaveCount(0);
  const text = `Centre open on Sunday for admissions (${unique()}).`;
  await staff.getByRole('button', { name: 'Add notice' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Add notice' });
  await dialog.getByLabel('Notice in English').fill(text);
  await dialog.getByRole('button', { name: 'Add notice' }).click();
  await expect(staff.getByText('Notice added', { exact: true })).toBeVisible();

  // Head office stops them; their next save is refused.
  await tick.uncheck();
  await expect(page.getByText(`${DEMO.staff.name} may no longer edit the website`)).toBeVisible();
  const refused = await staff.request.post('/api/dashboard/content/notices', {
    data: { textEn: 'Not allowed any more' },
  });
  expect(refused.status()).toBe(403);
  // Tidy up: the notice is removed by head office.
  await page.reload();
  await waitForHydration(page);
  page.once('dialog', (confirm) => void confirm.accept());
  await page
    .getByRole('table', { name: 'Notices' })
    .getByRole('row')
    .filter({ hasText: text })
    .getByRole('button', { name: /^Remove/ })
    .click();
  await expect(page.getByText('Notice removed', { exact: true })).toBeVisible();
  await staffContext.close();
});
