import type { Plan } from '@institute/shared/content/content';
import { useLingui } from '@lingui/react';
import { Carousel } from '../../../components/ui/carousel';
import { PlanCard } from './plan-card';

/** The six plans on the home page: loop, 3 in view on desktop, one step, 3000 ms, arrows. */
export function PlanCarousel({ plans }: { plans: readonly Plan[] }) {
  const { _ } = useLingui();
  return (
    <Carousel
      label={_('public.planCarousel.label')}
      slides={plans.map((plan) => (
        <PlanCard key={plan.months} plan={plan} link="learnMore" />
      ))}
      slideLabel={(i, count) => _('public.planCarousel.slide', { number: i + 1, count })}
      autoplayMs={3000}
      pauseOnHover
      arrows
      gap={24}
      perViewClass="[--per-view:1] md:[--per-view:2] lg:[--per-view:3]"
      visibleSlideClass='data-[pos="0"]:visible md:data-[pos="1"]:visible lg:data-[pos="2"]:visible'
    />
  );
}
