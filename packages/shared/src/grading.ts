import './zod-setup';
import { z } from 'zod';

/** One band of the grading scale: a percentage at or above `minPercent` earns `grade`. */
export interface GradeBand {
  grade: string;
  minPercent: number;
}

/**
 * The one grading scale of the network, applied to online and offline results alike. Bands are
 * ordered from the highest; below the last band is a fail with `failGrade`.
 */
export interface GradingScale {
  bands: GradeBand[];
  failGrade: string;
}

export const DEFAULT_GRADING_SCALE: GradingScale = {
  bands: [
    { grade: 'A+', minPercent: 85 },
    { grade: 'A', minPercent: 75 },
    { grade: 'B', minPercent: 60 },
    { grade: 'C', minPercent: 45 },
  ],
  failGrade: 'F',
};

export const gradingScaleSchema = z
  .object({
    bands: z
      .array(
        z.object({
          grade: z
            .string()
            .trim()
            .min(1, 'Enter a grade.')
            .max(5, 'A grade is at most 5 characters.'),
          minPercent: z
            .number({ error: 'Enter a percentage.' })
            .min(0, 'A percentage is between 0 and 100.')
            .max(100, 'A percentage is between 0 and 100.'),
        }),
      )
      .min(1, 'The scale needs at least one passing grade.')
      .max(10, 'The scale has at most 10 grades.'),
    failGrade: z.string().trim().min(1, 'Enter the grade for a fail.').max(5),
  })
  .superRefine((scale, ctx) => {
    for (let i = 1; i < scale.bands.length; i++) {
      if (scale.bands[i]!.minPercent >= scale.bands[i - 1]!.minPercent) {
        ctx.addIssue({
          code: 'custom',
          path: ['bands', i, 'minPercent'],
          message: 'Each grade needs a lower percentage than the grade above it.',
        });
      }
    }
    const names = [...scale.bands.map((band) => band.grade), scale.failGrade];
    if (new Set(names).size !== names.length) {
      ctx.addIssue({ code: 'custom', path: ['bands'], message: 'Each grade must be different.' });
    }
  });

/** Percentage in basis points (8250 = 82.50 %) of obtained out of maximum marks, rounded. */
export function percentageBasisPoints(obtained: number, maximum: number): number {
  if (maximum <= 0) return 0;
  return Math.round((obtained * 10_000) / maximum);
}

/** The grade and whether it passes, for a percentage given in basis points. */
export function gradeFor(
  percentageBp: number,
  scale: GradingScale = DEFAULT_GRADING_SCALE,
): { grade: string; passed: boolean } {
  for (const band of scale.bands) {
    if (percentageBp >= Math.round(band.minPercent * 100))
      return { grade: band.grade, passed: true };
  }
  return { grade: scale.failGrade, passed: false };
}

/** '82.5%' from 8250 basis points (at most two decimals, no trailing zeros). */
export function formatPercentage(percentageBp: number): string {
  return `${Number((percentageBp / 100).toFixed(2))}%`;
}
