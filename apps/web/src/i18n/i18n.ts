import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, isUiLocale, type UiLocale } from '@institute/shared/i18n';
import { setFormatLocale } from '../lib/format-locale';
import { bundlesFor, bundlesWith, loadBundles, type Bundle } from './catalog';
import { loadServerTexts, setServerTextLocale } from './server-texts';

/** Where the server puts the page's messages for the browser (a JSON data block in <head>). */
export const MESSAGES_ELEMENT_ID = 'i18n-messages';

export interface InlineMessages {
  locale: UiLocale;
  bundles: Bundle[];
  messages: Messages;
  /** The server's markup shows a translated server message: load their dictionary first. */
  serverTexts?: boolean;
}

/** Bundles whose screens are forms: their pages load the server messages' dictionary with them. */
const needsServerTexts = (bundles: Bundle[]) => bundles.some((bundle) => bundle !== 'public');

/** One i18n instance for one language and its messages (the server makes one per page). */
export function createI18n(locale: UiLocale, messages: Messages): I18n {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  setFormatLocale(locale);
  return i18n;
}

/** The <script> that carries a page's messages to the browser; `<` escaped so it cannot end early. */
export function messagesScript(inline: InlineMessages): string {
  const json = JSON.stringify(inline).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${MESSAGES_ELEMENT_ID}">${json}</script>`;
}

let browserI18n: I18n | undefined;
let browserBundles = new Set<Bundle>();

/**
 * The browser's i18n: the language and messages the server rendered the page with, or (the
 * development server renders nothing) the document's language and its bundles loaded here.
 */
export async function startBrowserI18n(pathname: string): Promise<I18n> {
  const element = document.getElementById(MESSAGES_ELEMENT_ID);
  let inline: InlineMessages | undefined;
  if (element?.textContent) inline = JSON.parse(element.textContent) as InlineMessages;
  if (!inline) {
    const lang = document.documentElement.lang;
    const locale = isUiLocale(lang) ? lang : DEFAULT_LOCALE;
    const bundles = bundlesFor(pathname);
    inline = { locale, bundles, messages: await loadBundles(locale, bundles) };
  }
  // A public page (most of them) shows no server message until a form is used: the dictionary
  // is loaded then (decision 0036), unless the server's markup already shows one.
  setServerTextLocale(inline.locale);
  if (inline.serverTexts || needsServerTexts(inline.bundles)) {
    await loadServerTexts(inline.locale);
  }
  browserI18n = createI18n(inline.locale, inline.messages);
  browserBundles = new Set(inline.bundles);
  return browserI18n;
}

/**
 * Loads a bundle (and the bundles it needs) into the browser's i18n before a screen that needs
 * it renders: the account pages' and the dashboard's words, when the page came from elsewhere.
 */
export async function ensureBundle(bundle: Bundle): Promise<void> {
  if (!browserI18n) return;
  const i18n = browserI18n;
  const locale = i18n.locale as UiLocale;
  const missing = bundlesWith(bundle).filter((needed) => !browserBundles.has(needed));
  const texts = needsServerTexts([bundle]) ? loadServerTexts(locale) : undefined;
  if (missing.length > 0) {
    const [messages] = await Promise.all([loadBundles(locale, missing), texts]);
    i18n.load(locale, messages);
    for (const needed of missing) browserBundles.add(needed);
  }
  await texts;
}

/**
 * A route's `lazy` that also loads a bundle's words (and those it needs) beside its code: a page
 * reached from the public site has only the public site's words.
 */
export function withBundle<T>(bundle: Bundle, load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), ensureBundle(bundle)]))[0];
}
