import { useLingui } from '@lingui/react';
import { useLoaderData } from 'react-router';
import type { AboutContent } from '../../features/content/about';
import { useSite } from '../../features/content/site';
import { LocaleLink as Link } from '../../i18n/locale';
import { PageHeader } from './page-header';

/** About: head office's text and its three figures (the specification's until it saves its own). */
export function AboutPage() {
  const site = useSite();
  const about = useLoaderData<AboutContent>();
  const { _ } = useLingui();
  return (
    <>
      <PageHeader
        eyebrow={_('public.about.eyebrow')}
        title={_('public.about.title', { name: site.instituteName })}
      >
        <p>{about.intro}</p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <dl className="grid gap-6 sm:grid-cols-3">
          {about.stats.map((stat, index) => (
            <div
              key={index}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm"
            >
              <dt className="text-slate-700 capitalize">{stat.label}</dt>
              <dd className="order-first text-4xl font-bold text-brand-800">{stat.figure}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-12 grid gap-10 lg:grid-cols-2">
          {about.sections.map((section, index) => (
            <section key={index}>
              <h2 className="text-2xl font-bold text-brand-900">{section.heading}</h2>
              <p className="mt-3 whitespace-pre-line text-slate-700">{section.text}</p>
            </section>
          ))}
        </div>
        <p className="mt-10">
          <Link
            to="/course"
            className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {_('public.about.seeCourses')}
          </Link>
        </p>
      </div>
    </>
  );
}
