import {
  ENROLMENT_ERROR_CODES,
  ENROLMENT_MESSAGES,
  maskRegistrationNumber,
  type ExistingEnrolment,
} from '@institute/shared/enrolments';
import { createHash } from 'node:crypto';
import { canReachCentre, type AuthenticatedUser } from '../../lib/access';
import { AppError } from '../../lib/errors';

// One person, several enrolments (decision 0006). A person is their Aadhaar number; their
// enrolments are the students (not archived) with the same person_key. One enrolment per course
// and course option (a unique index, so concurrent saves cannot both pass); another course only
// when staff confirm it.

/**
 * The key that links the enrolments of one person (`students.person_key`): the SHA-256 of the
 * Aadhaar number (spaces removed). It is not a secret (an Aadhaar number has too few possible
 * values for a hash to hide it); it is what the unique index and the lookups compare.
 */
export function personKey(adhar: string | null | undefined): string | null {
  const digits = adhar?.replace(/\s/g, '') ?? '';
  if (!digits) return null;
  return createHash('sha256').update(`aadhaar:${digits}`).digest('hex');
}

/** The unique index that keeps one enrolment per person, course and option (migration 0014). */
export const ENROLMENT_INDEX = 'students_one_enrolment_per_course';

/** True when `error` is a violation of the one-enrolment-per-course index, on either database. */
export function isEnrolmentConflict(error: unknown): boolean {
  const { code, constraint, message } = (error ?? {}) as Record<string, unknown>;
  if (code === '23505') return constraint === ENROLMENT_INDEX;
  return (
    typeof code === 'string' &&
    code.startsWith('SQLITE_CONSTRAINT') &&
    typeof message === 'string' &&
    // SQLite names the index of an expression index, or lists the index's columns.
    (message.includes(ENROLMENT_INDEX) || message.includes('students.person_key'))
  );
}

export interface EnrolmentRow {
  id: number;
  registrationNumber: string;
  firstname: string;
  lastname: string;
  centreId: number;
  centreCode: string;
  centreName: string;
  course: string;
  courseName: string;
  courseOption: string | null;
  courseOptionLabel: string | null;
}

/**
 * An enrolment as the requesting user may see it: in full within their reach (their centre, or
 * any for head office), otherwise without the name and with the registration number masked.
 */
export function describeEnrolment(user: AuthenticatedUser, row: EnrolmentRow): ExistingEnrolment {
  const reachable = canReachCentre(user, row.centreId);
  return {
    registrationNumber: reachable
      ? row.registrationNumber
      : maskRegistrationNumber(row.registrationNumber),
    name: reachable ? `${row.firstname} ${row.lastname}` : null,
    course: row.course,
    courseName: row.courseName,
    courseOption: row.courseOptionLabel ?? row.courseOption,
    centre: { code: row.centreCode, name: row.centreName },
  };
}

export const sameEnrolment = (
  row: EnrolmentRow,
  course: string,
  option: string | null | undefined,
) => row.course === course && (row.courseOption ?? '') === (option ?? '');

/** The 409 for a person already enrolled in this course and option. */
export function sameCourseConflict(
  user: AuthenticatedUser,
  existing: EnrolmentRow,
  all: readonly EnrolmentRow[] = [existing],
): AppError {
  const message = ENROLMENT_MESSAGES.sameCourse(
    describeEnrolment(user, existing).registrationNumber,
  );
  return new AppError(
    409,
    ENROLMENT_ERROR_CODES.sameCourse,
    message,
    { adhar: [message] },
    {
      enrolments: all.map((row) => describeEnrolment(user, row)),
    },
  );
}

/**
 * Applies the rule to a new or changed enrolment: refuses the same course and option (409
 * DUPLICATE_ENROLMENT) and, unless `confirmed`, another enrolment of the person (409
 * SECOND_ENROLMENT_UNCONFIRMED); both answers list the existing enrolments in `details`.
 * `existing` are the person's enrolments other than the one being saved.
 */
export function checkEnrolment(
  user: AuthenticatedUser,
  enrolment: { course: string; courseOption: string | null | undefined; confirmed: boolean },
  existing: readonly EnrolmentRow[],
): void {
  const same = existing.find((row) => sameEnrolment(row, enrolment.course, enrolment.courseOption));
  if (same) throw sameCourseConflict(user, same, existing);
  if (existing.length > 0 && !enrolment.confirmed) {
    const message = ENROLMENT_MESSAGES.unconfirmed;
    throw new AppError(
      409,
      ENROLMENT_ERROR_CODES.unconfirmed,
      message,
      { adhar: [message] },
      {
        enrolments: existing.map((row) => describeEnrolment(user, row)),
      },
    );
  }
}

/**
 * After the unique index refused a save (a concurrent save won the race): the 409 naming the
 * enrolment that is now there.
 */
export async function conflictAfterRace(
  find: (personKeys: string[]) => Promise<EnrolmentRow[]>,
  user: AuthenticatedUser,
  enrolment: { personKey: string; course: string; courseOption: string | null | undefined },
): Promise<AppError> {
  const existing = await find([enrolment.personKey]);
  const same = existing.find((row) => sameEnrolment(row, enrolment.course, enrolment.courseOption));
  if (same) return sameCourseConflict(user, same, existing);
  const message = ENROLMENT_MESSAGES.sameCourseNoNumber;
  return new AppError(409, ENROLMENT_ERROR_CODES.sameCourse, message, { adhar: [message] });
}

/** True when the text of a form field means yes ('true', 'on', '1', 'yes'). */
export const isConfirmed = (value: string | undefined) =>
  ['true', 'on', '1', 'yes'].includes((value ?? '').trim().toLowerCase());
