import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { addSettingIfAbsent, replaceSettingIfUnchanged } from '../settings/settings';

/** What the page editor writes: the About page (a settings record with its version). */
export function createPageContentRepository(db: Kysely<DB>) {
  return {
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
