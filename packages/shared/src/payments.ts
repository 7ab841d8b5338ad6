// Online payments through a payment gateway (issue 36, decision 0071): what the screens send and
// read. Amounts are integers in paise; what a student pays is worked out by the server.
import './zod-setup';
import { z } from 'zod';
import { formatPaise } from './money';
import { reasonSchema, rupeesField } from './account-fields';

export const PAYMENT_MESSAGES = {
  off: 'Online payments are not available.',
  nothingDue: 'Nothing is due now.',
  gatewayDown: 'The payment gateway could not be reached. Please try again in a few minutes.',
  notFound: 'There is no such online payment.',
  notPaid: 'Only a payment received can be refunded.',
  refundTooLarge: 'The refund is more than what remains of the payment.',
  noEmail: 'The student has no e-mail address or mobile number to send the link to.',
  reversedByHand:
    'This receipt was reversed by hand: give the money back outside the gateway, or ask the gateway.',
  tooSmall: 'The amount must be at least ₹1.',
} as const;

/** A refund larger than what remains: says how much may still be refunded. */
export const refundTooLargeMessage = (remainingPaise: number) =>
  `${PAYMENT_MESSAGES.refundTooLarge} At most ${formatPaise(Math.max(0, remainingPaise))} can still be refunded.`;

/** What a student pays: the rest of the next instalment, or everything still due. */
export const PAY_SCOPES = ['instalment', 'all'] as const;
export type PayScope = (typeof PAY_SCOPES)[number];

export const payFeeSchema = z.object({
  pay: z.enum(PAY_SCOPES, { error: 'Choose what to pay: the instalment or everything due.' }),
});

export const topUpSchema = z.object({
  amount: rupeesField,
  centreId: z.number().int().positive().optional(),
});

export const refundSchema = z.object({
  /** Empty or missing: everything that remains of the payment. */
  amount: rupeesField.optional(),
  reason: reasonSchema.shape.reason,
});

export const paymentSettingsSchema = z.object({
  enabled: z.boolean(),
  provider: z.string().nullable(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** The form the browser posts to the gateway's hosted checkout. */
export const checkoutSchema = z.object({
  id: z.number(),
  amountPaise: z.number(),
  checkout: z.object({ url: z.string(), fields: z.record(z.string(), z.string()) }),
});
export type Checkout = z.infer<typeof checkoutSchema>;

export const paymentLinkSchema = z.object({
  id: z.number(),
  amountPaise: z.number(),
  url: z.string(),
});

export const ONLINE_PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const;

export const onlinePaymentSchema = z.object({
  id: z.number(),
  purpose: z.enum(['fee', 'wallet']),
  centre: z.object({ id: z.number(), code: z.string(), name: z.string() }),
  student: z.object({ registrationNumber: z.string(), name: z.string() }).nullable(),
  amountPaise: z.number(),
  refundedPaise: z.number(),
  status: z.enum(ONLINE_PAYMENT_STATUSES),
  gatewayPaymentId: z.string().nullable(),
  method: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  feePaymentId: z.number().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type OnlinePayment = z.infer<typeof onlinePaymentSchema>;
