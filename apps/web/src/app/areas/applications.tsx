import { dashboardScreen } from '../dashboard-screen';
import type { RouteHandle } from '../../lib/page-meta';
import type { AreaRoutes } from './area-routes';

/** The routes of the applications area: Manage Application and one application. */
export const applicationsRoutes: AreaRoutes = {
  dashboard: [
    {
      path: 'ManageApplication',
      caseSensitive: true,
      lazy: dashboardScreen('ManageApplication'),
      handle: {
        i18nMeta: {
          title: 'applications.meta.manage.title',
          description: 'applications.meta.manage.description',
        },
      } satisfies RouteHandle,
    },
    {
      path: 'ManageApplication/:id',
      caseSensitive: true,
      lazy: dashboardScreen('ManageApplication/:id'),
      handle: {
        i18nMeta: {
          title: 'applications.meta.detail.title',
          description: 'applications.meta.detail.description',
        },
      } satisfies RouteHandle,
    },
  ],
  topLevel: [],
  public: [],
};
