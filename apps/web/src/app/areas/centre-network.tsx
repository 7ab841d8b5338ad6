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
      path: 'Profile',
      caseSensitive: true,
      lazy: dashboardScreen('Profile'),
      handle: {
        i18nMeta: { title: 'profile.title', description: 'profile.meta.description' },
      } satisfies RouteHandle,
    },
  ],
  topLevel: [],
  public: [],
};
