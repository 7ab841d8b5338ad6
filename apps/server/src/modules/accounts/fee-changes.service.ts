// Going live (decision 0055): the go-live date, and a course's current fee applied to chosen
// existing students, with a preview of who changes. A course fee otherwise applies only to
// admissions from the day it is saved.
import {
  ACCOUNT_MESSAGES,
  applyCourseFeeSchema,
  feeBelowPaidMessage,
  goLiveFormSchema,
  instituteDate,
  type FeeChangeItem,
  type FeeChangePreview,
  type GoLive,
} from '@institute/shared/accounts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import type { AccountsRepository } from './accounts.repository';
import { requireHeadOffice } from './accounts.service';
import { addDays, parseCourseInstalments, parsePlanInstalments } from './fee-plans';
import { saveGoLiveDate } from './go-live';
import { validation } from './student-fee-views';

const previewBodySchema = applyCourseFeeSchema.partial();

/** The go-live date and course fees applied to existing students (head office). */
export function createFeeChangesService(deps: { repository: AccountsRepository; audit: AuditLog }) {
  const { repository, audit } = deps;

  /** What applying the course's fee today would do to each chosen student. */
  async function plan(
    courseCode: string,
    registrationNumbers: string[] | undefined,
    trx: Kysely<DB>,
  ) {
    const course = await repository.findCourse(courseCode, trx);
    if (!course) throw notFound(ACCOUNT_MESSAGES.courseNotFound);
    const numbers = registrationNumbers?.map((n) => n.trim().toUpperCase());
    const rows = await repository.coursePlans(courseCode, numbers, trx);
    if (numbers) {
      const found = new Set(rows.map((row) => row.registration_number));
      const missing = numbers.filter((n) => !found.has(n));
      if (missing.length > 0) {
        const message = `These students are not in this course: ${missing.join(', ')}.`;
        throw new AppError(400, 'VALIDATION_ERROR', message, { registrationNumbers: [message] });
      }
    }
    const today = instituteDate();
    const newTotal = course.course_fee_paise ?? 0;
    const instalments = parseCourseInstalments(course.instalments ?? '[]').map((i) => ({
      dueDate: addDays(today, i.afterDays),
      amountPaise: i.amountPaise,
    }));
    const students = await Promise.all(
      rows.map(async (row) => {
        const payments = await repository.payments(row.id, trx);
        const paid = payments.reduce(
          (sum, p) => sum + (p.kind === 'payment' ? 1 : -1) * p.amount_paise,
          0,
        );
        const name = `${row.firstname} ${row.lastname}`;
        const discount = row.discount_paise ?? 0;
        const item: FeeChangeItem = {
          registrationNumber: row.registration_number,
          name,
          oldTotalPaise: row.total_paise ?? 0,
          newTotalPaise: newTotal,
          paidPaise: paid,
          refusal:
            newTotal - discount < paid
              ? feeBelowPaidMessage(name, row.registration_number, paid)
              : null,
        };
        return { row, item };
      }),
    );
    return { course, newTotal, instalments, students };
  }

  return {
    async goLive(): Promise<GoLive> {
      return { goLiveDate: await repository.goLiveDate() };
    },

    async setGoLive(user: AuthenticatedUser, body: unknown): Promise<GoLive> {
      requireHeadOffice(user);
      const parsed = goLiveFormSchema.safeParse(body);
      if (!parsed.success) throw validation(parsed.error.issues);
      const { goLiveDate } = parsed.data;
      await repository.transaction(async (trx) => {
        const before = await repository.goLiveDate(trx);
        await saveGoLiveDate(trx, goLiveDate, user.id, nowIso());
        await audit(
          {
            userId: user.id,
            centreId: null,
            action: 'update',
            entity: 'go_live',
            changes: { goLiveDate: [before, goLiveDate] },
          },
          trx,
        );
      });
      return { goLiveDate };
    },

    /** Who would change if the course's current fee were applied to them (all, or the chosen). */
    async previewFeeChange(
      user: AuthenticatedUser,
      courseCode: string,
      body: unknown,
    ): Promise<FeeChangePreview> {
      requireHeadOffice(user);
      const parsed = previewBodySchema.safeParse(body ?? {});
      if (!parsed.success) throw validation(parsed.error.issues);
      const result = await plan(courseCode, parsed.data.registrationNumbers, repository.db);
      return {
        courseCode,
        courseFeePaise: result.newTotal,
        students: result.students.map((s) => s.item),
      };
    },

    /**
     * Applies the course's current fee to the chosen students: each plan's total becomes the
     * course fee, its instalments counted from today; the discount stays. A student who paid more
     * than the new fee less their discount refuses the whole change. Each change is audited.
     */
    async applyFeeChange(
      user: AuthenticatedUser,
      courseCode: string,
      body: unknown,
    ): Promise<FeeChangePreview> {
      requireHeadOffice(user);
      const parsed = applyCourseFeeSchema.safeParse(body);
      if (!parsed.success) throw validation(parsed.error.issues);
      return repository.transaction(async (trx) => {
        // Lock the plans first, so that a payment recorded meanwhile is counted (PostgreSQL).
        for (const number of parsed.data.registrationNumbers) {
          const student = await repository.findStudent(number.trim().toUpperCase(), trx);
          if (student) await repository.lockPlan(student.id, trx);
        }
        const result = await plan(courseCode, parsed.data.registrationNumbers, trx);
        const refused = result.students.find((s) => s.item.refusal);
        if (refused) {
          throw new AppError(409, 'CONFLICT', refused.item.refusal!, {
            registrationNumbers: [refused.item.refusal!],
          });
        }
        const now = nowIso();
        for (const { row, item } of result.students) {
          await repository.replacePlan(
            {
              student_id: row.id,
              centre_id: row.centre_id,
              course_code: courseCode,
              total_paise: result.newTotal,
              instalments: JSON.stringify(result.instalments),
            },
            user.id,
            now,
            trx,
          );
          await audit(
            {
              userId: user.id,
              centreId: row.centre_id,
              action: 'update',
              entity: 'student_fee_plan',
              entityId: row.id,
              changes: {
                student: row.registration_number,
                appliedCourseFee: courseCode,
                totalPaise: [item.oldTotalPaise, item.newTotalPaise],
                instalments: [parsePlanInstalments(row.instalments ?? '[]'), result.instalments],
              },
            },
            trx,
          );
        }
        return {
          courseCode,
          courseFeePaise: result.newTotal,
          students: result.students.map((s) => s.item),
        };
      });
    },
  };
}
