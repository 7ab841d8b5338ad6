import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { instituteDate } from '@institute/shared/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { signInHeadOffice, signInUser, staffOf } from './helpers/actors';
import { createCentre, createStudent, createUser } from './helpers/factories';
import { startRazorpayFake, type RazorpayFake } from './helpers/razorpay-fake';
import { createTestApp, type TestApp } from './helpers/test-app';
import { listen } from './helpers/wallet-load';
import { postWalletEntry } from '../src/modules/wallet/wallet';
import { refundHooks } from '../src/modules/payments/payments.service';

// Online payments (issue 36) against a local fake Razorpay started here. Signatures the fake
// makes are checked with node:crypto in the test itself, not with the server's helper.

let t: TestApp;
let fake: RazorpayFake;
let head: Record<string, string>;
let baseUrl: string;
let statuses: number[];

/** A PDF's text as poppler reads it back, spaces folded. */
const pdfText = async (bytes: Buffer) =>
  execFileSync('pdftotext', ['-', '-'], { input: bytes }).toString('utf8').replace(/\s+/g, ' ');

const hmac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('hex');

beforeAll(async () => {
  fake = await startRazorpayFake();
  t = await createTestApp({ ...fake.env, PUBLIC_URL: 'http://127.0.0.1:9' });
  head = await signInHeadOffice(t.app);
  ({ baseUrl, statuses } = await listen(t.app));
  fake.state.webhookUrl = `${baseUrl}/api/payments/razorpay/webhook`;
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/dashboard/accounts/course-fees/8',
    headers: head,
    payload: {
      registrationFeePaise: 0,
      certificateFeePaise: 0,
      courseFeePaise: 1_000_000,
      instalments: [
        { afterDays: 0, amountPaise: 400_000 },
        { afterDays: 30, amountPaise: 600_000 },
      ],
    },
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A student of a new centre with the course fee plan, signed in, and the centre's staff. */
async function studentWithAccount() {
  const centreId = await createCentre(t.app);
  const user = await createUser(t.app, { role: 'student' });
  const student = await createStudent(t.app, {
    centreId,
    userId: user.id,
    email: user.email,
    admissionDate: instituteDate(),
  });
  return {
    centreId,
    ...student,
    headers: await signInUser(t.app, user),
    staff: await staffOf(t.app, centreId),
  };
}

const fees = async (headers: Record<string, string>, registrationNumber: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/dashboard/accounts/students/${registrationNumber}/fees`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};

const balance = async (centreId: number) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/dashboard/accounts/wallet?centreId=${centreId}`,
    headers: head,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { balancePaise: number; entries: { creditPaise: number }[] };
};

/** Posts the hosted checkout's form to the fake and presses Pay: the fields posted back. */
async function payAtCheckout(checkout: { url: string; fields: Record<string, string> }) {
  const page = await fetch(checkout.url, {
    method: 'POST',
    body: new URLSearchParams(checkout.fields),
  });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Pay now');
  const paid = await fetch(`${fake.url}/checkout/pay`, {
    method: 'POST',
    body: new URLSearchParams({
      order_id: checkout.fields.order_id!,
      callback_url: checkout.fields.callback_url!,
      outcome: 'success',
    }),
  });
  const html = await paid.text();
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/name="([^"]+)" value="([^"]*)"/g)) {
    fields[match[1]!] = match[2]!;
  }
  return fields;
}

// A form post from the gateway's own site: the browser sends the gateway's Origin.
const postCallback = (fields: Record<string, string>) =>
  fetch(`${baseUrl}/api/payments/razorpay/callback`, {
    method: 'POST',
    headers: { origin: 'https://api.razorpay.com' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });

const topUp = (headers: Record<string, string>, amount: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/dashboard/payments/wallet/checkout',
    headers,
    payload: { amount },
  });

const waitFor = async (check: () => boolean, ms = 5000) => {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
};

describe('configuration', () => {
  it('is off without keys, and refuses a partial set of keys', async () => {
    expect(loadConfig({}).payments).toBeNull();
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_abc123' })).toThrow(
      /RAZORPAY_KEY_SECRET: RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET must be set together/,
    );
    expect(loadConfig(fake.env).payments).toMatchObject({ provider: 'razorpay', apiUrl: fake.url });
  });

  it('hides online payment when no gateway is configured (the manual paths stay)', async () => {
    const off = await createTestApp();
    try {
      const headOffice = await signInHeadOffice(off.app);
      const settings = await off.app.inject({
        method: 'GET',
        url: '/api/dashboard/payments/settings',
        headers: headOffice,
      });
      expect(settings.json()).toEqual({ enabled: false, provider: null });
      const centreId = await createCentre(off.app);
      const staff = await staffOf(off.app, centreId);
      const answer = await off.app.inject({
        method: 'POST',
        url: '/api/dashboard/payments/wallet/checkout',
        headers: staff,
        payload: { amount: '500' },
      });
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe('Online payments are not available.');
    } finally {
      await off.close();
    }
  });
});

describe('a student pays a fee online', () => {
  it('pays the instalment due through the checkout: the amount is ours, the receipt of the same series is made at once', async () => {
    const s = await studentWithAccount();
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/payments/settings',
      headers: s.headers,
    });
    expect(settings.json()).toEqual({ enabled: true, provider: 'razorpay' });

    const started = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/payments/students/${s.registrationNumber}/checkout`,
      headers: s.headers,
      // An amount from the browser is not read: the instalment due is what is asked for.
      payload: { pay: 'instalment', amount: 1, amountPaise: 100 },
    });
    expect(started.statusCode).toBe(201);
    const checkout = started.json();
    expect(checkout.amountPaise).toBe(400_000);
    expect(checkout.checkout.url).toBe(`${fake.url}/v1/checkout/embedded`);
    const orderCall = fake.calls.find(
      (c) =>
        c.path === '/v1/orders' &&
        (c.body as { receipt: string }).receipt === `online-payment-${checkout.id}`,
    )!;
    expect(orderCall.body).toMatchObject({ amount: 400_000, currency: 'INR' });
    expect(orderCall.headers.authorization).toBe(
      `Basic ${Buffer.from(`${fake.keyId}:${fake.keySecret}`).toString('base64')}`,
    );

    const returned = await payAtCheckout(checkout.checkout);
    // The fake's signature, checked here with node:crypto.
    expect(returned.razorpay_signature).toBe(
      hmac(fake.keySecret, `${returned.razorpay_order_id}|${returned.razorpay_payment_id}`),
    );
    const back = await postCallback(returned);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(
      `/dashboard/student/${s.registrationNumber}?payment=paid`,
    );

    const after = await fees(s.staff, s.registrationNumber);
    expect(after.status.paidPaise).toBe(400_000);
    expect(after.status.duePaise).toBe(600_000);
    expect(after.payments).toHaveLength(1);
    const online = after.payments[0];
    expect(online).toMatchObject({ mode: 'upi', reference: returned.razorpay_payment_id });

    // A payment typed in by staff takes the next number of the same series.
    const manual = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/accounts/students/${s.registrationNumber}/payments`,
      headers: s.staff,
      payload: { amount: '100', mode: 'cash', reference: '', paidOn: instituteDate() },
    });
    expect(manual.statusCode).toBe(201);
    const serial = (n: string) => Number(/(\d+)$/.exec(n)![1]);
    expect(serial(manual.json().receiptNumber)).toBe(serial(online.receiptNumber) + 1);
    expect(manual.json().receiptNumber.replace(/\d+$/, '')).toBe(
      online.receiptNumber.replace(/\d+$/, ''),
    );
    // The same receipt PDF as any payment.
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/accounts/payments/${online.id}/receipt.pdf`,
      headers: s.staff,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');

    // The gateway's webhooks for the same payment arrive too: nothing is credited twice.
    await waitFor(() => fake.state.deliveries.length >= 2);
    expect((await fees(s.staff, s.registrationNumber)).payments).toHaveLength(2);
    const outbox = await t.app.db
      .selectFrom('notification_outbox')
      .select('kind')
      .where('kind', '=', 'fee-receipt')
      .where('centre_id', '=', s.centreId)
      .execute();
    expect(outbox.length).toBeGreaterThanOrEqual(1);
  });

  it('pays everything due; another student, and nothing due, are refused', async () => {
    const s = await studentWithAccount();
    const other = await studentWithAccount();
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/payments/students/${other.registrationNumber}/checkout`,
      headers: s.headers,
      payload: { pay: 'all' },
    });
    expect(refused.statusCode).toBe(403);
    const otherCentre = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/payments/students/${s.registrationNumber}/checkout`,
      headers: other.staff,
      payload: { pay: 'all' },
    });
    expect(otherCentre.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/payments/students/${s.registrationNumber}/checkout`,
      headers: s.headers,
      payload: { pay: 'half' },
    });
    expect(bad.statusCode).toBe(400);

    const all = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/payments/students/${s.registrationNumber}/checkout`,
      headers: s.staff,
      payload: { pay: 'all' },
    });
    expect(all.statusCode).toBe(201);
    expect(all.json().amountPaise).toBe(1_000_000);
    const back = await postCallback(await payAtCheckout(all.json().checkout));
    expect(back.headers.get('location')).toBe('/dashboard/ViewStudentFee?payment=paid');
    expect((await fees(s.staff, s.registrationNumber)).status.duePaise).toBe(0);
    const nothing = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/payments/students/${s.registrationNumber}/checkout`,
      headers: s.headers,
      payload: { pay: 'all' },
    });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe('Nothing is due now.');
  });

  it('refuses a checkout return or a webhook whose signature does not match', async () => {
    const s = await studentWithAccount();
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/payments/students/${s.registrationNumber}/checkout`,
      headers: s.headers,
      payload: { pay: 'instalment' },
    });
    const orderId = started.json().checkout.fields.order_id;
    const payment = fake.payOrder(orderId);
    const forged = await postCallback({
      razorpay_order_id: orderId,
      razorpay_payment_id: payment.id,
      razorpay_signature: hmac('a guessed secret', `${orderId}|${payment.id}`),
    });
    expect(forged.headers.get('location')).toContain('payment=failed');
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: payment } },
    });
    const webhook = await fetch(`${baseUrl}/api/payments/razorpay/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmac('not the webhook secret', body),
      },
      body,
    });
    expect(webhook.status).toBe(400);
    // Signed over other bytes than those sent (the same JSON re-spaced): refused too.
    const respaced = await fetch(`${baseUrl}/api/payments/razorpay/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmac(fake.webhookSecret, body),
      },
      body: JSON.stringify(JSON.parse(body), null, 2),
    });
    expect(respaced.status).toBe(400);
    expect((await fees(s.staff, s.registrationNumber)).payments).toHaveLength(0);
    // The correctly signed return credits it.
    const back = await postCallback(fake.checkoutReturn(payment));
    expect(back.headers.get('location')).toContain('payment=paid');
    expect((await fees(s.staff, s.registrationNumber)).status.paidPaise).toBe(400_000);
  });

  it('sends a payment link by e-mail through the outbox; paying it makes the receipt', async () => {
    const s = await studentWithAccount();
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/payments/students/${s.registrationNumber}/link`,
      headers: s.staff,
      payload: { pay: 'instalment' },
    });
    expect(sent.statusCode).toBe(201);
    const { url, amountPaise } = sent.json();
    expect(amountPaise).toBe(400_000);
    const message = await t.app.db
      .selectFrom('notification_outbox')
      .selectAll()
      .where('kind', '=', 'fee-payment-link')
      .where('centre_id', '=', s.centreId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(message.data)).toMatchObject({
      link: url,
      amount: expect.stringContaining('4,000'),
    });
    const paid = await fetch(`${url}/pay`, { redirect: 'manual' });
    expect(paid.status).toBe(302);
    const callback = new URL(paid.headers.get('location')!);
    const q = callback.searchParams;
    expect(q.get('razorpay_signature')).toBe(
      hmac(
        fake.keySecret,
        `${q.get('razorpay_payment_link_id')}|${q.get('razorpay_payment_link_reference_id')}|${q.get('razorpay_payment_link_status')}|${q.get('razorpay_payment_id')}`,
      ),
    );
    const back = await fetch(`${baseUrl}${callback.pathname}${callback.search}`, {
      redirect: 'manual',
    });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toContain('payment=paid');
    await waitFor(() => fake.state.deliveries.some((d) => d.event === 'payment_link.paid'));
    const after = await fees(s.staff, s.registrationNumber);
    expect(after.payments).toHaveLength(1);
    expect(after.status.duePaise).toBe(600_000);
  });
});

describe('a centre tops up its wallet online', () => {
  it('credits the balance when the gateway confirms: no receipt upload, no head-office step', async () => {
    const centreId = await createCentre(t.app);
    const staff = await staffOf(t.app, centreId);
    const started = await topUp(staff, '2500.50');
    expect(started.statusCode).toBe(201);
    expect(started.json().amountPaise).toBe(250_050);
    const back = await postCallback(await payAtCheckout(started.json().checkout));
    expect(back.headers.get('location')).toBe('/dashboard/AddAccount?payment=paid');
    expect((await balance(centreId)).balancePaise).toBe(250_050);
    const funds = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/accounts/funds?centreId=${centreId}`,
      headers: head,
    });
    expect(funds.json()).toEqual([]);
  });

  it('credits once when the same webhook arrives ten times at once, and events come in any order', async () => {
    const centreId = await createCentre(t.app);
    const staff = await staffOf(t.app, centreId);
    const started = await topUp(staff, '1000');
    const payment = fake.payOrder(started.json().checkout.fields.order_id);
    const events = fake.webhooks(payment);
    // order.paid first, ten times at once; then payment.captured twice.
    const first = await fake.sendWebhook(
      'order.paid',
      {
        payment: { entity: payment },
        order: { entity: fake.orders.get(payment.order_id!) },
      },
      { times: 10 },
    );
    expect(first.every((status) => status === 200)).toBe(true);
    await fake.sendWebhook('payment.captured', { payment: { entity: payment } }, { times: 2 });
    await events.captured();
    expect((await balance(centreId)).balancePaise).toBe(100_000);
    expect((await balance(centreId)).entries).toHaveLength(1);
    const kept = await t.app.db.selectFrom('gateway_events').select('event_key').execute();
    expect(new Set(kept.map((k) => k.event_key)).size).toBe(kept.length);
  });

  it('rejects an amount that is not money, and a staff member topping up another centre', async () => {
    const centreId = await createCentre(t.app);
    const staff = await staffOf(t.app, centreId);
    expect((await topUp(staff, 'abc')).statusCode).toBe(400);
    const tiny = await topUp(staff, '0.50');
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json().message).toBe('The amount must be at least ₹1.');
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/payments/wallet/checkout',
      headers: staff,
      payload: { amount: '100', centreId: centreId + 1000 },
    });
    expect(other.statusCode).toBe(403);
  });
});

describe('reconciliation', () => {
  it('asks the gateway about payments pending past 15 minutes: paid ones are credited, abandoned ones fail', async () => {
    const centreId = await createCentre(t.app);
    const staff = await staffOf(t.app, centreId);
    const paid = (await topUp(staff, '300')).json();
    const abandoned = (await topUp(staff, '400')).json();
    const recent = (await topUp(staff, '500')).json();
    fake.payOrder(paid.checkout.fields.order_id);
    fake.payOrder(recent.checkout.fields.order_id);
    const old = new Date(Date.now() - 16 * 60_000).toISOString();
    await t.app.db
      .updateTable('online_payments')
      .set({ created_at: old })
      .where('id', 'in', [paid.id, abandoned.id])
      .execute();

    fake.state.failNext = 1;
    const withOutage = await t.app.payments.reconcile();
    expect(withOutage.failed).toBeGreaterThanOrEqual(1);

    await t.app.payments.reconcile();
    expect((await balance(centreId)).balancePaise).toBe(30_000);
    const rows = await t.app.db
      .selectFrom('online_payments')
      .select(['id', 'status'])
      .where('id', 'in', [paid.id, abandoned.id, recent.id])
      .execute();
    const status = Object.fromEntries(rows.map((r) => [r.id, r.status]));
    expect(status).toEqual({ [paid.id]: 'paid', [abandoned.id]: 'failed', [recent.id]: 'pending' });
    expect(
      fake.calls.some(
        (c) => c.path === `/v1/orders/${abandoned.checkout.fields.order_id}/payments`,
      ),
    ).toBe(true);
  });
});

describe('webhooks lost or late', () => {
  it('a payment whose webhooks never came is credited by the reconciliation; the late webhook then changes nothing', async () => {
    const centreId = await createCentre(t.app);
    const staff = await staffOf(t.app, centreId);
    const started = (await topUp(staff, '700')).json();
    const payment = fake.payOrder(started.checkout.fields.order_id);
    await t.app.db
      .updateTable('online_payments')
      .set({ created_at: new Date(Date.now() - 20 * 60_000).toISOString() })
      .where('id', '=', started.id)
      .execute();
    expect((await t.app.payments.reconcile()).credited).toBeGreaterThanOrEqual(1);
    expect((await balance(centreId)).balancePaise).toBe(70_000);
    const late = await fake.sendWebhook(
      'payment.captured',
      { payment: { entity: payment } },
      { delayMs: 200, times: 3 },
    );
    expect(late).toEqual([200, 200, 200]);
    // A webhook the app refuses (a bad signature) is answered 400, so the gateway retries it.
    const forged = await fake.sendWebhook(
      'payment.captured',
      { payment: { entity: payment } },
      { badSignature: true },
    );
    expect(forged).toEqual([400]);
    expect((await balance(centreId)).balancePaise).toBe(70_000);
    expect((await balance(centreId)).entries).toHaveLength(1);
  });
});

describe('refunds by head office', () => {
  it('refunds part of a fee, again part, then refuses more than the rest: the receipt shows what was refunded, the dues rise by exactly that', async () => {
    const s = await studentWithAccount();
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/payments/students/${s.registrationNumber}/checkout`,
      headers: s.headers,
      payload: { pay: 'instalment' },
    });
    await postCallback(await payAtCheckout(started.json().checkout));
    const id = started.json().id;
    const url = `/api/dashboard/payments/${id}/refund`;
    const byStaff = await t.app.inject({
      method: 'POST',
      url,
      headers: s.staff,
      payload: { amount: '100', reason: 'x' },
    });
    expect(byStaff.statusCode).toBe(403);
    const tooMuch = await t.app.inject({
      method: 'POST',
      url,
      headers: head,
      payload: { amount: '5000', reason: 'Overcharged' },
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toContain('₹4,000.00 can still be refunded');
    const before = await fees(s.staff, s.registrationNumber);
    const part = await t.app.inject({
      method: 'POST',
      url,
      headers: head,
      payload: { amount: '1000', reason: 'Scholarship' },
    });
    expect(part.statusCode).toBe(200);
    expect(part.json()).toMatchObject({ refundedPaise: 100_000, status: 'paid' });
    expect(fake.refunds.at(-1)).toMatchObject({ amount: 100_000 });
    let after = await fees(s.staff, s.registrationNumber);
    expect(after.status.paidPaise).toBe(300_000);
    expect(after.status.duePaise).toBe(before.status.duePaise + 100_000);
    const receiptUrl = `/api/dashboard/accounts/payments/${after.payments[0].id}/receipt`;
    const receipt = await t.app.inject({ method: 'GET', url: receiptUrl, headers: s.staff });
    expect(receipt.json()).toMatchObject({ reversed: false, refundedPaise: 100_000 });
    const text = await pdfText(
      (await t.app.inject({ method: 'GET', url: `${receiptUrl}.pdf?lang=en`, headers: s.staff }))
        .rawPayload,
    );
    expect(text).toContain('Refunded ₹1,000.00 of ₹4,000.00');
    expect(text).not.toContain('reversed');
    const hindi = await pdfText(
      (await t.app.inject({ method: 'GET', url: `${receiptUrl}.pdf?lang=hi`, headers: s.staff }))
        .rawPayload,
    );
    expect(hindi).toContain('₹4,000.00 में से ₹1,000.00 वापस किए गए');

    const second = await t.app.inject({
      method: 'POST',
      url,
      headers: head,
      payload: { amount: '2500', reason: 'Left the course' },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().refundedPaise).toBe(350_000);
    const beyond = await t.app.inject({
      method: 'POST',
      url,
      headers: head,
      payload: { amount: '501', reason: 'Once more' },
    });
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json().message).toBe(
      'The refund is more than what remains of the payment. At most ₹500.00 can still be refunded.',
    );
    const rest = await t.app.inject({
      method: 'POST',
      url,
      headers: head,
      payload: { reason: 'The rest' },
    });
    expect(rest.statusCode).toBe(200);
    expect(rest.json().refundedPaise).toBe(400_000);
    after = await fees(s.staff, s.registrationNumber);
    expect(after.status.paidPaise).toBe(0);
    expect(after.status.duePaise).toBe(1_000_000);
    expect(after.payments[0]).toMatchObject({ refundedPaise: 400_000, reversedBy: null });
    expect(
      fake.refunds.filter((r) => r.payment_id === fake.refunds.at(-1)!.payment_id),
    ).toHaveLength(3);
  });

  it('refunds a top-up: the wallet is debited; never more than the balance', async () => {
    const centreId = await createCentre(t.app);
    const staff = await staffOf(t.app, centreId);
    const started = (await topUp(staff, '800')).json();
    await postCallback(await payAtCheckout(started.checkout));
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/payments/${started.id}/refund`,
      headers: head,
      payload: { amount: '300', reason: 'Paid twice' },
    });
    expect(refunded.statusCode).toBe(200);
    expect((await balance(centreId)).balancePaise).toBe(50_000);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/payments?centreId=${centreId}`,
      headers: head,
    });
    expect(list.json()[0]).toMatchObject({ amountPaise: 80_000, refundedPaise: 30_000 });
  });
});

describe('what cannot be done twice', () => {
  it('refuses to refund a receipt staff already reversed by hand, and a link nobody can receive', async () => {
    const s = await studentWithAccount();
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/payments/students/${s.registrationNumber}/checkout`,
      headers: s.headers,
      payload: { pay: 'instalment' },
    });
    await postCallback(await payAtCheckout(started.json().checkout));
    const paymentId = (await fees(s.staff, s.registrationNumber)).payments[0].id;
    const reversed = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/accounts/payments/${paymentId}/reverse`,
      headers: s.staff,
      payload: { reason: 'Given back in cash' },
    });
    expect(reversed.statusCode).toBe(200);
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/payments/${started.json().id}/refund`,
      headers: head,
      payload: { reason: 'Asked again' },
    });
    expect(refund.statusCode).toBe(409);
    expect(refund.json().message).toContain('reversed by hand');
    expect((await fees(s.staff, s.registrationNumber)).status.paidPaise).toBe(0);

    const unreachable = await createStudent(t.app, {
      centreId: s.centreId,
      admissionDate: instituteDate(),
    });
    await t.app.db
      .updateTable('students')
      .set({ email: null, contactno: '' })
      .where('id', '=', unreachable.id)
      .execute();
    const link = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/payments/students/${unreachable.registrationNumber}/link`,
      headers: s.staff,
      payload: { pay: 'all' },
    });
    expect(link.statusCode).toBe(409);
  });
});

describe('many at once', () => {
  it('50 top-ups confirmed at once, each by its return and two webhooks: the exact balance', async () => {
    const centreId = await createCentre(t.app);
    const staff = await staffOf(t.app, centreId);
    const started = [];
    for (let i = 1; i <= 50; i++) started.push((await topUp(staff, String(100 + i))).json());
    const paid = started.map((s) => fake.payOrder(s.checkout.fields.order_id));
    const before = statuses.length;
    await Promise.all(
      paid.flatMap((payment) => [
        postCallback(fake.checkoutReturn(payment)),
        fake.sendWebhook('payment.captured', { payment: { entity: payment } }, { times: 2 }),
      ]),
    );
    const answered = statuses.slice(before);
    expect(answered.filter((s) => s >= 500)).toEqual([]);
    const expected = Array.from({ length: 50 }, (_, i) => (101 + i) * 100).reduce(
      (a, b) => a + b,
      0,
    );
    const wallet = await balance(centreId);
    expect(wallet.balancePaise).toBe(expected);
    expect(wallet.entries).toHaveLength(50);
  });
});

describe('refunds made in the gateway, and refunds raced', () => {
  /** A student's instalment (₹4,000) paid online: the online payment and the gateway's payment. */
  async function paidFee() {
    const s = await studentWithAccount();
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/payments/students/${s.registrationNumber}/checkout`,
      headers: s.headers,
      payload: { pay: 'instalment' },
    });
    const fields = await payAtCheckout(started.json().checkout);
    await postCallback(fields);
    return { ...s, id: started.json().id as number, gatewayPaymentId: fields.razorpay_payment_id! };
  }

  const onlinePayment = async (centreId: number, id: number) => {
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/payments?centreId=${centreId}`,
      headers: head,
    });
    return list.json().find((p: { id: number }) => p.id === id);
  };

  it("applies a refund made in the gateway's dashboard once, whichever of its events come and how often", async () => {
    const s = await paidFee();
    const refund = fake.refundInDashboard(s.gatewayPaymentId, 150_000);
    const answers = await Promise.all([
      fake.refundEvent(refund, 'refund.created', { times: 3 }),
      fake.refundEvent(refund, 'refund.processed', { times: 3 }),
    ]);
    expect(answers.flat().every((status) => status === 200)).toBe(true);
    const after = await fees(s.staff, s.registrationNumber);
    expect(after.status.paidPaise).toBe(250_000);
    expect(after.payments.filter((p: { kind: string }) => p.kind === 'reversal')).toHaveLength(1);
    expect(after.payments[0].refundedPaise).toBe(150_000);
    expect(await onlinePayment(s.centreId, s.id)).toMatchObject({ refundedPaise: 150_000 });
    // What remains can still be refunded by head office; no more.
    const more = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/payments/${s.id}/refund`,
      headers: head,
      payload: { amount: '2600', reason: 'Too much' },
    });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toContain('₹2,500.00');
  });

  it('applies our own refunds once, whether their webhooks come before or after our record', async () => {
    for (const when of ['before-answer', 'after-answer'] as const) {
      const s = await paidFee();
      fake.state.refundWebhook = when;
      const deliveries = fake.state.deliveries.length;
      try {
        const refunded = await t.app.inject({
          method: 'POST',
          url: `/api/dashboard/payments/${s.id}/refund`,
          headers: head,
          payload: { amount: '700', reason: 'Scholarship' },
        });
        expect(refunded.statusCode).toBe(200);
        // The checkout's own webhooks may still be arriving: wait for the refund's.
        const refundDelivery = () =>
          fake.state.deliveries.slice(deliveries).find((d) => d.event === 'refund.processed');
        await waitFor(() => refundDelivery() !== undefined);
        expect(refundDelivery()).toMatchObject({ status: 200 });
      } finally {
        fake.state.refundWebhook = 'none';
      }
      const after = await fees(s.staff, s.registrationNumber);
      expect(after.status.paidPaise).toBe(330_000);
      expect(after.payments[0].refundedPaise).toBe(70_000);
      expect(await onlinePayment(s.centreId, s.id)).toMatchObject({ refundedPaise: 70_000 });
    }
  });

  it('50 partial refunds of one payment at once never give back more than was paid', async () => {
    const s = await paidFee();
    const before = await fees(s.staff, s.registrationNumber);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/dashboard/payments/${s.id}/refund`,
          headers: head,
          payload: { amount: '100', reason: 'Raced' },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(40);
    expect(codes.filter((c) => c === 409)).toHaveLength(10);
    const atGateway = fake.refunds.filter((r) => r.payment_id === s.gatewayPaymentId);
    expect(atGateway.reduce((sum, r) => sum + r.amount, 0)).toBe(400_000);
    const after = await fees(s.staff, s.registrationNumber);
    expect(after.status.paidPaise).toBe(0);
    expect(after.status.duePaise).toBe(before.status.duePaise + 400_000);
    expect(after.payments[0].refundedPaise).toBe(400_000);
    // The database itself refuses a receipt refunded beyond its amount.
    await expect(
      t.app.db
        .updateTable('fee_payments')
        .set({ refunded_paise: 400_001 })
        .where('id', '=', after.payments[0].id)
        .execute(),
    ).rejects.toThrow(/check/i);
  });

  it("reserves a top-up's refund from the wallet before the gateway refunds: spending it meanwhile is refused; a failed refund gives it back", async () => {
    const centreId = await createCentre(t.app);
    const staff = await staffOf(t.app, centreId);
    const started = (await topUp(staff, '800')).json();
    await postCallback(await payAtCheckout(started.checkout));
    let spent: unknown = 'not tried';
    fake.state.beforeRefund = async () => {
      fake.state.beforeRefund = null;
      // The centre spends its wallet while the gateway is refunding.
      spent = await postWalletEntry(t.app.db, {
        centreId,
        kind: 'debit',
        amountPaise: 50_000,
        reason: 'registration_fee',
        createdBy: null,
      }).then(
        () => 'spent',
        (error: Error) => error.message,
      );
    };
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/payments/${started.id}/refund`,
      headers: head,
      payload: { reason: 'Paid by mistake' },
    });
    expect(refunded.statusCode).toBe(200);
    expect(spent).toContain('Insufficient wallet balance');
    expect((await balance(centreId)).balancePaise).toBe(0);

    // A refund the gateway fails: the reserved debit is given back by a credit.
    const again = (await topUp(staff, '500')).json();
    await postCallback(await payAtCheckout(again.checkout));
    fake.state.failNext = 1;
    const failed = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/payments/${again.id}/refund`,
      headers: head,
      payload: { reason: 'Paid by mistake' },
    });
    expect(failed.statusCode).toBe(503);
    const wallet = await balance(centreId);
    expect(wallet.balancePaise).toBe(50_000);
    expect(await onlinePayment(centreId, again.id)).toMatchObject({ refundedPaise: 0 });
  });
});

describe('refunds left unfinished by a server that stopped (decision 0088)', () => {
  /** Head office's GST settings on (fee invoices too), so that each refund has a credit note. */
  const gstOn = async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/dashboard/invoices/settings',
      headers: head,
      payload: {
        legalName: 'Shiksha Network Private Limited',
        address: 'Boring Road, Patna, Bihar 800001',
        gstin: '10AAACH7409R1ZG',
        sac: '999293',
        rateBasisPoints: 1800,
        feeInvoices: true,
      },
    });
    expect(saved.statusCode).toBe(200);
  };

  /** A Bihar centre's top-up of ₹800 paid online, with its tax invoice. */
  async function paidTopUp() {
    const centreId = await createCentre(t.app);
    await t.app.db
      .updateTable('centres')
      .set({ state: 'Bihar' })
      .where('id', '=', centreId)
      .execute();
    const staff = await staffOf(t.app, centreId);
    const started = (await topUp(staff, '800')).json();
    const fields = await payAtCheckout(started.checkout);
    await postCallback(fields);
    expect((await balance(centreId)).balancePaise).toBe(80_000);
    return { centreId, id: started.id as number, gatewayPaymentId: fields.razorpay_payment_id! };
  }

  /** A student's instalment (₹4,000) paid online at a Bihar centre, with its tax invoice. */
  async function paidFee() {
    const s = await studentWithAccount();
    await t.app.db
      .updateTable('centres')
      .set({ state: 'Bihar' })
      .where('id', '=', s.centreId)
      .execute();
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/payments/students/${s.registrationNumber}/checkout`,
      headers: s.headers,
      payload: { pay: 'instalment' },
    });
    const fields = await payAtCheckout(started.json().checkout);
    await postCallback(fields);
    return { ...s, id: started.json().id as number, gatewayPaymentId: fields.razorpay_payment_id! };
  }

  const refundOf = (id: number, amount?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/dashboard/payments/${id}/refund`,
      headers: head,
      payload: { ...(amount ? { amount } : {}), reason: 'Paid by mistake' },
    });

  /** The reconciliation job as it runs 6 minutes from now (past the 5 minutes' wait). */
  const laterJob = () => t.app.payments.reconcile(new Date(Date.now() + 6 * 60_000));

  const refundRows = (onlinePaymentId: number) =>
    t.app.db
      .selectFrom('online_refunds')
      .selectAll()
      .where('online_payment_id', '=', onlinePaymentId)
      .execute();

  const creditNotes = async (centreId: number) =>
    (
      await t.app.db
        .selectFrom('invoices')
        .select(['total_paise'])
        .where('centre_id', '=', centreId)
        .where('kind', '=', 'credit_note')
        .execute()
    ).map((r) => r.total_paise);

  const refundAudits = async (onlinePaymentId: number) =>
    (
      await t.app.db
        .selectFrom('audit_log')
        .select('id')
        .where('entity', '=', 'online_payment')
        .where('entity_id', '=', String(onlinePaymentId))
        .where('action', '=', 'refund')
        .execute()
    ).length;

  /** Runs `work` with a hook that stops the refund request at one point (an error thrown there). */
  async function stoppedAt<T>(point: 'beforeGateway' | 'afterGateway', work: () => Promise<T>) {
    refundHooks[point] = () => {
      refundHooks[point] = null;
      throw new Error('the server stopped here');
    };
    try {
      return await work();
    } finally {
      refundHooks[point] = null;
    }
  }

  it('a refund the gateway made but we never recorded is recorded once by the job: the wallet, the credit note and the audit exact', async () => {
    await gstOn();
    const p = await paidTopUp();
    const stopped = await stoppedAt('afterGateway', () => refundOf(p.id, '300'));
    expect(stopped.statusCode).toBe(500);
    // The gateway refunded, naming our reservation; we hold only the reservation.
    const atGateway = fake.refunds.filter((r) => r.payment_id === p.gatewayPaymentId);
    expect(atGateway).toHaveLength(1);
    const [reservation] = await refundRows(p.id);
    expect(reservation!.gateway_refund_id).toMatch(/^reserved:/);
    expect(atGateway[0]!.notes).toMatchObject({
      refundBy: 'institute',
      reservation: String(reservation!.id),
    });
    expect(atGateway[0]!.receipt).toBe(`refund-${reservation!.id}`);
    expect((await balance(p.centreId)).balancePaise).toBe(50_000);
    expect(await creditNotes(p.centreId)).toEqual([]);

    // Within 5 minutes it is left alone (the request may still be writing it).
    expect((await t.app.payments.reconcile()).refundsRecorded).toBe(0);
    const job = await laterJob();
    expect(job).toMatchObject({ refundsRecorded: 1, refundsReleased: 0 });
    expect(fake.calls.some((c) => c.path === `/v1/payments/${p.gatewayPaymentId}/refunds`)).toBe(
      true,
    );
    // Again, and the refund's late webhooks: nothing more.
    expect(await laterJob()).toMatchObject({ refundsRecorded: 0, refundsReleased: 0 });
    await fake.refundEvent(atGateway[0]!, 'refund.processed', { times: 3 });
    const rows = await refundRows(p.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.gateway_refund_id).toBe(atGateway[0]!.id);
    expect((await balance(p.centreId)).balancePaise).toBe(50_000);
    expect(await creditNotes(p.centreId)).toEqual([30_000]);
    expect(await refundAudits(p.id)).toBe(1);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/payments?centreId=${p.centreId}`,
      headers: head,
    });
    expect(list.json()[0]).toMatchObject({ refundedPaise: 30_000 });
  });

  it('a reservation the gateway never saw (stopped before the call) is released by the job: the wallet is whole again', async () => {
    await gstOn();
    const p = await paidTopUp();
    const stopped = await stoppedAt('beforeGateway', () => refundOf(p.id));
    expect(stopped.statusCode).toBe(500);
    expect(fake.refunds.filter((r) => r.payment_id === p.gatewayPaymentId)).toHaveLength(0);
    expect((await balance(p.centreId)).balancePaise).toBe(0);

    expect(await laterJob()).toMatchObject({ refundsRecorded: 0, refundsReleased: 1 });
    expect(await laterJob()).toMatchObject({ refundsReleased: 0 });
    const wallet = await balance(p.centreId);
    expect(wallet.balancePaise).toBe(80_000);
    expect(await refundRows(p.id)).toEqual([]);
    expect(await creditNotes(p.centreId)).toEqual([]);
    // Nothing is left reserved: the whole amount can be refunded again, once.
    const again = await refundOf(p.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ refundedPaise: 80_000 });
    expect((await balance(p.centreId)).balancePaise).toBe(0);
    expect(await creditNotes(p.centreId)).toEqual([80_000]);
  });

  it("a fee refund's webhook arriving before the job records it; the job then finds nothing to do", async () => {
    await gstOn();
    const s = await paidFee();
    const stopped = await stoppedAt('afterGateway', () => refundOf(s.id, '1000'));
    expect(stopped.statusCode).toBe(500);
    const made = fake.refunds.filter((r) => r.payment_id === s.gatewayPaymentId);
    expect(made).toHaveLength(1);
    const answers = await Promise.all([
      fake.refundEvent(made[0]!, 'refund.created', { times: 3 }),
      fake.refundEvent(made[0]!, 'refund.processed', { times: 3 }),
    ]);
    expect(answers.flat().every((status) => status === 200)).toBe(true);
    expect(await laterJob()).toMatchObject({ refundsChecked: 0, refundsRecorded: 0 });
    const after = await fees(s.staff, s.registrationNumber);
    expect(after.status.paidPaise).toBe(300_000);
    expect(after.payments.filter((p: { kind: string }) => p.kind === 'reversal')).toHaveLength(1);
    expect(after.payments[0].refundedPaise).toBe(100_000);
    expect(await creditNotes(s.centreId)).toEqual([100_000]);
    expect(await refundAudits(s.id)).toBe(1);
  });

  it('a gateway that refunds and then fails to answer: the request asks it and records the refund; one that cannot be asked leaves it to the job', async () => {
    await gstOn();
    const p = await paidTopUp();
    fake.state.refundThenFail = 1;
    const answered = await refundOf(p.id, '200');
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ refundedPaise: 20_000 });
    expect((await balance(p.centreId)).balancePaise).toBe(60_000);
    expect(await creditNotes(p.centreId)).toEqual([20_000]);

    // The refund fails and so does the question: the reservation waits for the job.
    fake.state.failNext = 2;
    const down = await refundOf(p.id, '100');
    expect(down.statusCode).toBe(503);
    expect((await balance(p.centreId)).balancePaise).toBe(50_000);
    expect(await laterJob()).toMatchObject({ refundsRecorded: 0, refundsReleased: 1 });
    expect((await balance(p.centreId)).balancePaise).toBe(60_000);
    expect(fake.refunds.filter((r) => r.payment_id === p.gatewayPaymentId)).toHaveLength(1);
    expect(await creditNotes(p.centreId)).toEqual([20_000]);
    expect(await refundAudits(p.id)).toBe(1);
  });

  it('a refund of ours made after the job released its reservation is applied from its webhook, once', async () => {
    await gstOn();
    const p = await paidTopUp();
    const stopped = await stoppedAt('beforeGateway', () => refundOf(p.id, '400'));
    expect(stopped.statusCode).toBe(500);
    const [reservation] = await refundRows(p.id);
    expect(await laterJob()).toMatchObject({ refundsReleased: 1 });
    expect((await balance(p.centreId)).balancePaise).toBe(80_000);
    // The stopped request's refund reaches the gateway after all, naming its reservation.
    const late = await fetch(`${fake.url}/v1/payments/${p.gatewayPaymentId}/refund`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${fake.keyId}:${fake.keySecret}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        amount: 40_000,
        notes: { refundBy: 'institute', reservation: String(reservation!.id) },
      }),
    });
    expect(late.status).toBe(200);
    const item = fake.refunds.at(-1)!;
    const answers = await Promise.all([
      fake.refundEvent(item, 'refund.created', { times: 3 }),
      fake.refundEvent(item, 'refund.processed', { times: 3 }),
    ]);
    expect(answers.flat().every((status) => status === 200)).toBe(true);
    expect((await balance(p.centreId)).balancePaise).toBe(40_000);
    expect((await refundRows(p.id)).map((r) => r.gateway_refund_id)).toEqual([item.id]);
    expect(await creditNotes(p.centreId)).toEqual([40_000]);
    expect(await refundAudits(p.id)).toBe(1);
  });

  it('the request, the job and ten webhooks racing to record one refund record it once', async () => {
    await gstOn();
    for (const purpose of ['fee', 'wallet'] as const) {
      const p = purpose === 'fee' ? await paidFee() : await paidTopUp();
      const racing: Promise<unknown>[] = [];
      refundHooks.afterGateway = () => {
        refundHooks.afterGateway = null;
        // The gateway has refunded: its webhooks and the job start now, beside the request.
        const made = fake.refunds.filter((r) => r.payment_id === p.gatewayPaymentId).at(-1)!;
        racing.push(
          laterJob(),
          fake.refundEvent(made, 'refund.created', { times: 5 }),
          fake.refundEvent(made, 'refund.processed', { times: 5 }),
        );
      };
      let refunded;
      try {
        refunded = await refundOf(p.id, '500');
      } finally {
        refundHooks.afterGateway = null;
      }
      expect(refunded.statusCode).toBe(200);
      const [job, created, processed] = await Promise.all(racing);
      expect((job as { failed: number }).failed).toBe(0);
      expect([created, processed].flat().every((status) => status === 200)).toBe(true);
      const rows = await refundRows(p.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.gateway_refund_id).toMatch(/^rfnd_/);
      expect(await creditNotes(p.centreId)).toEqual([50_000]);
      expect(await refundAudits(p.id)).toBe(1);
      if (purpose === 'wallet') {
        expect((await balance(p.centreId)).balancePaise).toBe(30_000);
      } else {
        const s = p as Awaited<ReturnType<typeof paidFee>>;
        const after = await fees(s.staff, s.registrationNumber);
        expect(after.status.paidPaise).toBe(350_000);
        expect(after.payments.filter((x: { kind: string }) => x.kind === 'reversal')).toHaveLength(
          1,
        );
      }
    }
  });
});

describe('the log', () => {
  it('never holds the keys, the webhook secret or a signature, even at the most detailed level', async () => {
    const lines: string[] = [];
    const logged = await createTestApp(
      { ...fake.env, PUBLIC_URL: 'http://127.0.0.1:9', LOG_LEVEL: 'trace' },
      { logStream: { write: (line: string) => lines.push(line) } },
    );
    try {
      const headOffice = await signInHeadOffice(logged.app);
      const centreId = await createCentre(logged.app);
      const started = await logged.app.inject({
        method: 'POST',
        url: '/api/dashboard/payments/wallet/checkout',
        headers: headOffice,
        payload: { amount: '250', centreId },
      });
      expect(started.statusCode).toBe(201);
      const payment = fake.payOrder(started.json().checkout.fields.order_id, 'card');
      const fields = fake.checkoutReturn(payment);
      const back = await logged.app.inject({
        method: 'POST',
        url: '/api/payments/razorpay/callback',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
      expect(back.statusCode).toBe(303);
      const body = JSON.stringify({
        event: 'payment.captured',
        payload: { payment: { entity: payment } },
      });
      const hook = await logged.app.inject({
        method: 'POST',
        url: '/api/payments/razorpay/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmac(fake.webhookSecret, body),
          'x-razorpay-event-id': 'evt_logtest0001',
        },
        payload: body,
      });
      expect(hook.json()).toEqual({ received: 'ignored' });
      const log = lines.join('');
      expect(log.length).toBeGreaterThan(0);
      for (const secret of [
        fake.keySecret,
        fake.webhookSecret,
        fields.razorpay_signature,
        Buffer.from(`${fake.keyId}:${fake.keySecret}`).toString('base64'),
        payment.email,
        payment.contact,
      ]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await logged.close();
    }
  });
});
