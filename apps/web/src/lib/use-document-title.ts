import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { fullTitle, metaOf, siteNameOf } from './page-meta';

/** Keeps document.title in step with the route after client-side navigation. */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const { i18n } = useLingui();
  const title = fullTitle(metaOf(matches, i18n), siteNameOf(matches));
  useEffect(() => {
    document.title = title;
  }, [title]);
}
