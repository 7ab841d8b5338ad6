import { DEMO } from '@institute/shared/demo';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { demoStudentRegistration, signInAsHeadOffice } from './sign-in';

// Issue 37, point 7: things found where people look. The screens reached only from inside other
// screens have their own sidebar entries; Add Student says what the wallet holds and what the
// admission costs before the form is filled; Add Student Fee finds a student by name.

test('Course fees, Question bank and Grading scale have their own sidebar entries @desktop', async ({
  page,
}) => {
  await signInAsHeadOffice(page);
  await page.goto('/dashboard');
  await waitForHydration(page);
  const sidebar = page.getByRole('navigation', { name: 'Dashboard' }).locator('visible=true');
  for (const [section, link, path] of [
    ['Account Section', 'Course fees', '/dashboard/CourseFees'],
    ['Online Examination', 'Question bank', '/dashboard/QuestionBank'],
    ['Offline Examination', 'Grading scale', '/dashboard/GradingScale'],
  ] as const) {
    const toggle = sidebar.getByRole('button', { name: section });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await sidebar.getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { name: link, level: 1 })).toBeVisible();
    // The entry shows where one is.
    await expect(sidebar.getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page');
  }
  await expectNoAxeViolations(page);

  // Track Certificate keeps the specification's button and says what it does.
  await page.goto('/dashboard/TrackCertificate');
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Submit Request' })).toHaveAccessibleDescription(
    /does not request a new certificate/,
  );
});

test('Add Student on a phone: an empty wallet is said before the form, with Add Fund @phone', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 780 });
  const suffix = Date.now().toString(36).toUpperCase().slice(-5);
  const email = `wallet.${suffix.toLowerCase()}@example.com`;
  const headers = { origin: baseURL! };
  const head = await (await browser.newContext()).newPage();
  await signInAsHeadOffice(head);
  const centre = await head.request.post('/api/dashboard/centre-admin/centres', {
    headers,
    data: {
      code: `EMW${suffix}`,
      name: `Empty Wallet Centre ${suffix}`,
      address: 'Station Road, Ara',
      phone: '9876512388',
    },
  });
  expect(centre.status()).toBe(201);
  const centreId = ((await centre.json()) as { id: number }).id;
  const staff = await head.request.post(`/api/dashboard/centre-admin/centres/${centreId}/staff`, {
    headers,
    data: { name: 'Wallet Staff', email, password: 'wallet password 1' },
  });
  expect(staff.status()).toBe(201);
  // A course no other browser test admits students to: ₹150 from the wallet per admission.
  const fees = (registrationFeePaise: number) =>
    head.request.put('/api/dashboard/accounts/course-fees/14', {
      headers,
      data: { registrationFeePaise, certificateFeePaise: 0, courseFeePaise: 0 },
    });
  expect((await fees(15_000)).ok()).toBe(true);

  try {
    const login = await page.request.post('/api/admin/login', {
      data: { email, password: 'wallet password 1' },
    });
    expect(login.ok()).toBe(true);

    // The home shows the balance.
    await page.goto('/dashboard');
    await waitForHydration(page);
    await expect(page.getByText('Wallet balance: ₹0.00')).toBeVisible();

    await page.goto('/dashboard/AddStudent');
    await waitForHydration(page);
    const wallet = page.getByRole('region', { name: 'Centre wallet' });
    await expect(wallet).toContainText('Wallet balance: ₹0.00');
    await page
      .getByLabel('Course', { exact: true })
      .selectOption({ label: '1-Year Health Care Course' });
    await expect(wallet).toContainText(
      "The wallet balance (₹0.00) is less than this course's registration fee (₹150.00): the student cannot be added until funds are added.",
    );
    const submit = page.getByRole('button', { name: 'Add Student' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription(/less than this course's registration fee/);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await expectNoAxeViolations(page);
    await wallet.getByRole('link', { name: 'Add Fund' }).click();
    await expect(page).toHaveURL('/dashboard/AddAccount');
    await expect(page.getByRole('heading', { name: 'Add Fund', level: 1 })).toBeVisible();
  } finally {
    await fees(0);
    await head.context().close();
  }
});

test('Add Student Fee finds a student by name and says whose fee it is above the form @desktop', async ({
  page,
}) => {
  const registrationNumber = await demoStudentRegistration(page.request);
  const name = `${DEMO.student.firstname} ${DEMO.student.lastname}`;
  await page.context().clearCookies();
  const login = await page.request.post('/api/admin/login', {
    data: { email: DEMO.staff.email, password: DEMO.staff.password },
  });
  expect(login.ok()).toBe(true);

  await page.goto('/dashboard/AddStudentFee');
  await waitForHydration(page);
  await page.getByLabel('Registration number, name or phone').fill(name);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('heading', { name: 'Students found' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: `Choose ${name}, ${registrationNumber}` }).click();
  await expect(page).toHaveURL(`/dashboard/AddStudentFee?student=${registrationNumber}`);
  const whose = page.getByTestId('fee-of');
  await expect(whose).toContainText(`Fee of ${name} (${registrationNumber})`);
  // Above the payment form, not below it.
  const whoseBox = (await whose.boundingBox())!;
  const details = (await page
    .getByRole('heading', { name: `${name} (${registrationNumber})` })
    .boundingBox())!;
  expect(whoseBox.y).toBeLessThan(details.y);

  // The fund list's filter shows which one is chosen.
  await page.goto('/dashboard/AddAccount');
  await waitForHydration(page);
  const filter = page.getByRole('group', { name: 'Show funds' });
  const confirmed = filter.getByRole('button', { name: 'Confirmed' });
  const all = filter.getByRole('button', { name: 'All' });
  await expect(all).toHaveAttribute('aria-pressed', 'true');
  await confirmed.click();
  await expect(confirmed).toHaveAttribute('aria-pressed', 'true');
  await expect(all).toHaveAttribute('aria-pressed', 'false');
  const background = (button: typeof all) =>
    button.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(await background(confirmed)).not.toBe(await background(all));
});
