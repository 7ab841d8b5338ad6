import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

type CountRow = { n: number | string | bigint };
const count = async (query: Promise<CountRow | undefined>) => Number((await query)?.n ?? 0);

/** COUNT queries over indexed columns: each answers from an index, for a centre or the network. */
export function createDashboardSummaryRepository(db: Kysely<DB>) {
  return {
    findCentre: (id: number) =>
      db
        .selectFrom('centres')
        .select(['id', 'code', 'name'])
        .where('id', '=', id)
        .executeTakeFirst(),

    /** Students not archived; with a date range, those admitted from `from` up to before `to`. */
    countStudents: (centreId: number | null, range?: { from: string; to: string }) =>
      count(
        db
          .selectFrom('students')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('archived_at', 'is', null)
          .$if(centreId !== null, (qb) => qb.where('centre_id', '=', centreId!))
          .$if(range !== undefined, (qb) =>
            qb.where('admission_date', '>=', range!.from).where('admission_date', '<', range!.to),
          )
          .executeTakeFirst(),
      ),

    /** Admissions per month (YYYY-MM) from `from` up to before `to`, months without any left out. */
    admissionsByMonth: async (centreId: number | null, from: string, to: string) => {
      const month = sql<string>`substr(admission_date, 1, 7)`;
      const rows = await db
        .selectFrom('students')
        .select([month.as('month'), (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('archived_at', 'is', null)
        .$if(centreId !== null, (qb) => qb.where('centre_id', '=', centreId!))
        .where('admission_date', '>=', from)
        .where('admission_date', '<', to)
        .groupBy(month)
        .execute();
      return rows.map((row) => ({ month: row.month, count: Number(row.n) }));
    },

    countApplications: (centreId: number | null, status: 'submitted') =>
      count(
        db
          .selectFrom('applications')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '=', status)
          .$if(centreId !== null, (qb) => qb.where('centre_id', '=', centreId!))
          .executeTakeFirst(),
      ),

    countEnquiries: (centreId: number | null, status: 'new') =>
      count(
        db
          .selectFrom('enquiries')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '=', status)
          .$if(centreId !== null, (qb) => qb.where('centre_id', '=', centreId!))
          .executeTakeFirst(),
      ),

    countCertificateRequests: (centreId: number | null, status: 'requested') =>
      count(
        db
          .selectFrom('certificate_requests')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '=', status)
          .$if(centreId !== null, (qb) => qb.where('centre_id', '=', centreId!))
          .executeTakeFirst(),
      ),
  };
}

export type DashboardSummaryRepository = ReturnType<typeof createDashboardSummaryRepository>;
