// A student's fees: the plan and its discount, the dues list and its export; payments and
// receipts are in fee-payments.service.ts, the views both share in student-fee-views.ts.
import {
  ACCOUNT_MESSAGES,
  compareDues,
  discountFormSchema,
  feeStatus,
  instituteDate,
  type DueItem,
  type StudentFees,
} from '@institute/shared/accounts';
import type { AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { csvLine } from '../../lib/csv';
import { lockActiveStudents, refuseArchived } from '../../lib/archived-student';
import { AppError } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import type { AccountsRepository } from './accounts.repository';
import { createFeeChangesService } from './fee-changes.service';
import { createFeePaymentsService } from './fee-payments.service';
import { parsePlanInstalments } from './fee-plans';
import { createStudentFeeViews, validation } from './student-fee-views';

/** Students' fee plans, payments with receipts, reversals, discounts and dues. */
export function createStudentFeesService(deps: {
  repository: AccountsRepository;
  audit: AuditLog;
}) {
  const { repository, audit } = deps;
  const { reachableStudent, planFor, feesOf, dueNow } = createStudentFeeViews(repository);

  return {
    async studentFees(user: AuthenticatedUser, registrationNumber: string) {
      return feesOf(await reachableStudent(user, registrationNumber));
    },

    ...createFeePaymentsService(deps),

    ...createFeeChangesService(deps),

    /** Sets the student's discount (replacing any before), with its reason. */
    async setDiscount(
      user: AuthenticatedUser,
      registrationNumber: string,
      body: unknown,
    ): Promise<StudentFees> {
      const student = await reachableStudent(user, registrationNumber);
      refuseArchived(student);
      const parsed = discountFormSchema.safeParse(body);
      if (!parsed.success) throw validation(parsed.error.issues);
      const { amount, reason } = parsed.data;
      await repository.transaction(async (trx) => {
        await lockActiveStudents(trx, [student.id]);
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

    /** Students with an amount due: overdue first, then the largest amount. */
    async dues(user: AuthenticatedUser, query: { centreId?: number }): Promise<DueItem[]> {
      const centreId = user.role === 'head_office' ? query.centreId : (user.centreId ?? -1);
      const { plans, entries } = await repository.plansFor(centreId);
      const goLive = await repository.goLiveDate();
      const byStudent = new Map<number, { kind: 'payment' | 'reversal'; amountPaise: number }[]>();
      for (const entry of entries) {
        const list = byStudent.get(entry.student_id) ?? [];
        list.push({ kind: entry.kind, amountPaise: entry.amount_paise });
        byStudent.set(entry.student_id, list);
      }
      const today = instituteDate();
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
            goLive,
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
