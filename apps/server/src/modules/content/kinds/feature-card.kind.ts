import type { FeatureIcon } from '@institute/shared/content/constants';
import type { HomeContent } from '@institute/shared/content/content';
import {
  editableFeatureCardSchema,
  featureCardInputSchema,
  saveFeatureCardSchema,
  type EditableFeatureCard,
  type FeatureCardInput,
} from '@institute/shared/content/pages';
import { shortTitle } from '../draft-kinds';
import { valueOf } from '../history-kinds';
import { contentKind } from './content-kind';
import { withItem } from './overlays';

interface FeatureCardRow {
  id: number;
  icon: string;
  title: string;
  description: string;
  position: number;
  version: number;
  updated_at: string;
}

/** The feature cards of the home page (icon, title, description), in the editor's order. */
export const featureCardKind = contentKind<FeatureCardRow, EditableFeatureCard, FeatureCardInput>({
  path: 'features',
  table: 'feature_cards',
  columns: ['id', 'icon', 'title', 'description', 'position', 'version', 'updated_at'],
  orderBy: ['position', 'id'],
  entity: 'feature_card',
  notFound: 'No such feature card',
  schemas: {
    input: featureCardInputSchema,
    save: saveFeatureCardSchema,
    editable: editableFeatureCardSchema,
  },
  summaries: {
    list: 'The feature cards of the home page, in their order (editors)',
    create: 'Add a feature card (icon, title, description) at the end',
    reorder: 'Put every feature card in a new order; 409 if one changed since',
    update: 'Save a feature card; 409 if someone else saved it since `version`',
    remove: 'Remove a feature card at `version`',
  },
  reorder: { entity: 'feature_card_order', line: 'Feature cards reordered' },

  toItem: (row) => ({
    id: row.id,
    icon: row.icon as FeatureIcon,
    title: row.title,
    description: row.description,
    position: row.position,
    version: row.version,
    updatedAt: row.updated_at,
  }),
  toRow: (card) => ({ icon: card.icon, title: card.title, description: card.description }),

  fields: ['icon', 'title', 'description'],
  name: (card) => card.title,
  fromChanges: (changes) => ({
    icon: String(changes.icon) as FeatureIcon,
    title: String(changes.title ?? ''),
    description: String(changes.description ?? ''),
  }),
  lines: {
    what: 'Feature card',
    create: 'Feature card added: {item}',
    update: 'Feature card edited: {item}',
    delete: 'Feature card removed: {item}',
  },
  historyName: (changes) => valueOf(changes, 'title') ?? changes.name,

  draft: {
    name: 'feature_card',
    label: 'Feature card',
    title: (data) => shortTitle(data.title),
    previewPath: '/',
    overlays: {
      '/api/content/home': (answer: HomeContent, data, itemId) => ({
        ...answer,
        features: withItem(answer.features, itemId, { ...data, id: itemId ?? 0 }),
      }),
    },
  },

  translation: {
    kind: 'feature',
    title: (card) => card.title,
    fields: (card) => [
      ['title', card.title],
      ['description', card.description],
    ],
  },
});
