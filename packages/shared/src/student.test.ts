import { afterEach, describe, expect, it, vi } from 'vitest';
import { STUDENT_MESSAGES, studentFormSchema } from './student';

// In edit mode only the fields given are checked: the date of birth alone.
const dobMessages = (dob: string) =>
  (studentFormSchema('edit', []).safeParse({ dob }).error?.issues ?? [])
    .filter((issue) => issue.path[0] === 'dob')
    .map((issue) => issue.message);

describe('a date of birth', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("may be today in India at 00:30 (the UTC date is still yesterday's)", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T19:00:00Z')); // 28 November, 00:30 in India
    expect(dobMessages('2026-11-28')).toEqual([]);
    expect(dobMessages('2026-11-29')).toEqual([STUDENT_MESSAGES.dobInvalid]);
  });

  it('may not be tomorrow in India at 23:30', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T18:00:00Z')); // 28 November, 23:30 in India
    expect(dobMessages('2026-11-28')).toEqual([]);
    expect(dobMessages('2026-11-29')).toEqual([STUDENT_MESSAGES.dobInvalid]);
  });

  it('is a real date from 1900 on', () => {
    expect(dobMessages('1899-12-31')).toEqual([STUDENT_MESSAGES.dobInvalid]);
    expect(dobMessages('2001-02-29')).toEqual([STUDENT_MESSAGES.dobInvalid]);
    expect(dobMessages('2001-02-28')).toEqual([]);
  });
});
