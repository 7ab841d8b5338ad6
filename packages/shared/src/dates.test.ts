import { describe, expect, it } from 'vitest';
import { paymentFormSchema } from './student-fees';
import { verifyBodySchema } from './certificates';
import { isRealIsoDate } from './dates';
import { examFormSchema } from './online-exams';

describe('isRealIsoDate', () => {
  it('takes the days of the calendar, leap days included', () => {
    for (const day of ['2026-11-27', '2024-02-29', '2000-02-29', '0001-01-01', '2026-12-31']) {
      expect(isRealIsoDate(day), day).toBe(true);
    }
  });

  it('refuses days that do not exist and what is not a day', () => {
    for (const day of [
      '0000-00-00',
      '0000-01-01',
      '2026-02-30',
      '2023-02-29',
      '1900-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '2026-1-1',
      '2026-01-01T00:00',
      '',
    ]) {
      expect(isRealIsoDate(day), day).toBe(false);
    }
  });
});

describe('the date fields of the shared schemas', () => {
  it('refuse 0000-00-00 and 2026-02-30 with their message instead of throwing', () => {
    for (const paidOn of ['0000-00-00', '2026-02-30']) {
      const payment = paymentFormSchema.safeParse({ amount: '100', mode: 'cash', paidOn });
      expect(payment.success).toBe(false);
      expect(payment.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['paidOn']);
      expect(verifyBodySchema.safeParse({ dateOfBirth: paidOn }).success).toBe(false);
    }
  });

  it('refuse a payment form of null without throwing', () => {
    expect(paymentFormSchema.safeParse(null).success).toBe(false);
  });

  it('refuse an exam starting on a day that does not exist', () => {
    const exam = examFormSchema.safeParse({
      courseCode: '8',
      title: 'Unit test',
      kind: 'link',
      examLink: 'https://example.com/exam',
      startsAt: '2026-02-30T10:00:00.000Z',
      durationMinutes: 30,
    });
    expect(exam.success).toBe(false);
    expect(exam.error?.issues.map((issue) => issue.path.join('.'))).toContain('startsAt');
  });
});
