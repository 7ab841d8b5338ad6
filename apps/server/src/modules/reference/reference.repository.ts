import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export function createReferenceRepository(db: Kysely<DB>) {
  return {
    listCourses: () =>
      db
        .selectFrom('courses')
        .select(['code', 'name', 'duration_months'])
        .orderBy('position')
        .execute(),
    listCourseOptions: () =>
      db
        .selectFrom('course_options')
        .select(['code', 'course_code', 'name', 'label'])
        .orderBy('course_code')
        .orderBy('position')
        .execute(),
    listStates: () => db.selectFrom('states').select('name').orderBy('position').execute(),
    listLookupValues: () =>
      db
        .selectFrom('lookup_values')
        .select(['list', 'value'])
        .orderBy('list')
        .orderBy('position')
        .execute(),
  };
}

export type ReferenceRepository = ReturnType<typeof createReferenceRepository>;
