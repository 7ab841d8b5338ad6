import type { Insertable, Kysely } from 'kysely';
import type { DB, MarketingToolsTable } from '../../db/schema';
import { createFilesRepository } from '../files/files.repository';
import { runTransaction } from '../../lib/transaction';

export function createMarketingToolsRepository(db: Kysely<DB>) {
  const withFiles = (db_: Kysely<DB> = db) =>
    db_
      .selectFrom('marketing_tools')
      .innerJoin('files as image', 'image.id', 'marketing_tools.image_file_id')
      .innerJoin('files as download', 'download.id', 'marketing_tools.download_file_id')
      .selectAll('marketing_tools')
      .select([
        'image.storage_key as image_key',
        'image.content_type as image_type',
        'image.size as image_size',
        'download.storage_key as download_key',
        'download.content_type as download_type',
        'download.size as download_size',
        'download.sha256 as download_sha256',
      ]);

  return {
    list: () =>
      withFiles().orderBy('marketing_tools.position').orderBy('marketing_tools.id').execute(),

    find: (id: number, db_: Kysely<DB> = db) =>
      withFiles(db_).where('marketing_tools.id', '=', id).executeTakeFirst(),

    isEmpty: async () =>
      !(await db.selectFrom('marketing_tools').select('id').limit(1).executeTakeFirst()),

    nextPosition: async (trx: Kysely<DB>) => {
      const row = await trx
        .selectFrom('marketing_tools')
        .select((eb) => eb.fn.max('position').as('last'))
        .executeTakeFirst();
      return Number(row?.last ?? -1) + 1;
    },

    transaction: <T>(work: (trx: Kysely<DB>) => Promise<T>) => runTransaction(db, work),

    /** The file rows of images and downloads (the files module's repository). */
    files: createFilesRepository(db),

    insert: async (trx: Kysely<DB>, row: Insertable<MarketingToolsTable>) =>
      (
        await trx
          .insertInto('marketing_tools')
          .values(row)
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,

    update: (
      trx: Kysely<DB>,
      id: number,
      values: Partial<Omit<Insertable<MarketingToolsTable>, 'id' | 'created_at' | 'created_by'>>,
    ) => trx.updateTable('marketing_tools').set(values).where('id', '=', id).execute(),

    remove: (trx: Kysely<DB>, id: number) =>
      trx.deleteFrom('marketing_tools').where('id', '=', id).execute(),
  };
}

export type MarketingToolsRepository = ReturnType<typeof createMarketingToolsRepository>;
export type MarketingToolRow = NonNullable<Awaited<ReturnType<MarketingToolsRepository['find']>>>;
