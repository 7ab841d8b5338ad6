import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DEMO } from '@institute/shared/demo';
import { request as playwrightRequest, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { startRazorpayFake, type RazorpayFake } from '../apps/server/test/helpers/razorpay-fake';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

// Online payments through a local fake Razorpay started here (decision 0071): a server of this
// test's own (the shared one has no gateway), pointed at the fake, paying a student's fee and a
// centre's top-up through the fake's hosted checkout page, as a payer would.

test.describe.configure({ mode: 'serial' });

let fake: RazorpayFake;
let server: ReturnType<typeof spawn>;
let baseURL: string;
let output = '';

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fake = await startRazorpayFake();
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'institute-payments-')),
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ADMIN_PASSWORD_CHANGE: 'false',
      DEMO_DATA: 'true',
      PUBLIC_URL: baseURL,
      ...fake.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk) => (output += chunk));
  server.stderr!.on('data', (chunk) => (output += chunk));
  fake.state.webhookUrl = `${baseURL}/api/payments/razorpay/webhook`;
  const api = await playwrightRequest.newContext({ baseURL });
  await expect
    .poll(async () => (await api.get('/api/health').catch(() => null))?.status(), {
      timeout: 90_000,
    })
    .toBe(200);
  await api.dispose();
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await fake?.close();
});

/** Presses Pay on the fake gateway's checkout page; the browser comes back to the site. */
async function payAtGateway(page: Page, amount: string) {
  await expect(page.getByRole('heading', { name: `Pay ₹${amount}` })).toBeVisible();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.waitForURL((url) => url.origin === baseURL && url.search.includes('payment='));
}

test('a student pays the instalment due online and sees the receipt at once @desktop', async ({
  browser,
}) => {
  const asStudent = await playwrightRequest.newContext({ baseURL });
  const login = await asStudent.post('/api/login', {
    data: { email: DEMO.student.email, password: DEMO.student.password },
  });
  expect(login.ok()).toBe(true);
  const registrationNumber = ((await login.json()) as { user: { registrationNumber: string } }).user
    .registrationNumber;
  await asStudent.dispose();
  // Writes signed in by cookie prove they come from the site's own pages.
  const head = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL },
  });
  expect((await head.post('/api/admin/login', { data: E2E_ADMIN })).ok()).toBe(true);
  const course = (
    (await (
      await head.get(`/api/dashboard/accounts/students/${registrationNumber}/fees`)
    ).json()) as { student: { courseCode: string } }
  ).student.courseCode;
  const saved = await head.put(`/api/dashboard/accounts/course-fees/${course}`, {
    data: {
      registrationFeePaise: 0,
      certificateFeePaise: 0,
      courseFeePaise: 500_000,
      instalments: [
        { afterDays: 0, amountPaise: 200_000 },
        { afterDays: 3650, amountPaise: 300_000 },
      ],
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const applied = await head.post(`/api/dashboard/accounts/course-fees/${course}/apply`, {
    data: { registrationNumbers: [registrationNumber] },
  });
  expect(applied.ok()).toBe(true);
  await head.dispose();

  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.request.post('/api/login', {
    data: { email: DEMO.student.email, password: DEMO.student.password },
  });
  await page.goto(`/dashboard/student/${registrationNumber}`);
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Pay the instalment online' }).click();
  await payAtGateway(page, '2000.00');
  await waitForHydration(page);
  await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toBeVisible();
  const panel = page.locator('section[aria-labelledby="fee-status-heading"]');
  // What is due now: the rest, offered to be paid in one go.
  await expect(
    panel.getByRole('button', { name: 'Pay everything due (₹3,000.00) online' }),
  ).toBeVisible();
  await expect(panel.getByText(/Receipt/).first()).toBeVisible();
  // The gateway was asked for the amount of our database, and no more.
  const order = fake.calls.find((c) => c.path === '/v1/orders')!;
  expect((order.body as { amount: number }).amount).toBe(200_000);
  await context.close();
});

test('a centre tops up its wallet online: the balance rises without head office @desktop', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.request.post('/api/admin/login', {
    data: { email: DEMO.staff.email, password: DEMO.staff.password },
  });
  await page.goto('/dashboard/AddAccount');
  await waitForHydration(page);
  const before = await page.getByTestId('wallet-balance').textContent();
  await expectNoAxeViolations(page);
  await page.getByLabel('Amount to pay online (₹)').fill('1500');
  await page.getByRole('button', { name: 'Top up online' }).click();
  await payAtGateway(page, '1500.00');
  await waitForHydration(page);
  await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toBeVisible();
  const rupees = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
  await expect
    .poll(async () => rupees(await page.getByTestId('wallet-balance').textContent()))
    .toBe(rupees(before) + 1500);
  await context.close();
  expect(output).not.toContain(fake.keySecret);
  expect(output).not.toContain(fake.webhookSecret);
});

test('head office refunds part of the top-up from the list of online payments @desktop', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.request.post('/api/admin/login', { data: E2E_ADMIN });
  await page.goto('/dashboard/AddAccount');
  await waitForHydration(page);
  const list = page.locator('section[aria-labelledby="online-payments-heading"]');
  await expect(list.getByRole('heading', { name: 'Online payments received' })).toBeVisible();
  await list.getByRole('button', { name: 'Refund the payment of ₹1,500.00' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund an online payment' });
  await dialog.getByLabel('Amount to refund (₹; empty: all that remains)').fill('500');
  await dialog.getByLabel('Reason').fill('Paid more than needed');
  await expectNoAxeViolations(page, { within: 'dialog[open]' });
  await dialog.getByRole('button', { name: 'Refund through the gateway' }).click();
  await expect(page.getByText('The refund was made.')).toBeVisible();
  await expect(list.getByRole('row').filter({ hasText: '₹1,500.00' })).toContainText('₹500.00');
  expect(fake.refunds.at(-1)).toMatchObject({ amount: 50_000 });
  await context.close();
});
