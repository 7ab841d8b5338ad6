// A student's payments: recording one with the next receipt number, reversing one, and a
// payment's receipt for printing.
import {
  ACCOUNT_MESSAGES,
  feeStatus,
  formatReceiptNumber,
  overpaymentMessage,
  paymentFormSchema,
  rupeesInWords,
  instituteDate,
  type Receipt,
  type StudentFees,
} from '@institute/shared/accounts';
import { formatPaise } from '@institute/shared/money';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { canReachCentre, forbidden, type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { lockActiveStudents, refuseArchived } from '../../lib/archived-student';
import { AppError, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { creditNoteForRefund, feeInvoiceOf, invoiceFeePayment } from '../invoices/invoices';
import { refuseClosedDay } from '../cash-book/closed-days';
import { enqueueNotification } from '../notifications/enqueue';
import { nextInSequence } from '../sequences/sequences.repository';
import type { AccountsRepository } from './accounts.repository';
import {
  createStudentFeeViews,
  emptyPlan,
  planOf,
  studentOf,
  validation,
} from './student-fee-views';

/**
 * The next receipt number of a centre's year, inside the payment's transaction; a number an
 * imported past receipt already holds is skipped (decision 0055). Manual and online payments
 * (modules/payments, through gateway-fees.ts) share it: one series per centre and year.
 */
export async function nextReceiptNumber(
  repository: AccountsRepository,
  trx: Kysely<DB>,
  student: { centre_id: number; centre_code: string },
): Promise<string> {
  const year = Number(instituteDate().slice(0, 4));
  let receiptNumber: string;
  do {
    const sequence = await nextInSequence(trx, `receipt:${student.centre_id}:${year}`);
    receiptNumber = formatReceiptNumber(student.centre_code, year, sequence);
  } while (await repository.receiptNumberTaken(receiptNumber, trx));
  return receiptNumber;
}

/** Students' payments with receipts, and their reversals. */
export function createFeePaymentsService(deps: {
  repository: AccountsRepository;
  audit: AuditLog;
}) {
  const { repository, audit } = deps;
  const { reachableStudent, planFor, feesOf, dueNow } = createStudentFeeViews(repository);

  return {
    /** Add Student Fee: records a payment with the next receipt number of the centre's year. */
    async recordPayment(
      user: AuthenticatedUser,
      registrationNumber: string,
      body: unknown,
    ): Promise<{ id: number; receiptNumber: string; fees: StudentFees }> {
      const student = await reachableStudent(user, registrationNumber);
      // An archived student is frozen: no payment, no receipt (decision 0058).
      refuseArchived(student);
      const parsed = paymentFormSchema.safeParse(body);
      if (!parsed.success) throw validation(parsed.error.issues);
      const values = parsed.data;
      // The answer is read inside the transaction: a database lost after the commit must not turn
      // a recorded payment into an error (it would be sent again).
      return repository.transaction(async (trx) => {
        // Archived since it was read: refused here, the student's row held until the commit.
        await lockActiveStudents(trx, [student.id]);
        // A day whose cash book is closed takes no payment (decision 0083).
        await refuseClosedDay(trx, student.centre_id, values.paidOn);
        const plan = await planFor(student, trx, true);
        const status = await dueNow(student.id, plan, trx);
        if (values.amount > status.duePaise) {
          throw new AppError(409, 'CONFLICT', overpaymentMessage(Math.max(0, status.duePaise)), {
            amount: [overpaymentMessage(Math.max(0, status.duePaise))],
          });
        }
        const now = nowIso();
        const receiptNumber = await nextReceiptNumber(repository, trx, student);
        const { id } = await repository.insertPayment(
          {
            student_id: student.id,
            centre_id: student.centre_id,
            kind: 'payment',
            amount_paise: values.amount,
            mode: values.mode,
            reference: values.reference,
            // Only a cheque has a bank of its own.
            cheque_bank: values.mode === 'cheque' && values.chequeBank ? values.chequeBank : null,
            paid_on: values.paidOn,
            receipt_number: receiptNumber,
            reverses_id: null,
            reason: null,
            created_at: now,
            created_by: user.id,
          },
          trx,
        );
        // Head office's setting on: the payment's tax invoice, numbered in this transaction.
        await invoiceFeePayment(trx, { feePaymentId: id, createdBy: user.id });
        await audit(
          {
            userId: user.id,
            centreId: student.centre_id,
            action: 'create',
            entity: 'fee_payment',
            entityId: id,
            changes: {
              student: student.registration_number,
              receiptNumber,
              amountPaise: values.amount,
              mode: values.mode,
              reference: values.reference,
              ...(values.mode === 'cheque' && values.chequeBank
                ? { chequeBank: values.chequeBank }
                : {}),
              paidOn: values.paidOn,
            },
          },
          trx,
        );
        await enqueueNotification(trx, {
          kind: 'fee-receipt',
          to: { studentId: student.id },
          centreId: student.centre_id,
          data: { amount: formatPaise(values.amount), receiptNumber, paidOn: values.paidOn },
        });
        return { id, receiptNumber, fees: await feesOf(student, trx) };
      });
    },

    /** Reverses a payment with a reason: a reversing entry; the payment itself stays. */
    async reversePayment(
      user: AuthenticatedUser,
      paymentId: number,
      reason: string,
    ): Promise<StudentFees> {
      const payment = await repository.findPayment(paymentId);
      if (!payment) throw notFound(ACCOUNT_MESSAGES.paymentNotFound);
      if (!canReachCentre(user, payment.centre_id)) throw forbidden();
      if (payment.kind === 'reversal') {
        throw new AppError(409, 'CONFLICT', ACCOUNT_MESSAGES.reversalNotReversible);
      }
      const student = (await repository.findStudentById(payment.student_id))!;
      refuseArchived(student);
      return repository.transaction(async (trx) => {
        await lockActiveStudents(trx, [student.id]);
        // The reversal is dated today: refused when today's cash book is closed (decision 0083).
        const today = instituteDate();
        await refuseClosedDay(trx, payment.centre_id, today);
        await planFor(student, trx, true);
        // The receipt's row held to the commit: a refund reserving part of it waits, then sees the
        // whole given back (decision 0088).
        const current = await repository.lockPayment(paymentId, trx);
        if (await repository.findReversalOf(paymentId, trx)) {
          throw new AppError(409, 'CONFLICT', ACCOUNT_MESSAGES.alreadyReversed);
        }
        // What refunds gave back is already off the dues: the reversal takes back the rest.
        const rest = current.amount_paise - current.refunded_paise;
        if (rest <= 0) throw new AppError(409, 'CONFLICT', ACCOUNT_MESSAGES.alreadyReversed);
        // The unique reverses_id: a reversal inserted a moment ago by another request leaves this
        // one without a row, never a failed insert (PostgreSQL would abort the transaction).
        const inserted = await repository.insertReversal(
          {
            student_id: payment.student_id,
            centre_id: payment.centre_id,
            kind: 'reversal',
            amount_paise: rest,
            mode: payment.mode,
            reference: payment.receipt_number ?? '',
            paid_on: today,
            receipt_number: null,
            reverses_id: payment.id,
            reason,
            created_at: nowIso(),
            created_by: user.id,
          },
          trx,
        );
        if (!inserted) throw new AppError(409, 'CONFLICT', ACCOUNT_MESSAGES.alreadyReversed);
        const { id } = inserted;
        await repository.markRefunded(paymentId, trx);
        // A receipt with a tax invoice: the reversal's credit note.
        await creditNoteForRefund(trx, {
          walletEntryId: null,
          feePaymentId: payment.id,
          refundWalletEntryId: null,
          refundFeePaymentId: id,
          amountPaise: rest,
          createdBy: user.id,
        });
        await audit(
          {
            userId: user.id,
            centreId: payment.centre_id,
            action: 'reverse',
            entity: 'fee_payment',
            entityId: payment.id,
            changes: {
              student: student.registration_number,
              receiptNumber: payment.receipt_number,
              amountPaise: rest,
              reversalId: id,
              reason,
            },
          },
          trx,
        );
        return feesOf(student, trx);
      });
    },

    /** A payment's receipt, for printing. */
    async receipt(user: AuthenticatedUser, paymentId: number): Promise<Receipt> {
      const payment = await repository.findPayment(paymentId);
      if (!payment || payment.kind !== 'payment') throw notFound(ACCOUNT_MESSAGES.paymentNotFound);
      if (!canReachCentre(user, payment.centre_id)) throw forbidden();
      const student = (await repository.findStudentById(payment.student_id))!;
      const plan = (await repository.findPlan(student.id)) ?? emptyPlan(student);
      const rows = await repository.payments(student.id);
      // What was due once this payment was made: entries up to it, in the order recorded.
      const upTo = rows.filter((r) => r.id <= payment.id);
      const after = feeStatus(
        planOf(plan),
        upTo.map((r) => ({ kind: r.kind, amountPaise: r.amount_paise })),
        instituteDate(),
        await repository.goLiveDate(),
      );
      return {
        id: payment.id,
        receiptNumber: payment.receipt_number!,
        amountPaise: payment.amount_paise,
        amountInWords: rupeesInWords(payment.amount_paise),
        mode: payment.mode,
        reference: payment.reference,
        chequeBank: payment.cheque_bank,
        paidOn: payment.paid_on,
        reversed: rows.some((r) => r.reverses_id === payment.id),
        refundedPaise: payment.refunded_paise,
        gst: await feeInvoiceOf(repository.db, payment.id),
        createdAt: payment.created_at,
        createdBy: payment.created_by_name,
        student: studentOf(student),
        centre: {
          code: student.centre_code,
          name: student.centre_name,
          address: student.centre_address,
          phone: student.centre_phone,
        },
        duePaiseAfter: after.duePaise,
      };
    },
  };
}
