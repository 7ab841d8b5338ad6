/**
 * Every date and time the web app shows is written here, the Indian way (en-IN), so that a screen
 * never carries a formatter of its own. Two kinds of value arrive from the API:
 * - calendar dates ('2026-08-05': date of birth, admission, issue, payment), written as they are;
 * - timestamps ('2026-11-21T14:15:00.000Z'), shown in the network's time zone (India).
 */

/** The network's time zone: dates read the same for every user and on the server. */
import { formatLocale } from './format-locale';

const TIME_ZONE = 'Asia/Kolkata';

/**
 * How a calendar date is written:
 * - long: '5 August 2026';
 * - short: '5 Aug 2026';
 * - numeric: '05/08/2026' (the printed certificate).
 */
export type DateStyle = 'long' | 'short' | 'numeric';

/**
 * A calendar date (YYYY-MM-DD; of a timestamp, its first ten characters, the UTC date) in the
 * given style; the text itself when it is not a date.
 */
export function formatDate(value: string, style: DateStyle = 'long'): string {
  const day = value.slice(0, 10);
  if (style === 'numeric') {
    const [year, month, date] = day.split('-');
    return `${date}/${month}/${year}`;
  }
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString(formatLocale(), {
    day: 'numeric',
    month: style,
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** '21 Nov 2026' from an ISO timestamp: its date in India. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(formatLocale(), {
    timeZone: TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

export interface DateTimeOptions {
  /** '07:45 pm' instead of '7:45 pm' (tables, where the times line up). */
  twoDigitHour?: boolean;
  /** Adds ' IST' (exam times, which a candidate must not misread). */
  withZone?: boolean;
}

/**
 * '21 Nov 2026, 7:45 pm' in India time from an ISO timestamp; the text itself when it is not a
 * date.
 */
export function formatDateTime(iso: string, options: DateTimeOptions = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const text = date.toLocaleString(formatLocale(), {
    timeZone: TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: options.twoDigitHour ? '2-digit' : 'numeric',
    minute: '2-digit',
  });
  return options.withZone ? `${text} IST` : text;
}
