import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** One item's texts in a language, as stored. */
export interface TranslationRow {
  kind: string;
  item_id: number;
  texts: string;
  sources: string;
  version: number;
}

const COLUMNS = ['kind', 'item_id', 'texts', 'sources', 'version'] as const;

const keyOf = (kind: string, itemId: number, locale: string) => `${kind}:${itemId}:${locale}`;

/**
 * The Hindi of the website's texts (decision 0034), and the English texts of every item that
 * takes it, read from the content tables in their public order.
 */
export function createContentTranslationsRepository(db: Kysely<DB>) {
  return {
    list: (locale: string): Promise<TranslationRow[]> =>
      db.selectFrom('content_translations').select(COLUMNS).where('locale', '=', locale).execute(),

    find: (kind: string, itemId: number, locale: string): Promise<TranslationRow | undefined> =>
      db
        .selectFrom('content_translations')
        .select(COLUMNS)
        .where('translation_key', '=', keyOf(kind, itemId, locale))
        .executeTakeFirst(),

    /** The first save of an item's texts; false when someone else saved first (the key exists). */
    async insert(
      kind: string,
      itemId: number,
      locale: string,
      row: { texts: string; sources: string; userId: number; at: string },
    ): Promise<boolean> {
      const result = await db
        .insertInto('content_translations')
        .values({
          translation_key: keyOf(kind, itemId, locale),
          kind,
          item_id: itemId,
          locale,
          texts: row.texts,
          sources: row.sources,
          updated_by: row.userId,
          updated_at: row.at,
        })
        .onConflict((conflict) => conflict.column('translation_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      return result !== undefined;
    },

    /** Saves an item's texts if they are still at `version`; false when someone saved since. */
    async update(
      kind: string,
      itemId: number,
      locale: string,
      version: number,
      row: { texts: string; sources: string; userId: number; at: string },
    ): Promise<boolean> {
      const result = await db
        .updateTable('content_translations')
        .set((eb) => ({
          texts: row.texts,
          sources: row.sources,
          updated_by: row.userId,
          updated_at: row.at,
          version: eb('version', '+', 1),
        }))
        .where('translation_key', '=', keyOf(kind, itemId, locale))
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    slides: () =>
      db
        .selectFrom('banners')
        .select(['id', 'title', 'text', 'alt'])
        .orderBy('position')
        .orderBy('id')
        .execute(),

    plans: () =>
      db
        .selectFrom('plans')
        .select(['id', 'months', 'label', 'features'])
        .orderBy('position')
        .orderBy('months')
        .execute(),

    /** The banner's notices: their Hindi is their own field (the coverage screen counts it). */
    notices: () =>
      db
        .selectFrom('notices')
        .select(['id', 'text_en', 'text_hi', 'version'])
        .orderBy('position')
        .orderBy('id')
        .execute(),

    pages: () =>
      db
        .selectFrom('content_pages')
        .select(['id', 'slug', 'title', 'summary'])
        .orderBy('position')
        .orderBy('id')
        .execute(),

    cards: () =>
      db
        .selectFrom('course_cards')
        .innerJoin('content_pages', 'content_pages.id', 'course_cards.page_id')
        .select([
          'course_cards.id',
          'course_cards.title',
          'course_cards.semester',
          'course_cards.description',
          'course_cards.image_alt',
          'course_cards.image',
          'course_cards.page_id',
          'content_pages.title as page_title',
        ])
        .orderBy('content_pages.position')
        .orderBy('course_cards.position')
        .orderBy('course_cards.id')
        .execute(),

    albums: () =>
      db
        .selectFrom('gallery_albums')
        .select(['id', 'title'])
        .orderBy('position')
        .orderBy('id')
        .execute(),

    photos: () =>
      db
        .selectFrom('gallery_items')
        .select(['id', 'album_id', 'caption', 'alt'])
        .orderBy('position')
        .orderBy('id')
        .execute(),
  };
}

export type ContentTranslationsRepository = ReturnType<typeof createContentTranslationsRepository>;
