import type { FeatureIcon } from '@institute/shared/content/constants';
import type { AboutContent } from '@institute/shared/content/pages';
import type { AuthenticatedUser } from '../../lib/access';
import { notFound } from '../../lib/errors';
import {
  changedSince,
  fieldList,
  restoreFields,
  sameValue,
  saveLine,
  shortText,
  valueOf,
  type HistoryEntry,
  type HistoryKind,
  type SaveLines,
} from './history-kinds';
import type { PageEditor } from './page-content.service';

const ABOUT_LABELS: Record<keyof AboutContent, string> = {
  intro: 'Introduction',
  sections: 'Sections',
  stats: 'Figures',
};

const CARD_LINES: SaveLines = {
  what: 'Feature card',
  create: 'Feature card added: {item}',
  update: 'Feature card edited: {item}',
  delete: 'Feature card removed: {item}',
};
const PLAN_LINES: SaveLines = {
  what: 'Plan',
  create: 'Plan added: {item}',
  update: 'Plan edited: {item}',
  delete: 'Plan removed: {item}',
};

const FEATURE_FIELDS = ['icon', 'title', 'description'] as const;
const PLAN_FIELDS = ['months', 'label', 'path', 'features', 'price', 'showPrice'] as const;

/**
 * Undoes a new order: puts the list back in its order before, provided it is still in the order
 * the change made (same items, same order); otherwise someone changed it since (409).
 */
async function undoOrder(
  { changes }: HistoryEntry,
  current: { id: number; version: number }[],
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

/** The feature cards, the duration plans and the About page in the website's history. */
export function pageHistoryKinds(editor: PageEditor): HistoryKind[] {
  const featureCard: HistoryKind = {
    entity: 'feature_card',
    summary: ({ action, changes }, say) =>
      saveLine(say, CARD_LINES, action, shortText(valueOf(changes, 'title') ?? changes.name)),
    async undo(user, { action, entity_id, changes }, ip) {
      const cardId = Number(entity_id);
      const current = await editor.featureCard(cardId);
      if (action === 'create') {
        if (!current) throw changedSince();
        await editor.deleteFeatureCard(user, cardId, current.version, ip);
      } else if (action === 'update') {
        if (!current) throw changedSince();
        const restored = restoreFields({ ...current }, changes, FEATURE_FIELDS);
        await editor.updateFeatureCard(
          user,
          cardId,
          {
            icon: restored.icon,
            title: restored.title,
            description: restored.description,
            version: current.version,
          },
          ip,
        );
      } else if (action === 'delete') {
        await editor.createFeatureCard(
          user,
          {
            icon: String(changes.icon) as FeatureIcon,
            title: String(changes.title ?? ''),
            description: String(changes.description ?? ''),
          },
          ip,
          Number(changes.position ?? 0),
        );
      } else {
        throw notFound('No such change');
      }
    },
  };

  const featureOrder: HistoryKind = {
    entity: 'feature_card_order',
    summary: (_entry, say) => say('Feature cards reordered'),
    async undo(user: AuthenticatedUser, entry, ip) {
      const current = await editor.listFeatureCards(user);
      await undoOrder(entry, current, (items) => editor.reorderFeatureCards(user, { items }, ip));
    },
  };

  const plan: HistoryKind = {
    entity: 'plan',
    summary: ({ action, changes }, say) =>
      saveLine(say, PLAN_LINES, action, shortText(valueOf(changes, 'label') ?? changes.name)),
    async undo(user, { action, entity_id, changes }, ip) {
      const planId = Number(entity_id);
      const current = await editor.plan(planId);
      if (action === 'create') {
        if (!current) throw changedSince();
        await editor.deletePlan(user, planId, current.version, ip);
      } else if (action === 'update') {
        if (!current) throw changedSince();
        const restored = restoreFields({ ...current }, changes, PLAN_FIELDS, null);
        await editor.updatePlan(
          user,
          planId,
          {
            months: restored.months,
            label: restored.label,
            path: restored.path,
            features: restored.features,
            price: restored.price,
            showPrice: restored.showPrice,
            version: current.version,
          },
          ip,
        );
      } else if (action === 'delete') {
        await editor.createPlan(
          user,
          {
            months: Number(changes.months),
            label: String(changes.label ?? ''),
            path: String(changes.path ?? ''),
            features: Array.isArray(changes.features) ? changes.features.map(String) : [],
            price: typeof changes.price === 'number' ? changes.price : null,
            showPrice: changes.showPrice === true,
          },
          ip,
          Number(changes.position ?? 0),
        );
      } else {
        throw notFound('No such change');
      }
    },
  };

  const planOrder: HistoryKind = {
    entity: 'plan_order',
    summary: (_entry, say) => say('Duration plans reordered'),
    async undo(user, entry, ip) {
      const current = await editor.listPlans(user);
      await undoOrder(entry, current, (items) => editor.reorderPlans(user, { items }, ip));
    },
  };

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

  return [featureCard, featureOrder, plan, planOrder, about];
}
