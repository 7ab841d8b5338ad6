import type {
  EditableAbout,
  EditableFeatureCard,
  EditablePlan,
  FeatureCardValues,
  PlanValues,
  SaveAboutInput,
} from '@institute/shared/content/pages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { contentList } from './content-list-api';

const ABOUT = ['content', 'about'] as const;
const HISTORY = ['content', 'history'] as const;

/** The cards under the home page's carousel (decision 0068: one list client for every kind). */
export const featureCards = contentList<EditableFeatureCard, FeatureCardValues>({
  list: '/api/dashboard/content/features',
  key: ['content', 'features'],
});

/** The duration plans of the home page and /course. */
export const plans = contentList<EditablePlan, PlanValues>({
  list: '/api/dashboard/content/plans',
  key: ['content', 'plans'],
});

export const useEditableAbout = () =>
  useQuery({
    queryKey: ABOUT,
    queryFn: () => api<EditableAbout>('/api/dashboard/content/about'),
  });

export function useSaveAbout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveAboutInput) =>
      api<EditableAbout>('/api/dashboard/content/about', { method: 'PUT', json: input }),
    onSuccess: (saved) => {
      client.setQueryData(ABOUT, saved);
      void client.invalidateQueries({ queryKey: HISTORY });
    },
  });
}
