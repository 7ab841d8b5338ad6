import './zod-setup';
import { z } from 'zod';
import { amountTooLargeMessage, formatPaise, MAX_AMOUNT_PAISE, parseRupees } from './money';

/** Messages of the Account Section, shared by the forms and the server. */
export const ACCOUNT_MESSAGES = {
  amountRequired: 'Amount is required',
  amountInvalid: 'Enter an amount in rupees, e.g. 1250 or 1250.50',
  amountPositive: 'The amount must be more than zero',
  amountTooLarge: amountTooLargeMessage,
  modeRequired: 'Choose the payment mode',
  referenceRequired: 'Reference is required for this payment mode',
  referenceTooLong: 'Reference must be at most 100 characters long',
  dateRequired: 'Date is required',
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  dateInFuture: 'The date cannot be in the future',
  receiptRequired: 'Receipt image is required',
  reasonRequired: 'Reason is required',
  reasonTooLong: 'Reason must be at most 500 characters long',
  headOfficeOnly: 'Only head office can do this.',
  centreRequired: 'Choose a centre',
  fundNotFound: 'No such fund payment',
  fundDecided: 'This fund payment has already been decided.',
  paymentNotFound: 'No such payment',
  alreadyReversed: 'This payment has already been reversed.',
  reversalNotReversible: 'A reversal cannot be reversed.',
  courseNotFound: 'No such course',
  instalmentsSum: 'The instalments must add up to the course fee',
  instalmentsOrder: 'Instalments must be due in order, each after the one before',
  discountTooLarge: 'The discount cannot be more than the course fee less what has been paid',
  noStudent: 'No student data available',
} as const;

export const overpaymentMessage = (duePaise: number) =>
  `This payment is more than the amount due: ${formatPaise(duePaise)} is due.`;

export const FUND_MODES = ['bank', 'upi', 'cash', 'cheque'] as const;
export type FundMode = (typeof FUND_MODES)[number];
export const FUND_MODE_LABELS: Record<FundMode, string> = {
  bank: 'Bank transfer',
  upi: 'UPI',
  cash: 'Cash deposit',
  cheque: 'Cheque',
};

export const PAYMENT_MODES = ['cash', 'upi', 'card', 'bank'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const PAYMENT_MODE_LABELS: Record<PaymentMode, string> = {
  cash: 'Cash',
  upi: 'UPI',
  card: 'Card',
  bank: 'Bank transfer',
};

export const FUND_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export type FundStatus = (typeof FUND_STATUSES)[number];

/** Today's date (YYYY-MM-DD) in India, where every centre is. */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string) =>
  DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** Rupees typed by a person, to paise; the message says what is wrong. */
export const rupeesField = z
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
    if (paise <= 0) {
      ctx.addIssue({ code: 'custom', message: ACCOUNT_MESSAGES.amountPositive });
      return z.NEVER;
    }
    return paise;
  });

const pastDateField = z
  .string({ error: ACCOUNT_MESSAGES.dateRequired })
  .trim()
  .min(1, { message: ACCOUNT_MESSAGES.dateRequired, abort: true })
  .refine(isRealDate, { message: ACCOUNT_MESSAGES.dateInvalid, abort: true })
  .refine((value) => value <= todayInIndia(), ACCOUNT_MESSAGES.dateInFuture);

const referenceField = z
  .string()
  .trim()
  .max(100, ACCOUNT_MESSAGES.referenceTooLong)
  .optional()
  .default('');

export const reasonSchema = z.object({
  reason: z
    .string({ error: ACCOUNT_MESSAGES.reasonRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.reasonRequired)
    .max(500, ACCOUNT_MESSAGES.reasonTooLong),
});

/** A reference (UTR, transaction id, cheque number) is required for every mode but cash. */
const referenceGiven = (value: { mode?: unknown; reference?: unknown }) =>
  typeof value.mode !== 'string' || value.mode === 'cash' || !!value.reference;

/** Add Fund: what the centre paid head office (the receipt image comes as a file). */
export const fundFormSchema = z
  .object({
    amount: rupeesField,
    mode: z.enum(FUND_MODES, { error: ACCOUNT_MESSAGES.modeRequired }),
    reference: referenceField,
    paidOn: pastDateField,
    centreId: z.string().optional(),
  })
  .refine(referenceGiven, {
    path: ['reference'],
    message: ACCOUNT_MESSAGES.referenceRequired,
    // Checked alongside the other fields, so that every mistake is shown at once.
    when: () => true,
  });
export type FundFormInput = z.input<typeof fundFormSchema>;
export type FundFormOutput = z.output<typeof fundFormSchema>;

/** Add Student Fee: a payment by a student. */
export const paymentFormSchema = z
  .object({
    amount: rupeesField,
    mode: z.enum(PAYMENT_MODES, { error: ACCOUNT_MESSAGES.modeRequired }),
    reference: referenceField,
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

/** One instalment of a course fee: due so many days after admission. */
export const courseInstalmentSchema = z.object({
  afterDays: z.number().int().min(0).max(3650),
  amountPaise: z
    .number()
    .positive(ACCOUNT_MESSAGES.amountPositive)
    // Before int(), so that a huge number is told the limit rather than about safe integers.
    .max(MAX_AMOUNT_PAISE, { message: ACCOUNT_MESSAGES.amountTooLarge, abort: true })
    .int(),
});
export type CourseInstalment = z.infer<typeof courseInstalmentSchema>;

const paiseField = z
  .number()
  .min(0, 'The amount cannot be negative')
  // Before int(), so that a huge number is told the limit rather than about safe integers.
  .max(MAX_AMOUNT_PAISE, { message: ACCOUNT_MESSAGES.amountTooLarge, abort: true })
  .int();

/** Head office sets a course's fees: wallet debits and the student's course fee. */
export const courseFeeSchema = z
  .object({
    registrationFeePaise: paiseField,
    certificateFeePaise: paiseField,
    courseFeePaise: paiseField,
    instalments: z.array(courseInstalmentSchema).max(24).default([]),
  })
  .superRefine((value, ctx) => {
    if (value.instalments.length === 0) return;
    const sum = value.instalments.reduce((s, i) => s + i.amountPaise, 0);
    if (sum !== value.courseFeePaise) {
      ctx.addIssue({
        code: 'custom',
        path: ['instalments'],
        message: ACCOUNT_MESSAGES.instalmentsSum,
      });
    }
    for (let i = 1; i < value.instalments.length; i++) {
      if (value.instalments[i]!.afterDays <= value.instalments[i - 1]!.afterDays) {
        ctx.addIssue({
          code: 'custom',
          path: ['instalments'],
          message: ACCOUNT_MESSAGES.instalmentsOrder,
        });
        return;
      }
    }
  });
export type CourseFeeValues = z.infer<typeof courseFeeSchema>;

export const courseFeeItemSchema = z.object({
  courseCode: z.string(),
  courseName: z.string(),
  registrationFeePaise: z.number(),
  certificateFeePaise: z.number(),
  courseFeePaise: z.number(),
  instalments: z.array(courseInstalmentSchema),
  updatedAt: z.string().nullable(),
});
export type CourseFeeItem = z.infer<typeof courseFeeItemSchema>;

export const fundItemSchema = z.object({
  id: z.number(),
  centre: z.object({ id: z.number(), code: z.string(), name: z.string() }),
  amountPaise: z.number(),
  mode: z.enum(FUND_MODES),
  reference: z.string(),
  paidOn: z.string(),
  status: z.enum(FUND_STATUSES),
  rejectReason: z.string().nullable(),
  receipt: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
export type FundItem = z.infer<typeof fundItemSchema>;

export const walletEntrySchema = z.object({
  seq: z.number(),
  createdAt: z.string(),
  description: z.string(),
  creditPaise: z.number(),
  debitPaise: z.number(),
  balanceAfterPaise: z.number(),
  createdBy: z.string().nullable(),
});
export type WalletEntryItem = z.infer<typeof walletEntrySchema>;

export const walletSchema = z.object({
  centre: z.object({ id: z.number(), code: z.string(), name: z.string() }),
  balancePaise: z.number(),
  entries: z.array(walletEntrySchema),
});
export type Wallet = z.infer<typeof walletSchema>;

export const walletSummarySchema = z.object({
  centre: z.object({ id: z.number(), code: z.string(), name: z.string() }),
  balancePaise: z.number(),
  pendingFundsPaise: z.number(),
});
export type WalletSummary = z.infer<typeof walletSummarySchema>;

export const planInstalmentSchema = z.object({
  dueDate: z.string(),
  amountPaise: z.number(),
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
  reason: z.string().nullable(),
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
  paidOn: z.string(),
  reversed: z.boolean(),
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
 * discount comes off the last instalments) and was not paid.
 */
export function feeStatus(
  plan: { totalPaise: number; discountPaise: number; instalments: readonly PlanInstalment[] },
  entries: readonly { kind: 'payment' | 'reversal'; amountPaise: number }[],
  today: string,
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
    if (instalment.dueDate < today) {
      if (cumulative > paid) {
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

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  return [TENS[Math.floor(n / 10)]!, ONES[n % 10]!].filter(Boolean).join(' ');
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/** A whole number in words, the Indian way (crore, lakh, thousand): 125000 'One Lakh Twenty Five Thousand'. */
export function numberInWords(n: number): string {
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  if (crore) parts.push(`${numberInWords(crore)} Crore`);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** 125000 paise: 'Rupees One Thousand Two Hundred Fifty only'; paise are added when there are any. */
export function rupeesInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const words = `Rupees ${numberInWords(rupees)}`;
  return rest ? `${words} and ${belowHundred(rest)} Paise only` : `${words} only`;
}

/** The label of a receipt number, e.g. DEMO01/2026/000123. */
export const formatReceiptNumber = (centreCode: string, year: number, sequence: number) =>
  `${centreCode}/${year}/${String(sequence).padStart(6, '0')}`;
