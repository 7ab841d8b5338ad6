import { addDays } from '@institute/shared/dates';
import { instituteDate } from '@institute/shared/institute-time';
import { formatPaise } from '@institute/shared/money';
import { REPORT_KINDS, type Report, type ReportTable } from '@institute/shared/reports';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { runTransaction } from '../../lib/transaction';
import { nowIso } from '../../lib/time';
import { enqueueNotification, readNotificationPreferences } from '../notifications/enqueue';
import { reportsWorkbook } from './reports.export';
import type { ReportsService } from './reports.service';

/**
 * The monthly summary for head office (issue 40, decision 0075): on the 1st of each month (by the
 * institute's calendar) every active head-office account with an e-mail gets the network's figures
 * for the month just ended in the mail and every report of that month as an Excel workbook
 * attached, through the outbox. A server that was down on the 1st sends it on a later day of the
 * first week instead. One row of monthly_summaries per month, claimed before the reports are made
 * and marked sent in the transaction that enqueues the mails, lets one run among several
 * instances or retries make and send it.
 */
export const SUMMARY_CATCH_UP_DAYS = 7;
/** A claim older than this, still pending, is taken to be a crashed run's and is taken again. */
export const CLAIM_TIMEOUT_MS = 30 * 60_000;

class SummaryClaimLost extends Error {}

export interface MonthlySummaryResult {
  /** The month summarised (YYYY-MM), or null when nothing was due. */
  month: string | null;
  /** How many e-mails were enqueued (0 when another run had sent this month's). */
  recipients: number;
}

/** The month before the one `day` (YYYY-MM-DD) falls in, as YYYY-MM and its first and last days. */
export function previousMonth(day: string): { month: string; from: string; to: string } {
  const to = addDays(`${day.slice(0, 7)}-01`, -1);
  return { month: to.slice(0, 7), from: `${to.slice(0, 7)}-01`, to };
}

const sum = (table: ReportTable | undefined, key: string) =>
  (table?.rows ?? []).reduce((total, row) => total + Number(row[key] ?? 0), 0);
const tableOf = (report: Report, key: string) => report.tables.find((t) => t.key === key);

/** The network's attendance rate of the month (decision 0084), one decimal, null without marks. */
function attendanceRate(report: Report | undefined): number | null {
  const months = report ? tableOf(report, 'byMonth') : undefined;
  const marked = sum(months, 'marked');
  return marked === 0 ? null : Math.round((sum(months, 'attended') * 1000) / marked) * 10;
}

/** The figures the mail gives, from the month's reports (money in paise, rate in basis points). */
export function summaryFigures(reports: Record<string, Report>) {
  const admissions = tableOf(reports.admissions!, 'byMonth');
  const fees = reports.fees!;
  const ageing = tableOf(fees, 'duesAgeing')?.rows ?? [];
  const results = tableOf(reports.results!, 'byCourse');
  const resultsCount = sum(results, 'results');
  return {
    admissions: sum(admissions, 'admissions'),
    certificates: sum(admissions, 'certificates'),
    collectedPaise: sum(tableOf(fees, 'byMonth'), 'collected'),
    receipts: sum(tableOf(fees, 'byMonth'), 'receipts'),
    // The network's ageing table ends with its total row.
    duesPaise: Number(ageing.at(-1)?.dueTotal ?? 0),
    topUpsPaise: sum(tableOf(reports.wallet!, 'byMonth'), 'topUps'),
    enquiries: sum(tableOf(reports.funnel!, 'byMonth'), 'enquiries'),
    passRateBp:
      resultsCount === 0 ? null : Math.round((sum(results, 'passed') * 10_000) / resultsCount),
    attendanceRateBp: attendanceRate(reports.attendance),
  };
}

const MONTH_NAME = {
  en: new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  hi: new Intl.DateTimeFormat('hi-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

export function createMonthlySummary(deps: {
  db: Kysely<DB>;
  reports: ReportsService;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const { db } = deps;

  return {
    async run(): Promise<MonthlySummaryResult> {
      const today = instituteDate(now());
      if (Number(today.slice(8, 10)) > SUMMARY_CATCH_UP_DAYS) return { month: null, recipients: 0 };
      const { month, from, to } = previousMonth(today);
      // Claimed before the reports are made, so that of many runs one does the work; a claim a
      // crash left pending is taken again after CLAIM_TIMEOUT_MS.
      const claimedAt = now().toISOString();
      const stale = new Date(now().getTime() - CLAIM_TIMEOUT_MS).toISOString();
      const claimed =
        (await db
          .insertInto('monthly_summaries')
          .values({
            month,
            status: 'pending',
            recipients: 0,
            claimed_at: claimedAt,
            created_at: nowIso(),
          })
          .onConflict((oc) => oc.column('month').doNothing())
          .returning('month')
          .executeTakeFirst()) ??
        (await db
          .updateTable('monthly_summaries')
          .set({ claimed_at: claimedAt })
          .where('month', '=', month)
          .where('status', '=', 'pending')
          .where('claimed_at', '<', stale)
          .returning('month')
          .executeTakeFirst());
      if (!claimed) return { month, recipients: 0 };

      let recipients: { id: number; name: string; email: string }[];
      let languages: Map<number, 'en' | 'hi'>;
      let made: Map<'en' | 'hi', { reports: Record<string, Report>; workbook: Buffer }>;
      try {
        recipients = await db
          .selectFrom('users')
          .select(['id', 'name', 'email'])
          .where('role', '=', 'head_office')
          .where('status', '=', 'active')
          .orderBy('id')
          .execute();
        // Each recipient's language (their notification preference), and each language's reports
        // and workbook made once.
        languages = new Map<number, 'en' | 'hi'>();
        for (const user of recipients) {
          languages.set(user.id, (await readNotificationPreferences(db, user.id)).locale);
        }
        made = new Map<'en' | 'hi', { reports: Record<string, Report>; workbook: Buffer }>();
        for (const lang of new Set(languages.values())) {
          const reports: Record<string, Report> = {};
          for (const kind of REPORT_KINDS) {
            reports[kind] = await deps.reports.networkReport(kind, { from, to, lang });
          }
          made.set(lang, {
            reports,
            workbook: await reportsWorkbook(Object.values(reports), lang),
          });
        }
      } catch (error) {
        // Given back at once, so that the next run (an hour later) need not wait for it to age.
        await db
          .deleteFrom('monthly_summaries')
          .where('month', '=', month)
          .where('status', '=', 'pending')
          .where('claimed_at', '=', claimedAt)
          .execute();
        throw error;
      }

      return runTransaction(db, async (trx) => {
        let written = 0;
        for (const user of recipients) {
          const lang = languages.get(user.id)!;
          const { reports, workbook } = made.get(lang)!;
          const figures = summaryFigures(reports);
          written += await enqueueNotification(trx, {
            kind: 'monthly-summary',
            to: { email: user.email, userId: user.id },
            only: 'email',
            locale: lang,
            data: {
              name: user.name,
              month: MONTH_NAME[lang].format(new Date(`${from}T00:00:00Z`)),
              admissions: figures.admissions,
              certificates: figures.certificates,
              collected: formatPaise(figures.collectedPaise),
              receipts: figures.receipts,
              dues: formatPaise(figures.duesPaise),
              topUps: formatPaise(figures.topUpsPaise),
              enquiries: figures.enquiries,
              passRate:
                figures.passRateBp === null ? '–' : `${(figures.passRateBp / 100).toFixed(2)}%`,
              attendanceRate:
                figures.attendanceRateBp === null
                  ? '–'
                  : `${(figures.attendanceRateBp / 100).toFixed(1)}%`,
            },
            attachments: [
              {
                filename: `summary-${month}.xlsx`,
                contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
                content: workbook,
              },
            ],
          });
        }
        // Still this run's claim (not taken over as stale meanwhile): else nothing is enqueued.
        const finished = await trx
          .updateTable('monthly_summaries')
          .set({ status: 'sent', recipients: written })
          .where('month', '=', month)
          .where('status', '=', 'pending')
          .where('claimed_at', '=', claimedAt)
          .returning('month')
          .executeTakeFirst();
        if (!finished) throw new SummaryClaimLost();
        return { month, recipients: written };
      }).catch((error: unknown) => {
        if (error instanceof SummaryClaimLost) return { month, recipients: 0 };
        throw error;
      });
    },
  };
}

export type MonthlySummary = ReturnType<typeof createMonthlySummary>;
