import type { AuthenticatedUser } from '../../lib/access';
import type { GalleryContent, GalleryItem } from '@institute/shared/content/content';
import { galleryPhotosDraftSchema } from '@institute/shared/content/media';
import { notFound } from '../../lib/errors';
import { draftKind, shortTitle, type DraftKind } from './draft-kinds';
import type { DraftPictures } from './draft-pictures';
import type { ContentKinds } from './kinds';

/** Where a drafted photo's picture is reported: the photo's place in the draft. */
const pictureField = (index: number) => `photos.${index}.picture`;

/**
 * Photos added to an album as a draft (decision 0039): the draft's item is the album (one draft
 * per album), its data the photos, each with a picture uploaded for the draft, alt text and
 * caption. Previewed at the end of the album on /gallery (editors only), published through the
 * gallery editor at the album's version: the photos added in order, audited, each undoable.
 */
export function galleryDraftKinds(
  albums: ContentKinds['albums'],
  photos: ContentKinds['photos'],
  pictures: DraftPictures,
): DraftKind[] {
  /** The draft's photos as the public gallery lists them, with their editor-only URLs. */
  const previewItems = async (
    albumId: number,
    photos: { picture: number; alt: string; caption: string }[],
  ): Promise<GalleryItem[]> => {
    const items: GalleryItem[] = [];
    for (const [index, photo] of photos.entries()) {
      const widths = await pictures.widths(photo.picture);
      const narrowest = widths[0];
      const widest = widths.at(-1);
      if (!narrowest || !widest) continue;
      items.push({
        // Never a photo's id: the grid keys its items by id.
        id: -(index + 1),
        caption: photo.caption,
        alt: photo.alt,
        imageUrl: widest.url,
        width: widest.width,
        height: widest.height,
        thumbUrl: narrowest.url,
        thumbWidth: narrowest.width,
        thumbHeight: narrowest.height,
        srcset: widths.map((width) => `${width.url} ${width.width}w`).join(', '),
        albumId,
      });
    }
    return items;
  };

  return [
    draftKind({
      name: 'gallery_photos',
      label: 'Gallery photos',
      // Albums already there: a new album is added at once (it is not public while it is empty).
      shape: 'existing',
      schema: galleryPhotosDraftSchema,
      pictures: {
        of: (data) => data.photos.map((photo) => photo.picture),
        field: pictureField,
      },
      version: async (_user, itemId) => (await albums.item(itemId!))?.version,
      title: (data) => {
        const first = data.photos[0];
        const name = first ? first.caption || first.alt : '';
        const more = data.photos.length - 1;
        return shortTitle(more > 0 ? `${name} (+${more})` : name);
      },
      previewPath: () => '/gallery',
      overlays: {
        '/api/gallery': async (
          answer: GalleryContent,
          data,
          itemId,
          user: AuthenticatedUser,
        ): Promise<GalleryContent> => {
          const albumId = itemId!;
          const added = await previewItems(albumId, data.photos);
          if (added.length === 0) return answer;
          // The album is listed once it holds photos: an empty one comes in at its place.
          let shownAlbums = answer.albums;
          if (!shownAlbums.some((album) => album.id === albumId)) {
            const order = await albums.list(user);
            const shown = new Set([...shownAlbums.map((album) => album.id), albumId]);
            shownAlbums = order
              .filter((album) => shown.has(album.id))
              .map(({ id, title }) => ({ id, title }));
          }
          // After the album's last photo (the answer lists the photos album by album).
          const lastOfAlbum = answer.items.findLastIndex((item) => item.albumId === albumId);
          const items =
            lastOfAlbum === -1
              ? [...answer.items, ...added]
              : [
                  ...answer.items.slice(0, lastOfAlbum + 1),
                  ...added,
                  ...answer.items.slice(lastOfAlbum + 1),
                ];
          return { albums: shownAlbums, items };
        },
      },
      publish: async (user, data, itemId, version, ip) => {
        const albumId = itemId!;
        if (!(await albums.item(albumId))) throw notFound('No such album');
        const added = [];
        for (const [index, photo] of data.photos.entries()) {
          const picture = await pictures.forPublishing(photo.picture, pictureField(index));
          added.push({ input: { caption: photo.caption, alt: photo.alt }, picture });
        }
        // In their order after the album's photos, at the album's version, one History line each.
        await photos.createAll(user, albumId, version, added, ip);
      },
    }),
  ];
}
