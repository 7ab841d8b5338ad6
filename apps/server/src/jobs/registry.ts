import type { FastifyInstance } from 'fastify';

/** How a failed run is tried again: `limit` more attempts, `delayMs` apart (doubling with backoff). */
export interface RetryPolicy {
  limit: number;
  delayMs: number;
  backoff: boolean;
}

export interface JobContext {
  /** 1 for the first try of a run, 2 for its first retry... */
  attempt: number;
  /** The start of the period this run belongs to (one run per period). */
  period: Date;
}

/** A named background job: what it does, how often, and how a failure is retried. */
export interface JobDefinition {
  /** Names the job in the logs, the job queue and the Jobs screen: lower case, digits, hyphens. */
  name: string;
  /**
   * Runs once per period of this many milliseconds (whole seconds; periods are aligned to the
   * epoch, and a run is triggered a little after a period starts: see nextTriggerAt).
   */
  everyMs: number;
  /** Also runs once as soon as the runner starts (without delaying the start). */
  atStart?: boolean;
  retry: RetryPolicy;
  /** Throws to fail the attempt (the error's message is recorded, cut to 500 characters). */
  run(context: JobContext): Promise<void>;
}

/** Runs the registered definitions: in-process on SQLite, through pg-boss on PostgreSQL. */
export interface JobRunner {
  readonly kind: 'in-process' | 'pg-boss';
  readonly definitions: readonly JobDefinition[];
  /** Starts scheduling (idempotent). */
  start(): Promise<void>;
  /** Stops scheduling, waits for the runs in progress to finish, and releases connections. */
  stop(): Promise<void>;
  /** When this instance next triggers the job; null when the runner is not started. */
  nextRunAt(name: string): Date | null;
}

export const JOB_NAME = /^[a-z0-9][a-z0-9-]{0,60}$/;

/** Checks a set of definitions: unique well-formed names, sensible periods and retries. */
export function checkDefinitions(definitions: readonly JobDefinition[]): void {
  const seen = new Set<string>();
  for (const job of definitions) {
    if (!JOB_NAME.test(job.name)) throw new Error(`Job name "${job.name}" is not allowed`);
    if (seen.has(job.name)) throw new Error(`Job "${job.name}" is registered twice`);
    seen.add(job.name);
    if (!Number.isInteger(job.everyMs / 1000) || job.everyMs < 1000) {
      throw new Error(`Job "${job.name}": everyMs must be a whole number of seconds`);
    }
    if (job.retry.limit < 0 || job.retry.delayMs < 0) {
      throw new Error(`Job "${job.name}": the retry policy must not be negative`);
    }
  }
}

/** The start of the period of `everyMs` that `now` falls in. */
export function periodStart(everyMs: number, now = Date.now()): number {
  return Math.floor(now / everyMs) * everyMs;
}

/**
 * When a job of period `everyMs` is next triggered after `now`: periods are aligned to the epoch,
 * and each is triggered half a period (at most 5 s) after it starts, so that instances whose
 * clocks differ a little from each other's and the database's still name the same period.
 */
export function nextTriggerAt(everyMs: number, now = Date.now()): number {
  const offset = Math.min(everyMs / 2, 5000);
  return Math.floor((now - offset) / everyMs) * everyMs + offset + everyMs;
}

/** The delay before attempt `attempt + 1`, after `attempt` failed. */
/**
 * The timers of both runners: each job fires at the start of each of its periods (`due`), and
 * the next firing is known for the Jobs screen. stop() clears them all; nothing fires after it.
 */
export function createPeriodicTimers(due: (job: JobDefinition) => void) {
  const timers = new Map<string, NodeJS.Timeout>();
  const next = new Map<string, number>();
  let stopped = false;
  const schedule = (job: JobDefinition): void => {
    if (stopped) return;
    const at = nextTriggerAt(job.everyMs);
    next.set(job.name, at);
    const timer = setTimeout(
      () => {
        schedule(job);
        due(job);
      },
      Math.max(0, at - Date.now()),
    );
    timer.unref();
    timers.set(job.name, timer);
  };
  return {
    schedule,
    stop(): void {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      next.clear();
    },
    nextRunAt(name: string): Date | null {
      const at = next.get(name);
      return at === undefined ? null : new Date(at);
    },
  };
}

export function retryDelayMs(policy: RetryPolicy, attempt: number): number {
  return policy.backoff ? policy.delayMs * 2 ** (attempt - 1) : policy.delayMs;
}

/** A schedule in words for the Jobs screen: "every 30 seconds", "every hour". */
export function describeSchedule(everyMs: number): string {
  const units: [number, string][] = [
    [86_400_000, 'day'],
    [3_600_000, 'hour'],
    [60_000, 'minute'],
    [1000, 'second'],
  ];
  for (const [size, unit] of units) {
    if (everyMs % size === 0) {
      const count = everyMs / size;
      return count === 1 ? `every ${unit}` : `every ${count} ${unit}s`;
    }
  }
  return `every ${everyMs} ms`;
}

/**
 * Starts the runner once the server listens (so tests that only inject requests run no job;
 * without delaying the first answer) and stops it when the app closes, before the database does:
 * runs in progress finish first.
 */
export function registerJobRunner(app: FastifyInstance, runner: JobRunner): void {
  app.addHook('onListen', async () => {
    runner.start().catch((error: unknown) => app.log.error({ err: error }, 'job runner failed'));
  });
  app.addHook('preClose', async () => {
    await runner.stop();
  });
}
