import { describe, expect, it } from 'vitest';
import { countdownWords, formatCountdown, formatExamTime, scoreText } from './exam-format';

describe('exam formatting', () => {
  it('counts down in minutes and seconds, with hours when needed', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5)).toBe('00:00');
    expect(formatCountdown(65.9)).toBe('01:05');
    expect(formatCountdown(3725)).toBe('1:02:05');
  });

  it('says the time left in words for screen readers', () => {
    expect(countdownWords(61)).toBe('1 minute 1 second left');
    expect(countdownWords(120)).toBe('2 minutes left');
    expect(countdownWords(0)).toBe('0 seconds left');
  });

  it('shows moments in India time and scores with their percentage', () => {
    expect(formatExamTime('2026-11-21T04:30:00.000Z')).toMatch(/21 Nov 2026, 10:00\s?am IST/i);
    expect(scoreText(3, 4, 7500)).toBe('3 / 4 (75%)');
  });
});
