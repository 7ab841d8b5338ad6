import { INTL_LOCALES, type UiLocale } from '@institute/shared/i18n';

/**
 * The locale the formatters (format-date.ts, format-number.ts) write with: en-IN or hi-IN. Set
 * with the page's language: in the browser once (a language change reloads the page), on the
 * server before each page's render (renderToString is synchronous, so one page's render never
 * sees another's locale).
 */
let current: string = INTL_LOCALES.en;

export function setFormatLocale(locale: UiLocale): void {
  current = INTL_LOCALES[locale];
}

export function formatLocale(): string {
  return current;
}
