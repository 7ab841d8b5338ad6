// A student's fees: payments with receipts, the discount, where the student stands and the dues.
import './zod-setup';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  pastDateField,
  reasonSchema,
  referenceField,
  referenceGiven,
  rupeesField,
} from './account-fields';
import { formatPaise, MAX_AMOUNT_PAISE, parseRupees } from './money';

export const overpaymentMessage = (duePaise: number) =>
  `This payment is more than the amount due: ${formatPaise(duePaise)} is due.`;

/** 'bank' is a bank transfer; a cheque's number is its reference (decision 0088). */
export const PAYMENT_MODES = ['cash', 'upi', 'card', 'bank', 'cheque'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const PAYMENT_MODE_LABELS: Record<PaymentMode, string> = {
  cash: 'Cash',
  upi: 'UPI',
  card: 'Card',
  bank: 'Bank transfer',
  cheque: 'Cheque',
};

export const CHEQUE_BANK_TOO_LONG = 'Bank name must be at most 100 characters long';

/** "Refunded ₹X of ₹Y": what a receipt shows once part or all of it was given back. */
export const refundedOfMessage = (refundedPaise: number, amountPaise: number) =>
  `Refunded ${formatPaise(refundedPaise)} of ${formatPaise(amountPaise)}`;

/** Add Student Fee: a payment by a student. */
export const paymentFormSchema = z
  .object({
    amount: rupeesField,
    mode: z.enum(PAYMENT_MODES, { error: ACCOUNT_MESSAGES.modeRequired }),
    reference: referenceField,
    /** A cheque's bank (optional; kept only with a cheque). */
    chequeBank: z.string().trim().max(100, CHEQUE_BANK_TOO_LONG).optional().default(''),
    paidOn: pastDateField,
  })
  .refine(referenceGiven, {
    path: ['reference'],
    message: ACCOUNT_MESSAGES.referenceRequired,
    // Checked alongside the other fields, so that every mistake is shown at once.
    when: () => true,
  });
export type PaymentFormInput = z.input<typeof paymentFormSchema>;
export type PaymentFormOutput = z.output<typeof paymentFormSchema>;

export const discountFormSchema = z.object({
  amount: z
    .string({ error: ACCOUNT_MESSAGES.amountRequired })
    .trim()
    .min(1, { message: ACCOUNT_MESSAGES.amountRequired, abort: true })
    .transform((text, ctx) => {
      const paise = parseRupees(text);
      if (paise === null) {
        ctx.addIssue({ code: 'custom', message: ACCOUNT_MESSAGES.amountInvalid });
        return z.NEVER;
      }
      if (paise > MAX_AMOUNT_PAISE) {
        ctx.addIssue({ code: 'custom', message: ACCOUNT_MESSAGES.amountTooLarge });
        return z.NEVER;
      }
      return paise;
    }),
  reason: reasonSchema.shape.reason,
});
export type DiscountFormInput = z.input<typeof discountFormSchema>;

export const planInstalmentSchema = z.object({
  dueDate: z.string(),
  amountPaise: z.number(),
  /** An opening balance imported at go-live: overdue from its own due date (decision 0055). */
  opening: z.boolean().optional(),
});
export type PlanInstalment = z.infer<typeof planInstalmentSchema>;

export const feePaymentSchema = z.object({
  id: z.number(),
  kind: z.enum(['payment', 'reversal']),
  amountPaise: z.number(),
  mode: z.enum(PAYMENT_MODES),
  reference: z.string(),
  paidOn: z.string(),
  receiptNumber: z.string().nullable(),
  reversesId: z.number().nullable(),
  reversedBy: z.number().nullable(),
  /** Payments: what refunds (and a reversal) gave back of it so far. */
  refundedPaise: z.number(),
  chequeBank: z.string().nullable(),
  reason: z.string().nullable(),
  /** A past receipt imported at go-live, with the number and date the institute issued. */
  ofRecord: z.boolean(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type FeePayment = z.infer<typeof feePaymentSchema>;

export const feeStatusSchema = z.object({
  totalPaise: z.number(),
  discountPaise: z.number(),
  paidPaise: z.number(),
  duePaise: z.number(),
  overduePaise: z.number(),
  overdueSince: z.string().nullable(),
  nextDueDate: z.string().nullable(),
});
export type FeeStatus = z.infer<typeof feeStatusSchema>;

export const studentFeesSchema = z.object({
  student: z.object({
    registrationNumber: z.string(),
    name: z.string(),
    courseCode: z.string(),
    courseName: z.string(),
    admissionDate: z.string(),
    centre: z.object({ id: z.number(), code: z.string(), name: z.string() }),
  }),
  plan: z.object({
    totalPaise: z.number(),
    discountPaise: z.number(),
    discountReason: z.string().nullable(),
    instalments: z.array(planInstalmentSchema),
  }),
  status: feeStatusSchema,
  payments: z.array(feePaymentSchema),
});
export type StudentFees = z.infer<typeof studentFeesSchema>;

export const dueItemSchema = z.object({
  registrationNumber: z.string(),
  name: z.string(),
  courseName: z.string(),
  centre: z.object({ id: z.number(), code: z.string(), name: z.string() }),
  status: feeStatusSchema,
});
export type DueItem = z.infer<typeof dueItemSchema>;

export const receiptSchema = z.object({
  id: z.number(),
  receiptNumber: z.string(),
  amountPaise: z.number(),
  amountInWords: z.string(),
  mode: z.enum(PAYMENT_MODES),
  reference: z.string(),
  chequeBank: z.string().nullable(),
  paidOn: z.string(),
  /** Reversed whole by staff (or every rupee refunded). */
  reversed: z.boolean(),
  /** What refunds gave back of it so far (0: none). */
  refundedPaise: z.number(),
  /** The payment's tax invoice when head office's fee invoices are on (decision 0082). */
  gst: z
    .object({
      invoiceNumber: z.string(),
      gstin: z.string(),
      taxablePaise: z.number(),
      taxPaise: z.number(),
      cgstPaise: z.number(),
      sgstPaise: z.number(),
      igstPaise: z.number(),
    })
    .nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  student: studentFeesSchema.shape.student,
  centre: z.object({ code: z.string(), name: z.string(), address: z.string(), phone: z.string() }),
  duePaiseAfter: z.number(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/**
 * Where a student stands: paid is payments less reversals; due is the course fee less the
 * discount and what was paid; overdue is what instalments due before today asked for (the
 * discount comes off the last instalments) and was not paid. With a go-live date, an instalment
 * due before it makes nothing overdue (it is still due), unless it is an opening balance.
 */
export function feeStatus(
  plan: { totalPaise: number; discountPaise: number; instalments: readonly PlanInstalment[] },
  entries: readonly { kind: 'payment' | 'reversal'; amountPaise: number }[],
  today: string,
  goLive: string | null = null,
): FeeStatus {
  const paid = entries.reduce((s, e) => s + (e.kind === 'payment' ? 1 : -1) * e.amountPaise, 0);
  const net = plan.totalPaise - plan.discountPaise;
  const due = net - paid;
  let cumulative = 0;
  let overdueSince: string | null = null;
  let overdue = 0;
  let nextDueDate: string | null = null;
  for (const instalment of [...plan.instalments].sort((a, b) =>
    a.dueDate.localeCompare(b.dueDate),
  )) {
    cumulative = Math.min(net, cumulative + instalment.amountPaise);
    const beforeGoLive = goLive !== null && instalment.dueDate < goLive && !instalment.opening;
    if (instalment.dueDate < today) {
      if (cumulative > paid && !beforeGoLive) {
        overdueSince ??= instalment.dueDate;
        overdue = cumulative - paid;
      }
    } else if (nextDueDate === null && cumulative > paid) {
      nextDueDate = instalment.dueDate;
    }
  }
  return {
    totalPaise: plan.totalPaise,
    discountPaise: plan.discountPaise,
    paidPaise: paid,
    duePaise: due,
    overduePaise: overdue,
    overdueSince,
    nextDueDate,
  };
}

/** Dues list order: overdue first, then the largest amount due; registration number last. */
export function compareDues(
  a: { registrationNumber: string; status: FeeStatus },
  b: { registrationNumber: string; status: FeeStatus },
): number {
  const overdue = Number(b.status.overduePaise > 0) - Number(a.status.overduePaise > 0);
  if (overdue !== 0) return overdue;
  if (a.status.duePaise !== b.status.duePaise) return b.status.duePaise - a.status.duePaise;
  return a.registrationNumber.localeCompare(b.registrationNumber);
}

/** The label of a receipt number, e.g. DEMO01/2026/000123. */
export const formatReceiptNumber = (centreCode: string, year: number, sequence: number) =>
  `${centreCode}/${year}/${String(sequence).padStart(6, '0')}`;

/** The institute's go-live date (head office): nothing due before it is reminded. */
export const goLiveSchema = z.object({ goLiveDate: z.string().nullable() });
export type GoLive = z.infer<typeof goLiveSchema>;

export const goLiveFormSchema = z.object({
  goLiveDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the go-live date as YYYY-MM-DD.')
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'Enter a real date.')
    .nullable(),
});

/** Apply a course's current fee to chosen existing students: the preview and the confirm. */
export const applyCourseFeeSchema = z.object({
  registrationNumbers: z
    .array(z.string().trim().min(1).max(100))
    .min(1, 'Choose at least one student.')
    .max(500, 'Choose at most 500 students at once.'),
});
export const feeChangeItemSchema = z.object({
  registrationNumber: z.string(),
  name: z.string(),
  oldTotalPaise: z.number(),
  newTotalPaise: z.number(),
  paidPaise: z.number(),
  /** Why this student cannot take the new fee (it is below what they paid), or null. */
  refusal: z.string().nullable(),
});
export type FeeChangeItem = z.infer<typeof feeChangeItemSchema>;
export const feeChangePreviewSchema = z.object({
  courseCode: z.string(),
  courseFeePaise: z.number(),
  students: z.array(feeChangeItemSchema),
});
export type FeeChangePreview = z.infer<typeof feeChangePreviewSchema>;

/** A new fee below what a student already paid is refused. */
export const feeBelowPaidMessage = (name: string, registrationNumber: string, paidPaise: number) =>
  `The new fee is less than what ${name} (${registrationNumber}) has already paid (${formatPaise(paidPaise)}); it was not applied.`;
