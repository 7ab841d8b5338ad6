import { dashboardScreen } from '../dashboard-screen';
import { withBundle } from '../../i18n/i18n';
import { withQueryClient } from '../../lib/with-query-client';
import type { RouteHandle } from '../../lib/page-meta';
import type { AreaRoutes } from './area-routes';
import { ErrorPage } from '../../pages/error-page';

/** The routes of the online exams area. */
export const onlineExamsRoutes: AreaRoutes = {
  dashboard: [
    {
      path: 'AddOnline',
      caseSensitive: true,
      lazy: dashboardScreen('AddOnline'),
      handle: {
        i18nMeta: {
          title: 'onlineExams.meta.examLink.title',
          description: 'onlineExams.meta.examLink.description',
        },
      } satisfies RouteHandle,
    },
    {
      path: 'AppearedStudents',
      caseSensitive: true,
      lazy: dashboardScreen('AppearedStudents'),
      handle: {
        i18nMeta: {
          title: 'onlineExams.meta.appeared.title',
          description: 'onlineExams.meta.appeared.description',
        },
      } satisfies RouteHandle,
    },
    {
      path: 'QuestionBank',
      caseSensitive: true,
      lazy: dashboardScreen('QuestionBank'),
      handle: {
        i18nMeta: {
          title: 'onlineExams.meta.questionBank.title',
          description: 'onlineExams.meta.questionBank.description',
        },
      } satisfies RouteHandle,
    },
  ],
  topLevel: [
    {
      // The student's online test, in the student's own layout.
      path: '/exam/:examId',
      ErrorBoundary: ErrorPage,
      lazy: withBundle(
        'student',
        withQueryClient(async () => ({
          Component: (await import('../../pages/student/student-layout')).StudentLayout,
        })),
      ),
      handle: {
        i18nMeta: { title: 'exam.meta.title', description: 'exam.meta.description' },
      } satisfies RouteHandle,
      children: [
        {
          index: true,
          lazy: async () => {
            const page = await import('../../features/online-exams/screens/take-exam-page');
            return { Component: page.TakeExamPage, loader: page.takeExamLoader };
          },
        },
      ],
    },
  ],
  public: [],
};
