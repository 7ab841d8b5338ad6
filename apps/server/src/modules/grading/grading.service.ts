import { gradeFor, type GradingScale } from '@institute/shared/grading';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { getGradingScale, saveGradingScale } from '../../lib/results';
import { runTransaction } from '../../lib/transaction';

const SCALE_KEY = 'grading_scale';

/** Reads and changes the grading scale kept in settings (through lib/results). */
export function createGradingService(deps: { db: Kysely<DB>; audit: AuditLog }) {
  const { db, audit } = deps;

  async function isDefault(trx: Kysely<DB> = db) {
    const row = await trx
      .selectFrom('settings')
      .select('key')
      .where('key', '=', SCALE_KEY)
      .executeTakeFirst();
    return !row;
  }

  return {
    async get() {
      return { ...(await getGradingScale(db)), isDefault: await isDefault() };
    },

    async save(user: AuthenticatedUser, scale: GradingScale) {
      return runTransaction(db, async (trx) => {
        const before = await getGradingScale(trx);
        await saveGradingScale(trx, scale, user.id);
        await audit(
          {
            userId: user.id,
            centreId: null,
            action: 'update',
            entity: 'grading_scale',
            entityId: SCALE_KEY,
            changes: { scale: [before, scale] },
          },
          trx,
        );
        return { ...(await getGradingScale(trx)), isDefault: false };
      });
    },

    /**
     * Grades every recorded result (online and offline) again with the current scale, in one
     * transaction; answers how many results changed grade or pass/fail.
     */
    async regradeAll(user: AuthenticatedUser): Promise<{ results: number; changed: number }> {
      return runTransaction(db, async (trx) => {
        const scale = await getGradingScale(trx);
        const rows = await trx
          .selectFrom('exam_results')
          .select(['id', 'percentage_bp', 'grade', 'passed'])
          .execute();
        let changed = 0;
        for (const row of rows) {
          const { grade, passed } = gradeFor(row.percentage_bp, scale);
          if (grade === row.grade && (passed ? 1 : 0) === row.passed) continue;
          changed++;
          await trx
            .updateTable('exam_results')
            .set({ grade, passed: passed ? 1 : 0 })
            .where('id', '=', row.id)
            .execute();
        }
        await audit(
          {
            userId: user.id,
            centreId: null,
            action: 'regrade',
            entity: 'exam_results',
            entityId: null,
            changes: { results: rows.length, changed },
          },
          trx,
        );
        return { results: rows.length, changed };
      });
    },
  };
}

export type GradingService = ReturnType<typeof createGradingService>;
