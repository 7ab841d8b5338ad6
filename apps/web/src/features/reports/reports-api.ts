import type { Report, ReportKind } from '@institute/shared/reports';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export interface ReportFilters {
  report: ReportKind;
  from: string;
  to: string;
  centreId: number | null;
  course: string;
  lang: 'en' | 'hi';
}

/** The query string of a report's address: period, centre, course and language. */
export function reportQuery(filters: ReportFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ from: filters.from, to: filters.to, lang: filters.lang });
  if (filters.centreId !== null) params.set('centreId', String(filters.centreId));
  if (filters.course) params.set('course', filters.course);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params.toString();
}

export const reportPath = (
  filters: ReportFilters,
  suffix = '',
  extra: Record<string, string> = {},
) => `/api/dashboard/reports/${filters.report}${suffix}?${reportQuery(filters, extra)}`;

/** A report's figures for the filters (computed by the server for the asker's scope). */
export const useReport = (filters: ReportFilters) =>
  useQuery({
    queryKey: ['reports', filters],
    queryFn: () => api<Report>(reportPath(filters)),
  });
