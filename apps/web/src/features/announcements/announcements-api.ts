import type {
  AnnouncementDetail,
  AnnouncementFormValues,
  AnnouncementList,
  AnnouncementOptions,
  AnnouncementPreview,
  AnnouncementPreviewValues,
} from '@institute/shared/announcements';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

const BASE = '/api/dashboard/announcements';
const KEY = ['announcements'] as const;

/** The announcements sent or scheduled (a centre: its own), newest first. */
export const useAnnouncements = () =>
  useQuery({ queryKey: [...KEY, 'list'], queryFn: () => api<AnnouncementList>(BASE) });

/** The audiences, centres, courses and batches the signed-in sender may address. */
export const useAnnouncementOptions = () =>
  useQuery({
    queryKey: [...KEY, 'options'],
    queryFn: () => api<AnnouncementOptions>(`${BASE}/options`),
    staleTime: 60_000,
  });

/** One announcement with its totals and a page of its recipients; refreshed while sending. */
export const useAnnouncement = (id: number, page: number) =>
  useQuery({
    queryKey: [...KEY, 'detail', id, page],
    queryFn: () => api<AnnouncementDetail>(`${BASE}/${id}?page=${page}`),
    refetchInterval: (query) => {
      const data = query.state.data;
      const open =
        data &&
        (data.status === 'sending' ||
          data.status === 'scheduled' ||
          data.totals.pending + data.totals.queued > 0);
      return open ? 5_000 : false;
    },
  });

export const usePreviewAnnouncement = () =>
  useMutation({
    mutationFn: (values: AnnouncementPreviewValues) =>
      api<AnnouncementPreview>(`${BASE}/preview`, { method: 'POST', json: values }),
  });

export function useSendAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: AnnouncementFormValues) =>
      api<{ id: number }>(BASE, { method: 'POST', json: values }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useCancelAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`${BASE}/${id}/cancel`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
