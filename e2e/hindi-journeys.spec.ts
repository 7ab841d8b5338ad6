import { DEMO } from '@institute/shared/demo';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { demoStudentRegistration, signInAsHeadOffice } from './sign-in';

// Issue 18: the main journeys in Hindi, each screen checked with axe — staff at work in the
// dashboard, and a student signing in to their profile. (The public site: hindi.spec.ts.)

test('head office works in Hindi: dashboard, Add Student and its checks, fees, certificates @desktop', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signInAsHeadOffice(page);
  const baseURL = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: 'lang', value: 'hi', url: baseURL }]);

  await page.goto('/dashboard');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { name: 'डैशबोर्ड', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  // The sidebar's sections open with their (Hindi) names.
  const sidebar = page.getByRole('navigation', { name: 'डैशबोर्ड' });
  await sidebar.getByRole('button', { name: 'छात्र अनुभाग' }).click();
  await sidebar.getByRole('link', { name: 'छात्र जोड़ें' }).click();
  await expect(page.getByRole('heading', { name: 'छात्र जोड़ें', level: 1 })).toBeVisible();
  await page.getByLabel('आधार संख्या', { exact: true }).fill('1234 5678 9012');
  await page.getByRole('button', { name: 'छात्र जोड़ें' }).click();
  await expect(page.getByText('12 अंकों की मान्य आधार संख्या लिखें')).toBeVisible();
  await expectNoAxeViolations(page);

  await sidebar.getByRole('button', { name: 'खाता अनुभाग' }).click();
  await sidebar.getByRole('link', { name: 'छात्र शुल्क जोड़ें' }).click();
  await expect(page.getByRole('heading', { name: 'छात्र शुल्क जोड़ें', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await sidebar.getByRole('button', { name: 'प्रमाणपत्र अनुभाग' }).click();
  await sidebar.getByRole('link', { name: 'प्रमाणपत्र देखें' }).click();
  await expect(page.getByRole('heading', { name: 'प्रमाणपत्र देखें', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a student signs in in Hindi and reads their profile in Hindi @desktop', async ({
  page,
  request,
}) => {
  const registration = await demoStudentRegistration(request);
  await page.goto('/hi/login');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.getByLabel('पंजीकरण संख्या (वैकल्पिक)').fill(registration);
  await page.getByLabel('ईमेल', { exact: true }).fill(DEMO.student.email);
  await page.getByLabel('पासवर्ड', { exact: true }).fill(DEMO.student.password);
  await page.getByRole('button', { name: 'साइन इन करें' }).click();

  await expect(page).toHaveURL(`/dashboard/student/${registration}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `${DEMO.student.firstname} ${DEMO.student.lastname}`,
  );
  await expect(page.getByText('पूर्णता की स्थिति', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
