import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { runTransaction } from '../../lib/transaction';
import { reorderRows } from './ordered-rows';

const PAGE_COLUMNS = [
  'content_pages.id',
  'content_pages.slug',
  'content_pages.kind',
  'content_pages.title',
  'content_pages.summary',
  'content_pages.position',
  'content_pages.version',
  'content_pages.updated_at',
] as const;

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

/** What the course pages editor reads and writes: content_pages and course_cards, versioned. */
export function createCataloguePagesRepository(db: Kysely<DB>) {
  const pages = () =>
    db
      .selectFrom('content_pages')
      .leftJoin('course_cards', 'course_cards.page_id', 'content_pages.id')
      .select(PAGE_COLUMNS)
      .select((eb) => eb.fn.count<number | string>('course_cards.id').as('card_count'))
      .groupBy(PAGE_COLUMNS);

  return {
    transaction: <T>(work: (trx: Kysely<DB>) => Promise<T>) => runTransaction(db, work),
    reorder: (
      table: Parameters<typeof reorderRows>[1],
      items: { id: number; version: number }[],
      at: string,
    ) => reorderRows(db, table, items, at),
    db,

    listPages: () =>
      pages().orderBy('content_pages.position').orderBy('content_pages.id').execute(),

    findPage: (id: number) => pages().where('content_pages.id', '=', id).executeTakeFirst(),

    findPageBySlug: (slug: string) =>
      db.selectFrom('content_pages').select('id').where('slug', '=', slug).executeTakeFirst(),

    async nextPagePosition(): Promise<number> {
      const row = await db
        .selectFrom('content_pages')
        .select((eb) => eb.fn.max<number | null>('position').as('last'))
        .executeTakeFirst();
      return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
    },

    insertPage: (
      row: { slug: string; title: string; summary: string; at: string },
      position: number,
    ) =>
      db
        .insertInto('content_pages')
        .values({
          slug: row.slug,
          kind: 'catalogue',
          title: row.title,
          summary: row.summary,
          position,
          created_at: row.at,
          updated_at: row.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),

    /** Saves a page's words if it is still at `version`; false when someone else saved first. */
    async updatePage(
      id: number,
      version: number,
      row: { title: string; summary: string; at: string },
    ): Promise<boolean> {
      const updated = await db
        .updateTable('content_pages')
        .set((eb) => ({
          title: row.title,
          summary: row.summary,
          updated_at: row.at,
          version: eb('version', '+', 1),
        }))
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    /** Removes an empty catalogue page at `version`; false if it changed or holds cards now. */
    async deletePage(id: number, version: number): Promise<boolean> {
      const deleted = await db
        .deleteFrom('content_pages')
        .where('id', '=', id)
        .where('version', '=', version)
        .where('kind', '=', 'catalogue')
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('course_cards')
                .select('course_cards.id')
                .whereRef('course_cards.page_id', '=', 'content_pages.id'),
            ),
          ),
        )
        .executeTakeFirst();
      return Number(deleted.numDeletedRows) === 1;
    },

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
