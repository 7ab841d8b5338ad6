import { Trans, useLingui } from '@lingui/react';
import { draftPictureUrl, type ContentDraft } from '@institute/shared/content/drafts';
import type { DraftPhoto, EditableAlbum } from '@institute/shared/content/media';
import { useState } from 'react';
import { Button, buttonClass } from '../../../components/ui/button';
import { messageOf } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import {
  useDiscardDraft,
  useDrafts,
  useItemDraft,
  usePublishDraft,
  useSaveDraft,
} from '../drafts-api';

/** The photos a draft's data names (decision 0039); [] for anything else. */
function photosOf(draft: ContentDraft | null): DraftPhoto[] {
  const photos = (draft?.data as { photos?: unknown } | null)?.photos;
  return Array.isArray(photos) ? (photos as DraftPhoto[]) : [];
}

/**
 * An album's draft (decision 0039): photos uploaded for it, kept with their alt text and caption,
 * shown to editors only until published. One draft per album: photos saved as a draft are added
 * to the album's draft, after those it holds.
 */
export function useAlbumDraft(album: EditableAlbum) {
  const drafts = useDrafts();
  const draft = useItemDraft('gallery_photos', album.id);
  const save = useSaveDraft();
  const photos = photosOf(draft);
  /** Keeps the draft with these photos, at the album's version as the screen shows it. */
  const keep = (next: DraftPhoto[]) =>
    save.mutateAsync({
      kind: 'gallery_photos',
      itemId: album.id,
      version: album.version,
      replaces: draft?.savedAt ?? null,
      data: { photos: next },
    });
  return {
    /** Until the drafts are read, a save could drop the photos of a draft not yet seen. */
    ready: drafts.isSuccess,
    draft,
    photos,
    keep,
    /** Adds photos after those of the album's draft (a new draft if it has none). */
    add: (added: DraftPhoto[]) => keep([...photos, ...added]),
  };
}

export type AlbumDraft = ReturnType<typeof useAlbumDraft>;

/**
 * The album's draft under its upload form: its photos (each can be taken out), its preview,
 * Publish (the draft kept at the album's version as shown, then published through the gallery's
 * save) and Discard.
 */
export function AlbumDraftPanel({ albumDraft }: { albumDraft: AlbumDraft }) {
  const { draft, photos, keep } = albumDraft;
  const publish = usePublishDraft();
  const discard = useDiscardDraft();
  const { _ } = useLingui();
  const [busy, setBusy] = useState(false);
  if (!draft || photos.length === 0) return null;

  const onDiscard = () => {
    if (!window.confirm(_('website.draft.confirmDiscard'))) return;
    discard.mutate(draft.id, {
      onSuccess: () => showToast(_('website.draft.discarded'), 'success'),
      onError: (error) => showToast(messageOf(error, _('website.draft.discardFailed')), 'error'),
    });
  };
  const onTakeOut = async (index: number) => {
    if (photos.length === 1) {
      onDiscard();
      return;
    }
    setBusy(true);
    try {
      await keep(photos.filter((_photo, i) => i !== index));
      showToast(_('website.gallery.photoTakenOut'), 'success');
    } catch (error) {
      showToast(messageOf(error, _('website.draft.saveFailed')), 'error');
    } finally {
      setBusy(false);
    }
  };
  const onPublish = async () => {
    setBusy(true);
    try {
      const kept = await keep(photos);
      await publish.mutateAsync(kept.id);
      showToast(_('website.gallery.draftPublished'), 'success');
    } catch (error) {
      showToast(messageOf(error, _('website.drafts.publishFailed')), 'error');
    } finally {
      setBusy(false);
    }
  };
  const disabled = busy || discard.isPending;
  const hidden = { 0: <span className="sr-only" /> };

  return (
    <section
      aria-labelledby={`album-draft-${draft.id}`}
      className="space-y-3 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950"
    >
      <h4 id={`album-draft-${draft.id}`} className="font-semibold">
        {_('website.gallery.draftHeading', { count: photos.length })}
      </h4>
      <p className="text-sm">{_('website.gallery.draftIntro')}</p>
      <ul
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
        aria-label={_('website.gallery.draftPhotos')}
      >
        {photos.map((photo, index) => (
          <li
            key={photo.picture}
            className="space-y-1 rounded border border-amber-200 bg-white p-2"
          >
            <img
              src={draftPictureUrl(photo.picture)}
              alt={photo.alt}
              className="h-auto w-full max-w-xs rounded border border-slate-200"
            />
            <p className="text-sm text-slate-800">
              {photo.caption || _('website.gallery.noCaption')}
            </p>
            <Button variant="small" disabled={disabled} onClick={() => void onTakeOut(index)}>
              <Trans
                id="website.gallery.takeOut"
                values={{ number: index + 1 }}
                components={hidden}
              />
            </Button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <a
          href={draft.previewPath}
          target="_blank"
          rel="noopener"
          className={buttonClass('secondary')}
        >
          <Trans id="website.draft.preview" components={hidden} />
        </a>
        <Button disabled={disabled} aria-busy={busy || undefined} onClick={() => void onPublish()}>
          {_('website.gallery.publishDraft')}
        </Button>
        <Button variant="secondary" disabled={disabled} onClick={onDiscard}>
          {_('website.draft.discard')}
        </Button>
      </div>
    </section>
  );
}
