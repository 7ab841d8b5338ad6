import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { ok } from './api-data';
import { signInAsHeadOffice } from './sign-in';

// Issue 38: anyone checks a centre on the public page (by code or by place, English and Hindi),
// and a centre whose affiliation ended says so on the screens it cannot use, and renews.

const day = (offset: number) => {
  const date = new Date(Date.now() + offset * 86_400_000);
  return date.toISOString().slice(0, 10);
};

/** A centre made by head office through the API, with its place and its affiliation. */
async function newCentre(
  page: Page,
  origin: string,
  suffix: string,
  affiliation: { validFrom: string; validUntil: string; allCourses: boolean; courses?: string[] },
) {
  const code = `VC${suffix}`;
  const centre = await ok(
    await page.request.post('/api/dashboard/centre-admin/centres', {
      headers: { origin },
      data: {
        code,
        name: `Nalanda Computer Centre ${suffix}`,
        address: 'Hospital Road, Bihar Sharif',
        phone: '9876512345',
        email: `owner.${suffix.toLowerCase()}@example.com`,
        district: 'Nalanda',
        state: 'Bihar',
      },
    }),
  );
  await ok(
    await page.request.put(`/api/dashboard/affiliations/${centre.id}`, {
      headers: { origin },
      data: affiliation,
    }),
  );
  return { id: centre.id as number, code, name: `Nalanda Computer Centre ${suffix}` };
}

test('anyone verifies a centre by its code or by state and district, in English and Hindi @desktop', async ({
  page,
  browser,
  baseURL,
}) => {
  const suffix = Date.now().toString(36).toUpperCase().slice(-5);
  await signInAsHeadOffice(page);
  const reference = await ok(await page.request.get('/api/reference'));
  const course = reference.courses[0] as { code: string; name: string };
  const active = await newCentre(page, baseURL!, suffix, {
    validFrom: day(-10),
    validUntil: day(300),
    allCourses: false,
    courses: [course.code],
  });
  const expired = await newCentre(page, baseURL!, `X${suffix}`, {
    validFrom: day(-400),
    validUntil: day(-2),
    allCourses: true,
  });

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/verify-centre');
  await waitForHydration(visitor);
  await expect(visitor.getByRole('heading', { name: 'Verify a centre', level: 1 })).toBeVisible();
  await visitor.getByLabel('Centre code').fill(active.code.toLowerCase());
  await visitor.getByRole('button', { name: 'Find centre' }).click();
  const card = visitor.getByRole('listitem').filter({ hasText: active.name });
  await expect(card).toContainText('Authorised');
  await expect(card).toContainText('Hospital Road, Bihar Sharif, Nalanda, Bihar');
  await expect(card).toContainText(course.name);
  // Nobody's personal details: not the e-mail or phone head office keeps.
  await expect(visitor.locator('main')).not.toContainText('@example.com');
  await expect(visitor.locator('main')).not.toContainText('9876512345');
  await expectNoAxeViolations(visitor);

  await visitor.goto(`/verify-centre?code=${expired.code}`);
  await expect(visitor.getByRole('listitem').filter({ hasText: expired.name })).toContainText(
    'Affiliation expired',
  );

  // By place, in Hindi.
  await visitor.goto('/hi/verify-centre');
  await waitForHydration(visitor);
  await expect(visitor.getByRole('heading', { name: 'केंद्र सत्यापित करें', level: 1 })).toBeVisible();
  await visitor.getByLabel('राज्य').selectOption('Bihar');
  await visitor.getByLabel('ज़िला').selectOption('Nalanda');
  await visitor.getByRole('button', { name: 'केंद्रों की सूची देखें' }).click();
  await expect(visitor).toHaveURL(/\/hi\/verify-centre\?state=Bihar&district=Nalanda/);
  await expect(visitor.getByRole('listitem').filter({ hasText: active.name })).toContainText(
    'अधिकृत',
  );
  await expect(visitor.getByRole('listitem').filter({ hasText: expired.name })).toContainText(
    'संबद्धता समाप्त',
  );
  await expectNoAxeViolations(visitor);
  await visitor.context().close();
});

test('an expired centre is told why it cannot admit, and renews from its Affiliation screen @desktop', async ({
  page,
  browser,
  baseURL,
}) => {
  const suffix = Date.now().toString(36).toUpperCase().slice(-5);
  await signInAsHeadOffice(page);
  const centre = await newCentre(page, baseURL!, `R${suffix}`, {
    validFrom: day(-400),
    validUntil: day(-1),
    allCourses: true,
  });
  const email = `affiliation.${suffix.toLowerCase()}@example.com`;
  await ok(
    await page.request.post(`/api/dashboard/centre-admin/centres/${centre.id}/staff`, {
      headers: { origin: baseURL! },
      data: { name: 'Meera Staff', email, password: 'first password 1' },
    }),
  );
  // No fee for this renewal, so that the centre's empty wallet does not matter here (the API
  // tests cover the fee); put back afterwards.
  await ok(
    await page.request.put('/api/dashboard/affiliation-settings/renewal-fee', {
      headers: { origin: baseURL! },
      data: { feePaise: 0 },
    }),
  );
  try {
    const staff = await (await browser.newContext()).newPage();
    const login = await staff.request.post('/api/admin/login', {
      headers: { origin: baseURL! },
      data: { email, password: 'first password 1' },
    });
    expect(login.ok()).toBe(true);
    await staff.goto('/dashboard/AddStudent');
    await waitForHydration(staff);
    const notice = staff.getByRole('alert').filter({ hasText: 'cannot admit students' });
    await expect(notice).toContainText('affiliation ended on');
    await expect(staff.getByRole('button', { name: 'Add Student' })).toBeDisabled();

    await notice.getByRole('link', { name: 'Renew the affiliation' }).click();
    await expect(staff.getByRole('heading', { name: 'Affiliation', level: 1 })).toBeVisible();
    await expect(staff.getByText('Expired', { exact: true })).toBeVisible();
    await expectNoAxeViolations(staff);
    await staff.getByRole('button', { name: /^Renew for a year/ }).click();
    await expect(staff.getByText('Active', { exact: true })).toBeVisible();
    await expect(staff.getByRole('alert').filter({ hasText: 'cannot admit' })).toHaveCount(0);

    await staff.goto('/dashboard/AddStudent');
    await waitForHydration(staff);
    await expect(staff.getByRole('button', { name: 'Add Student' })).toBeEnabled();
    await staff.context().close();
  } finally {
    await page.request.put('/api/dashboard/affiliation-settings/renewal-fee', {
      headers: { origin: baseURL! },
      data: { feePaise: 500_000 },
    });
  }
});
