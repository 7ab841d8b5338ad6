import type { DraftKindName } from '@institute/shared/content/drafts';
import type { TranslationKind } from '@institute/shared/content/translations';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../../db/schema';
import type { AuthenticatedUser } from '../../../lib/access';
import type { AppError } from '../../../lib/errors';
import type { StoredVariant } from '../../files/media-store';
import type { SaveLines } from '../history-kinds';
import type { OrderedTable } from '../ordered-rows';

/**
 * The tables of the website's lists of items that the generic engine serves (this module owns
 * them, but for the gallery's two, written through the gallery's writes: `owner`). Each holds `id`, `position`, `version`, `created_at` and
 * `updated_at` besides the kind's own columns.
 */
export type KindTable = OrderedTable | 'notices' | 'gallery_albums' | 'gallery_items';

/**
 * The versioned writes of a kind's table (kinds/kind-repository.ts): the engine's own for this
 * module's tables, or those the table's owner exports (decision 0091: the gallery's).
 */
export interface KindWrites {
  insert(values: Record<string, unknown>, at: string, executor: Kysely<DB>): Promise<number>;
  update(
    id: number,
    version: number,
    values: Record<string, unknown>,
    at: string,
    executor: Kysely<DB>,
  ): Promise<boolean>;
  delete(id: number, version: number, executor: Kysely<DB>): Promise<boolean>;
  reorder(
    executor: Kysely<DB>,
    order: readonly { id: number; version: number }[],
    at: string,
  ): Promise<boolean>;
}

/** What every item of a list answers with: its id, its place and the version the editor read. */
export interface KindItem {
  id: number;
  position: number;
  version: number;
}

/**
 * One kind of the website's listed content (notices, feature cards, plans...), declared once
 * (decision 0067): its table and ordering, its shared zod schemas, how a row reads and is written,
 * the fields its history keeps and undoes, its drafts and its Hindi. The engine (kind-service.ts,
 * kind-routes.ts, kind-repository.ts, kind-history.ts, kind-drafts.ts) serves every kind the same
 * way: list, add, save at a version, remove at a version, reorder, undo, draft and preview.
 *
 * `Row` is the row as read (its `columns`), `Item` what the editor is answered, `Input` what the
 * kind's input schema makes of a form (what is saved, drafted and published).
 */
export interface ContentKind<Row extends { id: number }, Item extends KindItem, Input> {
  /**
   * The routes' path under /api/dashboard/content, e.g. 'features' (a kind with a `parent`: the
   * path of one item's routes, e.g. 'course-cards').
   */
  path: string;
  table: KindTable;
  /**
   * A table another module owns (table-owners.json): that module, and the writes it exports,
   * through which alone the engine writes the table (decision 0091). Default: this module's.
   */
  owner?: { module: string; writes: KindWrites };
  /**
   * A list inside a row of another list (decision 0091): course cards in their page. Its items
   * are listed, added, put in order and counted within their parent.
   */
  parent?: KindParent;
  /** The columns read of a row (`id`, `position`, `version` among them). */
  columns: readonly string[];
  /**
   * The read of its rows when more than its table's columns (e.g. a count of what they hold):
   * a select of `db` that the engine narrows by `<table>.id` and orders by `orderBy`.
   */
  query?(db: Kysely<DB>): unknown;
  /** The order of the list, e.g. ['position', 'id']. */
  orderBy: readonly string[];
  /** audit_log.entity of its saves (and so its history's). */
  entity: string;
  /** The 404 message of an id that is not (or no longer) there. */
  notFound: string;

  /** The shared contract (packages/shared): add, save (with `version`) and the answer. */
  schemas: {
    input: z.ZodType<Input>;
    save: z.ZodTypeAny;
    editable: z.ZodTypeAny;
    /** A new order of the list ({ items }), when not the common reorderSchema. */
    order?: z.ZodType<{ items: { id: number; version: number }[] }>;
  };
  /** The OpenAPI summaries of its routes; `reorder` only for a kind the editor reorders. */
  summaries: { list: string; create: string; reorder?: string; update: string; remove: string };
  /**
   * A kind put in order as a whole list: the audit entity and the history's line of a reorder;
   * `of`, the items that are reordered when not all are; `entityId` of the audit entry (default:
   * the table); `stale`, the 409 message of a list that changed since it was read.
   */
  reorder?: {
    entity: string;
    line: string;
    of?(items: Item[]): Item[];
    entityId?: string;
    stale?: string;
    /** The 409 message when a row changed between the read and the write (default "changed"). */
    lost?: string;
    /** The items of the reorder body when it is not `{ items }` (e.g. slides' `{ order }`). */
    items?(body: never): { id: number; version: number }[];
  };
  /**
   * Its routes beside the common ones: `guardList`, the list too is refused before it is read;
   * the error answers the OpenAPI document lists (list, writes), when not the common ones.
   */
  routes?: { guardList?: boolean; listErrors?: object; writeErrors?: object };

  toItem(row: Row): Item;
  /** The columns a save writes (checked input); a kind without `position` here is added last. */
  toRow(input: Input): Record<string, unknown>;
  /**
   * The columns an addition writes, when more than a save's (e.g. an address made once);
   * `restored`: the history entry's values when an undo adds a removed item back.
   */
  insertRow?(input: Input, restored?: Record<string, unknown>): Record<string, unknown>;
  /** Rules of an addition on the row it writes (e.g. an address not taken); throws a 4xx. */
  checkInsert?(values: Record<string, unknown>, find: KindFinder): Promise<void>;
  /** Rules of a removal (e.g. a page that still holds courses); throws a 4xx. */
  checkDelete?(row: Row): void;
  /** The 4xx of a removal refused at its version, given the row now, when not "changed since". */
  deleteRefused?(now: Row | undefined, version: number): AppError | undefined;

  /** The fields its history keeps of an item, and that an undo puts back. */
  fields: readonly (keyof Item & keyof Input & string)[];
  /** What a field with no value is in the history ('' or null; restoreFields). */
  emptyValue?: unknown;
  /** The item's name (its history names an update by it). */
  name(item: Item): string;
  /** The input that adds back a removed item from its history entry's values. */
  fromChanges(changes: Record<string, unknown>): Input;
  /** The history's lines of its saves, and the item's name in one entry. */
  lines: SaveLines;
  historyName(changes: Record<string, unknown>): unknown;
  /**
   * What the audit log keeps of a save, when not the default (create and delete: the fields and
   * the position; update: the name and the fields that changed).
   */
  audit?: {
    create?(after: Row): Record<string, unknown>;
    update?(before: Row, after: Row): Record<string, unknown>;
    delete?(before: Row): Record<string, unknown>;
  };

  /** Rules beyond the schema (a save's and a draft's alike); throws a 4xx. */
  check?(input: Input, id: number | null, find: KindFinder): Promise<void>;
  /** The 4xx of a unique index refusing the row (another editor won a race), or undefined. */
  uniqueViolation?(
    error: unknown,
    input: Input,
    values: Record<string, unknown>,
  ): AppError | undefined;

  /** Its drafts (decision 0030): the drafts list, the page previewed, the answers overlaid. */
  draft?: {
    name: DraftKindName;
    label: string;
    /** 'items' (default): new items too; 'existing': items already there only. */
    shape?: 'items' | 'existing';
    title(data: Input): string;
    previewPath:
      | string
      | ((data: Input, itemId: number | null, editor: KindEditorView<Item>) => Promise<string>);
    overlays: Record<
      string,
      (
        answer: never,
        data: Input,
        itemId: number | null,
        user: AuthenticatedUser,
        editor: KindEditorView<Item>,
      ) => unknown
    >;
  };

  /**
   * One picture per row (decision 0077): added with the item in one multipart form, stored
   * through the image pipeline, the row's `image`, `variants`, `width`, `height` columns.
   */
  picture?: KindPicture<Input>;

  /**
   * An optional picture per row with its own routes (decision 0091): given, replaced and taken
   * away at the item's version (kind-optional-picture.ts), put back by an undo.
   */
  optionalPicture?: KindOptionalPicture;

  /** Its Hindi (decision 0034): the kind on the translations screen, its title and English texts. */
  translation?: {
    kind: TranslationKind;
    title(item: Item): string;
    fields(item: Item): [field: string, english: string][];
  };
}

/** A kind's picture (one per row): its multipart add and how many rows the list may hold. */
export interface KindPicture<Input> {
  /** The form's file field, e.g. 'image', and its name in messages ('The picture'). */
  field: string;
  label: string;
  /** The OpenAPI description of the form's text fields. */
  form: Record<string, z.ZodTypeAny>;
  /** The kind's input from the form's text fields. */
  fromForm(fields: Record<string, string | undefined>): Input;
  /**
   * At most `count` rows (of one parent, a kind with a `parent`): a further addition (or draft
   * of one) is a 409 with `message`.
   */
  limit?: { count: number; message: string };
  /**
   * The row's picture columns from its stored widths, narrowest first, when not the common
   * `image`, `variants`, `width`, `height` of the widest (a gallery photo's thumbnail).
   */
  columns?(stored: readonly StoredVariant[]): Record<string, unknown>;
  /**
   * A picture removed with its item (its files, `files` of the row, go at once): the removal
   * cannot be undone, the history says `notUndoable`. Default: kept, and the removal undone.
   */
  removedWithItem?: { files(row: never): StoredVariant[]; notUndoable: string };
}

/**
 * The parent of a kind's items (decision 0091): its table, the items' column naming it, the key
 * the audit log and drafts name it by, and its routes: the list, addition and reorder of a
 * parent's items at `/content/<path>/:id/<children>`.
 */
export interface KindParent {
  table: string;
  column: string;
  key: string;
  path: string;
  children: string;
  /** The 404 message of a parent that is not there. */
  notFound: string;
}

/**
 * An optional picture with its own routes (POST and DELETE `/content/<path>/:id/picture`), kept in
 * the row's `columns` (by the keys its history keeps them by); without one the row's picture
 * columns are null and its alt text ''. A replaced or removed picture's files are kept (undo).
 */
export interface KindOptionalPicture {
  /** The row's columns of the picture. */
  columns: {
    image: string;
    variants: string;
    imageWidth: string;
    imageHeight: string;
    imageAlt: string;
  };
  /** The input's field of the alt text (saved only while the item has a picture). */
  altField: string;
  /** The 400 of a picture without alt text (on `altField`). */
  altMissing: string;
  /** The 409 of a removal of a picture the item does not have. */
  noPicture: string;
  /** The form's fields besides the file `image` (alt, version), checked. */
  form: z.ZodType<{ alt: string; version: number }>;
  summaries: { set: string; remove: string };
  /** The history's lines of a picture given (or changed) and taken away. */
  lines: { changed: string; removed: string };
}

/** Reads of a kind's rows by one column (a rule such as "one plan per number of months"). */
export type KindFinder = (column: string, value: unknown) => Promise<{ id: number } | undefined>;

/** What a draft's overlay may read of its kind: the list as the editor sees it. */
export interface KindEditorView<Item> {
  list(user: AuthenticatedUser): Promise<Item[]>;
  item(id: number): Promise<Item | undefined>;
}

/** A kind stored among the others (each keeps its own types where it is declared). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyContentKind = ContentKind<any, any, any>;

/** Declares a kind with its own types checked. */
export const contentKind = <Row extends { id: number }, Item extends KindItem, Input>(
  kind: ContentKind<Row, Item, Input>,
): ContentKind<Row, Item, Input> => kind;

/** A unique index refused the row (SQLite or PostgreSQL): for a kind's `uniqueViolation`. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
