/** Constants of the public content, free of zod so the browser bundle stays small. */

export const FEATURE_ICONS = ['courses', 'books', 'teachers', 'certificate'] as const;
export type FeatureIcon = (typeof FEATURE_ICONS)[number];

export const PAGE_KINDS = ['catalogue', 'duration'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** The heading and intro every 'Our Courses' page carries (specification, section 2). */
export const OUR_COURSES_HEADING = 'Our Courses';
export const OUR_COURSES_INTRO =
  'We have selected all the courses ideally for the student for their better improvement in technical career prospect.';

/** The shared book picture of the course cards, and its intrinsic size. */
export const COURSE_CARD_IMAGE = { src: '/images/course-book.svg', width: 320, height: 200 };

/** The path of a content page from its kind and slug. */
export function pagePath(kind: PageKind, slug: string): string {
  return kind === 'catalogue' ? `/course/${slug}` : `/${slug}`;
}
