import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Reads `job_runs` (written by the job runners) for the Jobs screen. */
export function createJobsRepository(db: Kysely<DB>) {
  return {
    lastRun(jobName: string) {
      return db
        .selectFrom('job_runs')
        .select(['started_at', 'finished_at', 'status', 'attempt', 'error'])
        .where('job_name', '=', jobName)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    async failuresSince(since: string): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('job_runs')
        .select(['job_name', (eb) => eb.fn.countAll<number | string>().as('count')])
        .where('status', '=', 'failed')
        .where('started_at', '>=', since)
        .groupBy('job_name')
        .execute();
      return new Map(rows.map((row) => [row.job_name, Number(row.count)]));
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
