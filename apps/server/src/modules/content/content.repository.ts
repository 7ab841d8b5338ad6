import type { Insertable, Kysely, Transaction } from 'kysely';
import type {
  BannersTable,
  ContentPagesTable,
  CourseCardsTable,
  DB,
  FeatureCardsTable,
  NoticesTable,
  PlansTable,
} from '../../db/schema';
import { runTransaction } from '../../lib/transaction';

type ContentTable = 'banners' | 'notices' | 'feature_cards' | 'plans' | 'content_pages';

export interface ContentSeedRows {
  banners: Insertable<BannersTable>[];
  notices: Insertable<NoticesTable>[];
  featureCards: Insertable<FeatureCardsTable>[];
  plans: Insertable<PlansTable>[];
  pages: {
    page: Insertable<ContentPagesTable>;
    cards: Omit<Insertable<CourseCardsTable>, 'page_id'>[];
  }[];
}

/** Rows per insert statement: well within SQLite's limit on bound values. */
const SLICE = 100;

async function insertCards(
  trx: Transaction<DB>,
  rows: Insertable<CourseCardsTable>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += SLICE) {
    await trx
      .insertInto('course_cards')
      .values(rows.slice(start, start + SLICE))
      .execute();
  }
}

export function createContentRepository(db: Kysely<DB>) {
  return {
    listBanners: () =>
      db
        .selectFrom('banners')
        .select(['id', 'image', 'variants', 'width', 'height', 'alt', 'title', 'text', 'link'])
        .orderBy('position')
        .orderBy('id')
        .execute(),
    /** The notices shown on `today` (India's date), in their order. */
    listNotices: (today: string) =>
      db
        .selectFrom('notices')
        .select(['id', 'text_en', 'text_hi'])
        .where('active', '=', 1)
        .where((eb) => eb.or([eb('starts_on', 'is', null), eb('starts_on', '<=', today)]))
        .where((eb) => eb.or([eb('ends_on', 'is', null), eb('ends_on', '>=', today)]))
        .orderBy('position')
        .orderBy('id')
        .execute(),
    listFeatureCards: () =>
      db
        .selectFrom('feature_cards')
        .select(['id', 'icon', 'title', 'description'])
        .orderBy('position')
        .orderBy('id')
        .execute(),
    listPlans: () =>
      db
        .selectFrom('plans')
        .select(['months', 'label', 'path', 'features', 'price', 'show_price'])
        .orderBy('position')
        .orderBy('months')
        .execute(),
    listPages: () =>
      db
        .selectFrom('content_pages')
        .leftJoin('course_cards', 'course_cards.page_id', 'content_pages.id')
        .select((eb) => [
          'content_pages.slug',
          'content_pages.kind',
          'content_pages.title',
          'content_pages.summary',
          eb.fn.count<number | string>('course_cards.id').as('card_count'),
        ])
        .groupBy([
          'content_pages.id',
          'content_pages.slug',
          'content_pages.kind',
          'content_pages.title',
          'content_pages.summary',
          'content_pages.position',
        ])
        .orderBy('content_pages.position')
        .orderBy('content_pages.id')
        .execute(),
    findPage: (slug: string) =>
      db
        .selectFrom('content_pages')
        .select(['id', 'slug', 'kind', 'title', 'summary'])
        .where('slug', '=', slug)
        .executeTakeFirst(),
    listCards: (pageId: number) =>
      db
        .selectFrom('course_cards')
        .select([
          'id',
          'title',
          'semester',
          'description',
          'image',
          'variants',
          'image_width',
          'image_height',
          'image_alt',
        ])
        .where('page_id', '=', pageId)
        .orderBy('position')
        .orderBy('id')
        .execute(),

    /** Which content tables hold no row yet: the seed fills only those. */
    async emptyTables(): Promise<Record<ContentTable, boolean>> {
      const tables: ContentTable[] = [
        'banners',
        'notices',
        'feature_cards',
        'plans',
        'content_pages',
      ];
      const found = await Promise.all(
        tables.map((table) => db.selectFrom(table).select('id').limit(1).executeTakeFirst()),
      );
      return Object.fromEntries(tables.map((table, i) => [table, !found[i]])) as Record<
        ContentTable,
        boolean
      >;
    },

    /**
     * Whether an editor has ever saved this kind of content (an audit entry of `entity`): a list
     * head office emptied on purpose is not filled again by the seed.
     */
    async editedByStaff(entity: string): Promise<boolean> {
      const row = await db
        .selectFrom('audit_log')
        .select('id')
        .where('entity', '=', entity)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Inserts the given seed rows in one transaction; empty lists are skipped. */
    insertSeed: (rows: ContentSeedRows) =>
      runTransaction(db, async (trx) => {
        if (rows.banners.length) await trx.insertInto('banners').values(rows.banners).execute();
        if (rows.notices.length) await trx.insertInto('notices').values(rows.notices).execute();
        if (rows.featureCards.length)
          await trx.insertInto('feature_cards').values(rows.featureCards).execute();
        if (rows.plans.length) await trx.insertInto('plans').values(rows.plans).execute();
        for (const { page, cards } of rows.pages) {
          const { id } = await trx
            .insertInto('content_pages')
            .values(page)
            .returning('id')
            .executeTakeFirstOrThrow();
          await insertCards(
            trx,
            cards.map((card) => ({ ...card, page_id: id })),
          );
        }
      }),
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
