import { OUR_COURSES_HEADING, OUR_COURSES_INTRO } from '@institute/shared/content/constants';
import type { CoursesContent } from '@institute/shared/content/content';
import { Link, useLoaderData } from 'react-router';
import { PlanCard } from '../../features/content/components/plan-card';
import { PageHeader } from './page-header';

/** /course: 'Choose Your Course Duration' with the six plans, then the catalogue pages. */
export function CoursePlansPage() {
  const { plans, pages } = useLoaderData<CoursesContent>();
  return (
    <>
      <PageHeader eyebrow="Courses" title="Choose Your Course Duration">
        <p>Pick a duration to see its courses.</p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {plans.map((plan) => (
            <li key={plan.months}>
              <PlanCard
                plan={plan}
                linkLabel="Check Out"
                linkState={{ checkOut: plan.label }}
                headingLevel={2}
              />
            </li>
          ))}
        </ul>

        <section aria-labelledby="catalogues-heading" className="mt-16">
          <h2 id="catalogues-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
            {OUR_COURSES_HEADING}
          </h2>
          <p className="mt-2 max-w-3xl text-slate-700">{OUR_COURSES_INTRO}</p>
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
                    {page.cardCount} {page.cardCount === 1 ? 'course' : 'courses'}
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
