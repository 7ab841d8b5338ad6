/**
 * The institute's time zone (decision 0052): every calendar date the product derives from an
 * instant (issue dates, sent/approved/admitted, receipts, ledgers, exports, PDFs) is the date of
 * that instant in this zone, so that one moment has one date everywhere. Module state, set once
 * at start: the server from INSTITUTE_TIME_ZONE, the browser from the page the server rendered.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

let current = DEFAULT_TIME_ZONE;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The formatter of the date and time parts in a zone (made once per zone: building one is costly). */
function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      calendar: 'gregory',
      numberingSystem: 'latn',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether Intl knows this IANA time zone (e.g. Asia/Kolkata). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name.length > 0;
  } catch {
    return false;
  }
}

/** Sets the institute's time zone; an unknown zone throws a RangeError. */
export function setInstituteTimeZone(timeZone: string): void {
  if (!isTimeZone(timeZone)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  current = timeZone;
}

/** The institute's time zone (an IANA name). */
export function instituteTimeZone(): string {
  return current;
}

/**
 * The calendar date (YYYY-MM-DD) of an instant in the institute's time zone (or the one given):
 * at 00:30 in India (19:00 UTC the day before) it is India's date, not the UTC one.
 */
export function instituteDate(
  instant: Date | string | number = new Date(),
  timeZone: string = current,
): string {
  const parts = partsOf(instant, timeZone);
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** 'YYYY-MM-DD HH:MM' (24-hour) of an instant in the institute's time zone (exports). */
export function instituteDateTime(
  instant: Date | string | number,
  timeZone: string = current,
): string {
  const parts = partsOf(instant, timeZone);
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/**
 * Since 1980 every zone's offset is a whole number of minutes, so the parts (down to the minute)
 * are the same for every instant of one UTC minute: the last minute's are kept, and a loop over
 * thousands of rows asking for today's date (a CSV import's validation) formats it once.
 */
const WHOLE_MINUTE_OFFSETS_FROM = Date.UTC(1980, 0, 1);
let lastParts: { timeZone: string; minute: number; parts: Record<string, string> } | undefined;

function partsOf(instant: Date | string | number, timeZone: string): Record<string, string> {
  const date = instant instanceof Date ? instant : new Date(instant);
  const time = date.getTime();
  const minute = Math.floor(time / 60_000);
  if (lastParts && lastParts.minute === minute && lastParts.timeZone === timeZone) {
    return lastParts.parts;
  }
  const parts: Record<string, string> = {};
  for (const part of dayFormatter(timeZone).formatToParts(date)) parts[part.type] = part.value;
  if (time >= WHOLE_MINUTE_OFFSETS_FROM) lastParts = { timeZone, minute, parts };
  return parts;
}

/**
 * The instant (ISO-8601 UTC) of a wall-clock time 'YYYY-MM-DDTHH:MM' in the institute's time zone
 * (or the one given): '2026-12-01T00:30' in India is '2026-11-30T19:00:00.000Z'.
 */
export function instituteInstant(local: string, timeZone: string = current): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) throw new RangeError(`Not a date and time: ${local}`);
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wanted = Date.UTC(y, mo - 1, d, h, mi);
  // The zone's offset at the guess, then at the corrected guess (a change of offset in between).
  let guess = wanted;
  for (let i = 0; i < 2; i += 1) {
    const parts = partsOf(guess, timeZone);
    const shown = Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
    );
    guess += wanted - shown;
  }
  return new Date(guess).toISOString();
}
