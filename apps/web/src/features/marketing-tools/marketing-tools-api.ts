import type { MarketingTool } from '@institute/shared/marketing-tools';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

const BASE = '/api/dashboard/marketing-tools';
const KEY = ['marketing-tools'] as const;

export const useMarketingTools = () =>
  useQuery({ queryKey: KEY, queryFn: () => api<MarketingTool[]>(BASE) });

export interface MarketingToolValues {
  type: string;
  description: string;
  image: File | null;
  file: File | null;
}

/** Adds an entry without an id, edits one with it (files are replaced only when chosen). */
export function useSaveMarketingTool() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: MarketingToolValues }) => {
      const body = new FormData();
      body.set('type', values.type);
      body.set('description', values.description);
      if (values.image) body.set('image', values.image);
      if (values.file) body.set('file', values.file);
      return id === null
        ? api<MarketingTool>(BASE, { method: 'POST', body })
        : api<MarketingTool>(`${BASE}/${id}`, { method: 'PUT', body });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useRemoveMarketingTool() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`${BASE}/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
