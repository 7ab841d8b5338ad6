// What the payments module (online payments, decision 0071) asks of a student's fees, inside its
// own transaction: what is due, a payment recorded with a receipt of the same series and PDF as a
// payment typed in by staff, and the reversal of what a refund gave back.
import { feeStatus, instituteDate, type PaymentMode } from '@institute/shared/accounts';
import { formatPaise } from '@institute/shared/money';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AuditLog } from '../../lib/audit';
import { nowIso } from '../../lib/time';
import { invoiceFeePayment } from '../invoices/invoices';
import { firstOpenDay } from '../cash-book/closed-days';
import { enqueueNotification } from '../notifications/enqueue';
import { createAccountsRepository } from './accounts.repository';
import { unpaidInstalments } from './dues-reminders';
import { nextReceiptNumber } from './fee-payments.service';
import { parsePlanInstalments } from './fee-plans';

/** The student a payment is for, with the centre (null: no such student). */
export async function feeStudent(db: Kysely<DB>, registrationNumber: string) {
  const student = await createAccountsRepository(db).findStudent(
    registrationNumber.trim().toUpperCase(),
    db,
  );
  if (!student) return undefined;
  // Where a payment link is sent, and what the gateway's checkout fills in for the payer.
  const contact = await db
    .selectFrom('students')
    .select(['email', 'contactno'])
    .where('id', '=', student.id)
    .executeTakeFirstOrThrow();
  return { ...student, ...contact };
}

/**
 * What a student may pay now: `all` is everything still due, `instalment` the rest of the first
 * unpaid instalment (everything due when the plan has no instalments). 0 when nothing is due.
 */
export async function amountDue(
  db: Kysely<DB>,
  studentId: number,
  scope: 'instalment' | 'all',
): Promise<number> {
  const repository = createAccountsRepository(db);
  const plan = await repository.findPlan(studentId, db);
  if (!plan) return 0;
  const rows = await repository.payments(studentId, db);
  const entries = rows.map((r) => ({ kind: r.kind, amountPaise: r.amount_paise }));
  const planValues = {
    totalPaise: plan.total_paise,
    discountPaise: plan.discount_paise,
    instalments: parsePlanInstalments(plan.instalments),
  };
  const status = feeStatus(planValues, entries, instituteDate(), await repository.goLiveDate(db));
  const due = Math.max(0, status.duePaise);
  if (scope === 'all') return due;
  const first = unpaidInstalments(planValues, status.paidPaise)[0];
  return first ? Math.min(due, first.remainingPaise) : due;
}

/** The mode a receipt shows for a gateway's payment method. */
export const modeOfMethod = (method: string | null): PaymentMode =>
  method === 'upi' ? 'upi' : method === 'card' ? 'card' : 'bank';

/**
 * Records a payment confirmed by the gateway: the next receipt number of the centre's year, the
 * same row (and so the same receipt and PDF) as a payment staff record, the student's fee-receipt
 * message. The money has been received, so nothing is refused here (not even a payment larger
 * than what is now due: the student's balance then shows it as paid in advance).
 */
export async function recordGatewayFeePayment(
  trx: Kysely<DB>,
  audit: AuditLog,
  input: { studentId: number; amountPaise: number; method: string | null; reference: string },
): Promise<{ id: number; receiptNumber: string }> {
  const repository = createAccountsRepository(trx);
  const student = (await repository.findStudentById(input.studentId, trx))!;
  // The student's payments are written one at a time (as a payment typed in by staff).
  await repository.lockPlan(student.id, trx);
  // Today, or the next open day when today's cash book is closed (decision 0083).
  const paidOn = await firstOpenDay(trx, student.centre_id, instituteDate());
  const receiptNumber = await nextReceiptNumber(repository, trx, student);
  const mode = modeOfMethod(input.method);
  const { id } = await repository.insertPayment(
    {
      student_id: student.id,
      centre_id: student.centre_id,
      kind: 'payment',
      amount_paise: input.amountPaise,
      mode,
      reference: input.reference,
      paid_on: paidOn,
      receipt_number: receiptNumber,
      reverses_id: null,
      reason: null,
      created_at: nowIso(),
      created_by: null,
    },
    trx,
  );
  await invoiceFeePayment(trx, { feePaymentId: id, createdBy: null });
  await audit(
    {
      userId: null,
      centreId: student.centre_id,
      action: 'create',
      entity: 'fee_payment',
      entityId: id,
      changes: {
        student: student.registration_number,
        receiptNumber,
        amountPaise: input.amountPaise,
        mode,
        reference: input.reference,
        paidOn,
        online: true,
      },
    },
    trx,
  );
  await enqueueNotification(trx, {
    kind: 'fee-receipt',
    to: { studentId: student.id },
    centreId: student.centre_id,
    data: { amount: formatPaise(input.amountPaise), receiptNumber, paidOn },
  });
  return { id, receiptNumber };
}

/**
 * Reserves a refund's amount on an online fee payment's receipt, inside the caller's transaction:
 * its `refunded_paise` grows by the amount only while that stays within the receipt (the update's
 * condition, and the table's check constraint behind it, so that refunds raced at once never give
 * back more than was paid). Resolves to why not when refused: 'reversed' (staff reversed the
 * receipt by hand: the money was given back outside the gateway) or 'too-large'.
 */
export async function reserveReceiptRefund(
  trx: Kysely<DB>,
  paymentId: number,
  amountPaise: number,
): Promise<'reserved' | 'reversed' | 'too-large'> {
  const result = await trx
    .updateTable('fee_payments')
    .set((eb) => ({ refunded_paise: eb('refunded_paise', '+', amountPaise) }))
    .where('id', '=', paymentId)
    .where('kind', '=', 'payment')
    .where((eb) => eb(eb('refunded_paise', '+', amountPaise), '<=', eb.ref('amount_paise')))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return 'reserved';
  const reversal = await createAccountsRepository(trx).findReversalOf(paymentId, trx);
  return reversal ? 'reversed' : 'too-large';
}

/** Gives back a reservation the gateway did not carry out. */
export async function releaseReceiptRefund(
  db: Kysely<DB>,
  paymentId: number,
  amountPaise: number,
): Promise<void> {
  await db
    .updateTable('fee_payments')
    .set((eb) => ({ refunded_paise: eb('refunded_paise', '-', amountPaise) }))
    .where('id', '=', paymentId)
    .execute();
}

/**
 * Reverses what a refund gave back of an online fee payment (its amount reserved on the receipt
 * before, reserveReceiptRefund): a reversal entry of the refunded amount, so that the dues rise by
 * exactly that. It names the receipt in its reference, not in `reverses_id` (which marks a whole
 * receipt reversed by staff): the receipt shows "refunded ₹X of ₹Y" (decision 0088).
 */
export async function reverseGatewayFeePayment(
  trx: Kysely<DB>,
  input: { paymentId: number; amountPaise: number; reason: string; createdBy: number | null },
): Promise<number> {
  const repository = createAccountsRepository(trx);
  const payment = (await repository.findPayment(input.paymentId, trx))!;
  await repository.lockPlan(payment.student_id, trx);
  const paidOn = await firstOpenDay(trx, payment.centre_id, instituteDate());
  const { id } = await repository.insertPayment(
    {
      student_id: payment.student_id,
      centre_id: payment.centre_id,
      kind: 'reversal',
      amount_paise: input.amountPaise,
      mode: payment.mode,
      reference: payment.receipt_number ?? '',
      paid_on: paidOn,
      receipt_number: null,
      reverses_id: null,
      reason: input.reason,
      created_at: nowIso(),
      created_by: input.createdBy,
    },
    trx,
  );
  return id;
}
