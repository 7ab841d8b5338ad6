import './zod-setup';
import { z } from 'zod';
import { instituteDate } from './institute-time';

export const dashboardSummaryQuerySchema = z.object({
  /** Head office only: the figures of one centre instead of the whole network. */
  centreId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .optional(),
});

export const dashboardSummarySchema = z.object({
  /** Whose figures these are: one centre, or the whole network (centre null). */
  centre: z.object({ id: z.number(), code: z.string(), name: z.string() }).nullable(),
  /** The current month, YYYY-MM, in the network's time zone. */
  month: z.string(),
  studentsTotal: z.number(),
  admittedThisMonth: z.number(),
  applicationsWaiting: z.number(),
  newEnquiries: z.number(),
  certificateRequestsWaiting: z.number(),
  /** One centre's wallet balance in paise (admissions and certificates are paid from it); null
   * for the whole network. */
  walletBalancePaise: z.number().nullable(),
  /** The last 12 months, oldest first, the current one last; months without admissions are 0. */
  admissionsByMonth: z.array(z.object({ month: z.string(), count: z.number() })),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/** Today's date (YYYY-MM-DD) in the network's (the institute's) time zone. */
export function networkToday(now: Date = new Date()): string {
  return instituteDate(now);
}

/** The 12 months (YYYY-MM) ending with the one of `today`, oldest first. */
export function lastTwelveMonths(today: string): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const months: string[] = [];
  for (let back = 11; back >= 0; back--) {
    const index = year * 12 + (month - 1) - back;
    const y = Math.floor(index / 12);
    const m = (index % 12) + 1;
    months.push(`${y}-${String(m).padStart(2, '0')}`);
  }
  return months;
}
