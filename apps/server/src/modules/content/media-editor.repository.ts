import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { runTransaction } from '../../lib/transaction';
import * as gallery from '../gallery/gallery-writes';
import { reorderRows } from './ordered-rows';

const SLIDE_COLUMNS = [
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
] as const;

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

type Ordered = 'banners' | 'gallery_albums' | 'gallery_items';

/** What the slide and gallery editors read and write, each row with its version. */
export function createMediaEditorRepository(db: Kysely<DB>) {
  return {
    db,
    transaction: <T>(work: (trx: Kysely<DB>) => Promise<T>) => runTransaction(db, work),

    listSlides: () =>
      db.selectFrom('banners').select(SLIDE_COLUMNS).orderBy('position').orderBy('id').execute(),
    findSlide: (id: number, executor: Kysely<DB> = db) =>
      executor.selectFrom('banners').select(SLIDE_COLUMNS).where('id', '=', id).executeTakeFirst(),
    async countSlides(executor: Kysely<DB> = db): Promise<number> {
      const row = await executor
        .selectFrom('banners')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async nextPosition(table: Ordered, albumId?: number, executor: Kysely<DB> = db) {
      let query = executor
        .selectFrom(table)
        .select((eb) => eb.fn.max<number>('position').as('top'));
      if (albumId !== undefined) query = query.where('album_id' as never, '=', albumId as never);
      const row = await query.executeTakeFirst();
      return row?.top === null || row?.top === undefined ? 0 : Number(row.top) + 1;
    },
    insertSlide: (
      executor: Kysely<DB>,
      row: {
        image: string;
        variants: string | null;
        width: number;
        height: number;
        alt: string;
        title: string;
        text: string;
        link: string;
        position: number;
        at: string;
      },
    ) =>
      executor
        .insertInto('banners')
        .values({
          image: row.image,
          variants: row.variants,
          width: row.width,
          height: row.height,
          alt: row.alt,
          title: row.title,
          text: row.text,
          link: row.link,
          position: row.position,
          created_at: row.at,
          updated_at: row.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    async updateSlide(
      id: number,
      version: number,
      row: {
        alt: string;
        title: string;
        text: string;
        link: string;
        at: string;
        /** A new picture (a draft's, or the one an undo puts back). */
        picture?: { image: string; variants: string | null; width: number; height: number };
      },
      executor: Kysely<DB> = db,
    ): Promise<boolean> {
      const updated = await executor
        .updateTable('banners')
        .set((eb) => ({
          alt: row.alt,
          title: row.title,
          text: row.text,
          link: row.link,
          ...(row.picture ?? {}),
          updated_at: row.at,
          version: eb('version', '+', 1),
        }))
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },
    async deleteSlide(id: number, version: number): Promise<boolean> {
      const deleted = await db
        .deleteFrom('banners')
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(deleted.numDeletedRows) === 1;
    },

    /** Puts the rows in the given order, each at its version; false when one is not (ordered-rows.ts). */
    reorder: (table: Ordered, order: readonly { id: number; version: number }[], at: string) =>
      table === 'banners'
        ? reorderRows(db, table, order, at)
        : gallery.reorderGallery(db, table, order, at),

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
