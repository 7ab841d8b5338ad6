import path from 'node:path';
import { DEFAULT_TIME_ZONE, isTimeZone } from '@institute/shared/institute-time';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy';

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
  /**
   * Whether the first head office account (from ADMIN_PASSWORD, or generated) must choose its own
   * password at its first sign-in (decision 0060). `false` is for test servers only.
   */
  ADMIN_PASSWORD_CHANGE: booleanFlag.default(true),
  WEB_DIST: z.string().min(1).optional(),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context) => {
      const trust = parseTrustProxy(value);
      if (trust !== undefined) return trust;
      context.addIssue({
        code: 'custom',
        message:
          'must be true, false, a number of proxy hops, or proxy addresses/CIDRs separated by commas',
      });
      return z.NEVER;
    }),
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
  /** A Redis command not answered in this time fails, and Redis is left alone for a while. */
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(50).max(10_000).default(200),
  /** How long a resolved session is reused without asking the database; 0 turns it off. */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  /** Kept answers of the dashboard's read routes until the database changes (decision 0011). */
  ANSWER_CACHE: booleanFlag.default(true),
  DATABASE_NAMED_STATEMENTS: booleanFlag.default(true),
  // Operations (issue 16): graceful shutdown and backups.
  /** After SIGTERM, readiness answers 503 for this long before the server stops accepting. */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(0),
  /** The longest a shutdown may take (in-flight requests and jobs) before the process exits 1. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /** The longest a request (headers and body) may take to arrive; 0 turns the limit off. */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(0).max(3600).default(300),
  BACKUP_DIR: z.string().min(1).default('./backups'),
  // Signed Open Badges credentials (issue 20, decision 0019).
  /** 32 random bytes, base64: encrypts the signing keys stored in the database. Unset: no credentials. */
  CREDENTIALS_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, {
      message: 'must be 32 bytes in base64 (openssl rand -base64 32)',
    })
    .optional(),
  /**
   * The site's public address (https://example.org): the links messages carry, and the signed
   * credentials' issuer (did:web of its host).
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  // Notifications (issue 19, decision 0021): e-mail over SMTP, SMS through MSG91.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SMTP_SECURE: booleanFlag.optional(),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).max(200).optional(),
  SMS_PROVIDER: z.enum(['msg91']).optional(),
  MSG91_AUTH_KEY: z.string().min(1).optional(),
  MSG91_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://control.msg91.com/api/v5/flow'),
  SMS_TEMPLATE_IDS: z
    .string()
    .regex(
      /^[a-z-]+=[A-Za-z0-9]+(,[a-z-]+=[A-Za-z0-9]+)*$/,
      'must be kind=templateId pairs separated by commas',
    )
    .optional(),
  // WhatsApp Business Cloud API (decision 0085): off unless the four are set together.
  WHATSAPP_ACCESS_TOKEN: z.string().min(20).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{5,30}$/, 'must be the digits of the phone number id')
    .optional(),
  WHATSAPP_APP_SECRET: z.string().min(8).optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(8).optional(),
  WHATSAPP_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://graph.facebook.com/v21.0'),
  WHATSAPP_TEMPLATES: z
    .string()
    .regex(
      /^[a-z-]+=[a-z0-9_]+(,[a-z-]+=[a-z0-9_]+)*$/,
      'must be kind=template_name pairs separated by commas',
    )
    .optional(),
  WHATSAPP_SENDS_PER_SECOND: z.coerce.number().min(0.1).max(1000).default(20),
  NOTIFY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(8),
  NOTIFY_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  ANNOUNCEMENTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
  // Online payments through Razorpay (issue 36, decision 0071): off unless all three are set.
  RAZORPAY_KEY_ID: z
    .string()
    .regex(
      /^rzp_(test|live)_[A-Za-z0-9]+$/,
      'must be a Razorpay key id (rzp_test_... or rzp_live_...)',
    )
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().min(8).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8).optional(),
  RAZORPAY_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://api.razorpay.com'),
  /** The institute's time zone (IANA name): the date of every moment stored or shown (decision 0052). */
  INSTITUTE_TIME_ZONE: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone, e.g. Asia/Kolkata')
    .default(DEFAULT_TIME_ZONE),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  /** Folder of stored files (uploads, gallery images): DATA_DIR/files. */
  storageDir: string;
  /**
   * PostgreSQL: `namedStatements` sends queries as named statements of their connection (decision
   * 0096); false for a pooler that cannot keep them (PgBouncer's transaction mode before 1.21).
   */
  database:
    { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; namedStatements: boolean };
  logLevel: string;
  admin: { email: string; password: string } | null;
  /** The first head office account chooses its own password at its first sign-in (decision 0060). */
  adminPasswordChange: boolean;
  /** Folder holding the web build (client/ and server/); null serves the API only. */
  webDist: string | null;
  /** Which proxies may say who the client is (lib/trust-proxy.ts): none, hops, or addresses. */
  trustProxy: TrustProxy;
  /** Sessions expire after this many hours without use. */
  sessionTtlHours: number;
  /** Seed sample accounts and a student on a database without students (for trying it out). */
  demoData: boolean;
  /** The sweep of stored files: at start and every intervalMs, for files older than safeAgeMs. */
  fileSweep: { safeAgeMs: number; intervalMs: number };
  /** Where stored files live: DATA_DIR/files, or an S3-compatible bucket (decision 0007). */
  storage: { kind: 'local'; dir: string } | S3Config;
  /** Redis for counters and the session cache shared by several processes (decision 0008). */
  redis: { url: string; keyPrefix: string; commandTimeoutMs: number } | null;
  /** Resolved sessions are reused for this long (memory, or Redis when set); 0: off. */
  sessionCacheMs: number;
  /** Read routes keep their answers until the database changes (decision 0011); false: off. */
  answerCache: boolean;
  /** SIGTERM: readiness 503 for drainMs, then close (in-flight requests and jobs finish). */
  shutdown: { drainMs: number; timeoutMs: number };
  /** A request whose headers and body have not all arrived after this long is cut (408); 0: never. */
  requestTimeoutMs: number;
  /** Where `npm run backup` writes its archives. */
  backupDir: string;
  /** Signed credentials (decision 0019): the key that seals the signing keys; null: not issued. */
  credentials: { encryptionKey: Buffer; publicUrl: string } | null;
  notifications: NotificationsConfig;
  /** Announcements (decision 0086): recipients enqueued per minute at most, all together. */
  announcements: { ratePerMinute: number };
  /** Online payments (decision 0071); null: off, the manual paths only. */
  payments: PaymentsConfig | null;
  /** The institute's time zone: calendar dates of instants follow it (decision 0052). */
  instituteTimeZone: string;
}

/** E-mail and SMS (decision 0021); null channels are off and their messages are skipped. */
export interface NotificationsConfig {
  /** The site's address in links that messages carry (no trailing slash). */
  publicUrl: string;
  email: {
    smtp:
      | string
      | {
          host: string;
          port: number;
          secure: boolean;
          user: string | null;
          password: string | null;
        };
    from: string;
  } | null;
  sms: {
    provider: 'msg91';
    authKey: string;
    apiUrl: string;
    /** Message kind -> the provider's id of its DLT-registered template. */
    templateIds: Record<string, string>;
  } | null;
  whatsapp: {
    accessToken: string;
    phoneNumberId: string;
    appSecret: string;
    verifyToken: string;
    /** Up to the version: https://graph.facebook.com/v21.0 (no trailing slash). */
    apiUrl: string;
    /** Message kind -> the approved template's name, where not institute_<kind with _>. */
    templateNames: Record<string, string>;
    /** The outbox job sends at most this many WhatsApp messages a second. */
    sendsPerSecond: number;
  } | null;
  /** A message is given up after this many failed attempts. */
  maxAttempts: number;
  /** The wait after the first failure; it doubles after each further one (at most 6 hours). */
  retryBaseMs: number;
}

/** The payment gateway's keys (never printed or logged). */
export interface PaymentsConfig {
  provider: 'razorpay';
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiUrl: string;
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
  if (env.SMTP_URL !== undefined && env.SMTP_HOST !== undefined) {
    throw new ConfigError(
      'Invalid configuration:\n  SMTP_URL: set SMTP_URL or SMTP_HOST, not both',
    );
  }
  const smtpSet = env.SMTP_URL !== undefined || env.SMTP_HOST !== undefined;
  if (smtpSet !== (env.MAIL_FROM !== undefined)) {
    throw new ConfigError(
      `Invalid configuration:\n  ${smtpSet ? 'MAIL_FROM' : 'SMTP_URL'}: SMTP_URL (or SMTP_HOST) and MAIL_FROM must be set together`,
    );
  }
  if (!smtpSet) {
    const stray = (['SMTP_PORT', 'SMTP_SECURE', 'SMTP_USER', 'SMTP_PASSWORD'] as const).find(
      (name) => env[name] !== undefined,
    );
    if (stray) throw new ConfigError(`Invalid configuration:\n  ${stray}: needs SMTP_HOST`);
  }
  if ((env.SMS_PROVIDER !== undefined) !== (env.MSG91_AUTH_KEY !== undefined)) {
    throw new ConfigError(
      `Invalid configuration:\n  ${env.SMS_PROVIDER === undefined ? 'SMS_PROVIDER' : 'MSG91_AUTH_KEY'}: SMS_PROVIDER=msg91 and MSG91_AUTH_KEY must be set together`,
    );
  }
  const razorpayVariables = (
    ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const
  ).filter((name) => env[name] !== undefined);
  if (razorpayVariables.length > 0 && razorpayVariables.length < 3) {
    const missing = (
      ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const
    ).find((name) => env[name] === undefined)!;
    throw new ConfigError(
      `Invalid configuration:\n  ${missing}: RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET must be set together`,
    );
  }
  const whatsappNames = [
    'WHATSAPP_ACCESS_TOKEN',
    'WHATSAPP_PHONE_NUMBER_ID',
    'WHATSAPP_APP_SECRET',
    'WHATSAPP_VERIFY_TOKEN',
  ] as const;
  const whatsappSet = whatsappNames.filter((name) => env[name] !== undefined);
  if (whatsappSet.length > 0 && whatsappSet.length < whatsappNames.length) {
    const missing = whatsappNames.find((name) => env[name] === undefined)!;
    throw new ConfigError(
      `Invalid configuration:\n  ${missing}: ${whatsappNames.join(', ')} must be set together`,
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
      ? { kind: 'postgres', url: env.DATABASE_URL, namedStatements: env.DATABASE_NAMED_STATEMENTS }
      : { kind: 'sqlite', file: path.join(dataDir, 'institute.sqlite') },
    logLevel: env.LOG_LEVEL,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : null,
    adminPasswordChange: env.ADMIN_PASSWORD_CHANGE,
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
    redis: env.REDIS_URL
      ? {
          url: env.REDIS_URL,
          keyPrefix: env.REDIS_KEY_PREFIX,
          commandTimeoutMs: env.REDIS_COMMAND_TIMEOUT_MS,
        }
      : null,
    sessionCacheMs: env.SESSION_CACHE_SECONDS * 1000,
    answerCache: env.ANSWER_CACHE,
    shutdown: {
      drainMs: env.SHUTDOWN_DRAIN_SECONDS * 1000,
      timeoutMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    },
    requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
    backupDir: path.resolve(env.BACKUP_DIR),
    instituteTimeZone: env.INSTITUTE_TIME_ZONE,
    payments:
      env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET
        ? {
            provider: 'razorpay',
            keyId: env.RAZORPAY_KEY_ID,
            keySecret: env.RAZORPAY_KEY_SECRET,
            webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
            apiUrl: env.RAZORPAY_API_URL,
          }
        : null,
    credentials: env.CREDENTIALS_KEY
      ? {
          encryptionKey: Buffer.from(env.CREDENTIALS_KEY, 'base64'),
          publicUrl: new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).origin,
        }
      : null,
    notifications: {
      publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
      email: smtpSet
        ? {
            smtp:
              env.SMTP_URL ??
              (() => {
                const port = env.SMTP_PORT ?? 587;
                return {
                  host: env.SMTP_HOST!,
                  port,
                  secure: env.SMTP_SECURE ?? port === 465,
                  user: env.SMTP_USER ?? null,
                  password: env.SMTP_PASSWORD ?? null,
                };
              })(),
            from: env.MAIL_FROM!,
          }
        : null,
      sms:
        env.SMS_PROVIDER && env.MSG91_AUTH_KEY
          ? {
              provider: env.SMS_PROVIDER,
              authKey: env.MSG91_AUTH_KEY,
              apiUrl: env.MSG91_API_URL,
              templateIds: Object.fromEntries(
                (env.SMS_TEMPLATE_IDS ?? '')
                  .split(',')
                  .filter(Boolean)
                  .map((pair) => pair.split('=') as [string, string]),
              ),
            }
          : null,
      whatsapp:
        env.WHATSAPP_ACCESS_TOKEN &&
        env.WHATSAPP_PHONE_NUMBER_ID &&
        env.WHATSAPP_APP_SECRET &&
        env.WHATSAPP_VERIFY_TOKEN
          ? {
              accessToken: env.WHATSAPP_ACCESS_TOKEN,
              phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
              appSecret: env.WHATSAPP_APP_SECRET,
              verifyToken: env.WHATSAPP_VERIFY_TOKEN,
              apiUrl: env.WHATSAPP_API_URL.replace(/\/+$/, ''),
              templateNames: Object.fromEntries(
                (env.WHATSAPP_TEMPLATES ?? '')
                  .split(',')
                  .filter(Boolean)
                  .map((pair) => pair.split('=') as [string, string]),
              ),
              sendsPerSecond: env.WHATSAPP_SENDS_PER_SECOND,
            }
          : null,
      maxAttempts: env.NOTIFY_MAX_ATTEMPTS,
      retryBaseMs: env.NOTIFY_RETRY_SECONDS * 1000,
    },
    announcements: { ratePerMinute: env.ANNOUNCEMENTS_PER_MINUTE },
  };
}
