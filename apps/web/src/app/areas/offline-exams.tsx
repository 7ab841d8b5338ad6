import { requireStaff } from '../../features/auth/guards';
import type { RouteHandle } from '../page-meta';
import type { AreaRoutes } from './area-routes';

/** The routes of the offline exams area. */
export const offlineExamsRoutes: AreaRoutes = {
  dashboard: [
    {
      path: 'AddOffline',
      caseSensitive: true,
      lazy: async () => ({
        Component: (await import('../../pages/dashboard/offline-exams/add-marks-page'))
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
        Component: (await import('../../pages/dashboard/offline-exams/view-marks-page'))
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
        Component: (await import('../../pages/dashboard/offline-exams/grading-scale-page'))
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
        Component: (await import('../../pages/dashboard/offline-exams/print-pages'))
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
        Component: (await import('../../pages/dashboard/offline-exams/print-pages'))
          .PrintAdmitCardsPage,
      }),
      handle: {
        meta: { title: 'Admit cards', description: 'Printable admit cards of an exam session.' },
      } satisfies RouteHandle,
    },
  ],
  public: [],
};
