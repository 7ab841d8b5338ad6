import {
  MAX_SLIDES,
  MEDIA_MESSAGES,
  editableSlideSchema,
  orderSchema,
  saveSlideSchema,
  slideInputSchema,
  type EditableSlide,
  type OrderInput,
  type SlideInput,
} from '@institute/shared/content/media';
import { z } from 'zod';
import { valueOf } from '../history-kinds';
import { contentKind } from './content-kind';
import { PICTURE_COLUMNS, pictureOf } from './kind-pictures';

interface SlideRow {
  id: number;
  image: string;
  variants: string | null;
  width: number;
  height: number;
  alt: string;
  title: string;
  text: string;
  link: string;
  position: number;
  version: number;
}

const WORDS = ['alt', 'title', 'text', 'link'] as const;

/** What a slide's audit entry keeps: enough to put it back, picture and place, after a removal. */
const audited = (row: SlideRow) => ({
  alt: row.alt,
  title: row.title,
  text: row.text,
  link: row.link,
  image: row.image,
  variants: row.variants,
  width: row.width,
  height: row.height,
  position: row.position,
});

/**
 * The hero slides of the home page (at most ten): one picture each, added with its words in one
 * multipart form; a slide's words are saved, the slides reordered and removed. A removed slide's
 * picture is kept (so that its removal can be undone). Its drafts: catalogue-draft-kinds.ts.
 */
export const slideKind = contentKind<SlideRow, EditableSlide, SlideInput>({
  path: 'slides',
  table: 'banners',
  columns: [
    'id',
    'image',
    'variants',
    'width',
    'height',
    'alt',
    'title',
    'text',
    'link',
    'position',
    'version',
  ],
  orderBy: ['position', 'id'],
  entity: 'slide',
  notFound: 'No such slide',
  schemas: {
    input: slideInputSchema,
    save: saveSlideSchema,
    editable: editableSlideSchema,
    order: orderSchema as unknown as z.ZodType<{ items: { id: number; version: number }[] }>,
  },
  summaries: {
    list: 'The hero slides in order',
    create: 'Add a slide (multipart: image, alt, title, text, link); at most 10',
    reorder: 'Put the slides in this order (every slide at its version)',
    update: "Save a slide's words; 409 if someone else saved it since `version`",
    remove: 'Remove a slide at `version`',
  },
  reorder: {
    entity: 'slide_order',
    line: 'Slides reordered',
    entityId: 'slides',
    stale: MEDIA_MESSAGES.orderChanged,
    lost: MEDIA_MESSAGES.orderChanged,
    items: (body: OrderInput) => body.order,
  },
  routes: { guardList: true },
  picture: {
    field: 'image',
    label: 'The picture',
    form: {
      alt: z.string(),
      title: z.string().optional(),
      text: z.string().optional(),
      link: z.string().optional(),
    },
    fromForm: (fields) => ({
      alt: fields.alt ?? '',
      title: fields.title ?? '',
      text: fields.text ?? '',
      link: fields.link ?? '',
    }),
    limit: { count: MAX_SLIDES, message: MEDIA_MESSAGES.tooManySlides },
  },

  toItem: (row) => {
    const { image, srcset } = pictureOf(row);
    return {
      id: row.id,
      imageUrl: image,
      srcset,
      width: row.width,
      height: row.height,
      alt: row.alt,
      title: row.title,
      text: row.text,
      link: row.link,
      position: row.position,
      version: row.version,
    };
  },
  toRow: (slide) => ({
    alt: slide.alt,
    title: slide.title ?? '',
    text: slide.text ?? '',
    link: slide.link ?? '',
  }),
  audit: {
    create: audited,
    delete: audited,
    // The words and picture columns that changed, each as [before, after].
    update: (before, after) =>
      Object.fromEntries(
        [...WORDS, ...PICTURE_COLUMNS]
          .filter((field) => before[field] !== after[field])
          .map((field) => [field, [before[field], after[field]]]),
      ),
  },

  fields: WORDS,
  name: (slide) => slide.title || slide.alt,
  fromChanges: (changes) => ({
    alt: String(changes.alt ?? ''),
    title: String(changes.title ?? ''),
    text: String(changes.text ?? ''),
    link: String(changes.link ?? ''),
  }),
  lines: {
    what: 'Slide',
    create: 'Slide added: {item}',
    update: 'Slide edited: {item}',
    delete: 'Slide removed: {item}',
  },
  historyName: (changes) => valueOf(changes, 'title') || valueOf(changes, 'alt'),
});
