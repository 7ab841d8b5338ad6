import { ERROR_CODES } from '@institute/shared/api-error';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import {
  MAX_SLIDES,
  MEDIA_MESSAGES,
  slideInputSchema,
  type EditableSlide,
  type OrderInput,
  type SlideInput,
} from '@institute/shared/content/media';
import { SITE_MESSAGES } from '@institute/shared/content/site';
import type { AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import type { StoredFiles } from '../files/stored-files';
import { processWebsiteImage } from '../files/images';
import type { MediaEditorRepository } from './media-editor.repository';
import {
  defaultVariant,
  mediaUrl,
  parseVariants,
  srcsetOf,
  storeImage,
  type StoredVariant,
} from '../files/media-store';
import type { SiteEditor } from './site-editor.service';
import { sameSet } from './ordered-rows';

export interface SlidesEditorOptions {
  repository: MediaEditorRepository;
  storedFiles: StoredFiles;
  siteEditor: SiteEditor;
  audit: AuditLog;
  onChange: () => void;
}

export const changed = () => new AppError(409, ERROR_CODES.conflict, SITE_MESSAGES.changed);
export const orderChanged = () =>
  new AppError(409, ERROR_CODES.conflict, MEDIA_MESSAGES.orderChanged);

type SlideRow = NonNullable<Awaited<ReturnType<MediaEditorRepository['findSlide']>>>;

/** A slide's picture as pages show it: the stored widths, or the seeded static image. */
export function slidePicture(row: { image: string; variants: string | null }) {
  const variants = parseVariants(row.variants);
  if (variants.length === 0) return { image: row.image, srcset: '' };
  return { image: mediaUrl(defaultVariant(variants).fileId), srcset: srcsetOf(variants) };
}

function toSlide(row: SlideRow): EditableSlide {
  const { image, srcset } = slidePicture(row);
  return {
    id: row.id,
    imageUrl: image,
    srcset,
    width: row.width,
    height: row.height,
    alt: row.alt,
    title: row.title,
    text: row.text,
    link: row.link,
    position: row.position,
    version: row.version,
  };
}

/** The fields a slide's audit entry keeps: enough to put it back after a removal. */
const auditedFields = (row: SlideRow) => ({
  alt: row.alt,
  title: row.title,
  text: row.text,
  link: row.link,
  image: row.image,
  variants: row.variants,
  width: row.width,
  height: row.height,
  position: row.position,
});

/**
 * Head office edits the hero slides (at most ten): an uploaded picture goes through the image
 * pipeline; a slide's words are edited; the slides are reordered and removed. A removed slide's
 * picture is kept (so that its removal can be undone).
 */
export function createSlidesEditor(options: SlidesEditorOptions) {
  const { repository, storedFiles, siteEditor, audit, onChange } = options;

  /** A new slide only while the carousel has room (409 otherwise), for a draft as for a save. */
  async function checkRoom(): Promise<void> {
    if ((await repository.countSlides()) >= MAX_SLIDES) {
      throw new AppError(409, ERROR_CODES.conflict, MEDIA_MESSAGES.tooManySlides);
    }
  }

  async function create(
    user: AuthenticatedUser,
    input: SlideInput,
    picture: { data: Buffer; filename: string } | StoredPicture,
    ip: string,
  ): Promise<EditableSlide> {
    await siteEditor.requireEditor(user);
    const words = slideInputSchema.parse(input);
    await checkRoom();
    const at = nowIso();
    const insert = async (
      trx: Parameters<typeof repository.insertSlide>[0],
      image: StoredPicture,
    ) => {
      if ((await repository.countSlides(trx)) >= MAX_SLIDES) {
        throw new AppError(409, ERROR_CODES.conflict, MEDIA_MESSAGES.tooManySlides);
      }
      const { id } = await repository.insertSlide(trx, {
        ...words,
        ...image,
        position: image.position ?? (await repository.nextPosition('banners', undefined, trx)),
        at,
      });
      // The History line and the answer in the same transaction: a database lost after the
      // commit must not turn a saved slide into an error.
      const created = (await repository.findSlide(id, trx))!;
      await audit(
        {
          userId: user.id,
          centreId: user.centreId,
          action: 'create',
          entity: 'slide',
          entityId: id,
          changes: auditedFields(created),
          ip,
        },
        trx,
      );
      return created;
    };
    let created: Awaited<ReturnType<typeof insert>>;
    if ('data' in picture) {
      const variants = await processWebsiteImage(
        'image',
        'The picture',
        picture.data,
        picture.filename,
      );
      created = await storeImage(
        storedFiles,
        variants,
        { centreId: null, userId: user.id },
        (trx, stored: StoredVariant[]) => {
          const widest = stored.at(-1)!;
          return insert(trx, {
            image: mediaUrl(widest.fileId),
            variants: JSON.stringify(stored),
            width: widest.width,
            height: widest.height,
          });
        },
      );
    } else {
      // A picture already stored: a removed slide's put back, or a draft's being published.
      const { adopt, ...stored } = picture;
      created = await repository.transaction(async (trx) => {
        await adopt?.(trx);
        return insert(trx, stored);
      });
    }
    onChange();
    return toSlide(created);
  }

  return {
    checkRoom,

    async slide(id: number): Promise<EditableSlide | undefined> {
      const row = await repository.findSlide(id);
      return row ? toSlide(row) : undefined;
    },

    /** A slide's picture as stored (an undo compares and puts it back). */
    async storedPicture(id: number): Promise<StoredPicture | undefined> {
      const row = await repository.findSlide(id);
      return (
        row && { image: row.image, variants: row.variants, width: row.width, height: row.height }
      );
    },

    async list(user: AuthenticatedUser): Promise<EditableSlide[]> {
      await siteEditor.requireEditor(user);
      return (await repository.listSlides()).map(toSlide);
    },

    create,

    /**
     * Saves a slide's words and, when given, a new picture (a draft's, adopted in the same
     * transaction, or the one an undo puts back). The old picture's files are kept (undo).
     */
    async update(
      user: AuthenticatedUser,
      id: number,
      input: SlideInput & { version: number },
      ip: string,
      picture?: StoredPicture,
    ): Promise<EditableSlide> {
      await siteEditor.requireEditor(user);
      const before = await repository.findSlide(id);
      if (!before) throw notFound('No such slide');
      const words = slideInputSchema.parse(input);
      const stored = picture && {
        image: picture.image,
        variants: picture.variants,
        width: picture.width,
        height: picture.height,
      };
      // The History line and the answer in the same transaction (see create).
      const after = await repository.transaction(async (trx) => {
        await picture?.adopt?.(trx);
        const row = { ...words, at: nowIso(), picture: stored };
        if (!(await repository.updateSlide(id, input.version, row, trx))) throw changed();
        const saved = (await repository.findSlide(id, trx))!;
        await audit(
          {
            userId: user.id,
            centreId: user.centreId,
            action: 'update',
            entity: 'slide',
            entityId: id,
            changes: Object.fromEntries(
              (['alt', 'title', 'text', 'link', 'image', 'variants', 'width', 'height'] as const)
                .filter((field) => before[field] !== saved[field])
                .map((field) => [field, [before[field], saved[field]]]),
            ),
            ip,
          },
          trx,
        );
        return saved;
      });
      onChange();
      return toSlide(after);
    },

    async remove(user: AuthenticatedUser, id: number, version: number, ip: string) {
      await siteEditor.requireEditor(user);
      const before = await repository.findSlide(id);
      if (!before) throw notFound('No such slide');
      if (!(await repository.deleteSlide(id, version))) throw changed();
      await audit({
        userId: user.id,
        centreId: user.centreId,
        action: 'delete',
        entity: 'slide',
        entityId: id,
        changes: auditedFields(before),
        ip,
      });
      onChange();
    },

    /** Puts every slide in the given order; 409 when the list changed since it was read. */
    async reorder(user: AuthenticatedUser, input: OrderInput, ip: string) {
      await siteEditor.requireEditor(user);
      const current = await repository.listSlides();
      const ids = input.order.map((item) => item.id);
      if (!sameSet(current, input.order)) throw orderChanged();
      if (!(await repository.reorder('banners', input.order, nowIso()))) throw orderChanged();
      await audit({
        userId: user.id,
        centreId: user.centreId,
        action: 'update',
        entity: 'slide_order',
        entityId: 'slides',
        changes: { order: [current.map((row) => row.id), ids] },
        ip,
      });
      onChange();
      return (await repository.listSlides()).map(toSlide);
    },
  };
}

/** A picture already stored (a removed slide put back, or a draft's picture). */
export interface StoredPicture {
  image: string;
  variants: string | null;
  width: number;
  height: number;
  position?: number;
  /** Run in the slide's transaction first (a draft's picture made public). */
  adopt?: (trx: Kysely<DB>) => Promise<void>;
}

export type SlidesEditor = ReturnType<typeof createSlidesEditor>;
