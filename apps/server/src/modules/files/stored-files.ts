import { createHash } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { DB, FilesTable } from '../../db/schema';
import { newStorageKey, withStagedFiles, type FileStorage } from '../../lib/storage';
import { nowIso } from '../../lib/time';
import { runTransaction } from '../../lib/transaction';
import type { ProcessedUpload } from '../../lib/uploads';
import type { FilesRepository } from './files.repository';

// One way to store files with the rows that name them, for every module: the files are staged
// first, then one transaction inserts their `files` rows and runs the caller's work with their
// ids; the files are committed as the transaction's last step (lib/storage.ts withStagedFiles).
// If anything fails, neither a row nor a file is left behind.

/** Who a stored file belongs to: its centre (null for the whole network) and who uploaded it. */
export interface FileOwner {
  centreId: number | null;
  userId: number | null;
}

export const sha256Of = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** The `files` row of a file stored under `key`. */
export function fileRow(
  key: string,
  upload: Pick<ProcessedUpload, 'data' | 'contentType' | 'originalName'>,
  fallbackName: string,
  owner: FileOwner,
  now = nowIso(),
): Insertable<FilesTable> {
  return {
    storage_key: key,
    original_name: upload.originalName.slice(0, 255) || fallbackName,
    content_type: upload.contentType,
    size: upload.data.length,
    sha256: sha256Of(upload.data),
    centre_id: owner.centreId,
    created_by: owner.userId,
    created_at: now,
  };
}

export function createStoredFiles(deps: {
  db: Kysely<DB>;
  storage: FileStorage;
  files: FilesRepository;
}) {
  const { db, storage, files } = deps;
  return {
    /**
     * Stores the uploads (by name: photo, receipt...), then runs `work` in one transaction with
     * the ids of their new rows (an upload's name is the row's name when it had none).
     */
    async store<Name extends string, T>(
      uploads: Partial<Record<Name, ProcessedUpload>>,
      owner: FileOwner,
      work: (trx: Kysely<DB>, fileIds: Partial<Record<Name, number>>) => Promise<T>,
    ): Promise<T> {
      const stored: { name: Name; key: string; upload: ProcessedUpload }[] = [];
      for (const [name, upload] of Object.entries(uploads) as [Name, ProcessedUpload][]) {
        if (upload) stored.push({ name, key: newStorageKey(upload.extension), upload });
      }
      const staged = stored.map(({ key, upload }) => ({ key, data: upload.data }));
      const transaction = <R>(run: (trx: Kysely<DB>) => Promise<R>) => runTransaction(db, run);
      return withStagedFiles(storage, staged, transaction, async (trx) => {
        const fileIds: Partial<Record<Name, number>> = {};
        const now = nowIso();
        for (const { name, key, upload } of stored) {
          fileIds[name] = await files.insert(fileRow(key, upload, name, owner, now), trx);
        }
        return work(trx, fileIds);
      });
    },

    /**
     * Removes replaced files once the new ones are safely recorded: their rows, then the files.
     * Best effort: what is left is found by the stored-files sweep.
     */
    async removeReplaced(fileIds: readonly number[]): Promise<void> {
      if (fileIds.length === 0) return;
      // After the caller's commit: a failure here (the database gone) must not turn the saved
      // change into an error.
      const old = await files.findMany(fileIds).catch(() => []);
      if (old.length === 0) return;
      await files.deleteMany(fileIds).catch(() => undefined);
      await Promise.all(old.map((file) => storage.remove(file.storage_key).catch(() => undefined)));
    },

    /** A stored file's row and a stream of its content; null when there is no such row. */
    async open(fileId: number | null | undefined) {
      const file = fileId ? await files.find(fileId) : null;
      return file ? { file, stream: storage.stream(file.storage_key) } : null;
    },
  };
}

export type StoredFiles = ReturnType<typeof createStoredFiles>;
