import { describe, expect, it } from 'vitest';
import { DEFAULT_GRADING_SCALE, formatPercentage, gradeFor, gradingScaleSchema } from './grading';
import { formatPaise, parseRupees } from './money';

describe('grading scale', () => {
  it('grades at the boundaries of the default scale', () => {
    expect(gradeFor(8500)).toEqual({ grade: 'A+', passed: true });
    expect(gradeFor(8499)).toEqual({ grade: 'A', passed: true });
    expect(gradeFor(7500).grade).toBe('A');
    expect(gradeFor(6000).grade).toBe('B');
    expect(gradeFor(4500)).toEqual({ grade: 'C', passed: true });
    expect(gradeFor(4499)).toEqual({ grade: 'F', passed: false });
    expect(formatPercentage(8250)).toBe('82.5%');
  });

  it('refuses bands that do not go down', () => {
    const result = gradingScaleSchema.safeParse({
      bands: [
        { grade: 'A', minPercent: 60 },
        { grade: 'B', minPercent: 70 },
      ],
      failGrade: 'F',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Each grade needs a lower percentage than the grade above it.',
    );
    expect(gradingScaleSchema.safeParse(DEFAULT_GRADING_SCALE).success).toBe(true);
  });
});

describe('money', () => {
  it('reads rupees into paise without floating point and formats them back', () => {
    expect(parseRupees('1,250.5')).toBe(125_050);
    expect(parseRupees('0.07')).toBe(7);
    expect(parseRupees('12.345')).toBeNull();
    expect(parseRupees('-5')).toBeNull();
    expect(formatPaise(125_050)).toBe('₹1,250.50');
  });
});
