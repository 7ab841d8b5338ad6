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
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { serverText } from '../../../i18n/server-texts';
import {
  moved,
  uploadPhoto,
  useAlbums,
  useDeleteAlbum,
  useDeletePhoto,
  usePhotos,
  useRefreshAlbum,
  useReorderAlbums,
  useReorderPhotos,
  useSaveAlbum,
  useSavePhoto,
} from '../media-api';
import { IMAGE_TYPES } from './slides-panel';
import { applyFieldErrors } from '../../../components/form/server-errors';
import { MoveButtons } from '../../../components/ui/move-buttons';
import { uploadDraftPicture } from '../drafts-api';
import { AlbumDraftPanel, useAlbumDraft, type AlbumDraft } from './album-draft';

/** Add an album (album null) or rename one. */
function AlbumForm({ album, onDone }: { album: EditableAlbum | null; onDone: () => void }) {
  const save = useSaveAlbum();
  const { _ } = useLingui();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AlbumInput>({
    resolver: zodResolver(albumInputSchema),
    defaultValues: { title: album?.title ?? '' },
  });
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) =>
        void handleSubmit((input) => {
          setFailure(null);
          save.mutate(
            { album, input },
            {
              onSuccess: () => {
                showToast(
                  album ? _('website.gallery.albumRenamed') : _('website.gallery.albumAdded'),
                  'success',
                );
                onDone();
              },
              onError: (error) => {
                applyFieldErrors(error, setError);
                setFailure(messageOf(error, _('website.gallery.albumSaveFailed')));
              },
            },
          );
        })(event)
      }
    >
      <FormAlert message={failure} />
      <TextField
        label={_('website.gallery.albumTitle')}
        data-autofocus
        error={errors.title?.message}
        {...register('title')}
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={save.isPending} busyLabel={_('website.saving')} className="sm:w-auto">
          {album ? _('website.gallery.saveAlbum') : _('website.gallery.addAlbum')}
        </SubmitButton>
        <Button variant="secondary" onClick={onDone}>
          {_('website.cancel')}
        </Button>
      </div>
    </form>
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
    await refresh(album.id);
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

function PhotoForm({ photo, onDone }: { photo: EditablePhoto; onDone: () => void }) {
  const save = useSavePhoto();
  const { _ } = useLingui();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PhotoInput, unknown, PhotoValues>({
    resolver: zodResolver(photoInputSchema),
    defaultValues: { alt: photo.alt, caption: photo.caption },
  });
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) =>
        void handleSubmit((input) => {
          setFailure(null);
          save.mutate(
            { photo, input },
            {
              onSuccess: () => {
                showToast(_('website.gallery.photoSaved'), 'success');
                onDone();
              },
              onError: (error) => {
                applyFieldErrors(error, setError);
                setFailure(messageOf(error, _('website.gallery.photoSaveFailed')));
              },
            },
          );
        })(event)
      }
    >
      <FormAlert message={failure} />
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
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={save.isPending} busyLabel={_('website.saving')} className="sm:w-auto">
          {_('website.gallery.savePhoto')}
        </SubmitButton>
        <Button variant="secondary" onClick={onDone}>
          {_('website.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** One album's photos: upload, caption and alt text, order, delete. */
function AlbumPhotos({ album }: { album: EditableAlbum }) {
  const photos = usePhotos(album.id);
  const reorder = useReorderPhotos();
  const remove = useDeletePhoto();
  const { _ } = useLingui();
  const [editing, setEditing] = useState<EditablePhoto | null>(null);
  const albumDraft = useAlbumDraft(album);

  const onMove = (list: EditablePhoto[], index: number, step: -1 | 1) =>
    reorder.mutate(
      { albumId: album.id, photos: moved(list, index, step) },
      {
        onSuccess: () => showToast(_('website.orderSaved'), 'success'),
        onError: (error) => showToast(messageOf(error, _('website.orderSaveFailed')), 'error'),
      },
    );
  const onDelete = (photo: EditablePhoto) => {
    if (
      !window.confirm(
        _('website.gallery.confirmDeletePhoto', {
          warning: serverText(MEDIA_MESSAGES.photoDeleteNotUndoable),
        }),
      )
    )
      return;
    remove.mutate(photo, {
      onSuccess: () => showToast(_('website.gallery.photoDeleted'), 'success'),
      onError: (error) =>
        showToast(messageOf(error, _('website.gallery.photoDeleteFailed')), 'error'),
    });
  };

  const hidden = { 0: <span className="sr-only" /> };
  const columns = (list: EditablePhoto[]): DataColumn<EditablePhoto>[] => [
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
    {
      id: 'actions',
      header: _('website.actions'),
      actions: true,
      cell: (photo, index) => (
        <div className="flex flex-wrap gap-2">
          <MoveButtons
            index={index}
            count={list.length}
            name={_('website.gallery.photoName', { number: index + 1 })}
            disabled={reorder.isPending}
            onMove={(step) => onMove(list, index, step)}
          />
          <Button variant="small" onClick={() => setEditing(photo)}>
            <Trans
              id="website.gallery.editPhoto"
              values={{ number: index + 1 }}
              components={hidden}
            />
          </Button>
          <Button variant="danger" onClick={() => onDelete(photo)}>
            <Trans
              id="website.gallery.deletePhoto"
              values={{ number: index + 1 }}
              components={hidden}
            />
          </Button>
        </div>
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
      {photos.isPending ? (
        <LoadingMessage />
      ) : photos.isError ? (
        <ErrorMessage>
          {messageOf(photos.error, _('website.gallery.photosLoadFailed'))}
        </ErrorMessage>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <DataTable
            caption={_('website.gallery.photosCaption', { album: album.title })}
            columns={columns(photos.data)}
            rows={photos.data}
            rowKey={(photo) => photo.id}
            empty={<p className="p-4 text-slate-700">{_('website.gallery.noPhotos')}</p>}
          />
        </div>
      )}
      <Dialog
        open={editing !== null}
        title={_('website.gallery.editPhotoTitle')}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <PhotoForm
            key={`${editing.id}-${editing.version}`}
            photo={editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
    </div>
  );
}

/** The gallery's albums (title, order) and, for the chosen album, its photos. */
export function GalleryPanel() {
  const albums = useAlbums();
  const reorder = useReorderAlbums();
  const remove = useDeleteAlbum();
  const { _ } = useLingui();
  const [editing, setEditing] = useState<EditableAlbum | 'new' | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);

  if (albums.isPending) return <LoadingMessage />;
  if (albums.isError) {
    return (
      <ErrorMessage>{messageOf(albums.error, _('website.gallery.albumsLoadFailed'))}</ErrorMessage>
    );
  }
  const list = albums.data;
  const album = list.find((item) => item.id === chosen) ?? null;

  const onDelete = (item: EditableAlbum) => {
    if (item.photoCount > 0) {
      window.alert(serverText(MEDIA_MESSAGES.albumNotEmpty(item.photoCount)));
      return;
    }
    if (!window.confirm(_('website.gallery.confirmDeleteAlbum', { album: item.title }))) return;
    remove.mutate(item, {
      onSuccess: () => showToast(_('website.gallery.albumDeleted'), 'success'),
      onError: (error) =>
        showToast(messageOf(error, _('website.gallery.albumDeleteFailed')), 'error'),
    });
  };
  const onMove = (index: number, step: -1 | 1) =>
    reorder.mutate(moved(list, index, step), {
      onSuccess: () => showToast(_('website.orderSaved'), 'success'),
      onError: (error) => showToast(messageOf(error, _('website.orderSaveFailed')), 'error'),
    });

  const hidden = { 0: <span className="sr-only" /> };
  const columns: DataColumn<EditableAlbum>[] = [
    {
      id: 'title',
      header: _('website.gallery.album'),
      rowHeader: true,
      cell: (item) => item.title,
    },
    { id: 'photos', header: _('website.gallery.photos'), cell: (item) => item.photoCount },
    {
      id: 'actions',
      header: _('website.actions'),
      actions: true,
      cell: (item, index) => (
        <div className="flex flex-wrap gap-2">
          <Button variant="small" onClick={() => setChosen(item.id)}>
            <Trans
              id="website.gallery.photosButton"
              values={{ album: item.title }}
              components={hidden}
            />
          </Button>
          <MoveButtons
            index={index}
            count={list.length}
            name={item.title}
            disabled={reorder.isPending}
            onMove={(step) => onMove(index, step)}
          />
          <Button variant="small" onClick={() => setEditing(item)}>
            <Trans id="website.gallery.rename" values={{ album: item.title }} components={hidden} />
          </Button>
          <Button variant="danger" onClick={() => onDelete(item)}>
            <Trans
              id="website.gallery.deleteAlbum"
              values={{ album: item.title }}
              components={hidden}
            />
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">{_('website.gallery.intro')}</p>
        <Button onClick={() => setEditing('new')}>{_('website.gallery.addAlbum')}</Button>
      </div>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <DataTable
          caption={_('website.gallery.albumsCaption')}
          columns={columns}
          rows={list}
          rowKey={(item) => item.id}
          empty={<p className="p-4 text-slate-700">{_('website.gallery.noAlbums')}</p>}
        />
      </div>
      {album && <AlbumPhotos key={album.id} album={album} />}
      <Dialog
        open={editing !== null}
        title={editing === 'new' ? _('website.gallery.addAlbum') : _('website.gallery.renameAlbum')}
        onClose={() => setEditing(null)}
      >
        {editing !== null && (
          <AlbumForm
            key={editing === 'new' ? 'new' : `${editing.id}-${editing.version}`}
            album={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
    </div>
  );
}
