import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { AppShell } from './app/app-shell';
import { routes } from './app/routes';
import { startBrowserI18n } from './i18n/i18n';
import { startBrowserTimeZone } from './lib/institute-time-zone';
import './styles.css';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const serverRendered = container.hasChildNodes();
  startBrowserTimeZone();

  // Load the lazy routes of the server-rendered page before hydrating, so the first client
  // render matches the server's markup; and the page's language with its messages.
  const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter((m) => m.route.lazy);
  const [i18n] = await Promise.all([
    startBrowserI18n(window.location.pathname),
    ...lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy as () => Promise<object>;
      Object.assign(route, await lazy(), { lazy: undefined });
    }),
  ]);

  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <AppShell i18n={i18n} router={<RouterProvider router={router} />} />
    </StrictMode>
  );
  // Hydrated as a transition: React then works in slices of a few milliseconds and yields to the
  // browser between them, instead of one long task that blocks input on a slow phone (the total
  // blocking time Lighthouse counts). The server's markup is on screen meanwhile; a click or key
  // press before the end makes React finish hydrating at once and then handle it.
  if (serverRendered) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else createRoot(container).render(app);
}

void start();
