import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { fullTitle, metaOf, siteNameOf } from './page-meta';

/** Keeps document.title in step with the route after client-side navigation. */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const title = fullTitle(metaOf(matches), siteNameOf(matches));
  useEffect(() => {
    document.title = title;
  }, [title]);
}
