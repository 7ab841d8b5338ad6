import { useLingui } from '@lingui/react';
import { LocaleLink as Link } from '../i18n/locale';

function ErrorIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-24 text-red-600 sm:size-28"
    >
      <circle cx="12" cy="12" r="9.5" />
      <path d="M12 7v6" />
      <path d="M12 16.5v.01" strokeWidth="2.5" />
    </svg>
  );
}

/** Shown for an unknown route and at /notfound. */
export function NotFoundPage() {
  const { _ } = useLingui();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <ErrorIcon />
      <h1 className="mt-6 text-3xl font-bold text-slate-900 sm:text-4xl">
        {_('common.notFound.title')}
      </h1>
      <p className="mt-4 text-lg text-slate-700">{_('common.notFound.text')}</p>
      <Link
        to="/"
        className="mt-8 inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-6 font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {_('common.goHome')}
      </Link>
    </section>
  );
}
