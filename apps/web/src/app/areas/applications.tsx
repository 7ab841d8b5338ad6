import type { RouteHandle } from '../../lib/page-meta';
import type { AreaRoutes } from './area-routes';

/** The routes of the applications area: Manage Application and one application. */
export const applicationsRoutes: AreaRoutes = {
  dashboard: [
    {
      path: 'ManageApplication',
      caseSensitive: true,
      lazy: async () => ({
        Component: (await import('../../features/applications/screens/manage-application-page'))
          .ManageApplicationPage,
      }),
      handle: {
        meta: {
          title: 'Manage Application',
          description: 'Review admission applications: approve, ask for a correction or reject.',
        },
      } satisfies RouteHandle,
    },
    {
      path: 'ManageApplication/:id',
      caseSensitive: true,
      lazy: async () => ({
        Component: (await import('../../features/applications/screens/application-detail-page'))
          .ApplicationDetailPage,
      }),
      handle: {
        meta: {
          title: 'Application',
          description: 'One admission application, its documents and the decision.',
        },
      } satisfies RouteHandle,
    },
  ],
  topLevel: [],
  public: [],
};
