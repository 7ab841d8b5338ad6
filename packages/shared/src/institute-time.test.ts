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
