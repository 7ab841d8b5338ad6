import type { ReferenceData } from '@institute/shared/reference';
import type { ReferenceRepository } from './reference.repository';

/** Assembles the stored reference data: courses with their options, states and option lists. */
export async function getReferenceData(repository: ReferenceRepository): Promise<ReferenceData> {
  const [courses, options, states, lookups] = await Promise.all([
    repository.listCourses(),
    repository.listCourseOptions(),
    repository.listStates(),
    repository.listLookupValues(),
  ]);
  const valuesOf = (list: string) =>
    lookups.filter((row) => row.list === list).map((row) => row.value);
  return {
    courses: courses.map((course) => ({
      code: course.code,
      name: course.name,
      durationMonths: course.duration_months,
      options: options
        .filter((option) => option.course_code === course.code)
        .map(({ code, name, label }) => ({ code, name, label })),
    })),
    states: states.map((row) => row.name),
    genders: valuesOf('gender'),
    categories: valuesOf('category'),
    maritalStatuses: valuesOf('marital_status'),
  };
}
