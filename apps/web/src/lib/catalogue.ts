import type { Catalogue } from '@institute/shared/catalogue';
import type { ReferenceData } from '@institute/shared/reference';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { nameIn, optionLabelIn } from '@institute/shared/hindi-names';
import { INTL_LOCALES } from '@institute/shared/i18n';
import { formatLocale } from './format-locale';

/** The page's language, as the formatters have it (set with the page's language). */
const pageLocale = () => (formatLocale() === INTL_LOCALES.hi ? 'hi' : 'en');

/** A shipped course or subject name in the page's language (its Hindi where it has one). */
export const shownName = (english: string): string => nameIn(pageLocale(), english);

/** A course option's label ('CERTIFICATE IN MS EXCEL(RV01003)') in the page's language. */
export const shownOption = (label: string): string => optionLabelIn(pageLocale(), label);

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
export const courseChoices = (catalogue: Catalogue, locale: string = pageLocale()) =>
  catalogue.map((course) => ({ value: course.code, label: nameIn(locale, course.name) }));
