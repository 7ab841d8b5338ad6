import type {
  ContentEditor,
  ContentHistoryEntry,
  EditableNotice,
  EditableLogo,
  EditableSite,
  NoticeValues,
  SaveSiteInput,
} from '@institute/shared/content/site';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRevalidator } from 'react-router';
import { api } from '../../lib/api-client';
import { contentList } from './content-list-api';

const SITE = ['content', 'site'] as const;

/** Whether the signed-in centre staff member may edit the website (head office always may). */
export const useContentAccess = (enabled: boolean) =>
  useQuery({
    queryKey: ['content', 'access'],
    queryFn: () => api<{ canEdit: boolean }>('/api/dashboard/content/access'),
    enabled,
    staleTime: 5 * 60_000,
  });

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
      void client.invalidateQueries({ queryKey: ['content', 'history'] });
      void revalidator.revalidate();
    },
  });
}

/** The notices of the scrolling banner (decision 0068: one list client for every kind). */
export const notices = contentList<EditableNotice, NoticeValues>({
  list: '/api/dashboard/content/notices',
  key: ['content', 'notices'],
});

const EDITORS = ['content', 'editors'] as const;

export const useContentEditors = () =>
  useQuery({
    queryKey: EDITORS,
    queryFn: () => api<ContentEditor[]>('/api/dashboard/content/editors'),
  });

export function useSetContentEditor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, canEditContent }: { id: number; canEditContent: boolean }) =>
      api<void>(`/api/dashboard/content/editors/${id}`, {
        method: 'PUT',
        json: { canEditContent },
      }),
    // The tick shows at once; a refusal puts the list back as it was.
    onMutate: async ({ id, canEditContent }) => {
      await client.cancelQueries({ queryKey: EDITORS });
      const before = client.getQueryData<ContentEditor[]>(EDITORS);
      client.setQueryData<ContentEditor[]>(EDITORS, (list) =>
        list?.map((editor) => (editor.id === id ? { ...editor, canEditContent } : editor)),
      );
      return { before };
    },
    onError: (_error, _variables, context) => client.setQueryData(EDITORS, context?.before),
    onSettled: () => client.invalidateQueries({ queryKey: EDITORS }),
  });
}

const HISTORY = ['content', 'history'] as const;

export const useContentHistory = () =>
  useQuery({
    queryKey: HISTORY,
    queryFn: () => api<ContentHistoryEntry[]>('/api/dashboard/content/history'),
  });

/** Undoes one save; the settings, notices and history are read again. */
export function useUndoChange() {
  const client = useQueryClient();
  const revalidator = useRevalidator();
  return useMutation({
    mutationFn: (id: number) =>
      api<void>(`/api/dashboard/content/history/${id}/undo`, { method: 'POST' }),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: ['content'] });
      void revalidator.revalidate();
    },
  });
}

const LOGO = ['content', 'logo'] as const;

export const useEditableLogo = () =>
  useQuery({
    queryKey: LOGO,
    queryFn: () => api<EditableLogo>('/api/dashboard/content/site/logo'),
  });

/** Uploads a new logo (file) or removes it (null), at the version read; the header follows. */
export function useSaveLogo() {
  const client = useQueryClient();
  const revalidator = useRevalidator();
  return useMutation({
    mutationFn: ({ file, version }: { file: File | null; version: number }) => {
      if (!file) {
        return api<EditableLogo>(`/api/dashboard/content/site/logo?version=${version}`, {
          method: 'DELETE',
        });
      }
      const form = new FormData();
      form.append('version', String(version));
      form.append('image', file);
      return api<EditableLogo>('/api/dashboard/content/site/logo', { method: 'PUT', body: form });
    },
    onSuccess: (saved) => {
      client.setQueryData(LOGO, saved);
      void revalidator.revalidate();
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: LOGO }),
        client.invalidateQueries({ queryKey: ['content', 'history'] }),
      ]),
  });
}
