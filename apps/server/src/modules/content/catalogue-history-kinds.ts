import { notFound } from '../../lib/errors';
import type { CataloguePagesEditor, KeptPicture } from './catalogue-pages.service';
import { undoOrder } from './kinds/kind-history';
import {
  changedSince,
  saveLine,
  restoreFields,
  shortText,
  valueOf,
  type HistoryKind,
  type SaveLines,
} from './history-kinds';

const CARD_LINES: SaveLines = {
  what: 'Course',
  create: 'Course added: {item}',
  update: 'Course edited: {item}',
  delete: 'Course removed: {item}',
};

const CARD_FIELDS = ['title', 'semester', 'description', 'imageAlt'] as const;

/** The title a history line names: the one saved, else the one at the time of the save. */
const titleOf = (changes: Record<string, unknown>) =>
  shortText(valueOf(changes, 'title') ?? changes.name);

const keptPicture = (value: unknown): KeptPicture => {
  const picture = (value ?? {}) as Partial<KeptPicture>;
  return {
    image: typeof picture.image === 'string' ? picture.image : null,
    variants: typeof picture.variants === 'string' ? picture.variants : null,
    imageWidth: typeof picture.imageWidth === 'number' ? picture.imageWidth : null,
    imageHeight: typeof picture.imageHeight === 'number' ? picture.imageHeight : null,
    imageAlt: typeof picture.imageAlt === 'string' ? picture.imageAlt : '',
  };
};

/** The catalogue pages and the course cards in the website's history (decision 0028). */
export function catalogueHistoryKinds(editor: CataloguePagesEditor): HistoryKind[] {
  const card: HistoryKind = {
    entity: 'course_card',
    summary: ({ action, changes }, say) => {
      const title = titleOf(changes);
      if (action === 'update' && changes.picture) {
        const [, after] = changes.picture as [KeptPicture, KeptPicture];
        return after?.image
          ? say('Course picture changed: {item}', { item: title })
          : say('Course picture removed: {item}', { item: title });
      }
      return saveLine(say, CARD_LINES, action, title);
    },
    async undo(user, { action, entity_id, changes }, ip) {
      const cardId = Number(entity_id);
      const current = await editor.card(cardId);
      if (action === 'create') {
        if (!current) throw changedSince();
        await editor.deleteCard(user, cardId, current.version, ip);
      } else if (action === 'update' && changes.picture) {
        if (!current) throw changedSince();
        const [before, after] = changes.picture as [unknown, unknown];
        // Only while the card still shows the picture that save gave it.
        const now = current.hasPicture ? current.imageUrl : null;
        if (now !== keptPicture(after).image) throw changedSince();
        const previous = keptPicture(before);
        await editor.setPicture(
          user,
          cardId,
          previous.image ? previous : null,
          current.version,
          ip,
        );
      } else if (action === 'update') {
        if (!current) throw changedSince();
        const restored = restoreFields({ ...current }, changes, CARD_FIELDS);
        await editor.updateCard(
          user,
          cardId,
          {
            title: restored.title,
            semester: restored.semester,
            description: restored.description,
            imageAlt: restored.imageAlt,
            version: current.version,
          },
          ip,
        );
      } else if (action === 'delete') {
        await editor.createCard(
          user,
          Number(changes.pageId),
          {
            title: String(changes.title ?? ''),
            semester: String(changes.semester ?? ''),
            description: String(changes.description ?? ''),
            imageAlt: String(changes.imageAlt ?? ''),
          },
          ip,
          { picture: keptPicture(changes), position: Number(changes.position ?? 0) },
        );
      } else {
        throw notFound('No such change');
      }
    },
  };

  const cardOrder: HistoryKind = {
    entity: 'course_card_order',
    summary: (_entry, say) => say('Courses of a page reordered'),
    async undo(user, entry, ip) {
      const pageId = Number(entry.entity_id);
      const current = await editor.listCards(user, pageId);
      await undoOrder(entry, current, (items) => editor.reorderCards(user, pageId, { items }, ip));
    },
  };

  return [card, cardOrder];
}
