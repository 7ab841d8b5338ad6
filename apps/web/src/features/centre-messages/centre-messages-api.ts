import type {
  CentreMessageFormValues,
  Inbox,
  SentMessage,
} from '@institute/shared/centre-messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

const BASE = '/api/dashboard/centre-messages';
const KEY = ['centre-messages'] as const;
export const UNREAD_COUNT_KEY = [...KEY, 'unread-count'] as const;

export interface SentPage {
  items: SentMessage[];
  total: number;
  page: number;
  pageSize: number;
}

/** A centre staff member's messages, newest first, with their read state. */
export const useInbox = (page: number, enabled = true) =>
  useQuery({
    queryKey: [...KEY, 'inbox', page],
    queryFn: () => api<Inbox>(`${BASE}/inbox?page=${page}`),
    enabled,
  });

/** Head office: the messages it sent, with how far they were read. */
export const useSentMessages = (page: number, enabled = true) =>
  useQuery({
    queryKey: [...KEY, 'sent', page],
    queryFn: () => api<SentPage>(`${BASE}/sent?page=${page}`),
    enabled,
  });

/** How many messages the signed-in staff member has not read (the sidebar's badge). */
export const useUnreadCount = (enabled: boolean) =>
  useQuery({
    queryKey: UNREAD_COUNT_KEY,
    queryFn: () => api<{ unreadCount: number }>(`${BASE}/unread-count`),
    enabled,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });

export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: CentreMessageFormValues) =>
      api<{ id: number }>(BASE, { method: 'POST', json: values }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ readAt: string }>(`${BASE}/${id}/read`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ marked: number }>(`${BASE}/read-all`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
