import type {
  AlbumInput,
  EditableAlbum,
  EditablePhoto,
  EditableSlide,
  PhotoInput,
  PhotoValues,
  SlideInput,
  SlideValues,
} from '@institute/shared/content/media';
import { INTERNAL_ERROR_MESSAGE, type ApiError } from '@institute/shared/api-error';
import { useMutation } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api-client';
import { contentList, useContentSettled } from './content-list-api';

const SLIDES = ['content', 'slides'] as const;
const ALBUMS = ['content', 'albums'] as const;
const BASE = '/api/dashboard/content';

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

/** The hero slides of the home page (decision 0068: one list client for every kind). */
export const slides = contentList<EditableSlide, SlideValues>({
  list: `${BASE}/slides`,
  key: SLIDES,
  orderField: 'order',
});

/** A new slide comes with its picture: one multipart request. */
export function useAddSlide() {
  const onSettled = useContentSettled(SLIDES);
  return useMutation({
    mutationFn: ({ input, image }: { input: SlideInput; image: File }) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(input)) form.append(name, String(value ?? ''));
      form.append('image', image);
      return uploadForm<EditableSlide>(`${BASE}/slides`, form);
    },
    onSettled,
  });
}

/** The gallery's albums (a title each), in their order. */
export const albums = contentList<EditableAlbum, AlbumInput>({
  list: `${BASE}/gallery/albums`,
  key: ALBUMS,
  orderField: 'order',
});

/** One album's photos; every write reads the albums again too (their counts). */
export const albumPhotos = (albumId: number) =>
  contentList<EditablePhoto, PhotoValues>({
    list: `${BASE}/gallery/albums/${albumId}/photos`,
    item: (id) => `${BASE}/gallery/photos/${id}`,
    key: [...ALBUMS, albumId, 'photos'],
    settles: ALBUMS,
    orderField: 'order',
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
  return uploadForm<EditablePhoto>(`${BASE}/gallery/albums/${albumId}/photos`, form, onProgress);
};

/** After uploads: the album's photos, the albums' counts and the history are read again. */
export const useRefreshAlbum = () => useContentSettled(ALBUMS);
