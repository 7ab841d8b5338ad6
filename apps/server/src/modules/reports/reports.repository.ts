import { sql, type Kysely } from 'kysely';
import { addDays } from '@institute/shared/dates';
import { lastDayOfMonth } from '@institute/shared/reports';
import type { DB } from '../../db/schema';
import { refreshReportSummaries, summariesRefreshedAt } from './report-summaries';

/** Where a report looks: one centre or the network (null), one course or all (null). */
export interface ReportScope {
  centreId: number | null;
  course: string | null;
}

const n = (value: number | string | bigint | null | undefined) => Number(value ?? 0);
const month = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 7)`;

/** A month of the institute's calendar and the instant (ISO, UTC) it starts in the period. */
export interface MonthStart {
  month: string;
  start: string;
}

/**
 * The institute month of an instant column, in SQL: the last month whose start it is not before
 * (ISO instants compare as text). Grouped by position (`group by 1`): the same on both databases.
 */
const monthOf = (column: string, months: MonthStart[]) =>
  sql<string>`case ${sql.join(
    [...months]
      .reverse()
      .map(({ month: m, start }) => sql`when ${sql.ref(column)} >= ${start} then ${m}`),
    sql` `,
  )} end`;

/**
 * The reports' queries: each filters by an indexed date range (admission_date, paid_on,
 * exam_date, issue_date, created_at) and groups in the database; nothing reads a whole table.
 */
export function createReportsRepository(db: Kysely<DB>) {
  /** Students of the course, for tables that only know the student. */
  const ofCourse = (course: string) =>
    db.selectFrom('students').select('students.id').where('students.course', '=', course);

  return {
    findCentre: (id: number) =>
      db
        .selectFrom('centres')
        .select(['id', 'code', 'name'])
        .where('id', '=', id)
        .executeTakeFirst(),

    centres: (centreId: number | null) =>
      db
        .selectFrom('centres')
        .select(['id', 'code', 'name'])
        .$if(centreId !== null, (qb) => qb.where('id', '=', centreId!))
        .orderBy('code')
        .execute(),

    /** Students admitted per month and centre in [from, to], archived ones included. */
    async admissions(scope: ReportScope, from: string, to: string) {
      const rows = await db
        .selectFrom('students')
        .select([
          month('admission_date').as('month'),
          'centre_id',
          (eb) => eb.fn.countAll<number>().as('n'),
        ])
        .where('admission_date', '>=', from)
        .where('admission_date', '<=', to)
        .$if(scope.centreId !== null, (qb) => qb.where('centre_id', '=', scope.centreId!))
        .$if(scope.course !== null, (qb) => qb.where('course', '=', scope.course!))
        .groupBy([month('admission_date'), 'centre_id'])
        .execute();
      return rows.map((row) => ({ month: row.month, centreId: row.centre_id, n: n(row.n) }));
    },

    /**
     * Students not archived, by the month they were admitted and the month they completed, up to
     * `to`: two grouped reads, from which the students on the rolls at each month's end follow
     * (admitted by then less completed by then).
     */
    async rollsByMonth(scope: ReportScope, to: string) {
      const [admitted, completed] = await Promise.all([
        db
          .selectFrom('students')
          .select([month('admission_date').as('month'), (eb) => eb.fn.countAll<number>().as('n')])
          .where('archived_at', 'is', null)
          .where('admission_date', '<=', to)
          .$if(scope.centreId !== null, (qb) => qb.where('centre_id', '=', scope.centreId!))
          .$if(scope.course !== null, (qb) => qb.where('course', '=', scope.course!))
          .groupBy(month('admission_date'))
          .execute(),
        db
          .selectFrom('students')
          .select([month('completed_on').as('month'), (eb) => eb.fn.countAll<number>().as('n')])
          .where('archived_at', 'is', null)
          .where('completed_on', '<=', to)
          .$if(scope.centreId !== null, (qb) => qb.where('centre_id', '=', scope.centreId!))
          .$if(scope.course !== null, (qb) => qb.where('course', '=', scope.course!))
          .groupBy(month('completed_on'))
          .execute(),
      ]);
      return {
        admitted: admitted.map((row) => ({ month: row.month, n: n(row.n) })),
        completed: completed.map((row) => ({ month: row.month, n: n(row.n) })),
      };
    },

    /** Certificates issued per month and centre (issue date in [from, to]), replacements included. */
    async certificates(scope: ReportScope, from: string, dayAfterTo: string) {
      const rows = await db
        .selectFrom('certificates')
        .select([
          month('issue_date').as('month'),
          'centre_id',
          (eb) => eb.fn.countAll<number>().as('n'),
        ])
        .where('issue_date', '>=', from)
        .where('issue_date', '<', dayAfterTo)
        .$if(scope.centreId !== null, (qb) => qb.where('centre_id', '=', scope.centreId!))
        .$if(scope.course !== null, (qb) => qb.where('student_id', 'in', ofCourse(scope.course!)))
        .groupBy([month('issue_date'), 'centre_id'])
        .execute();
      return rows.map((row) => ({ month: row.month, centreId: row.centre_id, n: n(row.n) }));
    },

    /**
     * Fees collected (payments less reversals) and receipts, per month and centre, from the kept
     * per-day summary (report_fee_days, decision 0076).
     */
    async feesCollected(scope: ReportScope, from: string, to: string) {
      const rows = await db
        .selectFrom('report_fee_days')
        .select([
          month('day').as('month'),
          'centre_id',
          (eb) => eb.fn.sum<number | string>('paise').as('paise'),
          (eb) => eb.fn.sum<number | string>('receipts').as('receipts'),
        ])
        .where('day', '>=', from)
        .where('day', '<=', to)
        .$if(scope.centreId !== null, (qb) => qb.where('centre_id', '=', scope.centreId!))
        .$if(scope.course !== null, (qb) => qb.where('course', '=', scope.course!))
        .groupBy([month('day'), 'centre_id'])
        .execute();
      return rows.map((row) => ({
        month: row.month,
        centreId: row.centre_id,
        paise: n(row.paise),
        receipts: n(row.receipts),
      }));
    },

    /**
     * Dues unpaid on `day` per centre, aged from their due date into 0-30, 31-60, 61-90 and 90+
     * days, from the kept summaries (decision 0076): every step due by `day` (report_dues_by_due)
     * less the steps due by `day` whose day is after it (report_dues_rows, read by day).
     */
    async duesAgeing(scope: ReportScope, day: string) {
      const bucket = sql<number>`case when due_date >= ${addDays(day, -30)} then 0 when due_date >= ${addDays(day, -60)} then 1 when due_date >= ${addDays(day, -90)} then 2 else 3 end`;
      const [all, later] = await Promise.all([
        db
          .selectFrom('report_dues_by_due')
          .select([
            'centre_id',
            bucket.as('bucket'),
            (eb) => eb.fn.sum<string>('paise').as('paise'),
          ])
          .where('due_date', '<=', day)
          .$if(scope.centreId !== null, (qb) => qb.where('centre_id', '=', scope.centreId!))
          .$if(scope.course !== null, (qb) => qb.where('course', '=', scope.course!))
          .groupBy(['centre_id', sql`2`])
          .execute(),
        db
          .selectFrom('report_dues_rows')
          .select([
            'centre_id',
            bucket.as('bucket'),
            (eb) => eb.fn.sum<string>('paise').as('paise'),
          ])
          .where('day', '>', day)
          .where('due_date', '<=', day)
          .$if(scope.centreId !== null, (qb) => qb.where('centre_id', '=', scope.centreId!))
          .$if(scope.course !== null, (qb) => qb.where('course', '=', scope.course!))
          .groupBy(['centre_id', sql`2`])
          .execute(),
      ]);
      const ageing = new Map<number, [number, number, number, number]>();
      const add = (rows: typeof all, sign: number) => {
        for (const row of rows) {
          const buckets = ageing.get(row.centre_id) ?? [0, 0, 0, 0];
          const at = n(row.bucket) as 0 | 1 | 2 | 3;
          buckets[at] += sign * n(row.paise);
          ageing.set(row.centre_id, buckets);
        }
      };
      add(all, 1);
      add(later, -1);
      return ageing;
    },

    /**
     * Attendance marks made and attended (present or late) per month and batch in [from, to], from
     * the kept per-day summary (report_attendance_days, decision 0084); the course is the batch's.
     */
    async attendance(scope: ReportScope, from: string, to: string) {
      // Whole months from report_attendance_months, the days of a month begun or ended inside the
      // period from report_attendance_days.
      const index = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7)) - 1;
      const monthAt = (i: number) =>
        `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
      const firstWhole = from.endsWith('-01')
        ? from.slice(0, 7)
        : monthAt(index(from.slice(0, 7)) + 1);
      const lastWhole =
        to === lastDayOfMonth(to.slice(0, 7)) ? to.slice(0, 7) : monthAt(index(to.slice(0, 7)) - 1);
      const ranges: [string, string][] = [];
      const wholeMonths = firstWhole <= lastWhole;
      if (!wholeMonths) ranges.push([from, to]);
      else {
        if (from < `${firstWhole}-01`) ranges.push([from, addDays(`${firstWhole}-01`, -1)]);
        if (to > lastDayOfMonth(lastWhole))
          ranges.push([addDays(lastDayOfMonth(lastWhole), 1), to]);
      }
      const [months, ...days] = await Promise.all([
        wholeMonths
          ? db
              .selectFrom('report_attendance_months as a')
              .innerJoin('batches as b', 'b.id', 'a.batch_id')
              .select(['a.month', 'a.batch_id', 'a.centre_id', 'b.name', 'a.marked', 'a.attended'])
              .where('a.month', '>=', firstWhole)
              .where('a.month', '<=', lastWhole)
              .$if(scope.centreId !== null, (qb) => qb.where('a.centre_id', '=', scope.centreId!))
              .$if(scope.course !== null, (qb) => qb.where('a.course', '=', scope.course!))
              .execute()
          : Promise.resolve([]),
        ...ranges.map(([start, end]) =>
          db
            .selectFrom('report_attendance_days as a')
            .innerJoin('batches as b', 'b.id', 'a.batch_id')
            .select([
              month('a.day').as('month'),
              'a.batch_id',
              'a.centre_id',
              'b.name',
              (eb) => eb.fn.sum<number | string>('a.marked').as('marked'),
              (eb) => eb.fn.sum<number | string>('a.attended').as('attended'),
            ])
            .where('a.day', '>=', start)
            .where('a.day', '<=', end)
            .$if(scope.centreId !== null, (qb) => qb.where('a.centre_id', '=', scope.centreId!))
            .$if(scope.course !== null, (qb) => qb.where('a.course', '=', scope.course!))
            .groupBy([month('a.day'), 'a.batch_id', 'a.centre_id', 'b.name'])
            .execute(),
        ),
      ]);
      return [...months!, ...days.flat()].map((row) => ({
        month: row.month,
        batchId: row.batch_id,
        batch: row.name,
        centreId: row.centre_id,
        marked: n(row.marked),
        attended: n(row.attended),
      }));
    },

    /** When the kept summaries were last brought up to date (null: never). */
    summariesRefreshedAt: () => summariesRefreshedAt(db),

    /** Builds the summaries (asked for before the job's first build: the asker waits for it). */
    buildSummaries: () => refreshReportSummaries(db),

    /** Wallet top-ups and debits per institute month and centre, summed in the database. */
    async wallet(centreId: number | null, months: MonthStart[], end: string) {
      const rows = await db
        .selectFrom('wallet_entries')
        .select([
          monthOf('created_at', months).as('month'),
          'centre_id',
          'kind',
          (eb) => eb.fn.sum<number | string>('amount_paise').as('paise'),
        ])
        .where('created_at', '>=', months[0]!.start)
        .where('created_at', '<', end)
        .$if(centreId !== null, (qb) => qb.where('centre_id', '=', centreId!))
        .groupBy([sql`1`, 'centre_id', 'kind'])
        .execute();
      return rows.map((row) => ({
        month: row.month,
        centreId: row.centre_id,
        kind: row.kind,
        paise: n(row.paise),
      }));
    },

    /** Enquiries per institute month, source and status. */
    async enquiries(centreId: number | null, months: MonthStart[], end: string) {
      const rows = await db
        .selectFrom('enquiries')
        .select([
          monthOf('created_at', months).as('month'),
          'source',
          'status',
          (eb) => eb.fn.countAll<number>().as('n'),
        ])
        .where('created_at', '>=', months[0]!.start)
        .where('created_at', '<', end)
        .$if(centreId !== null, (qb) => qb.where('centre_id', '=', centreId!))
        .groupBy([sql`1`, 'source', 'status'])
        .execute();
      return rows.map((row) => ({ ...row, n: n(row.n) }));
    },

    /** Applications submitted per institute month, course and status. */
    async applications(scope: ReportScope, months: MonthStart[], end: string) {
      const rows = await db
        .selectFrom('applications')
        .select([
          monthOf('submitted_at', months).as('month'),
          'course',
          'status',
          (eb) => eb.fn.countAll<number>().as('n'),
        ])
        .where('submitted_at', '>=', months[0]!.start)
        .where('submitted_at', '<', end)
        .$if(scope.centreId !== null, (qb) => qb.where('centre_id', '=', scope.centreId!))
        .$if(scope.course !== null, (qb) => qb.where('course', '=', scope.course!))
        .groupBy([sql`1`, 'course', 'status'])
        .execute();
      return rows.map((row) => ({ ...row, n: n(row.n) }));
    },

    /** Students admitted per course in [from, to]. */
    async admissionsByCourse(scope: ReportScope, from: string, to: string) {
      const rows = await db
        .selectFrom('students')
        .select(['course', (eb) => eb.fn.countAll<number>().as('n')])
        .where('admission_date', '>=', from)
        .where('admission_date', '<=', to)
        .$if(scope.centreId !== null, (qb) => qb.where('centre_id', '=', scope.centreId!))
        .$if(scope.course !== null, (qb) => qb.where('course', '=', scope.course!))
        .groupBy('course')
        .execute();
      return rows.map((row) => ({ course: row.course, n: n(row.n) }));
    },

    /** Results of exams held in [from, to], counted per course, centre, grade and outcome. */
    async results(scope: ReportScope, from: string, dayAfterTo: string) {
      const rows = await db
        .selectFrom('exam_results as r')
        .innerJoin('students as s', 's.id', 'r.student_id')
        .select([
          's.course',
          'r.centre_id',
          'r.grade',
          'r.passed',
          (eb) => eb.fn.countAll<number>().as('n'),
        ])
        .where('r.exam_date', '>=', from)
        .where('r.exam_date', '<', dayAfterTo)
        .$if(scope.centreId !== null, (qb) => qb.where('r.centre_id', '=', scope.centreId!))
        .$if(scope.course !== null, (qb) => qb.where('s.course', '=', scope.course!))
        .groupBy(['s.course', 'r.centre_id', 'r.grade', 'r.passed'])
        .execute();
      return rows.map((row) => ({
        course: row.course,
        centreId: row.centre_id,
        grade: row.grade,
        passed: n(row.passed) === 1,
        n: n(row.n),
      }));
    },

    courseNames: async () =>
      new Map(
        (await db.selectFrom('courses').select(['code', 'name']).execute()).map((c) => [
          c.code,
          c.name,
        ]),
      ),
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
