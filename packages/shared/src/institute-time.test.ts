import { describe, expect, it } from 'vitest';
import { instituteDate, instituteInstant } from './institute-time';

describe('instituteInstant', () => {
  it('reads a wall-clock time in India as its instant, either side of midnight', () => {
    expect(instituteInstant('2026-12-01T00:30')).toBe('2026-11-30T19:00:00.000Z');
    expect(instituteInstant('2026-12-01T23:30')).toBe('2026-12-01T18:00:00.000Z');
    expect(instituteDate(instituteInstant('2026-12-01T00:30'))).toBe('2026-12-01');
  });

  it('follows the zone given, and refuses what is not a date and time', () => {
    expect(instituteInstant('2026-07-01T09:00', 'Europe/London')).toBe('2026-07-01T08:00:00.000Z');
    expect(() => instituteInstant('2026-12-01 10:00')).toThrow(RangeError);
  });
});

describe('instituteDate', () => {
  it('gives the day either side of midnight, asked in turn (the last minute is kept)', () => {
    // India's midnight is 18:30 UTC; Nepal's (UTC+05:45) 18:15 UTC.
    expect(instituteDate('2026-11-30T18:29:59.999Z')).toBe('2026-11-30');
    expect(instituteDate('2026-11-30T18:30:00.000Z')).toBe('2026-12-01');
    expect(instituteDate('2026-11-30T18:29:00.000Z')).toBe('2026-11-30');
    expect(instituteDate('2026-11-30T18:14:59.000Z', 'Asia/Kathmandu')).toBe('2026-11-30');
    expect(instituteDate('2026-11-30T18:15:00.000Z', 'Asia/Kathmandu')).toBe('2026-12-01');
    expect(instituteDate('2026-11-30T18:15:30.000Z')).toBe('2026-11-30');
    expect(instituteDate('2026-11-30T18:15:30.000Z', 'Asia/Kathmandu')).toBe('2026-12-01');
  });

  it('still refuses an instant that is not one', () => {
    expect(() => instituteDate('not a date')).toThrow(RangeError);
    expect(() => instituteDate('not a date')).toThrow(RangeError);
  });
});
