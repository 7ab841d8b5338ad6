import { useLingui } from '@lingui/react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { LocaleLink as Link } from '../i18n/locale';

/** What a page shows when it cannot be shown: a plain apology and a way home, never internals. */
export function ErrorPage() {
  const error = useRouteError();
  const { _ } = useLingui();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center"
    >
      <h1 className="text-2xl font-bold text-brand-900">
        {notFound ? _('common.notFound.title') : _('common.error.title')}
      </h1>
      <p className="mt-3 text-slate-700">
        {notFound ? _('common.notFound.text') : _('common.error.text')}
      </p>
      <Link
        to="/"
        className="mt-6 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
      >
        {_('common.goHome')}
      </Link>
    </main>
  );
}
