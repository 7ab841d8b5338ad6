import { DEFAULT_TIME_ZONE, setInstituteTimeZone } from '@institute/shared/institute-time';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';
import { setFormatLocale } from './format-locale';
import { startBrowserTimeZone, timeZoneMeta } from './institute-time-zone';

afterEach(() => {
  setInstituteTimeZone(DEFAULT_TIME_ZONE);
  document.head.innerHTML = '';
});

// One date for one moment (decision 0052): a timestamp's date is the institute's (India's).
describe('formatDate of a timestamp', () => {
  it("shows the institute's date at 00:30 India time (19:00 UTC the day before)", () => {
    expect(formatDate('2026-11-27T19:00:00.000Z')).toBe('28 November 2026');
    expect(formatDate('2026-11-27T19:00:00.000Z', 'short')).toBe('28 Nov 2026');
    expect(formatDate('2026-11-27T19:00:00.000Z', 'numeric')).toBe('28/11/2026');
  });

  it('shows the same day at 23:30 India time (18:00 UTC)', () => {
    expect(formatDate('2026-11-27T18:00:00.000Z', 'short')).toBe('27 Nov 2026');
    expect(formatDateTime('2026-11-27T18:00:00.000Z')).toBe('27 Nov 2026, 11:30 pm');
  });

  it('writes a calendar date as it is', () => {
    expect(formatDate('2026-11-28', 'numeric')).toBe('28/11/2026');
  });

  it('follows the zone the server rendered the page with', () => {
    document.head.innerHTML = timeZoneMeta('America/New_York');
    startBrowserTimeZone();
    expect(formatDate('2026-11-28T03:00:00.000Z', 'short')).toBe('27 Nov 2026');
    expect(formatDateTime('2026-11-28T03:00:00.000Z', { withZone: true })).toMatch(
      /^27 Nov 2026, 10:00 pm (EST|GMT-5)$/,
    );
  });
});

describe('formatDateTime in Hindi', () => {
  afterEach(() => setFormatLocale('en'));

  it('names the part of the day instead of am/pm', () => {
    setFormatLocale('hi');
    expect(formatDateTime('2026-11-21T23:38:00.000Z')).toBe('22 नव॰ 2026, सुबह 5:08');
    expect(formatDateTime('2026-11-21T14:15:00.000Z', { twoDigitHour: true })).toBe(
      '21 नव॰ 2026, शाम 7:45',
    );
    setFormatLocale('en');
    expect(formatDateTime('2026-11-21T23:38:00.000Z', { twoDigitHour: true })).toBe(
      '22 Nov 2026, 05:08 am',
    );
  });
});
