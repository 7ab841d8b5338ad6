import type { CashBookDay, RevenueStatement } from '@institute/shared/cash-book';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const dayPath = (centreId: number, day: string, suffix = '') =>
  `/api/dashboard/cash-book/centres/${centreId}/days/${day}${suffix}`;

/** A centre's cash book of a day (stored figures when closed). */
export const useCashBookDay = (centreId: number | null, day: string) =>
  useQuery({
    queryKey: ['cash-book', centreId, day],
    queryFn: () => api<CashBookDay>(dayPath(centreId!, day)),
    enabled: centreId !== null && /^\d{4}-\d{2}-\d{2}$/.test(day),
  });

/** The month's revenue per centre (the asker's scope). */
export const useRevenue = (month: string) =>
  useQuery({
    queryKey: ['cash-book', 'revenue', month],
    queryFn: () => api<RevenueStatement>(`/api/dashboard/cash-book/revenue?month=${month}`),
    enabled: /^\d{4}-\d{2}$/.test(month),
  });

/** Closes the day, or (head office, with a reason) reopens it. */
export function useCashBookAction(centreId: number | null, day: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: { kind: 'close' } | { kind: 'reopen'; reason: string }) =>
      api<CashBookDay>(
        dayPath(centreId!, day, `/${action.kind}`),
        action.kind === 'close'
          ? { method: 'POST' }
          : { method: 'POST', json: { reason: action.reason } },
      ),
    onSuccess: (book) => client.setQueryData(['cash-book', centreId, day], book),
  });
}
