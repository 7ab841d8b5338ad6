import type { CentreSearchAnswer } from '@institute/shared/affiliation';
import { api } from '../../lib/api-client';

/**
 * The public verification of centres (no React Query: the public page's loader calls it, on the
 * server for the first render).
 */
export function fetchCentreSearch(
  query: { code?: string; state?: string; district?: string },
  context?: unknown,
): Promise<CentreSearchAnswer> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const search = params.toString();
  return api<CentreSearchAnswer>(`/api/centres/verify${search ? `?${search}` : ''}`, { context });
}
