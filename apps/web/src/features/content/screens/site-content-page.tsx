import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { PageHeading } from '../../../components/ui/page-heading';
import { messageOf } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useEditableSite } from '../site-content-api';
import { isHeadOffice, useStaffUser } from '../../auth/use-staff-user';
import { ContentEditorsPanel } from './content-editors-panel';
import { ContentHistoryPanel } from './content-history-panel';
import { LogoPanel } from './logo-panel';
import { DocumentLanguagePanel } from './document-language-panel';
import { NoticesPanel } from './notices-panel';
import { GalleryPanel } from './gallery-panel';
import { SlidesPanel } from './slides-panel';
import { PageContentPanels } from './page-content-panels';
import { CoursePagesPanel } from './course-pages-panel';
import { SiteSettingsForm } from './site-settings-form';
import { DraftsPanel } from './drafts-panel';
import { WebsiteHindiLink } from '../components/website-hindi-link';

/**
 * /dashboard/Website: head office (and centre staff it lets) edits the website; the public pages
 * follow at once. Head office also chooses who else may.
 */
export function SiteContentPage() {
  const site = useEditableSite();
  const headOffice = isHeadOffice(useStaffUser());
  const { _ } = useLingui();
  return (
    <div className="space-y-10">
      <PageHeading title={_('website.page.title')} intro={_('website.page.intro')} />
      <nav
        aria-label={_('website.nav.label')}
        className="rounded-lg border border-slate-200 bg-white p-4"
      >
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {[
            ['#drafts-heading', _('website.drafts.heading')],
            ['#settings-heading', _('website.settings.heading')],
            ['#notices-heading', _('website.notices.heading')],
            ['#pictures-heading', _('website.pictures.heading')],
            ['#pages-heading', _('website.pages.heading')],
            ['#course-pages-heading', _('website.coursePages.heading')],
            ['#history-heading', _('website.history.heading')],
            ...(headOffice ? [['#editors-heading', _('website.editors.heading')]] : []),
          ].map(([href, label]) => (
            <li key={href}>
              <a href={href} className="inline-flex min-h-11 items-center text-brand-700 underline">
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <WebsiteHindiLink />
      <section aria-labelledby="drafts-heading" className="space-y-4">
        <h2 id="drafts-heading" className="text-xl font-semibold text-brand-900">
          {_('website.drafts.heading')}
        </h2>
        <DraftsPanel />
      </section>
      <section aria-labelledby="settings-heading" className="space-y-4">
        <h2 id="settings-heading" className="text-xl font-semibold text-brand-900">
          {_('website.settings.heading')}
        </h2>
        {site.isPending ? (
          <LoadingMessage />
        ) : site.isError ? (
          <ErrorMessage>{messageOf(site.error, _('website.settings.loadFailed'))}</ErrorMessage>
        ) : (
          <>
            <p className="text-sm text-slate-700">
              {site.data.configured && site.data.updatedAt
                ? _('website.settings.lastSaved', { when: formatDateTime(site.data.updatedAt) })
                : _('website.settings.notSaved')}
            </p>
            <p>
              <Link
                className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline underline-offset-2"
                to="/dashboard/Website/setup"
              >
                {_('website.settings.setupLink')}
              </Link>
            </p>
            <SiteSettingsForm key={site.data.version} site={site.data} />
          </>
        )}
        <h3 className="text-lg font-semibold text-brand-900">{_('website.logo.heading')}</h3>
        <LogoPanel />
        {headOffice && (
          <>
            <h3 className="text-lg font-semibold text-brand-900">
              {_('website.documents.heading')}
            </h3>
            <DocumentLanguagePanel />
          </>
        )}
      </section>
      <section aria-labelledby="notices-heading" className="space-y-4">
        <h2 id="notices-heading" className="text-xl font-semibold text-brand-900">
          {_('website.notices.heading')}
        </h2>
        <NoticesPanel />
      </section>
      <section aria-labelledby="pictures-heading" className="space-y-6">
        <h2 id="pictures-heading" className="text-xl font-semibold text-brand-900">
          {_('website.pictures.heading')}
        </h2>
        <h3 className="text-lg font-semibold text-brand-900">{_('website.slides.heading')}</h3>
        <SlidesPanel />
        <h3 className="text-lg font-semibold text-brand-900">{_('website.gallery.heading')}</h3>
        <GalleryPanel />
      </section>
      <section aria-labelledby="pages-heading" className="space-y-4">
        <h2 id="pages-heading" className="text-xl font-semibold text-brand-900">
          {_('website.pages.heading')}
        </h2>
        <PageContentPanels />
      </section>
      <section aria-labelledby="course-pages-heading" className="space-y-4">
        <h2 id="course-pages-heading" className="text-xl font-semibold text-brand-900">
          {_('website.coursePages.heading')}
        </h2>
        <CoursePagesPanel />
      </section>
      <section aria-labelledby="history-heading" className="space-y-4">
        <h2 id="history-heading" className="text-xl font-semibold text-brand-900">
          {_('website.history.heading')}
        </h2>
        <ContentHistoryPanel />
      </section>
      {headOffice && (
        <section aria-labelledby="editors-heading" className="space-y-4">
          <h2 id="editors-heading" className="text-xl font-semibold text-brand-900">
            {_('website.editors.heading')}
          </h2>
          <ContentEditorsPanel />
        </section>
      )}
    </div>
  );
}
