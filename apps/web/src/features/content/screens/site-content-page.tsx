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
  return (
    <div className="space-y-10">
      <PageHeading
        title="Website"
        intro="What visitors see: your institute's name, contact details and links, the notices, pictures, feature cards and duration plans of the home page, the course pages and their courses, the gallery and the About page. A save shows on the website at once; a draft waits, with a preview, until you publish it."
      />
      <nav
        aria-label="Parts of the website"
        className="rounded-lg border border-slate-200 bg-white p-4"
      >
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {[
            ['#drafts-heading', 'Drafts'],
            ['#settings-heading', 'Site settings'],
            ['#notices-heading', 'Notices'],
            ['#pictures-heading', 'Hero slides and gallery'],
            ['#pages-heading', 'Home, courses and About pages'],
            ['#course-pages-heading', 'Course pages'],
            ['#history-heading', 'History'],
            ...(headOffice ? [['#editors-heading', 'Who may edit the website']] : []),
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
          Drafts
        </h2>
        <DraftsPanel />
      </section>
      <section aria-labelledby="settings-heading" className="space-y-4">
        <h2 id="settings-heading" className="text-xl font-semibold text-brand-900">
          Site settings
        </h2>
        {site.isPending ? (
          <LoadingMessage />
        ) : site.isError ? (
          <ErrorMessage>{messageOf(site.error, 'The settings could not be loaded.')}</ErrorMessage>
        ) : (
          <>
            <p className="text-sm text-slate-700">
              {site.data.configured && site.data.updatedAt
                ? `Last saved ${formatDateTime(site.data.updatedAt)}.`
                : 'Not saved yet: the website shows only the institute’s name, without contact details.'}
            </p>
            <p>
              <Link
                className="font-semibold text-brand-700 underline underline-offset-2"
                to="/dashboard/Website/setup"
              >
                Set up your website step by step
              </Link>
            </p>
            <SiteSettingsForm key={site.data.version} site={site.data} />
          </>
        )}
        <h3 className="text-lg font-semibold text-brand-900">Logo</h3>
        <LogoPanel />
      </section>
      <section aria-labelledby="notices-heading" className="space-y-4">
        <h2 id="notices-heading" className="text-xl font-semibold text-brand-900">
          Notices
        </h2>
        <NoticesPanel />
      </section>
      <section aria-labelledby="pictures-heading" className="space-y-6">
        <h2 id="pictures-heading" className="text-xl font-semibold text-brand-900">
          Hero slides and gallery
        </h2>
        <h3 className="text-lg font-semibold text-brand-900">Hero slides</h3>
        <SlidesPanel />
        <h3 className="text-lg font-semibold text-brand-900">Gallery</h3>
        <GalleryPanel />
      </section>
      <section aria-labelledby="pages-heading" className="space-y-4">
        <h2 id="pages-heading" className="text-xl font-semibold text-brand-900">
          Home, courses and About pages
        </h2>
        <PageContentPanels />
      </section>
      <section aria-labelledby="course-pages-heading" className="space-y-4">
        <h2 id="course-pages-heading" className="text-xl font-semibold text-brand-900">
          Course pages
        </h2>
        <CoursePagesPanel />
      </section>
      <section aria-labelledby="history-heading" className="space-y-4">
        <h2 id="history-heading" className="text-xl font-semibold text-brand-900">
          History
        </h2>
        <ContentHistoryPanel />
      </section>
      {headOffice && (
        <section aria-labelledby="editors-heading" className="space-y-4">
          <h2 id="editors-heading" className="text-xl font-semibold text-brand-900">
            Who may edit the website
          </h2>
          <ContentEditorsPanel />
        </section>
      )}
    </div>
  );
}
