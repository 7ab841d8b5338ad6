import type { Messages } from '@lingui/core';
import { withoutLocale, type UiLocale } from '@institute/shared/i18n';

/**
 * The message catalogs (decision 0030): `messages/<locale>/<bundle>/<namespace>.json`, flat keys
 * that begin with the namespace. Four bundles, so a page carries only the words its part of the
 * product uses, in its language only:
 * - `public`: the public website, the shared UI kit and the words of every page (header, footer,
 *   errors);
 * - `account`: signing in and up, passwords;
 * - `student`: the applicant's and the student's pages, the online test, the printable
 *   certificate;
 * - `dashboard`: the staff's screens and print pages.
 * Each bundle needs the ones before it (a student's page has the account's menu, a dashboard
 * screen the student panels). The build compiles every message (vite.config.ts), so the browser
 * parses no ICU.
 */
export type Bundle = 'public' | 'account' | 'student' | 'dashboard';

/** A bundle with the bundles it needs, in load order. */
const WITH_NEEDED: Record<Bundle, Bundle[]> = {
  public: ['public'],
  account: ['public', 'account'],
  student: ['public', 'account', 'student'],
  dashboard: ['public', 'account', 'student', 'dashboard'],
};

// One module per language and bundle (messages/<locale>/<bundle>/index.ts merges its files), so
// the page's script names six chunks rather than every namespace file.
const files = import.meta.glob<Messages>('./messages/*/*/index.ts', { import: 'messages' });

const loaded = new Map<string, Promise<Messages>>();

/** The messages of one bundle in one language (loaded once). */
export function loadBundle(locale: UiLocale, bundle: Bundle): Promise<Messages> {
  const key = `./messages/${locale}/${bundle}/index.ts`;
  let messages = loaded.get(key);
  if (!messages) {
    const load = files[key];
    if (!load) throw new Error(`No messages for ${locale}/${bundle}`);
    messages = load();
    loaded.set(key, messages);
  }
  return messages;
}

/** A bundle and the bundles it needs. */
export function bundlesWith(bundle: Bundle): Bundle[] {
  return WITH_NEEDED[bundle];
}

/** First segments (after /hi) of the pages that show the `account` bundle's words. */
const ACCOUNT_PAGES = /^\/(login|signup|admin|forgot-password|reset-password|account)(\/|$)/;

/** First segments of the applicant's and student's pages (the `student` bundle's words). */
const STUDENT_PAGES = /^\/(newuser|exam|certificate)(\/|$)/;

/**
 * The bundles a page needs, by its address: the dashboard's under /dashboard (the student's
 * profile, seen by staff too, included) and on the staff's print pages (/print/...: marksheets,
 * admit cards, receipts); the student pages' or the account pages' on theirs; else the public
 * site's only. A route reached by moving in the browser loads what it needs in its `lazy`
 * (withBundle / ensureBundle), the same bundles as here.
 */
export function bundlesFor(pathname: string): Bundle[] {
  const page = withoutLocale(pathname);
  if (/^\/(dashboard|print)(\/|$)/.test(page)) return bundlesWith('dashboard');
  if (STUDENT_PAGES.test(page)) return bundlesWith('student');
  if (ACCOUNT_PAGES.test(page)) return bundlesWith('account');
  return bundlesWith('public');
}

/** The messages of several bundles, merged. */
export async function loadBundles(locale: UiLocale, bundles: Bundle[]): Promise<Messages> {
  const parts = await Promise.all(bundles.map((bundle) => loadBundle(locale, bundle)));
  return Object.assign({}, ...parts) as Messages;
}
