import type {
  SaveTranslationInput,
  TranslatableItem,
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

/** The list with one item as saved, and its counts again. */
function withItem(answer: TranslationsAnswer, saved: TranslatableItem): TranslationsAnswer {
  const items = answer.items.map((item) =>
    item.kind === saved.kind && item.itemId === saved.itemId ? saved : item,
  );
  const fields = items.flatMap((item) => item.fields);
  return {
    items,
    translated: fields.filter((field) => field.hindi !== '').length,
    total: fields.length,
  };
}

/** Saves one item's Hindi at the version it was read; the answer is the item as saved. */
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
      api<TranslatableItem>(`/api/dashboard/content/translations/${kind}/${itemId}`, {
        method: 'PUT',
        json: input,
      }),
    onSuccess: (saved) => {
      client.setQueryData<TranslationsAnswer>(TRANSLATIONS, (answer) =>
        answer ? withItem(answer, saved) : answer,
      );
      void client.invalidateQueries({ queryKey: ['content', 'history'] });
    },
  });
}
