import { ERROR_CODES } from '@institute/shared/api-error';
import {
  CATALOGUE_MESSAGES,
  cardPictureFieldsSchema,
  courseCardInputSchema,
  type CourseCardInput,
  type CourseOrderInput,
  type EditableCourseCard,
} from '@institute/shared/content/catalogue-pages';
import { COURSE_CARD_IMAGE } from '@institute/shared/content/constants';
import { SITE_MESSAGES } from '@institute/shared/content/site';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { processWebsiteImage } from '../files/images';
import {
  defaultVariant,
  mediaUrl,
  parseVariants,
  srcsetOf,
  storeImage,
  type StoredVariant,
} from '../files/media-store';
import type { StoredFiles } from '../files/stored-files';
import type { CardPicture, CataloguePagesRepository } from './catalogue-pages.repository';
import { differences, sameSet } from './ordered-rows';

export interface CataloguePagesEditorOptions {
  repository: CataloguePagesRepository;
  storedFiles: StoredFiles;
  audit: AuditLog;
  /** Who may edit the website (site-editor.service.ts decides, for every editor). */
  requireEditor: (user: AuthenticatedUser) => Promise<void>;
  /** Called after every save: the kept public pages are rendered again (plugins/web.ts). */
  onChange: () => void;
}

const changed = () => new AppError(409, ERROR_CODES.conflict, SITE_MESSAGES.changed);
const staleOrder = () => new AppError(409, ERROR_CODES.conflict, CATALOGUE_MESSAGES.order);
const fieldError = (field: string, message: string, status = 400) =>
  new AppError(status, status === 400 ? ERROR_CODES.validation : ERROR_CODES.conflict, message, {
    [field]: [message],
  });

type CardRow = NonNullable<Awaited<ReturnType<CataloguePagesRepository['findCard']>>>;

/** A card's picture as pages show it: its stored widths, or the shared book picture. */
export function cardPicture(row: {
  image: string | null;
  variants: string | null;
  image_width: number | null;
  image_height: number | null;
  image_alt: string;
}) {
  const variants = parseVariants(row.variants);
  if (!row.image || variants.length === 0) {
    return {
      image: row.image ?? COURSE_CARD_IMAGE.src,
      srcset: '',
      width: COURSE_CARD_IMAGE.width,
      height: COURSE_CARD_IMAGE.height,
      alt: '',
    };
  }
  const shown = defaultVariant(variants);
  return {
    image: mediaUrl(shown.fileId),
    srcset: srcsetOf(variants),
    width: row.image_width ?? shown.width,
    height: row.image_height ?? shown.height,
    alt: row.image_alt,
  };
}

const toCard = (row: CardRow): EditableCourseCard => {
  const picture = cardPicture(row);
  return {
    id: row.id,
    pageId: row.page_id,
    title: row.title,
    semester: row.semester,
    description: row.description,
    imageUrl: picture.image,
    hasPicture: picture.srcset !== '',
    srcset: picture.srcset,
    imageAlt: row.image_alt,
    position: row.position,
    version: row.version,
    updatedAt: row.updated_at,
  };
};

const cardFields = (card: CardRow) => ({
  title: card.title,
  semester: card.semester,
  description: card.description,
  imageAlt: card.image_alt,
});

/** What a card's history keeps of its picture (enough to put it back: its files are kept). */
const pictureFields = (card: CardPicture) => ({
  image: card.image,
  variants: card.variants,
  imageWidth: card.image_width,
  imageHeight: card.image_height,
  imageAlt: card.image_alt,
});

/** A picture already stored, as an undo puts it back (or a draft's, decision 0038). */
export interface KeptPicture {
  image: string | null;
  variants: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  imageAlt: string;
  /** Run in the card's transaction first (a draft's picture made public). */
  adopt?: (trx: Kysely<DB>) => Promise<void>;
}

/**
 * Head office edits the 'Our Courses' pages (issue 17, decision 0028): adds, renames, orders and
 * removes catalogue pages, and edits the course cards of every catalogue and duration page, each
 * with an optional picture through the image pipeline. Every save is checked against the version
 * the editor read, audited, and shown publicly at once. A replaced or removed picture's files are
 * kept, so that the change can be undone.
 */
export function createCataloguePagesEditor(options: CataloguePagesEditorOptions) {
  const { repository, storedFiles, audit, requireEditor, onChange } = options;

  const record = (
    user: AuthenticatedUser,
    action: string,
    entity: string,
    entityId: string | number,
    changes: Record<string, unknown>,
    ip: string,
    trx?: Kysely<DB>,
  ) =>
    audit({ userId: user.id, centreId: user.centreId, action, entity, entityId, changes, ip }, trx);

  async function pageOrThrow(id: number) {
    const page = await repository.findPage(id);
    if (!page) throw notFound('No such course page');
    return page;
  }

  async function cardOrThrow(id: number): Promise<CardRow> {
    const card = await repository.findCard(id);
    if (!card) throw notFound('No such course');
    return card;
  }

  /** 400 on imageAlt when a card with a picture is saved without alt text. */
  function checkAlt(hasPicture: boolean, alt: string) {
    if (hasPicture && alt === '') throw fieldError('imageAlt', CATALOGUE_MESSAGES.alt);
  }

  const editor = {
    /**
     * The rules a course's save enforces beyond its schema, for a draft of it as for the save:
     * a new course goes on a page that is there; a course showing a picture (its own, or one the
     * draft gives it) has alt text.
     */
    async checkCard(
      card: { pageId?: number | undefined; imageAlt: string; newPicture: boolean },
      id: number | null,
      missingPage = 'No such course page',
    ): Promise<void> {
      if (id === null) {
        if (!(await repository.findPage(card.pageId ?? 0))) throw notFound(missingPage);
        checkAlt(card.newPicture, card.imageAlt);
        return;
      }
      const stored = await repository.findCard(id);
      if (stored) checkAlt(card.newPicture || stored.image !== null, card.imageAlt);
    },

    // ---- Course cards ----

    async card(id: number): Promise<EditableCourseCard | undefined> {
      const row = await repository.findCard(id);
      return row ? toCard(row) : undefined;
    },

    async listCards(user: AuthenticatedUser, pageId: number): Promise<EditableCourseCard[]> {
      await requireEditor(user);
      await pageOrThrow(pageId);
      return (await repository.listCards(pageId)).map(toCard);
    },

    /** Adds a course at the end of a page (an undo puts a removed one back, picture and place). */
    async createCard(
      user: AuthenticatedUser,
      pageId: number,
      input: CourseCardInput,
      ip: string,
      restore?: { picture: KeptPicture; position?: number },
    ): Promise<EditableCourseCard> {
      await requireEditor(user);
      await pageOrThrow(pageId);
      const words = courseCardInputSchema.parse(input);
      const picture = restore?.picture;
      checkAlt(Boolean(picture?.image), words.imageAlt);
      const position = restore?.position ?? (await repository.nextCardPosition(pageId));
      // The History line and the answer in the same transaction: a database lost after the
      // commit must not turn a created course into an error (sent again, it would be made twice).
      const created = await repository.transaction(async (trx) => {
        await picture?.adopt?.(trx);
        const { id } = await repository.insertCard(
          pageId,
          {
            title: words.title,
            semester: words.semester,
            description: words.description,
            image_alt: picture?.image ? words.imageAlt : '',
            image: picture?.image ?? null,
            variants: picture?.variants ?? null,
            image_width: picture?.imageWidth ?? null,
            image_height: picture?.imageHeight ?? null,
            at: nowIso(),
          },
          position,
          trx,
        );
        const card = (await repository.findCard(id, trx))!;
        await record(
          user,
          'create',
          'course_card',
          id,
          { pageId, ...cardFields(card), ...pictureFields(card), position: card.position },
          ip,
          trx,
        );
        return card;
      });
      onChange();
      return toCard(created);
    },

    async updateCard(
      user: AuthenticatedUser,
      id: number,
      input: CourseCardInput & { version: number },
      ip: string,
    ): Promise<EditableCourseCard> {
      await requireEditor(user);
      const before = await cardOrThrow(id);
      const words = courseCardInputSchema.parse(input);
      checkAlt(before.image !== null, words.imageAlt);
      if (
        !(await repository.updateCard(id, input.version, {
          title: words.title,
          semester: words.semester,
          description: words.description,
          image_alt: before.image !== null ? words.imageAlt : '',
          at: nowIso(),
        }))
      ) {
        throw changed();
      }
      const after = await cardOrThrow(id);
      await record(
        user,
        'update',
        'course_card',
        id,
        {
          pageId: before.page_id,
          name: after.title,
          ...differences(cardFields(before), cardFields(after)),
        },
        ip,
      );
      onChange();
      return toCard(after);
    },

    /**
     * Gives a course its own picture (an upload through the image pipeline) or, on undo, a picture
     * already stored; null puts the shared book picture back. The old picture's files are kept.
     */
    async setPicture(
      user: AuthenticatedUser,
      id: number,
      picture: { data: Buffer; filename: string; alt: string } | KeptPicture | null,
      version: number,
      ip: string,
    ): Promise<EditableCourseCard> {
      await requireEditor(user);
      const before = await cardOrThrow(id);
      const at = nowIso();
      if (picture && 'data' in picture) {
        const variants = await processWebsiteImage(
          'image',
          'The picture',
          picture.data,
          picture.filename,
        );
        await storeImage(
          storedFiles,
          variants,
          { centreId: null, userId: user.id },
          async (trx, stored: StoredVariant[]) => {
            const widest = stored.at(-1)!;
            const saved = await repository.updateCard(
              id,
              version,
              {
                image: mediaUrl(defaultVariant(stored).fileId),
                variants: JSON.stringify(stored),
                image_width: widest.width,
                image_height: widest.height,
                image_alt: picture.alt,
                at,
              },
              trx,
            );
            // Rolls the stored files back with the transaction.
            if (!saved) throw changed();
          },
        );
      } else {
        if (picture === null && before.image === null) {
          throw new AppError(409, ERROR_CODES.conflict, CATALOGUE_MESSAGES.noPicture);
        }
        if (picture?.image) checkAlt(true, picture.imageAlt);
        await repository.transaction(async (trx) => {
          await picture?.adopt?.(trx);
          const saved = await repository.updateCard(
            id,
            version,
            {
              image: picture?.image ?? null,
              variants: picture?.variants ?? null,
              image_width: picture?.imageWidth ?? null,
              image_height: picture?.imageHeight ?? null,
              image_alt: picture?.image ? picture.imageAlt : '',
              at,
            },
            trx,
          );
          if (!saved) throw changed();
        });
      }
      const after = await cardOrThrow(id);
      await record(
        user,
        'update',
        'course_card',
        id,
        {
          pageId: before.page_id,
          picture: [pictureFields(before), pictureFields(after)],
          name: after.title,
        },
        ip,
      );
      onChange();
      return toCard(after);
    },

    async deleteCard(
      user: AuthenticatedUser,
      id: number,
      version: number,
      ip: string,
    ): Promise<void> {
      await requireEditor(user);
      const before = await cardOrThrow(id);
      if (!(await repository.deleteCard(id, version))) throw changed();
      // Everything the card held (its picture's files are kept), so that it can be put back.
      await record(
        user,
        'delete',
        'course_card',
        id,
        {
          pageId: before.page_id,
          ...cardFields(before),
          ...pictureFields(before),
          position: before.position,
        },
        ip,
      );
      onChange();
    },

    /** Puts every course of a page in the order given (each at the version read). */
    async reorderCards(
      user: AuthenticatedUser,
      pageId: number,
      { items }: CourseOrderInput,
      ip: string,
    ): Promise<EditableCourseCard[]> {
      await requireEditor(user);
      await pageOrThrow(pageId);
      const before = await repository.listCards(pageId);
      if (!sameSet(before, items)) throw staleOrder();
      if (!(await repository.reorder('course_cards', items, nowIso()))) throw changed();
      await record(
        user,
        'update',
        'course_card_order',
        pageId,
        { order: [before.map((row) => row.id), items.map((item) => item.id)] },
        ip,
      );
      onChange();
      return (await repository.listCards(pageId)).map(toCard);
    },
  };
  return editor;
}

/** The alt text and version sent with an uploaded picture, checked (400 with field messages). */
export const parsePictureFields = (fields: Record<string, string>) =>
  cardPictureFieldsSchema.parse({ alt: fields.alt ?? '', version: fields.version ?? '' });

export type CataloguePagesEditor = ReturnType<typeof createCataloguePagesEditor>;
