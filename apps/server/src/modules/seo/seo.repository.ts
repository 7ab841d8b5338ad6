import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export function createSeoRepository(db: Kysely<DB>) {
  return {
    listContentPages: () =>
      db
        .selectFrom('content_pages')
        .select(['slug', 'kind', 'updated_at'])
        .orderBy('position')
        .orderBy('id')
        .execute(),
  };
}

export type SeoRepository = ReturnType<typeof createSeoRepository>;
