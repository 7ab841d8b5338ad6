import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { reorderRows } from './ordered-rows';
import { addSettingIfAbsent, replaceSettingIfUnchanged } from '../settings/settings';

const FEATURE_COLUMNS = [
  'id',
  'icon',
  'title',
  'description',
  'position',
  'version',
  'updated_at',
] as const;

const PLAN_COLUMNS = [
  'id',
  'months',
  'label',
  'path',
  'features',
  'price',
  'show_price',
  'position',
  'version',
  'updated_at',
] as const;

export interface FeatureCardRow {
  icon: string;
  title: string;
  description: string;
  at: string;
}

export interface PlanRow {
  months: number;
  label: string;
  path: string;
  /** JSON array of strings */
  features: string;
  price: number | null;
  show_price: number;
  at: string;
}

type OrderedTable = 'feature_cards' | 'plans';

/** What the page editor writes: feature cards, plans (each with its version) and the About page. */
export function createPageContentRepository(db: Kysely<DB>) {
  /** The position after the last item of the list. */
  async function nextPosition(table: OrderedTable): Promise<number> {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.max<number | null>('position').as('last'))
      .executeTakeFirst();
    return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
  }

  return {
    reorder: (
      table: Parameters<typeof reorderRows>[1],
      items: { id: number; version: number }[],
      at: string,
    ) => reorderRows(db, table, items, at),
    nextPosition,

    listFeatureCards: () =>
      db
        .selectFrom('feature_cards')
        .select(FEATURE_COLUMNS)
        .orderBy('position')
        .orderBy('id')
        .execute(),

    findFeatureCard: (id: number) =>
      db
        .selectFrom('feature_cards')
        .select(FEATURE_COLUMNS)
        .where('id', '=', id)
        .executeTakeFirst(),

    insertFeatureCard: (row: FeatureCardRow, position: number) =>
      db
        .insertInto('feature_cards')
        .values({
          icon: row.icon,
          title: row.title,
          description: row.description,
          position,
          created_at: row.at,
          updated_at: row.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),

    /** Saves a card if it is still at `version`; false when someone else saved it first. */
    async updateFeatureCard(id: number, version: number, row: FeatureCardRow): Promise<boolean> {
      const updated = await db
        .updateTable('feature_cards')
        .set((eb) => ({
          icon: row.icon,
          title: row.title,
          description: row.description,
          updated_at: row.at,
          version: eb('version', '+', 1),
        }))
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    async deleteFeatureCard(id: number, version: number): Promise<boolean> {
      const deleted = await db
        .deleteFrom('feature_cards')
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(deleted.numDeletedRows) === 1;
    },

    listPlans: () =>
      db.selectFrom('plans').select(PLAN_COLUMNS).orderBy('position').orderBy('months').execute(),

    findPlan: (id: number) =>
      db.selectFrom('plans').select(PLAN_COLUMNS).where('id', '=', id).executeTakeFirst(),

    findPlanByMonths: (months: number) =>
      db.selectFrom('plans').select('id').where('months', '=', months).executeTakeFirst(),

    insertPlan: (row: PlanRow, position: number) =>
      db
        .insertInto('plans')
        .values({
          months: row.months,
          label: row.label,
          path: row.path,
          features: row.features,
          price: row.price,
          show_price: row.show_price,
          position,
          created_at: row.at,
          updated_at: row.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),

    async updatePlan(id: number, version: number, row: PlanRow): Promise<boolean> {
      const updated = await db
        .updateTable('plans')
        .set((eb) => ({
          months: row.months,
          label: row.label,
          path: row.path,
          features: row.features,
          price: row.price,
          show_price: row.show_price,
          updated_at: row.at,
          version: eb('version', '+', 1),
        }))
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    async deletePlan(id: number, version: number): Promise<boolean> {
      const deleted = await db
        .deleteFrom('plans')
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(deleted.numDeletedRows) === 1;
    },

    findSetting: (key: string) =>
      db
        .selectFrom('settings')
        .select(['value', 'updated_at'])
        .where('key', '=', key)
        .executeTakeFirst(),

    /** Writes the setting if its row still holds `previous` (null: no row yet); false if not. */
    async replaceSetting(
      key: string,
      previous: string | null,
      value: string,
      at: string,
      userId: number,
    ): Promise<boolean> {
      const write = { key, value, at, userId };
      if (previous === null) return addSettingIfAbsent(db, write);
      return replaceSettingIfUnchanged(db, previous, write);
    },
  };
}

export type PageContentRepository = ReturnType<typeof createPageContentRepository>;
