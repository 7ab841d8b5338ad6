import type {
  CourseCardValues,
  CoursePageValues,
  EditableCourseCard,
  EditableCoursePage,
} from '@institute/shared/content/catalogue-pages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { uploadForm } from './media-api';

const BASE = '/api/dashboard/content';
const PAGES = ['content', 'course-pages'] as const;
const cardsKey = (pageId: number) => ['content', 'course-pages', pageId, 'cards'] as const;
const HISTORY = ['content', 'history'] as const;

/** After a save: the pages (their counts), their courses and the history are read again. */
function useSettled() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [PAGES, HISTORY].map((queryKey) => client.invalidateQueries({ queryKey: [...queryKey] })),
    );
}

const orderOf = (items: readonly { id: number; version: number }[]) => ({
  items: items.map(({ id, version }) => ({ id, version })),
});

export const useCoursePages = () =>
  useQuery({
    queryKey: PAGES,
    queryFn: () => api<EditableCoursePage[]>(`${BASE}/course-pages`),
  });

/** Adds a catalogue page (page null) or saves a page's title and summary at its version. */
export function useSaveCoursePage() {
  const onSettled = useSettled();
  return useMutation({
    mutationFn: ({ page, input }: { page: EditableCoursePage | null; input: CoursePageValues }) =>
      page === null
        ? api<EditableCoursePage>(`${BASE}/course-pages`, { method: 'POST', json: input })
        : api<EditableCoursePage>(`${BASE}/course-pages/${page.id}`, {
            method: 'PUT',
            json: { ...input, version: page.version },
          }),
    onSettled,
  });
}

export function useRemoveCoursePage() {
  const onSettled = useSettled();
  return useMutation({
    mutationFn: (page: EditableCoursePage) =>
      api<void>(`${BASE}/course-pages/${page.id}?version=${page.version}`, { method: 'DELETE' }),
    onSettled,
  });
}

export function useReorderCoursePages() {
  const onSettled = useSettled();
  return useMutation({
    mutationFn: (pages: readonly EditableCoursePage[]) =>
      api<EditableCoursePage[]>(`${BASE}/course-pages/order`, {
        method: 'PUT',
        json: orderOf(pages),
      }),
    onSettled,
  });
}

export const useCourseCards = (pageId: number | null) =>
  useQuery({
    queryKey: cardsKey(pageId ?? 0),
    queryFn: () => api<EditableCourseCard[]>(`${BASE}/course-pages/${pageId}/cards`),
    enabled: pageId !== null,
  });

/** The course was saved but its picture refused: `card` is the course as saved. */
export class PictureRefused extends Error {
  constructor(
    readonly card: EditableCourseCard,
    override readonly cause: unknown,
  ) {
    super('The picture was refused');
  }
}

/**
 * Adds a course to a page (card null) or saves its words; then, when a picture was chosen,
 * uploads it with its alt text at the version the first save left (PictureRefused if refused).
 */
export function useSaveCourseCard(pageId: number) {
  const onSettled = useSettled();
  return useMutation({
    mutationFn: async ({
      card,
      input,
      picture,
    }: {
      card: EditableCourseCard | null;
      input: CourseCardValues;
      picture: File | null;
    }) => {
      const saved =
        card === null
          ? await api<EditableCourseCard>(`${BASE}/course-pages/${pageId}/cards`, {
              method: 'POST',
              json: input,
            })
          : await api<EditableCourseCard>(`${BASE}/course-cards/${card.id}`, {
              method: 'PUT',
              json: { ...input, version: card.version },
            });
      if (!picture) return saved;
      const form = new FormData();
      form.append('alt', input.imageAlt);
      form.append('version', String(saved.version));
      form.append('image', picture);
      try {
        return await uploadForm<EditableCourseCard>(
          `${BASE}/course-cards/${saved.id}/picture`,
          form,
        );
      } catch (error) {
        throw new PictureRefused(saved, error);
      }
    },
    onSettled,
  });
}

/** Shows the shared book picture again on a course. */
export function useRemoveCardPicture() {
  const onSettled = useSettled();
  return useMutation({
    mutationFn: (card: EditableCourseCard) =>
      api<EditableCourseCard>(`${BASE}/course-cards/${card.id}/picture?version=${card.version}`, {
        method: 'DELETE',
      }),
    onSettled,
  });
}

export function useRemoveCourseCard() {
  const onSettled = useSettled();
  return useMutation({
    mutationFn: (card: EditableCourseCard) =>
      api<void>(`${BASE}/course-cards/${card.id}?version=${card.version}`, { method: 'DELETE' }),
    onSettled,
  });
}

export function useReorderCourseCards(pageId: number) {
  const onSettled = useSettled();
  return useMutation({
    mutationFn: (cards: readonly EditableCourseCard[]) =>
      api<EditableCourseCard[]>(`${BASE}/course-pages/${pageId}/cards/order`, {
        method: 'PUT',
        json: orderOf(cards),
      }),
    onSettled,
  });
}
