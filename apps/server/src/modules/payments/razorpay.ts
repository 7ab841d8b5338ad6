// Razorpay behind the PaymentGateway interface (decision 0071), over its REST API with fetch:
// Basic authentication with the key id and secret, JSON bodies, amounts in paise. The base
// address is configurable so that the tests speak to a local fake gateway. Signatures are
// HMAC-SHA256 in hex, compared in constant time. Nothing here logs: errors carry the gateway's
// status and error code only (never a key, a secret or a payer's card or account details).
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import {
  GatewayError,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
} from './gateway';

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com, or a local fake in tests. */
  apiUrl: string;
}

const hmac = (secret: string, text: string | Buffer) =>
  createHmac('sha256', secret).update(text).digest('hex');

/** Constant-time comparison of two hex signatures (false for any malformed one). */
export function sameSignature(expected: string, given: string | undefined | null): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}

interface RazorpayPaymentEntity {
  id: string;
  order_id?: string | null;
  amount: number;
  status: GatewayPayment['status'];
  method?: string | null;
  amount_refunded?: number;
}

interface RazorpayRefundEntity {
  id?: unknown;
  payment_id?: unknown;
  amount?: unknown;
  notes?: unknown;
  status?: unknown;
  receipt?: unknown;
}

/** A refund entity (API answer or webhook) as a GatewayRefund; null when it is not one. */
function toRefund(refund: RazorpayRefundEntity | undefined): GatewayRefund | null {
  if (
    !refund ||
    typeof refund.id !== 'string' ||
    typeof refund.payment_id !== 'string' ||
    !Number.isSafeInteger(refund.amount) ||
    (refund.amount as number) <= 0
  ) {
    return null;
  }
  // Razorpay sends notes as an object, or as an empty array when there are none.
  const notes =
    refund.notes && typeof refund.notes === 'object' && !Array.isArray(refund.notes)
      ? Object.fromEntries(
          Object.entries(refund.notes as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
        )
      : {};
  return {
    id: refund.id,
    paymentId: refund.payment_id,
    amountPaise: refund.amount as number,
    notes,
    status: typeof refund.status === 'string' ? refund.status : null,
    receipt: typeof refund.receipt === 'string' ? refund.receipt : null,
  };
}

const toPayment = (entity: RazorpayPaymentEntity): GatewayPayment => ({
  id: entity.id,
  orderId: entity.order_id ?? null,
  amountPaise: entity.amount,
  status: entity.status,
  method: entity.method ?? null,
  refundedPaise: entity.amount_refunded ?? 0,
});

export function createRazorpayGateway(settings: RazorpaySettings): PaymentGateway {
  const base = settings.apiUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw new GatewayError('The payment gateway could not be reached.', 0);
    }
    const text = await response.text();
    if (!response.ok) {
      let code = '';
      try {
        code = String((JSON.parse(text) as { error?: { code?: string } }).error?.code ?? '');
      } catch {
        // Not JSON: the status says enough.
      }
      throw new GatewayError(
        `The payment gateway answered ${response.status}${code ? ` (${code})` : ''}.`,
        response.status,
      );
    }
    return JSON.parse(text) as T;
  }

  return {
    name: 'razorpay',

    async createOrder({ amountPaise, receipt, notes }) {
      const order = await call<{ id: string; amount: number }>('POST', '/v1/orders', {
        amount: amountPaise,
        currency: 'INR',
        receipt: receipt.slice(0, 40),
        notes,
      });
      return { id: order.id, amountPaise: order.amount };
    },

    checkoutForm({ orderId, description, callbackUrl, cancelUrl, prefill }) {
      const fields: Record<string, string> = {
        key_id: settings.keyId,
        order_id: orderId,
        name: 'Institute',
        description,
        callback_url: callbackUrl,
        cancel_url: cancelUrl,
      };
      if (prefill.name) fields['prefill[name]'] = prefill.name;
      if (prefill.email) fields['prefill[email]'] = prefill.email;
      if (prefill.contact) fields['prefill[contact]'] = prefill.contact;
      return { url: `${base}/v1/checkout/embedded`, fields };
    },

    async createLink({ amountPaise, reference, description, customer, callbackUrl, expiresAt }) {
      const link = await call<{ id: string; short_url: string }>('POST', '/v1/payment_links', {
        amount: amountPaise,
        currency: 'INR',
        accept_partial: false,
        reference_id: reference.slice(0, 40),
        description: description.slice(0, 2048),
        customer: {
          name: customer.name,
          ...(customer.email ? { email: customer.email } : {}),
          ...(customer.contact ? { contact: customer.contact } : {}),
        },
        // We send the link ourselves (the outbox), in the student's language.
        notify: { sms: false, email: false },
        reminder_enable: false,
        callback_url: callbackUrl,
        callback_method: 'get',
        expire_by: Math.floor(expiresAt.getTime() / 1000),
      });
      return { id: link.id, url: link.short_url };
    },

    async orderPayments(orderId) {
      const list = await call<{ items: RazorpayPaymentEntity[] }>(
        'GET',
        `/v1/orders/${encodeURIComponent(orderId)}/payments`,
      );
      return list.items.map(toPayment);
    },

    async linkPayments(linkId) {
      const link = await call<{ payments?: { payment_id: string }[] | null }>(
        'GET',
        `/v1/payment_links/${encodeURIComponent(linkId)}`,
      );
      const payments: GatewayPayment[] = [];
      for (const item of link.payments ?? []) {
        payments.push(
          toPayment(
            await call<RazorpayPaymentEntity>(
              'GET',
              `/v1/payments/${encodeURIComponent(item.payment_id)}`,
            ),
          ),
        );
      }
      return payments;
    },

    async fetchPayment(paymentId) {
      return toPayment(
        await call<RazorpayPaymentEntity>('GET', `/v1/payments/${encodeURIComponent(paymentId)}`),
      );
    },

    async refund(paymentId, amountPaise, notes, receipt) {
      const refund = await call<{ id: string }>(
        'POST',
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountPaise, notes, ...(receipt ? { receipt: receipt.slice(0, 40) } : {}) },
      );
      return refund.id;
    },

    async paymentRefunds(paymentId) {
      const list = await call<{ items?: RazorpayRefundEntity[] }>(
        'GET',
        `/v1/payments/${encodeURIComponent(paymentId)}/refunds?count=100`,
      );
      return (list.items ?? []).flatMap((item) => toRefund(item) ?? []);
    },

    verifyCheckout({ orderId, paymentId, signature }) {
      return sameSignature(hmac(settings.keySecret, `${orderId}|${paymentId}`), signature);
    },

    verifyLinkCallback({ linkId, reference, status, paymentId, signature }) {
      return sameSignature(
        hmac(settings.keySecret, `${linkId}|${reference}|${status}|${paymentId}`),
        signature,
      );
    },

    parseWebhook(rawBody, headers) {
      const signature = headers['x-razorpay-signature'];
      if (!sameSignature(hmac(settings.webhookSecret, rawBody), [signature].flat()[0])) {
        return null;
      }
      let body: {
        event?: string;
        payload?: {
          payment?: { entity?: RazorpayPaymentEntity };
          payment_link?: { entity?: { id?: string } };
          refund?: { entity?: RazorpayRefundEntity };
        };
      };
      try {
        body = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return null;
      }
      const eventId = [headers['x-razorpay-event-id']].flat()[0];
      const entity = body.payload?.payment?.entity;
      const refund = body.payload?.refund?.entity;
      return {
        key:
          typeof eventId === 'string' && eventId.length > 0 && eventId.length <= 100
            ? eventId
            : `sha256:${createHash('sha256').update(rawBody).digest('hex')}`,
        event: String(body.event ?? ''),
        payment: entity && typeof entity.id === 'string' ? toPayment(entity) : null,
        linkId: body.payload?.payment_link?.entity?.id ?? null,
        refund: toRefund(refund),
      };
    },
  };
}
