import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { runTransaction } from './transaction';

/**
 * The tables whose rows carry a position and a version (the website's ordered lists and the
 * gallery's). The mechanism is here; each owning module calls it for its own tables only
 * (content: content/ordered-rows.ts; gallery: gallery-writes.ts `galleryRows`; decision 0063).
 */
export type VersionedOrderedTable =
  | 'banners'
  | 'feature_cards'
  | 'plans'
  | 'content_pages'
  | 'course_cards'
  | 'gallery_albums'
  | 'gallery_items';

/** Thrown inside a reorder to roll it back when a row was saved by someone else meanwhile. */
class StaleOrder extends Error {}

/**
 * Puts the rows in the given order (positions 0, 1, 2 ...), each only if still at the version the
 * editor saw (raising it); all or nothing. False, with nothing written, when one is not.
 */
export async function reorderVersionedRows(
  db: Kysely<DB>,
  table: VersionedOrderedTable,
  order: readonly { id: number; version: number }[],
  at: string,
): Promise<boolean> {
  try {
    await runTransaction(db, async (trx) => {
      for (const [position, { id, version }] of order.entries()) {
        const updated = await trx
          .updateTable(table)
          .set((eb) => ({ position, updated_at: at, version: eb(eb.ref('version'), '+', 1) }))
          .where('id', '=', id)
          .where('version', '=', version)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) throw new StaleOrder();
      }
    });
    return true;
  } catch (error) {
    if (error instanceof StaleOrder) return false;
    throw error;
  }
}
