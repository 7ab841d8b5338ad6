import type { FeatureCard } from '@institute/shared/content/content';
import { useLingui } from '@lingui/react';
import { FeatureIcon } from './feature-icon';

/** The four cards under the hero: Courses, Books and Library, Teachers, Certification. */
export function FeatureStrip({ features }: { features: readonly FeatureCard[] }) {
  const { _ } = useLingui();
  return (
    <section aria-labelledby="features-heading" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id="features-heading" className="sr-only">
          {_('public.features.heading')}
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((feature) => (
            <li
              key={feature.id}
              className="rounded-xl border border-slate-200 bg-brand-50 p-6 shadow-sm"
            >
              <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-white">
                <FeatureIcon name={feature.icon} />
              </span>
              <h3 className="mt-4 text-lg font-bold text-brand-900">{feature.title}</h3>
              <p className="mt-2 text-slate-700">{feature.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
