import type { CentreDocuments, CentreDocumentSlot } from '@institute/shared/centre-documents';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

const BASE = '/api/dashboard/centre-documents';
const documentsKey = (centreId: number) => ['centre-documents', centreId] as const;

export const useCentreDocuments = (centreId: number | null) =>
  useQuery({
    queryKey: documentsKey(centreId ?? 0),
    queryFn: () => api<CentreDocuments>(`${BASE}/${centreId}`),
    enabled: centreId !== null,
  });

export interface DocumentCentre {
  id: number;
  code: string;
  name: string;
  status: string;
}

/** The centres the signed-in staff member can see (head office: all). */
export const useDocumentCentres = (enabled: boolean) =>
  useQuery({
    queryKey: ['centre-documents', 'centres'],
    queryFn: () => api<DocumentCentre[]>('/api/dashboard/centres'),
    enabled,
    staleTime: 5 * 60_000,
  });

export function useUploadCentreDocument(centreId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slot, file }: { slot: CentreDocumentSlot; file: File }) => {
      const body = new FormData();
      body.set('image', file);
      return api<CentreDocuments>(`${BASE}/${centreId}/${slot}`, { method: 'PUT', body });
    },
    onSuccess: (documents) => client.setQueryData(documentsKey(centreId), documents),
  });
}
