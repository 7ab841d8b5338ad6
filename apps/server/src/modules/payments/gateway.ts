// The payment gateway as the payments module sees it (decision 0071): a small interface that a
// second provider (Cashfree, PhonePe) can implement beside Razorpay. Amounts are integers in
// paise; every call names our own record so that the gateway's dashboard can be traced back.

/** A payment as the gateway reports it. */
export interface GatewayPayment {
  id: string;
  orderId: string | null;
  amountPaise: number;
  /** 'captured' is money received; 'failed' will never be; the others are on their way. */
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  /** upi, card, netbanking, wallet... as the gateway names it. */
  method: string | null;
  refundedPaise: number;
}

export interface GatewayOrder {
  id: string;
  amountPaise: number;
}

export interface GatewayLink {
  id: string;
  url: string;
}

/** What the payer's browser posts to the gateway's hosted checkout. */
export interface CheckoutForm {
  url: string;
  fields: Record<string, string>;
}

/** A webhook event, once its signature is verified, reduced to what we act on. */
export interface GatewayEvent {
  /** The gateway's id of the event, else a digest of its body: processed once. */
  key: string;
  event: string;
  payment: GatewayPayment | null;
  /** For a payment link's event. */
  linkId: string | null;
  /** For a refund's event (refund.created, refund.processed): the refund. */
  refund: GatewayRefund | null;
}

/** A refund as the gateway reports it, made by us or in its own dashboard. */
export interface GatewayRefund {
  id: string;
  paymentId: string;
  amountPaise: number;
  /** The notes it was made with (ours carry `refundBy: 'institute'` and our reservation's id). */
  notes: Record<string, string>;
  /** pending, processed or failed (a failed refund gave nothing back); null when not told. */
  status?: string | null;
  /** The receipt it was made with (ours: `refund-<reservation id>`), if any. */
  receipt?: string | null;
}

export class GatewayError extends Error {
  constructor(
    message: string,
    /** The gateway's HTTP status (0: not reached). */
    readonly status: number,
  ) {
    super(message);
  }
}

export interface PaymentGateway {
  readonly name: string;
  /** An order for the hosted checkout; `receipt` is our own reference (at most 40 characters). */
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<GatewayOrder>;
  /** The form that opens the gateway's hosted checkout for an order. */
  checkoutForm(input: {
    orderId: string;
    description: string;
    callbackUrl: string;
    cancelUrl: string;
    prefill: { name?: string; email?: string | null; contact?: string | null };
  }): CheckoutForm;
  /** A payment link the payer opens from a message. */
  createLink(input: {
    amountPaise: number;
    reference: string;
    description: string;
    customer: { name: string; email: string | null; contact: string | null };
    callbackUrl: string;
    expiresAt: Date;
  }): Promise<GatewayLink>;
  /** Every payment attempted against an order. */
  orderPayments(orderId: string): Promise<GatewayPayment[]>;
  /** The payments made through a payment link. */
  linkPayments(linkId: string): Promise<GatewayPayment[]>;
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
  /**
   * Refunds all or part of a captured payment; resolves to the gateway's refund id. `receipt`
   * is our own reference (at most 40 characters), kept on the refund with the notes.
   */
  refund(
    paymentId: string,
    amountPaise: number,
    notes: Record<string, string>,
    receipt?: string,
  ): Promise<string>;
  /** Every refund of a payment (made by us or in the gateway's dashboard), with its notes. */
  paymentRefunds(paymentId: string): Promise<GatewayRefund[]>;
  /** The checkout's signature over (order id, payment id). */
  verifyCheckout(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** A payment link callback's signature. */
  verifyLinkCallback(input: {
    linkId: string;
    reference: string;
    status: string;
    paymentId: string;
    signature: string;
  }): boolean;
  /** A webhook: null when its signature (over the raw body) does not match. */
  parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): GatewayEvent | null;
}
