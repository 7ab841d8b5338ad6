import { DEFAULT_TIME_ZONE, setInstituteTimeZone } from '@institute/shared/institute-time';
import type { SsrRender } from '@institute/shared/ssr';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { alternateLinks, headTags, isNotFoundMatch, metaOf } from './lib/page-meta';
import { setFormatLocale } from './lib/format-locale';
import { timeZoneMeta } from './lib/institute-time-zone';
import { AppShell } from './app/app-shell';
import { routes } from './app/routes';
import { bundlesFor, loadBundles } from './i18n/catalog';
import { createI18n, messagesScript } from './i18n/i18n';
import { loadServerTexts, serverTextsUsed, setServerTextLocale } from './i18n/server-texts';
import type { LoaderContext } from './lib/api-client';
import './styles.css';
const handler = createStaticHandler(routes);

/** Renders one page for the server: status, head tags and the markup to hydrate. */
export const render: SsrRender = async (url, { nonce, apiGet, locale, timeZone }) => {
  const requestContext: LoaderContext = { apiGet };
  const { pathname, origin } = new URL(url);
  const bundles = bundlesFor(pathname);
  const [context, messages] = await Promise.all([
    handler.query(new Request(url), { requestContext }),
    loadBundles(locale, bundles),
    loadServerTexts(locale),
  ]);
  if (context instanceof Response) {
    return {
      status: context.status,
      head: '',
      html: '',
      lang: locale,
      redirect: { status: context.status, location: context.headers.get('Location') ?? '/' },
    };
  }
  const i18n = createI18n(locale, messages);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The formatters' locale and time zone are module state: set right before the synchronous render.
  setFormatLocale(locale);
  setInstituteTimeZone(timeZone ?? DEFAULT_TIME_ZONE);
  setServerTextLocale(locale);
  serverTextsUsed(true);
  const html = renderToString(
    <StrictMode>
      <AppShell
        i18n={i18n}
        router={<StaticRouterProvider router={router} context={context} nonce={nonce} />}
      />
    </StrictMode>,
  );
  // Whether the markup shows a translated server message: the browser then loads their
  // dictionary before hydrating (decision 0036).
  const serverTexts = serverTextsUsed(true);
  const notFound = isNotFoundMatch(context.matches.map((match) => match.route));
  const status = notFound ? 404 : context.statusCode;
  return {
    status,
    head: [
      headTags(
        metaOf(
          context.matches.map((match) => ({
            handle: match.route.handle,
            data: context.loaderData[match.route.id],
          })),
          i18n,
        ),
        // A not-found page is the same for every address (the server keeps one): none in it.
        status === 200 ? url : undefined,
        (context.loaderData.root as { site?: { instituteName?: string } } | undefined)?.site
          ?.instituteName || undefined,
      ),
      status === 200 ? alternateLinks(origin, pathname) : '',
      timeZoneMeta(timeZone ?? DEFAULT_TIME_ZONE),
      messagesScript({ locale, bundles, messages, ...(serverTexts && { serverTexts }) }),
    ]
      .filter(Boolean)
      .join('\n    '),
    html,
    lang: locale,
  };
};
