import {
  DOCUMENT_LANGUAGES,
  type DocumentLanguage,
  type DocumentLanguageSetting,
  type SaveDocumentLanguage,
} from '@institute/shared/document-language';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';

export type { DocumentLanguage };

/** Under ['content', …]: an undo from the website's History reads it again. */
const KEY = ['content', 'document-language'] as const;
const URL = '/api/dashboard/documents/language';

/** Head office's default language of the printed documents (decision 0035), with its version. */
export const useDocumentLanguageSetting = () =>
  useQuery({
    queryKey: KEY,
    queryFn: () => api<DocumentLanguageSetting>(URL),
    staleTime: 60_000,
    retry: false,
  });

/**
 * The default the screens' main "PDF" link follows (it names no language: the server draws it in
 * this one), English until it is known.
 */
export function useDocumentLanguage(): DocumentLanguage {
  return useDocumentLanguageSetting().data?.language ?? 'en';
}

/**
 * The other languages, each offered beside the main link: of English, Hindi and bilingual, the
 * two the default is not (decision 0073), in that order.
 */
export const otherDocumentLanguages = (language: DocumentLanguage): DocumentLanguage[] =>
  DOCUMENT_LANGUAGES.filter((other) => other !== language);

/** `?lang=…` for a chosen layout; nothing for the default. */
export const documentLanguageQuery = (language?: DocumentLanguage) =>
  language ? `lang=${language}` : '';

export function useSaveDocumentLanguage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveDocumentLanguage) =>
      api<DocumentLanguageSetting>(URL, { method: 'PUT', json: input }),
    onSuccess: (saved) => {
      client.setQueryData(KEY, saved);
      void client.invalidateQueries({ queryKey: ['content', 'history'] });
    },
  });
}
