import { draftKind, type DraftKind } from '../draft-kinds';
import type { KindItem } from './content-kind';
import type { KindEditor } from './kind-service';

/**
 * A kind's drafts (decision 0030): a draft names its item (null: one still to be added), is checked
 * by the kind's own schema and rules, and is published through the kind's save.
 */
export function kindDrafts<Item extends KindItem, Input>(
  editor: KindEditor<Item, Input>,
): DraftKind[] {
  const { kind } = editor;
  const draft = kind.draft;
  if (!draft) return [];
  const overlays = Object.fromEntries(
    Object.entries(draft.overlays).map(([route, overlay]) => [
      route,
      (
        answer: never,
        data: Input,
        itemId: number | null,
        user: Parameters<typeof editor.list>[0],
      ) => overlay(answer, data, itemId, user, editor),
    ]),
  );
  return [
    draftKind<Input>({
      name: draft.name,
      label: draft.label,
      shape: draft.shape ?? 'items',
      schema: kind.schemas.input,
      ...(kind.check
        ? { check: (data: Input, itemId: number | null) => editor.check(data, itemId) }
        : {}),
      version: async (_user, itemId) => (await editor.item(itemId!))?.version,
      title: (data) => draft.title(data),
      previewPath: (data, itemId) =>
        typeof draft.previewPath === 'string'
          ? draft.previewPath
          : draft.previewPath(data, itemId, editor),
      overlays,
      publish: async (user, data, itemId, version, ip) => {
        if (itemId === null) await editor.create(user, data, ip);
        else await editor.update(user, itemId, { ...data, version }, ip);
      },
    }),
  ];
}
