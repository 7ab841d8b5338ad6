import { dashboardScreen } from '../dashboard-screen';
import type { RouteHandle } from '../../lib/page-meta';
import type { AreaRoutes } from './area-routes';

/** Head office's editing of the public website and its course catalogue (issue 17). */
export const websiteRoutes: AreaRoutes = {
  dashboard: [
    {
      path: 'Website',
      caseSensitive: true,
      lazy: dashboardScreen('Website'),
      handle: {
        i18nMeta: { title: 'website.meta.title', description: 'website.meta.description' },
      } satisfies RouteHandle,
    },
    {
      path: 'Website/setup',
      caseSensitive: true,
      lazy: dashboardScreen('Website/setup'),
      handle: {
        i18nMeta: {
          title: 'website.meta.setup.title',
          description: 'website.meta.setup.description',
        },
      } satisfies RouteHandle,
    },
    {
      path: 'Courses',
      caseSensitive: true,
      lazy: dashboardScreen('Courses'),
      handle: {
        i18nMeta: { title: 'courses.meta.title', description: 'courses.meta.description' },
      } satisfies RouteHandle,
    },
    {
      path: 'Website/Hindi',
      caseSensitive: true,
      lazy: dashboardScreen('Website/Hindi'),
      handle: {
        i18nMeta: { title: 'contentHindi.title', description: 'contentHindi.metaDescription' },
      } satisfies RouteHandle,
    },
    {
      path: 'Website/coverage',
      caseSensitive: true,
      lazy: dashboardScreen('Website/coverage'),
      handle: {
        i18nMeta: {
          title: 'contentCoverage.title',
          description: 'contentCoverage.metaDescription',
        },
      } satisfies RouteHandle,
    },
  ],
  topLevel: [],
  public: [],
};
