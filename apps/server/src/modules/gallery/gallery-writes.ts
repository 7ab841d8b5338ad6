import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { reorderVersionedRows } from '../../lib/ordered-rows';

// Writes of `gallery_albums` and `gallery_items` (this module owns both: table-owners.json,
// decision 0063); the media editor of the content module edits the gallery through them.

export function insertAlbum(db: Kysely<DB>, row: { title: string; position: number; at: string }) {
  return db
    .insertInto('gallery_albums')
    .values({
      title: row.title,
      position: row.position,
      created_at: row.at,
      updated_at: row.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Renames an album at its version; false when someone saved it meanwhile. */
export async function updateAlbum(
  db: Kysely<DB>,
  id: number,
  version: number,
  title: string,
  at: string,
): Promise<boolean> {
  const updated = await db
    .updateTable('gallery_albums')
    .set((eb) => ({ title, updated_at: at, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Deletes an empty album at its version; false when changed or no longer empty. */
export async function deleteAlbum(db: Kysely<DB>, id: number, version: number): Promise<boolean> {
  const deleted = await db
    .deleteFrom('gallery_albums')
    .where('id', '=', id)
    .where('version', '=', version)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('gallery_items')
            .select('gallery_items.id')
            .whereRef('gallery_items.album_id', '=', 'gallery_albums.id'),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}

export function insertPhoto(
  executor: Kysely<DB>,
  row: {
    album_id: number;
    caption: string;
    alt: string;
    file_id: number;
    width: number;
    height: number;
    thumb_file_id: number;
    thumb_width: number;
    thumb_height: number;
    variants: string;
    position: number;
    at: string;
  },
) {
  const { at, ...values } = row;
  return executor
    .insertInto('gallery_items')
    .values({ ...values, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Saves a photo's caption and text at its version; false when someone saved it meanwhile. */
export async function updatePhoto(
  db: Kysely<DB>,
  id: number,
  version: number,
  caption: string,
  alt: string,
  at: string,
): Promise<boolean> {
  const updated = await db
    .updateTable('gallery_items')
    .set((eb) => ({ caption, alt, updated_at: at, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Deletes a photo at its version; false when someone saved it meanwhile. */
export async function deletePhoto(db: Kysely<DB>, id: number, version: number): Promise<boolean> {
  const deleted = await db
    .deleteFrom('gallery_items')
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}

/**
 * Puts the albums, or one album's photos, in the given order, each only if still at the version
 * the editor saw; all or nothing. False, with nothing written, when one is not
 * (lib/ordered-rows.ts, for this module's tables).
 */
export const reorderGallery = (
  db: Kysely<DB>,
  table: 'gallery_albums' | 'gallery_items',
  order: readonly { id: number; version: number }[],
  at: string,
): Promise<boolean> => reorderVersionedRows(db, table, order, at);
