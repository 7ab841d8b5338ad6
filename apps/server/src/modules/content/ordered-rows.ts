import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { reorderVersionedRows } from '../../lib/ordered-rows';

/**
 * The website's ordered lists whose rows carry a position and a version: this module's tables only
 * (the gallery orders its own: gallery-writes.ts `galleryRows`; decisions 0063, 0091).
 */
export type OrderedTable = 'banners' | 'feature_cards' | 'plans' | 'content_pages' | 'course_cards';

/**
 * Puts the rows in the given order, each only if still at the version the editor saw; all or
 * nothing. False, with nothing written, when one is not (lib/ordered-rows.ts).
 */
export const reorderRows = (
  db: Kysely<DB>,
  table: OrderedTable,
  order: readonly { id: number; version: number }[],
  at: string,
): Promise<boolean> => reorderVersionedRows(db, table, order, at);

/** Whether `items` names exactly the ids of `current`, each once (a whole list to reorder). */
export function sameSet(current: readonly { id: number }[], items: readonly { id: number }[]) {
  const ids = new Set(items.map((item) => item.id));
  return (
    ids.size === items.length &&
    ids.size === current.length &&
    current.every((row) => ids.has(row.id))
  );
}

/** { field: [before, after] } of the fields that differ, as the audit log keeps a change. */
export function differences(beforeValues: object, afterValues: object): Record<string, unknown> {
  const before = beforeValues as Record<string, unknown>;
  const after = afterValues as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(after)
      .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      .map((key) => [key, [before[key], after[key]]]),
  );
}
