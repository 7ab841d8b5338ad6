import type {
  AlbumInput,
  EditableAlbum,
  EditablePhoto,
  EditableSlide,
  PhotoInput,
  SlideInput,
} from '@institute/shared/content/media';
import { INTERNAL_ERROR_MESSAGE, type ApiError } from '@institute/shared/api-error';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiRequestError } from '../../lib/api-client';

const SLIDES = ['content', 'slides'] as const;
const ALBUMS = ['content', 'albums'] as const;
const photosKey = (albumId: number) => ['content', 'albums', albumId, 'photos'] as const;
const HISTORY = ['content', 'history'] as const;

/**
 * Sends a multipart form with XMLHttpRequest, whose upload reports its progress (fetch does not):
 * `onProgress` gets 0..1. Answers the JSON; throws ApiRequestError like api().
 */
export function uploadForm<T>(
  path: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () =>
      reject(new ApiRequestError(0, { code: 'NETWORK_ERROR', message: 'Network error' }));
    request.onload = () => {
      const text = request.responseText;
      if (request.status >= 200 && request.status < 300) {
        resolve((text ? JSON.parse(text) : undefined) as T);
        return;
      }
      let error: ApiError = { code: `HTTP_${request.status}`, message: INTERNAL_ERROR_MESSAGE };
      try {
        const parsed = JSON.parse(text) as ApiError;
        if (typeof parsed.message === 'string') error = parsed;
      } catch {
        // not JSON: the general message
      }
      reject(new ApiRequestError(request.status, error));
    };
    request.send(form);
  });
}

function useInvalidate(...keys: (readonly unknown[])[]) {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [...keys, HISTORY].map((queryKey) => client.invalidateQueries({ queryKey: [...queryKey] })),
    );
}

export const useSlides = () =>
  useQuery({
    queryKey: SLIDES,
    queryFn: () => api<EditableSlide[]>('/api/dashboard/content/slides'),
  });

export function useAddSlide() {
  const invalidate = useInvalidate(SLIDES);
  return useMutation({
    mutationFn: ({ input, image }: { input: SlideInput; image: File }) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(input)) form.append(name, String(value ?? ''));
      form.append('image', image);
      return uploadForm<EditableSlide>('/api/dashboard/content/slides', form);
    },
    onSettled: invalidate,
  });
}

export function useSaveSlide() {
  const invalidate = useInvalidate(SLIDES);
  return useMutation({
    mutationFn: ({ slide, input }: { slide: EditableSlide; input: SlideInput }) =>
      api<EditableSlide>(`/api/dashboard/content/slides/${slide.id}`, {
        method: 'PUT',
        json: { ...input, version: slide.version },
      }),
    onSettled: invalidate,
  });
}

export function useDeleteSlide() {
  const invalidate = useInvalidate(SLIDES);
  return useMutation({
    mutationFn: (slide: EditableSlide) =>
      api<void>(`/api/dashboard/content/slides/${slide.id}?version=${slide.version}`, {
        method: 'DELETE',
      }),
    onSettled: invalidate,
  });
}

/** Sends a whole list's new order, each item at the version read. */
const orderOf = (items: readonly { id: number; version: number }[]) => ({
  order: items.map(({ id, version }) => ({ id, version })),
});

export function useReorderSlides() {
  const invalidate = useInvalidate(SLIDES);
  return useMutation({
    mutationFn: (slides: readonly EditableSlide[]) =>
      api<EditableSlide[]>('/api/dashboard/content/slides/order', {
        method: 'PUT',
        json: orderOf(slides),
      }),
    onSettled: invalidate,
  });
}

export const useAlbums = () =>
  useQuery({
    queryKey: ALBUMS,
    queryFn: () => api<EditableAlbum[]>('/api/dashboard/content/gallery/albums'),
  });

/** Adds an album (album null) or renames one at its version. */
export function useSaveAlbum() {
  const invalidate = useInvalidate(ALBUMS);
  return useMutation({
    mutationFn: ({ album, input }: { album: EditableAlbum | null; input: AlbumInput }) =>
      album === null
        ? api<EditableAlbum>('/api/dashboard/content/gallery/albums', {
            method: 'POST',
            json: input,
          })
        : api<EditableAlbum>(`/api/dashboard/content/gallery/albums/${album.id}`, {
            method: 'PUT',
            json: { ...input, version: album.version },
          }),
    onSettled: invalidate,
  });
}

export function useDeleteAlbum() {
  const invalidate = useInvalidate(ALBUMS);
  return useMutation({
    mutationFn: (album: EditableAlbum) =>
      api<void>(`/api/dashboard/content/gallery/albums/${album.id}?version=${album.version}`, {
        method: 'DELETE',
      }),
    onSettled: invalidate,
  });
}

export function useReorderAlbums() {
  const invalidate = useInvalidate(ALBUMS);
  return useMutation({
    mutationFn: (albums: readonly EditableAlbum[]) =>
      api<EditableAlbum[]>('/api/dashboard/content/gallery/albums/order', {
        method: 'PUT',
        json: orderOf(albums),
      }),
    onSettled: invalidate,
  });
}

export const usePhotos = (albumId: number | null) =>
  useQuery({
    queryKey: photosKey(albumId ?? 0),
    queryFn: () => api<EditablePhoto[]>(`/api/dashboard/content/gallery/albums/${albumId}/photos`),
    enabled: albumId !== null,
  });

/** Uploads one photo into an album, reporting its progress. */
export const uploadPhoto = (
  albumId: number,
  file: File,
  input: PhotoInput,
  onProgress: (fraction: number) => void,
) => {
  const form = new FormData();
  form.append('alt', input.alt);
  form.append('caption', input.caption ?? '');
  form.append('photo', file);
  return uploadForm<EditablePhoto>(
    `/api/dashboard/content/gallery/albums/${albumId}/photos`,
    form,
    onProgress,
  );
};

/** After uploads: the album's photos, the albums' counts and the history are read again. */
export function useRefreshAlbum() {
  const client = useQueryClient();
  return (albumId: number) =>
    Promise.all(
      [photosKey(albumId), ALBUMS, HISTORY].map((queryKey) =>
        client.invalidateQueries({ queryKey: [...queryKey] }),
      ),
    );
}

export function useSavePhoto() {
  const refresh = useRefreshAlbum();
  return useMutation({
    mutationFn: ({ photo, input }: { photo: EditablePhoto; input: PhotoInput }) =>
      api<EditablePhoto>(`/api/dashboard/content/gallery/photos/${photo.id}`, {
        method: 'PUT',
        json: { ...input, version: photo.version },
      }),
    onSettled: (_data, _error, { photo }) => refresh(photo.albumId),
  });
}

export function useDeletePhoto() {
  const refresh = useRefreshAlbum();
  return useMutation({
    mutationFn: (photo: EditablePhoto) =>
      api<void>(`/api/dashboard/content/gallery/photos/${photo.id}?version=${photo.version}`, {
        method: 'DELETE',
      }),
    onSettled: (_data, _error, photo) => refresh(photo.albumId),
  });
}

export function useReorderPhotos() {
  const refresh = useRefreshAlbum();
  return useMutation({
    mutationFn: ({ albumId, photos }: { albumId: number; photos: readonly EditablePhoto[] }) =>
      api<EditablePhoto[]>(`/api/dashboard/content/gallery/albums/${albumId}/photos/order`, {
        method: 'PUT',
        json: orderOf(photos),
      }),
    onSettled: (_data, _error, { albumId }) => refresh(albumId),
  });
}

/** The list with the item at `index` moved one place up (-1) or down (+1). */
export function moved<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const next = [...items];
  const target = index + step;
  if (target < 0 || target >= next.length) return next;
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
