import type { JobList } from '@institute/shared/jobs';
import type { JobRunner } from '../../jobs/registry';
import { describeSchedule } from '../../jobs/registry';
import type { JobsRepository } from './jobs.repository';

const DAY_MS = 86_400_000;

export function createJobsService(deps: { repository: JobsRepository; runner: JobRunner }) {
  return {
    /** Every registered job: schedule, last run, failures in the last 24 hours, next run. */
    async list(now = Date.now()): Promise<JobList> {
      const failures = await deps.repository.failuresSince(new Date(now - DAY_MS).toISOString());
      const jobs = await Promise.all(
        deps.runner.definitions.map(async (job) => {
          const last = await deps.repository.lastRun(job.name);
          return {
            name: job.name,
            schedule: describeSchedule(job.everyMs),
            everyMs: job.everyMs,
            retries: job.retry.limit,
            lastRun: last
              ? {
                  startedAt: last.started_at,
                  finishedAt: last.finished_at,
                  status: last.status,
                  attempt: last.attempt,
                  error: last.error,
                }
              : null,
            failuresLast24h: failures.get(job.name) ?? 0,
            nextRunAt: deps.runner.nextRunAt(job.name)?.toISOString() ?? null,
          };
        }),
      );
      return { runner: deps.runner.kind, jobs };
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
