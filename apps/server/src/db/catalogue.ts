import type { Catalogue } from '@institute/shared/catalogue';
import type { Kysely } from 'kysely';
import type { DB } from './schema';

/**
 * The stored course catalogue (courses with their options, in order; retired ones marked), as the
 * admission forms and the server's checks use it. Read on each use, not kept: an edit made through
 * another instance counts at once. Two small primary-key-ordered reads.
 */
export async function readCatalogue(db: Kysely<DB>): Promise<Catalogue> {
  const [courses, options] = await Promise.all([
    db
      .selectFrom('courses')
      .select(['code', 'name', 'duration_months', 'retired_at'])
      .orderBy('position')
      .orderBy('code')
      .execute(),
    db
      .selectFrom('course_options')
      .select(['code', 'course_code', 'name', 'label'])
      .orderBy('course_code')
      .orderBy('position')
      .execute(),
  ]);
  return courses.map((course) => ({
    code: course.code,
    name: course.name,
    durationMonths: course.duration_months,
    options: options
      .filter((option) => option.course_code === course.code)
      .map(({ code, name, label }) => ({ code, name, label })),
    ...(course.retired_at ? { retired: true } : {}),
  }));
}
