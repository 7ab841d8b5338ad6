import { useLingui } from '@lingui/react';
import { AboutPagePanel } from './about-page-form';
import { FeatureCardsPanel } from './feature-cards-panel';
import { PlansPanel } from './plans-panel';

/** The pages' own content: the home page's feature cards, the duration plans, the About page. */
export function PageContentPanels() {
  const { _ } = useLingui();
  return (
    <div className="space-y-8">
      <div className="space-y-3">
        <h3 className="text-lg font-semibold text-brand-900">
          {_('website.featureCards.heading')}
        </h3>
        <FeatureCardsPanel />
      </div>
      <div className="space-y-3">
        <h3 className="text-lg font-semibold text-brand-900">{_('website.plans.heading')}</h3>
        <PlansPanel />
      </div>
      <div className="space-y-3">
        <h3 className="text-lg font-semibold text-brand-900">{_('website.about.heading')}</h3>
        <AboutPagePanel />
      </div>
    </div>
  );
}
