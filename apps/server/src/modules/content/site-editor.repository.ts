import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { runTransaction } from '../../lib/transaction';
import { addSettingIfAbsent, replaceSettingIfUnchanged } from '../settings/settings';
import { setCanEditContent } from '../auth/account-writes';

const SITE_KEY = 'site';

/** What the site editor reads and writes: who may edit, the site settings row, the history. */
export function createSiteEditorRepository(db: Kysely<DB>) {
  return {
    transaction: <T>(work: (trx: Kysely<DB>) => Promise<T>) => runTransaction(db, work),

    /** Whether this (centre staff) user may edit the website. */
    async canEditContent(userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('can_edit_content')
        .where('id', '=', userId)
        .where('status', '=', 'active')
        .executeTakeFirst();
      return row?.can_edit_content === 1;
    },

    /** Every active centre staff member, with their centre and whether they may edit. */
    listStaff: () =>
      db
        .selectFrom('users')
        .leftJoin('centres', 'centres.id', 'users.centre_id')
        .select([
          'users.id',
          'users.name',
          'users.email',
          'users.can_edit_content',
          'centres.name as centre_name',
          'centres.code as centre_code',
        ])
        .where('users.role', '=', 'centre_staff')
        .where('users.status', '=', 'active')
        .orderBy('centres.code')
        .orderBy('users.name')
        .execute(),

    /** Sets a centre staff member's permission; false when there is no such staff member. */
    setCanEditContent: (userId: number, allowed: boolean, at: string): Promise<boolean> =>
      setCanEditContent(db, userId, allowed, at),

    findSite: (key: string = SITE_KEY, trx: Kysely<DB> = db) =>
      trx
        .selectFrom('settings')
        .select(['value', 'updated_at'])
        .where('key', '=', key)
        .executeTakeFirst(),

    /**
     * Writes a settings record (the site's, or `key`'s) if its row still holds `previous` (null:
     * no row yet); false if not.
     */
    async replaceSite(
      previous: string | null,
      value: string,
      at: string,
      userId: number,
      key: string = SITE_KEY,
      trx: Kysely<DB> = db,
    ): Promise<boolean> {
      const write = { key, value, at, userId };
      if (previous === null) return addSettingIfAbsent(trx, write);
      return replaceSettingIfUnchanged(trx, previous, write);
    },

    /** The latest saves of the website (audit entries), newest first, with who made them. */
    listHistory: (entities: string[], limit: number) =>
      db
        .selectFrom('audit_log')
        .leftJoin('users', 'users.id', 'audit_log.user_id')
        .select([
          'audit_log.id',
          'audit_log.at',
          'audit_log.action',
          'audit_log.entity',
          'audit_log.entity_id',
          'audit_log.changes',
          'users.name as user_name',
        ])
        .where('audit_log.entity', 'in', entities)
        .orderBy('audit_log.id', 'desc')
        .limit(limit)
        .execute(),

    /** Which of these history entries have been undone already. */
    async undoneAmong(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('audit_log')
        .select('entity_id')
        .where('entity', '=', 'content_history')
        .where('action', '=', 'undo')
        .where(
          'entity_id',
          'in',
          ids.map((id) => String(id)),
        )
        .execute();
      return new Set(rows.map((row) => Number(row.entity_id)));
    },

    findHistoryEntry: (entities: string[], id: number) =>
      db
        .selectFrom('audit_log')
        .select(['id', 'action', 'entity', 'entity_id', 'changes'])
        .where('id', '=', id)
        .where('entity', 'in', entities)
        .executeTakeFirst(),
  };
}

export type SiteEditorRepository = ReturnType<typeof createSiteEditorRepository>;
