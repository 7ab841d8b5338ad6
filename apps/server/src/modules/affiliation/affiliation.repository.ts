import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

// Every query of the affiliation tables (owned by this module: table-owners.json). Each function
// takes the executor, so that a caller's transaction carries it.

export interface AffiliationRow {
  centre_id: number;
  code: string;
  name: string;
  address: string;
  district: string | null;
  state: string | null;
  centre_status: 'active' | 'suspended';
  valid_from: string | null;
  valid_until: string | null;
  all_courses: number | null;
}

const centreWithAffiliation = (db: Kysely<DB>) =>
  db
    .selectFrom('centres as c')
    .leftJoin('affiliations as a', 'a.centre_id', 'c.id')
    .select([
      'c.id as centre_id',
      'c.code',
      'c.name',
      'c.address',
      'c.district',
      'c.state',
      'c.status as centre_status',
      'a.valid_from',
      'a.valid_until',
      'a.all_courses',
    ]);

/** A centre and its affiliation (nulls without one); undefined for no such centre. */
export const findAffiliation = (db: Kysely<DB>, centreId: number) =>
  centreWithAffiliation(db).where('c.id', '=', centreId).executeTakeFirst() as Promise<
    AffiliationRow | undefined
  >;

export const findAffiliationByCode = (db: Kysely<DB>, code: string) =>
  centreWithAffiliation(db).where('c.code', '=', code).executeTakeFirst() as Promise<
    AffiliationRow | undefined
  >;

/** Centres in a state (and district), by name. */
export const listAffiliationsByPlace = (db: Kysely<DB>, state: string, district?: string) =>
  centreWithAffiliation(db)
    .where('c.state', '=', state)
    .$if(!!district, (qb) => qb.where('c.district', '=', district!))
    .orderBy('c.name')
    .orderBy('c.id')
    .limit(500)
    .execute() as Promise<AffiliationRow[]>;

/** The states and districts that have centres. */
export const listPlaces = (db: Kysely<DB>) =>
  db
    .selectFrom('centres')
    .select(['state', 'district'])
    .where('state', 'is not', null)
    .groupBy(['state', 'district'])
    .orderBy('state')
    .orderBy('district')
    .execute();

/** The authorised courses of centres (when not all courses), with their names. */
export const listAffiliationCourses = (db: Kysely<DB>, centreIds: number[]) =>
  db
    .selectFrom('affiliation_courses as ac')
    .innerJoin('courses as co', 'co.code', 'ac.course_code')
    .select(['ac.centre_id', 'co.code', 'co.name'])
    .where('ac.centre_id', 'in', [0, ...centreIds])
    .orderBy('co.position')
    .orderBy('co.code')
    .execute();

/** Whether the course is in the centre's list. */
export const hasAffiliationCourse = async (db: Kysely<DB>, centreId: number, code: string) =>
  !!(await db
    .selectFrom('affiliation_courses')
    .select('course_code')
    .where('centre_id', '=', centreId)
    .where('course_code', '=', code)
    .executeTakeFirst());

export const findCourseName = (db: Kysely<DB>, code: string) =>
  db.selectFrom('courses').select(['code', 'name']).where('code', '=', code).executeTakeFirst();

/** The courses offered now (not retired), for "all courses". */
export const listCurrentCourses = (db: Kysely<DB>) =>
  db
    .selectFrom('courses')
    .select(['code', 'name'])
    .where('retired_at', 'is', null)
    .orderBy('position')
    .orderBy('code')
    .execute();

export const findExistingCourses = (db: Kysely<DB>, codes: string[]) =>
  db
    .selectFrom('courses')
    .select('code')
    .where('code', 'in', ['', ...codes])
    .execute();

/** Sets a centre's period and courses (replacing what was there). */
export async function saveAffiliation(
  db: Kysely<DB>,
  centreId: number,
  values: { validFrom: string; validUntil: string; allCourses: boolean; courses: string[] },
  userId: number | null,
  now: string,
): Promise<void> {
  await db
    .insertInto('affiliations')
    .values({
      centre_id: centreId,
      valid_from: values.validFrom,
      valid_until: values.validUntil,
      all_courses: values.allCourses ? 1 : 0,
      updated_by: userId,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.column('centre_id').doUpdateSet({
        valid_from: values.validFrom,
        valid_until: values.validUntil,
        all_courses: values.allCourses ? 1 : 0,
        updated_by: userId,
        updated_at: now,
      }),
    )
    .execute();
  await db.deleteFrom('affiliation_courses').where('centre_id', '=', centreId).execute();
  const courses = values.allCourses ? [] : [...new Set(values.courses)];
  if (courses.length > 0) {
    await db
      .insertInto('affiliation_courses')
      .values(courses.map((code) => ({ centre_id: centreId, course_code: code })))
      .execute();
  }
}

/** A first affiliation (every course) only when the centre has none: true when this call made it. */
export async function insertAffiliationIfAbsent(
  db: Kysely<DB>,
  centreId: number,
  period: { validFrom: string; validUntil: string },
  userId: number | null,
  now: string,
): Promise<boolean> {
  const inserted = await db
    .insertInto('affiliations')
    .values({
      centre_id: centreId,
      valid_from: period.validFrom,
      valid_until: period.validUntil,
      all_courses: 1,
      updated_by: userId,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('centre_id').doNothing())
    .returning('centre_id')
    .executeTakeFirst();
  return !!inserted;
}

/**
 * Moves the period's end to `newUntil` only while it is still `previousUntil` (a renewal racing
 * another finds it moved and is refused): true when this call moved it.
 */
export async function extendAffiliation(
  db: Kysely<DB>,
  centreId: number,
  previousUntil: string,
  newUntil: string,
  newFrom: string,
  userId: number | null,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('affiliations')
    .set({ valid_until: newUntil, valid_from: newFrom, updated_by: userId, updated_at: now })
    .where('centre_id', '=', centreId)
    .where('valid_until', '=', previousUntil)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const insertRenewal = (
  db: Kysely<DB>,
  values: {
    centreId: number;
    previousUntil: string | null;
    newUntil: string;
    feePaise: number;
    userId: number | null;
    now: string;
  },
) =>
  db
    .insertInto('affiliation_renewals')
    .values({
      centre_id: values.centreId,
      previous_until: values.previousUntil,
      new_until: values.newUntil,
      fee_paise: values.feePaise,
      created_by: values.userId,
      created_at: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

export const listRenewals = (db: Kysely<DB>, centreId: number) =>
  db
    .selectFrom('affiliation_renewals')
    .select(['previous_until', 'new_until', 'fee_paise', 'created_at'])
    .where('centre_id', '=', centreId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(50)
    .execute();

/** Active centres whose period ends between the two days (both included). */
export const listEndingBetween = (db: Kysely<DB>, from: string, to: string) =>
  db
    .selectFrom('affiliations as a')
    .innerJoin('centres as c', 'c.id', 'a.centre_id')
    .select(['a.centre_id', 'a.valid_until', 'c.name', 'c.code'])
    .where('c.status', '=', 'active')
    .where('a.valid_until', '>=', from)
    .where('a.valid_until', '<=', to)
    .execute();

/** Claims a reminder (centre, period end, days before): true when this call claimed it. */
export async function claimReminder(
  db: Kysely<DB>,
  centreId: number,
  validUntil: string,
  daysBefore: number,
  now: string,
): Promise<boolean> {
  const claimed = await db
    .insertInto('affiliation_reminders_sent')
    .values({
      centre_id: centreId,
      valid_until: validUntil,
      days_before: daysBefore,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['centre_id', 'valid_until', 'days_before']).doNothing())
    .returning('centre_id')
    .executeTakeFirst();
  return !!claimed;
}
