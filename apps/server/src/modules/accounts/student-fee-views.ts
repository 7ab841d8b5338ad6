// What the student fee services share: who may see a student's fees, the student's plan (made at
// admission; a read never makes one), where the student stands, and the views of a plan and its
// payments.
import {
  ACCOUNT_MESSAGES,
  feeStatus,
  instituteDate,
  type FeePayment,
  type StudentFees,
} from '@institute/shared/accounts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { canReachCentre, forbidden, type AuthenticatedUser } from '../../lib/access';
import { AppError, notFound } from '../../lib/errors';
import type { AccountStudentRow, AccountsRepository, PaymentRow } from './accounts.repository';
import { parsePlanInstalments } from './fee-plans';

export type PlanRow = NonNullable<Awaited<ReturnType<AccountsRepository['findPlan']>>>;

export const validation = (issues: { path: PropertyKey[]; message: string }[]) => {
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
  refundedPaise: row.kind === 'payment' ? row.refunded_paise : 0,
  chequeBank: row.cheque_bank,
  reason: row.reason,
  ofRecord: row.of_record === 1,
  createdAt: row.created_at,
  createdBy: row.created_by_name,
});

export const studentOf = (row: AccountStudentRow): StudentFees['student'] => ({
  registrationNumber: row.registration_number,
  name: `${row.firstname} ${row.lastname}`,
  courseCode: row.course,
  courseName: row.course_name,
  admissionDate: row.admission_date,
  centre: { id: row.centre_id, code: row.centre_code, name: row.centre_name },
});

export const planOf = (plan: PlanRow) => ({
  totalPaise: plan.total_paise,
  discountPaise: plan.discount_paise,
  instalments: parsePlanInstalments(plan.instalments),
});

/** The plan of a student who has none: nothing owed, no instalments; never saved. */
export const emptyPlan = (student: AccountStudentRow): PlanRow => ({
  student_id: student.id,
  centre_id: student.centre_id,
  course_code: student.course,
  total_paise: 0,
  discount_paise: 0,
  discount_reason: null,
  instalments: '[]',
  created_at: '',
  created_by: null,
  updated_at: '',
  updated_by: null,
});

/** A student's fees as the screens read them, for the services of this module. */
export function createStudentFeeViews(repository: AccountsRepository) {
  /** The student, if this user may see their fees: the centre's staff, head office, themselves. */
  async function reachableStudent(user: AuthenticatedUser, registrationNumber: string) {
    const student = await repository.findStudent(registrationNumber.trim().toUpperCase());
    if (user.role === 'student') {
      if (!student || student.user_id !== user.id) throw forbidden();
      return student;
    }
    // Another centre's student: the answer to a number nobody has (issue 32).
    if (!student || !canReachCentre(user, student.centre_id)) {
      throw notFound(ACCOUNT_MESSAGES.noStudent);
    }
    return student;
  }

  /**
   * The student's plan, made at admission. A student without one (a row written by other means)
   * owes nothing until head office applies a course fee: nothing is written here (decision 0055).
   */
  async function planFor(student: AccountStudentRow, trx: Kysely<DB>, lock = false) {
    const plan = lock
      ? await repository.lockPlan(student.id, trx)
      : await repository.findPlan(student.id, trx);
    return plan ?? emptyPlan(student);
  }

  /** `trx`: a write's transaction, so that its answer is read before its commit. */
  async function feesOf(student: AccountStudentRow, trx?: Kysely<DB>): Promise<StudentFees> {
    const plan = await planFor(student, trx ?? repository.db);
    const rows = await repository.payments(student.id, trx);
    const goLive = await repository.goLiveDate(trx);
    const reversedBy = new Map(
      rows.filter((r) => r.reverses_id !== null).map((r) => [r.reverses_id!, r.id]),
    );
    return {
      student: studentOf(student),
      plan: { ...planOf(plan), discountReason: plan.discount_reason },
      status: feeStatus(
        planOf(plan),
        rows.map((r) => ({ kind: r.kind, amountPaise: r.amount_paise })),
        instituteDate(),
        goLive,
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
      instituteDate(),
      await repository.goLiveDate(trx),
    );
  }

  return { reachableStudent, planFor, feesOf, dueNow };
}
