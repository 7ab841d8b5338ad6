import { dashboardScreen } from '../dashboard-screen';
import { requireStaff } from '../../features/auth/guards';
import { withBundle } from '../../i18n/i18n';
import { withQueryClient } from '../../lib/with-query-client';
import type { RouteHandle } from '../../lib/page-meta';
import type { AreaRoutes } from './area-routes';

/** The routes of the offline exams area. */
export const offlineExamsRoutes: AreaRoutes = {
  dashboard: [
    {
      path: 'AddOffline',
      caseSensitive: true,
      lazy: dashboardScreen('AddOffline'),
      handle: {
        i18nMeta: {
          title: 'exams.meta.addMarks.title',
          description: 'exams.meta.addMarks.description',
        },
      } satisfies RouteHandle,
    },
    {
      path: 'ViewMarks',
      caseSensitive: true,
      lazy: dashboardScreen('ViewMarks'),
      handle: {
        i18nMeta: {
          title: 'exams.meta.viewMarks.title',
          description: 'exams.meta.viewMarks.description',
        },
      } satisfies RouteHandle,
    },
    {
      path: 'GradingScale',
      caseSensitive: true,
      lazy: dashboardScreen('GradingScale'),
      handle: {
        i18nMeta: {
          title: 'exams.meta.gradingScale.title',
          description: 'exams.meta.gradingScale.description',
        },
      } satisfies RouteHandle,
    },
  ],
  topLevel: [
    {
      path: '/print/marksheet/:id/:registrationNumber',
      loader: requireStaff,
      // The dashboard's words (decision 0032), when reached client-side from a page without them.
      lazy: withBundle(
        'dashboard',
        withQueryClient(async () => ({
          Component: (await import('../../features/offline-exams/screens/print-pages'))
            .PrintMarksheetPage,
        })),
      ),
      handle: {
        i18nMeta: {
          title: 'exams.meta.marksheet.title',
          description: 'exams.meta.marksheet.description',
        },
      } satisfies RouteHandle,
    },
    {
      path: '/print/admit-cards/:id',
      loader: requireStaff,
      lazy: withBundle(
        'dashboard',
        withQueryClient(async () => ({
          Component: (await import('../../features/offline-exams/screens/print-pages'))
            .PrintAdmitCardsPage,
        })),
      ),
      handle: {
        i18nMeta: {
          title: 'exams.meta.admitCards.title',
          description: 'exams.meta.admitCards.description',
        },
      } satisfies RouteHandle,
    },
  ],
  public: [],
};
