import type { AboutContent } from '@institute/shared/content/pages';
import { changedSince, fieldList, sameValue, type HistoryKind } from './history-kinds';
import type { PageEditor } from './page-content.service';

const ABOUT_LABELS: Record<keyof AboutContent, string> = {
  intro: 'Introduction',
  sections: 'Sections',
  stats: 'Figures',
};

/**
 * The About page in the website's history (the feature cards and the plans are declared kinds:
 * kinds/kind-history.ts).
 */
export function pageHistoryKinds(editor: PageEditor): HistoryKind[] {
  const about: HistoryKind = {
    entity: 'about_page',
    summary: ({ changes }, say) => {
      const fields = fieldList(say, ABOUT_LABELS, Object.keys(changes));
      return say('About page: {fields}', { fields: fields || say('saved unchanged') });
    },
    async undo(user, { changes }, ip) {
      const page = await editor.editableAbout(user);
      const restored: Record<string, unknown> = { ...page.about };
      for (const [field, value] of Object.entries(changes)) {
        const [before, after] = value as [unknown, unknown];
        if (!sameValue(restored[field], after)) throw changedSince();
        restored[field] = before;
      }
      await editor.saveAbout(
        user,
        { ...(restored as unknown as AboutContent), version: page.version },
        ip,
      );
    },
  };

  return [about];
}
