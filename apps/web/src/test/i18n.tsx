import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { I18nProvider } from '@lingui/react';
import type { UiLocale } from '@institute/shared/i18n';
import type { ReactNode } from 'react';
import { setFormatLocale } from '../lib/format-locale';
import { loadServerTexts, setServerTextLocale } from '../i18n/server-texts';

// Every catalog of a language, both bundles: a component test renders one screen alone.
const files = import.meta.glob<Messages>('../i18n/messages/*/*/*.json', {
  import: 'default',
  eager: true,
});

function messagesOf(locale: UiLocale): Messages {
  const prefix = `../i18n/messages/${locale}/`;
  return Object.assign(
    {},
    ...Object.entries(files)
      .filter(([file]) => file.startsWith(prefix))
      .map(([, messages]) => messages),
  ) as Messages;
}

/**
 * The i18n the component tests render with (English unless a test asks for Hindi). Catalogs are
 * compiled here (the build compiles them in vite.config.ts). A message id without a message
 * fails the test instead of showing the id.
 */
export function testI18n(locale: UiLocale = 'en'): I18n {
  const i18n = setupI18n({
    locale,
    messages: { [locale]: messagesOf(locale) },
    missing: (lang, id) => {
      throw new Error(`No ${lang} message for "${id}"`);
    },
  });
  i18n.setMessagesCompiler(compileMessage);
  setFormatLocale(locale);
  return i18n;
}

let current: I18n | undefined;

// Hindi's dictionary of server messages, loaded once: serverText() follows the test's language.
await loadServerTexts('hi');

/**
 * Renders the next components in a language, the server's messages shown through serverText()
 * too (setup.ts puts English back after each test).
 */
export function useTestLocale(locale: UiLocale): void {
  current = testI18n(locale);
  setServerTextLocale(locale);
}

export function resetTestLocale(): void {
  current = undefined;
  setFormatLocale('en');
  setServerTextLocale('en');
}

/** What setup.ts wraps every rendered tree with. */
export function TestI18nProvider({ children }: { children: ReactNode }) {
  current ??= testI18n();
  return <I18nProvider i18n={current}>{children}</I18nProvider>;
}
