import type {
  EditableNotice,
  EditableSite,
  NoticeInput,
  SaveSiteInput,
} from '@institute/shared/content/site';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRevalidator } from 'react-router';
import { api } from '../../lib/api-client';

const SITE = ['content', 'site'] as const;
const NOTICES = ['content', 'notices'] as const;

export const useEditableSite = () =>
  useQuery({ queryKey: SITE, queryFn: () => api<EditableSite>('/api/dashboard/content/site') });

/** Saves the settings; the root route reads them again so the header and footer follow. */
export function useSaveSite() {
  const client = useQueryClient();
  const revalidator = useRevalidator();
  return useMutation({
    mutationFn: (input: SaveSiteInput) =>
      api<EditableSite>('/api/dashboard/content/site', { method: 'PUT', json: input }),
    onSuccess: (saved) => {
      client.setQueryData(SITE, saved);
      void revalidator.revalidate();
    },
  });
}

export const useNotices = () =>
  useQuery({
    queryKey: NOTICES,
    queryFn: () => api<EditableNotice[]>('/api/dashboard/content/notices'),
  });

/** Adds a notice (id null) or saves one at the version it was read. */
export function useSaveNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      version,
      input,
    }: {
      id: number | null;
      version: number;
      input: NoticeInput;
    }) =>
      id === null
        ? api<EditableNotice>('/api/dashboard/content/notices', { method: 'POST', json: input })
        : api<EditableNotice>(`/api/dashboard/content/notices/${id}`, {
            method: 'PUT',
            json: { ...input, version },
          }),
    onSettled: () => client.invalidateQueries({ queryKey: NOTICES }),
  });
}

export function useDeleteNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (notice: EditableNotice) =>
      api<void>(`/api/dashboard/content/notices/${notice.id}?version=${notice.version}`, {
        method: 'DELETE',
      }),
    onSettled: () => client.invalidateQueries({ queryKey: NOTICES }),
  });
}
