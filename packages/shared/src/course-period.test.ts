import { describe, expect, it } from 'vitest';
import { addMonths, courseProgress, formatDisplayDate } from './course-period';

const base = {
  admissionDate: '2026-11-23',
  durationMonths: 3,
  completionStatus: 'In Progress',
  completedOn: null,
  today: '2026-11-23',
};

describe('addMonths', () => {
  it('keeps the day of the month', () => {
    expect(addMonths('2026-11-23', 3)).toBe('2027-02-23');
    expect(addMonths('2026-08-01', 1)).toBe('2026-09-01');
    expect(addMonths('2026-01-15', 24)).toBe('2028-01-15');
  });

  it('ends on the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2026-05-31', 18)).toBe('2027-11-30');
  });

  it('crosses the year', () => {
    expect(addMonths('2026-12-31', 1)).toBe('2027-01-31');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
  });
});

describe('courseProgress', () => {
  it('is unfinished on the day of admission, and the period runs forward', () => {
    const progress = courseProgress(base);
    expect(progress.finished).toBe(false);
    expect(progress.endsOn).toBe('2027-02-23');
    expect(progress.period).toEqual({ from: '2026-11-23', to: '2027-02-23' });
  });

  it('is finished on the day the duration ends, not the day before', () => {
    expect(courseProgress({ ...base, today: '2027-02-22' }).finished).toBe(false);
    expect(courseProgress({ ...base, today: '2027-02-23' })).toEqual({
      endsOn: '2027-02-23',
      finished: true,
      period: { from: '2026-11-23', to: '2027-02-23' },
    });
  });

  it('uses the month end for a 31 January admission', () => {
    const progress = courseProgress({
      ...base,
      admissionDate: '2026-01-31',
      durationMonths: 1,
      today: '2026-02-28',
    });
    expect(progress).toEqual({
      endsOn: '2026-02-28',
      finished: true,
      period: { from: '2026-01-31', to: '2026-02-28' },
    });
  });

  it('is finished when staff set Completed, ending the period on that day', () => {
    const progress = courseProgress({
      ...base,
      completionStatus: 'Completed',
      completedOn: '2027-01-10',
      today: '2027-01-12',
    });
    expect(progress.finished).toBe(true);
    expect(progress.period).toEqual({ from: '2026-11-23', to: '2027-01-10' });
  });

  it('never ends the period before admission', () => {
    const progress = courseProgress({
      ...base,
      completionStatus: 'Completed',
      completedOn: '2026-11-20',
    });
    expect(progress.period).toEqual({ from: '2026-11-23', to: '2026-11-23' });
  });

  it('ends a Completed period without a recorded day at the end of the duration or today', () => {
    const completed = { ...base, completionStatus: 'Completed' };
    expect(courseProgress({ ...completed, today: '2026-12-05' }).period.to).toBe('2026-12-05');
    expect(courseProgress({ ...completed, today: '2027-06-01' }).period.to).toBe('2027-02-23');
  });

  it('is not finished for a student who discontinued', () => {
    expect(
      courseProgress({ ...base, completionStatus: 'Discontinued', today: '2027-06-01' }).finished,
    ).toBe(false);
  });
});

describe('formatDisplayDate', () => {
  it('reads day/month/year', () => {
    expect(formatDisplayDate('2026-11-23')).toBe('23/11/2026');
    expect(formatDisplayDate('2026-11-23T10:00:00.000Z')).toBe('23/11/2026');
  });
});
