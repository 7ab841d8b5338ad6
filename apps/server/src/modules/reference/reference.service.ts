import type { ReferenceData } from '@institute/shared/reference';
import { readCatalogue } from '../../db/catalogue';
import type { ReferenceRepository } from './reference.repository';

/** Assembles the stored reference data: courses with their options, states and option lists. */
export async function getReferenceData(repository: ReferenceRepository): Promise<ReferenceData> {
  const [courses, states, lookups] = await Promise.all([
    readCatalogue(repository.db),
    repository.listStates(),
    repository.listLookupValues(),
  ]);
  const valuesOf = (list: string) =>
    lookups.filter((row) => row.list === list).map((row) => row.value);
  return {
    courses: courses.map((course) => ({
      ...course,
      options: [...course.options],
      retired: course.retired === true,
    })),
    states: states.map((row) => row.name),
    genders: valuesOf('gender'),
    categories: valuesOf('category'),
    maritalStatuses: valuesOf('marital_status'),
  };
}
