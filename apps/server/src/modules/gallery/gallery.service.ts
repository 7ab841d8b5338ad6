import { createHash } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { GalleryContent } from '@institute/shared/content/content';
import { GALLERY_ITEMS, GALLERY_LARGE_SIZE, GALLERY_THUMB_SIZE } from './gallery.seed';
import { notFound } from '../../lib/errors';
import { newStorageKey, withStagedFiles, type FileStorage } from '../../lib/storage';
import { findServerAssets } from '../../lib/server-assets';
import { nowIso } from '../../lib/time';
import type { GalleryRepository, NewGalleryItem } from './gallery.repository';
import { mediaUrl, parseVariants, srcsetOf } from '../files/media-store';

export const galleryImageUrl = (fileId: number) => `/api/gallery/images/${fileId}`;

/** A gallery photo's picture: its stored widths, or (photos seeded before) its two files. */
export function photoPicture(row: {
  variants: string | null;
  file_id: number;
  width: number;
  thumb_file_id: number;
  thumb_width: number;
}) {
  const variants = parseVariants(row.variants);
  if (variants.length > 0) {
    return {
      imageUrl: mediaUrl(variants.at(-1)!.fileId),
      thumbUrl: mediaUrl(variants[0]!.fileId),
      srcset: srcsetOf(variants),
    };
  }
  const imageUrl = galleryImageUrl(row.file_id);
  const thumbUrl = galleryImageUrl(row.thumb_file_id);
  return {
    imageUrl,
    thumbUrl,
    srcset: `${thumbUrl} ${row.thumb_width}w, ${imageUrl} ${row.width}w`,
  };
}

/** GET /api/gallery */
export async function listGallery(repository: GalleryRepository): Promise<GalleryContent> {
  const [rows, albums] = await Promise.all([repository.list(), repository.listAlbums()]);
  const shown = new Set(rows.map((row) => row.album_id));
  const order = new Map(albums.map((album, index) => [album.id, index]));
  const rank = (albumId: number | null) => (albumId === null ? -1 : (order.get(albumId) ?? -1));
  return {
    albums: albums.filter((album) => shown.has(album.id)),
    // Album by album (the albums' order), each album's photos in their order.
    items: [...rows]
      .sort((a, b) => rank(a.album_id) - rank(b.album_id))
      .map((row) => {
        const picture = photoPicture(row);
        return {
          id: row.id,
          caption: row.caption,
          alt: row.alt,
          imageUrl: picture.imageUrl,
          width: row.width,
          height: row.height,
          thumbUrl: picture.thumbUrl,
          thumbWidth: row.thumb_width,
          thumbHeight: row.thumb_height,
          srcset: picture.srcset,
          albumId: row.album_id,
        };
      }),
  };
}

/** The stored image of a gallery item, to stream. */
export async function findGalleryImage(repository: GalleryRepository, fileId: number) {
  const file = await repository.findImageFile(fileId);
  if (!file) throw notFound('No such image');
  return file;
}

/** The folder of the seed images: apps/server/assets/gallery. */
export const findGalleryAssets = () =>
  findServerAssets('gallery', `${GALLERY_ITEMS[0]?.name}-large.webp`);

/**
 * On an empty gallery, stores the project's own seed images (as files in storage and rows of
 * `files`) and the captioned gallery items. A stored file whose rows fail is removed again.
 */
export async function seedGallery(
  repository: GalleryRepository,
  storage: FileStorage,
  assetsDir: string | null = findGalleryAssets(),
): Promise<number> {
  if (!assetsDir || !(await repository.isEmpty())) return 0;
  const now = nowIso();
  const staged: { key: string; data: Buffer }[] = [];
  const store = async (name: string): Promise<NewGalleryItem['file']> => {
    const data = await fsp.readFile(path.join(assetsDir, name));
    const key = newStorageKey('webp');
    staged.push({ key, data });
    return {
      storage_key: key,
      original_name: name,
      content_type: 'image/webp',
      size: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
      centre_id: null,
      created_by: null,
      created_at: now,
    };
  };
  const items = await Promise.all(
    GALLERY_ITEMS.map(async (seed, position): Promise<NewGalleryItem> => ({
      caption: seed.caption,
      alt: seed.alt,
      file: await store(`${seed.name}-large.webp`),
      width: GALLERY_LARGE_SIZE.width,
      height: GALLERY_LARGE_SIZE.height,
      thumb: await store(`${seed.name}-thumb.webp`),
      thumb_width: GALLERY_THUMB_SIZE.width,
      thumb_height: GALLERY_THUMB_SIZE.height,
      position,
      created_at: now,
      updated_at: now,
    })),
  );
  await withStagedFiles(storage, staged, repository.transaction, (trx) =>
    repository.insertItems(trx, items),
  );
  return items.length;
}
