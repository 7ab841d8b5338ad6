import { sql, type Kysely, type Transaction } from 'kysely';
import type { PlanInstalment } from '@institute/shared/accounts';
import type { DB } from '../../db/schema';
import { isPostgres } from '../../lib/dialect';
import { runTransaction } from '../../lib/transaction';
import { unpaidInstalments } from '../accounts/dues-reminders';
import {
  buildReportCountsInSlices,
  columnBounds,
  COUNTS_REBUILT_AFTER_MS,
  monthAfter,
  refreshCountsChanged,
  refreshReportCounts,
  type Slice,
  type Step,
} from './report-counts';

/**
 * The reports' kept summaries (issue 40 point 4, decision 0076), refreshed by a job:
 * - report_fee_days: fees collected and receipts per day, centre and course;
 * - report_dues_rows: for each fee plan of a student not archived, the amount unpaid of each due
 *   date as steps by day: on the day of admission what was left after the payments made by then,
 *   then on each later day of payments the change those payments made (unpaidInstalments, the
 *   accounts module's one rule, applied to the paid total of each day). The dues of a day D are
 *   the sum of the rows due by D whose day is not after D: exactly what unpaidInstalments gives
 *   for the plans of students admitted by D with their payments to D;
 * - report_dues_by_due: those rows summed per centre, course and due date;
 * - report_attendance_days: attendance marks made and attended per batch and day (decision 0084);
 * - report_count_days and report_count_months: admissions, students on the rolls, certificates and
 *   exam results (report-counts.ts, decision 0089).
 *
 * A refresh reads what changed since the last one: fee rows written since (by id and by when
 * they were written), fee plans and students updated since (a student's course, admission date
 * or archiving moves their rows). It recomputes the days of the new fee rows and the students
 * touched; with nothing kept yet it rebuilds everything. One refresh at a time: the state row is
 * locked (PostgreSQL) or the database has one writer (SQLite).
 */

/** Changes written up to this long before a refresh began are read again by the next one: a
 * transaction that stamped its rows before the refresh and committed after is not missed. */
export const SUMMARY_OVERLAP_MS = 5 * 60_000;

const CHUNK = 500;
const INSERT_ROWS = 800;

const n = (value: number | string | bigint | null | undefined) => Number(value ?? 0);

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export interface DuesRow {
  due_date: string;
  day: string;
  paise: number;
}

/**
 * A plan's steps: the unpaid amount of each due date on the day of admission (payments made by
 * then counted), then each later day of payments' change of it. `days` are the student's payments
 * (less reversals) summed per day.
 */
export function duesSteps(
  plan: { totalPaise: number; discountPaise: number; instalments: readonly PlanInstalment[] },
  admissionDate: string,
  days: { day: string; paise: number }[],
): DuesRow[] {
  const unpaidBy = (paid: number) => {
    const byDue = new Map<string, number>();
    for (const { dueDate, remainingPaise } of unpaidInstalments(plan, paid))
      byDue.set(dueDate, (byDue.get(dueDate) ?? 0) + remainingPaise);
    return byDue;
  };
  const sorted = [...days].sort((a, b) => a.day.localeCompare(b.day));
  let paid = 0;
  let i = 0;
  for (; i < sorted.length && sorted[i]!.day <= admissionDate; i++) paid += sorted[i]!.paise;
  let before = unpaidBy(paid);
  const rows: DuesRow[] = [];
  for (const [due, paise] of before) rows.push({ due_date: due, day: admissionDate, paise });
  while (i < sorted.length) {
    const day = sorted[i]!.day;
    for (; i < sorted.length && sorted[i]!.day === day; i++) paid += sorted[i]!.paise;
    const after = unpaidBy(paid);
    for (const due of new Set([...before.keys(), ...after.keys()])) {
      const change = (after.get(due) ?? 0) - (before.get(due) ?? 0);
      if (change !== 0) rows.push({ due_date: due, day, paise: change });
    }
    before = after;
  }
  return rows;
}

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Recomputes the fees collected of these days (network-wide; every day: null) from the fee rows;
 * or of the days in [from, to) into a report_fee_days that has none of them (a build in slices).
 */
async function refreshFeeDays(trx: Db, days: string[] | null | { from: string; to: string }) {
  const range = days !== null && !Array.isArray(days) ? days : null;
  for (const some of days === null || range ? [null] : chunks(days as string[])) {
    if (some) await trx.deleteFrom('report_fee_days').where('day', 'in', some).execute();
    await trx
      .insertInto('report_fee_days')
      .columns(['day', 'centre_id', 'course', 'paise', 'receipts'])
      .expression(
        trx
          .selectFrom('fee_payments as f')
          .innerJoin('students as s', 's.id', 'f.student_id')
          .select([
            'f.paid_on',
            'f.centre_id',
            's.course',
            sql<number>`sum(case when f.kind = 'payment' then f.amount_paise else -f.amount_paise end)`.as(
              'paise',
            ),
            sql<number>`sum(case when f.kind = 'payment' then 1 else 0 end)`.as('receipts'),
          ])
          .$if(some !== null, (qb) => qb.where('f.paid_on', 'in', some!))
          .$if(range !== null, (qb) =>
            qb.where('f.paid_on', '>=', range!.from).where('f.paid_on', '<', range!.to),
          )
          .groupBy(['f.paid_on', 'f.centre_id', 's.course']),
      )
      .execute();
  }
}

/**
 * Adds (or takes off) sums to report_dues_by_due. `zeros`: the sums this left at zero are deleted
 * (their keys as the upsert returned them).
 */
async function addByDue(
  trx: Db,
  sums: Map<string, { centre_id: number; course: string; due_date: string; paise: number }>,
  zeros = false,
) {
  const values = [...sums.values()].filter((row) => row.paise !== 0);
  for (const some of chunks(values, INSERT_ROWS)) {
    const upsert = trx
      .insertInto('report_dues_by_due')
      .values(some)
      .onConflict((oc) =>
        oc.columns(['centre_id', 'course', 'due_date']).doUpdateSet({
          paise: sql`report_dues_by_due.paise + excluded.paise`,
        }),
      );
    if (!zeros) {
      await upsert.execute();
      continue;
    }
    const left = await upsert.returning(['centre_id', 'course', 'due_date', 'paise']).execute();
    for (const gone of chunks(
      left.filter((row) => n(row.paise) === 0),
      100,
    )) {
      await trx
        .deleteFrom('report_dues_by_due')
        .where((eb) =>
          eb.or(
            gone.map((key) =>
              eb.and([
                eb('centre_id', '=', key.centre_id),
                eb('course', '=', key.course),
                eb('due_date', '=', key.due_date),
              ]),
            ),
          ),
        )
        .where('paise', '=', 0)
        .execute();
    }
  }
}

const sumKey = (row: { centre_id: number; course: string; due_date: string }) =>
  `${row.centre_id}\u0000${row.course}\u0000${row.due_date}`;

/**
 * Recomputes the dues rows of these students; report_dues_by_due follows ('keep': their old rows
 * taken off it, the new added, then every sum left at zero deleted; 'keep-touched': the same,
 * only the sums these students left at zero deleted, as a slice of an incremental refresh does:
 * the table has none elsewhere), is added to ('add': a build in slices, the tables emptied first)
 * or is left to be summed whole afterwards ('none').
 */
async function refreshStudents(
  trx: Db,
  studentIds: number[],
  byDue: 'keep' | 'keep-touched' | 'add' | 'none',
) {
  const keepByDue = byDue === 'keep' || byDue === 'keep-touched';
  let rows = 0;
  for (const some of chunks(studentIds)) {
    const sums = new Map<
      string,
      { centre_id: number; course: string; due_date: string; paise: number }
    >();
    const add = (row: { centre_id: number; course: string; due_date: string }, paise: number) => {
      const key = sumKey(row);
      const sum = sums.get(key) ?? {
        centre_id: row.centre_id,
        course: row.course,
        due_date: row.due_date,
        paise: 0,
      };
      sum.paise += paise;
      sums.set(key, sum);
    };
    if (keepByDue) {
      const old = await trx
        .selectFrom('report_dues_rows')
        .select(['centre_id', 'course', 'due_date', (eb) => eb.fn.sum<string>('paise').as('paise')])
        .where('student_id', 'in', some)
        .groupBy(['centre_id', 'course', 'due_date'])
        .execute();
      for (const row of old) add(row, -n(row.paise));
    }
    await trx.deleteFrom('report_dues_rows').where('student_id', 'in', some).execute();
    const [plans, paid] = await Promise.all([
      trx
        .selectFrom('student_fee_plans as p')
        .innerJoin('students as s', 's.id', 'p.student_id')
        .select([
          'p.student_id',
          'p.centre_id',
          's.course',
          's.admission_date',
          'p.total_paise',
          'p.discount_paise',
          'p.instalments',
        ])
        .where('p.student_id', 'in', some)
        .where('s.archived_at', 'is', null)
        .execute(),
      trx
        .selectFrom('fee_payments')
        .select([
          'student_id',
          'paid_on',
          sql<
            number | string
          >`sum(case when kind = 'payment' then amount_paise else -amount_paise end)`.as('paise'),
        ])
        .where('student_id', 'in', some)
        .groupBy(['student_id', 'paid_on'])
        .execute(),
    ]);
    const paidOf = new Map<number, { day: string; paise: number }[]>();
    for (const row of paid) {
      const list = paidOf.get(row.student_id) ?? [];
      list.push({ day: row.paid_on, paise: n(row.paise) });
      paidOf.set(row.student_id, list);
    }
    const values: {
      student_id: number;
      centre_id: number;
      course: string;
      due_date: string;
      day: string;
      paise: number;
    }[] = [];
    for (const plan of plans) {
      const steps = duesSteps(
        {
          totalPaise: plan.total_paise,
          discountPaise: plan.discount_paise,
          instalments: JSON.parse(plan.instalments) as PlanInstalment[],
        },
        plan.admission_date,
        paidOf.get(plan.student_id) ?? [],
      );
      for (const step of steps) {
        const row = { student_id: plan.student_id, centre_id: plan.centre_id, course: plan.course };
        values.push({ ...row, ...step });
        add({ ...row, due_date: step.due_date }, step.paise);
      }
    }
    for (const insert of chunks(values, INSERT_ROWS))
      await trx.insertInto('report_dues_rows').values(insert).execute();
    rows += values.length;
    if (byDue !== 'none') await addByDue(trx, sums, byDue === 'keep-touched');
  }
  if (byDue === 'keep') await trx.deleteFrom('report_dues_by_due').where('paise', '=', 0).execute();
  return rows;
}

const monthOfDay = sql<string>`substr(day, 1, 7)`;

/** The kept days of attendance summed per batch and month (callers choose the batches). */
const markedMonths = (trx: Db) =>
  trx
    .selectFrom('report_attendance_days')
    .select([
      monthOfDay.as('month'),
      'batch_id',
      // One centre and course per batch: the latest kept, should a batch ever move.
      sql<number>`max(centre_id)`.as('centre_id'),
      sql<string>`max(course)`.as('course'),
      sql<number>`sum(marked)`.as('marked'),
      sql<number>`sum(attended)`.as('attended'),
    ])
    .groupBy([monthOfDay, 'batch_id']);

/** Attendance marks with their batch's centre and course, to be grouped by batch and day. */
const markedDays = (trx: Db) =>
  trx
    .selectFrom('attendance_marks as m')
    .innerJoin('batches as b', 'b.id', 'm.batch_id')
    .select([
      'm.day',
      'm.batch_id',
      'b.centre_id',
      'b.course',
      sql<number>`count(*)`.as('marked'),
      sql<number>`sum(case when m.status in ('present', 'late') then 1 else 0 end)`.as('attended'),
    ]);

/**
 * Counts again the attendance of these batch days (every day: null) from attendance_marks
 * (decision 0084): marks made and those attended (present or late, decision 0070), with the
 * batch's centre and course.
 */
async function refreshAttendanceDays(
  trx: Db,
  pairs: { batch_id: number; day: string }[] | null | { from: number; to: number },
) {
  if (pairs !== null && !Array.isArray(pairs)) return buildAttendanceOfBatches(trx, pairs);
  for (const some of pairs === null ? [null] : chunks(pairs, 200)) {
    if (some) {
      await trx
        .deleteFrom('report_attendance_days')
        .where((eb) =>
          eb.or(some.map((p) => eb.and([eb('batch_id', '=', p.batch_id), eb('day', '=', p.day)]))),
        )
        .execute();
    }
    await trx
      .insertInto('report_attendance_days')
      .columns(['day', 'batch_id', 'centre_id', 'course', 'marked', 'attended'])
      .expression(
        markedDays(trx)
          .$if(some !== null, (qb) =>
            qb.where((eb) =>
              eb.or(
                some!.map((p) =>
                  eb.and([eb('m.batch_id', '=', p.batch_id), eb('m.day', '=', p.day)]),
                ),
              ),
            ),
          )
          .groupBy(['m.day', 'm.batch_id', 'b.centre_id', 'b.course']),
      )
      .execute();
  }
  // The months of those days summed again per batch.
  const months =
    pairs === null
      ? [null]
      : chunks(
          [
            ...new Map(
              pairs.map((p) => [
                `${p.batch_id} ${p.day.slice(0, 7)}`,
                { batch_id: p.batch_id, month: p.day.slice(0, 7) },
              ]),
            ).values(),
          ],
          200,
        );
  for (const some of months) {
    if (some) {
      await trx
        .deleteFrom('report_attendance_months')
        .where((eb) =>
          eb.or(
            some.map((p) => eb.and([eb('batch_id', '=', p.batch_id), eb('month', '=', p.month)])),
          ),
        )
        .execute();
    }
    await trx
      .insertInto('report_attendance_months')
      .columns(['month', 'batch_id', 'centre_id', 'course', 'marked', 'attended'])
      .expression(
        markedMonths(trx).$if(some !== null, (qb) =>
          qb.where((eb) =>
            eb.or(
              some!.map((p) =>
                eb.and([
                  eb('batch_id', '=', p.batch_id),
                  eb('day', '>=', `${p.month}-01`),
                  eb('day', '<=', `${p.month}-31`),
                ]),
              ),
            ),
          ),
        ),
      )
      .execute();
  }
}

/**
 * The attendance of batches from..to counted into report_attendance_days and _months, which have
 * none of theirs (a build in slices): the whole build's group bys split by batch.
 */
async function buildAttendanceOfBatches(trx: Db, batches: { from: number; to: number }) {
  await trx
    .insertInto('report_attendance_days')
    .columns(['day', 'batch_id', 'centre_id', 'course', 'marked', 'attended'])
    .expression(
      markedDays(trx)
        .where('m.batch_id', '>=', batches.from)
        .where('m.batch_id', '<=', batches.to)
        .groupBy(['m.day', 'm.batch_id', 'b.centre_id', 'b.course']),
    )
    .execute();
  await trx
    .insertInto('report_attendance_months')
    .columns(['month', 'batch_id', 'centre_id', 'course', 'marked', 'attended'])
    .expression(
      markedMonths(trx).where('batch_id', '>=', batches.from).where('batch_id', '<=', batches.to),
    )
    .execute();
}

export interface SummaryRefresh {
  mode: 'full' | 'incremental';
  /** Days of fees summed again (null: every day). */
  days: number | null;
  students: number;
  /** Batch days of attendance counted again (null: every one). */
  attendanceDays: number | null;
  /** The report counts (decision 0089): built whole, or the students and days counted again. */
  counts: { full: boolean; students: number | null; days: number | null };
  refreshedAt: string;
}

interface RefreshOptions {
  now?: Date;
  full?: boolean;
  /** The fewest changed students that may make a refresh a whole build (`largeChange`). */
  wholeBuildFrom?: number;
}

/**
 * Students changed since the last refresh from which a refresh may build the summaries whole
 * instead (decision 0101): with a quarter of the students or more changed too.
 */
export const WHOLE_BUILD_FROM = 5_000;

/**
 * Whether so many students changed since `since` (an import of a whole network, a course renamed
 * for everyone) that building the summaries whole costs less than counting each changed student
 * again: counted one by one, each costs about eight times its share of a whole build (at
 * 1,000,000 students on PostgreSQL, 204 s for every student against 26 s whole). A quarter keeps
 * the whole build the cheaper by half; below WHOLE_BUILD_FROM both are short anyway, and on
 * SQLite a whole build keeps the fees' reports waiting while it runs (decision 0097).
 */
async function largeChange(db: Db, since: string, from: number): Promise<boolean> {
  if (since === '') return false;
  const count = (changedOnly: boolean) =>
    db
      .selectFrom('students')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .$if(changedOnly, (qb) => qb.where('updated_at', '>', since))
      .executeTakeFirstOrThrow()
      .then((row) => n(row.n));
  const changed = await count(true);
  return changed >= from && changed * 4 >= (await count(false));
}

/** Refreshes under way on SQLite, per database: the next one waits for the last (decision 0097). */
const sqliteRefreshes = new WeakMap<Kysely<DB>, Promise<unknown>>();

/**
 * Brings the reports' summaries up to date: everything when nothing is kept yet (or `full`),
 * otherwise only what changed since the last refresh; the counts whole when a day old.
 * PostgreSQL: one transaction (readers see the last commit meanwhile; the state row is locked).
 * SQLite: one refresh at a time in the process (the server is the file's one writer), in short
 * transactions with the event loop let go between them, whether built whole (decision 0097) or
 * brought up to date (decision 0099), so the one connection serves requests and other writes
 * meanwhile.
 */
export function refreshReportSummaries(
  db: Kysely<DB>,
  options: RefreshOptions = {},
): Promise<SummaryRefresh> {
  if (isPostgres(db as unknown as Kysely<unknown>)) return refreshInOneTransaction(db, options);
  const run = (sqliteRefreshes.get(db) ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => refreshOnSqlite(db, options));
  sqliteRefreshes.set(db, run);
  return run;
}

/** The fee rows' highest id (the next incremental run reads those above it). */
async function lastFeePaymentId(trx: Db) {
  const last = await trx
    .selectFrom('fee_payments')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return n(last?.id);
}

/** What an incremental refresh brings up to date: the changes read since the last one. */
interface Changes {
  /** Days of fees summed again: of new fee rows, and of the fee rows of students changed. */
  days: string[];
  /** Students whose dues are computed again: new fee rows, students and plans changed. */
  students: number[];
  /** Batch days of attendance saved since. */
  attendance: { batch_id: number; day: string }[];
}

/**
 * Reads what changed since the last refresh (`changes_read_to`, `last_fee_payment_id`): fee rows
 * written since (by id and by when they were written), students and fee plans updated since (a
 * student's course moves their fee rows' days too) and attendance days saved since. Each read is
 * a step: in the refresh's transaction (PostgreSQL) or a slice of its own (SQLite).
 */
async function readChanges(
  step: Step,
  state: { last_fee_payment_id: number; changes_read_to: string },
): Promise<Changes> {
  const since = state.changes_read_to;
  const newFees = await step((trx) =>
    trx
      .selectFrom('fee_payments')
      .select(['student_id', 'paid_on'])
      .where((eb) =>
        eb.or([eb('id', '>', state.last_fee_payment_id), eb('created_at', '>', since)]),
      )
      .execute(),
  );
  const changedStudents = await step(async (trx) =>
    (await trx.selectFrom('students').select('id').where('updated_at', '>', since).execute()).map(
      (row) => row.id,
    ),
  );
  const changedPlans = await step(async (trx) =>
    (
      await trx
        .selectFrom('student_fee_plans')
        .select('student_id')
        .where('updated_at', '>', since)
        .execute()
    ).map((row) => row.student_id),
  );
  // A student's course decides their fee rows' course: their days are summed again.
  const movedDays: string[] = [];
  for (const some of chunks(changedStudents)) {
    const rows = await step((trx) =>
      trx
        .selectFrom('fee_payments')
        .select('paid_on')
        .distinct()
        .where('student_id', 'in', some)
        .execute(),
    );
    movedDays.push(...rows.map((row) => row.paid_on));
  }
  // Every save of a batch's day stamps its attendance_days row (decision 0070).
  const attendance = await step((trx) =>
    trx
      .selectFrom('attendance_days')
      .select(['batch_id', 'day'])
      .where('saved_at', '>', since)
      .execute(),
  );
  return {
    days: [...new Set([...newFees.map((row) => row.paid_on), ...movedDays])].sort(),
    students: [
      ...new Set([...newFees.map((row) => row.student_id), ...changedStudents, ...changedPlans]),
    ].sort((a, b) => a - b),
    attendance,
  };
}

/** PostgreSQL's refresh: one transaction, the state row locked (decisions 0076, 0089). */
async function refreshInOneTransaction(
  db: Kysely<DB>,
  options: RefreshOptions,
): Promise<SummaryRefresh> {
  const now = options.now ?? new Date();
  const refreshedAt = now.toISOString();
  const readTo = new Date(now.getTime() - SUMMARY_OVERLAP_MS).toISOString();
  return runTransaction(db, async (trx) => {
    await trx
      .insertInto('report_summary_state')
      .values({ id: 1, last_fee_payment_id: 0, changes_read_to: '', refreshed_at: '' })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    const state = await trx
      .selectFrom('report_summary_state')
      .selectAll()
      .where('id', '=', 1)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const lastId = await lastFeePaymentId(trx);
    const full =
      options.full === true ||
      state.refreshed_at === '' ||
      (await largeChange(trx, state.changes_read_to, options.wholeBuildFrom ?? WHOLE_BUILD_FROM));
    let days: string[] | null = null;
    let students: number[];
    let attendance: { batch_id: number; day: string }[] | null = null;
    if (full) {
      await trx.deleteFrom('report_attendance_days').execute();
      await trx.deleteFrom('report_attendance_months').execute();
      await trx.deleteFrom('report_fee_days').execute();
      await trx.deleteFrom('report_dues_rows').execute();
      await trx.deleteFrom('report_dues_by_due').execute();
      students = (await trx.selectFrom('student_fee_plans').select('student_id').execute()).map(
        (row) => row.student_id,
      );
    } else {
      ({ days, students, attendance } = await readChanges((work) => work(trx), state));
    }
    await refreshFeeDays(trx, days);
    await refreshAttendanceDays(trx, attendance);
    await refreshStudents(trx, students, full ? 'none' : 'keep');
    // The counts are built whole when never built or a day old (deletions and regrading are not
    // stamped, decision 0089), else brought up to date from the changes.
    const countsFull = countsDue(full, state, now);
    const counts = await refreshReportCounts(trx, {
      full: countsFull,
      since: state.changes_read_to,
    });
    if (full) {
      await trx
        .insertInto('report_dues_by_due')
        .columns(['centre_id', 'course', 'due_date', 'paise'])
        .expression(
          trx
            .selectFrom('report_dues_rows')
            .select([
              'centre_id',
              'course',
              'due_date',
              (eb) => eb.fn.sum<number>('paise').as('paise'),
            ])
            .groupBy(['centre_id', 'course', 'due_date'])
            .having((eb) => eb.fn.sum('paise'), '<>', 0),
        )
        .execute();
    }
    await trx
      .updateTable('report_summary_state')
      .set({
        last_fee_payment_id: Math.max(lastId, state.last_fee_payment_id),
        changes_read_to: readTo,
        refreshed_at: refreshedAt,
        ...(countsFull ? { counts_built_at: refreshedAt } : {}),
      })
      .where('id', '=', 1)
      .execute();
    return {
      mode: full ? ('full' as const) : ('incremental' as const),
      days: days?.length ?? null,
      students: students.length,
      attendanceDays: attendance?.length ?? null,
      counts: { full: countsFull, ...counts },
      refreshedAt,
    };
  });
}

/** Whether the counts are to be built whole: never built, a day old, or everything is. */
function countsDue(full: boolean, state: { counts_built_at: string }, now: Date) {
  return (
    full ||
    state.counts_built_at === '' ||
    now.getTime() - Date.parse(state.counts_built_at) > COUNTS_REBUILT_AFTER_MS
  );
}

/** Fee plans (by student id) and batches read per slice of a whole build on SQLite. */
export const SLICE_STUDENTS = 250;
const SLICE_BATCHES = 5;
const SLICE_DELETE_ROWS = 5_000;

/** Fee days and attendance batch days brought up to date per slice of an incremental refresh. */
const SLICE_FEE_DAYS = 7;
/** Students whose dues are computed again per slice of an incremental refresh (fewer than a whole
 * build's: each takes its rows off report_dues_by_due too). */
const SLICE_CHANGED_STUDENTS = 100;
const SLICE_ATTENDANCE_DAYS = 100;

/**
 * SQLite (decisions 0097, 0099): a refresh in slices, each its own short transaction, the event
 * loop let go between them (setImmediate: requests that came meanwhile are read and their queries
 * take the connection before the next slice).
 * - What is built whole (the first run, `full`; the counts never built or a day old): when the
 *   fees and dues are built whole (or the counts never were), `refreshed_at` is emptied first: a
 *   report asked meanwhile finds the summaries not built and waits for this refresh (refreshes run
 *   one at a time), never reading half a build. The daily whole build of the counts replaces them
 *   month by month and leaves them readable.
 * - An incremental refresh reads the changes first (a slice per read), then brings the summaries
 *   up to date a few fee days, attendance days or students at a time (their dues with
 *   report_dues_by_due taken off and added back in the same slice), then the counts' steps
 *   (refreshCountsChanged). Each slice counts its keys again from the rows, so the tables end as
 *   one transaction would leave them; meanwhile a report may read some of them updated and others
 *   not yet (each as exact as the rows it was counted from).
 * The state row is written in the last slice. Changes are read again from the refresh's start
 * (`changes_read_to`, with the overlap; fee rows above the last id read in the first slice): a
 * row written while the slices ran is counted again by the next run (reading a change twice is
 * harmless, decision 0076). A refresh stopped midway leaves the state row as it was: the next run
 * reads the same changes again.
 */
async function refreshOnSqlite(db: Kysely<DB>, options: RefreshOptions): Promise<SummaryRefresh> {
  const now = options.now ?? new Date();
  const refreshedAt = now.toISOString();
  const readTo = new Date(now.getTime() - SUMMARY_OVERLAP_MS).toISOString();
  const state = await db
    .selectFrom('report_summary_state')
    .selectAll()
    .where('id', '=', 1)
    .executeTakeFirst();
  const full =
    options.full === true ||
    !state ||
    state.refreshed_at === '' ||
    (await largeChange(db, state.changes_read_to, options.wholeBuildFrom ?? WHOLE_BUILD_FROM));
  const countsFull = !state || countsDue(full, state, now);
  const slice: Slice = async (work) => {
    const result = await runTransaction(db, work);
    await new Promise((resolve) => setImmediate(resolve));
    return result;
  };
  const hidden = full || !state || state.counts_built_at === '';
  const lastId = await slice(async (trx) => {
    await trx
      .insertInto('report_summary_state')
      .values({ id: 1, last_fee_payment_id: 0, changes_read_to: '', refreshed_at: '' })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    if (hidden)
      await trx
        .updateTable('report_summary_state')
        .set({ refreshed_at: '' })
        .where('id', '=', 1)
        .execute();
    return lastFeePaymentId(trx);
  });
  let refresh: Omit<SummaryRefresh, 'counts' | 'refreshedAt'>;
  if (full) {
    refresh = {
      ...(await buildFeesInSlices(db, slice)),
      mode: 'full',
      days: null,
      attendanceDays: null,
    };
  } else {
    const changes = await readChanges(slice, state);
    for (const some of chunks(changes.days, SLICE_FEE_DAYS))
      await slice((trx) => refreshFeeDays(trx, some));
    // By batch and day: the months a slice sums again are mostly its own.
    const attendance = [...changes.attendance].sort(
      (a, b) => a.batch_id - b.batch_id || a.day.localeCompare(b.day),
    );
    for (const some of chunks(attendance, SLICE_ATTENDANCE_DAYS))
      await slice((trx) => refreshAttendanceDays(trx, some));
    for (const some of chunks(changes.students, SLICE_CHANGED_STUDENTS))
      await slice((trx) => refreshStudents(trx, some, 'keep-touched'));
    refresh = {
      mode: 'incremental',
      days: changes.days.length,
      students: changes.students.length,
      attendanceDays: changes.attendance.length,
    };
  }
  const counts = countsFull
    ? (await buildReportCountsInSlices(db, slice), { students: null, days: null })
    : await refreshCountsChanged(slice, state.changes_read_to, 'sliced');
  await slice((trx) =>
    trx
      .updateTable('report_summary_state')
      .set({
        last_fee_payment_id: Math.max(lastId, state?.last_fee_payment_id ?? 0),
        changes_read_to: readTo,
        refreshed_at: refreshedAt,
        ...(countsFull ? { counts_built_at: refreshedAt } : {}),
      })
      .where('id', '=', 1)
      .execute(),
  );
  return { ...refresh, counts: { full: countsFull, ...counts }, refreshedAt };
}

/**
 * The fees collected, the attendance and the dues built whole in slices (SQLite): the tables
 * emptied a slice of rows at a time, then the fees month by month, the attendance a few batches
 * at a time and the dues of the fee plans by student id range (report_dues_by_due added to as
 * each range is written). The same rows as the one-transaction build: each is a group by or a
 * per-student computation split along one of its keys.
 */
async function buildFeesInSlices(db: Kysely<DB>, slice: Slice): Promise<{ students: number }> {
  for (const table of [
    'report_fee_days',
    'report_attendance_days',
    'report_attendance_months',
    'report_dues_rows',
    'report_dues_by_due',
  ] as const) {
    for (;;) {
      const deleted = await slice((trx) =>
        sql`delete from ${sql.table(table)} where rowid in (select rowid from ${sql.table(table)} limit ${SLICE_DELETE_ROWS})`.execute(
          trx,
        ),
      );
      if (Number(deleted.numAffectedRows ?? 0) < SLICE_DELETE_ROWS) break;
    }
  }
  const paid = await columnBounds<string>(db, 'fee_payments', 'paid_on');
  if (paid.low !== null && paid.high !== null) {
    // From the first payment's month to the last's: every paid_on in between.
    for (
      let month = paid.low.slice(0, 7);
      month <= paid.high.slice(0, 7);
      month = monthAfter(month)
    ) {
      // A quarter of a month at a time (a busy month holds many payments).
      const bounds = ['01', '09', '17', '25'].map((day) => `${month}-${day}`);
      bounds.push(`${monthAfter(month)}-01`);
      for (let i = 0; i < 4; i++) {
        const [from, to] = [bounds[i]!, bounds[i + 1]!];
        await slice((trx) => refreshFeeDays(trx, { from, to }));
      }
    }
  }
  const batches = await columnBounds<number>(db, 'attendance_marks', 'batch_id');
  if (batches.low !== null && batches.high !== null) {
    for (let from = n(batches.low); from <= n(batches.high); from += SLICE_BATCHES) {
      const to = from + SLICE_BATCHES - 1;
      await slice((trx) => refreshAttendanceDays(trx, { from, to }));
    }
  }
  const plans = await columnBounds<number>(db, 'student_fee_plans', 'student_id');
  let students = 0;
  if (plans.low !== null && plans.high !== null) {
    for (let from = n(plans.low); from <= n(plans.high); from += SLICE_STUDENTS) {
      const to = from + SLICE_STUDENTS - 1;
      students += await slice(async (trx) => {
        const ids = (
          await trx
            .selectFrom('student_fee_plans')
            .select('student_id')
            .where('student_id', '>=', from)
            .where('student_id', '<=', to)
            .execute()
        ).map((row) => row.student_id);
        await refreshStudents(trx, ids, 'add');
        return ids.length;
      });
    }
  }
  await slice((trx) => trx.deleteFrom('report_dues_by_due').where('paise', '=', 0).execute());
  return { students };
}

/** When the summaries were last brought up to date (null: never). */
export async function summariesRefreshedAt(db: Kysely<DB>): Promise<string | null> {
  const row = await db
    .selectFrom('report_summary_state')
    .select('refreshed_at')
    .where('id', '=', 1)
    .executeTakeFirst();
  return row?.refreshed_at ? row.refreshed_at : null;
}
