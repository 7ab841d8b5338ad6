import { createHash } from 'node:crypto';
import type PgBoss from 'pg-boss';
import type { JobRunLog } from './job-runs';
import {
  checkDefinitions,
  createPeriodicTimers,
  periodStart,
  type JobDefinition,
  type JobRunner,
} from './registry';

interface Logger {
  error(details: object, message: string): void;
}

export interface PgBossRunnerOptions {
  connectionString: string;
  /** How often each instance asks the queue for work, in seconds (pg-boss allows 0.5 and up). */
  pollingIntervalSeconds?: number;
}

/** The PostgreSQL schema pg-boss keeps its queue in (left out of backups). */
export const PG_BOSS_SCHEMA = 'pgboss';

/** A UUID made from the job's name and period, the same on every instance. */
export function periodJobId(name: string, period: string): string {
  const hex = createHash('sha256').update(`${name}@${period}`).digest('hex');
  // Shaped as a version 5 (name-based) UUID with the RFC 4122 variant.
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `5${hex.slice(13, 16)}`,
    `${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}

/** An arbitrary number naming the lock that serialises queue creation across instances. */
const QUEUE_SETUP_LOCK = 7_216_401_913;

/** Runs `work` while holding a PostgreSQL advisory lock (on a connection of its own). */
async function withAdvisoryLock<T>(connectionString: string, work: () => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString, application_name: 'institute-jobs' });
  // A lost connection fails the query in progress; unheard, its 'error' event would end the process.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [QUEUE_SETUP_LOCK]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [QUEUE_SETUP_LOCK]);
    }
  } finally {
    await client.end();
  }
}

/** The period a queued job belongs to, as the instance that queued it named it. */
function periodOf(job: PgBoss.JobWithMetadata<unknown>): Date {
  const period = (job.data as { period?: unknown } | null)?.period;
  const at = typeof period === 'string' ? Date.parse(period) : NaN;
  return Number.isNaN(at) ? new Date(job.createdOn) : new Date(at);
}

/**
 * The runner for PostgreSQL, over pg-boss: every instance queues each job once per period, under
 * an id made from the job's name and the period, so the queue keeps one job per period and with N
 * instances each run happens once, on whichever instance fetches it first. pg-boss retries a
 * failed run with the definition's policy (delays in whole seconds), and jobs live in the
 * database, so a run that was queued or in flight when an instance stopped is done by another one
 * or after the restart.
 */
export function createPgBossRunner(
  definitions: readonly JobDefinition[],
  runs: JobRunLog,
  log: Logger,
  options: PgBossRunnerOptions,
): JobRunner {
  checkDefinitions(definitions);
  const byName = new Map(definitions.map((job) => [job.name, job]));
  const inFlight = new Set<Promise<unknown>>();
  let boss: PgBoss | null = null;
  let starting: Promise<void> | null = null;
  let stopping = false;

  /**
   * Queues the job's run for the current period. Every instance names it with the same id: the
   * first insert wins and the others are ignored (pg-boss inserts with ON CONFLICT DO NOTHING).
   * A run at start gets an id of its own: each start runs it (after a crash, say).
   */
  const enqueue = (job: JobDefinition, atStart = false) => {
    if (!boss || stopping) return;
    const period = new Date(periodStart(job.everyMs)).toISOString();
    boss
      .send(job.name, { period }, atStart ? {} : { id: periodJobId(job.name, period) })
      .catch((error: unknown) => log.error({ err: error, job: job.name }, 'job not queued'));
  };

  const timers = createPeriodicTimers((job) => enqueue(job));

  async function handle(job: PgBoss.JobWithMetadata<unknown>): Promise<void> {
    const definition = byName.get(job.name);
    if (!definition) return;
    const attempt = job.retryCount + 1;
    const id = await runs.started(definition.name, attempt);
    try {
      await definition.run({ attempt, period: periodOf(job) });
    } catch (error) {
      await runs.finished(id, definition.name, error);
      log.error(
        { err: error, job: definition.name, attempt, willRetry: attempt <= job.retryLimit },
        'job failed',
      );
      // pg-boss marks the job for a retry (or failed, after the last attempt).
      throw error;
    }
    await runs.finished(id, definition.name, null);
  }

  async function start(): Promise<void> {
    // Loaded here, on PostgreSQL only, rather than at every start (decision 0044).
    const { default: PgBossQueue } = await import('pg-boss');
    const instance = new PgBossQueue({
      connectionString: options.connectionString,
      schema: PG_BOSS_SCHEMA,
      application_name: 'institute-jobs',
      max: 4,
      // Cron schedules are not used: each instance asks once per period (see above).
      schedule: false,
    });
    instance.on('error', (error: unknown) => log.error({ err: error }, 'job queue error'));
    await instance.start();
    boss = instance;
    // Queues are created (or brought in line with the definitions) one instance at a time: two
    // instances creating the same queue at once may deadlock in PostgreSQL.
    await withAdvisoryLock(options.connectionString, async () => {
      for (const job of definitions) {
        const queue = {
          name: job.name,
          // 'standard': a run left active by a crashed instance does not hold back the next one
          // (it expires and is retried); the jobs are safe to run again.
          policy: 'standard' as const,
          retryLimit: job.retry.limit,
          retryDelay: Math.ceil(job.retry.delayMs / 1000),
          retryBackoff: job.retry.backoff,
          expireInSeconds: Math.max(15 * 60, (2 * job.everyMs) / 1000),
        };
        if (await instance.getQueue(job.name)) await instance.updateQueue(job.name, queue);
        else await instance.createQueue(job.name, queue);
      }
    });
    for (const job of definitions) {
      await instance.work(
        job.name,
        {
          includeMetadata: true,
          batchSize: 1,
          pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
        },
        async ([item]) => {
          if (!item) return;
          const run = handle(item);
          inFlight.add(run);
          try {
            await run;
          } finally {
            inFlight.delete(run);
          }
        },
      );
    }
    for (const job of definitions) {
      if (stopping) break;
      timers.schedule(job);
      if (job.atStart) enqueue(job, true);
    }
  }

  return {
    kind: 'pg-boss',
    definitions,
    start() {
      if (stopping) return Promise.resolve();
      starting ??= start();
      return starting;
    },
    async stop() {
      stopping = true;
      timers.stop();
      // A start in progress finishes first, so that its connections are closed below.
      await starting?.catch(() => undefined);
      // Stops fetching, waits for the runs in progress, then closes pg-boss's own pool.
      await boss?.stop({ graceful: true, wait: true, close: true, timeout: 8000 });
      await Promise.all(inFlight);
      boss = null;
    },
    nextRunAt: (name) => timers.nextRunAt(name),
  };
}
