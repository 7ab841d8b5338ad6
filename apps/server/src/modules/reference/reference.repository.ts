import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export function createReferenceRepository(db: Kysely<DB>) {
  return {
    db,
    listStates: () => db.selectFrom('states').select('name').orderBy('position').execute(),
    listLookupValues: () =>
      db
        .selectFrom('lookup_values')
        .select(['list', 'value'])
        .orderBy('list')
        .orderBy('position')
        .execute(),
  };
}

export type ReferenceRepository = ReturnType<typeof createReferenceRepository>;
