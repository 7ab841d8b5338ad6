import { apiErrorSchema } from '@institute/shared/api-error-schema';
import { ERROR_CODES } from '@institute/shared/api-error';
import {
  CATALOGUE_MESSAGES,
  courseOrderSchema,
  coursePageInputSchema,
  editableCoursePageSchema,
  saveCoursePageSchema,
  slugOf,
  type CoursePageValues,
  type EditableCoursePage,
} from '@institute/shared/content/catalogue-pages';
import { pagePath } from '@institute/shared/content/constants';
import type { CataloguePage, CoursesContent } from '@institute/shared/content/content';
import { AppError, notFound } from '../../../lib/errors';
import { errors, uploadErrors } from '../content-routes-kit';
import { shortTitle } from '../draft-kinds';
import { valueOf } from '../history-kinds';
import { contentKind, isUniqueViolation, type KindEditorView } from './content-kind';

interface CoursePageRow {
  id: number;
  slug: string;
  kind: 'catalogue' | 'duration';
  title: string;
  summary: string;
  position: number;
  version: number;
  updated_at: string;
  card_count: number | string;
}

const COLUMNS = [
  'content_pages.id',
  'content_pages.slug',
  'content_pages.kind',
  'content_pages.title',
  'content_pages.summary',
  'content_pages.position',
  'content_pages.version',
  'content_pages.updated_at',
] as const;

const conflict = (message: string) => new AppError(409, ERROR_CODES.conflict, message);
const slugTaken = (slug: string) => {
  const message = CATALOGUE_MESSAGES.slugTaken(slug);
  return new AppError(400, ERROR_CODES.validation, message, { title: [message] });
};

/** The page a draft names (404 with `message` when it is gone). */
async function pageOf(editor: KindEditorView<EditableCoursePage>, id: number) {
  const page = await editor.item(id);
  if (!page) throw notFound('No such course page');
  return page;
}

/**
 * The 'Our Courses' pages (decision 0028): catalogue pages head office adds, renames, orders and
 * removes (an empty one), and the duration pages of the plans (renamed only). A page's address is
 * made from its title once, when it is added; its course cards are edited in catalogue-pages.
 */
export const coursePageKind = contentKind<CoursePageRow, EditableCoursePage, CoursePageValues>({
  path: 'course-pages',
  table: 'content_pages',
  columns: COLUMNS,
  // With the number of courses each holds.
  query: (db) =>
    db
      .selectFrom('content_pages')
      .leftJoin('course_cards', 'course_cards.page_id', 'content_pages.id')
      .select(COLUMNS)
      .select((eb) => eb.fn.count<number | string>('course_cards.id').as('card_count'))
      .groupBy(COLUMNS),
  orderBy: ['content_pages.position', 'content_pages.id'],
  entity: 'course_page',
  notFound: 'No such course page',
  schemas: {
    input: coursePageInputSchema,
    save: saveCoursePageSchema,
    editable: editableCoursePageSchema,
    order: courseOrderSchema,
  },
  summaries: {
    list: "The 'Our Courses' pages (catalogue and duration), in order (editors)",
    create: 'Add a catalogue page (title, summary); its address is made from the title',
    reorder: 'Put every catalogue page in a new order; 409 if one changed since',
    update: "Save a page's title and summary; 409 if someone else saved it since `version`",
    remove: 'Remove an empty catalogue page at `version`',
  },
  // The catalogue pages only: the duration pages follow their plans.
  reorder: {
    entity: 'course_page_order',
    line: 'Catalogue pages reordered',
    of: (pages) => pages.filter((page) => page.kind === 'catalogue'),
    entityId: 'catalogue',
    stale: CATALOGUE_MESSAGES.order,
  },
  routes: {
    guardList: true,
    listErrors: { ...errors, 404: apiErrorSchema },
    writeErrors: uploadErrors,
  },

  toItem: (row) => ({
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    path: pagePath(row.kind, row.slug),
    title: row.title,
    summary: row.summary,
    cardCount: Number(row.card_count),
    position: row.position,
    version: row.version,
    updatedAt: row.updated_at,
  }),
  toRow: (page) => ({ title: page.title, summary: page.summary }),
  // A new page is a catalogue page; its address is made from its title (an undo: the one it had).
  insertRow: (page, restored) => ({
    slug: restored ? String(restored.slug ?? '') : slugOf(page.title),
    kind: 'catalogue',
    title: page.title,
    summary: page.summary,
  }),
  async checkInsert(values, find) {
    if (await find('slug', values.slug)) throw slugTaken(String(values.slug));
  },
  // Another editor added a page at this address between the check and the insert.
  uniqueViolation: (error, _page, values) =>
    isUniqueViolation(error) ? slugTaken(String(values.slug)) : undefined,
  checkDelete(row) {
    if (row.kind !== 'catalogue') throw conflict(CATALOGUE_MESSAGES.durationPage);
    const cards = Number(row.card_count);
    if (cards > 0) throw conflict(CATALOGUE_MESSAGES.pageHasCards(cards));
  },
  // A course added to the page meanwhile: say so rather than "changed since".
  deleteRefused: (now, version) =>
    now && now.version === version && Number(now.card_count) > 0
      ? conflict(CATALOGUE_MESSAGES.pageHasCards(Number(now.card_count)))
      : undefined,

  fields: ['title', 'summary'],
  name: (page) => page.title,
  fromChanges: (changes) => ({
    title: String(changes.title ?? ''),
    summary: String(changes.summary ?? ''),
  }),
  lines: {
    what: 'Course page',
    create: 'Course page added: {item}',
    update: 'Course page edited: {item}',
    delete: 'Course page removed: {item}',
  },
  historyName: (changes) => valueOf(changes, 'title') ?? changes.name,
  audit: {
    create: (after) => ({
      title: after.title,
      summary: after.summary,
      slug: after.slug,
      position: after.position,
    }),
    delete: (before) => ({
      title: before.title,
      summary: before.summary,
      slug: before.slug,
      position: before.position,
    }),
  },

  // A page's title and summary (a page is added by saving it).
  draft: {
    name: 'course_page',
    label: 'Course page',
    shape: 'existing',
    title: (data) => shortTitle(data.title),
    previewPath: async (_data, itemId, editor) => (await pageOf(editor, itemId!)).path,
    overlays: {
      '/api/content/pages/:slug': async (answer: CataloguePage, data, itemId, _user, editor) =>
        answer.slug === (await pageOf(editor, itemId!)).slug
          ? { ...answer, title: data.title, summary: data.summary }
          : answer,
      '/api/content/courses': async (answer: CoursesContent, data, itemId, _user, editor) => {
        const { slug } = await pageOf(editor, itemId!);
        return {
          ...answer,
          pages: answer.pages.map((page) =>
            page.slug === slug ? { ...page, title: data.title, summary: data.summary } : page,
          ),
        };
      },
    },
  },

  translation: {
    kind: 'page',
    title: (page) => page.title,
    fields: (page) => [
      ['title', page.title],
      ['summary', page.summary],
    ],
  },
});
