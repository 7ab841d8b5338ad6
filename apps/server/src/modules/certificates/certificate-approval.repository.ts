import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { runTransaction } from '../../lib/transaction';
import { putSetting } from '../settings/settings';

/** The `settings` key of the four-eyes rule for certificate approval. */
export const FOUR_EYES_KEY = 'certificate_four_eyes';

/** The stored setting; anything unreadable counts as on (the safe side). */
function parseEnabled(value: string): boolean {
  try {
    return (JSON.parse(value) as { enabled?: unknown }).enabled !== false;
  } catch {
    return true;
  }
}

/** What the approval rules read: the four-eyes setting and the other head office accounts. */
export function createCertificateApprovalRepository(db: Kysely<DB>) {
  return {
    /** The four-eyes rule: on unless head office turned it off. */
    async fourEyes(trx: Kysely<DB> = db): Promise<{ enabled: boolean; updatedAt: string | null }> {
      const row = await trx
        .selectFrom('settings')
        .select(['value', 'updated_at'])
        .where('key', '=', FOUR_EYES_KEY)
        .executeTakeFirst();
      if (!row) return { enabled: true, updatedAt: null };
      return { enabled: parseEnabled(row.value), updatedAt: row.updated_at };
    },

    async saveFourEyes(enabled: boolean, userId: number, now: string, trx: Kysely<DB>) {
      const value = JSON.stringify({ enabled });
      await putSetting(trx, { key: FOUR_EYES_KEY, value, at: now, userId });
    },

    /** Whether an active head office account other than this user exists. */
    async otherActiveHeadOffice(userId: number, trx: Kysely<DB> = db): Promise<boolean> {
      const row = await trx
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'head_office')
        .where('status', '=', 'active')
        .where('id', '!=', userId)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    transaction: <T>(work: (trx: Kysely<DB>) => Promise<T>) => runTransaction(db, work),
  };
}

export type CertificateApprovalRepository = ReturnType<typeof createCertificateApprovalRepository>;
