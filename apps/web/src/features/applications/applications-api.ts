import type {
  Application,
  ApplicationCentre,
  ApplicationListItem,
  ApplicationStatus,
  MyApplication,
} from '@institute/shared/applications';
import { FILE_FIELDS, type FileField, type StudentFieldValues } from '@institute/shared/student';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

const MINE = '/api/applications/mine';
const STAFF = '/api/dashboard/applications';
const MINE_KEY = ['applications', 'mine'] as const;
const STAFF_KEY = ['applications', 'staff'] as const;

export type ApplicationFiles = Partial<Record<FileField, File>>;

/** The multipart body of an application: the filled-in fields, the centre and the chosen files. */
export function applicationFormData(
  values: StudentFieldValues,
  centreId: number,
  files: ApplicationFiles,
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value) body.append(name, value);
  }
  body.append('centreId', String(centreId));
  for (const field of FILE_FIELDS) {
    const file = files[field];
    if (file) body.append(field, file, file.name);
  }
  return body;
}

/** Centres taking admissions (public list of the active ones). */
export const useApplicationCentres = () =>
  useQuery({
    queryKey: ['applications', 'centres'],
    queryFn: () => api<ApplicationCentre[]>('/api/applications/centres'),
    staleTime: 5 * 60_000,
  });

/** The signed-in user's latest application, or null. */
export const useMyApplication = () =>
  useQuery({
    queryKey: MINE_KEY,
    queryFn: async () => (await api<MyApplication>(MINE)).application,
  });

/** Submit a new application (POST) or the corrected one (PUT). */
export function useSendApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, correction }: { body: FormData; correction: boolean }) =>
      api<Application>(MINE, { method: correction ? 'PUT' : 'POST', body }),
    onSuccess: (application) => client.setQueryData(MINE_KEY, application),
  });
}

export function useWithdrawApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<Application>(`${MINE}/withdraw`, { method: 'POST' }),
    onSuccess: (application) => client.setQueryData(MINE_KEY, application),
  });
}

/** Manage Application's list; 'all' for every status. */
export const useApplications = (status: ApplicationStatus | 'all', centreId?: number) =>
  useQuery({
    queryKey: [...STAFF_KEY, 'list', status, centreId ?? null],
    queryFn: () => {
      const params = new URLSearchParams({ status });
      if (centreId) params.set('centreId', String(centreId));
      return api<ApplicationListItem[]>(`${STAFF}?${params.toString()}`);
    },
  });

export const useApplication = (id: number) =>
  useQuery({
    queryKey: [...STAFF_KEY, 'detail', id],
    queryFn: () => api<Application>(`${STAFF}/${id}`),
    enabled: Number.isSafeInteger(id) && id > 0,
  });

export type ReviewAction =
  | { kind: 'approve' }
  | { kind: 'correction'; message: string }
  | { kind: 'reject'; reason: string };

export interface ReviewResult {
  application: Application;
  /** Set when approved. */
  registrationNumber?: string;
}

/** Staff approve, ask for a correction or reject; the lists and the detail are refreshed. */
export function useReviewApplication(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (action: ReviewAction): Promise<ReviewResult> => {
      if (action.kind === 'approve') {
        const answer = await api<{ registrationNumber: string; application: Application }>(
          `${STAFF}/${id}/approve`,
          { method: 'POST' },
        );
        return answer;
      }
      const json =
        action.kind === 'correction' ? { message: action.message } : { reason: action.reason };
      return {
        application: await api<Application>(`${STAFF}/${id}/${action.kind}`, {
          method: 'POST',
          json,
        }),
      };
    },
    onSuccess: async ({ application }) => {
      client.setQueryData([...STAFF_KEY, 'detail', id], application);
      await client.invalidateQueries({ queryKey: [...STAFF_KEY, 'list'] });
    },
  });
}
