// The Account Section's messages and the fields its forms share (amounts, dates, references,
// reasons); the schemas are in wallet.ts, student-fees.ts and course-fees.ts.
import './zod-setup';
import { z } from 'zod';
import { instituteDate } from './institute-time';
import { isRealIsoDate } from './dates';
import { amountTooLargeMessage, MAX_AMOUNT_PAISE, parseRupees } from './money';

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

export const pastDateField = z
  .string({ error: ACCOUNT_MESSAGES.dateRequired })
  .trim()
  .min(1, { message: ACCOUNT_MESSAGES.dateRequired, abort: true })
  .refine(isRealIsoDate, { message: ACCOUNT_MESSAGES.dateInvalid, abort: true })
  .refine((value) => value <= instituteDate(), ACCOUNT_MESSAGES.dateInFuture);

export const referenceField = z
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
export const referenceGiven = (value: { mode?: unknown; reference?: unknown } | null) =>
  // Also run on what is not an object at all (a body of `null`): that is refused as a whole.
  typeof value !== 'object' ||
  value === null ||
  typeof value.mode !== 'string' ||
  value.mode === 'cash' ||
  !!value.reference;
