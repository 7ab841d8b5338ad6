import { instituteDate, type PlanInstalment } from '@institute/shared/accounts';
import { formatPaise } from '@institute/shared/money';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { eachItem, errorKind, type ItemErrorLog } from '../../lib/each-item';
import { runTransaction } from '../../lib/transaction';
import { nowIso } from '../../lib/time';
import { enqueueNotification } from '../notifications/enqueue';
import { readGoLiveDate } from './go-live';
import { addDays } from '@institute/shared/dates';

/** An instalment is reminded once it is due within this many days, or overdue, and unpaid. */
export const DUES_REMINDER_DAYS_AHEAD = 3;

/** '1 Dec 2026' from '2026-12-01'. */
const DAY_SHOWN = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * The instalments of a plan still unpaid, with what remains of each: payments (less reversals)
 * pay the instalments in due-date order; the discount comes off the last ones (as feeStatus).
 */
export function unpaidInstalments(
  plan: { totalPaise: number; discountPaise: number; instalments: readonly PlanInstalment[] },
  paidPaise: number,
): { dueDate: string; remainingPaise: number }[] {
  const net = plan.totalPaise - plan.discountPaise;
  const unpaid: { dueDate: string; remainingPaise: number }[] = [];
  let before = 0;
  for (const instalment of [...plan.instalments].sort((a, b) =>
    a.dueDate.localeCompare(b.dueDate),
  )) {
    const upTo = Math.min(net, before + instalment.amountPaise);
    const remaining = upTo - Math.max(before, paidPaise);
    if (remaining > 0) unpaid.push({ dueDate: instalment.dueDate, remainingPaise: remaining });
    before = upTo;
  }
  return unpaid;
}

/**
 * Enqueues a 'dues-reminder' for each unpaid instalment due within DUES_REMINDER_DAYS_AHEAD days
 * or overdue, and not due before the institute's go-live date, once per instalment: the (student, due date) row of dues_reminders_sent is written
 * in the same transaction, and a second run or instance finds it there. Students who turned
 * reminders off get none (enqueueNotification reads their preference). Resolves to how many
 * instalments were reminded.
 */
export async function sendDuesReminders(
  db: Kysely<DB>,
  now = new Date(),
  log?: ItemErrorLog,
): Promise<{ reminded: number; failed: number }> {
  const today = instituteDate(now);
  const horizon = addDays(today, DUES_REMINDER_DAYS_AHEAD);
  // Nothing due before the go-live date is reminded, opening balances included (decision 0055).
  const goLive = await readGoLiveDate(db);
  const remindable = (dueDate: string) => dueDate <= horizon && (!goLive || dueDate >= goLive);
  const plans = await db
    .selectFrom('student_fee_plans as p')
    .innerJoin('students as s', 's.id', 'p.student_id')
    .leftJoin('courses as c', 'c.code', 'p.course_code')
    .select([
      'p.student_id',
      'p.centre_id',
      'p.total_paise',
      'p.discount_paise',
      'p.instalments',
      'p.course_code',
      'c.name as course_name',
    ])
    // No reminder to an archived student (decision 0058).
    .where('s.archived_at', 'is', null)
    .execute();
  let reminded = 0;
  // Each student's plan in its own try/catch: a broken plan is logged (the student's id) and
  // counted, and the other students are still reminded.
  const failed = await eachItem(
    plans,
    async (plan) => {
      const instalments = JSON.parse(plan.instalments) as PlanInstalment[];
      if (!instalments.some((i) => remindable(i.dueDate))) return;
      const payments = await db
        .selectFrom('fee_payments')
        .select(['kind', 'amount_paise'])
        .where('student_id', '=', plan.student_id)
        .execute();
      const paid = payments.reduce(
        (sum, p) => sum + (p.kind === 'payment' ? 1 : -1) * p.amount_paise,
        0,
      );
      const due = unpaidInstalments(
        { totalPaise: plan.total_paise, discountPaise: plan.discount_paise, instalments },
        paid,
      ).filter((instalment) => remindable(instalment.dueDate));
      for (const instalment of due) {
        const written = await runTransaction(db, async (trx) => {
          const claimed = await trx
            .insertInto('dues_reminders_sent')
            .values({
              student_id: plan.student_id,
              due_date: instalment.dueDate,
              created_at: nowIso(),
            })
            .onConflict((oc) => oc.columns(['student_id', 'due_date']).doNothing())
            .returning('student_id')
            .executeTakeFirst();
          if (!claimed) return false;
          await enqueueNotification(trx, {
            kind: 'dues-reminder',
            to: { studentId: plan.student_id },
            centreId: plan.centre_id,
            data: {
              amount: formatPaise(instalment.remainingPaise),
              dueDate: DAY_SHOWN.format(new Date(`${instalment.dueDate}T00:00:00Z`)),
              course: plan.course_name ?? plan.course_code,
            },
          });
          return true;
        });
        if (written) reminded++;
      }
    },
    (plan, error) =>
      log?.error(
        { studentId: plan.student_id, error: errorKind(error) },
        'the fee reminders of a student could not be enqueued',
      ),
  );
  return { reminded, failed };
}
