import type { Affiliation, AffiliationInput } from '@institute/shared/affiliation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

const BASE = '/api/dashboard/affiliations';
const KEY = ['affiliation'] as const;

/**
 * The signed-in staff member's centre's affiliation: the screens a centre cannot use while it is
 * expired say why (issue 38). Head office has none (null).
 */
export const useMyAffiliation = (enabled = true) =>
  useQuery({
    queryKey: [...KEY, 'mine'],
    queryFn: () => api<Affiliation | null>(`${BASE}/mine`),
    enabled,
    staleTime: 60_000,
  });

export const useAffiliation = (centreId: number | null) =>
  useQuery({
    queryKey: [...KEY, centreId],
    queryFn: () => api<Affiliation>(`${BASE}/${centreId}`),
    enabled: centreId !== null,
  });

export function useSaveAffiliation(centreId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: AffiliationInput) =>
      api<Affiliation>(`${BASE}/${centreId}`, { method: 'PUT', json: values }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useRenewAffiliation(centreId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (currentUntil: string | null) =>
      api<Affiliation>(`${BASE}/${centreId}/renew`, { method: 'POST', json: { currentUntil } }),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: KEY });
      // The wallet paid the fee.
      await client.invalidateQueries({ queryKey: ['accounts'] });
    },
  });
}

export function useSetRenewalFee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (feePaise: number) =>
      api<{ feePaise: number }>('/api/dashboard/affiliation-settings/renewal-fee', {
        method: 'PUT',
        json: { feePaise },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** The certificate of authorisation (PDF). */
export const affiliationCertificateUrl = (centreId: number, lang: 'en' | 'bilingual') =>
  `${BASE}/${centreId}/certificate?lang=${lang}`;
