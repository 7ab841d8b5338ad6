import { ERROR_CODES } from '@institute/shared/api-error';
import { PAGE_MESSAGES, type ReorderInput } from '@institute/shared/content/pages';
import { SITE_MESSAGES } from '@institute/shared/content/site';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import type { AuthenticatedUser } from '../../../lib/access';
import type { AuditLog } from '../../../lib/audit';
import { AppError, notFound } from '../../../lib/errors';
import { nowIso } from '../../../lib/time';
import { differences, sameSet } from '../ordered-rows';
import type { ContentKind, KindItem } from './content-kind';
import { createKindRepository } from './kind-repository';

export interface KindEditorOptions {
  db: Kysely<DB>;
  audit: AuditLog;
  /** Who may edit the website (site-editor.service.ts decides, for every editor). */
  requireEditor: (user: AuthenticatedUser) => Promise<void>;
  /** Called after every save: the kept public pages are rendered again (plugins/web.ts). */
  onChange: () => void;
}

const changed = () => new AppError(409, ERROR_CODES.conflict, SITE_MESSAGES.changed);
const staleOrder = () => new AppError(409, ERROR_CODES.conflict, PAGE_MESSAGES.order);

/**
 * Where an addition goes: its parent (a kind with a `parent`), and, when an undo puts a removed
 * item back, its old place and what its history entry kept.
 */
export interface KindPlacement {
  parent?: number;
  position?: number;
  changes?: Record<string, unknown>;
}

/** The fields of an item its history keeps. */
const pick = (item: object, fields: readonly string[]) =>
  Object.fromEntries(fields.map((field) => [field, (item as Record<string, unknown>)[field]]));

/**
 * The editor of one kind of listed content (content-kind.ts): every save is checked against the
 * version the editor read, audited, and shown publicly at once; the same for every kind.
 */
export function createKindEditor<Row extends { id: number }, Item extends KindItem, Input>(
  kind: ContentKind<Row, Item, Input>,
  { db, audit, requireEditor, onChange }: KindEditorOptions,
  /** An engine extension's columns of a save, given the row before (kind-optional-picture.ts). */
  saveRow: (input: Input, before: Row) => Record<string, unknown> = (input) => kind.toRow(input),
) {
  const repository = createKindRepository<Row>(db, kind);
  const fieldsOf = (row: Row) => pick(kind.toItem(row), kind.fields);
  const withPosition = (row: Row) => ({ ...fieldsOf(row), position: kind.toItem(row).position });
  const auditCreate = kind.audit?.create ?? withPosition;
  const auditDelete = kind.audit?.delete ?? withPosition;
  const auditUpdate =
    kind.audit?.update ??
    ((before: Row, after: Row) => ({
      // Its name even when unchanged, so the History says which item was edited.
      name: kind.name(kind.toItem(after)),
      ...differences(fieldsOf(before), fieldsOf(after)),
    }));

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

  /** The kind's own rules beyond its schema (a save's and a draft's). */
  async function check(input: Input, id: number | null): Promise<void> {
    await kind.check?.(input, id, repository.findBy);
  }
  /** Runs a write, answering a unique index's refusal as the kind's own 4xx. */
  async function write<T>(
    input: Input,
    values: Record<string, unknown>,
    work: () => Promise<T>,
  ): Promise<T> {
    try {
      return await work();
    } catch (error) {
      // Another editor saved the same unique value between the check and the write.
      const refused = kind.uniqueViolation?.(error, input, values);
      if (refused) throw refused;
      throw error;
    }
  }
  const list = async (of?: number) => (await repository.list(of)).map((row) => kind.toItem(row));
  const { parent } = kind;
  /** The parent of a kind's items, or 404 (a kind without a parent has none to check). */
  async function parentOrThrow(of: number | undefined): Promise<number | undefined> {
    if (!parent) return undefined;
    if (of === undefined || !(await repository.parentExists(of))) throw notFound(parent.notFound);
    return of;
  }

  return {
    kind,
    check,
    /** For an engine extension (kind-pictures.ts): the rows, the audit of a save, a checked write. */
    internals: { repository, record, write, auditCreate, auditUpdate, parentOrThrow },
    /** Every item, in order, without a permission check (the Hindi screen's English texts). */
    items: list,

    /** One item as the editor sees it (undefined when there is none). */
    async item(id: number): Promise<Item | undefined> {
      const row = await repository.find(id);
      return row ? kind.toItem(row) : undefined;
    },

    /** The items in order (a kind with a parent: the items of the parent `of`, 404 without). */
    async list(user: AuthenticatedUser, of?: number): Promise<Item[]> {
      await requireEditor(user);
      return list(await parentOrThrow(of));
    },

    /**
     * Adds an item at the end (of its parent's list), or, when an undo puts a removed item back,
     * at its old place with what its history entry kept (`at`).
     */
    async create(
      user: AuthenticatedUser,
      input: Input,
      ip: string,
      at: KindPlacement = {},
    ): Promise<Item> {
      await requireEditor(user);
      const of = await parentOrThrow(at.parent);
      const checked = kind.schemas.input.parse(input);
      await check(checked, null);
      const values = kind.insertRow?.(checked, at.changes) ?? kind.toRow(checked);
      await kind.checkInsert?.(values, repository.findBy);
      if (parent) values[parent.column] = of;
      if (!('position' in values)) {
        values.position = at.position ?? (await repository.nextPosition(undefined, of));
      }
      const id = await write(checked, values, () => repository.insert(values, nowIso()));
      const created = (await repository.find(id))!;
      await record(user, 'create', kind.entity, id, auditCreate(created), ip);
      onChange();
      return kind.toItem(created);
    },

    async update(
      user: AuthenticatedUser,
      id: number,
      input: Input & { version: number },
      ip: string,
    ): Promise<Item> {
      await requireEditor(user);
      const before = await repository.find(id);
      if (!before) throw notFound(kind.notFound);
      const checked = kind.schemas.input.parse(input);
      await check(checked, id);
      const values = saveRow(checked, before);
      const saved = await write(checked, values, () =>
        repository.update(id, input.version, values, nowIso()),
      );
      if (!saved) throw changed();
      const after = (await repository.find(id))!;
      await record(user, 'update', kind.entity, id, auditUpdate(before, after), ip);
      onChange();
      return kind.toItem(after);
    },

    async remove(user: AuthenticatedUser, id: number, version: number, ip: string): Promise<void> {
      await requireEditor(user);
      const before = await repository.find(id);
      if (!before) throw notFound(kind.notFound);
      kind.checkDelete?.(before);
      if (!(await repository.delete(id, version))) {
        throw kind.deleteRefused?.(await repository.find(id), version) ?? changed();
      }
      // Everything the item held, so that the removal can be undone.
      await record(user, 'delete', kind.entity, id, auditDelete(before), ip);
      onChange();
    },

    /**
     * Puts every item (of the parent `of`) in the order given, each at the version read; 409 if
     * the list changed.
     */
    async reorder(
      user: AuthenticatedUser,
      { items }: ReorderInput,
      ip: string,
      of?: number,
    ): Promise<Item[]> {
      await requireEditor(user);
      const { reorder } = kind;
      if (!reorder) throw notFound(kind.notFound);
      const within = await parentOrThrow(of);
      const all = await list(within);
      const before = reorder.of?.(all) ?? all;
      if (!sameSet(before, items)) {
        throw reorder.stale ? new AppError(409, ERROR_CODES.conflict, reorder.stale) : staleOrder();
      }
      if (!(await repository.reorder(items, nowIso()))) {
        throw reorder.lost ? new AppError(409, ERROR_CODES.conflict, reorder.lost) : changed();
      }
      await record(
        user,
        'update',
        reorder.entity,
        within ?? reorder.entityId ?? kind.table,
        { order: [before.map((row) => row.id), items.map((item) => item.id)] },
        ip,
      );
      onChange();
      return list(within);
    },
  };
}

export type KindEditor<Item extends KindItem = KindItem, Input = unknown> = ReturnType<
  typeof createKindEditor<{ id: number }, Item, Input>
>;

/** Any kind's editor, among the others. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyKindEditor = KindEditor<any, any>;
