import type { CataloguePage, HomeContent } from '@institute/shared/content/content';
import {
  courseCardDraftSchema,
  type EditableCoursePage,
} from '@institute/shared/content/catalogue-pages';
import { DRAFT_MESSAGES } from '@institute/shared/content/drafts';
import { MEDIA_MESSAGES, slideDraftSchema } from '@institute/shared/content/media';
import { AppError, notFound } from '../../lib/errors';
import { ERROR_CODES } from '@institute/shared/api-error';
import { cardPicture } from './kinds/course-card.kind';
import type { KeptPicture } from './kinds/kind-optional-picture';

/** A course without a picture of its own: it shows the shared book picture. */
const NO_PICTURE = {
  image: null,
  variants: null,
  image_width: null,
  image_height: null,
  image_alt: '',
};
import { draftKind, onePicture, shortTitle, type DraftKind } from './draft-kinds';
import type { KindEditor } from './kinds/kind-service';
import type { DraftPictures } from './draft-pictures';
import type { ContentKinds } from './kinds';

/**
 * Drafts of a hero slide (a new one with its picture, or a slide's words and picture) and of a
 * course's card (an 'Our Courses' page's: kinds/course-page.kind.ts).
 */
export function catalogueDraftKinds(
  slides: ContentKinds['slides'],
  cards: ContentKinds['courseCards'],
  pictures: DraftPictures,
  coursePages: Pick<KindEditor<EditableCoursePage>, 'item'>,
): DraftKind[] {
  const pageOf = async (id: number, message = 'No such course page') => {
    const page = await coursePages.item(id);
    if (!page) throw notFound(message);
    return page;
  };
  /** A draft's picture as a public answer shows a picture (its preview URLs), if it has one. */
  const shownPicture = async (pictureId: number | undefined) => {
    const picture = pictureId === undefined ? undefined : await pictures.picture(pictureId);
    return (
      picture && {
        image: picture.imageUrl,
        srcset: picture.srcset,
        width: picture.width,
        height: picture.height,
      }
    );
  };
  return [
    draftKind({
      name: 'slide',
      label: 'Hero slide',
      // A new slide too: its picture is uploaded for the draft (decision 0038).
      shape: 'items',
      schema: slideDraftSchema,
      pictures: onePicture(MEDIA_MESSAGES.image),
      // The carousel's room for a new one, as its save checks it.
      check: async (_data, itemId) => {
        if (itemId === null) await slides.checkRoom();
      },
      version: async (_user, itemId) => (await slides.item(itemId!))?.version,
      title: (data) => shortTitle(data.title || data.alt),
      previewPath: () => '/',
      overlays: {
        '/api/content/home': async (answer: HomeContent, data, itemId) => {
          const shown = await shownPicture(data.picture);
          const words = { alt: data.alt, title: data.title, text: data.text, link: data.link };
          if (itemId === null) {
            return shown
              ? { ...answer, banners: [...answer.banners, { id: 0, ...shown, ...words }] }
              : answer;
          }
          return {
            ...answer,
            banners: answer.banners.map((banner) =>
              banner.id === itemId ? { ...banner, ...shown, ...words } : banner,
            ),
          };
        },
      },
      publish: async (user, data, itemId, version, ip) => {
        const { picture: upload, ...words } = data;
        const picture =
          upload === undefined ? undefined : await pictures.forPublishing(upload, 'image');
        if (itemId === null) {
          if (!picture) {
            throw new AppError(400, ERROR_CODES.validation, MEDIA_MESSAGES.image, {
              image: [MEDIA_MESSAGES.image],
            });
          }
          await slides.create(user, words, picture, ip);
        } else await slides.update(user, itemId, { ...words, version }, ip, picture);
      },
    }),
    draftKind({
      name: 'course_card',
      label: 'Course',
      // A new course too, on the page its data names, with or without a picture (decision 0038).
      shape: 'items',
      schema: courseCardDraftSchema,
      pictures: onePicture(),
      check: (data, itemId) =>
        cards.checkPicture(
          { parent: data.pageId, alt: data.imageAlt, newPicture: data.picture !== undefined },
          itemId,
          DRAFT_MESSAGES.noItem,
        ),
      version: async (_user, itemId) => (await cards.item(itemId!))?.version,
      title: (data) => shortTitle(data.title),
      previewPath: async (data, itemId) => {
        if (itemId === null) return (await pageOf(data.pageId ?? 0)).path;
        const card = await cards.item(itemId);
        if (!card) throw notFound('No such course');
        return (await pageOf(card.pageId)).path;
      },
      overlays: {
        '/api/content/pages/:slug': async (answer: CataloguePage, data, itemId) => {
          const shown = await shownPicture(data.picture);
          const picture = shown && { ...shown, alt: data.imageAlt };
          const words = {
            title: data.title,
            semester: data.semester,
            description: data.description,
          };
          if (itemId === null) {
            if (answer.slug !== (await pageOf(data.pageId ?? 0)).slug) return answer;
            const { image, srcset, width, height, alt } = cardPicture(NO_PICTURE);
            const card = { id: 0, image, srcset, width, height, alt, ...picture, ...words };
            return { ...answer, cards: [...answer.cards, card] };
          }
          return {
            ...answer,
            cards: answer.cards.map((card) =>
              card.id === itemId
                ? {
                    ...card,
                    ...words,
                    // The alt text goes with a picture of the course's own (the book's is decorative).
                    alt: card.srcset && data.imageAlt ? data.imageAlt : card.alt,
                    ...picture,
                  }
                : card,
            ),
          };
        },
      },
      publish: async (user, data, itemId, version, ip) => {
        const { picture: upload, pageId, ...words } = data;
        let picture: KeptPicture | undefined;
        if (upload !== undefined) {
          const taken = await pictures.forPublishing(upload, 'image');
          picture = {
            image: taken.image,
            variants: taken.variants,
            imageWidth: taken.width,
            imageHeight: taken.height,
            imageAlt: words.imageAlt,
            adopt: taken.adopt,
          };
        }
        if (itemId === null) {
          await cards.create(user, words, ip, { parent: pageId ?? 0, picture });
          return;
        }
        if (!picture) {
          await cards.update(user, itemId, { ...words, version }, ip);
          return;
        }
        // Its new picture through the picture's save, then its words if they changed.
        const card = await cards.setPicture(user, itemId, picture, version, ip);
        if (
          card.title !== words.title ||
          card.semester !== words.semester ||
          card.description !== words.description
        ) {
          await cards.update(user, itemId, { ...words, version: card.version }, ip);
        }
      },
    }),
  ];
}
