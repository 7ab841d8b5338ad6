import { useLingui } from '@lingui/react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../not-found-page';

/** A public page whose content could not be loaded: the 404 page, or a way to try again. */
export function RouteError() {
  const error = useRouteError();
  const { _ } = useLingui();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <h1 className="text-3xl font-bold text-slate-900">{_('public.routeError.title')}</h1>
      <p className="mt-4 text-lg text-slate-700">{_('public.routeError.text')}</p>
      <a
        href=""
        className="mt-8 inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {_('public.routeError.tryAgain')}
      </a>
    </section>
  );
}
