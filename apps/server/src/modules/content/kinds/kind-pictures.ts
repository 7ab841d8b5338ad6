import { ERROR_CODES } from '@institute/shared/api-error';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import type { AuthenticatedUser } from '../../../lib/access';
import { AppError, notFound } from '../../../lib/errors';
import { nowIso } from '../../../lib/time';
import { processWebsiteImage } from '../../files/images';
import {
  defaultVariant,
  mediaUrl,
  parseVariants,
  removeImage,
  srcsetOf,
  storeImage,
  type StoredVariant,
} from '../../files/media-store';
import type { StoredFiles } from '../../files/stored-files';
import { SITE_MESSAGES } from '@institute/shared/content/site';
import type { ContentKind, KindItem } from './content-kind';
import { createKindEditor, type KindEditorOptions, type KindPlacement } from './kind-service';

/** The columns of a row's picture (a kind with `picture`, decision 0077). */
export const PICTURE_COLUMNS = ['image', 'variants', 'width', 'height'] as const;

/** A picture already stored (a removed item's put back, or a draft's picture being published). */
export interface StoredPicture {
  image: string;
  variants: string | null;
  width: number;
  height: number;
  position?: number;
  /** Its widths, narrowest first (a kind with its own picture columns reads them). */
  stored?: readonly StoredVariant[];
  /** Run in the item's transaction first (a draft's picture made public). */
  adopt?: (trx: Kysely<DB>) => Promise<void>;
}

/** A picture uploaded with a new item (multipart). */
export interface UploadedPicture {
  data: Buffer;
  filename: string;
}

/** A row's picture as pages show it: the stored widths, or the seeded static image. */
export function pictureOf(row: { image: string; variants: string | null }) {
  const variants = parseVariants(row.variants);
  if (variants.length === 0) return { image: row.image, srcset: '' };
  return { image: mediaUrl(defaultVariant(variants).fileId), srcset: srcsetOf(variants) };
}

export const changed = () => new AppError(409, ERROR_CODES.conflict, SITE_MESSAGES.changed);

/**
 * An uploaded picture through the image pipeline (checked, re-encoded in its widths), its files
 * stored in the transaction that `work` writes its row in (rolled back with it).
 */
export async function storeUpload<T>(
  storedFiles: StoredFiles,
  user: AuthenticatedUser,
  { field, label }: { field: string; label: string },
  file: UploadedPicture,
  work: (trx: Kysely<DB>, stored: StoredVariant[]) => Promise<T>,
): Promise<T> {
  const variants = await processWebsiteImage(field, label, file.data, file.filename);
  return storeImage(storedFiles, variants, { centreId: null, userId: user.id }, work);
}

/**
 * The editor of a kind with one picture per row (content-kind.ts `picture`): the kind's editor
 * (kind-service.ts) whose additions carry their picture, uploaded through the image pipeline or
 * already stored, and whose saves may change it. The row, its picture's files and its audit entry
 * are written in one transaction: a database lost after the commit must not turn a saved item into
 * an error. A removed item's picture is kept, so that its removal can be undone.
 */
export function createPictureKindEditor<Row extends { id: number }, Item extends KindItem, Input>(
  kind: ContentKind<Row, Item, Input>,
  options: KindEditorOptions & { storedFiles: StoredFiles },
) {
  const picture = kind.picture;
  if (!picture) throw new Error(`The kind ${kind.path} declares no picture`);
  const base = createKindEditor(kind, options);
  const { repository, record, write, auditCreate, auditUpdate, parentOrThrow } = base.internals;
  const { requireEditor, onChange, storedFiles } = options;

  /** A new item only while the list (of its parent) has room: 409 otherwise, for a draft too. */
  async function checkRoom(executor?: Kysely<DB>, of?: number): Promise<void> {
    const limit = picture!.limit;
    if (limit && (await repository.count(executor, of)) >= limit.count) {
      throw new AppError(409, ERROR_CODES.conflict, limit.message);
    }
  }

  const storedOf = (row: Row): StoredPicture => {
    const values = row as unknown as Record<string, unknown>;
    return {
      image: String(values.image),
      variants: (values.variants as string | null) ?? null,
      width: Number(values.width),
      height: Number(values.height),
    };
  };

  /** A row's picture columns: the kind's own from the stored widths, else the common four. */
  const columnsOf = ({ adopt: _adopt, position: _position, stored, ...common }: StoredPicture) =>
    stored && picture.columns ? picture.columns(stored) : common;

  /**
   * Writes a checked item with a picture already stored (its files in the same transaction):
   * the row at the end of its list (of its parent) or at the place an undo gives, its audit entry.
   */
  async function insert(
    trx: Kysely<DB>,
    user: AuthenticatedUser,
    checked: Input,
    stored: StoredPicture,
    of: number | undefined,
    ip: string,
    at: string,
  ): Promise<Row> {
    // Again inside the transaction: two additions at once cannot both take the last place.
    await checkRoom(trx, of);
    const values: Record<string, unknown> = {
      ...kind.toRow(checked),
      ...columnsOf(stored),
      position: stored.position ?? (await repository.nextPosition(trx, of)),
    };
    if (kind.parent) values[kind.parent.column] = of;
    const id = await write(checked, values, () => repository.insert(values, at, trx));
    const created = (await repository.find(id, trx))!;
    await record(user, 'create', kind.entity, id, auditCreate(created), ip, trx);
    return created;
  }

  /**
   * Adds an item with its picture (into the parent `at.parent`): an upload, or a picture already
   * stored (undo, draft).
   */
  async function create(
    user: AuthenticatedUser,
    input: Input,
    file: UploadedPicture | StoredPicture,
    ip: string,
    { parent }: KindPlacement = {},
  ): Promise<Item> {
    await requireEditor(user);
    const of = await parentOrThrow(parent);
    const checked = kind.schemas.input.parse(input);
    await base.check(checked, null);
    await checkRoom(undefined, of);
    const at = nowIso();
    let created: Row;
    if ('data' in file) {
      created = await storeUpload(storedFiles, user, picture!, file, (trx, stored) => {
        const widest = stored.at(-1)!;
        const common = {
          image: mediaUrl(widest.fileId),
          variants: JSON.stringify(stored),
          width: widest.width,
          height: widest.height,
        };
        return insert(trx, user, checked, { ...common, stored }, of, ip, at);
      });
    } else {
      const { adopt } = file;
      created = await repository.transaction(async (trx) => {
        await adopt?.(trx);
        return insert(trx, user, checked, file, of, ip, at);
      });
    }
    onChange();
    return kind.toItem(created);
  }

  /**
   * Adds items whose pictures are already stored (a draft's, decision 0039) to the parent `of`,
   * in their order after its items, if the parent is still at `version` (409 otherwise, nothing
   * added). Each picture is adopted in the same transaction; one audit entry per item.
   */
  async function createAll(
    user: AuthenticatedUser,
    of: number,
    version: number,
    items: readonly { input: Input; picture: StoredPicture }[],
    ip: string,
  ): Promise<Item[]> {
    await requireEditor(user);
    await parentOrThrow(of);
    const checked = items.map((item) => ({ ...item, input: kind.schemas.input.parse(item.input) }));
    const at = nowIso();
    const created = await repository.transaction(async (trx) => {
      const now = await repository.parentVersion(of, trx);
      if (now === undefined) throw notFound(kind.parent!.notFound);
      if (now !== version) throw changed();
      const added: Item[] = [];
      for (const { input, picture: stored } of checked) {
        await stored.adopt?.(trx);
        added.push(kind.toItem(await insert(trx, user, input, stored, of, ip, at)));
      }
      return added;
    });
    onChange();
    return created;
  }

  /** Removes an item; a kind whose picture goes with it removes its files too (no undo). */
  async function remove(
    user: AuthenticatedUser,
    id: number,
    version: number,
    ip: string,
  ): Promise<void> {
    const removed = picture!.removedWithItem;
    const before = removed ? await repository.find(id) : undefined;
    await base.remove(user, id, version, ip);
    if (removed && before)
      await removeImage(options.db, storedFiles, removed.files(before as never));
  }

  return {
    ...base,
    checkRoom,
    createAll,
    remove,

    /** An item's picture as stored (an undo compares and puts it back). */
    async storedPicture(id: number): Promise<StoredPicture | undefined> {
      const row = await repository.find(id);
      return row && storedOf(row);
    },

    create,

    /** The history's undo of a removal: the item back at its place with the picture it kept. */
    restore(
      user: AuthenticatedUser,
      input: Input,
      ip: string,
      { position, changes }: { position: number; changes: Record<string, unknown> },
    ): Promise<Item> {
      return create(
        user,
        input,
        {
          image: String(changes.image ?? ''),
          variants: typeof changes.variants === 'string' ? changes.variants : null,
          width: Number(changes.width ?? 0),
          height: Number(changes.height ?? 0),
          position,
        },
        ip,
      );
    },

    /**
     * Saves an item's fields and, when given, a new picture (a draft's, adopted in the same
     * transaction, or the one an undo puts back). The old picture's files are kept (undo).
     */
    async update(
      user: AuthenticatedUser,
      id: number,
      input: Input & { version: number },
      ip: string,
      newPicture?: StoredPicture,
    ): Promise<Item> {
      await requireEditor(user);
      const before = await repository.find(id);
      if (!before) throw notFound(kind.notFound);
      const checked = kind.schemas.input.parse(input);
      await base.check(checked, id);
      const values: Record<string, unknown> = kind.toRow(checked);
      if (newPicture) {
        for (const column of PICTURE_COLUMNS) values[column] = newPicture[column];
      }
      const after = await repository.transaction(async (trx) => {
        await newPicture?.adopt?.(trx);
        const saved = await write(checked, values, () =>
          repository.update(id, input.version, values, nowIso(), trx),
        );
        if (!saved) throw changed();
        const row = (await repository.find(id, trx))!;
        await record(user, 'update', kind.entity, id, auditUpdate(before, row), ip, trx);
        return row;
      });
      onChange();
      return kind.toItem(after);
    },
  };
}

/** Any kind's editor with pictures, among the others. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPictureKindEditor = PictureKindEditor<any, any>;

export type PictureKindEditor<Item extends KindItem = KindItem, Input = unknown> = ReturnType<
  typeof createPictureKindEditor<{ id: number }, Item, Input>
>;
