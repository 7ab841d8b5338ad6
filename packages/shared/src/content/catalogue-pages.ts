import '../zod-setup';
import { z } from 'zod';
import { PAGE_KINDS } from './constants';
import { draftPictureId } from './media';

/**
 * What head office edits of the 'Our Courses' pages (issue 17, decision 0028): the catalogue pages
 * under /course (added, renamed, ordered, removed) and the course cards of every catalogue and
 * duration page, each card with an optional uploaded picture. The public pages read them through
 * /api/content/courses and /api/content/pages/:slug; the editor writes them under
 * /api/dashboard/content/course-pages and /api/dashboard/content/course-cards.
 */

export const CATALOGUE_MESSAGES = {
  pageTitle: 'Enter the page’s title',
  pageSummary: 'Enter a short summary of the page',
  slug: 'Use letters or digits in the title: its address is made from them',
  slugTaken: (slug: string) =>
    `A page at /course/${slug} already exists: choose another title, or edit that page`,
  pageHasCards: (cards: number) =>
    `This page still holds ${cards} course${cards === 1 ? '' : 's'}. Remove them first, then remove the page.`,
  durationPage: 'A duration page belongs to its plan: edit its courses, it cannot be removed here.',
  cardTitle: 'Enter the course’s title',
  semester: 'Enter the semester text, for example Semester 1',
  description: 'Enter the subjects, one semester per line',
  alt: 'Describe the picture for people who cannot see it (alt text)',
  noPicture: 'This course shows the shared book picture: there is no picture to remove.',
  order: 'The list changed since you opened it. Reload, then order it again.',
  tooLong: (max: number) => `Use at most ${max} characters`,
} as const;

const text = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, CATALOGUE_MESSAGES.tooLong(max));

const version = z.number().int().min(0);
const id = z.number().int().positive();

/** The address of a page made from its title: lowercase letters, digits and hyphens. */
export function slugOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

// ---- Pages ---------------------------------------------------------------------------------

export const coursePageInputSchema = z.object({
  title: text(100, CATALOGUE_MESSAGES.pageTitle).refine(
    // An empty title has its own message.
    (title) => title === '' || slugOf(title) !== '',
    CATALOGUE_MESSAGES.slug,
  ),
  summary: text(300, CATALOGUE_MESSAGES.pageSummary),
});
export type CoursePageInput = z.input<typeof coursePageInputSchema>;
export type CoursePageValues = z.output<typeof coursePageInputSchema>;

export const saveCoursePageSchema = coursePageInputSchema.extend({ version });

export const editableCoursePageSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  kind: z.enum(PAGE_KINDS),
  /** Where the page lives: /course/<slug> or /<slug>. */
  path: z.string(),
  title: z.string(),
  summary: z.string(),
  cardCount: z.number().int(),
  position: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type EditableCoursePage = z.infer<typeof editableCoursePageSchema>;

/** A new order of a whole list: every item, each at the version the editor read. */
export const courseOrderSchema = z.object({
  items: z.array(z.object({ id, version })).min(1).max(500),
});
export type CourseOrderInput = z.infer<typeof courseOrderSchema>;

// ---- Course cards --------------------------------------------------------------------------

export const courseCardInputSchema = z.object({
  title: text(200, CATALOGUE_MESSAGES.cardTitle),
  semester: text(100, CATALOGUE_MESSAGES.semester),
  description: z
    .string({ error: CATALOGUE_MESSAGES.description })
    .max(4000, CATALOGUE_MESSAGES.tooLong(4000))
    // One semester per line: blank lines and spaces at the ends go.
    .transform((value) =>
      value
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '')
        .join('\n'),
    )
    .pipe(z.string().min(1, CATALOGUE_MESSAGES.description)),
  /** The alt text of the card's picture ('' while it shows the book picture). */
  imageAlt: z.string().trim().max(255, CATALOGUE_MESSAGES.tooLong(255)).default(''),
});

/**
 * A draft of a course (decision 0038): its words; for a new course the page it goes on; and the
 * id of a picture uploaded for the draft (a new course's, or a course's new picture).
 */
export const courseCardDraftSchema = courseCardInputSchema.extend({
  pageId: z
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .optional(),
  picture: draftPictureId.optional(),
});
export type CourseCardDraft = z.output<typeof courseCardDraftSchema>;
export type CourseCardInput = z.input<typeof courseCardInputSchema>;
export type CourseCardValues = z.output<typeof courseCardInputSchema>;

export const saveCourseCardSchema = courseCardInputSchema.extend({ version });

/** The fields sent with an uploaded picture (multipart, with the file `image`). */
export const cardPictureFieldsSchema = z.object({
  alt: text(255, CATALOGUE_MESSAGES.alt),
  version: z.coerce.number().int().min(0),
});

export const editableCourseCardSchema = z.object({
  id: z.number().int(),
  pageId: z.number().int(),
  title: z.string(),
  semester: z.string(),
  description: z.string(),
  /** The picture pages load by default (the book picture when none was uploaded). */
  imageUrl: z.string(),
  /** Whether head office uploaded a picture for this course. */
  hasPicture: z.boolean(),
  srcset: z.string(),
  imageAlt: z.string(),
  position: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type EditableCourseCard = z.infer<typeof editableCourseCardSchema>;
