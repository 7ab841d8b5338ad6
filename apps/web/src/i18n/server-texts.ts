import type { UiLocale } from '@institute/shared/i18n';

/**
 * Messages written in English by the shared schemas (a form's own checks before it is sent) in
 * the page's language (decision 0032). The server translates its answers itself (the API client
 * names the page's language); this does the same for the checks the browser runs. Module state
 * like the formatters' locale: set once in the browser, before each synchronous render on the
 * server.
 */
const identity = (text: string) => text;
const translators = new Map<UiLocale, (text: string) => string>([['en', identity]]);
let current = identity;

/** Loads a language's dictionary (Hindi's is its own chunk, fetched only for Hindi pages). */
export async function loadServerTexts(locale: UiLocale): Promise<void> {
  if (!translators.has(locale)) {
    const [{ HINDI_TEXTS }, { createTextTranslator }] = await Promise.all([
      import('@institute/shared/i18n-texts/hi'),
      import('@institute/shared/i18n-texts/translate'),
    ]);
    translators.set(locale, createTextTranslator(HINDI_TEXTS));
  }
}

/** Makes the loaded language the one serverText writes in. */
export function setServerTextLocale(locale: UiLocale): void {
  current = translators.get(locale) ?? identity;
}

/** A message of a shared schema (or the server) in the page's language. */
export function serverText(text: string): string {
  return current(text);
}
