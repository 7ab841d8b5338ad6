import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

type CountRow = { n: number | string | bigint };
const count = async (query: Promise<CountRow | undefined>) => Number((await query)?.n ?? 0);

/** COUNT queries over indexed columns: each answers from an index, for a centre or the network. */
export function createDashboardSummaryRepository(db: Kysely<DB>) {
  return {
    /** A centre's wallet balance: the balance after its last ledger entry (0 with none). */
    walletBalance: async (centreId: number) =>
      (
        await db
          .selectFrom('wallet_entries')
          .select('balance_after_paise')
          .where('centre_id', '=', centreId)
          .orderBy('seq', 'desc')
          .limit(1)
          .executeTakeFirst()
      )?.balance_after_paise ?? 0,

    findCentre: (id: number) =>
      db
        .selectFrom('centres')
        .select(['id', 'code', 'name'])
        .where('id', '=', id)
        .executeTakeFirst(),

    /** Students not archived; in a month (YYYY-MM), those admitted in it. Read from the kept
     * counts (student_counts, migration 0018): a few rows per centre, whatever the students. */
    countStudents: async (centreId: number | null, month?: string) => {
      const row = await db
        .selectFrom('student_counts')
        .select((eb) => eb.fn.sum<number | string | null>('n').as('n'))
        .$if(centreId !== null, (qb) => qb.where('centre_id', '=', centreId!))
        .$if(month !== undefined, (qb) => qb.where('month', '=', month!))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** Admissions per month (YYYY-MM) from `from` to `to` (months, both included), months without
     * any left out; from the kept counts. */
    admissionsByMonth: async (centreId: number | null, from: string, to: string) => {
      const rows = await db
        .selectFrom('student_counts')
        .select(['month', (eb) => eb.fn.sum<number | string>('n').as('n')])
        .$if(centreId !== null, (qb) => qb.where('centre_id', '=', centreId!))
        .where('month', '>=', from)
        .where('month', '<=', to)
        .groupBy('month')
        .execute();
      return rows
        .map((row) => ({ month: row.month, count: Number(row.n) }))
        .filter((row) => row.count > 0);
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
