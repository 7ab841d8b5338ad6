import { ERROR_CODES } from '@institute/shared/api-error';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import type { AuthenticatedUser } from '../../../lib/access';
import { AppError, notFound } from '../../../lib/errors';
import { nowIso } from '../../../lib/time';
import { defaultVariant, mediaUrl } from '../../files/media-store';
import type { StoredFiles } from '../../files/stored-files';
import type { ContentKind, KindItem } from './content-kind';
import { changed, storeUpload, type UploadedPicture } from './kind-pictures';
import { createKindEditor, type KindEditorOptions, type KindPlacement } from './kind-service';

/** An optional picture as its history keeps it (null fields: the item has none). */
export interface KeptPicture {
  image: string | null;
  variants: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  imageAlt: string;
  /** Run in the item's transaction first (a draft's picture made public). */
  adopt?: (trx: Kysely<DB>) => Promise<void>;
}

/** A picture kept in a history entry's values (a removed item's, or either side of a change). */
export function keptPicture(value: unknown): KeptPicture {
  const picture = (value ?? {}) as Partial<KeptPicture>;
  return {
    image: typeof picture.image === 'string' ? picture.image : null,
    variants: typeof picture.variants === 'string' ? picture.variants : null,
    imageWidth: typeof picture.imageWidth === 'number' ? picture.imageWidth : null,
    imageHeight: typeof picture.imageHeight === 'number' ? picture.imageHeight : null,
    imageAlt: typeof picture.imageAlt === 'string' ? picture.imageAlt : '',
  };
}

const KEYS = ['image', 'variants', 'imageWidth', 'imageHeight', 'imageAlt'] as const;

/**
 * The editor of a kind with an optional picture per row (content-kind.ts `optionalPicture`,
 * decision 0091): the kind's editor (kind-service.ts) whose items may be added with a picture
 * already stored (an undo's, a draft's), and whose picture is given, replaced or taken away at the
 * item's version through its own routes. The alt text is kept only while there is a picture, and
 * is required then. A replaced or removed picture's files are kept, so that the change can be undone.
 */
export function createOptionalPictureKindEditor<
  Row extends { id: number },
  Item extends KindItem,
  Input,
>(kind: ContentKind<Row, Item, Input>, options: KindEditorOptions & { storedFiles: StoredFiles }) {
  const own = kind.optionalPicture;
  if (!own) throw new Error(`The kind ${kind.path} declares no optional picture`);
  const { columns } = own;
  const valueOf = (row: Row, column: string) => (row as unknown as Record<string, unknown>)[column];
  const hasPicture = (row: Row) => valueOf(row, columns.image) !== null;
  const altOf = (input: Input) => String((input as Record<string, unknown>)[own.altField] ?? '');

  /** 400 on the alt text's field when an item with a picture is saved without alt text. */
  function checkAlt(withPicture: boolean, alt: string): void {
    if (withPicture && alt === '') {
      throw new AppError(400, ERROR_CODES.validation, own!.altMissing, {
        [own!.altField]: [own!.altMissing],
      });
    }
  }

  const base = createKindEditor(kind, options, (input, before) => {
    checkAlt(hasPicture(before), altOf(input));
    return { ...kind.toRow(input), [columns.imageAlt]: hasPicture(before) ? altOf(input) : '' };
  });
  const { repository, record, write, auditCreate, parentOrThrow } = base.internals;
  const { requireEditor, onChange, storedFiles } = options;

  /** A row's picture columns from a kept picture (none: the columns null, no alt text). */
  const pictureColumns = (picture: KeptPicture | null | undefined, alt: string) => ({
    [columns.image]: picture?.image ?? null,
    [columns.variants]: picture?.variants ?? null,
    [columns.imageWidth]: picture?.imageWidth ?? null,
    [columns.imageHeight]: picture?.imageHeight ?? null,
    [columns.imageAlt]: picture?.image ? alt : '',
  });
  /** What a history entry keeps of a row's picture (enough to put it back: its files are kept). */
  const keptOf = (row: Row) =>
    Object.fromEntries(KEYS.map((key) => [key, valueOf(row, columns[key])])) as Omit<
      KeptPicture,
      'adopt'
    >;

  async function rowOrThrow(id: number): Promise<Row> {
    const row = await repository.find(id);
    if (!row) throw notFound(kind.notFound);
    return row;
  }

  /** Saves the picture columns at `version` in the transaction (409 when changed since). */
  async function savePicture(
    trx: Kysely<DB>,
    id: number,
    version: number,
    values: Record<string, unknown>,
    at: string,
  ): Promise<void> {
    // Throwing rolls the stored files back with the transaction.
    if (!(await repository.update(id, version, values, at, trx))) throw changed();
  }

  return {
    ...base,
    /** The item's picture as kept (an undo compares it with the one a change gave). */
    async keptPicture(id: number): Promise<KeptPicture | undefined> {
      const row = await repository.find(id);
      return row && keptOf(row);
    },

    /**
     * The rules a save enforces beyond the schema, for a draft as for the save: a new item goes
     * into a parent that is there (404 with `missingParent`); an item showing a picture (its own,
     * or one the draft gives it) has alt text.
     */
    async checkPicture(
      draft: { parent?: number | undefined; alt: string; newPicture: boolean },
      id: number | null,
      missingParent?: string,
    ): Promise<void> {
      if (id === null) {
        if (kind.parent && !(await repository.parentExists(draft.parent ?? 0))) {
          throw notFound(missingParent ?? kind.parent.notFound);
        }
        checkAlt(draft.newPicture, draft.alt);
        return;
      }
      const stored = await repository.find(id);
      if (stored) checkAlt(draft.newPicture || hasPicture(stored), draft.alt);
    },

    /**
     * Adds an item at the end (of its parent's list) with, when given, a picture already stored
     * (a removed item's, put back with it by an undo, or a draft's, adopted in the same
     * transaction). The row and its audit entry are written in one transaction: a database lost
     * after the commit must not turn an added item into an error (sent again, it would be twice).
     */
    async create(
      user: AuthenticatedUser,
      input: Input,
      ip: string,
      at: KindPlacement & { picture?: KeptPicture } = {},
    ): Promise<Item> {
      await requireEditor(user);
      const of = await parentOrThrow(at.parent);
      const checked = kind.schemas.input.parse(input);
      await base.check(checked, null);
      const { picture } = at;
      checkAlt(Boolean(picture?.image), altOf(checked));
      const position = at.position ?? (await repository.nextPosition(undefined, of));
      const created = await repository.transaction(async (trx) => {
        await picture?.adopt?.(trx);
        const values: Record<string, unknown> = {
          ...kind.toRow(checked),
          ...pictureColumns(picture, altOf(checked)),
          position,
        };
        if (kind.parent) values[kind.parent.column] = of;
        const id = await write(checked, values, () => repository.insert(values, nowIso(), trx));
        const row = (await repository.find(id, trx))!;
        await record(user, 'create', kind.entity, id, auditCreate(row), ip, trx);
        return row;
      });
      onChange();
      return kind.toItem(created);
    },

    /**
     * Gives an item its own picture (an upload with its alt text, through the image pipeline) or,
     * on undo or publishing a draft, a picture already stored; null takes it away. The old
     * picture's files are kept; the audit entry keeps both pictures.
     */
    async setPicture(
      user: AuthenticatedUser,
      id: number,
      picture: (UploadedPicture & { alt: string }) | KeptPicture | null,
      version: number,
      ip: string,
    ): Promise<Item> {
      await requireEditor(user);
      const before = await rowOrThrow(id);
      const at = nowIso();
      if (picture && 'data' in picture) {
        await storeUpload(
          storedFiles,
          user,
          { field: 'image', label: 'The picture' },
          picture,
          (trx, stored) => {
            const widest = stored.at(-1)!;
            const values = pictureColumns(
              {
                image: mediaUrl(defaultVariant(stored).fileId),
                variants: JSON.stringify(stored),
                imageWidth: widest.width,
                imageHeight: widest.height,
                imageAlt: picture.alt,
              },
              picture.alt,
            );
            return savePicture(trx, id, version, values, at);
          },
        );
      } else {
        if (picture === null && !hasPicture(before)) {
          throw new AppError(409, ERROR_CODES.conflict, own!.noPicture);
        }
        if (picture?.image) checkAlt(true, picture.imageAlt);
        await repository.transaction(async (trx) => {
          await picture?.adopt?.(trx);
          await savePicture(trx, id, version, pictureColumns(picture, picture?.imageAlt ?? ''), at);
        });
      }
      const after = await rowOrThrow(id);
      const changes = {
        // Its parent first (a kind with a parent), then both pictures and the item's name.
        ...(kind.parent ? { [kind.parent.key]: valueOf(before, kind.parent.column) } : {}),
        picture: [keptOf(before), keptOf(after)],
        name: kind.name(kind.toItem(after)),
      };
      await record(user, 'update', kind.entity, id, changes, ip);
      onChange();
      return kind.toItem(after);
    },
  };
}

/** Any kind's editor with an optional picture, among the others. */
export type OptionalPictureKindEditor<
  Item extends KindItem = KindItem,
  Input = unknown,
> = ReturnType<typeof createOptionalPictureKindEditor<{ id: number }, Item, Input>>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyOptionalPictureKindEditor = OptionalPictureKindEditor<any, any>;
