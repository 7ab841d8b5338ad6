// A little over 400 lines: one screen's rules (a student's fee plan, discount, payments with
// receipt numbers, dues and the dues export), which share the plan and payment views below.
import {
  ACCOUNT_MESSAGES,
  compareDues,
  discountFormSchema,
  feeStatus,
  formatReceiptNumber,
  overpaymentMessage,
  paymentFormSchema,
  rupeesInWords,
  todayInIndia,
  type DueItem,
  type FeePayment,
  type Receipt,
  type StudentFees,
} from '@institute/shared/accounts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { csvLine } from '../../lib/csv';
import { canReachCentre, forbidden, type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { nextInSequence } from '../sequences/sequences.repository';
import { AppError, notFound } from '../../lib/errors';
import { createFeePlan, parsePlanInstalments } from './fee-plans';
import { nowIso } from '../../lib/time';
import type { AccountStudentRow, AccountsRepository, PaymentRow } from './accounts.repository';
import { formatPaise } from '@institute/shared/money';
import { enqueueNotification } from '../notifications/enqueue';

type PlanRow = NonNullable<Awaited<ReturnType<AccountsRepository['findPlan']>>>;

const validation = (issues: { path: PropertyKey[]; message: string }[]) => {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues)
    (fieldErrors[String(issue.path[0] ?? '_')] ??= []).push(issue.message);
  return new AppError(400, 'VALIDATION_ERROR', issues[0]?.message ?? 'Invalid input', fieldErrors);
};

const toPayment = (row: PaymentRow, reversedBy: Map<number, number>): FeePayment => ({
  id: row.id,
  kind: row.kind,
  amountPaise: row.amount_paise,
  mode: row.mode,
  reference: row.reference,
  paidOn: row.paid_on,
  receiptNumber: row.receipt_number,
  reversesId: row.reverses_id,
  reversedBy: reversedBy.get(row.id) ?? null,
  reason: row.reason,
  createdAt: row.created_at,
  createdBy: row.created_by_name,
});

const studentOf = (row: AccountStudentRow): StudentFees['student'] => ({
  registrationNumber: row.registration_number,
  name: `${row.firstname} ${row.lastname}`,
  courseCode: row.course,
  courseName: row.course_name,
  admissionDate: row.admission_date,
  centre: { id: row.centre_id, code: row.centre_code, name: row.centre_name },
});

const planOf = (plan: PlanRow) => ({
  totalPaise: plan.total_paise,
  discountPaise: plan.discount_paise,
  instalments: parsePlanInstalments(plan.instalments),
});

/** Students' fee plans, payments with receipts, reversals, discounts and dues. */
export function createStudentFeesService(deps: {
  repository: AccountsRepository;
  audit: AuditLog;
}) {
  const { repository, audit } = deps;

  /** The student, if this user may see their fees: the centre's staff, head office, themselves. */
  async function reachableStudent(user: AuthenticatedUser, registrationNumber: string) {
    const student = await repository.findStudent(registrationNumber.trim().toUpperCase());
    if (user.role === 'student') {
      if (!student || student.user_id !== user.id) throw forbidden();
      return student;
    }
    if (!student) throw notFound(ACCOUNT_MESSAGES.noStudent);
    if (!canReachCentre(user, student.centre_id)) throw forbidden();
    return student;
  }

  /**
   * The student's plan. A student admitted before fees were kept gets theirs on first use, from
   * the course fee as it is then, with due dates counted from their admission date.
   */
  async function planFor(student: AccountStudentRow, trx: Kysely<DB>, lock = false) {
    const find = () =>
      lock ? repository.lockPlan(student.id, trx) : repository.findPlan(student.id, trx);
    const plan = await find();
    if (plan) return plan;
    await createFeePlan(trx, {
      id: student.id,
      centreId: student.centre_id,
      courseCode: student.course,
      admissionDate: student.admission_date,
      createdBy: null,
    });
    return (await find())!;
  }

  async function feesOf(student: AccountStudentRow): Promise<StudentFees> {
    const plan = await repository.transaction((trx) => planFor(student, trx));
    const rows = await repository.payments(student.id);
    const reversedBy = new Map(
      rows.filter((r) => r.reverses_id !== null).map((r) => [r.reverses_id!, r.id]),
    );
    return {
      student: studentOf(student),
      plan: { ...planOf(plan), discountReason: plan.discount_reason },
      status: feeStatus(
        planOf(plan),
        rows.map((r) => ({ kind: r.kind, amountPaise: r.amount_paise })),
        todayInIndia(),
      ),
      payments: rows.map((row) => toPayment(row, reversedBy)),
    };
  }

  /** What is due now, from the plan and every entry, inside the transaction. */
  async function dueNow(studentId: number, plan: PlanRow, trx: Kysely<DB>) {
    const rows = await repository.payments(studentId, trx);
    return feeStatus(
      planOf(plan),
      rows.map((r) => ({ kind: r.kind, amountPaise: r.amount_paise })),
      todayInIndia(),
    );
  }

  return {
    async studentFees(user: AuthenticatedUser, registrationNumber: string) {
      return feesOf(await reachableStudent(user, registrationNumber));
    },

    /** Add Student Fee: records a payment with the next receipt number of the centre's year. */
    async recordPayment(
      user: AuthenticatedUser,
      registrationNumber: string,
      body: unknown,
    ): Promise<{ id: number; receiptNumber: string; fees: StudentFees }> {
      const student = await reachableStudent(user, registrationNumber);
      const parsed = paymentFormSchema.safeParse(body);
      if (!parsed.success) throw validation(parsed.error.issues);
      const values = parsed.data;
      const { id, receiptNumber } = await repository.transaction(async (trx) => {
        const plan = await planFor(student, trx, true);
        const status = await dueNow(student.id, plan, trx);
        if (values.amount > status.duePaise) {
          throw new AppError(409, 'CONFLICT', overpaymentMessage(Math.max(0, status.duePaise)), {
            amount: [overpaymentMessage(Math.max(0, status.duePaise))],
          });
        }
        const now = nowIso();
        const year = Number(todayInIndia().slice(0, 4));
        const sequence = await nextInSequence(trx, `receipt:${student.centre_id}:${year}`);
        const receiptNumber = formatReceiptNumber(student.centre_code, year, sequence);
        const { id } = await repository.insertPayment(
          {
            student_id: student.id,
            centre_id: student.centre_id,
            kind: 'payment',
            amount_paise: values.amount,
            mode: values.mode,
            reference: values.reference,
            paid_on: values.paidOn,
            receipt_number: receiptNumber,
            reverses_id: null,
            reason: null,
            created_at: now,
            created_by: user.id,
          },
          trx,
        );
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
        return { id, receiptNumber };
      });
      return { id, receiptNumber, fees: await feesOf(student) };
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
      await repository.transaction(async (trx) => {
        await planFor(student, trx, true);
        if (await repository.findReversalOf(paymentId, trx)) {
          throw new AppError(409, 'CONFLICT', ACCOUNT_MESSAGES.alreadyReversed);
        }
        let id: number;
        try {
          ({ id } = await repository.insertPayment(
            {
              student_id: payment.student_id,
              centre_id: payment.centre_id,
              kind: 'reversal',
              amount_paise: payment.amount_paise,
              mode: payment.mode,
              reference: payment.receipt_number ?? '',
              paid_on: todayInIndia(),
              receipt_number: null,
              reverses_id: payment.id,
              reason,
              created_at: nowIso(),
              created_by: user.id,
            },
            trx,
          ));
        } catch {
          // The unique reverses_id: another request reversed it a moment ago.
          throw new AppError(409, 'CONFLICT', ACCOUNT_MESSAGES.alreadyReversed);
        }
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
              amountPaise: payment.amount_paise,
              reversalId: id,
              reason,
            },
          },
          trx,
        );
      });
      return feesOf(student);
    },

    /** Sets the student's discount (replacing any before), with its reason. */
    async setDiscount(
      user: AuthenticatedUser,
      registrationNumber: string,
      body: unknown,
    ): Promise<StudentFees> {
      const student = await reachableStudent(user, registrationNumber);
      const parsed = discountFormSchema.safeParse(body);
      if (!parsed.success) throw validation(parsed.error.issues);
      const { amount, reason } = parsed.data;
      await repository.transaction(async (trx) => {
        const plan = await planFor(student, trx, true);
        const status = await dueNow(student.id, plan, trx);
        if (amount > plan.total_paise - status.paidPaise) {
          throw new AppError(400, 'VALIDATION_ERROR', ACCOUNT_MESSAGES.discountTooLarge, {
            amount: [ACCOUNT_MESSAGES.discountTooLarge],
          });
        }
        await repository.setDiscount(
          student.id,
          {
            discount_paise: amount,
            discount_reason: reason,
            updated_at: nowIso(),
            updated_by: user.id,
          },
          trx,
        );
        await audit(
          {
            userId: user.id,
            centreId: student.centre_id,
            action: 'update',
            entity: 'student_fee_plan',
            entityId: student.id,
            changes: {
              student: student.registration_number,
              discountPaise: [plan.discount_paise, amount],
              discountReason: [plan.discount_reason, reason],
            },
          },
          trx,
        );
      });
      return feesOf(student);
    },

    /** A payment's receipt, for printing. */
    async receipt(user: AuthenticatedUser, paymentId: number): Promise<Receipt> {
      const payment = await repository.findPayment(paymentId);
      if (!payment || payment.kind !== 'payment') throw notFound(ACCOUNT_MESSAGES.paymentNotFound);
      if (!canReachCentre(user, payment.centre_id)) throw forbidden();
      const student = (await repository.findStudentById(payment.student_id))!;
      const plan = (await repository.findPlan(student.id))!;
      const rows = await repository.payments(student.id);
      // What was due once this payment was made: entries up to it, in the order recorded.
      const upTo = rows.filter((r) => r.id <= payment.id);
      const after = feeStatus(
        planOf(plan),
        upTo.map((r) => ({ kind: r.kind, amountPaise: r.amount_paise })),
        todayInIndia(),
      );
      return {
        id: payment.id,
        receiptNumber: payment.receipt_number!,
        amountPaise: payment.amount_paise,
        amountInWords: rupeesInWords(payment.amount_paise),
        mode: payment.mode,
        reference: payment.reference,
        paidOn: payment.paid_on,
        reversed: rows.some((r) => r.reverses_id === payment.id),
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

    /** Students with an amount due: overdue first, then the largest amount. */
    async dues(user: AuthenticatedUser, query: { centreId?: number }): Promise<DueItem[]> {
      const centreId = user.role === 'head_office' ? query.centreId : (user.centreId ?? -1);
      const { plans, entries } = await repository.plansFor(centreId);
      const byStudent = new Map<number, { kind: 'payment' | 'reversal'; amountPaise: number }[]>();
      for (const entry of entries) {
        const list = byStudent.get(entry.student_id) ?? [];
        list.push({ kind: entry.kind, amountPaise: entry.amount_paise });
        byStudent.set(entry.student_id, list);
      }
      const today = todayInIndia();
      return plans
        .map((row) => ({
          registrationNumber: row.registration_number,
          name: `${row.firstname} ${row.lastname}`,
          courseName: row.course_name,
          centre: { id: row.centre_id, code: row.centre_code, name: row.centre_name },
          status: feeStatus(
            {
              totalPaise: row.total_paise,
              discountPaise: row.discount_paise,
              instalments: parsePlanInstalments(row.instalments),
            },
            byStudent.get(row.id) ?? [],
            today,
          ),
        }))
        .filter((item) => item.status.duePaise > 0)
        .sort(compareDues);
    },
  };
}

export type StudentFeesService = ReturnType<typeof createStudentFeesService>;

/** The dues list as CSV lines (header first), values quoted where needed. */
export function duesCsv(items: DueItem[]): string {
  const rupees = (paise: number) =>
    `${Math.trunc(paise / 100)}.${String(Math.abs(paise % 100)).padStart(2, '0')}`;
  const lines = [
    [
      'Registration number',
      'Name',
      'Course',
      'Centre',
      'Course fee',
      'Discount',
      'Paid',
      'Due',
      'Overdue',
      'Overdue since',
      'Next due date',
    ],
    ...items.map((item) => [
      item.registrationNumber,
      item.name,
      item.courseName,
      item.centre.code,
      rupees(item.status.totalPaise),
      rupees(item.status.discountPaise),
      rupees(item.status.paidPaise),
      rupees(item.status.duePaise),
      rupees(item.status.overduePaise),
      item.status.overdueSince ?? '',
      item.status.nextDueDate ?? '',
    ]),
  ];
  return `\uFEFF${lines.map(csvLine).join('')}`;
}
