import type { Messages } from '@lingui/core';
import type { UiLocale } from '@institute/shared/i18n';

/**
 * The message catalogs (decision 0030): `messages/<locale>/<bundle>/<namespace>.json`, flat keys
 * that begin with the namespace. Two bundles: `site` (every page: the public site, sign-in, the
 * applicant's and the student's pages, the shared UI kit) and `dashboard` (staff screens), so a
 * visitor of the public site never downloads the dashboard's words, and a page loads only its
 * language. The build compiles every message (vite.config.ts), so the browser parses no ICU.
 */
export type Bundle = 'site' | 'dashboard';

const files = import.meta.glob<Messages>('./messages/*/*/*.json', { import: 'default' });

const loaded = new Map<string, Promise<Messages>>();

/** The messages of one bundle in one language (loaded once). */
export function loadBundle(locale: UiLocale, bundle: Bundle): Promise<Messages> {
  const key = `${locale}/${bundle}`;
  let messages = loaded.get(key);
  if (!messages) {
    const prefix = `./messages/${key}/`;
    messages = Promise.all(
      Object.entries(files)
        .filter(([file]) => file.startsWith(prefix))
        .map(([, load]) => load()),
    ).then((parts) => Object.assign({}, ...parts) as Messages);
    loaded.set(key, messages);
  }
  return messages;
}

/**
 * The bundles a page needs: the site's, and the dashboard's under /dashboard and on the staff's
 * print pages (/print/...: marksheets, admit cards, receipts), whose words are the dashboard's.
 */
export function bundlesFor(pathname: string): Bundle[] {
  return /^\/(dashboard|print)(\/|$)/.test(pathname) ? ['site', 'dashboard'] : ['site'];
}

/** The messages of several bundles, merged. */
export async function loadBundles(locale: UiLocale, bundles: Bundle[]): Promise<Messages> {
  const parts = await Promise.all(bundles.map((bundle) => loadBundle(locale, bundle)));
  return Object.assign({}, ...parts) as Messages;
}
