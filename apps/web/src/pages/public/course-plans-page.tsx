import type { CoursesContent } from '@institute/shared/content/content';
import { useLingui } from '@lingui/react';
import { useLoaderData } from 'react-router';
import { PlanCard } from '../../features/content/components/plan-card';
import { LocaleLink as Link } from '../../i18n/locale';
import { PageHeader } from './page-header';

/** /course: 'Choose Your Course Duration' with the six plans, then the catalogue pages. */
export function CoursePlansPage() {
  const { plans, pages } = useLoaderData<CoursesContent>();
  const { _ } = useLingui();
  return (
    <>
      <PageHeader eyebrow={_('public.plans.eyebrow')} title={_('public.plans.heading')}>
        <p>{_('public.plans.intro')}</p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {plans.map((plan) => (
            <li key={plan.months}>
              <PlanCard
                plan={plan}
                link="checkOut"
                linkState={{ checkOut: plan.label }}
                headingLevel={2}
              />
            </li>
          ))}
        </ul>

        <section aria-labelledby="catalogues-heading" className="mt-16">
          <h2 id="catalogues-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
            {_('public.ourCourses.heading')}
          </h2>
          <p className="mt-2 max-w-3xl text-slate-700">{_('public.ourCourses.intro')}</p>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {pages.map((page) => (
              <li key={page.slug}>
                <Link
                  to={page.path}
                  className="block h-full rounded-xl border border-slate-200 bg-white p-6 shadow-sm hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  <span className="block text-xl font-bold text-brand-900">{page.title}</span>
                  <span className="mt-2 block text-slate-700">{page.summary}</span>
                  <span className="mt-3 block text-sm font-semibold text-brand-700">
                    {_('public.ourCourses.count', { count: page.cardCount })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
