import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters long').max(100).optional(),
  WEB_DIST: z.string().min(1).optional(),
  TRUST_PROXY: booleanFlag.default(false),
  DEMO_DATA: booleanFlag.default(false),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 90)
    .default(12),
  /** Leftover and unreferenced stored files are removed once older than this. */
  FILE_SWEEP_SAFE_AGE_SECONDS: z.coerce.number().int().min(0).default(3600),
  FILE_SWEEP_INTERVAL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  // Operations (issue 16): graceful shutdown and backups.
  /** After SIGTERM, readiness answers 503 for this long before the server stops accepting. */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(0),
  /** The longest a shutdown may take (in-flight requests and jobs) before the process exits 1. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  BACKUP_DIR: z.string().min(1).default('./backups'),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  /** Folder of stored files (uploads, gallery images): DATA_DIR/files. */
  storageDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  logLevel: string;
  admin: { email: string; password: string } | null;
  /** Folder holding the web build (client/ and server/); null serves the API only. */
  webDist: string | null;
  trustProxy: boolean;
  /** Sessions expire after this many hours without use. */
  sessionTtlHours: number;
  /** Seed sample accounts and a student on a database without students (for trying it out). */
  demoData: boolean;
  /** The sweep of stored files: at start and every intervalMs, for files older than safeAgeMs. */
  fileSweep: { safeAgeMs: number; intervalMs: number };
  /** SIGTERM: readiness 503 for drainMs, then close (in-flight requests and jobs finish). */
  shutdown: { drainMs: number; timeoutMs: number };
  /** Where `npm run backup` writes its archives. */
  backupDir: string;
}

export class ConfigError extends Error {}

/** Parses environment variables into a Config; a bad value throws a ConfigError naming the variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset, as shells and .env files commonly leave them.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    );
  }
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir,
    storageDir: path.join(dataDir, 'files'),
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(dataDir, 'institute.sqlite') },
    logLevel: env.LOG_LEVEL,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : null,
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : null,
    trustProxy: env.TRUST_PROXY,
    sessionTtlHours: env.SESSION_TTL_HOURS,
    demoData: env.DEMO_DATA,
    fileSweep: {
      safeAgeMs: env.FILE_SWEEP_SAFE_AGE_SECONDS * 1000,
      intervalMs: env.FILE_SWEEP_INTERVAL_MINUTES * 60_000,
    },
    shutdown: {
      drainMs: env.SHUTDOWN_DRAIN_SECONDS * 1000,
      timeoutMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    },
    backupDir: path.resolve(env.BACKUP_DIR),
  };
}
