/**
 * When a student's course ends and the period a certificate prints: one rule for the server (which
 * refuses a certificate for an unfinished course and prints the period) and the web app.
 *
 * Dates are ISO days (YYYY-MM-DD). The course ends `durationMonths` after admission, on the same
 * day of the month, or on the month's last day when that month is shorter (admitted 31 January,
 * a 1-month course ends on 28 or 29 February).
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The ISO day `months` months after `isoDay`, kept within the target month. */
export function addMonths(isoDay: string, months: number): string {
  const match = DAY.exec(isoDay.slice(0, 10));
  if (!match) throw new Error(`Not an ISO date: ${isoDay}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const date = new Date(Date.UTC(targetYear, targetMonth, Math.min(day, lastDay)));
  return date.toISOString().slice(0, 10);
}

/** An ISO day as people read it here: 23/11/2026. */
export function formatDisplayDate(isoDay: string): string {
  const match = DAY.exec(isoDay.slice(0, 10));
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDay;
}

export interface CourseProgressInput {
  /** The student's admission day. */
  admissionDate: string;
  /** The course's duration in the catalogue. */
  durationMonths: number;
  /** 'In Progress', 'Completed' or 'Discontinued'. */
  completionStatus: string;
  /** The day staff set the status Completed (null when they have not). */
  completedOn: string | null;
  /** Today's date (India). */
  today: string;
}

export interface CourseProgress {
  /** The day the course ends by its duration. */
  endsOn: string;
  /** True once the duration has passed or staff set the status Completed (and not Discontinued). */
  finished: boolean;
  /** The certificate's period: admission to completion, never reversed. */
  period: { from: string; to: string };
}

const later = (a: string, b: string) => (a >= b ? a : b);
const earlier = (a: string, b: string) => (a <= b ? a : b);

/**
 * Whether the course is finished and the period a certificate prints. The period ends on the day
 * staff set Completed, or else on the day the duration ends (never after today when staff set
 * Completed without a recorded day); it never ends before admission.
 */
export function courseProgress(input: CourseProgressInput): CourseProgress {
  const from = input.admissionDate.slice(0, 10);
  const endsOn = addMonths(from, input.durationMonths);
  const completed = input.completionStatus === 'Completed';
  const finished =
    completed || (input.completionStatus !== 'Discontinued' && input.today >= endsOn);
  const to = completed ? (input.completedOn?.slice(0, 10) ?? earlier(endsOn, input.today)) : endsOn;
  return { endsOn, finished, period: { from, to: later(from, to) } };
}

/** Why a certificate cannot be requested (or approved, or printed) yet: the course is unfinished. */
export function courseUnfinishedMessage(
  progress: CourseProgress,
  completionStatus: string,
): string {
  if (completionStatus === 'Discontinued') {
    return 'This student discontinued the course (completion status Discontinued): no certificate can be issued.';
  }
  return `The course ends on ${formatDisplayDate(progress.endsOn)}: a certificate can be requested from then, or earlier once staff set the completion status to Completed.`;
}
