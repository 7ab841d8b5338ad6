import {
  isLocalizedPath,
  LANGUAGE_NAMES,
  localizePath,
  type UiLocale,
} from '@institute/shared/i18n';
import { pageSearch } from '@institute/shared/page-query';
import type { MouseEvent } from 'react';
import { useLocation, useMatches } from 'react-router';
import { isNotFoundMatch } from '../lib/page-meta';
import { api } from '../lib/api-client';
import { useLocale } from './locale';

/**
 * The link to the page in the other language: the public pages' other address (/about ↔
 * /hi/about), or the same page again for pages with one address. The choice is remembered first
 * (a cookie, and the account of a signed-in person), then the page loads in that language.
 * Without JavaScript the link still leads to the other address of a public page. A not-found
 * page's leads to the other language's home page: the server answers every unknown address with
 * one kept copy of it (decision 0049), which shows no address.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const other: UiLocale = locale === 'hi' ? 'en' : 'hi';
  // A public page's parameters as the server renders it: none it does not read (fbclid, utm_*).
  const here = `${pathname}${pageSearch(pathname, search)}${hash}`;
  const notFound = isNotFoundMatch(useMatches());
  const target = notFound
    ? localizePath('/', other)
    : isLocalizedPath(pathname)
      ? localizePath(here, other)
      : here;

  async function choose(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    // Remembered when possible; the page changes language either way.
    await api('/api/language', { method: 'POST', json: { locale: other } }).catch(() => undefined);
    window.location.assign(target);
  }

  return (
    <a
      href={target}
      hrefLang={other}
      lang={other}
      onClick={(event) => void choose(event)}
      data-testid="language-switch"
      className={className}
    >
      {LANGUAGE_NAMES[other]}
    </a>
  );
}
