import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db/database';
import type { DB } from '../db/schema';
import { eachItem, errorKind } from '../lib/each-item';
import { removeOldIdempotencyKeys } from '../lib/idempotency';
import type { FileStorage } from '../lib/storage';
import type { JobDefinition } from './registry';
import { sweepStoredFiles } from './sweep-files';
import { removeEndedSessions, removeOldLoginFailures } from '../modules/auth/auth-cleanup';
import { removeOutboxRowsBefore } from '../modules/notifications/outbox-cleanup';

interface Logger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How often attempts past their deadline are submitted when nobody reads them. */
export const EXAM_FINALISATION_EVERY_MS = 30_000;
/** How often the reports' kept summaries are brought up to date (decision 0076). */
export const REPORT_SUMMARIES_EVERY_MS = 5 * MINUTE;
/** Sign-in failure rows older than this no longer count (the window and the lock are 15 minutes). */
export const LOGIN_FAILURES_KEPT_MS = DAY;
/** Outbox rows sent or skipped longer ago than this are removed (the delivery log's history). */
export const NOTIFICATIONS_KEPT_MS = 90 * DAY;
/** How often the outbox is read for e-mails and SMS to send (each message has its own retries). */
export const NOTIFICATION_DELIVERY_EVERY_MS = 10_000;

/** How often announcements are started, expanded and enqueued (at their pace; decision 0086). */
export const ANNOUNCEMENTS_EVERY_MS = 30_000;

export interface JobDependencies {
  db: Kysely<DB>;
  dialect: Dialect;
  storage: FileStorage;
  log: Logger;
  fileSweep: { safeAgeMs: number; intervalMs: number };
  /** Submits the online exam attempts whose deadline has passed, each on its own; how many. */
  finaliseOverdueExams(): Promise<{ submitted: number; failed: number }>;
  /** Sends the outbox's due messages (modules/notifications). */
  deliverNotifications(): Promise<unknown>;
  /** Starts due announcements and enqueues their recipients (modules/announcements). */
  sendAnnouncements(): Promise<{ queued: number; unreachable: number; failed: number }>;
  /** Enqueues the fee instalment reminders due (modules/accounts/dues-reminders.ts); how many. */
  sendDuesReminders(): Promise<{ reminded: number; failed: number }>;
  /** Enqueues last month's summary for head office when due (modules/reports/monthly-summary.ts). */
  sendMonthlySummary(): Promise<{ month: string | null; recipients: number }>;
  /** Enqueues the affiliation expiry reminders due (modules/affiliation); how many. */
  sendAffiliationReminders(): Promise<{ reminded: number; failed: number }>;
  /** Asks the gateway about online payments pending past 15 minutes (modules/payments). */
  reconcilePayments(): Promise<{
    checked: number;
    credited: number;
    failed: number;
    /** Refunds reserved and left unrecorded (a request that stopped), looked at again. */
    refundsChecked: number;
  }>;
  /** Brings the reports' kept summaries up to date (modules/reports/report-summaries.ts). */
  refreshReportSummaries(): Promise<{
    mode: 'full' | 'incremental';
    days: number | null;
    students: number;
  }>;
}

/**
 * Every job of the server, in one place. Logs carry counts and ids only, never personal data. A
 * job never lets one bad item stop the rest (lib/each-item.ts): each attempt, message, student's
 * plan and stored file is handled in its own try/catch, and the failures are counted.
 */
export function serverJobs(deps: JobDependencies): JobDefinition[] {
  const { db, log } = deps;
  return [
    {
      name: 'sweep-stored-files',
      everyMs: deps.fileSweep.intervalMs,
      atStart: true,
      retry: { limit: 2, delayMs: MINUTE, backoff: true },
      async run() {
        const result = await sweepStoredFiles(db, deps.storage, {
          safeAgeMs: deps.fileSweep.safeAgeMs,
          log,
        });
        log.info(result, 'stored files swept');
      },
    },
    {
      name: 'finalise-online-exams',
      everyMs: EXAM_FINALISATION_EVERY_MS,
      retry: { limit: 1, delayMs: 5000, backoff: false },
      async run() {
        const { submitted, failed } = await deps.finaliseOverdueExams();
        if (submitted > 0 || failed > 0) {
          log.info({ submitted, failed }, 'overdue online exam attempts submitted');
        }
      },
    },
    {
      // Each message keeps its own attempts and backoff in the outbox; this only wakes it up.
      name: 'deliver-notifications',
      everyMs: NOTIFICATION_DELIVERY_EVERY_MS,
      retry: { limit: 0, delayMs: 0, backoff: false },
      async run() {
        await deps.deliverNotifications();
      },
    },
    {
      // Each recipient is claimed before it is enqueued, so runs on two instances or after a
      // stop half-way never enqueue one twice; the pace is ANNOUNCEMENTS_PER_MINUTE.
      name: 'send-announcements',
      everyMs: ANNOUNCEMENTS_EVERY_MS,
      retry: { limit: 0, delayMs: 0, backoff: false },
      async run() {
        await deps.sendAnnouncements();
      },
    },
    {
      // Once per instalment (dues_reminders_sent), so running often only makes reminders timely.
      name: 'send-dues-reminders',
      everyMs: HOUR,
      retry: { limit: 2, delayMs: 5 * MINUTE, backoff: true },
      async run() {
        const { reminded, failed } = await deps.sendDuesReminders();
        if (reminded > 0 || failed > 0) {
          log.info({ reminded, failed }, 'fee instalment reminders enqueued');
        }
      },
    },
    {
      // Due on the 1st (or the first week's first run after it); once per month (monthly_summaries).
      name: 'send-monthly-summary',
      everyMs: HOUR,
      retry: { limit: 2, delayMs: 5 * MINUTE, backoff: true },
      async run() {
        const { month, recipients } = await deps.sendMonthlySummary();
        if (recipients > 0) log.info({ month, recipients }, 'monthly summary enqueued');
      },
    },
    {
      // Once per centre, period end and mark (affiliation_reminders_sent): 60, 30, 7 days before.
      name: 'send-affiliation-reminders',
      everyMs: HOUR,
      retry: { limit: 2, delayMs: 5 * MINUTE, backoff: true },
      async run() {
        const { reminded, failed } = await deps.sendAffiliationReminders();
        if (reminded > 0 || failed > 0) {
          log.info({ reminded, failed }, 'affiliation expiry reminders enqueued');
        }
      },
    },
    {
      // Each payment is credited once whoever sees it first (a row that turns pending to paid);
      // each refund left reserved is recorded or released once (decision 0088).
      name: 'reconcile-online-payments',
      everyMs: 5 * MINUTE,
      retry: { limit: 1, delayMs: MINUTE, backoff: false },
      async run() {
        const result = await deps.reconcilePayments();
        if (result.checked > 0 || result.refundsChecked > 0) {
          log.info(result, 'pending online payments and refunds reconciled');
        }
      },
    },
    {
      // The reports' summaries (decision 0076): what changed since the last run, or everything
      // when nothing is kept yet. The reports show when they were last brought up to date.
      name: 'refresh-report-summaries',
      everyMs: REPORT_SUMMARIES_EVERY_MS,
      atStart: true,
      retry: { limit: 2, delayMs: MINUTE, backoff: true },
      async run() {
        const { mode, days, students } = await deps.refreshReportSummaries();
        log.info({ mode, days, students }, 'report summaries brought up to date');
      },
    },
    {
      name: 'clean-up-sign-ins',
      everyMs: HOUR,
      atStart: true,
      retry: { limit: 2, delayMs: MINUTE, backoff: true },
      async run() {
        // Two independent clean-ups: the first failing does not keep the second from running.
        const failures = await eachItem(
          [
            async () => {
              const result = await cleanUpSignIns(db);
              log.info(result, 'expired sessions and old sign-in failures removed');
            },
            async () => {
              const notifications = await removeOldNotifications(db);
              log.info({ notifications }, 'sent or skipped messages older than 90 days removed');
            },
            async () => {
              const keys = await removeOldIdempotencyKeys(db);
              log.info({ keys }, 'idempotency keys older than a week removed');
            },
          ],
          (step) => step(),
          (_step, error) => log.error({ error: errorKind(error) }, 'a clean-up failed'),
        );
        // Retried as a whole (each clean-up is idempotent).
        if (failures > 0) throw new Error(`${failures} clean-up(s) failed`);
      },
    },
    {
      name: 'refresh-statistics',
      everyMs: HOUR,
      retry: { limit: 1, delayMs: 5 * MINUTE, backoff: false },
      async run() {
        await refreshStatistics(db, deps.dialect);
      },
    },
  ];
}

/**
 * Removes sessions that can no longer be used (expired or revoked) and sign-in failure rows whose
 * window and lock are long over.
 */
export async function cleanUpSignIns(
  db: Kysely<DB>,
  now = Date.now(),
): Promise<{ sessions: number; loginFailures: number }> {
  const nowIso = new Date(now).toISOString();
  const old = new Date(now - LOGIN_FAILURES_KEPT_MS).toISOString();
  const sessions = await removeEndedSessions(db, nowIso);
  const loginFailures = await removeOldLoginFailures(db, old);
  return { sessions, loginFailures };
}

/** Removes outbox rows sent or skipped more than 90 days ago; pending and failed ones stay. */
export async function removeOldNotifications(db: Kysely<DB>, now = Date.now()): Promise<number> {
  const old = new Date(now - NOTIFICATIONS_KEPT_MS).toISOString();
  return removeOutboxRowsBefore(db, old);
}

/** Refreshes the query planner's statistics: PRAGMA optimize on SQLite, ANALYZE on PostgreSQL. */
export async function refreshStatistics(db: Kysely<DB>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') await sql`pragma optimize`.execute(db);
  else await sql`analyze`.execute(db);
}
