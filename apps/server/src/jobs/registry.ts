import type { FastifyInstance } from 'fastify';

/** A background job of the server. */
export interface Job {
  /** Names the job in the logs. */
  name: string;
  /** Runs every so many milliseconds. */
  everyMs: number;
  /** Also runs once as soon as the server listens (without delaying the start). */
  atStart?: boolean;
  run(): Promise<void>;
}

/**
 * The server's background jobs, in one place. Each runs on an unref'd interval (and once after the
 * server listens, when asked), never twice at the same time; a failure is logged with the job's
 * name. Nothing runs before the server listens (so tests that only inject requests run none),
 * and closing the app stops the timers and waits for runs in progress, before the database closes.
 */
export function registerJobs(app: FastifyInstance, jobs: readonly Job[]): void {
  const timers: NodeJS.Timeout[] = [];
  const running = new Map<string, Promise<void>>();
  let started = false;
  let closing = false;
  const start = (job: Job) => {
    if (closing || running.has(job.name)) return;
    const run = job
      .run()
      .catch((error: unknown) => app.log.error({ err: error, job: job.name }, 'job failed'))
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
  };
  app.addHook('onListen', async () => {
    if (started) return;
    started = true;
    for (const job of jobs) {
      if (job.atStart) timers.push(setTimeout(() => start(job), 0).unref());
      timers.push(setInterval(() => start(job), job.everyMs).unref());
    }
  });
  app.addHook('preClose', async () => {
    closing = true;
    for (const timer of timers) clearTimeout(timer);
    await Promise.all(running.values());
  });
}
