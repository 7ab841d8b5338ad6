import { dashboardScreen } from './dashboard-screen';
import { redirect, type RouteObject } from 'react-router';
import {
  optionalUser,
  requireStaff,
  requireUser,
  revalidateOptionalUser,
} from '../features/auth/guards';
import { loadSite } from '../features/content/site';
import { loadPreview } from '../features/content/preview-banner';
import { ErrorPage } from '../pages/error-page';
import { NotFoundPage } from '../pages/not-found-page';
import { publicRoutes } from '../pages/public/public-routes';
import { accountsRoutes } from './areas/accounts';
import type { AreaRoutes } from './areas/area-routes';
import { applicationsRoutes } from './areas/applications';
import { centreNetworkRoutes } from './areas/centre-network';
import { certificatesRoutes } from './areas/certificates';
import { credentialsRoutes } from './areas/credentials';
import { offlineExamsRoutes } from './areas/offline-exams';
import { onlineExamsRoutes } from './areas/online-exams';
import { websiteRoutes } from './areas/website';
import type { RouteHandle } from '../lib/page-meta';
import { RootLayout } from './root-layout';
import { withBundle } from '../i18n/i18n';
import { withQueryClient } from '../lib/with-query-client';

const notFound: RouteHandle = {
  notFound: true,
  i18nMeta: { title: 'common.notFound.title', description: 'common.notFound.description' },
};

const AREAS: AreaRoutes[] = [
  applicationsRoutes,
  centreNetworkRoutes,
  certificatesRoutes,
  credentialsRoutes,
  onlineExamsRoutes,
  offlineExamsRoutes,
  accountsRoutes,
  websiteRoutes,
];

/** Every route of the web app, for the browser router and the server renderer alike. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    // Every page of the public layout has an address per language: /about and /hi/about
    // (decision 0030); any other first segment in its place is not a page.
    path: '/:lang?',
    Component: RootLayout,
    ErrorBoundary: ErrorPage,
    // The header shows who is signed in and the institute's own name and contact details,
    // already in the server's markup.
    loader: async (args) => {
      if (args.params.lang !== undefined && args.params.lang !== 'hi') {
        throw new Response('Not Found', { status: 404 });
      }
      const [{ user }, site, preview] = await Promise.all([
        optionalUser(args),
        loadSite(args.context),
        loadPreview(args.request, args.context),
      ]);
      return { user, site, preview };
    },
    shouldRevalidate: revalidateOptionalUser,
    children: [
      ...publicRoutes,
      ...AREAS.flatMap((area) => area.public),
      {
        path: 'signup',
        lazy: withBundle('account', async () => ({
          Component: (await import('../pages/auth/signup-page')).SignupPage,
        })),
        handle: {
          i18nMeta: {
            title: 'auth.meta.signup.title',
            description: 'auth.meta.signup.description',
          },
        } satisfies RouteHandle,
      },
      {
        path: 'login',
        lazy: withBundle('account', async () => ({
          Component: (await import('../pages/auth/login-page')).LoginPage,
        })),
        handle: {
          i18nMeta: { title: 'auth.meta.login.title', description: 'auth.meta.login.description' },
        } satisfies RouteHandle,
      },
      {
        path: 'admin',
        lazy: withBundle('account', async () => ({
          Component: (await import('../pages/auth/admin-login-page')).AdminLoginPage,
        })),
        handle: {
          i18nMeta: { title: 'auth.meta.admin.title', description: 'auth.meta.admin.description' },
        } satisfies RouteHandle,
      },
      {
        path: 'forgot-password',
        lazy: withBundle('account', async () => {
          const page = await import('../pages/auth/forgot-password-page');
          return { Component: page.ForgotPasswordPage, loader: page.forgotPasswordLoader };
        }),
        handle: {
          i18nMeta: {
            title: 'auth.meta.forgot.title',
            description: 'auth.meta.forgot.description',
          },
        } satisfies RouteHandle,
      },
      {
        path: 'reset-password',
        lazy: withBundle('account', async () => ({
          Component: (await import('../pages/auth/reset-password-page')).ResetPasswordPage,
        })),
        handle: {
          i18nMeta: { title: 'auth.meta.reset.title', description: 'auth.meta.reset.description' },
        } satisfies RouteHandle,
      },
      {
        path: 'newuser',
        loader: requireUser,
        lazy: withBundle(
          'student',
          withQueryClient(async () => ({
            Component: (await import('../pages/auth/new-user-page')).NewUserPage,
          })),
        ),
        handle: {
          i18nMeta: {
            title: 'auth.meta.newUser.title',
            description: 'auth.meta.newUser.description',
          },
        } satisfies RouteHandle,
      },
      {
        path: 'account/password',
        loader: requireUser,
        lazy: withBundle('account', async () => ({
          Component: (await import('../pages/auth/change-password-page')).ChangePasswordPage,
        })),
        handle: {
          i18nMeta: {
            title: 'auth.meta.password.title',
            description: 'auth.meta.password.description',
          },
        } satisfies RouteHandle,
      },
      { path: 'notfound', Component: NotFoundPage, handle: notFound },
      { path: '*', Component: NotFoundPage, handle: notFound },
    ],
  },
  {
    // The student's profile has a layout of its own, not the staff sidebar.
    path: '/dashboard/student/:registrationNumber',
    ErrorBoundary: ErrorPage,
    // Who is looking: staff get a way back to the student's record and the dashboard.
    loader: optionalUser,
    shouldRevalidate: revalidateOptionalUser,
    lazy: withBundle(
      'student',
      withQueryClient(async () => ({
        Component: (await import('../pages/student/student-layout')).StudentLayout,
      })),
    ),
    handle: {
      i18nMeta: {
        title: 'student.meta.profile.title',
        description: 'student.meta.profile.description',
      },
    } satisfies RouteHandle,
    children: [
      {
        index: true,
        lazy: async () => {
          const page = await import('../pages/student/student-profile-page');
          return { Component: page.StudentProfilePage, loader: page.studentProfileLoader };
        },
      },
    ],
  },
  ...AREAS.flatMap((area) => area.topLevel),
  {
    id: 'dashboard',
    path: '/dashboard',
    ErrorBoundary: ErrorPage,
    loader: requireStaff,
    // Signed-in staff stay signed in while moving between screens: no need to ask again.
    shouldRevalidate: () => false,
    // The dashboard is its own bundle: visitors of the public site never download it.
    // Its words too (decision 0032): a page reached from the public site has only the public site's.
    lazy: withBundle(
      'dashboard',
      withQueryClient(async () => ({
        Component: (await import('./dashboard-layout')).DashboardLayout,
      })),
    ),
    handle: {
      i18nMeta: { title: 'layout.meta.title', description: 'layout.meta.description' },
    } satisfies RouteHandle,
    children: [
      {
        index: true,
        lazy: dashboardScreen('index'),
      },
      // Student screens. Case-sensitive, so the lower-case spellings reach '*' and its redirect.
      {
        path: 'AddStudent',
        caseSensitive: true,
        lazy: dashboardScreen('AddStudent'),
        handle: {
          i18nMeta: {
            title: 'students.meta.add.title',
            description: 'students.meta.add.description',
          },
        } satisfies RouteHandle,
      },
      {
        path: 'AddStudent/:registrationNumber',
        caseSensitive: true,
        lazy: dashboardScreen('AddStudent/:registrationNumber'),
        handle: {
          i18nMeta: {
            title: 'students.meta.view.title',
            description: 'students.meta.view.description',
          },
        } satisfies RouteHandle,
      },
      {
        path: 'EditStudent/:registrationNumber',
        caseSensitive: true,
        lazy: dashboardScreen('EditStudent/:registrationNumber'),
        handle: {
          i18nMeta: {
            title: 'students.meta.edit.title',
            description: 'students.meta.edit.description',
          },
        } satisfies RouteHandle,
      },
      {
        path: 'SeeAllStudents',
        caseSensitive: true,
        lazy: dashboardScreen('SeeAllStudents'),
        handle: {
          i18nMeta: {
            title: 'students.meta.list.title',
            description: 'students.meta.list.description',
          },
        } satisfies RouteHandle,
      },
      {
        path: 'ImportStudents',
        caseSensitive: true,
        lazy: dashboardScreen('ImportStudents'),
        handle: {
          i18nMeta: {
            title: 'students.meta.import.title',
            description: 'students.meta.import.description',
          },
        } satisfies RouteHandle,
      },
      {
        path: 'Batches',
        caseSensitive: true,
        lazy: dashboardScreen('Batches'),
        handle: {
          i18nMeta: { title: 'batches.meta.title', description: 'batches.meta.description' },
        } satisfies RouteHandle,
      },
      {
        path: 'Timetable',
        caseSensitive: true,
        lazy: dashboardScreen('Timetable'),
        handle: {
          i18nMeta: {
            title: 'batches.timetable.title',
            description: 'batches.timetable.intro',
          },
        } satisfies RouteHandle,
      },
      {
        path: 'Attendance/:id',
        caseSensitive: true,
        lazy: dashboardScreen('Attendance/:id'),
        handle: {
          i18nMeta: { title: 'attendance.title', description: 'attendance.meta.description' },
        } satisfies RouteHandle,
      },
      {
        path: 'Holidays',
        caseSensitive: true,
        lazy: dashboardScreen('Holidays'),
        handle: {
          i18nMeta: {
            title: 'attendance.holidays.title',
            description: 'attendance.holidays.meta.description',
          },
        } satisfies RouteHandle,
      },
      {
        path: 'Announcements',
        caseSensitive: true,
        lazy: dashboardScreen('Announcements'),
        handle: {
          i18nMeta: { title: 'announcements.title', description: 'announcements.meta.description' },
        } satisfies RouteHandle,
      },
      {
        path: 'Announcements/:id',
        caseSensitive: true,
        lazy: dashboardScreen('Announcements/:id'),
        handle: {
          i18nMeta: { title: 'announcements.title', description: 'announcements.meta.description' },
        } satisfies RouteHandle,
      },
      {
        path: 'Batches/:id',
        caseSensitive: true,
        lazy: dashboardScreen('Batches/:id'),
        handle: {
          i18nMeta: { title: 'batches.meta.title', description: 'batches.meta.description' },
        } satisfies RouteHandle,
      },
      {
        path: 'Centres',
        caseSensitive: true,
        lazy: dashboardScreen('Centres'),
        handle: {
          i18nMeta: {
            title: 'layout.meta.centres.title',
            description: 'layout.meta.centres.description',
          },
        } satisfies RouteHandle,
      },
      {
        path: 'Reports',
        caseSensitive: true,
        lazy: dashboardScreen('Reports'),
        handle: {
          i18nMeta: {
            title: 'layout.meta.reports.title',
            description: 'layout.meta.reports.description',
          },
        } satisfies RouteHandle,
      },
      {
        path: 'CashBook',
        caseSensitive: true,
        lazy: dashboardScreen('CashBook'),
        handle: {
          i18nMeta: {
            title: 'layout.meta.cashBook.title',
            description: 'layout.meta.cashBook.description',
          },
        } satisfies RouteHandle,
      },
      {
        path: 'Jobs',
        caseSensitive: true,
        lazy: dashboardScreen('Jobs'),
        handle: {
          i18nMeta: {
            title: 'layout.meta.jobs.title',
            description: 'layout.meta.jobs.description',
          },
        } satisfies RouteHandle,
      },
      {
        path: 'Notifications',
        caseSensitive: true,
        lazy: dashboardScreen('Notifications'),
        handle: {
          i18nMeta: {
            title: 'layout.meta.notifications.title',
            description: 'layout.meta.notifications.description',
          },
        } satisfies RouteHandle,
      },
      {
        path: 'NotificationTemplates',
        caseSensitive: true,
        lazy: dashboardScreen('NotificationTemplates'),
        handle: {
          i18nMeta: {
            title: 'layout.meta.templates.title',
            description: 'layout.meta.templates.description',
          },
        } satisfies RouteHandle,
      },
      ...AREAS.flatMap((area) => area.dashboard),
      {
        path: '*',
        // The specification's lower-case spellings (/dashboard/addstudent) lead to the same screen.
        loader: async ({ request }) => {
          const url = new URL(request.url);
          // The sections' table is the sidebar's: loaded here, not with every page of the site.
          const { canonicalDashboardPath } = await import('../lib/dashboard-sections');
          const canonical = canonicalDashboardPath(url.pathname);
          if (canonical) throw redirect(`${canonical}${url.search}`, 301);
          return null;
        },
        Component: NotFoundPage,
        handle: notFound,
      },
    ],
  },
];
