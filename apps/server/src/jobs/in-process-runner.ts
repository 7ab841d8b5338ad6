import type { JobRunLog } from './job-runs';
import {
  checkDefinitions,
  createPeriodicTimers,
  periodStart,
  retryDelayMs,
  type JobDefinition,
  type JobRunner,
} from './registry';

interface Logger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * The runner for one instance (SQLite): each job runs at the start of every period of its
 * `everyMs` (on unref'd timers), never twice at the same time; a failed attempt is recorded and
 * tried again after the retry policy's delay. stop() clears the timers and pending retries and
 * waits for the attempts in progress.
 */
export function createInProcessRunner(
  definitions: readonly JobDefinition[],
  runs: JobRunLog,
  log: Logger,
): JobRunner {
  checkDefinitions(definitions);
  const running = new Map<string, Promise<void>>();
  /** Retries waiting for their delay: stop() gives them up at once. */
  const waiting = new Map<NodeJS.Timeout, (goOn: boolean) => void>();
  let started = false;
  let stopping = false;

  /** Waits before a retry; false when the runner stopped meanwhile. */
  const pause = (ms: number) =>
    new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        waiting.delete(timer);
        resolve(!stopping);
      }, ms);
      timer.unref();
      waiting.set(timer, resolve);
    });

  async function runWithRetries(job: JobDefinition, period: Date): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const id = await runs.started(job.name, attempt);
      try {
        await job.run({ attempt, period });
        await runs.finished(id, job.name, null);
        return;
      } catch (error) {
        await runs.finished(id, job.name, error);
        const willRetry = attempt <= job.retry.limit && !stopping;
        log.error({ err: error, job: job.name, attempt, willRetry }, 'job failed');
        if (!willRetry) return;
        if (!(await pause(retryDelayMs(job.retry, attempt)))) return;
      }
    }
  }

  function trigger(job: JobDefinition): void {
    if (stopping || running.has(job.name)) return;
    const run = runWithRetries(job, new Date(periodStart(job.everyMs)))
      .catch((error: unknown) => log.error({ err: error, job: job.name }, 'job not recorded'))
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
  }

  const timers = createPeriodicTimers((job) => trigger(job));

  return {
    kind: 'in-process',
    definitions,
    async start() {
      if (started || stopping) return;
      started = true;
      for (const job of definitions) {
        timers.schedule(job);
        if (job.atStart) setImmediate(() => trigger(job));
      }
    },
    async stop() {
      stopping = true;
      timers.stop();
      // A retry waiting for its delay is given up (its failure stays recorded).
      for (const [timer, resolve] of waiting) {
        clearTimeout(timer);
        resolve(false);
      }
      waiting.clear();
      await Promise.all(running.values());
    },
    nextRunAt: (name) => timers.nextRunAt(name),
  };
}
