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
  // File storage in an S3-compatible bucket instead of DATA_DIR/files (decision 0007).
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  // Shared counters (rate limits, sign-in lockout) and session cache (decision 0008).
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('institute:'),
  /** How long a resolved session is reused without asking the database; 0 turns it off. */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
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
  /** Where stored files live: DATA_DIR/files, or an S3-compatible bucket (decision 0007). */
  storage: { kind: 'local'; dir: string } | S3Config;
  /** Redis for counters and the session cache shared by several processes (decision 0008). */
  redis: { url: string; keyPrefix: string } | null;
  /** Resolved sessions are reused for this long (memory, or Redis when set); 0: off. */
  sessionCacheMs: number;
  /** SIGTERM: readiness 503 for drainMs, then close (in-flight requests and jobs finish). */
  shutdown: { drainMs: number; timeoutMs: number };
  /** Where `npm run backup` writes its archives. */
  backupDir: string;
}

export interface S3Config {
  kind: 's3';
  bucket: string;
  /** Unset: AWS itself (the region's endpoint). */
  endpoint: string | null;
  region: string;
  /** Unset: the AWS SDK's default credential chain (environment, instance role...). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  forcePathStyle: boolean;
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
  const s3Variables = (
    [
      'S3_ENDPOINT',
      'S3_REGION',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_FORCE_PATH_STYLE',
    ] as const
  ).filter((name) => env[name] !== undefined);
  if (env.S3_BUCKET === undefined && s3Variables.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  S3_BUCKET: must be set to use S3 storage (${s3Variables.join(', ')} ${s3Variables.length === 1 ? 'is' : 'are'} set)`,
    );
  }
  if (env.S3_BUCKET !== undefined && !/^[a-z0-9][a-z0-9.-]+[a-z0-9]$/.test(env.S3_BUCKET)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_BUCKET: must be a bucket name (lower-case letters, digits, dots and hyphens)',
    );
  }
  if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError(
      `Invalid configuration:\n  ${env.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together`,
    );
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const storageDir = path.join(dataDir, 'files');
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir,
    storageDir,
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
    storage: env.S3_BUCKET
      ? {
          kind: 's3',
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT ?? null,
          region: env.S3_REGION ?? 'us-east-1',
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : null,
          // Most S3-compatible servers (MinIO, s3rver, Ceph) address buckets by path.
          forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
        }
      : { kind: 'local', dir: storageDir },
    redis: env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX } : null,
    sessionCacheMs: env.SESSION_CACHE_SECONDS * 1000,
    shutdown: {
      drainMs: env.SHUTDOWN_DRAIN_SECONDS * 1000,
      timeoutMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    },
    backupDir: path.resolve(env.BACKUP_DIR),
  };
}
