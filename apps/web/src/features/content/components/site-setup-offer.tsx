import { useLingui } from '@lingui/react';
import { useSyncExternalStore } from 'react';
import { showToast } from '../../../lib/toast';
import { useEditableSite } from '../site-content-api';
import { SiteSetupWizard } from '../screens/site-setup-wizard';

const LATER_KEY = 'institute:site-setup-later';
const listeners = new Set<() => void>();
let laterInMemory = false;

function readLater(): boolean {
  try {
    return window.sessionStorage.getItem(LATER_KEY) === '1';
  } catch {
    return false;
  }
}

/** "Later": the set-up is not offered again until the browser's session ends. */
export function dismissSiteSetup(): void {
  try {
    window.sessionStorage.setItem(LATER_KEY, '1');
  } catch {
    // Storage refused (private mode): dismissed until the page is reloaded.
    laterInMemory = true;
  }
  for (const listener of listeners) listener();
}

export function useSiteSetupLater(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => laterInMemory || readLater(),
    () => false,
  );
}

/**
 * The first-start wizard on head office's dashboard home: offered while the website's settings
 * were never saved, until "Later" (for the session). Saved, the checklist below is done and both go.
 */
export function SiteSetupOffer() {
  const site = useEditableSite();
  const later = useSiteSetupLater();
  const { _ } = useLingui();
  if (!site.data || site.data.configured || later) return null;
  return (
    <section
      aria-labelledby="site-setup-heading"
      className="mt-6 rounded-lg border border-brand-100 bg-brand-50 p-4 sm:p-6"
    >
      <h2 id="site-setup-heading" className="text-xl font-semibold text-brand-900">
        {_('website.offer.heading')}
      </h2>
      <p className="mt-1 mb-4 text-slate-800">{_('website.offer.intro')}</p>
      <SiteSetupWizard
        site={site.data}
        headingLevel="h3"
        onSaved={() => showToast(_('website.setup.done'), 'success')}
        onLater={dismissSiteSetup}
      />
    </section>
  );
}
