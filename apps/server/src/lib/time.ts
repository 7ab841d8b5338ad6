/** The current time as the ISO-8601 UTC text every timestamp column holds. */
export function nowIso(): string {
  return new Date().toISOString();
}

/**
 * The calendar date (YYYY-MM-DD) of an instant (now by default) in the institute's time zone: the
 * one way a date is derived from a moment (decision 0052), never the UTC date of `nowIso()`.
 */
export { instituteDate } from '@institute/shared/institute-time';
