import type { I18n } from '@lingui/core';
import { formatPercentage } from '@institute/shared/grading';
import { formatDateTime } from '../../lib/format-date';

/** A moment the Indian way, in the institute's time zone, marked (IST in India): '21 Nov 2026, 10:00 am IST'. */
export const formatExamTime = (iso: string): string => formatDateTime(iso, { withZone: true });

/** The exam's window in the page's language: '21 Nov 2026, 10:00 am IST to 11:00 am IST'. */
export function formatWindow(startsAt: string, endsAt: string, i18n: I18n): string {
  return i18n._('onlineExams.common.window', {
    start: formatExamTime(startsAt),
    end: formatExamTime(endsAt),
  });
}

/** Seconds as 'mm:ss', or 'h:mm:ss' from an hour. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/** Words for screen readers, in the page's language: '12 minutes 5 seconds left'. */
export function countdownWords(totalSeconds: number, i18n: I18n): string {
  const total = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  if (minutes === 0) return i18n._('exam.countdown.seconds', { seconds });
  if (seconds === 0) return i18n._('exam.countdown.minutes', { minutes });
  return i18n._('exam.countdown.both', { minutes, seconds });
}

export const scoreText = (obtained: number, maximum: number, percentageBp: number) =>
  `${obtained} / ${maximum} (${formatPercentage(percentageBp)})`;

/** A datetime-local input's value (the browser's time) as an ISO instant. */
export function localInputToIso(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
