import type { CentreAdminItem, CentreFormValues, StaffItem } from '@institute/shared/centres';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

const BASE = '/api/dashboard/centre-admin';

/** A centre as the selectors show it. */
export interface Centre {
  id: number;
  code: string;
  name: string;
  status: string;
}

/**
 * The active centres every staff screen offers in its centre selector (head office only; the
 * query waits until `enabled`). Read by students, applications, online exams and messages.
 */
export function useCentres(enabled: boolean) {
  return useQuery({
    queryKey: ['centres'],
    queryFn: () => api<Centre[]>('/api/dashboard/centres'),
    enabled,
    staleTime: 5 * 60_000,
  });
}
const CENTRES_KEY = ['centre-admin', 'centres'] as const;
const staffKey = (centreId: number) => ['centre-admin', 'staff', centreId] as const;

/** The centres of the network (head office), or the staff member's own centre; `enabled`: ask. */
export const useCentresAdmin = (enabled = true) =>
  useQuery({
    queryKey: CENTRES_KEY,
    queryFn: () => api<CentreAdminItem[]>(`${BASE}/centres`),
    enabled,
  });

export const useCentreStaff = (centreId: number | null) =>
  useQuery({
    queryKey: staffKey(centreId ?? 0),
    queryFn: () => api<StaffItem[]>(`${BASE}/centres/${centreId}/staff`),
    enabled: centreId !== null,
  });

/** Saves a centre: creates it without an id, edits it with one. */
export function useSaveCentre() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: CentreFormValues }) =>
      id === null
        ? api<CentreAdminItem>(`${BASE}/centres`, { method: 'POST', json: values })
        : api<CentreAdminItem>(`${BASE}/centres/${id}`, { method: 'PUT', json: values }),
    onSuccess: () => client.invalidateQueries({ queryKey: CENTRES_KEY }),
  });
}

/**
 * Saves a centre, then its GSTIN when it changed (decision 0082: the invoices module's route,
 * head office only). `gstin` '' clears it.
 */
export function useSaveCentreWithGstin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      values,
      gstin,
      previousGstin,
    }: {
      id: number | null;
      values: CentreFormValues;
      gstin: string;
      previousGstin: string | null;
    }) => {
      const saved =
        id === null
          ? await api<CentreAdminItem>(`${BASE}/centres`, { method: 'POST', json: values })
          : await api<CentreAdminItem>(`${BASE}/centres/${id}`, { method: 'PUT', json: values });
      if (gstin === (previousGstin ?? '')) return saved;
      const result = await api<{ centreId: number; gstin: string | null }>(
        `/api/dashboard/invoices/centres/${saved.id}/gstin`,
        { method: 'PUT', json: { gstin } },
      );
      return { ...saved, gstin: result.gstin };
    },
    onSettled: () => client.invalidateQueries({ queryKey: CENTRES_KEY }),
  });
}

/** Removes the demo centre DEMO01, its staff account and student (head office; all or nothing). */
export function useRemoveDemoData() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ message: string }>(`${BASE}/demo-data`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: CENTRES_KEY }),
  });
}

export function useSetCentreStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'suspend' | 'activate' }) =>
      api<CentreAdminItem>(`${BASE}/centres/${id}/${action}`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: CENTRES_KEY }),
  });
}

export function useCreateStaff(centreId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: {
      name: string;
      email: string;
      password: string;
      role?: 'centre_staff' | 'teacher';
    }) => api<StaffItem>(`${BASE}/centres/${centreId}/staff`, { method: 'POST', json: values }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: staffKey(centreId) });
      await client.invalidateQueries({ queryKey: CENTRES_KEY });
    },
  });
}

export function useResetStaffPassword() {
  return useMutation({
    mutationFn: ({ userId, password }: { userId: number; password: string }) =>
      api<{ message: string }>(`${BASE}/staff/${userId}/reset-password`, {
        method: 'POST',
        json: { password },
      }),
  });
}

export function useSetStaffStatus(centreId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, action }: { userId: number; action: 'deactivate' | 'activate' }) =>
      api<StaffItem>(`${BASE}/staff/${userId}/${action}`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: staffKey(centreId) }),
  });
}
