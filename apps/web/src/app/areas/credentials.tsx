import { dashboardScreen } from '../dashboard-screen';
import type { RouteHandle } from '../../lib/page-meta';
import type { AreaRoutes } from './area-routes';

/** The routes of the signed credentials (head office's keys; the rest lives on existing pages). */
export const credentialsRoutes: AreaRoutes = {
  dashboard: [
    {
      path: 'CredentialKeys',
      caseSensitive: true,
      lazy: dashboardScreen('CredentialKeys'),
      handle: {
        i18nMeta: {
          title: 'credentials.meta.keys.title',
          description: 'credentials.meta.keys.description',
        },
      } satisfies RouteHandle,
    },
  ],
  topLevel: [],
  public: [],
};
