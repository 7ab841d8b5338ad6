import { gradeFor, type GradingScale } from '@institute/shared/grading';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { findScaleSetting, listGrades, SCALE_KEY, setGrade } from './grading.repository';
import { getGradingScale, saveGradingScale } from './results';
import { runTransaction } from '../../lib/transaction';

/** Reads and changes the grading scale kept in settings (through results.ts and grading.repository.ts). */
export function createGradingService(deps: { db: Kysely<DB>; audit: AuditLog }) {
  const { db, audit } = deps;

  async function isDefault(trx: Kysely<DB> = db) {
    return !(await findScaleSetting(trx));
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
        const rows = await listGrades(trx);
        let changed = 0;
        for (const row of rows) {
          const { grade, passed } = gradeFor(row.percentage_bp, scale);
          if (grade === row.grade && (passed ? 1 : 0) === row.passed) continue;
          changed++;
          await setGrade(trx, row.id, grade, passed);
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
