import type {
  CourseCardValues,
  CoursePageValues,
  EditableCourseCard,
  EditableCoursePage,
} from '@institute/shared/content/catalogue-pages';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { contentList, useContentSettled } from './content-list-api';
import { uploadForm } from './media-api';

const BASE = '/api/dashboard/content';
const PAGES = ['content', 'course-pages'] as const;

/** The catalogue pages under /course (and the duration pages), in their order. */
export const coursePages = contentList<EditableCoursePage, CoursePageValues>({
  list: `${BASE}/course-pages`,
  key: PAGES,
});

/**
 * The courses of one page; every write reads the pages again too (their counts). A page not
 * chosen yet (null) is not read.
 */
export const courseCards = (pageId: number | null) =>
  contentList<EditableCourseCard, CourseCardValues>({
    list: `${BASE}/course-pages/${pageId}/cards`,
    item: (id) => `${BASE}/course-cards/${id}`,
    key: [...PAGES, pageId ?? 0, 'cards'],
    settles: PAGES,
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
  const cards = courseCards(pageId);
  const onSettled = useContentSettled(PAGES);
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
      const saved = await cards.saveItem({
        id: card?.id ?? null,
        version: card?.version ?? 0,
        input,
      });
      if (!picture) return saved;
      const form = new FormData();
      form.append('alt', input.imageAlt);
      form.append('version', String(saved.version));
      form.append('image', picture);
      try {
        return await uploadForm<EditableCourseCard>(`${cards.item(saved.id)}/picture`, form);
      } catch (error) {
        throw new PictureRefused(saved, error);
      }
    },
    onSettled,
  });
}

/** Shows the shared book picture again on a course. */
export function useRemoveCardPicture() {
  const onSettled = useContentSettled(PAGES);
  return useMutation({
    mutationFn: (card: EditableCourseCard) =>
      api<EditableCourseCard>(`${BASE}/course-cards/${card.id}/picture?version=${card.version}`, {
        method: 'DELETE',
      }),
    onSettled,
  });
}
