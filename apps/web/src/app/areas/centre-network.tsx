import type { RouteHandle } from '../../lib/page-meta';
import type { AreaRoutes } from './area-routes';

/** The routes of the centre network area. */
export const centreNetworkRoutes: AreaRoutes = {
  dashboard: [
    {
      path: 'CourseEnquiry',
      caseSensitive: true,
      lazy: async () => ({
        Component: (await import('../../features/enquiries/screens/course-enquiry-page'))
          .CourseEnquiryPage,
      }),
      handle: {
        i18nMeta: { title: 'enquiries.title', description: 'enquiries.meta.description' },
      } satisfies RouteHandle,
    },
    {
      path: 'CenterDocument',
      caseSensitive: true,
      lazy: async () => ({
        Component: (await import('../../features/centre-documents/screens/centre-documents-page'))
          .CentreDocumentsPage,
      }),
      handle: {
        i18nMeta: { title: 'centreDocs.title', description: 'centreDocs.meta.description' },
      } satisfies RouteHandle,
    },
    {
      path: 'MarketingTools',
      caseSensitive: true,
      lazy: async () => ({
        Component: (await import('../../features/marketing-tools/screens/marketing-tools-page'))
          .MarketingToolsPage,
      }),
      handle: {
        i18nMeta: { title: 'marketing.title', description: 'marketing.meta.description' },
      } satisfies RouteHandle,
    },
    {
      path: 'CenterMessage',
      caseSensitive: true,
      lazy: async () => ({
        Component: (await import('../../features/centre-messages/screens/centre-messages-page'))
          .CentreMessagesPage,
      }),
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
      lazy: async () => ({
        Component: (await import('../../features/staff-profile/screens/profile-page')).ProfilePage,
      }),
      handle: {
        i18nMeta: { title: 'profile.title', description: 'profile.meta.description' },
      } satisfies RouteHandle,
    },
  ],
  topLevel: [],
  public: [],
};
