import { COURSES } from '@institute/shared/catalogue';
import { CATEGORIES, GENDERS, MARITAL_STATUSES, STATES } from '@institute/shared/reference-lists';
import type { Kysely } from 'kysely';
import { generatePassword, hashPassword } from '../lib/password';
import { instituteDate, nowIso } from '../lib/time';
import { oneYearFrom } from '@institute/shared/affiliation';
import type { DB } from './schema';

export const DEFAULT_CENTRE = {
  code: 'MAIN',
  name: 'Main Centre',
  address: 'Address to be set by head office',
  phone: '0000000000',
} as const;

/**
 * Seeds the reference data of packages/shared; running it twice changes nothing. The course
 * catalogue goes in only while the courses table is empty (first start): from then on it is head
 * office's (Website > Courses) and a restart never undoes an edit. States and the option lists are
 * upserted in two statements.
 */
export async function seedReferenceData(db: Kysely<DB>): Promise<void> {
  const courses = COURSES.map((course, position) => ({
    code: course.code,
    name: course.name,
    duration_months: course.durationMonths,
    position,
  }));
  const options = COURSES.flatMap((course) =>
    course.options.map((option, position) => ({
      code: option.code,
      course_code: course.code,
      name: option.name,
      label: option.label,
      position,
    })),
  );
  const states = STATES.map((name, position) => ({ name, position }));
  const lists = { gender: GENDERS, category: CATEGORIES, marital_status: MARITAL_STATUSES };
  const lookups = (Object.keys(lists) as (keyof typeof lists)[]).flatMap((list) =>
    lists[list].map((value, position) => ({ list, value, position })),
  );

  await db.transaction().execute(async (trx) => {
    const anyCourse = await trx.selectFrom('courses').select('code').limit(1).executeTakeFirst();
    if (!anyCourse) {
      // Two instances starting at once on an empty database: the second inserts nothing.
      await trx
        .insertInto('courses')
        .values(courses)
        .onConflict((oc) => oc.column('code').doNothing())
        .execute();
      await trx
        .insertInto('course_options')
        .values(options)
        .onConflict((oc) => oc.column('code').doNothing())
        .execute();
    }
    await trx
      .insertInto('states')
      .values(states)
      .onConflict((oc) =>
        oc.column('name').doUpdateSet((eb) => ({ position: eb.ref('excluded.position') })),
      )
      .execute();
    await trx
      .insertInto('lookup_values')
      .values(lookups)
      .onConflict((oc) =>
        oc
          .columns(['list', 'value'])
          .doUpdateSet((eb) => ({ position: eb.ref('excluded.position') })),
      )
      .execute();
  });
}

/**
 * Inserts the default centre when there is no centre at all, with an open affiliation (from
 * today for a year, every course: decision 0072) so that it can admit students at once.
 */
export async function seedDefaultCentre(db: Kysely<DB>): Promise<void> {
  const now = nowIso();
  const created = await db
    .insertInto('centres')
    .values({ ...DEFAULT_CENTRE, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (created) await seedOpenAffiliation(db, created.id, now);
}

/** A year from today with every course, for a centre the seeds create. */
export async function seedOpenAffiliation(db: Kysely<DB>, centreId: number, now: string) {
  const from = instituteDate(now);
  await db
    .insertInto('affiliations')
    .values({
      centre_id: centreId,
      valid_from: from,
      valid_until: oneYearFrom(from),
      all_courses: 1,
      updated_by: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('centre_id').doNothing())
    .execute();
}

export type FirstAdmin =
  { created: false } | { created: true; email: string; generatedPassword: string | null };

export const GENERATED_ADMIN_EMAIL = 'admin@example.com';

/**
 * On a database without users, creates the first head office account: from the given
 * credentials, or with a generated password that the caller prints once.
 */
export async function seedFirstAdmin(
  db: Kysely<DB>,
  admin: { email: string; password: string } | null,
  /** Its owner chooses their own password at the first sign-in (decision 0060). */
  mustChange = true,
): Promise<FirstAdmin> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return { created: false };
  const email = (admin?.email ?? GENERATED_ADMIN_EMAIL).toLowerCase();
  const password = admin?.password ?? generatePassword();
  const now = nowIso();
  await db
    .insertInto('users')
    .values({
      email,
      name: 'Head Office',
      password_hash: await hashPassword(password),
      role: 'head_office',
      centre_id: null,
      password_changed_at: now,
      // A password from the configuration or the console: its owner chooses their own first.
      must_change_password: mustChange ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { created: true, email, generatedPassword: admin ? null : password };
}
