import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { errorKind, type ItemErrorLog } from '../lib/each-item';
import { isTemporaryKey, keyOfTemporary, type FileStorage } from '../lib/storage';
import { deleteDraftFileRows } from '../modules/content/draft-file-rows';
import { createFilesRepository } from '../modules/files/files.repository';

/**
 * The columns that name stored files by their key. Every stored file has its row in `files`;
 * the other tables refer to those rows by id (and keep them, so their files are kept):
 * FILE_ID_COLUMNS. test/files-sweeper.test.ts checks both lists against the database's columns.
 */
export const STORAGE_KEY_COLUMNS = [{ table: 'files', column: 'storage_key' }] as const;

export const FILE_ID_COLUMNS = [
  { table: 'students', column: 'photo_file_id' },
  { table: 'students', column: 'signature_file_id' },
  { table: 'students', column: 'marksheet_file_id' },
  { table: 'applications', column: 'photo_file_id' },
  { table: 'applications', column: 'signature_file_id' },
  { table: 'applications', column: 'marksheet_file_id' },
  { table: 'certificates', column: 'photo_file_id' },
  { table: 'gallery_items', column: 'file_id' },
  { table: 'gallery_items', column: 'thumb_file_id' },
  { table: 'centre_documents', column: 'file_id' },
  { table: 'marketing_tools', column: 'image_file_id' },
  { table: 'marketing_tools', column: 'download_file_id' },
  { table: 'fund_requests', column: 'receipt_file_id' },
  { table: 'media_files', column: 'file_id' },
  { table: 'draft_files', column: 'file_id' },
  { table: 'centre_applications', column: 'photo1_file_id' },
  { table: 'centre_applications', column: 'photo2_file_id' },
  { table: 'centre_applications', column: 'photo3_file_id' },
  { table: 'centre_applications', column: 'id_proof_file_id' },
  { table: 'centre_applications', column: 'address_proof_file_id' },
  { table: 'centre_applications', column: 'trade_licence_file_id' },
] as const;

export interface FileSweepResult {
  /** draftPictures: files of pictures uploaded for drafts that are gone (or were never saved). */
  removed: { unreferenced: number; temporary: number; draftPictures: number };
  /** Files kept: named by a row, younger than the safe age, or being stored right now. */
  kept: number;
  /** Steps or batches that failed (logged, kept for the next sweep); the rest went on. */
  failed: number;
}

const BATCH = 500;

/**
 * Removes what a crash (or a failed clean-up) left in the storage: temporary files, and files
 * that no row names, once they are older than `safeAgeMs` (a file being stored now is younger,
 * or pending in this process). It only walks the storage root and never follows a symbolic link.
 */
export async function sweepStoredFiles(
  db: Kysely<DB>,
  storage: FileStorage,
  options: { safeAgeMs: number; now?: number; log?: ItemErrorLog },
): Promise<FileSweepResult> {
  const cutoff = (options.now ?? Date.now()) - options.safeAgeMs;
  const result: FileSweepResult = {
    removed: { unreferenced: 0, temporary: 0, draftPictures: 0 },
    kept: 0,
    failed: 0,
  };
  const failed = (step: string) => (error: unknown) => {
    result.failed++;
    options.log?.error({ step, error: errorKind(error) }, 'a step of the file sweep failed');
  };
  // Each step and each batch on its own: one that fails leaves its files for the next sweep.
  try {
    result.removed.draftPictures = await sweepDraftPictures(db, storage, cutoff);
  } catch (error) {
    failed('draft pictures')(error);
  }
  const remove = (key: string) =>
    storage.remove(key).then(
      () => true,
      () => false,
    );

  let candidates: string[] = [];
  const judge = async () => {
    const batch = candidates;
    candidates = [];
    if (batch.length === 0) return;
    const named = new Set<string>();
    try {
      for (const { table, column } of STORAGE_KEY_COLUMNS) {
        const rows = await db
          .selectFrom(table)
          .select(`${column} as key`)
          .where(column, 'in', batch)
          .execute();
        for (const row of rows) named.add(row.key);
      }
    } catch (error) {
      result.kept += batch.length;
      failed('unreferenced files')(error);
      return;
    }
    for (const key of batch) {
      if (named.has(key) || storage.isPending(key) || !(await remove(key))) result.kept++;
      else result.removed.unreferenced++;
    }
  };

  for await (const file of storage.list()) {
    if (file.modifiedMs > cutoff) {
      result.kept++;
    } else if (isTemporaryKey(file.key)) {
      if (storage.isPending(keyOfTemporary(file.key)) || !(await remove(file.key))) result.kept++;
      else result.removed.temporary++;
    } else {
      candidates.push(file.key);
      if (candidates.length >= BATCH) await judge();
    }
  }
  await judge();
  return result;
}

/**
 * Pictures uploaded for drafts (decision 0038) whose draft is gone (discarded without its clean-up
 * finishing, replaced while being published) or that no draft was ever saved with, untouched for
 * longer than the safe age: their rows and `files` rows are deleted, then their stored files. A
 * picture a draft names is never removed; publishing touches its pictures before it takes the
 * draft, so a publication in progress keeps them too.
 */
async function sweepDraftPictures(
  db: Kysely<DB>,
  storage: FileStorage,
  cutoffMs: number,
): Promise<number> {
  const cutoff = new Date(cutoffMs).toISOString();
  const orphans = await db
    .selectFrom('draft_files')
    .innerJoin('files', 'files.id', 'draft_files.file_id')
    .select(['draft_files.file_id', 'files.storage_key'])
    .where('draft_files.touched_at', '<', cutoff)
    .where((eb) =>
      eb.or([
        eb('draft_files.draft_id', 'is', null),
        eb.not(
          eb.exists(
            eb
              .selectFrom('content_drafts')
              .select('content_drafts.id')
              .whereRef('content_drafts.id', '=', 'draft_files.draft_id'),
          ),
        ),
      ]),
    )
    .limit(BATCH)
    .execute();
  if (orphans.length === 0) return 0;
  const ids = orphans.map((row) => row.file_id);
  await deleteDraftFileRows(db, ids);
  await createFilesRepository(db).deleteMany(ids);
  let removed = 0;
  for (const { storage_key: key } of orphans) {
    if (
      await storage.remove(key).then(
        () => true,
        () => false,
      )
    )
      removed++;
  }
  return removed;
}
