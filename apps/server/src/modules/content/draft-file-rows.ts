import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

// Deleting rows of `draft_files` (this module owns the table: table-owners.json, decision 0063);
// the file sweep in apps/server/src/jobs removes orphans through it.

/** Deletes the draft_files rows of these files; answers how many there were. */
export async function deleteDraftFileRows(
  db: Kysely<DB>,
  fileIds: readonly number[],
): Promise<number> {
  if (fileIds.length === 0) return 0;
  const result = await db
    .deleteFrom('draft_files')
    .where('file_id', 'in', fileIds)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
