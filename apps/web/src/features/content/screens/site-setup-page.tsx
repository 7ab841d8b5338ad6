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
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading
        title="Set up your website"
        intro="Your institute’s contact details and links in four short steps; nothing is published until you save."
      />
      {site.isPending ? (
        <LoadingMessage />
      ) : site.isError ? (
        <ErrorMessage>{messageOf(site.error, 'The settings could not be loaded.')}</ErrorMessage>
      ) : (
        <SiteSetupWizard
          key={site.data.version}
          site={site.data}
          onSaved={() => {
            showToast('Your website is set up', 'success');
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
