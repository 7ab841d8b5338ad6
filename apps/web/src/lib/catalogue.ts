import type { Catalogue } from '@institute/shared/catalogue';
import type { ReferenceData } from '@institute/shared/reference';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { nameIn } from '@institute/shared/hindi-names';

export const CATALOGUE_KEY = ['reference'] as const;

/**
 * The course catalogue as stored (head office edits it under Website > Courses), from
 * GET /api/reference; retired courses are included and marked. Forms offer
 * openCourses/coursesFor of it and check against it (studentFormSchema).
 */
export function useCatalogue() {
  return useQuery({
    queryKey: CATALOGUE_KEY,
    queryFn: () => api<ReferenceData>('/api/reference'),
    select: (data): Catalogue => data.courses,
    staleTime: 60_000,
  });
}

/** The courses as select options: { value: code, label: name (in Hindi where it has one) }. */
export const courseChoices = (catalogue: Catalogue, locale = 'en') =>
  catalogue.map((course) => ({ value: course.code, label: nameIn(locale, course.name) }));
