import type { DashboardSummary } from '@institute/shared/dashboard-summary';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** The dashboard home's figures in one request (head office: the network, or one centre). */
export const useDashboardSummary = (centreId: number | null) =>
  useQuery({
    queryKey: ['dashboard-summary', centreId],
    queryFn: () =>
      api<DashboardSummary>(
        centreId === null
          ? '/api/dashboard/summary'
          : `/api/dashboard/summary?centreId=${centreId}`,
      ),
  });
