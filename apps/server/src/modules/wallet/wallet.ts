import { ERROR_CODES } from '@institute/shared/api-error';
import { formatPaise } from '@institute/shared/money';
import type { WalletReason } from '@institute/shared/wallet';
import type { Kysely, Selectable } from 'kysely';
import type { DB, WalletEntriesTable } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { runTransaction } from '../../lib/transaction';
import {
  findCourseFees,
  insertEntries,
  insertEntry,
  lastEntry,
  lockWallet,
} from './wallet.repository';
import { enqueueNotification } from '../notifications/enqueue';

// Each centre's wallet: an append-only ledger. The balance is never stored apart from the
// entries; every entry carries the balance after it, and entry n+1 follows entry n exactly
// (unique per centre), so two writers can never both build on the same balance. Writers to one
// wallet queue on a transaction-scoped advisory lock (PostgreSQL), see lockWallet.

export type WalletEntry = Selectable<WalletEntriesTable>;

export { WALLET_REASONS, type WalletReason } from '@institute/shared/wallet';

export const insufficientBalance = (balance: number, needed: number) =>
  new AppError(
    409,
    ERROR_CODES.conflict,
    `Insufficient wallet balance: the balance is ${formatPaise(balance)} and ${formatPaise(needed)} is needed.`,
    undefined,
    // The figures, so that a screen can offer Add Fund with them (trying again cannot help).
    { walletBalancePaise: balance, neededPaise: needed },
  );

export interface WalletEntryInput {
  centreId: number;
  kind: 'credit' | 'debit';
  amountPaise: number;
  reason: WalletReason;
  reference?: string | null;
  note?: string | null;
  createdBy: number | null;
}

/** A centre's balance in paise: the balance after its last entry (0 with none). */
export async function walletBalance(db: Kysely<DB>, centreId: number): Promise<number> {
  return (await lastEntry(db, centreId))?.balance_after_paise ?? 0;
}

/** Below this balance (₹1,000) a centre is told to add funds. */
export const LOW_WALLET_PAISE = 100_000;

/**
 * Appends an entry to a centre's ledger. A debit larger than the balance is refused with a
 * message giving both. Pass the transaction of the action the entry pays for, so that the
 * action and the entry stand or fall together; without one, the entry gets its own.
 */
export async function postWalletEntry(
  db: Kysely<DB>,
  input: WalletEntryInput,
): Promise<WalletEntry> {
  if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise <= 0) {
    throw new AppError(400, ERROR_CODES.validation, 'The amount must be more than zero.');
  }
  if (!db.isTransaction) return runTransaction(db, (trx) => postWalletEntry(trx, input));
  await lockWallet(db, input.centreId);
  const last = await lastEntry(db, input.centreId);
  const balance = last?.balance_after_paise ?? 0;
  const after = input.kind === 'credit' ? balance + input.amountPaise : balance - input.amountPaise;
  if (after < 0) throw insufficientBalance(balance, input.amountPaise);
  // The centre hears once, when a debit takes its balance below the low mark.
  if (balance >= LOW_WALLET_PAISE && after < LOW_WALLET_PAISE) {
    await enqueueNotification(db, {
      kind: 'wallet-low',
      to: { centres: [input.centreId] },
      data: { balance: formatPaise(after) },
    });
  }
  return insertEntry(db, {
    centre_id: input.centreId,
    seq: (last?.seq ?? 0) + 1,
    kind: input.kind,
    amount_paise: input.amountPaise,
    balance_after_paise: after,
    reason: input.reason,
    reference: input.reference ?? null,
    note: input.note ?? null,
    created_at: nowIso(),
    created_by: input.createdBy,
  });
}

/** The fees head office set for a course (0 when none are set). */
export async function courseFees(
  db: Kysely<DB>,
  courseCode: string,
): Promise<{ registrationFeePaise: number; certificateFeePaise: number }> {
  const row = await findCourseFees(db, courseCode);
  return {
    registrationFeePaise: row?.registration_fee_paise ?? 0,
    certificateFeePaise: row?.certificate_fee_paise ?? 0,
  };
}

/**
 * Debits a centre's wallet for the registration or certificate fee of a course, inside the
 * caller's transaction; nothing when the fee is 0. Refused (and so the whole action with it)
 * when the balance is too low.
 */
export async function chargeCourseFee(
  trx: Kysely<DB>,
  input: {
    centreId: number;
    courseCode: string;
    fee: 'registration' | 'certificate';
    reference: string;
    createdBy: number | null;
  },
): Promise<WalletEntry | null> {
  const fees = await courseFees(trx, input.courseCode);
  const amount =
    input.fee === 'registration' ? fees.registrationFeePaise : fees.certificateFeePaise;
  if (amount === 0) return null;
  return postWalletEntry(trx, {
    centreId: input.centreId,
    kind: 'debit',
    amountPaise: amount,
    reason: input.fee === 'registration' ? 'registration_fee' : 'certificate_fee',
    reference: input.reference,
    createdBy: input.createdBy,
  });
}

/**
 * chargeCourseFee for many students of one centre admitted together (a CSV import), in the
 * caller's transaction: the same entries, in the same order, with the same refusal (the first fee
 * the balance cannot pay refuses the whole transaction) and the same low-balance notice, but the
 * wallet locked and read once and the entries written in multi-row inserts.
 */
export async function chargeRegistrationFees(
  trx: Kysely<DB>,
  input: {
    centreId: number;
    createdBy: number | null;
    students: readonly { courseCode: string; reference: string }[];
  },
): Promise<void> {
  const amounts = new Map<string, number>();
  for (const code of new Set(input.students.map((student) => student.courseCode))) {
    amounts.set(code, (await courseFees(trx, code)).registrationFeePaise);
  }
  const charged = input.students.filter((student) => amounts.get(student.courseCode)! > 0);
  if (charged.length === 0) return;
  await lockWallet(trx, input.centreId);
  const last = await lastEntry(trx, input.centreId);
  let balance = last?.balance_after_paise ?? 0;
  let seq = last?.seq ?? 0;
  let lowAfter: number | null = null;
  const now = nowIso();
  const entries = charged.map((student) => {
    const amount = amounts.get(student.courseCode)!;
    const after = balance - amount;
    if (after < 0) throw insufficientBalance(balance, amount);
    if (balance >= LOW_WALLET_PAISE && after < LOW_WALLET_PAISE) lowAfter = after;
    balance = after;
    seq += 1;
    return {
      centre_id: input.centreId,
      seq,
      kind: 'debit' as const,
      amount_paise: amount,
      balance_after_paise: after,
      reason: 'registration_fee' as const,
      reference: student.reference,
      note: null,
      created_at: now,
      created_by: input.createdBy,
    };
  });
  if (lowAfter !== null) {
    await enqueueNotification(trx, {
      kind: 'wallet-low',
      to: { centres: [input.centreId] },
      data: { balance: formatPaise(lowAfter) },
    });
  }
  await insertEntries(trx, entries);
}
