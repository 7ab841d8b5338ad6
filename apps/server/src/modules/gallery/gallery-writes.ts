import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { reorderVersionedRows } from '../../lib/ordered-rows';

// Writes of `gallery_albums` and `gallery_items` (this module owns both: table-owners.json,
// decision 0063). The content module's engine serves them as declared kinds (gallery albums and
// their photos, decision 0091) and writes them only through these.

type GalleryTable = 'gallery_albums' | 'gallery_items';
type Rows = Kysely<Record<string, Record<string, unknown>>>;

/**
 * The versioned writes of one of this module's tables, as the content module's kind engine calls
 * them (kinds/kind-repository.ts): a write happens only at the version the editor read. An album
 * is deleted only while it holds no photos.
 */
export function galleryRows(table: GalleryTable) {
  const rows = (executor: Kysely<DB>) => executor as unknown as Rows;
  return {
    async insert(values: Record<string, unknown>, at: string, executor: Kysely<DB>) {
      const row = await rows(executor)
        .insertInto(table)
        .values({ ...values, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    /** Saves the row if it is still at `version`; false when someone else saved it first. */
    async update(
      id: number,
      version: number,
      values: Record<string, unknown>,
      at: string,
      executor: Kysely<DB>,
    ): Promise<boolean> {
      const updated = await rows(executor)
        .updateTable(table)
        .set((eb) => ({ ...values, updated_at: at, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    /** Deletes the row at its version (an album: only while empty); false otherwise. */
    async delete(id: number, version: number, executor: Kysely<DB>): Promise<boolean> {
      let query = executor.deleteFrom(table).where('id', '=', id).where('version', '=', version);
      if (table === 'gallery_albums') {
        query = query.where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('gallery_items')
                .select('gallery_items.id')
                .where('gallery_items.album_id', '=', id),
            ),
          ),
        );
      }
      const deleted = await query.executeTakeFirst();
      return Number(deleted.numDeletedRows) === 1;
    },

    /**
     * Puts the albums, or one album's photos, in the given order, each only if still at the
     * version the editor saw; all or nothing (lib/ordered-rows.ts, for this module's tables).
     */
    reorder: (db: Kysely<DB>, order: readonly { id: number; version: number }[], at: string) =>
      reorderVersionedRows(db, table, order, at),
  };
}
