// A centre's wallet: funds a centre pays head office (Add Fund) and the wallet ledger.
import './zod-setup';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  pastDateField,
  referenceField,
  referenceGiven,
  rupeesField,
} from './account-fields';

export const FUND_MODES = ['bank', 'upi', 'cash', 'cheque'] as const;
export type FundMode = (typeof FUND_MODES)[number];
export const FUND_MODE_LABELS: Record<FundMode, string> = {
  bank: 'Bank transfer',
  upi: 'UPI',
  cash: 'Cash deposit',
  cheque: 'Cheque',
};

export const FUND_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export type FundStatus = (typeof FUND_STATUSES)[number];

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

/** What a wallet entry was for. */
export const WALLET_REASONS = [
  'fund',
  'registration_fee',
  'certificate_fee',
  'refund',
  'adjustment',
  'affiliation_fee',
] as const;
export type WalletReason = (typeof WALLET_REASONS)[number];

export const walletEntrySchema = z.object({
  seq: z.number(),
  createdAt: z.string(),
  /**
   * In English, e.g. 'Fund confirmed - UTR123456' or 'Certificate fee - Asha Verma (RV2026000123),
   * certificate request 4' (the reason, whom or what it is for, and its note).
   */
  description: z.string(),
  /** The parts of the description, for a screen to write it in its own language. */
  reason: z.enum(WALLET_REASONS),
  reference: z.string().nullable(),
  /**
   * The student a per-student line is for (a registration fee, a certificate fee or its refund),
   * so that the ledger names the student rather than an internal reference; null for the others.
   */
  student: z.object({ registrationNumber: z.string(), name: z.string() }).nullable(),
  /** The certificate request a certificate fee or its refund belongs to (its number). */
  certificateRequestId: z.number().nullable(),
  note: z.string().nullable(),
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
