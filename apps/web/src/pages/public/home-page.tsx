import type { HomeContent } from '@institute/shared/content/content';
import { useLingui } from '@lingui/react';
import { useLoaderData } from 'react-router';
import { useSite } from '../../features/content/site';
import { ContactBanner } from '../../features/content/components/contact-banner';
import { FeatureStrip } from '../../features/content/components/feature-strip';
import { HeroCarousel } from '../../features/content/components/hero-carousel';
import { NoticeBanner } from '../../features/content/components/notice-banner';
import { PlanCarousel } from '../../features/content/components/plan-carousel';
import { LocaleLink as Link } from '../../i18n/locale';

/** Home: notices, the hero carousel, the feature strip, the plans carousel, the contact banner. */
export function HomePage() {
  const { banners, notices, features, plans } = useLoaderData<HomeContent>();
  const site = useSite();
  const { _ } = useLingui();
  return (
    <>
      <NoticeBanner notices={notices} />
      <HeroCarousel banners={banners} />

      <section className="bg-brand-50">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
            {site.instituteName}
          </h1>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">{_('public.home.intro')}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link
              to="/course"
              className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {_('public.home.exploreCourses')}
            </Link>
            <Link
              to="/about"
              className="inline-flex min-h-11 items-center rounded-md border border-brand-700 px-5 font-semibold text-brand-800 hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {_('public.home.aboutInstitute')}
            </Link>
          </div>
        </div>
      </section>

      <FeatureStrip features={features} />

      <section aria-labelledby="plans-heading" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
          <h2 id="plans-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
            {_('public.plans.heading')}
          </h2>
          <p className="mt-2 mb-8 text-slate-700">{_('public.home.plansIntro')}</p>
          <PlanCarousel plans={plans} />
        </div>
      </section>

      <ContactBanner phone={site.phone} />
    </>
  );
}
