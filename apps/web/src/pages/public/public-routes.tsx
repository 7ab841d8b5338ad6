import type { I18n, MessageId } from '@lingui/core';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { CataloguePage } from '@institute/shared/content/content';
import type { PageMeta, RouteHandle } from '../../lib/page-meta';
import { loadContent } from '../../features/content/api/content-api';
import { HomePage } from './home-page';
import { RouteError } from './route-error';

const handle = (title: MessageId, description: MessageId): RouteHandle => ({
  i18nMeta: { title, description },
});

const loader =
  (path: (args: LoaderFunctionArgs) => string) =>
  (args: LoaderFunctionArgs): Promise<unknown> =>
    loadContent(path(args), args.context);

const lazyCatalogue = async () => ({
  Component: (await import('./catalogue-page')).CataloguePage,
});

/**
 * The <title> and description of an 'Our Courses' page: its saved title and summary (head office
 * edits them), so that they follow the content.
 */
const coursePageMeta = (data: unknown, i18n?: I18n): PageMeta | undefined => {
  const page = data as Partial<CataloguePage> | undefined;
  const ourCourses = i18n ? i18n._('public.meta.catalogue.title') : 'Our Courses';
  return page?.title && page.summary
    ? { title: `${page.title} - ${ourCourses}`, description: page.summary }
    : undefined;
};

/**
 * The duration pages of the plans (/one ... /twentyfour), with their title and description until
 * the page's content names them.
 */
const DURATIONS: [slug: string, title: MessageId, description: MessageId][] = [
  ['one', 'public.meta.one.title', 'public.meta.one.description'],
  ['three', 'public.meta.three.title', 'public.meta.three.description'],
  ['six', 'public.meta.six.title', 'public.meta.six.description'],
  ['twelve', 'public.meta.twelve.title', 'public.meta.twelve.description'],
  ['eighteen', 'public.meta.eighteen.title', 'public.meta.eighteen.description'],
  ['twentyfour', 'public.meta.twentyfour.title', 'public.meta.twentyfour.description'],
];

/** Every public page of the website, children of the root layout. */
export const publicRoutes: RouteObject[] = [
  {
    index: true,
    Component: HomePage,
    loader: loader(() => '/api/content/home'),
    ErrorBoundary: RouteError,
    // The title is the institute's name (the same in both languages): the page shows it alone.
    handle: handle('public.meta.home.title', 'public.meta.home.description'),
  },
  {
    path: 'about',
    lazy: async () => ({ Component: (await import('./about-page')).AboutPage }),
    // Its defaults (shown until head office writes the page) come with its loader.
    loader: async ({ context }: LoaderFunctionArgs) =>
      (await import('../../features/content/about')).loadAbout(context),
    handle: handle('public.meta.about.title', 'public.meta.about.description'),
  },
  {
    path: 'course',
    lazy: async () => ({ Component: (await import('./course-plans-page')).CoursePlansPage }),
    loader: loader(() => '/api/content/courses'),
    ErrorBoundary: RouteError,
    handle: handle('public.meta.course.title', 'public.meta.course.description'),
  },
  {
    // Every catalogue page, those of the seed and those head office adds.
    path: 'course/:slug',
    lazy: lazyCatalogue,
    loader: loader(({ params }) => `/api/content/pages/${encodeURIComponent(params.slug ?? '')}`),
    ErrorBoundary: RouteError,
    handle: {
      ...handle('public.meta.catalogue.title', 'public.meta.catalogue.description'),
      metaFromData: coursePageMeta,
    },
  },
  ...DURATIONS.map(([slug, title, description]): RouteObject => ({
    path: slug,
    lazy: lazyCatalogue,
    loader: loader(() => `/api/content/pages/${slug}`),
    ErrorBoundary: RouteError,
    handle: {
      ...handle(title, description),
      metaFromData: coursePageMeta,
    },
  })),
  {
    path: 'contact',
    lazy: async () => ({ Component: (await import('./contact-page')).ContactPage }),
    handle: handle('public.meta.contact.title', 'public.meta.contact.description'),
  },
  {
    path: 'gallery',
    lazy: async () => ({ Component: (await import('./gallery-page')).GalleryPage }),
    loader: loader(() => '/api/gallery'),
    ErrorBoundary: RouteError,
    handle: handle('public.meta.gallery.title', 'public.meta.gallery.description'),
  },
];
