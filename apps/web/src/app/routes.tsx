import { redirect, type RouteObject } from 'react-router';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { canonicalDashboardPath } from './dashboard-sections';
import type { RouteHandle } from './page-meta';
import { RootLayout } from './root-layout';

const notFound: RouteHandle = {
  notFound: true,
  meta: {
    title: '404 - Page Not Found',
    description: "The page you're looking for doesn't exist.",
  },
};

/** Every route of the web app, for the browser router and the server renderer alike. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    children: [
      { index: true, Component: HomePage },
      { path: 'notfound', Component: NotFoundPage, handle: notFound },
      { path: '*', Component: NotFoundPage, handle: notFound },
    ],
  },
  {
    path: '/dashboard',
    // The dashboard is its own bundle: visitors of the public site never download it.
    lazy: async () => ({ Component: (await import('./dashboard-layout')).DashboardLayout }),
    handle: { meta: { title: 'Dashboard', description: 'Staff dashboard' } } satisfies RouteHandle,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../pages/dashboard/dashboard-home-page')).DashboardHomePage,
        }),
      },
      {
        path: '*',
        // The specification's lower-case spellings (/dashboard/addstudent) lead to the same screen.
        loader: ({ request }) => {
          const url = new URL(request.url);
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
