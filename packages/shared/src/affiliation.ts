import './zod-setup';
import { z } from 'zod';
import { addDays, isRealIsoDate } from './dates';

/**
 * A centre's affiliation (issue 38, decision 0072): the period it may work in (valid_from to
 * valid_until, both days included, India's dates) and the courses it is authorised to run (all
 * courses, or a list). Outside the period the centre is "expired": it keeps its records and signs
 * in, but admits no student and requests no certificate until renewed.
 */
export const AFFILIATION_STATUSES = ['active', 'expired', 'suspended'] as const;
export type AffiliationStatus = (typeof AFFILIATION_STATUSES)[number];

/** Days before the end of the period when the centre is reminded (once each, through the outbox). */
export const AFFILIATION_REMINDER_DAYS = [60, 30, 7] as const;

/** What a renewal costs the centre's wallet when head office has set nothing (₹5,000). */
export const DEFAULT_RENEWAL_FEE_PAISE = 500_000;

/** The same day `years` later ('2024-02-29' + 1 -> '2025-02-28'). */
export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y + years, m - 1, 1));
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

/** The last day of a period of one year that starts on `from` ('2026-04-01' -> '2027-03-31'). */
export function oneYearFrom(from: string): string {
  return addDays(addYears(from, 1), -1);
}

export const AFFILIATION_MESSAGES = {
  expired: (centre: string, until: string) =>
    `The affiliation of ${centre} ended on ${until}: the centre cannot admit students or request certificates until it is renewed.`,
  notYetValid: (centre: string, from: string) =>
    `The affiliation of ${centre} starts on ${from}: the centre cannot admit students or request certificates before then.`,
  none: (centre: string) =>
    `${centre} has no affiliation: the centre cannot admit students or request certificates until head office grants one.`,
  courseNotAuthorised: (centre: string, course: string) =>
    `${centre} is not authorised to run the course ${course}: a student can be admitted only to a course of the centre's affiliation. Ask head office to add the course.`,
  headOfficeOnly: 'Only head office can change a centre’s affiliation.',
  suspended: 'This centre is suspended by head office.',
  centreNotFound: 'No such centre',
  untilBeforeFrom: 'The end of the affiliation must be on or after its start',
  dateInvalid: 'Enter a real date (YYYY-MM-DD)',
  coursesRequired: 'Choose at least one course, or all courses',
  unknownCourse: (code: string) => `No course has the code ${code}`,
  renewSuspended: 'A suspended centre cannot be renewed: head office must activate it first.',
  renewedMeanwhile:
    'The affiliation was renewed meanwhile: nothing was charged. Look at its new end before renewing again.',
  feeInvalid: 'The fee must be a whole number of paise, 0 or more',
  notFoundByCode:
    'No centre has this code. Check the code on the centre’s certificate of authorisation.',
} as const;

const isoDay = z
  .string()
  .trim()
  .refine((value) => isRealIsoDate(value), AFFILIATION_MESSAGES.dateInvalid);

export const affiliationInputSchema = z
  .object({
    validFrom: isoDay,
    validUntil: isoDay,
    allCourses: z.boolean(),
    courses: z.array(z.string().trim().min(1).max(20)).max(500).default([]),
  })
  .refine((value) => value.validUntil >= value.validFrom, {
    message: AFFILIATION_MESSAGES.untilBeforeFrom,
    path: ['validUntil'],
  })
  .refine((value) => value.allCourses || value.courses.length > 0, {
    message: AFFILIATION_MESSAGES.coursesRequired,
    path: ['courses'],
  });
export type AffiliationInput = z.input<typeof affiliationInputSchema>;

export const renewalFeeInputSchema = z.object({
  feePaise: z
    .number({ error: AFFILIATION_MESSAGES.feeInvalid })
    .int(AFFILIATION_MESSAGES.feeInvalid)
    .min(0, AFFILIATION_MESSAGES.feeInvalid)
    .max(100_000_000, AFFILIATION_MESSAGES.feeInvalid),
});

/**
 * A renewal names the end it renews (what the screen showed): a second click, or a renewal
 * sent at the same moment, finds the end moved and renews nothing more.
 */
export const renewInputSchema = z.object({
  currentUntil: isoDay.nullable(),
});

const courseItem = z.object({ code: z.string(), name: z.string() });

/** Why the centre cannot admit students or request certificates now, or null when it can. */
export const affiliationBlockSchema = z
  .object({
    reason: z.enum(['expired', 'not-yet-valid', 'none', 'suspended']),
    message: z.string(),
  })
  .nullable();
export type AffiliationBlock = z.infer<typeof affiliationBlockSchema>;

export const affiliationSchema = z.object({
  centreId: z.number().int(),
  centreCode: z.string(),
  centreName: z.string(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  allCourses: z.boolean(),
  courses: z.array(courseItem),
  status: z.enum(AFFILIATION_STATUSES),
  /** Days from today to the last day (0 on the last day; negative once expired); null without one. */
  daysLeft: z.number().int().nullable(),
  blocked: affiliationBlockSchema,
  renewalFeePaise: z.number().int(),
  /** The last day a renewal made now would give. */
  renewalUntil: z.string().nullable(),
  renewals: z.array(
    z.object({
      previousUntil: z.string().nullable(),
      newUntil: z.string(),
      feePaise: z.number().int(),
      createdAt: z.string(),
    }),
  ),
});
export type Affiliation = z.infer<typeof affiliationSchema>;

/** What anyone may read of a centre: no person's details, only the centre's. */
export const publicCentreSchema = z.object({
  code: z.string(),
  name: z.string(),
  address: z.string(),
  district: z.string().nullable(),
  state: z.string().nullable(),
  allCourses: z.boolean(),
  courses: z.array(courseItem),
  validUntil: z.string().nullable(),
  status: z.enum(AFFILIATION_STATUSES),
});
export type PublicCentre = z.infer<typeof publicCentreSchema>;

export const centreSearchQuerySchema = z.object({
  code: z.string().trim().max(20).optional(),
  state: z.string().trim().max(100).optional(),
  district: z.string().trim().max(100).optional(),
});

export const centreSearchAnswerSchema = z.object({
  centres: z.array(publicCentreSchema),
  /** The states and districts that have centres, for the page's choices. */
  places: z.array(z.object({ state: z.string(), districts: z.array(z.string()) })),
});
export type CentreSearchAnswer = z.infer<typeof centreSearchAnswerSchema>;
