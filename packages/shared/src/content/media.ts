import '../zod-setup';
import { z } from 'zod';
import { SITE_MESSAGES } from './site';

/**
 * Hero slides and the gallery as head office edits them (issue 17): uploaded images are checked,
 * re-encoded and stored in responsive widths by the server; the editor writes under
 * /api/dashboard/content/slides and /api/dashboard/content/gallery.
 */

export const MAX_SLIDES = 10;
/** The photos one draft of an album holds at most (decision 0039). */
export const MAX_DRAFT_PHOTOS = 50;

export const MEDIA_MESSAGES = {
  alt: 'Describe the picture for people who cannot see it (alt text)',
  title: 'Enter a title',
  image: 'Choose a picture (JPEG, PNG or WebP, at most 5 MB)',
  link: 'Enter a page of this website (starting with /) or a full link starting with https://',
  tooManySlides: `The carousel holds at most ${MAX_SLIDES} slides. Remove one before adding another.`,
  albumTitle: 'Enter the album’s title',
  albumNotEmpty: (photos: number) =>
    `This album still holds ${photos} photo${photos === 1 ? '' : 's'}. Delete them first, then delete the album.`,
  orderChanged:
    'The list changed since you opened it (someone added, removed or moved an item). Reload and try again.',
  photoDeleteNotUndoable: 'A deleted photo’s files are removed: it cannot be restored.',
  tooManyDraftPhotos: `A draft holds at most ${MAX_DRAFT_PHOTOS} photos. Publish it, then start another.`,
  samePhotoTwice: 'The same photo is in the draft twice',
} as const;

const text = (max: number) => z.string().trim().max(max, SITE_MESSAGES.tooLong(max)).default('');
const required = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, SITE_MESSAGES.tooLong(max));

const HTTPS_LINK = /^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#]\S*)?$/i;
/** An internal path (/courses, /course/tally#fees), never //host; or an https:// link. */
const INTERNAL_PATH = /^\/(?!\/)[^\s\\]*$/;

export const slideLink = z
  .string()
  .trim()
  .max(300, SITE_MESSAGES.tooLong(300))
  .refine(
    (value) => value === '' || INTERNAL_PATH.test(value) || HTTPS_LINK.test(value),
    MEDIA_MESSAGES.link,
  )
  .default('');

/** A slide's words (its picture travels beside them, in the multipart form of a new slide). */
export const slideInputSchema = z.object({
  alt: required(255, MEDIA_MESSAGES.alt),
  title: text(200),
  text: text(500),
  link: slideLink,
});
export type SlideInput = z.input<typeof slideInputSchema>;
export type SlideValues = z.output<typeof slideInputSchema>;

export const saveSlideSchema = slideInputSchema.extend({ version: z.number().int().min(0) });

/** The id of a picture uploaded for a draft (decision 0038). */
export const draftPictureId = z
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

/**
 * A draft of a slide (decision 0038): its words and, for a new slide (required) or a changed
 * picture, the id of a picture uploaded for the draft.
 */
export const slideDraftSchema = slideInputSchema.extend({ picture: draftPictureId.optional() });
export type SlideDraft = z.output<typeof slideDraftSchema>;

export const editableSlideSchema = z.object({
  id: z.number().int(),
  imageUrl: z.string(),
  /** '' for a seeded slide with its static picture. */
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
  title: z.string(),
  text: z.string(),
  link: z.string(),
  position: z.number().int(),
  version: z.number().int(),
});
export type EditableSlide = z.infer<typeof editableSlideSchema>;

/** A new order of a list: every item, each at the version the editor saw. */
export const orderSchema = z.object({
  order: z
    .array(z.object({ id: z.number().int().positive(), version: z.number().int().min(0) }))
    .max(1000),
});
export type OrderInput = z.infer<typeof orderSchema>;

export const albumInputSchema = z.object({ title: required(120, MEDIA_MESSAGES.albumTitle) });
export type AlbumInput = z.input<typeof albumInputSchema>;
export const saveAlbumSchema = albumInputSchema.extend({ version: z.number().int().min(0) });

export const editableAlbumSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  position: z.number().int(),
  version: z.number().int(),
  photoCount: z.number().int(),
});
export type EditableAlbum = z.infer<typeof editableAlbumSchema>;

/** A photo's words; at upload the alt text is required and the caption optional. */
export const photoInputSchema = z.object({
  caption: text(200),
  alt: required(255, MEDIA_MESSAGES.alt),
});
export type PhotoInput = z.input<typeof photoInputSchema>;
export type PhotoValues = z.output<typeof photoInputSchema>;
export const savePhotoSchema = photoInputSchema.extend({ version: z.number().int().min(0) });

/** A photo of a draft (decision 0039): its words and the id of its picture uploaded for the draft. */
export const draftPhotoSchema = photoInputSchema.extend({ picture: draftPictureId });
export type DraftPhoto = z.output<typeof draftPhotoSchema>;

/**
 * A draft of photos added to an album (decision 0039; the draft's item is the album): one or
 * several, each with its own picture, alt text and caption, added in this order when published.
 */
export const galleryPhotosDraftSchema = z.object({
  photos: z
    .array(draftPhotoSchema)
    .min(1, MEDIA_MESSAGES.image)
    .max(MAX_DRAFT_PHOTOS, MEDIA_MESSAGES.tooManyDraftPhotos)
    .refine(
      (photos) => new Set(photos.map((photo) => photo.picture)).size === photos.length,
      MEDIA_MESSAGES.samePhotoTwice,
    ),
});
export type GalleryPhotosDraft = z.output<typeof galleryPhotosDraftSchema>;

export const editablePhotoSchema = z.object({
  id: z.number().int(),
  albumId: z.number().int(),
  caption: z.string(),
  alt: z.string(),
  thumbUrl: z.string(),
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  position: z.number().int(),
  version: z.number().int(),
});
export type EditablePhoto = z.infer<typeof editablePhotoSchema>;
