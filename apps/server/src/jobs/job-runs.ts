import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** How many runs of each job are kept (failures of the last 24 hours are kept too). */
export const KEEP_RUNS_PER_JOB = 200;
const DAY_MS = 86_400_000;

/** The message recorded for a failed attempt: the error's message, one line, 500 characters. */
export function errorMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').trim().slice(0, 500) || 'failed';
}

/** Writes the rows of `job_runs`: one per attempt, from 'running' to 'succeeded' or 'failed'. */
export function createJobRunLog(db: Kysely<DB>, keep = KEEP_RUNS_PER_JOB) {
  return {
    async started(jobName: string, attempt: number): Promise<number> {
      const row = await db
        .insertInto('job_runs')
        .values({
          job_name: jobName,
          started_at: new Date().toISOString(),
          status: 'running',
          attempt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async finished(id: number, jobName: string, error: unknown | null): Promise<void> {
      await db
        .updateTable('job_runs')
        .set({
          finished_at: new Date().toISOString(),
          status: error === null ? 'succeeded' : 'failed',
          error: error === null ? null : errorMessage(error),
        })
        .where('id', '=', id)
        .execute();
      await this.prune(jobName);
    },

    /** Keeps the last `keep` runs of the job, and its failures of the last 24 hours. */
    async prune(jobName: string): Promise<void> {
      const boundary = await db
        .selectFrom('job_runs')
        .select('id')
        .where('job_name', '=', jobName)
        .orderBy('id', 'desc')
        .offset(keep - 1)
        .limit(1)
        .executeTakeFirst();
      if (!boundary) return;
      const dayAgo = new Date(Date.now() - DAY_MS).toISOString();
      await db
        .deleteFrom('job_runs')
        .where('job_name', '=', jobName)
        .where('id', '<', boundary.id)
        .where((eb) => eb.or([eb('status', '!=', 'failed'), eb('started_at', '<', dayAgo)]))
        .execute();
    },
  };
}

export type JobRunLog = ReturnType<typeof createJobRunLog>;
