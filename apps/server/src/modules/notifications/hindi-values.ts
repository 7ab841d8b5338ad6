import { instituteTimeZone } from '@institute/shared/institute-time';

/**
 * Dates and times as a message in Hindi writes them, as the dashboard does in Hindi
 * (apps/web/src/lib/format-date.ts with hi-IN): Hindi month names ('23 नवंबर 2026') and the part
 * of the day where English writes am/pm ('सुबह 5:08', 'शाम 7:45'), in the institute's time zone.
 * A message's data hold three kinds of date: instants ('2026-11-23T04:30:00.000Z'), calendar
 * days ('2026-11-23') and days written in English when they were queued ('23 Nov 2026', the fee
 * reminders); each is written in Hindi. Any other value is left as it is.
 */

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ENGLISH_DAY = /^(\d{1,2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec) (\d{4})$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar day's date (UTC midnight): '23 नवंबर 2026'. */
const dayFormat = new Intl.DateTimeFormat('hi-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

let zoned: { zone: string; day: Intl.DateTimeFormat; time: Intl.DateTimeFormat } | undefined;
/** The formatters of instants, in the institute's time zone (made once per zone: they cost). */
function instantFormats() {
  const zone = instituteTimeZone();
  if (zoned?.zone !== zone) {
    zoned = {
      zone,
      day: new Intl.DateTimeFormat('hi-IN', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: zone,
      }),
      time: new Intl.DateTimeFormat('hi-IN', {
        hour: 'numeric',
        minute: '2-digit',
        dayPeriod: 'short',
        timeZone: zone,
      }),
    };
  }
  return zoned;
}

/** A value of a message's data as a message in Hindi writes it. */
export function hindiValue(text: string): string {
  if (INSTANT.test(text)) {
    const instant = new Date(text);
    if (Number.isNaN(instant.getTime())) return text;
    const { day, time } = instantFormats();
    return `${day.format(instant)}, ${time.format(instant)}`;
  }
  const day = DAY.exec(text);
  if (day) {
    const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
    // Not a real day (2026-02-30 rolls over): left as it came.
    return date.getUTCDate() === Number(day[3]) ? dayFormat.format(date) : text;
  }
  const english = ENGLISH_DAY.exec(text);
  if (english) {
    const month = MONTHS.indexOf(english[2]!.slice(0, 3));
    return dayFormat.format(new Date(Date.UTC(Number(english[3]), month, Number(english[1]))));
  }
  return text;
}
