import type { TranslationKind } from '@institute/shared/content/translations';
import { changedSince, shortText, type HistoryKind } from './history-kinds';
import type { ContentTranslations } from './content-translations.service';

/** How the history names an item with no title of its own. */
const RECORDS: Partial<Record<TranslationKind, string>> = {
  site: 'Site settings',
  about: 'About page',
};

/** The website's Hindi in its history: each save undone back to the texts before it. */
export function translationHistoryKind(translations: ContentTranslations): HistoryKind {
  return {
    entity: 'content_translation',
    summary: ({ changes }, say) => {
      const kind = changes.kind as TranslationKind;
      const record = RECORDS[kind];
      const item = String(changes.item ?? '') || (record ? say(record) : kind);
      return say('Hindi edited: {item}', { item: shortText(item) });
    },
    async undo(user, { entity_id, changes }, ip) {
      const [kind, id] = String(entity_id).split(':') as [TranslationKind, string];
      const fields = (changes.fields ?? {}) as Record<string, [string, string]>;
      const current = await translations.current(kind, Number(id));
      const texts: Record<string, string> = {};
      for (const [field, [before, after]] of Object.entries(fields)) {
        if ((current.texts[field] ?? '') !== after) throw changedSince();
        texts[field] = before;
      }
      await translations.save(user, kind, Number(id), { texts, version: current.version }, ip);
    },
  };
}
