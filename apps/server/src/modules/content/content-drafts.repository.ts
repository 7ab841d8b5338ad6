import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export interface DraftRow {
  id: number;
  draft_key: string;
  kind: string;
  item_id: number | null;
  data: string;
  base_version: number;
  saved_at: string;
  saved_by: number | null;
  saved_by_name: string | null;
}

/** The drafts of the website's content (table content_drafts, decision 0030). */
export function createContentDraftsRepository(db: Kysely<DB>) {
  const selectDrafts = () =>
    db
      .selectFrom('content_drafts')
      .leftJoin('users', 'users.id', 'content_drafts.saved_by')
      .select([
        'content_drafts.id',
        'content_drafts.draft_key',
        'content_drafts.kind',
        'content_drafts.item_id',
        'content_drafts.data',
        'content_drafts.base_version',
        'content_drafts.saved_at',
        'content_drafts.saved_by',
        'users.name as saved_by_name',
      ]);

  /** Removes a draft; false when it was not there (already published or discarded). */
  async function remove(id: number, trx: Kysely<DB> = db): Promise<boolean> {
    const removed = await trx.deleteFrom('content_drafts').where('id', '=', id).executeTakeFirst();
    return Number(removed.numDeletedRows) === 1;
  }

  return {
    list: (): Promise<DraftRow[]> =>
      selectDrafts().orderBy('content_drafts.saved_at', 'desc').execute(),

    find: (id: number): Promise<DraftRow | undefined> =>
      selectDrafts().where('content_drafts.id', '=', id).executeTakeFirst(),

    findByKey: (key: string): Promise<DraftRow | undefined> =>
      selectDrafts().where('content_drafts.draft_key', '=', key).executeTakeFirst(),

    /**
     * Writes the item's one draft: a new row, or over the one there (same key). With `replaces`,
     * only over the draft saved at that moment (a string), or only when there is none (null), in
     * the one statement: undefined when the item's draft is another.
     */
    async upsert(
      row: {
        draft_key: string;
        kind: string;
        item_id: number | null;
        data: string;
        base_version: number;
        saved_by: number;
        saved_at: string;
      },
      replaces?: string | null,
    ): Promise<number | undefined> {
      const { data, base_version, saved_by, saved_at } = row;
      const saved = await db
        .insertInto('content_drafts')
        .values(row)
        .onConflict((conflict) => {
          const target = conflict.column('draft_key');
          if (replaces === null) return target.doNothing();
          const update = target.doUpdateSet({ data, base_version, saved_by, saved_at });
          return replaces === undefined
            ? update
            : update.where('content_drafts.saved_at', '=', replaces);
        })
        .returning('id')
        .executeTakeFirst();
      return saved?.id;
    },

    /** Puts back a draft taken for publishing whose publication was refused (unless replaced). */
    async restore(row: DraftRow): Promise<void> {
      const replaced = await db
        .selectFrom('content_drafts')
        .select('id')
        .where('draft_key', '=', row.draft_key)
        .executeTakeFirst();
      if (replaced) return;
      await db
        .insertInto('content_drafts')
        .values({
          id: row.id,
          draft_key: row.draft_key,
          kind: row.kind,
          item_id: row.item_id,
          data: row.data,
          base_version: row.base_version,
          saved_by: row.saved_by,
          saved_at: row.saved_at,
        })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    },

    /**
     * Takes the draft (removes it) and, only when this call removed it, runs `also` in the same
     * transaction; false when it was gone. Of several at once, one takes it and the others wait
     * on its row, then find it gone.
     */
    async take(id: number, also: (trx: Kysely<DB>) => Promise<void>): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        if (!(await remove(id, trx))) return false;
        await also(trx);
        return true;
      });
    },

    remove,
  };
}

export type ContentDraftsRepository = ReturnType<typeof createContentDraftsRepository>;
