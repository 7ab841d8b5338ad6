import { dashboardScreen } from '../dashboard-screen';
import type { RouteHandle } from '../../lib/page-meta';
import type { AreaRoutes } from './area-routes';

/** The routes of the centre network area. */
export const centreNetworkRoutes: AreaRoutes = {
  dashboard: [
    {
      path: 'CourseEnquiry',
      caseSensitive: true,
      lazy: dashboardScreen('CourseEnquiry'),
      handle: {
        i18nMeta: { title: 'enquiries.title', description: 'enquiries.meta.description' },
      } satisfies RouteHandle,
    },
    {
      path: 'CenterDocument',
      caseSensitive: true,
      lazy: dashboardScreen('CenterDocument'),
      handle: {
        i18nMeta: { title: 'centreDocs.title', description: 'centreDocs.meta.description' },
      } satisfies RouteHandle,
    },
    {
      path: 'MarketingTools',
      caseSensitive: true,
      lazy: dashboardScreen('MarketingTools'),
      handle: {
        i18nMeta: { title: 'marketing.title', description: 'marketing.meta.description' },
      } satisfies RouteHandle,
    },
    {
      path: 'CenterMessage',
      caseSensitive: true,
      lazy: dashboardScreen('CenterMessage'),
      handle: {
        i18nMeta: {
          title: 'centreMessages.title',
          description: 'centreMessages.meta.description',
        },
      } satisfies RouteHandle,
    },
    {
      path: 'Affiliation',
      caseSensitive: true,
      lazy: dashboardScreen('Affiliation'),
      handle: {
        i18nMeta: { title: 'affiliation.title', description: 'affiliation.meta.description' },
      } satisfies RouteHandle,
    },
    {
      path: 'CentreApplications',
      caseSensitive: true,
      lazy: dashboardScreen('CentreApplications'),
      handle: {
        i18nMeta: {
          title: 'centreApplications.title',
          description: 'centreApplications.meta.description',
        },
      } satisfies RouteHandle,
    },
    {
      path: 'Profile',
      caseSensitive: true,
      lazy: dashboardScreen('Profile'),
      handle: {
        i18nMeta: { title: 'profile.title', description: 'profile.meta.description' },
      } satisfies RouteHandle,
    },
  ],
  topLevel: [],
  public: [
    {
      // Apply to open a centre (issue 38 point 1, decision 0080).
      path: 'become-a-centre',
      lazy: async () => {
        const page = await import('../../pages/public/become-centre-page');
        return { Component: page.BecomeCentrePage, loader: page.becomeCentreLoader };
      },
      handle: {
        i18nMeta: {
          title: 'becomeCentre.meta.title',
          description: 'becomeCentre.meta.description',
        },
      } satisfies RouteHandle,
    },
    {
      // The applicant's e-mailed link to add what head office asked for (decision 0080).
      path: 'become-a-centre/more',
      lazy: async () => ({
        Component: (await import('../../pages/public/become-centre-more-page'))
          .BecomeCentreMorePage,
      }),
      handle: {
        i18nMeta: {
          title: 'becomeCentre.more.meta.title',
          description: 'becomeCentre.more.meta.description',
        },
      } satisfies RouteHandle,
    },
    {
      // The public verification of centres (issue 38): the certificate of authorisation's QR.
      path: 'verify-centre',
      lazy: async () => {
        const page = await import('../../pages/public/verify-centre-page');
        return { Component: page.VerifyCentrePage, loader: page.verifyCentreLoader };
      },
      handle: {
        i18nMeta: {
          title: 'verifyCentre.meta.title',
          description: 'verifyCentre.meta.description',
        },
      } satisfies RouteHandle,
    },
  ],
};
