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
