import type {
  CoverageAnswer,
  SaveTranslationInput,
  TranslatableItem,
  TranslationKind,
  TranslationsAnswer,
} from '@institute/shared/content/translations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

const TRANSLATIONS = ['content', 'translations'] as const;

/** Every text of the website with its Hindi (decision 0034); `enabled` false: not read. */
export const useTranslations = (enabled = true) =>
  useQuery({
    queryKey: TRANSLATIONS,
    queryFn: () => api<TranslationsAnswer>('/api/dashboard/content/translations'),
    enabled,
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

const COVERAGE = ['content', 'translations', 'coverage'] as const;

/** Translation coverage per kind, missing ones first (head office only, decision 0078). */
export const useCoverage = () =>
  useQuery({
    queryKey: COVERAGE,
    queryFn: () => api<CoverageAnswer>('/api/dashboard/content/translations/coverage'),
  });

/** Saves one Hindi text of an item at the version read; coverage and the Hindi list read again. */
export function useSaveCoverageHindi() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      kind,
      itemId,
      field,
      text,
      version,
    }: {
      kind: TranslationKind;
      itemId: number;
      field: string;
      text: string;
      version: number;
    }) =>
      api<TranslatableItem>(`/api/dashboard/content/translations/${kind}/${itemId}`, {
        method: 'PUT',
        json: { texts: { [field]: text }, version } satisfies SaveTranslationInput,
      }),
    onSettled: () =>
      Promise.all(
        [TRANSLATIONS, ['content', 'history']].map((queryKey) =>
          client.invalidateQueries({ queryKey: [...queryKey] }),
        ),
      ),
  });
}

/**
 * The kinds whose English is edited in place on the coverage screen, through the kind's own
 * list API (decision 0068: GET the list, PUT `${list}/${id}` with the item's fields at its
 * version), so the kind's rules, history and publishing hold. The fields are what its save takes;
 * `fromText` turns the screen's text back into a field the save takes as something else (a
 * plan's features: one per line on the screen, a list in the save).
 */
export interface EnglishEdit {
  list: string;
  fields: string[];
  fromText?: Record<string, (text: string) => unknown>;
}

export const ENGLISH_EDITS: Partial<Record<TranslationKind, EnglishEdit>> = {
  feature: { list: '/api/dashboard/content/features', fields: ['icon', 'title', 'description'] },
  page: { list: '/api/dashboard/content/course-pages', fields: ['title', 'summary'] },
  plan: {
    list: '/api/dashboard/content/plans',
    fields: ['months', 'label', 'path', 'features', 'price', 'showPrice'],
    fromText: {
      features: (text) =>
        text
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => line !== ''),
    },
  },
  // A slide's words (its picture is changed on the Website screen).
  slide: { list: '/api/dashboard/content/slides', fields: ['alt', 'title', 'text', 'link'] },
};

/** Saves one English text through its kind's own save, at the version the kind's list gives. */
export function useSaveEnglish() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      kind,
      itemId,
      field,
      text,
    }: {
      kind: TranslationKind;
      itemId: number;
      field: string;
      text: string;
    }) => {
      const edit = ENGLISH_EDITS[kind];
      if (!edit) throw new Error(`No English edit for ${kind}`);
      const rows = await api<({ id: number; version: number } & Record<string, unknown>)[]>(
        edit.list,
      );
      const row = rows.find((entry) => entry.id === itemId);
      // Gone since the list was read: the screen says so in its own words.
      if (!row) throw new Error('The item is not in its list any more');
      const body = Object.fromEntries(edit.fields.map((name) => [name, row[name]]));
      const value = edit.fromText?.[field]?.(text) ?? text;
      return api<unknown>(`${edit.list}/${itemId}`, {
        method: 'PUT',
        json: { ...body, [field]: value, version: row.version },
      });
    },
    onSettled: () =>
      // Every website list (the kind's own, the Hindi list, coverage, the history).
      client.invalidateQueries({ queryKey: ['content'] }),
  });
}
