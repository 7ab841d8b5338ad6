import { withoutLocale } from '@institute/shared/i18n';
import {
  QueryCache,
  QueryClient,
  QueryClientContext,
  QueryClientProvider,
} from '@tanstack/react-query';
import { useContext, useState, type ComponentType, type ReactNode } from 'react';
import { ApiRequestError } from './api-client';
import { signInPathFor } from './next-path';
import { onClearQueries } from './query-data';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // A session that ended while the page was open: off to sign in, and back here afterwards.
    queryCache: new QueryCache({
      onError: (error) => {
        if (
          error instanceof ApiRequestError &&
          error.status === 401 &&
          typeof window !== 'undefined'
        ) {
          const { pathname, search } = window.location;
          // Already on a sign-in page (a late answer after signing out): stay there.
          const page = withoutLocale(pathname);
          if (page === '/login' || page === '/admin') return;
          window.location.assign(signInPathFor(`${pathname}${search}`));
        }
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Asked even when the browser says it is offline: the dashboard's service worker may
        // answer from what it kept (decision 0087). React Query's default ('online') would wait,
        // showing "Loading" for as long as the connection stays away.
        networkMode: 'offlineFirst',
        retry: (failures, error) =>
          failures < 1 &&
          !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500),
      },
    },
  });
}

/** The browser's one client: its data survives moving between layouts (made on first use). */
let browserClient: QueryClient | undefined;

/**
 * The query client for the screens below: the browser's one client (or a page's own on the
 * server, which fetches nothing through it), or the one a test already provides. Only the layouts
 * and pages that fetch through React Query render it, so the public site does not carry it.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  const [client] = useState(() => {
    if (outer) return outer;
    if (typeof window === 'undefined') return createQueryClient();
    if (!browserClient) {
      const made = createQueryClient();
      browserClient = made;
      onClearQueries(() => made.clear());
    }
    return browserClient;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A route's component with the query client around it. */
export function withQueries<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithQueries(props: P) {
    return (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    );
  }
  WithQueries.displayName = `WithQueries(${Component.displayName ?? Component.name})`;
  return WithQueries;
}
