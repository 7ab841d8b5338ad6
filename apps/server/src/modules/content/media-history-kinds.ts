import { MEDIA_MESSAGES } from '@institute/shared/content/media';
import { notFound } from '../../lib/errors';
import type { GalleryEditor } from './gallery-editor.service';
import {
  changedSince,
  saveLine,
  restoreFields,
  sameValue,
  shortText,
  valueOf,
  type HistoryEntry,
  type HistoryKind,
  type SaveLines,
} from './history-kinds';

const ALBUM_LINES: SaveLines = {
  what: 'Gallery album',
  create: 'Gallery album added: {item}',
  update: 'Gallery album edited: {item}',
  delete: 'Gallery album removed: {item}',
};
const PHOTO_LINES: SaveLines = {
  what: 'Gallery photo',
  create: 'Gallery photo added: {item}',
  update: 'Gallery photo edited: {item}',
  delete: 'Gallery photo removed: {item}',
};

const PHOTO_FIELDS = ['caption', 'alt'] as const;

const orderOf = ({ changes }: HistoryEntry) => {
  const [before, after] = (changes.order as [number[], number[]] | undefined) ?? [[], []];
  return { before, after };
};

/** Puts a list back in its order before a reorder, if it is still in the order the save wrote. */
async function undoOrder(
  entry: HistoryEntry,
  current: readonly { id: number; version: number }[],
  save: (order: { id: number; version: number }[]) => Promise<unknown>,
) {
  const { before, after } = orderOf(entry);
  if (
    !sameValue(
      current.map((item) => item.id),
      after,
    )
  )
    throw changedSince();
  const versions = new Map(current.map((item) => [item.id, item.version]));
  await save(before.map((id) => ({ id, version: versions.get(id) ?? -1 })));
}

/** The gallery in the website's history (the hero slides: kinds/slide.kind.ts). */
export function mediaHistoryKinds(gallery: GalleryEditor): HistoryKind[] {
  const album: HistoryKind = {
    entity: 'gallery_album',
    summary: ({ action, changes }, say) =>
      saveLine(say, ALBUM_LINES, action, shortText(valueOf(changes, 'title'))),
    async undo(user, { action, entity_id, changes }, ip) {
      const id = Number(entity_id);
      const current = await gallery.album(id);
      if (action === 'create') {
        if (!current) throw changedSince();
        await gallery.deleteAlbum(user, id, current.version, ip);
      } else if (action === 'update') {
        if (!current) throw changedSince();
        const restored = restoreFields({ ...current }, changes, ['title']);
        await gallery.renameAlbum(
          user,
          id,
          { title: restored.title, version: current.version },
          ip,
        );
      } else if (action === 'delete') {
        await gallery.createAlbum(
          user,
          { title: String(changes.title ?? ''), position: Number(changes.position ?? 0) },
          ip,
        );
      } else {
        throw notFound('No such change');
      }
    },
  };

  const albumOrder: HistoryKind = {
    entity: 'gallery_album_order',
    summary: (_entry, say) => say('Gallery albums reordered'),
    async undo(user, entry, ip) {
      const current = await gallery.listAlbums(user);
      await undoOrder(entry, current, (order) => gallery.reorderAlbums(user, { order }, ip));
    },
  };

  const photo: HistoryKind = {
    entity: 'gallery_photo',
    summary: ({ action, changes }, say) =>
      saveLine(
        say,
        PHOTO_LINES,
        action,
        shortText(valueOf(changes, 'caption') || valueOf(changes, 'alt')),
      ),
    // A removed photo's files are removed with it (decision 0026): nothing to put back.
    undoable: ({ action }) => action !== 'delete',
    async undo(user, { action, entity_id, changes }, ip) {
      const id = Number(entity_id);
      const current = await gallery.photo(id);
      if (action === 'create') {
        if (!current) throw changedSince();
        await gallery.deletePhoto(user, id, current.version, ip);
      } else if (action === 'update') {
        if (!current) throw changedSince();
        const restored = restoreFields({ ...current }, changes, PHOTO_FIELDS);
        await gallery.updatePhoto(
          user,
          id,
          { caption: restored.caption, alt: restored.alt, version: current.version },
          ip,
        );
      } else {
        throw notFound(MEDIA_MESSAGES.photoDeleteNotUndoable);
      }
    },
  };

  const photoOrder: HistoryKind = {
    entity: 'gallery_photo_order',
    summary: (_entry, say) => say('Gallery photos reordered'),
    async undo(user, entry, ip) {
      const albumId = Number(entry.entity_id);
      const current = await gallery.listPhotos(user, albumId);
      await undoOrder(entry, current, (order) =>
        gallery.reorderPhotos(user, albumId, { order }, ip),
      );
    },
  };

  return [album, albumOrder, photo, photoOrder];
}
