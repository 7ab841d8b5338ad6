import type { Insertable, Kysely } from 'kysely';
import type { DB, EnquiriesTable } from '../../db/schema';

export function createEnquiriesRepository(db: Kysely<DB>) {
  return {
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
