import type { SsrRender } from '@institute/shared/ssr';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { headTags, metaOf, type RouteHandle } from './lib/page-meta';
import { AppShell } from './app/app-shell';
import { routes } from './app/routes';
import type { LoaderContext } from './lib/api-client';
import './styles.css';

const handler = createStaticHandler(routes);

/** Renders one page for the server: status, head tags and the markup to hydrate. */
export const render: SsrRender = async (url, { nonce, apiGet }) => {
  const requestContext: LoaderContext = { apiGet };
  const context = await handler.query(new Request(url), { requestContext });
  if (context instanceof Response) {
    return {
      status: context.status,
      head: '',
      html: '',
      redirect: { status: context.status, location: context.headers.get('Location') ?? '/' },
    };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppShell router={<StaticRouterProvider router={router} context={context} nonce={nonce} />} />
    </StrictMode>,
  );
  const notFound = context.matches.some((match) => (match.route.handle as RouteHandle)?.notFound);
  return {
    status: notFound ? 404 : context.statusCode,
    head: headTags(
      metaOf(
        context.matches.map((match) => ({
          handle: match.route.handle,
          data: context.loaderData[match.route.id],
        })),
      ),
      url,
      (context.loaderData.root as { site?: { instituteName?: string } } | undefined)?.site
        ?.instituteName || undefined,
    ),
    html,
  };
};
