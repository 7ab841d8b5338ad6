import type { Insertable, Kysely } from 'kysely';
import type { DB, EnquiriesTable } from '../../db/schema';

export function createEnquiriesRepository(db: Kysely<DB>) {
  /** Head office sees every enquiry; centre staff those assigned to their centre. */
  const scoped = (scope: { centreId: number | null }, status?: string) =>
    db
      .selectFrom('enquiries')
      .$if(scope.centreId !== null, (qb) => qb.where('centre_id', '=', scope.centreId))
      .$if(status !== undefined, (qb) => qb.where('status', '=', status as 'new'));

  return {
    list: (
      scope: { centreId: number | null },
      status: string | undefined,
      limit: number,
      offset: number,
    ) =>
      scoped(scope, status).selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),

    count: async (scope: { centreId: number | null }, status: string | undefined) =>
      Number(
        (
          await scoped(scope, status)
            .select((eb) => eb.fn.countAll<number>().as('total'))
            .executeTakeFirstOrThrow()
        ).total,
      ),

    insert: async (row: Insertable<EnquiriesTable>) => {
      const { id } = await db
        .insertInto('enquiries')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
  };
}

export type EnquiriesRepository = ReturnType<typeof createEnquiriesRepository>;
