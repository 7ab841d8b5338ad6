import type { JobList } from '@institute/shared/jobs';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** Head office: the background jobs (refreshed every 30 seconds while the screen is open). */
export const useJobs = () =>
  useQuery({
    queryKey: ['jobs'],
    queryFn: () => api<JobList>('/api/dashboard/jobs'),
    refetchInterval: 30_000,
  });
