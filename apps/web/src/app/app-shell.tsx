import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useEffect, type ReactNode } from 'react';
import { ToastHost } from '../components/form/toast-host';

/** Marks the document once React has taken over the server's markup (end-to-end tests wait on it). */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/**
 * What wraps the router on the server and in the browser alike. The two trees must have the
 * same shape, or the ids React's useId gives (labels, descriptions) would differ after hydration.
 * React Query's client is not here: only the layouts and pages that fetch through it put it
 * around themselves (lib/query-client.tsx), so the public site does not carry it.
 */
export function AppShell({ router, i18n }: { router: ReactNode; i18n: I18n }) {
  return (
    <I18nProvider i18n={i18n}>
      {router}
      {/* One toast host for the whole app, so a toast survives moving between layouts. */}
      <ToastHost />
      <HydrationMarker />
    </I18nProvider>
  );
}
