import {
  MEDIA_MESSAGES,
  albumInputSchema,
  editableAlbumSchema,
  orderSchema,
  saveAlbumSchema,
  type AlbumInput,
  type EditableAlbum,
  type OrderInput,
} from '@institute/shared/content/media';
import { AppError } from '../../../lib/errors';
import { ERROR_CODES } from '@institute/shared/api-error';
import type { z } from 'zod';
import { galleryRows } from '../../gallery/gallery-writes';
import { valueOf } from '../history-kinds';
import { contentKind } from './content-kind';

interface AlbumRow {
  id: number;
  title: string;
  position: number;
  version: number;
  photo_count: number | string | null;
}

const COLUMNS = [
  'gallery_albums.id',
  'gallery_albums.title',
  'gallery_albums.position',
  'gallery_albums.version',
] as const;

/** The reorder body of the gallery's lists: `{ order }`. */
export const galleryOrder = orderSchema as unknown as z.ZodType<{
  items: { id: number; version: number }[];
}>;

/**
 * The gallery's albums (decision 0026): added, renamed, put in order and removed (an empty one:
 * one that holds photos is refused with a message). Its table is the gallery module's, written
 * through the gallery's writes (decision 0091); its photos: gallery-photo.kind.ts.
 */
export const galleryAlbumKind = contentKind<AlbumRow, EditableAlbum, AlbumInput>({
  path: 'gallery/albums',
  table: 'gallery_albums',
  owner: { module: 'gallery', writes: galleryRows('gallery_albums') },
  columns: COLUMNS,
  // With the number of photos each holds.
  query: (db) =>
    db.selectFrom('gallery_albums').select((eb) => [
      ...COLUMNS,
      eb
        .selectFrom('gallery_items')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('gallery_items.album_id', '=', 'gallery_albums.id')
        .as('photo_count'),
    ]),
  orderBy: ['gallery_albums.position', 'gallery_albums.id'],
  entity: 'gallery_album',
  notFound: 'No such album',
  schemas: {
    input: albumInputSchema,
    save: saveAlbumSchema,
    editable: editableAlbumSchema,
    order: galleryOrder,
  },
  summaries: {
    list: 'The gallery albums in order, with their number of photos',
    create: 'Add an album',
    reorder: 'Put the albums in this order (every album at its version)',
    update: 'Rename an album; 409 if someone else saved it since `version`',
    remove: 'Delete an empty album (409 with a message while it holds photos)',
  },
  reorder: {
    entity: 'gallery_album_order',
    line: 'Gallery albums reordered',
    entityId: 'albums',
    stale: MEDIA_MESSAGES.orderChanged,
    lost: MEDIA_MESSAGES.orderChanged,
    items: (body: OrderInput) => body.order,
  },
  routes: { guardList: true },

  toItem: (row) => ({
    id: row.id,
    title: row.title,
    position: row.position,
    version: row.version,
    photoCount: Number(row.photo_count ?? 0),
  }),
  toRow: (album) => ({ title: album.title }),
  checkDelete: (row) => {
    const photos = Number(row.photo_count ?? 0);
    if (photos > 0) {
      throw new AppError(409, ERROR_CODES.conflict, MEDIA_MESSAGES.albumNotEmpty(photos));
    }
  },
  audit: { update: (before, after) => ({ title: [before.title, after.title] }) },

  fields: ['title'],
  name: (album) => album.title,
  fromChanges: (changes) => ({ title: String(changes.title ?? '') }),
  lines: {
    what: 'Gallery album',
    create: 'Gallery album added: {item}',
    update: 'Gallery album edited: {item}',
    delete: 'Gallery album removed: {item}',
  },
  historyName: (changes) => valueOf(changes, 'title'),
});
