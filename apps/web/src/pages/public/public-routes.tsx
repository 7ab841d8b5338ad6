import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { INSTITUTE_NAME } from '../../lib/site';
import type { CataloguePage } from '@institute/shared/content/content';
import type { PageMeta, RouteHandle } from '../../lib/page-meta';
import { loadContent } from '../../features/content/api/content-api';
import { loadAbout } from '../../features/content/about';
import { AboutPage } from './about-page';
import { HomePage } from './home-page';
import { RouteError } from './route-error';

const handle = (title: string, description: string): RouteHandle => ({
  meta: { title, description },
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
const coursePageMeta = (data: unknown): PageMeta | undefined => {
  const page = data as Partial<CataloguePage> | undefined;
  return page?.title && page.summary
    ? { title: `${page.title} - Our Courses`, description: page.summary }
    : undefined;
};

/** The duration pages of the plans (/one ... /twentyfour). */
const DURATIONS: [slug: string, label: string][] = [
  ['one', '1 Month'],
  ['three', '3 Months'],
  ['six', '6 Months'],
  ['twelve', '12 Months'],
  ['eighteen', '18 Months'],
  ['twentyfour', '24 Months'],
];

/** Every public page of the website, children of the root layout. */
export const publicRoutes: RouteObject[] = [
  {
    index: true,
    Component: HomePage,
    loader: loader(() => '/api/content/home'),
    ErrorBoundary: RouteError,
    handle: handle(
      INSTITUTE_NAME,
      'Computer and vocational training courses from one month to two years: certificates, diplomas and advance diplomas across our network of centres.',
    ),
  },
  {
    path: 'about',
    Component: AboutPage,
    loader: ({ context }: LoaderFunctionArgs) => loadAbout(context),
    handle: handle(
      'About Us',
      'Over 33 years of computer and vocational training: 125+ successful projects and 52+ happy clients.',
    ),
  },
  {
    path: 'course',
    lazy: async () => ({ Component: (await import('./course-plans-page')).CoursePlansPage }),
    loader: loader(() => '/api/content/courses'),
    ErrorBoundary: RouteError,
    handle: handle(
      'Choose Your Course Duration',
      'Course plans of 1, 3, 6, 12, 18 and 24 months, and our catalogues of certificate, diploma and advance diploma courses.',
    ),
  },
  {
    // Every catalogue page, those of the seed and those head office adds.
    path: 'course/:slug',
    lazy: lazyCatalogue,
    loader: loader(({ params }) => `/api/content/pages/${encodeURIComponent(params.slug ?? '')}`),
    ErrorBoundary: RouteError,
    handle: {
      ...handle('Our Courses', 'Courses of our training centres.'),
      metaFromData: coursePageMeta,
    },
  },
  ...DURATIONS.map(([slug, label]): RouteObject => ({
    path: slug,
    lazy: lazyCatalogue,
    loader: loader(() => `/api/content/pages/${slug}`),
    ErrorBoundary: RouteError,
    handle: {
      ...handle(
        `${label} Courses - Our Courses`,
        `Our ${label.toLowerCase()} courses, with their semesters and subjects.`,
      ),
      metaFromData: coursePageMeta,
    },
  })),
  {
    path: 'contact',
    lazy: async () => ({ Component: (await import('./contact-page')).ContactPage }),
    handle: handle(
      'Contact Us',
      'Send us a message about courses, admissions or certificates, or call and visit our centre.',
    ),
  },
  {
    path: 'gallery',
    lazy: async () => ({ Component: (await import('./gallery-page')).GalleryPage }),
    loader: loader(() => '/api/gallery'),
    ErrorBoundary: RouteError,
    handle: handle(
      'Gallery',
      'Pictures of our computer labs, classes, workshops and certificate days.',
    ),
  },
];
