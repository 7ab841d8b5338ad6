import { z } from 'zod';

/** A background job as the head office's Jobs screen shows it (GET /api/dashboard/jobs). */
export const jobStatusSchema = z.enum(['running', 'succeeded', 'failed']);
export type JobStatus = z.infer<typeof jobStatusSchema>;

export const jobItemSchema = z.object({
  name: z.string(),
  /** In words: "every 30 seconds", "every hour". */
  schedule: z.string(),
  everyMs: z.number().int(),
  retries: z.number().int(),
  lastRun: z
    .object({
      startedAt: z.string(),
      finishedAt: z.string().nullable(),
      status: jobStatusSchema,
      attempt: z.number().int(),
      error: z.string().nullable(),
    })
    .nullable(),
  failuresLast24h: z.number().int(),
  /** When this server next starts the job; null when its scheduler is not running. */
  nextRunAt: z.string().nullable(),
});
export type JobItem = z.infer<typeof jobItemSchema>;

export const jobListSchema = z.object({
  /** 'pg-boss' (PostgreSQL: each run happens once across instances) or 'in-process' (SQLite). */
  runner: z.enum(['pg-boss', 'in-process']),
  jobs: z.array(jobItemSchema),
});
export type JobList = z.infer<typeof jobListSchema>;

export const JOB_MESSAGES = {
  headOfficeOnly: 'Only head office can see the background jobs.',
} as const;
