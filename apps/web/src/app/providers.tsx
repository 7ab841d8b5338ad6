import { withoutLocale } from '@institute/shared/i18n';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiRequestError } from '../lib/api-client';
import { signInPathFor } from '../lib/next-path';
import { useState, type ReactNode } from 'react';

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
        retry: (failures, error) =>
          failures < 1 &&
          !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500),
      },
    },
  });
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
