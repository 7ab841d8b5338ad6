import type { UiLocale } from '@institute/shared/i18n';

/**
 * Messages written in English by the shared schemas (a form's own checks before it is sent) in
 * the page's language (decision 0032). The server translates its answers itself (the API client
 * names the page's language); this does the same for the checks the browser runs. Module state
 * like the formatters' locale: set once in the browser, before each synchronous render on the
 * server.
 *
 * Hindi's dictionary (about 15 KB) is its own chunk, loaded only when a page may show one of its
 * messages (decision 0036): the server always has it; the browser loads it before hydrating when
 * the server's markup used it, with the account, student and dashboard bundles (their screens are
 * forms), and before a public form's check answers (`withServerTexts`). Until then `serverText`
 * is English, which no page shows.
 */
const identity = (text: string) => text;
const translators = new Map<UiLocale, (text: string) => string>([['en', identity]]);
const loading = new Map<UiLocale, Promise<void>>();
let wanted: UiLocale = 'en';
let current = identity;
/** Whether serverText wrote a text in a loaded language other than English since the last reset. */
let used = false;

/** Loads a language's dictionary once (Hindi's is its own chunk); later calls share the load. */
export function loadServerTexts(locale: UiLocale): Promise<void> {
  if (translators.has(locale)) return Promise.resolve();
  let load = loading.get(locale);
  if (!load) {
    load = Promise.all([
      import('@institute/shared/i18n-texts/hi'),
      import('@institute/shared/i18n-texts/translate'),
    ]).then(([{ HINDI_TEXTS }, { createTextTranslator }]) => {
      translators.set(locale, createTextTranslator(HINDI_TEXTS));
      if (wanted === locale) current = translators.get(locale)!;
    });
    loading.set(locale, load);
  }
  return load;
}

/** Loads the dictionary of the language set with setServerTextLocale (nothing for English). */
export const ensureServerTexts = (): Promise<void> => loadServerTexts(wanted);

/** Whether the set language's messages can be written now. */
export const serverTextsReady = (): boolean => translators.has(wanted);

/** Makes a language the one serverText writes in (at once if loaded, else once it is). */
export function setServerTextLocale(locale: UiLocale): void {
  wanted = locale;
  current = translators.get(locale) ?? identity;
}

/** A message of a shared schema (or the server) in the page's language. */
export function serverText(text: string): string {
  if (wanted !== 'en') used = true;
  return current(text);
}

/**
 * For the server's render: whether the markup holds a translated message, so that the browser
 * loads the dictionary before hydrating (the same words on both sides). Reset before a render.
 */
export function serverTextsUsed(reset = false): boolean {
  const was = used;
  if (reset) used = false;
  return was;
}

/**
 * A form's check (react-hook-form's resolver) that answers only once the dictionary of the page's
 * language is loaded, so its messages never show in English first.
 */
export function withServerTexts<A extends unknown[], R>(
  resolver: (...args: A) => R | Promise<R>,
): (...args: A) => Promise<R> {
  return async (...args) => {
    await ensureServerTexts();
    return resolver(...args);
  };
}
