/**
 * The dashboard's service worker (decision 0087): registered by the dashboard only, with the
 * scope /dashboard (the public pages stay outside it). Nothing in development (no worker is
 * built) or where the browser has none.
 */
export async function registerDashboardWorker(): Promise<void> {
  if (import.meta.env.DEV || typeof navigator === 'undefined' || !navigator.serviceWorker) return;
  try {
    const { Workbox } = await import('workbox-window');
    await new Workbox('/sw.js', { scope: '/dashboard' }).register();
  } catch {
    // Blocked (a browser's setting, a test run): the dashboard works as before, online only.
  }
}

/** The caches of dashboard pages and answers: dropped at sign-out (a phone may be shared). */
export const OFFLINE_CACHES = ['dashboard-pages', 'dashboard-api'] as const;

export async function forgetOfflineAnswers(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(OFFLINE_CACHES.map((name) => caches.delete(name).catch(() => false)));
}
