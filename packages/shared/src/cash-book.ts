import { z } from 'zod';
import { isRealIsoDate } from './dates';

// The cash book of a centre's day (issue 36 point 6, decision 0083): what the API answers and the
// words of its screen, exports and messages in English and Hindi.

/** The collection modes of the book, in its column order. */
export const CASH_BOOK_MODES = ['cash', 'upi', 'card', 'online', 'cheque', 'bank'] as const;
export type CashBookMode = (typeof CASH_BOOK_MODES)[number];

/** Modes whose money is in the centre's hand at the end of the day; every other goes to the bank. */
export const CASH_IN_HAND_MODES: readonly CashBookMode[] = ['cash'];

export const CASH_BOOK_MESSAGES = {
  dayInvalid: 'Enter a real date as YYYY-MM-DD.',
  monthInvalid: 'Enter a month as YYYY-MM.',
  dayInFuture: 'A day in the future cannot be closed.',
  alreadyClosed: 'This day is already closed.',
  notClosed: 'This day is not closed.',
  laterDayClosed: 'A later day of this centre is closed: reopen the later days first.',
  reasonRequired: 'Give the reason for reopening the day.',
  dayClosed: (day: string) =>
    `The cash book of ${day} is closed: no payment or reversal can be recorded on that day. Head office can reopen the day.`,
  centreNotFound: 'Centre not found.',
} as const;

const amount = z.number().int();
const byMode = z.object(
  Object.fromEntries(CASH_BOOK_MODES.map((mode) => [mode, amount])) as Record<
    CashBookMode,
    typeof amount
  >,
);

export const cashBookEntrySchema = z.object({
  kind: z.enum(['payment', 'reversal', 'wallet_debit']),
  mode: z.enum(CASH_BOOK_MODES).nullable(),
  amountPaise: amount,
  receiptNumber: z.string().nullable(),
  reference: z.string().nullable(),
  student: z.string().nullable(),
  at: z.string(),
});

export const cashBookFiguresSchema = z.object({
  openingCashPaise: amount,
  collections: byMode,
  refunds: byMode,
  collectionsTotalPaise: amount,
  refundsTotalPaise: amount,
  walletDebitsPaise: amount,
  cashInPaise: amount,
  cashOutPaise: amount,
  bankNetPaise: amount,
  closingCashPaise: amount,
});
export type CashBookFigures = z.infer<typeof cashBookFiguresSchema>;

export const cashBookDaySchema = z.object({
  centre: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  day: z.string(),
  status: z.enum(['open', 'closed']),
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
  /** The figures: stored at the close for a closed day, computed from the rows for an open one. */
  figures: cashBookFiguresSchema,
  entries: z.array(cashBookEntrySchema),
});
export type CashBookDay = z.infer<typeof cashBookDaySchema>;

export const cashBookParamsSchema = z.object({
  centreId: z.coerce.number().int().positive(),
  day: z.string().refine(isRealIsoDate, CASH_BOOK_MESSAGES.dayInvalid),
});

export const cashBookReopenSchema = z.object({
  reason: z
    .string({ error: CASH_BOOK_MESSAGES.reasonRequired })
    .trim()
    .min(3, CASH_BOOK_MESSAGES.reasonRequired)
    .max(500),
});

export const cashBookExportQuerySchema = z.object({
  format: z.enum(['xlsx', 'pdf']),
  lang: z.enum(['en', 'hi']).default('en'),
});

export const revenueQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, CASH_BOOK_MESSAGES.monthInvalid),
});
export const revenueExportQuerySchema = revenueQuerySchema.extend(cashBookExportQuerySchema.shape);

export const revenueRowSchema = z.object({
  centre: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  collections: byMode,
  refunds: byMode,
  collectionsTotalPaise: amount,
  refundsTotalPaise: amount,
  netPaise: amount,
  walletDebitsPaise: amount,
});
export const revenueStatementSchema = z.object({
  month: z.string(),
  rows: z.array(revenueRowSchema),
  totals: revenueRowSchema.omit({ centre: true }),
});
export type RevenueStatement = z.infer<typeof revenueStatementSchema>;

/** The words of the exports, in English and Hindi. */
export const CASH_BOOK_LABELS = {
  title: { en: 'Cash book', hi: 'रोकड़ बही' },
  revenueTitle: { en: 'Centre-wise revenue statement', hi: 'केंद्रवार आय विवरण' },
  centre: { en: 'Centre', hi: 'केंद्र' },
  day: { en: 'Day', hi: 'दिन' },
  month: { en: 'Month', hi: 'महीना' },
  status: { en: 'Status', hi: 'स्थिति' },
  open: { en: 'Open', hi: 'खुला' },
  closed: { en: 'Closed', hi: 'बंद' },
  openingCash: { en: 'Opening cash', hi: 'प्रारंभिक नकद' },
  closingCash: { en: 'Closing cash', hi: 'अंतिम नकद' },
  collections: { en: 'Collections', hi: 'संग्रह' },
  refunds: { en: 'Refunds', hi: 'वापसी' },
  walletDebits: { en: 'Wallet debits', hi: 'वॉलेट कटौती' },
  cashIn: { en: 'Cash received', hi: 'प्राप्त नकद' },
  cashOut: { en: 'Cash refunded', hi: 'लौटाया गया नकद' },
  bankNet: { en: 'To bank (net)', hi: 'बैंक में (शुद्ध)' },
  net: { en: 'Net', hi: 'शुद्ध' },
  total: { en: 'Total', hi: 'कुल' },
  mode: { en: 'Mode', hi: 'माध्यम' },
  amount: { en: 'Amount (Rs.)', hi: 'राशि (रु.)' },
  kind: { en: 'Entry', hi: 'प्रविष्टि' },
  receipt: { en: 'Receipt', hi: 'रसीद' },
  student: { en: 'Student', hi: 'विद्यार्थी' },
  time: { en: 'Time', hi: 'समय' },
  payment: { en: 'Payment', hi: 'भुगतान' },
  reversal: { en: 'Refund', hi: 'वापसी' },
  wallet_debit: { en: 'Wallet debit', hi: 'वॉलेट कटौती' },
  cash: { en: 'Cash', hi: 'नकद' },
  upi: { en: 'UPI', hi: 'यूपीआई' },
  card: { en: 'Card', hi: 'कार्ड' },
  online: { en: 'Online', hi: 'ऑनलाइन' },
  cheque: { en: 'Cheque', hi: 'चेक' },
  bank: { en: 'Bank transfer', hi: 'बैंक अंतरण' },
} as const;
