import type { Insertable, Kysely } from 'kysely';
import type { DB, FilesTable } from '../../db/schema';

// The rows of `files`, for every module that stores files (students, applications, receipts,
// centre documents, gallery, marketing tools, certificates): one place for their queries.
// Pass the transaction as `executor` when the row belongs to a larger change.

export function createFilesRepository(db: Kysely<DB>) {
  return {
    /** Inserts a file row; answers its id. */
    async insert(values: Insertable<FilesTable>, executor: Kysely<DB> = db): Promise<number> {
      const row = await executor
        .insertInto('files')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    find: (id: number, executor: Kysely<DB> = db) =>
      executor.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst(),

    findMany: async (ids: readonly number[], executor: Kysely<DB> = db) =>
      ids.length === 0
        ? []
        : executor.selectFrom('files').selectAll().where('id', 'in', ids).execute(),

    async deleteMany(ids: readonly number[], executor: Kysely<DB> = db): Promise<void> {
      if (ids.length === 0) return;
      await executor.deleteFrom('files').where('id', 'in', ids).execute();
    },
  };
}

export type FilesRepository = ReturnType<typeof createFilesRepository>;
export type FileRow = NonNullable<Awaited<ReturnType<FilesRepository['find']>>>;
