import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { FileOwner, StoredFiles } from './stored-files';
import type { ImageVariant } from './images';

/** One stored width of an uploaded website image. */
export interface StoredVariant {
  fileId: number;
  width: number;
  height: number;
}

/** Where a processed website image is served (public, immutable). */
export const mediaUrl = (fileId: number) => `/api/media/${fileId}`;

export function parseVariants(json: string | null): StoredVariant[] {
  if (!json) return [];
  try {
    const value = JSON.parse(json) as StoredVariant[];
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** 'url 480w, url 960w, ...' of the widths. */
export const srcsetOf = (variants: readonly StoredVariant[]) =>
  variants.map((variant) => `${mediaUrl(variant.fileId)} ${variant.width}w`).join(', ');

/** The width a page loads by default: the widest up to 960 (phones then pick from srcset). */
export const defaultVariant = (variants: readonly StoredVariant[]): StoredVariant =>
  [...variants].reverse().find((variant) => variant.width <= 960) ?? variants[0]!;

/** Stores an image's widths and their media_files rows, then runs `work` in the same transaction. */
export async function storeImage<T>(
  storedFiles: StoredFiles,
  variants: readonly ImageVariant[],
  owner: FileOwner,
  work: (trx: Kysely<DB>, stored: StoredVariant[]) => Promise<T>,
): Promise<T> {
  const uploads = Object.fromEntries(variants.map((variant, i) => [`w${i}`, variant]));
  return storedFiles.store(uploads, owner, async (trx, fileIds) => {
    const stored: StoredVariant[] = [];
    const now = new Date().toISOString();
    for (const [i, variant] of variants.entries()) {
      const fileId = fileIds[`w${i}`]!;
      await trx
        .insertInto('media_files')
        .values({ file_id: fileId, width: variant.width, height: variant.height, created_at: now })
        .execute();
      stored.push({ fileId, width: variant.width, height: variant.height });
    }
    return work(trx, stored);
  });
}

/** Records stored files as website images (an upload adopted by a published draft), in `trx`. */
export async function recordMediaFiles(
  trx: Kysely<DB>,
  variants: readonly StoredVariant[],
  at: string,
): Promise<void> {
  if (variants.length === 0) return;
  await trx
    .insertInto('media_files')
    .values(
      variants.map((variant) => ({
        file_id: variant.fileId,
        width: variant.width,
        height: variant.height,
        created_at: at,
      })),
    )
    .execute();
}

/** Removes an image's widths: their media_files rows, `files` rows and stored files. */
export async function removeImage(
  db: Kysely<DB>,
  storedFiles: StoredFiles,
  variants: readonly StoredVariant[],
): Promise<void> {
  const ids = variants.map((variant) => variant.fileId);
  if (ids.length === 0) return;
  await db.deleteFrom('media_files').where('file_id', 'in', ids).execute();
  await storedFiles.removeReplaced(ids);
}

/** The stored file of a website image, if it is one. */
export const findMediaFile = (db: Kysely<DB>, fileId: number) =>
  db
    .selectFrom('media_files')
    .innerJoin('files', 'files.id', 'media_files.file_id')
    .select(['files.storage_key', 'files.content_type', 'files.size'])
    .where('media_files.file_id', '=', fileId)
    .executeTakeFirst();
