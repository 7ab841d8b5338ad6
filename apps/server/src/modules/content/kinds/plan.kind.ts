import { ERROR_CODES } from '@institute/shared/api-error';
import type { CoursesContent, HomeContent } from '@institute/shared/content/content';
import {
  PAGE_MESSAGES,
  editablePlanSchema,
  planInputSchema,
  savePlanSchema,
  type EditablePlan,
} from '@institute/shared/content/pages';
import type { AuthenticatedUser } from '../../../lib/access';
import { AppError } from '../../../lib/errors';
import { parseFeatures } from '../content.service';
import { shortTitle } from '../draft-kinds';
import { valueOf } from '../history-kinds';
import { contentKind, isUniqueViolation, type KindEditorView } from './content-kind';
import { withItem } from './overlays';

type PlanData = ReturnType<typeof planInputSchema.parse>;

interface PlanRow {
  id: number;
  months: number;
  label: string;
  path: string;
  /** JSON array of strings */
  features: string;
  price: number | null;
  show_price: number;
  position: number;
  version: number;
  updated_at: string;
}

const monthsTaken = (months: number) => {
  const message = PAGE_MESSAGES.monthsTaken(months);
  return new AppError(400, ERROR_CODES.validation, message, { months: [message] });
};

/** The plans the pages show with the draft applied, in their order, prices as chosen. */
async function previewPlans(
  editor: KindEditorView<EditablePlan>,
  user: AuthenticatedUser,
  data: PlanData,
  itemId: number | null,
): Promise<HomeContent['plans']> {
  const plans = await editor.list(user);
  const position = itemId === null ? (plans.at(-1)?.position ?? -1) + 1 : 0;
  const stored = plans.find((plan) => plan.id === itemId);
  const draft = {
    ...data,
    id: itemId ?? 0,
    position: stored?.position ?? position,
  } as EditablePlan;
  return withItem(plans, itemId, draft)
    .sort((a, b) => a.position - b.position || a.months - b.months)
    .map((plan) => ({
      months: plan.months,
      label: plan.label,
      path: plan.path,
      features: plan.features,
      price: plan.showPrice ? plan.price : null,
    }));
}

/** The duration plans (months, label, features, link, price), one per number of months. */
export const planKind = contentKind<PlanRow, EditablePlan, PlanData>({
  path: 'plans',
  table: 'plans',
  columns: [
    'id',
    'months',
    'label',
    'path',
    'features',
    'price',
    'show_price',
    'position',
    'version',
    'updated_at',
  ],
  orderBy: ['position', 'months'],
  entity: 'plan',
  notFound: 'No such plan',
  schemas: { input: planInputSchema, save: savePlanSchema, editable: editablePlanSchema },
  summaries: {
    list: 'The duration plans, in their order, with their prices (editors)',
    create: 'Add a duration plan (months, label, features, link, price) at the end',
    reorder: 'Put every plan in a new order; 409 if one changed since',
    update: 'Save a duration plan; 409 if someone else saved it since `version`',
    remove: 'Remove a duration plan at `version`',
  },
  reorder: { entity: 'plan_order', line: 'Duration plans reordered' },

  toItem: (row) => ({
    id: row.id,
    months: row.months,
    label: row.label,
    path: row.path,
    features: parseFeatures(row.features),
    price: row.price,
    showPrice: row.show_price === 1,
    position: row.position,
    version: row.version,
    updatedAt: row.updated_at,
  }),
  toRow: (plan) => ({
    months: plan.months,
    label: plan.label,
    path: plan.path,
    features: JSON.stringify(plan.features),
    price: plan.price,
    show_price: plan.showPrice ? 1 : 0,
  }),

  fields: ['months', 'label', 'path', 'features', 'price', 'showPrice'],
  emptyValue: null,
  name: (plan) => plan.label,
  fromChanges: (changes) => ({
    months: Number(changes.months),
    label: String(changes.label ?? ''),
    path: String(changes.path ?? ''),
    features: Array.isArray(changes.features) ? changes.features.map(String) : [],
    price: typeof changes.price === 'number' ? changes.price : null,
    showPrice: changes.showPrice === true,
  }),
  lines: {
    what: 'Plan',
    create: 'Plan added: {item}',
    update: 'Plan edited: {item}',
    delete: 'Plan removed: {item}',
  },
  historyName: (changes) => valueOf(changes, 'label') ?? changes.name,

  // Its months not another plan's: a draft never holds what publishing would refuse.
  async check(plan, id, find) {
    const other = await find('months', plan.months);
    if (other && other.id !== id) throw monthsTaken(plan.months);
  },
  // Another editor added a plan of these months between the check and the write.
  uniqueViolation: (error, plan) =>
    isUniqueViolation(error) ? monthsTaken(plan.months) : undefined,

  draft: {
    name: 'plan',
    label: 'Duration plan',
    title: (data) => shortTitle(data.label),
    previewPath: '/course',
    overlays: {
      '/api/content/home': async (answer: HomeContent, data, itemId, user, editor) => ({
        ...answer,
        plans: await previewPlans(editor, user, data, itemId),
      }),
      '/api/content/courses': async (answer: CoursesContent, data, itemId, user, editor) => ({
        ...answer,
        plans: await previewPlans(editor, user, data, itemId),
      }),
    },
  },

  translation: {
    kind: 'plan',
    title: (plan) => plan.label,
    fields: (plan) => [
      ['label', plan.label],
      ['features', plan.features.join('\n')],
    ],
  },
});
