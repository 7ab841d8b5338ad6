import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { signInAsHeadOffice } from './sign-in';

const SECTIONS = [
  'Student Section',
  'Center Section',
  'Certificate Section',
  'Online Examination',
  'Offline Examination',
  'Account Section',
];

test('the dashboard sidebar has six sections that toggle open and closed @both', async ({
  page,
  isMobile,
}) => {
  await signInAsHeadOffice(page);
  await page.goto('/dashboard');
  await waitForHydration(page);
  if (isMobile) await page.getByRole('button', { name: 'Open dashboard menu' }).click();

  const sidebar = page.getByRole('navigation', { name: 'Dashboard' }).locator('visible=true');
  await expect(sidebar.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
    'href',
    '/',
  );
  for (const title of SECTIONS) {
    await expect(sidebar.getByRole('button', { name: title })).toBeVisible();
  }

  const certificates = sidebar.getByRole('button', { name: 'Certificate Section' });
  const requisition = sidebar.getByRole('link', { name: 'Certificate Requisition' });
  await expect(certificates).toHaveAttribute('aria-expanded', 'false');
  await expect(requisition).toBeHidden();
  await certificates.click();
  await expect(certificates).toHaveAttribute('aria-expanded', 'true');
  await expect(requisition).toHaveAttribute('href', '/dashboard/CertificationRequisition');
  await expect(sidebar.getByRole('link', { name: 'View Certificates' })).toHaveAttribute(
    'href',
    '/dashboard/ViewCertificate',
  );
  await expectNoAxeViolations(page);
  await certificates.click();
  await expect(requisition).toBeHidden();
});

test('the lower-case spelling of a dashboard path leads to the capitalised one @desktop', async ({
  page,
}) => {
  await signInAsHeadOffice(page);
  const response = await page.request.get('/dashboard/seeallstudents', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe('/dashboard/SeeAllStudents');
});
