import type { Kysely } from 'kysely';
import type { CentreDocumentSlot } from '@institute/shared/centre-documents';
import type { DB } from '../../db/schema';
import { runTransaction } from '../../lib/transaction';

export function createCentreDocumentsRepository(db: Kysely<DB>) {
  return {
    findCentre: (centreId: number) =>
      db
        .selectFrom('centres')
        .select(['id', 'code', 'name'])
        .where('id', '=', centreId)
        .executeTakeFirst(),

    list: (centreId: number, executor: Kysely<DB> = db) =>
      executor
        .selectFrom('centre_documents')
        .innerJoin('files', 'files.id', 'centre_documents.file_id')
        .leftJoin('users', 'users.id', 'centre_documents.uploaded_by')
        .select([
          'centre_documents.slot',
          'centre_documents.file_id',
          'centre_documents.updated_at',
          'files.size',
          'users.name as uploaded_by_name',
        ])
        .where('centre_documents.centre_id', '=', centreId)
        .execute(),

    /** The slot's current document with its stored file. */
    find: (centreId: number, slot: CentreDocumentSlot, db_: Kysely<DB> = db) =>
      db_
        .selectFrom('centre_documents')
        .innerJoin('files', 'files.id', 'centre_documents.file_id')
        .select([
          'centre_documents.id',
          'centre_documents.file_id',
          'files.storage_key',
          'files.content_type',
          'files.size',
          'files.sha256',
        ])
        .where('centre_documents.centre_id', '=', centreId)
        .where('centre_documents.slot', '=', slot)
        .executeTakeFirst(),

    transaction: <T>(work: (trx: Kysely<DB>) => Promise<T>) => runTransaction(db, work),

    insert: (
      trx: Kysely<DB>,
      row: {
        centre_id: number;
        slot: CentreDocumentSlot;
        file_id: number;
        uploaded_by: number;
        created_at: string;
        updated_at: string;
      },
    ) => trx.insertInto('centre_documents').values(row).execute(),

    replace: (
      trx: Kysely<DB>,
      id: number,
      values: { file_id: number; uploaded_by: number; updated_at: string },
    ) => trx.updateTable('centre_documents').set(values).where('id', '=', id).execute(),
  };
}

export type CentreDocumentsRepository = ReturnType<typeof createCentreDocumentsRepository>;
