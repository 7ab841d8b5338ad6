import { notFound } from '../../../lib/errors';
import {
  changedSince,
  restoreFields,
  sameValue,
  saveLine,
  shortText,
  type HistoryEntry,
  type HistoryKind,
} from '../history-kinds';
import type { KindItem } from './content-kind';
import { keptPicture, type OptionalPictureKindEditor } from './kind-optional-picture';
import { PICTURE_COLUMNS, type PictureKindEditor } from './kind-pictures';
import type { KindEditor } from './kind-service';

/**
 * Undoes a new order: puts the list back in its order before, provided it is still in the order
 * the change made (same items, same order); otherwise someone changed it since (409).
 */
export async function undoOrder(
  { changes }: HistoryEntry,
  current: readonly { id: number; version: number }[],
  reorder: (items: { id: number; version: number }[]) => Promise<unknown>,
): Promise<void> {
  const [before, after] = (changes.order as [number[], number[]] | undefined) ?? [[], []];
  if (
    !sameValue(
      current.map((item) => item.id),
      after,
    )
  ) {
    throw changedSince();
  }
  const versions = new Map(current.map((item) => [item.id, item.version]));
  if (!before.every((id) => versions.has(id)) || before.length !== current.length) {
    throw changedSince();
  }
  await reorder(before.map((id) => ({ id, version: versions.get(id)! })));
}

/**
 * A kind's saves in the website's history, and their undoing through its editor: an added item is
 * removed, an edited one gets its fields back, a removed one is added again at its place. A kind
 * put in order as a list has a second history kind, its reorders.
 */
export function kindHistory<Item extends KindItem, Input>(
  editor:
    | KindEditor<Item, Input>
    | PictureKindEditor<Item, Input>
    | OptionalPictureKindEditor<Item, Input>,
): HistoryKind[] {
  const { kind } = editor;
  // A kind with a picture (kind-pictures.ts): an undo puts its picture back too.
  const pictures = 'restore' in editor ? editor : undefined;
  // A kind with an optional picture (kind-optional-picture.ts): its picture's changes too.
  const optional = 'setPicture' in editor ? editor : undefined;
  const own = kind.optionalPicture;
  const removedWithItem = kind.picture?.removedWithItem;
  const saves: HistoryKind = {
    entity: kind.entity,
    summary: ({ action, changes }, say) => {
      const item = shortText(kind.historyName(changes));
      if (own && action === 'update' && changes.picture) {
        const [, after] = changes.picture as [unknown, unknown];
        return say(keptPicture(after).image ? own.lines.changed : own.lines.removed, { item });
      }
      return saveLine(say, kind.lines, action, item);
    },
    // A picture removed with its item (its files gone): nothing to put back.
    ...(removedWithItem ? { undoable: ({ action }: HistoryEntry) => action !== 'delete' } : {}),
    async undo(user, { action, entity_id, changes }, ip) {
      const id = Number(entity_id);
      const current = await editor.item(id);
      if (removedWithItem && action === 'delete') throw notFound(removedWithItem.notUndoable);
      if (optional && action === 'update' && changes.picture) {
        // Only while the item still shows the picture that change gave it.
        const [before, after] = changes.picture as [unknown, unknown];
        const now = current && (await optional.keptPicture(id));
        if (!current || !now || now.image !== keptPicture(after).image) throw changedSince();
        const previous = keptPicture(before);
        await optional.setPicture(user, id, previous.image ? previous : null, current.version, ip);
      } else if (action === 'create') {
        if (!current) throw changedSince();
        await editor.remove(user, id, current.version, ip);
      } else if (action === 'update') {
        if (!current) throw changedSince();
        const restored = restoreFields<Record<string, unknown>>(
          { ...(current as unknown as Record<string, unknown>) },
          changes,
          kind.fields,
          kind.emptyValue,
        );
        const input = Object.fromEntries(
          kind.fields.map((field) => [field, restored[field]]),
        ) as Input;
        const saved = { ...input, version: current.version };
        if (!pictures) return void (await editor.update(user, id, saved, ip));
        // A picture changed by a published draft goes back to the one before (its files kept).
        const picture = await pictures.storedPicture(id);
        const pictureBack =
          picture && PICTURE_COLUMNS.some((field) => changes[field] !== undefined)
            ? restoreFields({ ...picture }, changes, PICTURE_COLUMNS, null)
            : undefined;
        await pictures.update(user, id, saved, ip, pictureBack);
      } else if (action === 'delete') {
        const position = Number(changes.position ?? 0);
        const input = kind.fromChanges(changes);
        // Into the parent it was removed from (a kind with a parent).
        const parent = kind.parent ? Number(changes[kind.parent.key]) : undefined;
        // A removed item's picture was kept: it comes back with it, in its place.
        if ('restore' in editor) await editor.restore(user, input, ip, { position, changes });
        else if (optional) {
          const picture = keptPicture(changes);
          await optional.create(user, input, ip, { parent, position, changes, picture });
        } else await editor.create(user, input, ip, { parent, position, changes });
      } else {
        throw notFound('No such change');
      }
    },
  };
  if (!kind.reorder) return [saves];
  const { entity, line } = kind.reorder;
  const order: HistoryKind = {
    entity,
    summary: (_entry, say) => say(line),
    async undo(user, entry, ip) {
      // A kind with a parent: the order of the parent the entry names.
      const parent = kind.parent ? Number(entry.entity_id) : undefined;
      const all = await editor.list(user, parent);
      const current = kind.reorder?.of?.(all) ?? all;
      await undoOrder(entry, current, (items) => editor.reorder(user, { items }, ip, parent));
    },
  };
  return [saves, order];
}
