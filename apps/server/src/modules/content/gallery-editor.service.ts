import { ERROR_CODES } from '@institute/shared/api-error';
import {
  MEDIA_MESSAGES,
  albumInputSchema,
  photoInputSchema,
  type AlbumInput,
  type EditableAlbum,
  type EditablePhoto,
  type OrderInput,
  type PhotoInput,
  type PhotoValues,
} from '@institute/shared/content/media';
import { SITE_MESSAGES } from '@institute/shared/content/site';
import type { AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { photoPicture } from '../gallery/gallery.service';
import { processWebsiteImage } from '../files/images';
import type { StoredFiles } from '../files/stored-files';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { StoredVariant } from '../files/media-store';
import type { MediaEditorRepository } from './media-editor.repository';
import { parseVariants, removeImage, storeImage } from '../files/media-store';
import type { SiteEditor } from './site-editor.service';
import { sameSet } from './ordered-rows';

const changed = () => new AppError(409, ERROR_CODES.conflict, SITE_MESSAGES.changed);
const orderChanged = () => new AppError(409, ERROR_CODES.conflict, MEDIA_MESSAGES.orderChanged);

export interface GalleryEditorOptions {
  repository: MediaEditorRepository;
  storedFiles: StoredFiles;
  siteEditor: SiteEditor;
  audit: AuditLog;
  onChange: () => void;
}

/** A picture already stored, made public by `adopt` in the transaction that adds its photo. */
export interface AdoptedPicture {
  /** Its widths, narrowest first. */
  stored: readonly StoredVariant[];
  adopt: (trx: Kysely<DB>) => Promise<void>;
}

type PhotoRow = NonNullable<Awaited<ReturnType<MediaEditorRepository['findPhoto']>>>;

function toPhoto(row: PhotoRow): EditablePhoto {
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
}

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

/**
 * Head office edits the gallery: albums (title, order), photos uploaded into an album (one per
 * request, so that the page shows each file's progress and failure), their caption and alt text,
 * their order, their removal (with their files: a removed photo cannot be put back).
 */
export function createGalleryEditor(options: GalleryEditorOptions) {
  const { repository, storedFiles, siteEditor, audit, onChange } = options;
  const requireAlbum = async (id: number) => {
    const album = await repository.findAlbum(id);
    if (!album) throw notFound('No such album');
    return album;
  };

  /** A photo's row from its stored widths (narrowest first), after the album's photos. */
  const insertPhoto = async (
    trx: Kysely<DB>,
    albumId: number,
    words: { caption: string; alt: string },
    stored: readonly StoredVariant[],
    at: string,
  ) => {
    const widest = stored.at(-1)!;
    const narrowest = stored[0]!;
    return repository.insertPhoto(trx, {
      album_id: albumId,
      caption: words.caption,
      alt: words.alt,
      file_id: widest.fileId,
      width: widest.width,
      height: widest.height,
      thumb_file_id: narrowest.fileId,
      thumb_width: narrowest.width,
      thumb_height: narrowest.height,
      variants: JSON.stringify(stored),
      position: await repository.nextPosition('gallery_items', albumId, trx),
      at,
    });
  };

  /** The History line of a photo added to an album; answers the photo's row. */
  /** The History line of an added photo, and the photo as saved: both in the adding transaction
   * (a database lost after the commit must not turn a saved photo into an error). */
  const auditAdded = async (
    trx: Kysely<DB>,
    user: AuthenticatedUser,
    id: number,
    albumId: number,
    ip: string,
  ) => {
    const row = (await repository.findPhoto(id, trx))!;
    await audit(
      {
        userId: user.id,
        centreId: user.centreId,
        action: 'create',
        entity: 'gallery_photo',
        entityId: id,
        changes: { caption: row.caption, alt: row.alt, albumId },
        ip,
      },
      trx,
    );
    return row;
  };

  async function listAlbums(): Promise<EditableAlbum[]> {
    return (await repository.listAlbums()).map((row) => ({
      id: row.id,
      title: row.title,
      position: row.position,
      version: row.version,
      photoCount: Number(row.photo_count ?? 0),
    }));
  }

  async function createAlbum(
    user: AuthenticatedUser,
    input: AlbumInput & { position?: number },
    ip: string,
  ): Promise<EditableAlbum> {
    await siteEditor.requireEditor(user);
    const { title } = albumInputSchema.parse(input);
    const position = input.position ?? (await repository.nextPosition('gallery_albums'));
    const { id } = await repository.insertAlbum({ title, position, at: nowIso() });
    await audit({
      userId: user.id,
      centreId: user.centreId,
      action: 'create',
      entity: 'gallery_album',
      entityId: id,
      changes: { title, position },
      ip,
    });
    onChange();
    return { id, title, position, version: 1, photoCount: 0 };
  }

  async function reorder(
    user: AuthenticatedUser,
    table: 'gallery_albums' | 'gallery_items',
    current: readonly { id: number }[],
    input: OrderInput,
    entityId: string,
    ip: string,
  ) {
    await siteEditor.requireEditor(user);
    const ids = input.order.map((item) => item.id);
    if (!sameSet(current, input.order)) throw orderChanged();
    if (!(await repository.reorder(table, input.order, nowIso()))) throw orderChanged();
    await audit({
      userId: user.id,
      centreId: user.centreId,
      action: 'update',
      entity: table === 'gallery_albums' ? 'gallery_album_order' : 'gallery_photo_order',
      entityId,
      changes: { order: [current.map((row) => row.id), ids] },
      ip,
    });
    onChange();
  }

  return {
    async album(id: number) {
      return (await listAlbums()).find((album) => album.id === id);
    },

    async listAlbums(user: AuthenticatedUser): Promise<EditableAlbum[]> {
      await siteEditor.requireEditor(user);
      return listAlbums();
    },

    createAlbum,

    async renameAlbum(
      user: AuthenticatedUser,
      id: number,
      input: AlbumInput & { version: number },
      ip: string,
    ): Promise<EditableAlbum> {
      await siteEditor.requireEditor(user);
      const before = await requireAlbum(id);
      const { title } = albumInputSchema.parse(input);
      if (!(await repository.updateAlbum(id, input.version, title, nowIso()))) throw changed();
      await audit({
        userId: user.id,
        centreId: user.centreId,
        action: 'update',
        entity: 'gallery_album',
        entityId: id,
        changes: { title: [before.title, title] },
        ip,
      });
      onChange();
      return (await listAlbums()).find((album) => album.id === id)!;
    },

    /** Deletes an empty album; one that holds photos is refused with a message. */
    async deleteAlbum(user: AuthenticatedUser, id: number, version: number, ip: string) {
      await siteEditor.requireEditor(user);
      const before = await requireAlbum(id);
      const photos = await repository.countPhotos(id);
      if (photos > 0) {
        throw new AppError(409, ERROR_CODES.conflict, MEDIA_MESSAGES.albumNotEmpty(photos));
      }
      if (!(await repository.deleteAlbum(id, version))) throw changed();
      await audit({
        userId: user.id,
        centreId: user.centreId,
        action: 'delete',
        entity: 'gallery_album',
        entityId: id,
        changes: { title: before.title, position: before.position },
        ip,
      });
      onChange();
    },

    async reorderAlbums(user: AuthenticatedUser, input: OrderInput, ip: string) {
      await reorder(user, 'gallery_albums', await repository.listAlbums(), input, 'albums', ip);
      return listAlbums();
    },

    async photo(id: number): Promise<EditablePhoto | undefined> {
      const row = await repository.findPhoto(id);
      return row ? toPhoto(row) : undefined;
    },

    async listPhotos(user: AuthenticatedUser, albumId: number): Promise<EditablePhoto[]> {
      await siteEditor.requireEditor(user);
      await requireAlbum(albumId);
      return (await repository.listPhotos(albumId)).map(toPhoto);
    },

    /** One uploaded photo into an album: checked, re-encoded in its widths, stored. */
    async addPhoto(
      user: AuthenticatedUser,
      albumId: number,
      input: PhotoInput,
      file: { data: Buffer; filename: string } | undefined,
      ip: string,
    ): Promise<EditablePhoto> {
      await siteEditor.requireEditor(user);
      await requireAlbum(albumId);
      const words = photoInputSchema.parse(input);
      if (!file) {
        throw new AppError(400, ERROR_CODES.validation, MEDIA_MESSAGES.image, {
          photo: [MEDIA_MESSAGES.image],
        });
      }
      const variants = await processWebsiteImage('photo', 'The photo', file.data, file.filename);
      const at = nowIso();
      const created = await storeImage(
        storedFiles,
        variants,
        { centreId: null, userId: user.id },
        async (trx, stored) => {
          const { id } = await insertPhoto(trx, albumId, words, stored, at);
          return auditAdded(trx, user, id, albumId, ip);
        },
      );
      onChange();
      return toPhoto(created);
    },

    /**
     * Adds photos whose pictures are already stored (a draft's, decision 0039) to an album, in
     * their order after its photos, if the album is still at `version` (409 otherwise, nothing
     * added). Each picture is adopted (made public) in the same transaction; one History line per
     * photo, as for photos uploaded one by one.
     */
    async addStoredPhotos(
      user: AuthenticatedUser,
      albumId: number,
      version: number,
      photos: readonly (PhotoValues & { picture: AdoptedPicture })[],
      ip: string,
    ): Promise<EditablePhoto[]> {
      await siteEditor.requireEditor(user);
      await requireAlbum(albumId);
      const at = nowIso();
      const created = await repository.transaction(async (trx) => {
        const album = await repository.findAlbum(albumId, trx);
        if (!album) throw notFound('No such album');
        if (album.version !== version) throw changed();
        const added: EditablePhoto[] = [];
        for (const { caption, alt, picture } of photos) {
          await picture.adopt(trx);
          const { id } = await insertPhoto(trx, albumId, { caption, alt }, picture.stored, at);
          added.push(toPhoto(await auditAdded(trx, user, id, albumId, ip)));
        }
        return added;
      });
      onChange();
      return created;
    },

    async updatePhoto(
      user: AuthenticatedUser,
      id: number,
      input: PhotoInput & { version: number },
      ip: string,
    ): Promise<EditablePhoto> {
      await siteEditor.requireEditor(user);
      const before = await repository.findPhoto(id);
      if (!before) throw notFound('No such photo');
      const words = photoInputSchema.parse(input);
      if (!(await repository.updatePhoto(id, input.version, words.caption, words.alt, nowIso()))) {
        throw changed();
      }
      const after = (await repository.findPhoto(id))!;
      await audit({
        userId: user.id,
        centreId: user.centreId,
        action: 'update',
        entity: 'gallery_photo',
        entityId: id,
        changes: Object.fromEntries(
          (['caption', 'alt'] as const)
            .filter((field) => before[field] !== after[field])
            .map((field) => [field, [before[field], after[field]]]),
        ),
        ip,
      });
      onChange();
      return toPhoto(after);
    },

    /** Removes a photo and its files (not undoable: the history says so). */
    async deletePhoto(user: AuthenticatedUser, id: number, version: number, ip: string) {
      await siteEditor.requireEditor(user);
      const before = await repository.findPhoto(id);
      if (!before) throw notFound('No such photo');
      if (!(await repository.deletePhoto(id, version))) throw changed();
      await removeImage(repository.db, storedFiles, filesOf(before));
      await audit({
        userId: user.id,
        centreId: user.centreId,
        action: 'delete',
        entity: 'gallery_photo',
        entityId: id,
        changes: { caption: before.caption, alt: before.alt, albumId: before.album_id },
        ip,
      });
      onChange();
    },

    async reorderPhotos(user: AuthenticatedUser, albumId: number, input: OrderInput, ip: string) {
      await requireAlbum(albumId);
      await reorder(
        user,
        'gallery_items',
        await repository.listPhotos(albumId),
        input,
        String(albumId),
        ip,
      );
      return (await repository.listPhotos(albumId)).map(toPhoto);
    },
  };
}

export type GalleryEditor = ReturnType<typeof createGalleryEditor>;
