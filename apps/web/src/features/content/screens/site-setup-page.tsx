import { useLingui } from '@lingui/react';
import { useNavigate } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { messageOf } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { dismissSiteSetup } from '../components/site-setup-offer';
import { useEditableSite } from '../site-content-api';
import { SiteSetupWizard } from './site-setup-wizard';

/**
 * /dashboard/Website/setup: the first-start wizard opened on purpose (from the checklist or the
 * Website screen), also once the settings are saved: it starts from what is saved.
 */
export function SiteSetupPage() {
  const site = useEditableSite();
  const navigate = useNavigate();
  const { _ } = useLingui();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading title={_('website.setup.title')} intro={_('website.setup.intro')} />
      {site.isPending ? (
        <LoadingMessage />
      ) : site.isError ? (
        <ErrorMessage>{messageOf(site.error, _('website.settings.loadFailed'))}</ErrorMessage>
      ) : (
        <SiteSetupWizard
          key={site.data.version}
          site={site.data}
          onSaved={() => {
            showToast(_('website.setup.done'), 'success');
            void navigate('/dashboard/Website');
          }}
          onLater={() => {
            dismissSiteSetup();
            void navigate('/dashboard');
          }}
        />
      )}
    </div>
  );
}
