import type { ProfileFormValues, ProfilePost, StaffProfile } from '@institute/shared/staff-profile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

const BASE = '/api/dashboard/profile';
const KEY = ['staff-profile'] as const;

/** The signed-in staff member's own profile, in one request. */
export const useStaffProfile = () =>
  useQuery({ queryKey: KEY, queryFn: () => api<StaffProfile>(BASE) });

export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: ProfileFormValues) =>
      api<StaffProfile>(BASE, { method: 'PUT', json: values }),
    onSuccess: (profile) => client.setQueryData(KEY, profile),
  });
}

export function useAddPost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      api<ProfilePost>(`${BASE}/posts`, { method: 'POST', json: { body } }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDeletePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ message: string }>(`${BASE}/posts/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
