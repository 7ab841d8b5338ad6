import './zod-setup';
import { z } from 'zod';

/**
 * The language of the printed documents (certificates, marksheets, admit cards, fee receipts):
 * 'en' the specification's English layout, 'bilingual' every fixed label in English and Hindi
 * (decision 0033), 'hi' Hindi only (decision 0073). Head office chooses the default, which a PDF's address without `?lang=`
 * follows (decision 0035); `?lang=` still chooses one document's.
 */
export const DOCUMENT_LANGUAGES = ['en', 'hi', 'bilingual'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

export const DOCUMENT_LANGUAGE_MESSAGES = {
  language: 'Choose English, Hindi, or Hindi and English',
} as const;

/** GET /api/dashboard/documents/language: the default every staff screen's PDF link follows. */
export const documentLanguageSchema = z.object({
  language: z.enum(DOCUMENT_LANGUAGES),
  version: z.number().int().min(0),
  updatedAt: z.string().nullable(),
});
export type DocumentLanguageSetting = z.infer<typeof documentLanguageSchema>;

/** PUT /api/dashboard/documents/language (head office): the new default at the version read. */
export const saveDocumentLanguageSchema = z.object({
  language: z.enum(DOCUMENT_LANGUAGES, { error: DOCUMENT_LANGUAGE_MESSAGES.language }),
  version: z.number().int().min(0),
});
export type SaveDocumentLanguage = z.infer<typeof saveDocumentLanguageSchema>;
