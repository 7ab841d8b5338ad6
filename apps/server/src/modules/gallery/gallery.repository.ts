import type { Insertable, Kysely } from 'kysely';
import type { DB, FilesTable, GalleryItemsTable } from '../../db/schema';
import { runTransaction } from '../../lib/transaction';
import { createFilesRepository } from '../files/files.repository';

export type NewGalleryItem = Omit<Insertable<GalleryItemsTable>, 'file_id' | 'thumb_file_id'> & {
  file: Insertable<FilesTable>;
  thumb: Insertable<FilesTable>;
};

export function createGalleryRepository(db: Kysely<DB>) {
  const files = createFilesRepository(db);
  return {
    list: () =>
      db
        .selectFrom('gallery_items')
        .select([
          'id',
          'caption',
          'alt',
          'file_id',
          'width',
          'height',
          'thumb_file_id',
          'thumb_width',
          'thumb_height',
          'variants',
          'album_id',
        ])
        .orderBy('position')
        .orderBy('id')
        .execute(),

    /** The albums in order. */
    listAlbums: () =>
      db
        .selectFrom('gallery_albums')
        .select(['id', 'title'])
        .orderBy('position')
        .orderBy('id')
        .execute(),

    isEmpty: async () =>
      !(await db.selectFrom('gallery_items').select('id').limit(1).executeTakeFirst()),

    /** A stored file that a gallery item shows (as image or thumbnail); undefined otherwise. */
    findImageFile: (fileId: number) =>
      db
        .selectFrom('files')
        .select(['files.storage_key', 'files.content_type', 'files.size'])
        .where('files.id', '=', fileId)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('gallery_items')
              .select('gallery_items.id')
              .where((inner) =>
                inner.or([
                  inner('gallery_items.file_id', '=', fileId),
                  inner('gallery_items.thumb_file_id', '=', fileId),
                ]),
              ),
          ),
        )
        .executeTakeFirst(),

    transaction: <T>(work: (trx: Kysely<DB>) => Promise<T>) => runTransaction(db, work),

    /** Inserts the file rows and the gallery items, in the caller's transaction. */
    insertItems: async (trx: Kysely<DB>, items: NewGalleryItem[]) => {
      // Seeded photos go to the first album (made here on an empty database).
      const first =
        (await trx
          .selectFrom('gallery_albums')
          .select('id')
          .orderBy('position')
          .orderBy('id')
          .executeTakeFirst()) ??
        (await trx
          .insertInto('gallery_albums')
          .values({
            title: 'Our centres',
            position: 0,
            created_at: new Date().toISOString(),
            updated_at: new Date().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow());
      for (const { file, thumb, ...item } of items) {
        const [large, small] = await Promise.all(
          [file, thumb].map((values) => files.insert(values, trx)),
        );
        await trx
          .insertInto('gallery_items')
          .values({ ...item, album_id: first.id, file_id: large!, thumb_file_id: small! })
          .execute();
      }
    },
  };
}

export type GalleryRepository = ReturnType<typeof createGalleryRepository>;
