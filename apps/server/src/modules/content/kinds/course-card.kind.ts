import { apiErrorSchema } from '@institute/shared/api-error-schema';
import {
  CATALOGUE_MESSAGES,
  cardPictureFieldsSchema,
  courseCardInputSchema,
  courseOrderSchema,
  editableCourseCardSchema,
  saveCourseCardSchema,
  type CourseCardValues,
  type EditableCourseCard,
} from '@institute/shared/content/catalogue-pages';
import { COURSE_CARD_IMAGE } from '@institute/shared/content/constants';
import { defaultVariant, mediaUrl, parseVariants, srcsetOf } from '../../files/media-store';
import { errors, uploadErrors } from '../content-routes-kit';
import { valueOf } from '../history-kinds';
import { differences } from '../ordered-rows';
import { contentKind } from './content-kind';

interface CardRow {
  id: number;
  page_id: number;
  title: string;
  semester: string;
  description: string;
  image: string | null;
  variants: string | null;
  image_width: number | null;
  image_height: number | null;
  image_alt: string;
  position: number;
  version: number;
  updated_at: string;
}

/** A card's picture as pages show it: its stored widths, or the shared book picture. */
export function cardPicture(row: {
  image: string | null;
  variants: string | null;
  image_width: number | null;
  image_height: number | null;
  image_alt: string;
}) {
  const variants = parseVariants(row.variants);
  if (!row.image || variants.length === 0) {
    return {
      image: row.image ?? COURSE_CARD_IMAGE.src,
      srcset: '',
      width: COURSE_CARD_IMAGE.width,
      height: COURSE_CARD_IMAGE.height,
      alt: '',
    };
  }
  const shown = defaultVariant(variants);
  return {
    image: mediaUrl(shown.fileId),
    srcset: srcsetOf(variants),
    width: row.image_width ?? shown.width,
    height: row.image_height ?? shown.height,
    alt: row.image_alt,
  };
}

/** The fields of a card its history keeps and undoes. */
const fieldsOf = (card: CardRow) => ({
  title: card.title,
  semester: card.semester,
  description: card.description,
  imageAlt: card.image_alt,
});

/** What a card's audit entry keeps to put it back: its words, picture (files kept) and place. */
const audited = (card: CardRow) => ({
  pageId: card.page_id,
  ...fieldsOf(card),
  image: card.image,
  variants: card.variants,
  imageWidth: card.image_width,
  imageHeight: card.image_height,
  position: card.position,
});

/**
 * The courses of an 'Our Courses' page (decision 0028), a list inside each page (decision 0091:
 * the engine's parent scope): added at the end of their page, put in order within it, each with
 * an optional picture of its own through the image pipeline (else the shared book picture), given
 * and taken away through its own routes. Its drafts: catalogue-draft-kinds.ts.
 */
export const courseCardKind = contentKind<CardRow, EditableCourseCard, CourseCardValues>({
  path: 'course-cards',
  table: 'course_cards',
  parent: {
    table: 'content_pages',
    column: 'page_id',
    key: 'pageId',
    path: 'course-pages',
    children: 'cards',
    notFound: 'No such course page',
  },
  columns: [
    'id',
    'page_id',
    'title',
    'semester',
    'description',
    'image',
    'variants',
    'image_width',
    'image_height',
    'image_alt',
    'position',
    'version',
    'updated_at',
  ],
  orderBy: ['position', 'id'],
  entity: 'course_card',
  notFound: 'No such course',
  schemas: {
    input: courseCardInputSchema,
    save: saveCourseCardSchema,
    editable: editableCourseCardSchema,
    order: courseOrderSchema,
  },
  summaries: {
    list: 'The courses of a page, in order (editors)',
    create: 'Add a course (title, semester, description) at the end of a page',
    reorder: 'Put every course of a page in a new order; 409 if one changed since',
    update: "Save a course's words; 409 if someone else saved it since `version`",
    remove: 'Remove a course at `version`',
  },
  reorder: {
    entity: 'course_card_order',
    line: 'Courses of a page reordered',
    stale: CATALOGUE_MESSAGES.order,
  },
  routes: {
    guardList: true,
    listErrors: { ...errors, 404: apiErrorSchema },
    writeErrors: uploadErrors,
  },
  optionalPicture: {
    columns: {
      image: 'image',
      variants: 'variants',
      imageWidth: 'image_width',
      imageHeight: 'image_height',
      imageAlt: 'image_alt',
    },
    altField: 'imageAlt',
    altMissing: CATALOGUE_MESSAGES.alt,
    noPicture: CATALOGUE_MESSAGES.noPicture,
    form: cardPictureFieldsSchema,
    summaries: {
      set: 'Give a course its own picture (multipart: image, alt, version)',
      remove: 'Show the shared book picture again on a course, at `version`',
    },
    lines: { changed: 'Course picture changed: {item}', removed: 'Course picture removed: {item}' },
  },

  toItem: (row) => {
    const picture = cardPicture(row);
    return {
      id: row.id,
      pageId: row.page_id,
      title: row.title,
      semester: row.semester,
      description: row.description,
      imageUrl: picture.image,
      hasPicture: picture.srcset !== '',
      srcset: picture.srcset,
      imageAlt: row.image_alt,
      position: row.position,
      version: row.version,
      updatedAt: row.updated_at,
    };
  },
  // The alt text is the picture's: kind-optional-picture.ts writes it.
  toRow: (card) => ({ title: card.title, semester: card.semester, description: card.description }),
  audit: {
    create: audited,
    delete: audited,
    // Its page and name even when unchanged, so the History says which course was edited.
    update: (before, after) => ({
      pageId: before.page_id,
      name: after.title,
      ...differences(fieldsOf(before), fieldsOf(after)),
    }),
  },

  fields: ['title', 'semester', 'description', 'imageAlt'],
  name: (card) => card.title,
  fromChanges: (changes) => ({
    title: String(changes.title ?? ''),
    semester: String(changes.semester ?? ''),
    description: String(changes.description ?? ''),
    imageAlt: String(changes.imageAlt ?? ''),
  }),
  lines: {
    what: 'Course',
    create: 'Course added: {item}',
    update: 'Course edited: {item}',
    delete: 'Course removed: {item}',
  },
  // The title saved, else the one at the time of the save.
  historyName: (changes) => valueOf(changes, 'title') ?? changes.name,
});
