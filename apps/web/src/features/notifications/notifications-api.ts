import type {
  ChannelOrder,
  MessageChannel,
  DeliveryList,
  DeliveryStatus,
  TemplateFormInput,
  TemplateItem,
  TemplatePreview,
} from '@institute/shared/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** Head office: the latest messages of the outbox (refreshed every 15 seconds while open). */
export const useDeliveryLog = (status: DeliveryStatus | '') =>
  useQuery({
    queryKey: ['notifications', status],
    queryFn: () =>
      api<DeliveryList>(`/api/dashboard/notifications${status ? `?status=${status}` : ''}`),
    refetchInterval: 15_000,
  });

/** Sends a failed or skipped message again. */
export function useRetryNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ message: string }>(`/api/dashboard/notifications/${id}/retry`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}

/** Head office: every e-mail's wording, in English and Hindi. */
export const useNotificationTemplates = () =>
  useQuery({
    queryKey: ['notification-templates'],
    queryFn: () => api<TemplateItem[]>('/api/dashboard/notifications/templates'),
  });

const templateUrl = (kind: string, locale: string) =>
  `/api/dashboard/notifications/templates/${kind}/${locale}`;

export const previewTemplate = (kind: string, locale: string, input: TemplateFormInput) =>
  api<TemplatePreview>(`${templateUrl(kind, locale)}/preview`, { method: 'POST', json: input });

export const saveTemplate = (kind: string, locale: string, input: TemplateFormInput) =>
  api<{ message: string }>(templateUrl(kind, locale), { method: 'PUT', json: input });

export const restoreTemplate = (kind: string, locale: string) =>
  api<{ message: string }>(templateUrl(kind, locale), { method: 'DELETE' });

/** Head office: each kind's order of channels (loaded when the section is opened). */
export const useChannelOrders = (enabled: boolean) =>
  useQuery({
    queryKey: ['notification-channel-orders'],
    queryFn: () => api<ChannelOrder[]>('/api/dashboard/notifications/channel-orders'),
    enabled,
  });

export function useSaveChannelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, channels }: { kind: string; channels: MessageChannel[] }) =>
      api<{ message: string }>(`/api/dashboard/notifications/channel-orders/${kind}`, {
        method: 'PUT',
        json: { channels },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['notification-channel-orders'] }),
  });
}
