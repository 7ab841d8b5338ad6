import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { ToastHost } from './components/form/toast-host';
import { routes } from './app/routes';
import './styles.css';

/** Marks the document once React has taken over the server's markup (end-to-end tests wait on it). */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const serverRendered = container.hasChildNodes();

  // Load the lazy routes of the server-rendered page before hydrating, so the first client
  // render matches the server's markup.
  const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter((m) => m.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy as () => Promise<object>;
      Object.assign(route, await lazy(), { lazy: undefined });
    }),
  );

  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
        {/* One toast host for the whole app, so a toast survives moving between layouts. */}
        <ToastHost />
        <HydrationMarker />
      </Providers>
    </StrictMode>
  );
  if (serverRendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
