import { sql, type Kysely } from 'kysely';
import { addDays } from '@institute/shared/dates';
import { lastDayOfMonth } from '@institute/shared/reports';
import type { DB } from '../../db/schema';
import { readCounts, type CountKind } from './report-counts';
import { refreshReportSummaries, summariesRefreshedAt } from './report-summaries';

/** Where a report looks: one centre or the network (null), one course or all (null). */
export interface ReportScope {
  centreId: number | null;
  course: string | null;
}

const n = (value: number | string | bigint | null | undefined) => Number(value ?? 0);
const month = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 7)`;

/**
 * The reports' queries: each reads the summaries the 'refresh-report-summaries' job keeps
 * (decisions 0076, 0084, 0089) by day or month range and groups in the database; no request reads
 * the rows they count.
 */
export function createReportsRepository(db: Kysely<DB>) {
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

    /**
     * Students admitted per month and centre in [from, to], archived ones included, from the kept
     * counts (decision 0089).
     */
    async admissions(scope: ReportScope, from: string, to: string) {
      const rows = await readCounts(db, ['admitted'], scope, from, to);
      return rows.map((row) => ({ month: row.month, centreId: row.centreId, n: row.n }));
    },

    /**
     * Students not archived, by the month they were admitted and the month they completed, up to
     * `to` (kept counts, decision 0089), from which the students on the rolls at each month's end
     * follow (admitted by then less completed by then).
     */
    async rollsByMonth(scope: ReportScope, to: string) {
      const rows = await readCounts(db, ['on_rolls', 'completed'], scope, '0000-01-01', to);
      const of = (kind: CountKind) =>
        rows.filter((row) => row.kind === kind).map((row) => ({ month: row.month, n: row.n }));
      return { admitted: of('on_rolls'), completed: of('completed') };
    },

    /**
     * Certificates issued per month and centre (issue date in [from, to]), replacements included,
     * from the kept counts (decision 0089); the course is the student's.
     */
    async certificates(scope: ReportScope, from: string, dayAfterTo: string) {
      const rows = await readCounts(db, ['certificate'], scope, from, addDays(dayAfterTo, -1));
      return rows.map((row) => ({ month: row.month, centreId: row.centreId, n: row.n }));
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

    /**
     * Wallet top-ups and debits per institute month and centre in [from, to] (institute days),
     * from the kept counts (decision 0089).
     */
    async wallet(centreId: number | null, from: string, to: string) {
      const rows = await readCounts(db, ['top_up', 'debit'], { centreId, course: null }, from, to);
      return rows.map((row) => ({
        month: row.month,
        centreId: row.centreId,
        kind: row.kind === 'top_up' ? ('credit' as const) : ('debit' as const),
        paise: row.n,
      }));
    },

    /** Enquiries per institute month, source and status (kept counts, decision 0089). */
    async enquiries(centreId: number | null, from: string, to: string) {
      const rows = await readCounts(db, ['enquiry'], { centreId, course: null }, from, to);
      return rows.map((row) => {
        const [source, status] = row.detail.split(' ') as [string, string];
        return { month: row.month, source, status, n: row.n };
      });
    },

    /** Applications submitted per institute month, course and status (kept counts, 0089). */
    async applications(scope: ReportScope, from: string, to: string) {
      const rows = await readCounts(db, ['application'], scope, from, to);
      return rows.map((row) => ({
        month: row.month,
        course: row.course,
        status: row.detail,
        n: row.n,
      }));
    },

    /** Students admitted per course in [from, to] (kept counts, decision 0089). */
    async admissionsByCourse(scope: ReportScope, from: string, to: string) {
      const rows = await readCounts(db, ['admitted'], scope, from, to);
      return rows.map((row) => ({ course: row.course, n: row.n }));
    },

    /**
     * Results of exams held in [from, to], counted per course, centre, grade and outcome, from the
     * kept counts (decision 0089); the course is the student's.
     */
    async results(scope: ReportScope, from: string, dayAfterTo: string) {
      const rows = await readCounts(db, ['passed', 'failed'], scope, from, addDays(dayAfterTo, -1));
      return rows.map((row) => ({
        course: row.course,
        centreId: row.centreId,
        grade: row.detail,
        passed: row.kind === 'passed',
        n: row.n,
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
