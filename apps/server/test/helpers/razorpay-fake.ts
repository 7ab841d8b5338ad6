import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for Razorpay (its API is outside this machine), speaking its REST shapes:
// orders, payments, refunds and payment links under /v1 with Basic authentication; a hosted
// checkout page (/v1/checkout/embedded) and payment link pages whose Pay button posts back a
// correctly signed result; signed webhooks it can delay, duplicate, reorder or fail. Every API
// call is recorded. Signatures are made here with node:crypto, independently of the server's code.

export interface FakeCall {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

interface Payment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: 'INR';
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string | null;
  method: string;
  amount_refunded: number;
  refund_status: string | null;
  captured: boolean;
  email: string;
  contact: string;
  created_at: number;
}

interface Order {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: 'INR';
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

interface Link {
  id: string;
  amount: number;
  reference_id: string;
  short_url: string;
  status: 'created' | 'paid' | 'expired';
  callback_url: string;
  payments: { payment_id: string; amount: number; status: string }[];
  order_id: string | null;
}

export const sign = (secret: string, text: string | Buffer) =>
  createHmac('sha256', secret).update(text).digest('hex');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const autoPost = (url: string, fields: Record<string, string>) =>
  `<!doctype html><html><body><form id="f" method="post" action="${escapeHtml(url)}">${Object.entries(
    fields,
  )
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('')}</form><script>document.getElementById('f').submit()</script></body></html>`;

interface RefundItem {
  id: string;
  entity: 'refund';
  amount: number;
  payment_id: string;
  status: 'processed';
  notes: Record<string, string>;
  receipt: string | null;
}

export interface WebhookOptions {
  /** How many times the same event (same event id) is delivered; all at once. */
  times?: number;
  delayMs?: number;
  /** A wrong signature (made with another secret). */
  badSignature?: boolean;
}

export async function startRazorpayFake(
  settings: {
    keyId?: string;
    keySecret?: string;
    webhookSecret?: string;
  } = {},
) {
  const keyId = settings.keyId ?? 'rzp_test_FakeKey1234';
  const keySecret = settings.keySecret ?? 'fake-key-secret-0123456789';
  const webhookSecret = settings.webhookSecret ?? 'fake-webhook-secret-0123456789';
  const calls: FakeCall[] = [];
  const orders = new Map<string, Order>();
  const payments = new Map<string, Payment>();
  const links = new Map<string, Link>();
  const refunds: RefundItem[] = [];
  const state = {
    /** Answer this many API calls with 500 first. */
    failNext: 0,
    /** Where webhooks go (the app's /api/payments/razorpay/webhook); null: none sent. */
    webhookUrl: null as string | null,
    /** How the checkout's webhooks are delivered. */
    webhook: { times: 1, delayMs: 0 } as WebhookOptions,
    /** Webhook deliveries made, with their answers. */
    deliveries: [] as { event: string; status: number }[],
    /** Awaited before a refund through the API is made (a slow gateway, for races). */
    beforeRefund: null as null | (() => Promise<void>),
    /**
     * A refund made through the API also sends its refund.processed webhook, as Razorpay does:
     * before answering the API call, after it, or not at all.
     */
    refundWebhook: 'none' as 'none' | 'before-answer' | 'after-answer',
    /** Make this many refunds through the API, then answer each with 500 all the same. */
    refundThenFail: 0,
  };
  let serial = 0;
  const newId = (prefix: string) =>
    `${prefix}_${(++serial).toString(36).padStart(6, '0')}${randomBytes(4).toString('hex')}`;
  const now = () => Math.floor(Date.now() / 1000);

  function capture(order: Order | null, amount: number, method = 'upi'): Payment {
    const payment: Payment = {
      id: newId('pay'),
      entity: 'payment',
      amount,
      currency: 'INR',
      status: 'captured',
      order_id: order?.id ?? null,
      method,
      amount_refunded: 0,
      refund_status: null,
      captured: true,
      email: 'payer@example.com',
      contact: '+919876543210',
      created_at: now(),
    };
    payments.set(payment.id, payment);
    if (order) {
      order.status = 'paid';
      order.amount_paid = amount;
      order.amount_due = 0;
      order.attempts++;
    }
    return payment;
  }

  function fail(order: Order): Payment {
    const payment = capture(order, order.amount);
    payment.status = 'failed';
    payment.captured = false;
    order.status = 'attempted';
    order.amount_paid = 0;
    order.amount_due = order.amount;
    return payment;
  }

  /** Sends a signed webhook event (a Razorpay event envelope) as configured. */
  async function sendWebhook(
    event: string,
    payload: Record<string, unknown>,
    options: WebhookOptions = state.webhook,
  ) {
    if (!state.webhookUrl) return [];
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_Fake0001',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: now(),
    });
    const eventId = newId('evt');
    const signature = options.badSignature
      ? sign('not-the-secret', body)
      : sign(webhookSecret, body);
    if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
    const deliver = async () => {
      const response = await fetch(state.webhookUrl!, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signature,
          'x-razorpay-event-id': eventId,
        },
        body,
      });
      await response.text();
      state.deliveries.push({ event, status: response.status });
      return response.status;
    };
    return Promise.all(Array.from({ length: options.times ?? 1 }, deliver));
  }

  /** A refund of a captured payment (through the API or the dashboard), or why not. */
  function makeRefund(
    paymentId: string,
    asked: number | undefined,
    notes: Record<string, string>,
    receipt: string | null = null,
  ): RefundItem | string {
    const payment = payments.get(paymentId);
    if (!payment || payment.status === 'failed') return 'The id provided does not exist';
    const amount = asked ?? payment.amount - payment.amount_refunded;
    if (amount > payment.amount - payment.amount_refunded) {
      return 'The refund amount provided is greater than amount captured';
    }
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
    if (payment.amount_refunded === payment.amount) payment.status = 'refunded';
    const item: RefundItem = {
      id: newId('rfnd'),
      entity: 'refund',
      amount,
      payment_id: payment.id,
      status: 'processed',
      notes,
      receipt,
    };
    refunds.push(item);
    return item;
  }

  /** A refund's webhook event, with its payment, as Razorpay sends it. */
  const refundEvent = (
    item: RefundItem,
    event: 'refund.processed' | 'refund.created' = 'refund.processed',
    options?: WebhookOptions,
  ) =>
    sendWebhook(
      event,
      { refund: { entity: item }, payment: { entity: payments.get(item.payment_id) } },
      options,
    );

  const paymentEvents = (payment: Payment) => {
    const order = payment.order_id ? orders.get(payment.order_id) : undefined;
    return {
      captured: () => sendWebhook('payment.captured', { payment: { entity: payment } }),
      orderPaid: () =>
        sendWebhook('order.paid', { payment: { entity: payment }, order: { entity: order } }),
    };
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void handle(Buffer.concat(chunks).toString('utf8')).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
    });

    const json = (status: number, body: unknown) => {
      response.statusCode = status;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(body));
    };
    const html = (body: string) => {
      response.statusCode = 200;
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(body);
    };
    const badRequest = (description: string) =>
      json(400, { error: { code: 'BAD_REQUEST_ERROR', description, source: 'business' } });

    async function handle(text: string) {
      const url = new URL(request.url ?? '/', 'http://fake');
      const path = url.pathname;
      const method = request.method ?? 'GET';
      const form = (request.headers['content-type'] ?? '').includes('urlencoded')
        ? Object.fromEntries(new URLSearchParams(text))
        : null;
      let body: Record<string, unknown> = {};
      if (form) body = form;
      else if (text) {
        try {
          body = JSON.parse(text);
        } catch {
          body = {};
        }
      }

      // The payer's pages: no API key.
      if (path === '/v1/checkout/embedded' && method === 'POST') {
        const order = orders.get(String(body.order_id));
        if (!order || body.key_id !== keyId) return badRequest('The id provided does not exist');
        return html(
          `<!doctype html><html><head><title>Fake Razorpay checkout</title></head><body>
<h1>Pay ₹${(order.amount / 100).toFixed(2)}</h1><p>${escapeHtml(String(body.description ?? ''))}</p>
<form method="post" action="/checkout/pay"><input type="hidden" name="order_id" value="${order.id}">
<input type="hidden" name="callback_url" value="${escapeHtml(String(body.callback_url))}">
<button name="outcome" value="success">Pay now</button>
<button name="outcome" value="failure">Fail payment</button></form></body></html>`,
        );
      }
      if (path === '/checkout/pay' && method === 'POST') {
        const order = orders.get(String(body.order_id))!;
        if (body.outcome === 'failure') {
          const payment = fail(order);
          return html(
            autoPost(String(body.callback_url), {
              'error[code]': 'BAD_REQUEST_ERROR',
              'error[description]': 'Payment failed',
              'error[source]': 'customer',
              'error[reason]': 'payment_failed',
              'error[metadata]': JSON.stringify({ payment_id: payment.id, order_id: order.id }),
            }),
          );
        }
        const payment = capture(order, order.amount);
        // Webhooks as Razorpay sends them, beside the browser's return.
        const events = paymentEvents(payment);
        void events
          .captured()
          .then(() => events.orderPaid())
          .catch(() => undefined);
        return html(
          autoPost(String(body.callback_url), {
            razorpay_payment_id: payment.id,
            razorpay_order_id: order.id,
            razorpay_signature: sign(keySecret, `${order.id}|${payment.id}`),
          }),
        );
      }
      const linkPage = /^\/pay\/(plink_[a-z0-9]+)(\/pay)?$/.exec(path);
      if (linkPage && method === 'GET') {
        const link = links.get(linkPage[1]!);
        if (!link) return badRequest('The id provided does not exist');
        if (!linkPage[2]) {
          return html(
            `<!doctype html><html><body><h1>Pay ₹${(link.amount / 100).toFixed(2)}</h1><a href="/pay/${link.id}/pay">Pay now</a></body></html>`,
          );
        }
        const payment = capture(null, link.amount);
        link.status = 'paid';
        link.payments.push({ payment_id: payment.id, amount: payment.amount, status: 'captured' });
        void sendWebhook('payment_link.paid', {
          payment_link: { entity: { id: link.id, status: 'paid', amount: link.amount } },
          payment: { entity: payment },
        }).catch(() => undefined);
        const params = {
          razorpay_payment_id: payment.id,
          razorpay_payment_link_id: link.id,
          razorpay_payment_link_reference_id: link.reference_id,
          razorpay_payment_link_status: 'paid',
        };
        const signature = sign(keySecret, `${link.id}|${link.reference_id}|paid|${payment.id}`);
        response.statusCode = 302;
        response.setHeader(
          'location',
          `${link.callback_url}?${new URLSearchParams({ ...params, razorpay_signature: signature })}`,
        );
        return response.end();
      }

      // The API.
      calls.push({ method, path, headers: request.headers, body });
      const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
      if (request.headers.authorization !== expected) {
        return json(401, {
          error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
        });
      }
      if (state.failNext > 0) {
        state.failNext--;
        return json(500, { error: { code: 'SERVER_ERROR', description: 'Try again' } });
      }
      if (path === '/v1/orders' && method === 'POST') {
        const amount = body.amount;
        if (!Number.isInteger(amount) || (amount as number) < 100) {
          return badRequest('The amount must be atleast INR 1.00');
        }
        const order: Order = {
          id: newId('order'),
          entity: 'order',
          amount: amount as number,
          amount_paid: 0,
          amount_due: amount as number,
          currency: 'INR',
          receipt: String(body.receipt ?? ''),
          status: 'created',
          attempts: 0,
          notes: (body.notes as Record<string, string>) ?? {},
          created_at: now(),
        };
        orders.set(order.id, order);
        return json(200, order);
      }
      const orderPayments = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path);
      if (orderPayments && method === 'GET') {
        const items = [...payments.values()].filter((p) => p.order_id === orderPayments[1]);
        return json(200, { entity: 'collection', count: items.length, items });
      }
      const onePayment = /^\/v1\/payments\/([^/]+)$/.exec(path);
      if (onePayment && method === 'GET') {
        const payment = payments.get(onePayment[1]!);
        return payment ? json(200, payment) : badRequest('The id provided does not exist');
      }
      const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
      if (refund && method === 'POST') {
        if (state.beforeRefund) await state.beforeRefund();
        const item = makeRefund(
          refund[1]!,
          body.amount as number | undefined,
          (body.notes ?? {}) as Record<string, string>,
          typeof body.receipt === 'string' ? body.receipt : null,
        );
        if (typeof item === 'string') return badRequest(item);
        if (state.refundWebhook === 'before-answer') await refundEvent(item);
        if (state.refundWebhook === 'after-answer') setTimeout(() => void refundEvent(item), 20);
        if (state.refundThenFail > 0) {
          state.refundThenFail--;
          return json(500, { error: { code: 'SERVER_ERROR', description: 'Try again' } });
        }
        return json(200, item);
      }
      const paymentRefunds = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(path);
      if (paymentRefunds && method === 'GET') {
        if (!payments.has(paymentRefunds[1]!)) return badRequest('The id provided does not exist');
        // Newest first, as Razorpay lists them.
        const items = refunds.filter((r) => r.payment_id === paymentRefunds[1]).reverse();
        return json(200, { entity: 'collection', count: items.length, items });
      }
      if (path === '/v1/payment_links' && method === 'POST') {
        const link: Link = {
          id: newId('plink'),
          amount: body.amount as number,
          reference_id: String(body.reference_id ?? ''),
          short_url: '',
          status: 'created',
          callback_url: String(body.callback_url ?? ''),
          payments: [],
          order_id: null,
        };
        link.short_url = `${base}/pay/${link.id}`;
        links.set(link.id, link);
        return json(200, { ...link, payments: null });
      }
      const oneLink = /^\/v1\/payment_links\/([^/]+)$/.exec(path);
      if (oneLink && method === 'GET') {
        const link = links.get(oneLink[1]!);
        return link ? json(200, link) : badRequest('The id provided does not exist');
      }
      return json(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'Not found' } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    keyId,
    keySecret,
    webhookSecret,
    calls,
    orders,
    payments,
    links,
    refunds,
    state,
    /** The environment that points the app at this fake. */
    env: {
      RAZORPAY_KEY_ID: keyId,
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_API_URL: base,
    },
    /** A payer pays an order whose browser never comes back (no callback, no webhook). */
    payOrder(orderId: string, method = 'upi') {
      const order = orders.get(orderId)!;
      return capture(order, order.amount, method);
    },
    failOrder(orderId: string) {
      return fail(orders.get(orderId)!);
    },
    /** The signed fields the checkout posts back for a payment of an order. */
    checkoutReturn(payment: { id: string; order_id: string | null }) {
      return {
        razorpay_payment_id: payment.id,
        razorpay_order_id: payment.order_id!,
        razorpay_signature: sign(keySecret, `${payment.order_id}|${payment.id}`),
      };
    },
    webhooks: (payment: Payment) => paymentEvents(payment),
    /** A refund made in the gateway's own dashboard (no notes of ours); no webhook sent yet. */
    refundInDashboard(paymentId: string, amount?: number) {
      const item = makeRefund(paymentId, amount, {});
      if (typeof item === 'string') throw new Error(item);
      return item;
    },
    refundEvent,
    sendWebhook,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type RazorpayFake = Awaited<ReturnType<typeof startRazorpayFake>>;
