import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { runTransaction } from '../../lib/transaction';
import * as gallery from '../gallery/gallery-writes';

const PHOTO_COLUMNS = [
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
] as const;

type Ordered = 'gallery_albums' | 'gallery_items';

/** What the slide and gallery editors read and write, each row with its version. */
export function createMediaEditorRepository(db: Kysely<DB>) {
  return {
    db,
    transaction: <T>(work: (trx: Kysely<DB>) => Promise<T>) => runTransaction(db, work),

    async nextPosition(table: Ordered, albumId?: number, executor: Kysely<DB> = db) {
      let query = executor
        .selectFrom(table)
        .select((eb) => eb.fn.max<number>('position').as('top'));
      if (albumId !== undefined) query = query.where('album_id' as never, '=', albumId as never);
      const row = await query.executeTakeFirst();
      return row?.top === null || row?.top === undefined ? 0 : Number(row.top) + 1;
    },
    /** Puts the rows in the given order, each at its version; false when one is not (gallery-writes.ts). */
    reorder: (table: Ordered, order: readonly { id: number; version: number }[], at: string) =>
      gallery.reorderGallery(db, table, order, at),

    listAlbums: () =>
      db
        .selectFrom('gallery_albums')
        .select((eb) => [
          'gallery_albums.id',
          'gallery_albums.title',
          'gallery_albums.position',
          'gallery_albums.version',
          eb
            .selectFrom('gallery_items')
            .select((inner) => inner.fn.countAll<number>().as('n'))
            .whereRef('gallery_items.album_id', '=', 'gallery_albums.id')
            .as('photo_count'),
        ])
        .orderBy('gallery_albums.position')
        .orderBy('gallery_albums.id')
        .execute(),
    findAlbum: (id: number, executor: Kysely<DB> = db) =>
      executor
        .selectFrom('gallery_albums')
        .select(['id', 'title', 'position', 'version'])
        .where('id', '=', id)
        .executeTakeFirst(),
    insertAlbum: (row: { title: string; position: number; at: string }) =>
      gallery.insertAlbum(db, row),
    updateAlbum: (id: number, version: number, title: string, at: string) =>
      gallery.updateAlbum(db, id, version, title, at),
    async countPhotos(albumId: number): Promise<number> {
      const row = await db
        .selectFrom('gallery_items')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('album_id', '=', albumId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** Deletes an empty album at its version; false when changed or no longer empty. */
    deleteAlbum: (id: number, version: number): Promise<boolean> =>
      gallery.deleteAlbum(db, id, version),

    listPhotos: (albumId: number) =>
      db
        .selectFrom('gallery_items')
        .select(PHOTO_COLUMNS)
        .where('album_id', '=', albumId)
        .orderBy('position')
        .orderBy('id')
        .execute(),
    findPhoto: (id: number, executor: Kysely<DB> = db) =>
      executor
        .selectFrom('gallery_items')
        .select(PHOTO_COLUMNS)
        .where('id', '=', id)
        .executeTakeFirst(),
    insertPhoto: (executor: Kysely<DB>, row: Parameters<typeof gallery.insertPhoto>[1]) =>
      gallery.insertPhoto(executor, row),
    updatePhoto: (id: number, version: number, caption: string, alt: string, at: string) =>
      gallery.updatePhoto(db, id, version, caption, alt, at),
    deletePhoto: (id: number, version: number): Promise<boolean> =>
      gallery.deletePhoto(db, id, version),
  };
}

export type MediaEditorRepository = ReturnType<typeof createMediaEditorRepository>;
