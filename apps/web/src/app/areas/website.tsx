import type { RouteHandle } from '../../lib/page-meta';
import type { AreaRoutes } from './area-routes';

/** Head office's editing of the public website and its course catalogue (issue 17). */
export const websiteRoutes: AreaRoutes = {
  dashboard: [
    {
      path: 'Website',
      caseSensitive: true,
      lazy: async () => ({
        Component: (await import('../../features/content/screens/site-content-page'))
          .SiteContentPage,
      }),
      handle: {
        meta: {
          title: 'Website',
          description: "The website's settings and notices, edited by head office.",
        },
      } satisfies RouteHandle,
    },
    {
      path: 'Website/setup',
      caseSensitive: true,
      lazy: async () => ({
        Component: (await import('../../features/content/screens/site-setup-page')).SiteSetupPage,
      }),
      handle: {
        meta: {
          title: 'Set up your website',
          description: "The website's contact details and links, asked for in four steps.",
        },
      } satisfies RouteHandle,
    },
    {
      path: 'Courses',
      caseSensitive: true,
      lazy: async () => ({
        Component: (await import('../../features/content/screens/course-catalogue-page'))
          .CourseCataloguePage,
      }),
      handle: {
        meta: {
          title: 'Courses',
          description: 'The course catalogue admissions, exams and fees choose from.',
        },
      } satisfies RouteHandle,
    },
    {
      path: 'Website/Hindi',
      caseSensitive: true,
      lazy: async () => ({
        Component: (await import('../../features/content/screens/website-hindi-page'))
          .WebsiteHindiPage,
      }),
      handle: {
        i18nMeta: { title: 'contentHindi.title', description: 'contentHindi.metaDescription' },
      } satisfies RouteHandle,
    },
  ],
  topLevel: [],
  public: [],
};
