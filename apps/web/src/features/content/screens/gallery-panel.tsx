import { Trans, useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  MEDIA_MESSAGES,
  albumInputSchema,
  photoInputSchema,
  type AlbumInput,
  type EditableAlbum,
  type EditablePhoto,
  type PhotoInput,
  type DraftPhoto,
  type PhotoValues,
} from '@institute/shared/content/media';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FileField } from '../../../components/form/file-field';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { type DataColumn } from '../../../components/ui/data-table';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { serverText } from '../../../i18n/server-texts';
import { albumPhotos, albums, uploadPhoto, useRefreshAlbum } from '../media-api';
import { ItemForm, ListEditor, useItemSave } from './list-editor';
import { useShownContent } from '../shown-content';
import { IMAGE_TYPES } from './slides-panel';
import { uploadDraftPicture } from '../drafts-api';
import { AlbumDraftPanel, useAlbumDraft, type AlbumDraft } from './album-draft';

/** Add an album (album null) or rename one. */
function AlbumForm({ album, onDone }: { album: EditableAlbum | null; onDone: () => void }) {
  const save = albums.useSave();
  const { _ } = useLingui();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AlbumInput>({
    resolver: zodResolver(albumInputSchema),
    defaultValues: { title: album?.title ?? '' },
  });
  const { submit, frame } = useItemSave({
    save,
    item: album,
    setError,
    onDone,
    texts: {
      saved: _('website.gallery.albumRenamed'),
      added: _('website.gallery.albumAdded'),
      saveFailed: _('website.gallery.albumSaveFailed'),
    },
  });
  return (
    <ItemForm
      {...frame}
      onSubmit={(event) => void handleSubmit((input) => submit(input))(event)}
      submitLabel={album ? _('website.gallery.saveAlbum') : _('website.gallery.addAlbum')}
    >
      <TextField
        label={_('website.gallery.albumTitle')}
        data-autofocus
        error={errors.title?.message}
        {...register('title')}
      />
    </ItemForm>
  );
}

interface UploadRow {
  name: string;
  progress: number;
  status: 'waiting' | 'uploading' | 'saved' | 'drafted' | 'failed';
  message?: string;
}

/** The server's reason a file was refused: its field's message, else the answer's. */
const refusal = (error: unknown, fallback: string) =>
  error instanceof ApiRequestError
    ? (Object.values(error.fieldErrors)[0]?.[0] ?? messageOf(error, fallback))
    : fallback;

/**
 * Many photos at once into an album, one request each: each file's progress and outcome.
 * "Save draft" uploads them for the album's draft instead (decision 0039): kept with the alt
 * text and caption, shown to editors only until the draft is published.
 */
function PhotoUpload({ album, albumDraft }: { album: EditableAlbum; albumDraft: AlbumDraft }) {
  const refresh = useRefreshAlbum();
  const { _ } = useLingui();
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [rows, setRows] = useState<UploadRow[]>([]);
  const [busy, setBusy] = useState<'upload' | 'draft' | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PhotoInput, unknown, PhotoValues>({
    resolver: zodResolver(photoInputSchema),
    defaultValues: { alt: '', caption: '' },
  });
  const update = (index: number, row: Partial<UploadRow>) =>
    setRows((current) => current.map((item, i) => (i === index ? { ...item, ...row } : item)));
  /** Whether files are chosen (said beside the field otherwise); the rows start waiting. */
  const start = (kind: 'upload' | 'draft') => {
    setFailure(null);
    if (files.length === 0) {
      setFilesError(MEDIA_MESSAGES.image);
      return false;
    }
    setBusy(kind);
    setRows(files.map((file) => ({ name: file.name, progress: 0, status: 'waiting' })));
    return true;
  };

  const onValid = async (input: PhotoValues) => {
    if (!start('upload')) return;
    let saved = 0;
    for (const [index, file] of files.entries()) {
      update(index, { status: 'uploading' });
      try {
        await uploadPhoto(album.id, file, input, (progress) => update(index, { progress }));
        update(index, { status: 'saved', progress: 1 });
        saved += 1;
      } catch (error) {
        update(index, { status: 'failed', message: refusal(error, _('website.gallery.notSaved')) });
      }
    }
    setBusy(null);
    await refresh();
    showToast(
      _('website.gallery.photosAdded', { saved, count: files.length }),
      saved === files.length ? 'success' : 'error',
    );
    if (saved === files.length) reset();
  };

  /** Uploads each file for the draft, then keeps the album's draft with those that went up. */
  const onSaveDraft = async (input: PhotoValues) => {
    if (!start('draft')) return;
    const added: { index: number; photo: DraftPhoto }[] = [];
    for (const [index, file] of files.entries()) {
      update(index, { status: 'uploading' });
      try {
        const picture = await uploadDraftPicture(file);
        update(index, { progress: 1 });
        added.push({
          index,
          photo: { picture: picture.id, alt: input.alt, caption: input.caption },
        });
      } catch (error) {
        update(index, { status: 'failed', message: refusal(error, _('website.gallery.notSaved')) });
      }
    }
    try {
      if (added.length > 0) {
        await albumDraft.add(added.map((item) => item.photo));
        for (const { index } of added) update(index, { status: 'drafted' });
      }
      showToast(
        _('website.gallery.draftSaved', { saved: added.length, count: files.length }),
        added.length === files.length ? 'success' : 'error',
      );
      if (added.length === files.length) reset();
    } catch (error) {
      // The photos' words are the form's: a message about one of them is the field's.
      if (error instanceof ApiRequestError) {
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          const words = /^photos\.\d+\.(alt|caption)$/.exec(field);
          if (words) setError(words[1] as 'alt' | 'caption', { message: messages[0] });
        }
      }
      const message = messageOf(error, _('website.draft.saveFailed'));
      setFailure(message);
      for (const { index } of added) update(index, { status: 'failed', message });
    } finally {
      setBusy(null);
    }
  };

  return (
    <form
      noValidate
      aria-labelledby={`album-upload-${album.id}`}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
      onSubmit={(event) => void handleSubmit(onValid)(event)}
    >
      <h4 id={`album-upload-${album.id}`} className="font-semibold text-brand-900">
        {_('website.gallery.addPhotosTo', { album: album.title })}
      </h4>
      <FormAlert message={failure} />
      <FileField
        label={_('website.gallery.photos')}
        accept={IMAGE_TYPES}
        multiple
        hint={_('website.gallery.photosHint')}
        error={filesError}
        onChange={(event) => {
          setFiles([...(event.target.files ?? [])]);
          setFilesError(undefined);
        }}
      />
      <TextField
        label={_('website.altText')}
        hint={_('website.gallery.altHint')}
        error={errors.alt?.message}
        {...register('alt')}
      />
      <TextField
        label={_('website.gallery.captionOptional')}
        error={errors.caption?.message}
        {...register('caption')}
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton
          busy={busy === 'upload'}
          disabled={busy !== null}
          busyLabel={_('website.uploading')}
          className="sm:w-auto"
        >
          {_('website.gallery.upload')}
        </SubmitButton>
        <Button
          variant="secondary"
          disabled={busy !== null || !albumDraft.ready}
          aria-busy={busy === 'draft' || undefined}
          onClick={() => void handleSubmit(onSaveDraft)()}
        >
          {busy === 'draft' ? _('website.draft.saving') : _('website.draft.save')}
        </Button>
      </div>
      {rows.length > 0 && (
        <ul className="space-y-2" aria-label={_('website.gallery.uploads')}>
          {rows.map((row, index) => (
            <li key={`${row.name}-${index}`} className="text-sm">
              <div className="flex flex-wrap justify-between gap-2">
                <span className="min-w-0 break-all">{row.name}</span>
                <span
                  className={
                    row.status === 'failed' ? 'font-semibold text-red-700' : 'text-slate-700'
                  }
                >
                  {row.status === 'saved'
                    ? _('website.gallery.rowSaved')
                    : row.status === 'drafted'
                      ? _('website.gallery.rowDrafted')
                      : row.status === 'failed'
                        ? _('website.gallery.rowFailed', { message: row.message })
                        : row.status === 'uploading'
                          ? _('website.gallery.rowUploading')
                          : _('website.gallery.rowWaiting')}
                </span>
              </div>
              <progress
                className="h-2 w-full"
                max={100}
                value={Math.round(row.progress * 100)}
                aria-label={_('website.gallery.uploadOf', { name: row.name })}
              />
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}

/** A photo's caption and alt text. */
function PhotoForm({ photo, onDone }: { photo: EditablePhoto; onDone: () => void }) {
  const save = albumPhotos(photo.albumId).useSave();
  const { _ } = useLingui();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PhotoInput, unknown, PhotoValues>({
    resolver: zodResolver(photoInputSchema),
    defaultValues: { alt: photo.alt, caption: photo.caption },
  });
  const { submit, frame } = useItemSave({
    save,
    item: photo,
    setError,
    onDone,
    texts: {
      saved: _('website.gallery.photoSaved'),
      added: _('website.gallery.photoSaved'),
      saveFailed: _('website.gallery.photoSaveFailed'),
    },
  });
  return (
    <ItemForm
      {...frame}
      onSubmit={(event) => void handleSubmit((input) => submit(input))(event)}
      submitLabel={_('website.gallery.savePhoto')}
    >
      <img
        src={photo.thumbUrl}
        alt=""
        width={photo.width}
        height={photo.height}
        className="h-auto w-48 max-w-full rounded border border-slate-200"
      />
      <TextField
        label={_('website.gallery.caption')}
        data-autofocus
        error={errors.caption?.message}
        {...register('caption')}
      />
      <TextField label={_('website.altText')} error={errors.alt?.message} {...register('alt')} />
    </ItemForm>
  );
}

/** One album's photos: upload, caption and alt text, order, delete. */
function AlbumPhotos({ album }: { album: EditableAlbum }) {
  const photos = albumPhotos(album.id);
  const { _ } = useLingui();
  const albumDraft = useAlbumDraft(album);
  const columns: DataColumn<EditablePhoto>[] = [
    {
      id: 'photo',
      header: _('website.gallery.photo'),
      cell: (photo) => (
        <img
          src={photo.thumbUrl}
          alt={photo.alt}
          width={photo.width}
          height={photo.height}
          loading="lazy"
          className="h-auto w-28 max-w-full rounded border border-slate-200"
        />
      ),
    },
    {
      id: 'caption',
      header: _('website.gallery.caption'),
      rowHeader: true,
      cell: (photo) => (
        <span className="font-normal">{photo.caption || _('website.gallery.noCaption')}</span>
      ),
    },
  ];
  return (
    <div className="space-y-4">
      <h3 className="text-lg font-semibold text-brand-900">
        {_('website.gallery.photosOf', { album: album.title })}
      </h3>
      <PhotoUpload album={album} albumDraft={albumDraft} />
      <AlbumDraftPanel albumDraft={albumDraft} />
      <ListEditor
        list={photos.useList()}
        remove={photos.useRemove()}
        reorder={photos.useReorder()}
        texts={{
          editTitle: _('website.gallery.editPhotoTitle'),
          caption: _('website.gallery.photosCaption', { album: album.title }),
          empty: _('website.gallery.noPhotos'),
          loadFailed: _('website.gallery.photosLoadFailed'),
          removed: _('website.gallery.photoDeleted'),
          removeFailed: _('website.gallery.photoDeleteFailed'),
        }}
        columns={columns}
        editLabel="website.gallery.editPhoto"
        removeLabel="website.gallery.deletePhoto"
        labelValues={(_photo, index) => ({ number: index + 1 })}
        moveName={(_photo, index) => _('website.gallery.photoName', { number: index + 1 })}
        confirmRemove={() =>
          _('website.gallery.confirmDeletePhoto', {
            warning: serverText(MEDIA_MESSAGES.photoDeleteNotUndoable),
          })
        }
        wideDialog={false}
        form={(photo, done) => photo && <PhotoForm photo={photo} onDone={done} />}
      />
    </div>
  );
}

const hidden = { 0: <span className="sr-only" /> };

/** The gallery's albums (title, order) and, for the chosen album, its photos. */
export function GalleryPanel() {
  const { _ } = useLingui();
  const shown = useShownContent();
  const title = (item: EditableAlbum) => shown.text('album', item.id, 'title', item.title);
  const [chosen, setChosen] = useState<number | null>(null);
  const columns: DataColumn<EditableAlbum>[] = [
    {
      id: 'title',
      header: _('website.gallery.album'),
      rowHeader: true,
      cell: (item) => shown.node('album', item.id, 'title', item.title),
    },
    { id: 'photos', header: _('website.gallery.photos'), cell: (item) => item.photoCount },
  ];
  return (
    <ListEditor
      list={albums.useList()}
      remove={albums.useRemove()}
      reorder={albums.useReorder()}
      texts={{
        intro: _('website.gallery.intro'),
        add: _('website.gallery.addAlbum'),
        editTitle: _('website.gallery.renameAlbum'),
        caption: _('website.gallery.albumsCaption'),
        empty: _('website.gallery.noAlbums'),
        loadFailed: _('website.gallery.albumsLoadFailed'),
        removed: _('website.gallery.albumDeleted'),
        removeFailed: _('website.gallery.albumDeleteFailed'),
      }}
      columns={columns}
      rowActions={(item) => (
        <Button variant="small" onClick={() => setChosen(item.id)}>
          <Trans
            id="website.gallery.photosButton"
            values={{ album: title(item) }}
            components={hidden}
          />
        </Button>
      )}
      editLabel="website.gallery.rename"
      removeLabel="website.gallery.deleteAlbum"
      labelValues={(item) => ({ album: title(item) })}
      moveName={title}
      canRemove={(item) => {
        if (item.photoCount === 0) return true;
        window.alert(serverText(MEDIA_MESSAGES.albumNotEmpty(item.photoCount)));
        return false;
      }}
      confirmRemove={(item) => _('website.gallery.confirmDeleteAlbum', { album: title(item) })}
      wideDialog={false}
      form={(album, done) => <AlbumForm album={album} onDone={done} />}
    >
      {(list) => {
        const album = list.find((item) => item.id === chosen) ?? null;
        return album && <AlbumPhotos key={album.id} album={album} />;
      }}
    </ListEditor>
  );
}
