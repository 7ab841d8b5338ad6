// Opening balances of a student imported at go-live (decision 0055): what they already paid, as
// a past receipt of record (its own number and date, never e-mailed, no new number), and what they
// still owe, due on a date. Their plan is these two amounts, not the course fee.
import { isRealIsoDate } from '@institute/shared/dates';
import { instituteDate, PAYMENT_MODES } from '@institute/shared/accounts';
import { MAX_AMOUNT_PAISE, parseRupees } from '@institute/shared/money';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { nowIso } from '../../lib/time';
import { insertFeePlanIfNone } from './fee-plans.repository';
import { raiseSequenceTo } from '../sequences/sequences.repository';

/** The import's opening-balance columns: field name and the label a spreadsheet may use. */
export const OPENING_COLUMNS = {
  paidAmount: 'Amount Already Paid',
  paidReceiptNumber: 'Past Receipt Number',
  paidOn: 'Paid On',
  paidMode: 'Paid By',
  balanceDue: 'Balance Due',
  balanceDueDate: 'Balance Due Date',
} as const;
export type OpeningColumn = keyof typeof OPENING_COLUMNS;

export interface OpeningBalance {
  paidPaise: number;
  receiptNumber: string | null;
  paidOn: string | null;
  mode: (typeof PAYMENT_MODES)[number];
  duePaise: number;
  dueDate: string | null;
}

export const OPENING_MESSAGES = {
  amount: 'Enter an amount in rupees, e.g. 1500 or 1500.50 (not negative, at most two decimals).',
  tooLarge: 'The amount is too large.',
  receiptRequired: 'Enter the past receipt number of the amount already paid.',
  receiptTooLong: 'A receipt number has at most 40 characters.',
  paidOnRequired: 'Enter the date the amount was paid (YYYY-MM-DD), not after today.',
  dueDateRequired: 'Enter the date the balance is due (YYYY-MM-DD).',
  mode: 'Paid By is cash, upi, card or bank.',
  receiptInFile: (row: number) => `This receipt number is already on row ${row} of the file.`,
  receiptTaken: 'This receipt number is already recorded.',
} as const;

/**
 * A row's opening balance, or null when its opening columns are empty (the plan is then the
 * course fee, as Add Student makes it); errors by column.
 */
export function parseOpeningBalance(
  row: Partial<Record<OpeningColumn, string>>,
  today = instituteDate(),
): { opening: OpeningBalance | null; errors: Record<string, string[]> } {
  const value = (column: OpeningColumn) => (row[column] ?? '').trim();
  const errors: Record<string, string[]> = {};
  const fail = (column: OpeningColumn, message: string) => (errors[column] ??= []).push(message);
  if (!(Object.keys(OPENING_COLUMNS) as OpeningColumn[]).some((c) => value(c) !== '')) {
    return { opening: null, errors };
  }
  const amount = (column: OpeningColumn) => {
    if (value(column) === '') return 0;
    const paise = parseRupees(value(column));
    if (paise === null) fail(column, OPENING_MESSAGES.amount);
    else if (paise > MAX_AMOUNT_PAISE) fail(column, OPENING_MESSAGES.tooLarge);
    return paise ?? 0;
  };
  const paidPaise = amount('paidAmount');
  const duePaise = amount('balanceDue');
  const receiptNumber = value('paidReceiptNumber') || null;
  const paidOn = value('paidOn') || null;
  const dueDate = value('balanceDueDate') || null;
  const mode = (value('paidMode').toLowerCase() || 'cash') as OpeningBalance['mode'];
  if (!PAYMENT_MODES.includes(mode)) fail('paidMode', OPENING_MESSAGES.mode);
  if (paidPaise > 0 || receiptNumber) {
    if (!receiptNumber) fail('paidReceiptNumber', OPENING_MESSAGES.receiptRequired);
    else if (receiptNumber.length > 40) fail('paidReceiptNumber', OPENING_MESSAGES.receiptTooLong);
    if (!paidOn || !isRealIsoDate(paidOn) || paidOn > today) {
      fail('paidOn', OPENING_MESSAGES.paidOnRequired);
    }
    if (paidPaise === 0 && !errors.paidAmount) fail('paidAmount', OPENING_MESSAGES.amount);
  }
  if (duePaise > 0 && (!dueDate || !isRealIsoDate(dueDate))) {
    fail('balanceDueDate', OPENING_MESSAGES.dueDateRequired);
  }
  return {
    opening: { paidPaise, receiptNumber, paidOn, mode, duePaise, dueDate },
    errors,
  };
}

/** The receipt numbers of these that are already recorded. */
export async function takenReceiptNumbers(db: Kysely<DB>, numbers: string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (let i = 0; i < numbers.length; i += 500) {
    const rows = await db
      .selectFrom('fee_payments')
      .select('receipt_number')
      .where('receipt_number', 'in', numbers.slice(i, i + 500))
      .execute();
    for (const row of rows) if (row.receipt_number) taken.add(row.receipt_number);
  }
  return taken;
}

/**
 * The imported student's plan from their opening balance (the amount paid, due when it was paid;
 * the balance, due on its date; both marked opening) and the past receipt of record, inside the
 * import's transaction. A receipt number in this centre's own series (CODE/YEAR/NNNNNN) moves the
 * series past it, so that a new receipt never takes it.
 */
export async function recordOpeningBalance(
  trx: Kysely<DB>,
  student: { id: number; centreId: number; courseCode: string; userId: number },
  opening: OpeningBalance,
): Promise<void> {
  const now = nowIso();
  const instalments = [
    ...(opening.paidPaise > 0
      ? [{ dueDate: opening.paidOn!, amountPaise: opening.paidPaise, opening: true }]
      : []),
    ...(opening.duePaise > 0
      ? [{ dueDate: opening.dueDate!, amountPaise: opening.duePaise, opening: true }]
      : []),
  ].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  await insertFeePlanIfNone(trx, {
    student_id: student.id,
    centre_id: student.centreId,
    course_code: student.courseCode,
    total_paise: opening.paidPaise + opening.duePaise,
    discount_paise: 0,
    discount_reason: null,
    instalments: JSON.stringify(instalments),
    created_at: now,
    created_by: student.userId,
    updated_at: now,
    updated_by: student.userId,
  });
  if (opening.paidPaise === 0 || !opening.receiptNumber) return;
  await trx
    .insertInto('fee_payments')
    .values({
      student_id: student.id,
      centre_id: student.centreId,
      kind: 'payment',
      amount_paise: opening.paidPaise,
      mode: opening.mode,
      reference: 'Receipt of record (imported)',
      paid_on: opening.paidOn!,
      receipt_number: opening.receiptNumber,
      reverses_id: null,
      reason: null,
      of_record: 1,
      created_at: now,
      created_by: student.userId,
    })
    .execute();
  const centre = await trx
    .selectFrom('centres')
    .select('code')
    .where('id', '=', student.centreId)
    .executeTakeFirstOrThrow();
  const own = new RegExp(`^${escape(centre.code)}/(\\d{4})/(\\d{1,9})$`).exec(
    opening.receiptNumber,
  );
  if (own) {
    const name = `receipt:${student.centreId}:${Number(own[1])}`;
    const sequence = Number(own[2]);
    await raiseSequenceTo(trx, name, sequence);
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A unique violation on the receipt number (a concurrent import recorded it a moment ago). */
export function isReceiptNumberConflict(error: unknown): boolean {
  const { code, constraint, message } = (error ?? {}) as Record<string, unknown>;
  if (code === '23505')
    return typeof constraint === 'string' && constraint.includes('receipt_number');
  return (
    typeof code === 'string' &&
    code.startsWith('SQLITE_CONSTRAINT') &&
    typeof message === 'string' &&
    message.includes('fee_payments.receipt_number')
  );
}
