import type { Plan } from '@institute/shared/content/content';
import { formatRupees, isExternalLink } from '@institute/shared/content/plan-format';
import type { MessageId } from '@lingui/core';
import { Trans } from '@lingui/react';
import { LocaleLink as Link } from '../../../i18n/locale';

const LINK_CLASS =
  'mt-6 inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** The link's words ('Learn More' on the home page, 'Check Out' on /course), with the plan for screen readers. */
const LINK_LABEL: Record<'learnMore' | 'checkOut', MessageId> = {
  learnMore: 'public.planCard.learnMore',
  checkOut: 'public.planCard.checkOut',
};

/**
 * A duration plan: its label, its price when head office shows it, its features and one link
 * (the label names where it leads; a link to another website is an ordinary link).
 */
export function PlanCard({
  plan,
  link,
  linkState,
  headingLevel = 3,
}: {
  plan: Plan;
  link: keyof typeof LINK_LABEL;
  /** Router state handed to the duration page (a 'Check Out' opens the enquiry form there). */
  linkState?: unknown;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const label = (
    <Trans
      id={LINK_LABEL[link]}
      values={{ plan: plan.label }}
      components={{ 0: <span className="sr-only" /> }}
    />
  );
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <Heading className="text-2xl font-bold text-brand-900">{plan.label}</Heading>
      {plan.price !== null && (
        <p className="mt-2 text-3xl font-bold text-slate-900">{formatRupees(plan.price)}</p>
      )}
      <ul className="mt-4 flex-1 space-y-2">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2 text-slate-700">
            <svg
              aria-hidden="true"
              focusable="false"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
              className="mt-0.5 size-5 shrink-0 text-emerald-700"
            >
              <path d="M5 12l5 5 9-10" />
            </svg>
            {feature}
          </li>
        ))}
      </ul>
      {isExternalLink(plan.path) ? (
        <a href={plan.path} className={LINK_CLASS}>
          {label}
        </a>
      ) : (
        <Link to={plan.path} state={linkState} className={LINK_CLASS}>
          {label}
        </Link>
      )}
    </article>
  );
}
