// Calendar dates as the API receives them: ISO days, YYYY-MM-DD. One check for every date field,
// so that an impossible day ('0000-00-00', '2026-02-30') is a 400 naming the field everywhere,
// never a date the server cannot read.

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a day that exists on the calendar, from the year 1 on ('2024-02-29' yes, '2026-02-30' no). */
export function isRealIsoDate(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day <= days;
}

/**
 * The ISO day `days` after (or before, negative) an ISO day: calendar arithmetic on the date
 * alone, whatever the time zone (the day is read and written as a UTC date).
 */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from one ISO day to a later one (negative when `later` is earlier). */
export function daysBetween(earlier: string, later: string): number {
  return Math.round(
    (Date.parse(`${later}T00:00:00Z`) - Date.parse(`${earlier}T00:00:00Z`)) / 86_400_000,
  );
}
