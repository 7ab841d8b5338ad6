import { zodResolver } from '@hookform/resolvers/zod';
import {
  MEDIA_MESSAGES,
  albumInputSchema,
  photoInputSchema,
  type AlbumInput,
  type EditableAlbum,
  type EditablePhoto,
  type PhotoInput,
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

/** Add an album (album null) or rename one. */
function AlbumForm({ album, onDone }: { album: EditableAlbum | null; onDone: () => void }) {
  const save = useSaveAlbum();
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
                showToast(album ? 'Album renamed' : 'Album added', 'success');
                onDone();
              },
              onError: (error) => {
                applyFieldErrors(error, setError);
                setFailure(messageOf(error, 'The album could not be saved. Please try again.'));
              },
            },
          );
        })(event)
      }
    >
      <FormAlert message={failure} />
      <TextField
        label="Album title"
        data-autofocus
        error={errors.title?.message}
        {...register('title')}
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={save.isPending} busyLabel="Saving..." className="sm:w-auto">
          {album ? 'Save album' : 'Add album'}
        </SubmitButton>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

interface UploadRow {
  name: string;
  progress: number;
  status: 'waiting' | 'uploading' | 'saved' | 'failed';
  message?: string;
}

/** Many photos at once into an album, one request each: each file's progress and outcome. */
function PhotoUpload({ album }: { album: EditableAlbum }) {
  const refresh = useRefreshAlbum();
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | undefined>();
  const [rows, setRows] = useState<UploadRow[]>([]);
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PhotoInput, unknown, PhotoValues>({
    resolver: zodResolver(photoInputSchema),
    defaultValues: { alt: '', caption: '' },
  });
  const update = (index: number, row: Partial<UploadRow>) =>
    setRows((current) => current.map((item, i) => (i === index ? { ...item, ...row } : item)));

  const onValid = async (input: PhotoValues) => {
    if (files.length === 0) {
      setFilesError(MEDIA_MESSAGES.image);
      return;
    }
    setBusy(true);
    setRows(files.map((file) => ({ name: file.name, progress: 0, status: 'waiting' })));
    let saved = 0;
    for (const [index, file] of files.entries()) {
      update(index, { status: 'uploading' });
      try {
        await uploadPhoto(album.id, file, input, (progress) => update(index, { progress }));
        update(index, { status: 'saved', progress: 1 });
        saved += 1;
      } catch (error) {
        const message =
          error instanceof ApiRequestError
            ? (Object.values(error.fieldErrors)[0]?.[0] ?? messageOf(error, 'Not saved'))
            : 'Not saved';
        update(index, { status: 'failed', message });
      }
    }
    setBusy(false);
    await refresh(album.id);
    showToast(
      `${saved} of ${files.length} photo${files.length === 1 ? '' : 's'} added`,
      saved === files.length ? 'success' : 'error',
    );
    if (saved === files.length) reset();
  };

  return (
    <form
      noValidate
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
      onSubmit={(event) => void handleSubmit(onValid)(event)}
    >
      <h4 className="font-semibold text-brand-900">Add photos to “{album.title}”</h4>
      <FileField
        label="Photos"
        accept={IMAGE_TYPES}
        multiple
        hint="Choose several at once: JPEG, PNG or WebP, at most 5 MB each."
        error={filesError}
        onChange={(event) => {
          setFiles([...(event.target.files ?? [])]);
          setFilesError(undefined);
        }}
      />
      <TextField
        label="Alt text"
        hint="What the photos show, for people who cannot see them; edit each photo’s afterwards."
        error={errors.alt?.message}
        {...register('alt')}
      />
      <TextField
        label="Caption (optional)"
        error={errors.caption?.message}
        {...register('caption')}
      />
      <SubmitButton busy={busy} busyLabel="Uploading..." className="sm:w-auto">
        Upload photos
      </SubmitButton>
      {rows.length > 0 && (
        <ul className="space-y-2" aria-label="Uploads">
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
                    ? 'Saved'
                    : row.status === 'failed'
                      ? `Not saved: ${row.message}`
                      : row.status === 'uploading'
                        ? 'Uploading'
                        : 'Waiting'}
                </span>
              </div>
              <progress
                className="h-2 w-full"
                max={100}
                value={Math.round(row.progress * 100)}
                aria-label={`Upload of ${row.name}`}
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
                showToast('Photo saved', 'success');
                onDone();
              },
              onError: (error) => {
                applyFieldErrors(error, setError);
                setFailure(messageOf(error, 'The photo could not be saved. Please try again.'));
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
        label="Caption"
        data-autofocus
        error={errors.caption?.message}
        {...register('caption')}
      />
      <TextField label="Alt text" error={errors.alt?.message} {...register('alt')} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={save.isPending} busyLabel="Saving..." className="sm:w-auto">
          Save photo
        </SubmitButton>
        <Button variant="secondary" onClick={onDone}>
          Cancel
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
  const [editing, setEditing] = useState<EditablePhoto | null>(null);

  const onMove = (list: EditablePhoto[], index: number, step: -1 | 1) =>
    reorder.mutate(
      { albumId: album.id, photos: moved(list, index, step) },
      {
        onSuccess: () => showToast('Order saved', 'success'),
        onError: (error) =>
          showToast(messageOf(error, 'The order could not be saved. Please try again.'), 'error'),
      },
    );
  const onDelete = (photo: EditablePhoto) => {
    if (!window.confirm(`Delete this photo? ${MEDIA_MESSAGES.photoDeleteNotUndoable}`)) return;
    remove.mutate(photo, {
      onSuccess: () => showToast('Photo deleted', 'success'),
      onError: (error) =>
        showToast(messageOf(error, 'The photo could not be deleted. Please try again.'), 'error'),
    });
  };

  const columns = (list: EditablePhoto[]): DataColumn<EditablePhoto>[] => [
    {
      id: 'photo',
      header: 'Photo',
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
      header: 'Caption',
      rowHeader: true,
      cell: (photo) => <span className="font-normal">{photo.caption || '(no caption)'}</span>,
    },
    {
      id: 'actions',
      header: 'Actions',
      actions: true,
      cell: (photo, index) => (
        <div className="flex flex-wrap gap-2">
          <MoveButtons
            index={index}
            count={list.length}
            name={`photo ${index + 1}`}
            disabled={reorder.isPending}
            onMove={(step) => onMove(list, index, step)}
          />
          <Button variant="small" onClick={() => setEditing(photo)}>
            Edit <span className="sr-only">photo {index + 1}</span>
          </Button>
          <Button variant="danger" onClick={() => onDelete(photo)}>
            Delete <span className="sr-only">photo {index + 1}</span>
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-4">
      <h3 className="text-lg font-semibold text-brand-900">Photos of “{album.title}”</h3>
      <PhotoUpload album={album} />
      {photos.isPending ? (
        <LoadingMessage />
      ) : photos.isError ? (
        <ErrorMessage>{messageOf(photos.error, 'The photos could not be loaded.')}</ErrorMessage>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <DataTable
            caption={`Photos of ${album.title}`}
            columns={columns(photos.data)}
            rows={photos.data}
            rowKey={(photo) => photo.id}
            empty={<p className="p-4 text-slate-700">No photos in this album yet.</p>}
          />
        </div>
      )}
      <Dialog open={editing !== null} title="Edit photo" onClose={() => setEditing(null)}>
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
  const [editing, setEditing] = useState<EditableAlbum | 'new' | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);

  if (albums.isPending) return <LoadingMessage />;
  if (albums.isError) {
    return (
      <ErrorMessage>{messageOf(albums.error, 'The albums could not be loaded.')}</ErrorMessage>
    );
  }
  const list = albums.data;
  const album = list.find((item) => item.id === chosen) ?? null;

  const onDelete = (item: EditableAlbum) => {
    if (item.photoCount > 0) {
      window.alert(MEDIA_MESSAGES.albumNotEmpty(item.photoCount));
      return;
    }
    if (!window.confirm(`Delete the album “${item.title}”?`)) return;
    remove.mutate(item, {
      onSuccess: () => showToast('Album deleted', 'success'),
      onError: (error) =>
        showToast(messageOf(error, 'The album could not be deleted. Please try again.'), 'error'),
    });
  };
  const onMove = (index: number, step: -1 | 1) =>
    reorder.mutate(moved(list, index, step), {
      onSuccess: () => showToast('Order saved', 'success'),
      onError: (error) =>
        showToast(messageOf(error, 'The order could not be saved. Please try again.'), 'error'),
    });

  const columns: DataColumn<EditableAlbum>[] = [
    { id: 'title', header: 'Album', rowHeader: true, cell: (item) => item.title },
    { id: 'photos', header: 'Photos', cell: (item) => item.photoCount },
    {
      id: 'actions',
      header: 'Actions',
      actions: true,
      cell: (item, index) => (
        <div className="flex flex-wrap gap-2">
          <Button variant="small" onClick={() => setChosen(item.id)}>
            Photos <span className="sr-only">of {item.title}</span>
          </Button>
          <MoveButtons
            index={index}
            count={list.length}
            name={item.title}
            disabled={reorder.isPending}
            onMove={(step) => onMove(index, step)}
          />
          <Button variant="small" onClick={() => setEditing(item)}>
            Rename <span className="sr-only">{item.title}</span>
          </Button>
          <Button variant="danger" onClick={() => onDelete(item)}>
            Delete <span className="sr-only">{item.title}</span>
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">
          The gallery page shows the albums that hold photos, in this order.
        </p>
        <Button onClick={() => setEditing('new')}>Add album</Button>
      </div>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <DataTable
          caption="Gallery albums"
          columns={columns}
          rows={list}
          rowKey={(item) => item.id}
          empty={<p className="p-4 text-slate-700">No albums yet.</p>}
        />
      </div>
      {album && <AlbumPhotos key={album.id} album={album} />}
      <Dialog
        open={editing !== null}
        title={editing === 'new' ? 'Add album' : 'Rename album'}
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
