import {
  AFFILIATION_MESSAGES as M,
  oneYearFrom,
  type AffiliationBlock,
  type AffiliationStatus,
} from '@institute/shared/affiliation';
import { ERROR_CODES } from '@institute/shared/api-error';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { instituteDate, nowIso } from '../../lib/time';
import {
  findAffiliation,
  findCourseName,
  hasAffiliationCourse,
  saveAffiliation,
  type AffiliationRow,
} from './affiliation.repository';

// The rules other modules call (decision 0072): admission (students) and certificate requests
// (certificates) ask whether the centre may act today; a new centre (centres) gets its period.

const DAY_SHOWN = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '1 Dec 2026' from '2026-12-01'. */
export const dayShown = (day: string) => DAY_SHOWN.format(new Date(`${day}T00:00:00Z`));

/** Active, expired (outside its period, or none) or suspended (head office's switch). */
export function statusOf(row: AffiliationRow, today: string): AffiliationStatus {
  if (row.centre_status === 'suspended') return 'suspended';
  if (!row.valid_from || !row.valid_until) return 'expired';
  if (today < row.valid_from || today > row.valid_until) return 'expired';
  return 'active';
}

/** Why the centre cannot admit or request certificates today, or null when it can. */
export function blockOf(row: AffiliationRow, today: string): AffiliationBlock {
  const centre = `${row.name} (${row.code})`;
  if (row.centre_status === 'suspended') {
    return { reason: 'suspended', message: M.suspended };
  }
  if (!row.valid_from || !row.valid_until) return { reason: 'none', message: M.none(centre) };
  if (today < row.valid_from) {
    return { reason: 'not-yet-valid', message: M.notYetValid(centre, dayShown(row.valid_from)) };
  }
  if (today > row.valid_until) {
    return { reason: 'expired', message: M.expired(centre, dayShown(row.valid_until)) };
  }
  return null;
}

const refused = (message: string, details?: Record<string, unknown>) =>
  new AppError(409, ERROR_CODES.conflict, message, undefined, details);

/** Refuses (409, saying why) when the centre's affiliation does not cover today. */
export async function requireAffiliated(
  db: Kysely<DB>,
  centreId: number,
  today = instituteDate(nowIso()),
): Promise<AffiliationRow> {
  const row = await findAffiliation(db, centreId);
  if (!row) throw refused(M.none(`Centre ${centreId}`));
  const block = blockOf(row, today);
  if (block) throw refused(block.message, { affiliation: block.reason });
  return row;
}

/**
 * Admission (Add Student, an approved application, each row of an import): the centre's period
 * covers today and the course is one of its authorised courses; otherwise 409 naming the course.
 */
export async function requireAdmissionAllowed(
  db: Kysely<DB>,
  centreId: number,
  courseCode: string,
): Promise<void> {
  const row = await requireAffiliated(db, centreId);
  if (Number(row.all_courses) === 1) return;
  if (await hasAffiliationCourse(db, centreId, courseCode)) return;
  const course = await findCourseName(db, courseCode);
  throw refused(
    M.courseNotAuthorised(
      `${row.name} (${row.code})`,
      course ? `${course.name} (${course.code})` : courseCode,
    ),
    { affiliation: 'course', course: courseCode },
  );
}

/** A certificate request: the centre's period covers today. */
export async function requireCertificatesAllowed(db: Kysely<DB>, centreId: number): Promise<void> {
  await requireAffiliated(db, centreId);
}

/**
 * A new centre's affiliation, in the caller's transaction: from `validFrom` (today by default)
 * for a year unless `validUntil` is given, every course unless a list is given.
 */
export async function grantAffiliation(
  trx: Kysely<DB>,
  centreId: number,
  values: { validFrom?: string; validUntil?: string; courses?: string[] | null },
  userId: number | null,
): Promise<void> {
  const now = nowIso();
  const validFrom = values.validFrom ?? instituteDate(now);
  const courses = values.courses ?? null;
  await saveAffiliation(
    trx,
    centreId,
    {
      validFrom,
      validUntil: values.validUntil ?? oneYearFrom(validFrom),
      allCourses: courses === null,
      courses: courses ?? [],
    },
    userId,
    now,
  );
}
