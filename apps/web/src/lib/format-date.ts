/**
 * Every date and time the web app shows is written here, the Indian way (en-IN), so that a screen
 * never carries a formatter of its own. Two kinds of value arrive from the API:
 * - calendar dates ('2026-08-05': date of birth, admission, issue, payment), written as they are;
 * - timestamps ('2026-11-21T14:15:00.000Z'), shown in the institute's time zone (INSTITUTE_TIME_ZONE,
 *   India by default; decision 0052), so that dates read the same for every user and on the server.
 */

import { instituteDate, instituteTimeZone } from '@institute/shared/institute-time';
import { INTL_LOCALES } from '@institute/shared/i18n';
import { formatLocale } from './format-locale';

/** A timestamp (an instant) rather than a calendar date. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * How a calendar date is written:
 * - long: '5 August 2026';
 * - short: '5 Aug 2026';
 * - numeric: '05/08/2026' (the printed certificate).
 */
export type DateStyle = 'long' | 'short' | 'numeric';

/**
 * A calendar date (YYYY-MM-DD; of a timestamp, its date in the institute's time zone) in the
 * given style; the text itself when it is not a date.
 */
export function formatDate(value: string, style: DateStyle = 'long'): string {
  const instant = INSTANT.test(value) ? new Date(value) : null;
  const day =
    instant && !Number.isNaN(instant.getTime()) ? instituteDate(instant) : value.slice(0, 10);
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

/** '21 Nov 2026' from an ISO timestamp: its date in the institute's time zone. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(formatLocale(), {
    timeZone: instituteTimeZone(),
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

export interface DateTimeOptions {
  /** '07:45 pm' instead of '7:45 pm' (tables, where the times line up). */
  twoDigitHour?: boolean;
  /** Adds the zone, ' IST' in India (exam times, which a candidate must not misread). */
  withZone?: boolean;
}

/**
 * '21 Nov 2026, 7:45 pm' ('21 नव॰ 2026, शाम 7:45' in Hindi) in the institute's time zone from an ISO timestamp; the text itself when it is not a
 * date.
 */
export function formatDateTime(iso: string, options: DateTimeOptions = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = formatLocale();
  const text = date.toLocaleString(locale, {
    timeZone: instituteTimeZone(),
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    minute: '2-digit',
    // Hindi names the part of the day ('सुबह 5:08', 'शाम 7:45') where English writes am/pm.
    ...(locale === INTL_LOCALES.hi
      ? { hour: 'numeric', dayPeriod: 'short' }
      : { hour: options.twoDigitHour ? '2-digit' : 'numeric' }),
  });
  return options.withZone ? `${text} ${zoneName(date)}` : text;
}

/** The institute's time zone's short name: 'IST' for India, 'GMT+4' or the like elsewhere. */
function zoneName(date: Date): string {
  const zone = instituteTimeZone();
  if (zone === 'Asia/Kolkata') return 'IST';
  const parts = new Intl.DateTimeFormat('en-IN', { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName');
  return parts?.value ?? zone;
}
