import { requireStaff } from '../../features/auth/guards';
import type { RouteHandle } from '../../lib/page-meta';
import type { AreaRoutes } from './area-routes';

/** The routes of the offline exams area. */
export const offlineExamsRoutes: AreaRoutes = {
  dashboard: [
    {
      path: 'AddOffline',
      caseSensitive: true,
      lazy: async () => ({
        Component: (await import('../../features/offline-exams/screens/add-marks-page'))
          .AddMarksPage,
      }),
      handle: {
        meta: {
          title: 'Add Marks',
          description: 'Offline examination: exam sessions and the marks of each student.',
        },
      } satisfies RouteHandle,
    },
    {
      path: 'ViewMarks',
      caseSensitive: true,
      lazy: async () => ({
        Component: (await import('../../features/offline-exams/screens/view-marks-page'))
          .ViewMarksPage,
      }),
      handle: {
        meta: {
          title: 'View Marks',
          description: 'Marks, totals, percentage, grade and result; marksheets and admit cards.',
        },
      } satisfies RouteHandle,
    },
    {
      path: 'GradingScale',
      caseSensitive: true,
      lazy: async () => ({
        Component: (await import('../../features/offline-exams/screens/grading-scale-page'))
          .GradingScalePage,
      }),
      handle: {
        meta: {
          title: 'Grading scale',
          description: 'The grades of online and offline results; head office sets them.',
        },
      } satisfies RouteHandle,
    },
  ],
  topLevel: [
    {
      path: '/print/marksheet/:id/:registrationNumber',
      loader: requireStaff,
      lazy: async () => ({
        Component: (await import('../../features/offline-exams/screens/print-pages'))
          .PrintMarksheetPage,
      }),
      handle: {
        meta: { title: 'Marksheet', description: 'A printable marksheet (A4 portrait).' },
      } satisfies RouteHandle,
    },
    {
      path: '/print/admit-cards/:id',
      loader: requireStaff,
      lazy: async () => ({
        Component: (await import('../../features/offline-exams/screens/print-pages'))
          .PrintAdmitCardsPage,
      }),
      handle: {
        meta: { title: 'Admit cards', description: 'Printable admit cards of an exam session.' },
      } satisfies RouteHandle,
    },
  ],
  public: [],
};
