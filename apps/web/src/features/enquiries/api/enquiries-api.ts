import type {
  EnquiryDetail,
  EnquiryListItem,
  ENQUIRY_LIST_SOURCES,
  ENQUIRY_STATUSES,
} from '@institute/shared/content/enquiry-list';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { INTERNAL_ERROR_MESSAGE, type ApiError } from '@institute/shared/api-error';
import { TOTAL_COUNT_HEADER } from '@institute/shared/student';
import { api, ApiRequestError } from '../../../lib/api-client';

const BASE = '/api/dashboard/enquiries';

export interface EnquiryFilterValues {
  status?: (typeof ENQUIRY_STATUSES)[number] | undefined;
  source?: (typeof ENQUIRY_LIST_SOURCES)[number] | undefined;
  q?: string | undefined;
  /** Head office: a centre id or 'unassigned'. */
  centre?: string | undefined;
}

export interface EnquiryPage {
  items: EnquiryListItem[];
  total: number;
}

export const enquiryKeys = {
  all: ['enquiries'] as const,
  lists: () => [...enquiryKeys.all, 'list'] as const,
  list: (filter: EnquiryFilterValues) => [...enquiryKeys.lists(), filter] as const,
  detail: (id: number) => [...enquiryKeys.all, 'detail', id] as const,
  centres: ['enquiries', 'centres'] as const,
};

export function enquirySearch(filter: EnquiryFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}

export const exportEnquiriesHref = (filter: EnquiryFilterValues) => {
  const search = enquirySearch(filter).toString();
  return `${BASE}/export.csv${search ? `?${search}` : ''}`;
};

function errorFrom(status: number, text: string): ApiRequestError {
  try {
    const parsed = JSON.parse(text) as { code?: unknown; message?: unknown };
    if (typeof parsed.code === 'string' && typeof parsed.message === 'string') {
      return new ApiRequestError(status, parsed as ApiError);
    }
  } catch {
    // not JSON
  }
  return new ApiRequestError(status, { code: `HTTP_${status}`, message: INTERNAL_ERROR_MESSAGE });
}

export const ENQUIRY_PAGE_SIZE = 50;

/** One page of the filter's enquiries, newest first, and the total. */
async function fetchEnquiries(filter: EnquiryFilterValues, page: number): Promise<EnquiryPage> {
  const params = enquirySearch(filter);
  params.set('page', String(page));
  params.set('pageSize', String(ENQUIRY_PAGE_SIZE));
  let response: Response;
  try {
    response = await fetch(`${BASE}?${params}`, { credentials: 'same-origin' });
  } catch {
    throw new ApiRequestError(0, { code: 'NETWORK_ERROR', message: 'Network error' });
  }
  const text = await response.text();
  if (!response.ok) throw errorFrom(response.status, text);
  const items = JSON.parse(text) as EnquiryListItem[];
  const total = Number(response.headers.get(TOTAL_COUNT_HEADER));
  return { items, total: Number.isFinite(total) ? total : items.length };
}

/** The enquiries of a filter, page after page ('Load more'). */
export const useEnquiries = (filter: EnquiryFilterValues) =>
  useInfiniteQuery({
    queryKey: enquiryKeys.list(filter),
    queryFn: ({ pageParam }) => fetchEnquiries(filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * ENQUIRY_PAGE_SIZE < last.total ? pages.length + 1 : undefined,
    placeholderData: keepPreviousData,
    select: (data) => {
      // An enquiry that arrived meanwhile shifts the pages: show each one once.
      const seen = new Set<number>();
      const items = data.pages
        .flatMap((page) => page.items)
        .filter((item) => !seen.has(item.id) && seen.add(item.id));
      return { items, total: data.pages.at(-1)?.total ?? 0 };
    },
  });

export const useEnquiry = (id: number | null) =>
  useQuery({
    queryKey: enquiryKeys.detail(id ?? 0),
    queryFn: () => api<EnquiryDetail>(`${BASE}/${id}`),
    enabled: id !== null,
  });

export interface CentreChoice {
  id: number;
  code: string;
  name: string;
  status: string;
}

export const useEnquiryCentres = (enabled: boolean) =>
  useQuery({
    queryKey: enquiryKeys.centres,
    queryFn: () => api<CentreChoice[]>('/api/dashboard/centres'),
    enabled,
    staleTime: 5 * 60_000,
  });

type Change =
  | { kind: 'status'; status: (typeof ENQUIRY_STATUSES)[number] }
  | { kind: 'note'; text: string }
  | { kind: 'centre'; centreId: number | null };

/** Changes an enquiry (status, a note, its centre) and refreshes the list and the detail. */
export function useEnquiryChange(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) => {
      switch (change.kind) {
        case 'status':
          return api<EnquiryDetail>(`${BASE}/${id}/status`, {
            method: 'PUT',
            json: { status: change.status },
          });
        case 'note':
          return api<EnquiryDetail>(`${BASE}/${id}/notes`, {
            method: 'POST',
            json: { text: change.text },
          });
        case 'centre':
          return api<EnquiryDetail>(`${BASE}/${id}/centre`, {
            method: 'PUT',
            json: { centreId: change.centreId },
          });
      }
    },
    onSuccess: async (detail) => {
      client.setQueryData(enquiryKeys.detail(id), detail);
      await client.invalidateQueries({ queryKey: enquiryKeys.lists() });
    },
  });
}
