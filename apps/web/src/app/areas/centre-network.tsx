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
        meta: {
          title: 'Course Enquiry',
          description: 'Enquiries from the contact form, Buy Now and Check Out, to follow up.',
        },
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
        meta: {
          title: 'Centre Documents',
          description: 'Trade License, Address Proof, Pan Card and Voter Card of the centre.',
        },
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
        meta: {
          title: 'Marketing Tools',
          description: 'Brochures and banners to download and share.',
        },
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
        meta: {
          title: 'Center Message',
          description: 'Messages from head office to the centres of the network.',
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
        meta: {
          title: 'My profile',
          description: 'Your profile, your posts and the colleagues of your centre.',
        },
      } satisfies RouteHandle,
    },
  ],
  topLevel: [],
  public: [],
};
