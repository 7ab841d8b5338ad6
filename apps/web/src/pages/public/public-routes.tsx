import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { INSTITUTE_NAME } from '../../lib/site';
import type { RouteHandle } from '../../lib/page-meta';
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

/** The catalogue pages of the seed, each with a title and description of its own. */
const CATALOGUES: [slug: string, title: string, description: string][] = [
  [
    'certificate',
    'Short Certificate Courses',
    'Short certificate courses in office software, accounting, typing, programming and design.',
  ],
  ['diploma', 'Diploma Courses', 'Diploma courses in computers, trades, beauty and services.'],
  [
    'advance-diploma',
    'Advance Diploma Courses',
    'Advance diploma courses in computing, fine art, dance, music, yoga, cooking and journalism, graded from Junior 1st year to Teacher Training 9th year.',
  ],
  [
    'health-care',
    'Health Care Courses',
    'Health care diplomas: general duty assistant, patient care assistant and medical laboratory technology.',
  ],
  [
    'professional',
    'Professional IT Courses',
    'Job-oriented IT courses in accounting, programming, web, design, networking, data and cloud.',
  ],
];

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
  ...CATALOGUES.map(([slug, title, description]): RouteObject => ({
    path: `course/${slug}`,
    lazy: lazyCatalogue,
    loader: loader(() => `/api/content/pages/${slug}`),
    ErrorBoundary: RouteError,
    handle: handle(`${title} - Our Courses`, description),
  })),
  {
    // Catalogue pages staff add later.
    path: 'course/:slug',
    lazy: lazyCatalogue,
    loader: loader(({ params }) => `/api/content/pages/${encodeURIComponent(params.slug ?? '')}`),
    ErrorBoundary: RouteError,
    handle: handle('Our Courses', 'Courses of our training centres.'),
  },
  ...DURATIONS.map(([slug, label]): RouteObject => ({
    path: slug,
    lazy: lazyCatalogue,
    loader: loader(() => `/api/content/pages/${slug}`),
    ErrorBoundary: RouteError,
    handle: handle(
      `${label} Courses - Our Courses`,
      `Our ${label.toLowerCase()} courses, with their semesters and subjects.`,
    ),
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
