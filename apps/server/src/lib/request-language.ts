import { isUiLocale, LANGUAGE_COOKIE, UI_LOCALES, type UiLocale } from '@institute/shared/i18n';
import { HINDI_TEXTS } from '@institute/shared/i18n-texts/hi';
import { createTextTranslator } from '@institute/shared/i18n-texts/translate';
import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';

/** The language the visitor chose with the switch (the cookie), if any. */
export function chosenLocale(request: FastifyRequest): UiLocale | undefined {
  const cookie = request.cookies?.[LANGUAGE_COOKIE];
  return isUiLocale(cookie) ? cookie : undefined;
}

/** The browser's preference among ours, by q-value and language prefix (hi-IN is Hindi). */
export function browserLocale(request: FastifyRequest): UiLocale | undefined {
  if (!request.headers['accept-language']) return undefined;
  return new Negotiator(request).language([...UI_LOCALES]) as UiLocale | undefined;
}

/**
 * The language of an API answer's messages: the web app names its page's language in
 * Accept-Language on every call; other clients get their header's, else the cookie's, else English.
 */
export function apiLocale(request: FastifyRequest): UiLocale {
  return browserLocale(request) ?? chosenLocale(request) ?? 'en';
}

const toHindi = createTextTranslator(HINDI_TEXTS);

/** A message of the server in the request's language (decision 0032). */
export function inLanguage(text: string, locale: UiLocale): string {
  return locale === 'hi' ? toHindi(text) : text;
}

/** Writes a text from an English template in a language, then fills its `{name}`s. */
export type Say = (template: string, values?: Record<string, string>) => string;

/**
 * say('Notice edited: {item}', { item }) in a language: the template is translated whole (its
 * dictionary entry, decision 0032), then filled; the values are kept as they are (what people
 * wrote, such as a title). A word to translate is said on its own: say('Phone').
 */
export function sayIn(locale: UiLocale): Say {
  return (template, values = {}) => {
    const text = locale === 'hi' ? (HINDI_TEXTS[template] ?? template) : template;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  };
}
