import { useLingui } from '@lingui/react';
import { Outlet, ScrollRestoration, useLoaderData } from 'react-router';
import { SiteFooter } from './layout/site-footer';
import { SiteHeader } from './layout/site-header';
import type { optionalUser } from '../features/auth/guards';
import { useDocumentTitle } from '../lib/use-document-title';
import { PreviewBanner } from '../features/content/preview-banner';

/** The public site's layout: header (top info bar and navigation), page, footer. */
export function RootLayout() {
  useDocumentTitle();
  const { _ } = useLingui();
  // Who is signed in, known on the server too: the header never flashes the wrong buttons.
  const { user } = useLoaderData<Awaited<ReturnType<typeof optionalUser>>>();
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-brand-800"
      >
        {_('common.skipToContent')}
      </a>
      <PreviewBanner />
      <SiteHeader user={user} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
