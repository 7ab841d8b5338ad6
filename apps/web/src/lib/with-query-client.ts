import type { ComponentType } from 'react';

/**
 * React Query comes only with the routes whose screens fetch through it (the public site's pages
 * do not), so the public site does not carry it. A route's `lazy` whose component fetches through React Query: loads the query client's module
 * beside it and puts the client around the component (on the server too, the same tree).
 */
export function withQueryClient<R extends { Component: ComponentType }>(
  load: () => Promise<R>,
): () => Promise<R> {
  return async () => {
    const [route, { withQueries }] = await Promise.all([load(), import('./query-client')]);
    return { ...route, Component: withQueries(route.Component) };
  };
}
