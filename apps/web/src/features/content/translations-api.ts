import type {
  SaveTranslationInput,
  TranslationKind,
  TranslationsAnswer,
} from '@institute/shared/content/translations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

const TRANSLATIONS = ['content', 'translations'] as const;

/** Every text of the website with its Hindi (decision 0034). */
export const useTranslations = () =>
  useQuery({
    queryKey: TRANSLATIONS,
    queryFn: () => api<TranslationsAnswer>('/api/dashboard/content/translations'),
  });

/** Saves one item's Hindi at the version it was read; the answer is the whole list again. */
export function useSaveTranslation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      kind,
      itemId,
      input,
    }: {
      kind: TranslationKind;
      itemId: number;
      input: SaveTranslationInput;
    }) =>
      api<TranslationsAnswer>(`/api/dashboard/content/translations/${kind}/${itemId}`, {
        method: 'PUT',
        json: input,
      }),
    onSuccess: (answer) => {
      client.setQueryData(TRANSLATIONS, answer);
      void client.invalidateQueries({ queryKey: ['content', 'history'] });
    },
  });
}
