import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { runTransaction } from '../../lib/transaction';
import { reorderRows } from './ordered-rows';

const CARD_COLUMNS = [
  'id',
  'page_id',
  'title',
  'semester',
  'description',
  'image',
  'variants',
  'image_width',
  'image_height',
  'image_alt',
  'position',
  'version',
  'updated_at',
] as const;

export interface CardWords {
  title: string;
  semester: string;
  description: string;
  image_alt: string;
}

/** A card's picture: null fields for the shared book picture. */
export interface CardPicture {
  image: string | null;
  variants: string | null;
  image_width: number | null;
  image_height: number | null;
  image_alt: string;
}

/** What the course cards editor reads and writes: course_cards, versioned, on their pages. */
export function createCataloguePagesRepository(db: Kysely<DB>) {
  return {
    transaction: <T>(work: (trx: Kysely<DB>) => Promise<T>) => runTransaction(db, work),
    reorder: (
      table: Parameters<typeof reorderRows>[1],
      items: { id: number; version: number }[],
      at: string,
    ) => reorderRows(db, table, items, at),
    db,

    /** Whether there is such a page (its id); the pages themselves: kinds/course-page.kind.ts. */
    findPage: (id: number) =>
      db.selectFrom('content_pages').select('id').where('id', '=', id).executeTakeFirst(),

    listCards: (pageId: number) =>
      db
        .selectFrom('course_cards')
        .select(CARD_COLUMNS)
        .where('page_id', '=', pageId)
        .orderBy('position')
        .orderBy('id')
        .execute(),

    findCard: (id: number, executor: Kysely<DB> = db) =>
      executor
        .selectFrom('course_cards')
        .select(CARD_COLUMNS)
        .where('id', '=', id)
        .executeTakeFirst(),

    async nextCardPosition(pageId: number): Promise<number> {
      const row = await db
        .selectFrom('course_cards')
        .select((eb) => eb.fn.max<number | null>('position').as('last'))
        .where('page_id', '=', pageId)
        .executeTakeFirst();
      return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
    },

    insertCard: (
      pageId: number,
      row: CardWords & Partial<CardPicture> & { at: string },
      position: number,
      trx: Kysely<DB> = db,
    ) =>
      trx
        .insertInto('course_cards')
        .values({
          page_id: pageId,
          title: row.title,
          semester: row.semester,
          description: row.description,
          image: row.image ?? null,
          variants: row.variants ?? null,
          image_width: row.image_width ?? null,
          image_height: row.image_height ?? null,
          image_alt: row.image_alt,
          position,
          created_at: row.at,
          updated_at: row.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),

    async updateCard(
      id: number,
      version: number,
      row: Partial<CardWords & CardPicture> & { at: string },
      trx: Kysely<DB> = db,
    ): Promise<boolean> {
      const { at, ...fields } = row;
      const updated = await trx
        .updateTable('course_cards')
        .set((eb) => ({ ...fields, updated_at: at, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    async deleteCard(id: number, version: number): Promise<boolean> {
      const deleted = await db
        .deleteFrom('course_cards')
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(deleted.numDeletedRows) === 1;
    },
  };
}

export type CataloguePagesRepository = ReturnType<typeof createCataloguePagesRepository>;
