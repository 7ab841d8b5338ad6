import './zod-setup';
import { z } from 'zod';

// One person (one Aadhaar number) may be enrolled in several courses, but only once in a course
// and course option; a second enrolment in another course needs staff to confirm it
// (decision 0006).

/** The error codes of a refused enrolment (HTTP 409). */
export const ENROLMENT_ERROR_CODES = {
  /** The same person is already enrolled in this course and option. */
  sameCourse: 'DUPLICATE_ENROLMENT',
  /** The person has other enrolments: send confirmSecondEnrolment=true to enrol them again. */
  unconfirmed: 'SECOND_ENROLMENT_UNCONFIRMED',
} as const;

/** The form field (multipart or CSV import option) that confirms a second enrolment. */
export const CONFIRM_SECOND_ENROLMENT_FIELD = 'confirmSecondEnrolment';

export const ENROLMENT_MESSAGES = {
  sameCourse: (registrationNumber: string) =>
    `This Aadhaar number is already enrolled in this course and option (registration number ${registrationNumber}).`,
  unconfirmed:
    'This Aadhaar number is already enrolled in another course. Check the enrolments below and confirm a second enrolment to save.',
  sameCourseNoNumber: 'This Aadhaar number is already enrolled in this course and option.',
  /** A row of an import: another course, and the import was not told to allow it. */
  unconfirmedImport: (registrationNumbers: string) =>
    `This Aadhaar number is already enrolled in another course (${registrationNumbers}). Tick "Allow second enrolments" to import it.`,
  sameCourseInFile: (row: number) =>
    `The same Aadhaar number, course and option are already on row ${row} of this file.`,
  otherCourseInFile: (row: number) =>
    `The same Aadhaar number is already on row ${row} of this file, in another course. Tick "Allow second enrolments" to import both.`,
  importRace:
    'Another save enrolled one of these people in the same course meanwhile. Nothing was imported: upload the file again.',
  existingHeading: 'Who already has this Aadhaar number',
  confirmLabel: 'This is the same person: enrol them in this course as well',
  importOptionLabel: 'Allow second enrolments',
  importOptionHint:
    'Import rows whose Aadhaar number is already enrolled in another course. A person is never enrolled twice in the same course and option.',
} as const;

/** One existing enrolment of the person, as a refused save lists it. */
export const existingEnrolmentSchema = z.object({
  /** Masked ('RV********21') when the student is outside the requesting user's centre. */
  registrationNumber: z.string(),
  /** The student's name, or null when the student is outside the requesting user's centre. */
  name: z.string().nullable(),
  course: z.string(),
  courseName: z.string(),
  courseOption: z.string().nullable(),
  centre: z.object({ code: z.string(), name: z.string() }),
});
export type ExistingEnrolment = z.infer<typeof existingEnrolmentSchema>;

/** The `details` of a 409 answer for a refused enrolment. */
export const enrolmentConflictDetailsSchema = z.object({
  enrolments: z.array(existingEnrolmentSchema),
});

/** Hides a registration number but its first two and last two characters: 'RV********21'. */
export function maskRegistrationNumber(registrationNumber: string): string {
  if (registrationNumber.length <= 4) return '*'.repeat(registrationNumber.length);
  return `${registrationNumber.slice(0, 2)}${'*'.repeat(registrationNumber.length - 4)}${registrationNumber.slice(-2)}`;
}

/** The existing enrolments listed in an error answer's details, or [] when there are none. */
export function enrolmentsOf(details: unknown): ExistingEnrolment[] {
  const parsed = enrolmentConflictDetailsSchema.safeParse(details);
  return parsed.success ? parsed.data.enrolments : [];
}
