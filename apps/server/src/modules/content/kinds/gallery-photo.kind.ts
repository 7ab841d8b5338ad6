import {
  MEDIA_MESSAGES,
  editablePhotoSchema,
  photoInputSchema,
  savePhotoSchema,
  type EditablePhoto,
  type OrderInput,
  type PhotoInput,
} from '@institute/shared/content/media';
import { apiErrorSchema } from '@institute/shared/api-error-schema';
import { z } from 'zod';
import { parseVariants } from '../../files/media-store';
import { galleryRows } from '../../gallery/gallery-writes';
import { photoPicture } from '../../gallery/gallery.service';
import { errors } from '../content-routes-kit';
import { valueOf } from '../history-kinds';
import { contentKind } from './content-kind';
import { galleryOrder } from './gallery-album.kind';

interface PhotoRow {
  id: number;
  album_id: number | null;
  caption: string;
  alt: string;
  file_id: number;
  thumb_file_id: number;
  width: number;
  height: number;
  thumb_width: number;
  thumb_height: number;
  variants: string | null;
  position: number;
  version: number;
}

const WORDS = ['caption', 'alt'] as const;

/** Every file of a photo: its widths, and the two files of a photo seeded before. */
const filesOf = (row: PhotoRow) => {
  const variants = parseVariants(row.variants);
  const known = new Set(variants.map((variant) => variant.fileId));
  for (const fileId of [row.file_id, row.thumb_file_id]) {
    if (!known.has(fileId)) variants.push({ fileId, width: 0, height: 0 });
    known.add(fileId);
  }
  return variants;
};

/** What a photo's audit entry keeps of an addition and a removal. */
const audited = (row: PhotoRow) => ({ caption: row.caption, alt: row.alt, albumId: row.album_id });

/**
 * The photos of a gallery album (decision 0026), a child kind of the albums (decision 0091): one
 * uploaded per request into its album (so that the page shows each file's progress and failure),
 * re-encoded in its widths with the narrowest as its thumbnail; its caption and alt text saved,
 * the album's photos put in order; removed with its files (a removed photo cannot be put back).
 * Its table is the gallery module's, written through the gallery's writes. Drafts of photos added
 * to an album: gallery-draft-kinds.ts.
 */
export const galleryPhotoKind = contentKind<PhotoRow, EditablePhoto, PhotoInput>({
  path: 'gallery/photos',
  table: 'gallery_items',
  owner: { module: 'gallery', writes: galleryRows('gallery_items') },
  parent: {
    table: 'gallery_albums',
    column: 'album_id',
    key: 'albumId',
    path: 'gallery/albums',
    children: 'photos',
    notFound: 'No such album',
  },
  columns: [
    'id',
    'album_id',
    'caption',
    'alt',
    'file_id',
    'thumb_file_id',
    'width',
    'height',
    'thumb_width',
    'thumb_height',
    'variants',
    'position',
    'version',
  ],
  orderBy: ['position', 'id'],
  entity: 'gallery_photo',
  notFound: 'No such photo',
  schemas: {
    input: photoInputSchema,
    save: savePhotoSchema,
    editable: editablePhotoSchema,
    order: galleryOrder,
  },
  summaries: {
    list: "An album's photos in order",
    create: 'Add one photo to an album (multipart: photo, alt, caption)',
    reorder: "Put an album's photos in this order (every photo at its version)",
    update: "Save a photo's caption and alt text; 409 if saved by someone else since",
    remove: 'Delete a photo and its files (cannot be undone)',
  },
  reorder: {
    entity: 'gallery_photo_order',
    line: 'Gallery photos reordered',
    stale: MEDIA_MESSAGES.orderChanged,
    lost: MEDIA_MESSAGES.orderChanged,
    items: (body: OrderInput) => body.order,
  },
  routes: { guardList: true, listErrors: { 404: apiErrorSchema, ...errors } },
  picture: {
    field: 'photo',
    label: 'The photo',
    form: { alt: z.string(), caption: z.string().optional() },
    fromForm: (fields) => ({ caption: fields.caption ?? '', alt: fields.alt ?? '' }),
    // The widest as the photo, the narrowest as its thumbnail.
    columns: (stored) => {
      const widest = stored.at(-1)!;
      const narrowest = stored[0]!;
      return {
        file_id: widest.fileId,
        width: widest.width,
        height: widest.height,
        thumb_file_id: narrowest.fileId,
        thumb_width: narrowest.width,
        thumb_height: narrowest.height,
        variants: JSON.stringify(stored),
      };
    },
    removedWithItem: { files: filesOf, notUndoable: MEDIA_MESSAGES.photoDeleteNotUndoable },
  },

  toItem: (row) => {
    const { thumbUrl, srcset } = photoPicture(row);
    return {
      id: row.id,
      albumId: row.album_id ?? 0,
      caption: row.caption,
      alt: row.alt,
      thumbUrl,
      srcset,
      width: row.width,
      height: row.height,
      position: row.position,
      version: row.version,
    };
  },
  toRow: (photo) => ({ caption: photo.caption ?? '', alt: photo.alt }),
  audit: {
    create: audited,
    delete: audited,
    // The words that changed, each as [before, after].
    update: (before, after) =>
      Object.fromEntries(
        WORDS.filter((field) => before[field] !== after[field]).map((field) => [
          field,
          [before[field], after[field]],
        ]),
      ),
  },

  fields: WORDS,
  name: (photo) => photo.caption || photo.alt,
  fromChanges: (changes) => ({
    caption: String(changes.caption ?? ''),
    alt: String(changes.alt ?? ''),
  }),
  lines: {
    what: 'Gallery photo',
    create: 'Gallery photo added: {item}',
    update: 'Gallery photo edited: {item}',
    delete: 'Gallery photo removed: {item}',
  },
  historyName: (changes) => valueOf(changes, 'caption') || valueOf(changes, 'alt'),
});
