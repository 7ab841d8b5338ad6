import { ERROR_CODES } from '@institute/shared/api-error';
import type { FeatureIcon } from '@institute/shared/content/constants';
import {
  DEFAULT_ABOUT,
  PAGE_MESSAGES,
  aboutInputSchema,
  featureCardInputSchema,
  planInputSchema,
  type AboutContent,
  type AboutInput,
  type EditableAbout,
  type EditableFeatureCard,
  type EditablePlan,
  type FeatureCardInput,
  type PlanInput,
  type ReorderInput,
} from '@institute/shared/content/pages';
import { SITE_MESSAGES } from '@institute/shared/content/site';
import type { AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { parseFeatures } from './content.service';
import type { PageContentRepository } from './page-content.repository';
import { differences, sameSet } from './ordered-rows';

export interface PageEditorOptions {
  repository: PageContentRepository;
  audit: AuditLog;
  /** Who may edit the website (site-editor.service.ts decides, for every editor). */
  requireEditor: (user: AuthenticatedUser) => Promise<void>;
  /** Called after every save: the kept public pages are rendered again (plugins/web.ts). */
  onChange: () => void;
}

const ABOUT_KEY = 'about';

interface StoredAbout {
  version: number;
  about: AboutContent;
}

const changed = () => new AppError(409, ERROR_CODES.conflict, SITE_MESSAGES.changed);
const staleOrder = () => new AppError(409, ERROR_CODES.conflict, PAGE_MESSAGES.order);
const monthsTaken = (months: number) => {
  const message = PAGE_MESSAGES.monthsTaken(months);
  return new AppError(400, ERROR_CODES.validation, message, { months: [message] });
};

/** A unique index refused the row (SQLite or PostgreSQL). */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

function parseAbout(value: string | undefined): StoredAbout | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as StoredAbout;
    return { version: parsed.version, about: { ...DEFAULT_ABOUT, ...parsed.about } };
  } catch {
    return null;
  }
}

type FeatureRow = NonNullable<Awaited<ReturnType<PageContentRepository['findFeatureCard']>>>;
type PlanDbRow = NonNullable<Awaited<ReturnType<PageContentRepository['findPlan']>>>;

const toFeatureCard = (row: FeatureRow): EditableFeatureCard => ({
  id: row.id,
  icon: row.icon as FeatureIcon,
  title: row.title,
  description: row.description,
  position: row.position,
  version: row.version,
  updatedAt: row.updated_at,
});

const toPlan = (row: PlanDbRow): EditablePlan => ({
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
});

/** The fields of a card as its history keeps them. */
const featureFields = (card: EditableFeatureCard) => ({
  icon: card.icon,
  title: card.title,
  description: card.description,
});

const planFields = (plan: EditablePlan) => ({
  months: plan.months,
  label: plan.label,
  path: plan.path,
  features: plan.features,
  price: plan.price,
  showPrice: plan.showPrice,
});

/**
 * Head office edits the feature cards, the duration plans and the About page (issue 17); every
 * save is checked against the version the editor read, audited, and shown publicly at once.
 */
export function createPageEditor({
  repository,
  audit,
  requireEditor,
  onChange,
}: PageEditorOptions) {
  const record = (
    user: AuthenticatedUser,
    action: string,
    entity: string,
    entityId: string | number,
    changes: Record<string, unknown>,
    ip: string,
  ) => audit({ userId: user.id, centreId: user.centreId, action, entity, entityId, changes, ip });

  function featureRow(input: FeatureCardInput) {
    const card = featureCardInputSchema.parse(input);
    return { ...card, at: nowIso() };
  }

  function planRow(input: PlanInput) {
    const plan = planInputSchema.parse(input);
    return {
      months: plan.months,
      label: plan.label,
      path: plan.path,
      features: JSON.stringify(plan.features),
      price: plan.price,
      show_price: plan.showPrice ? 1 : 0,
      at: nowIso(),
    };
  }

  /** 400 with the months field's message when another plan has these months. */
  async function checkMonthsFree(months: number, id: number | null): Promise<void> {
    const other = await repository.findPlanByMonths(months);
    if (other && other.id !== id) throw monthsTaken(months);
  }

  return {
    // ---- Feature cards ----

    async featureCard(id: number): Promise<EditableFeatureCard | undefined> {
      const row = await repository.findFeatureCard(id);
      return row ? toFeatureCard(row) : undefined;
    },

    async listFeatureCards(user: AuthenticatedUser): Promise<EditableFeatureCard[]> {
      await requireEditor(user);
      return (await repository.listFeatureCards()).map(toFeatureCard);
    },

    /** Adds a card at the end (or, when an undo puts a removed card back, at its old place). */
    async createFeatureCard(
      user: AuthenticatedUser,
      input: FeatureCardInput,
      ip: string,
      position?: number,
    ): Promise<EditableFeatureCard> {
      await requireEditor(user);
      const row = featureRow(input);
      const { id } = await repository.insertFeatureCard(
        row,
        position ?? (await repository.nextPosition('feature_cards')),
      );
      const created = toFeatureCard((await repository.findFeatureCard(id))!);
      await record(
        user,
        'create',
        'feature_card',
        id,
        { ...featureFields(created), position: created.position },
        ip,
      );
      onChange();
      return created;
    },

    async updateFeatureCard(
      user: AuthenticatedUser,
      id: number,
      input: FeatureCardInput & { version: number },
      ip: string,
    ): Promise<EditableFeatureCard> {
      await requireEditor(user);
      const before = await repository.findFeatureCard(id);
      if (!before) throw notFound('No such feature card');
      if (!(await repository.updateFeatureCard(id, input.version, featureRow(input))))
        throw changed();
      const after = toFeatureCard((await repository.findFeatureCard(id))!);
      await record(
        user,
        'update',
        'feature_card',
        id,
        // Its title named even when unchanged, so the History says which card was edited.
        {
          name: after.title,
          ...differences(featureFields(toFeatureCard(before)), featureFields(after)),
        },
        ip,
      );
      onChange();
      return after;
    },

    async deleteFeatureCard(
      user: AuthenticatedUser,
      id: number,
      version: number,
      ip: string,
    ): Promise<void> {
      await requireEditor(user);
      const before = await repository.findFeatureCard(id);
      if (!before) throw notFound('No such feature card');
      if (!(await repository.deleteFeatureCard(id, version))) throw changed();
      const card = toFeatureCard(before);
      // Everything the card held, so that the removal can be undone.
      await record(
        user,
        'delete',
        'feature_card',
        id,
        { ...featureFields(card), position: card.position },
        ip,
      );
      onChange();
    },

    /** Puts every card in the order given (each at the version read); 409 if the list changed. */
    async reorderFeatureCards(
      user: AuthenticatedUser,
      { items }: ReorderInput,
      ip: string,
    ): Promise<EditableFeatureCard[]> {
      await requireEditor(user);
      const before = await repository.listFeatureCards();
      if (!sameSet(before, items)) throw staleOrder();
      if (!(await repository.reorder('feature_cards', items, nowIso()))) throw changed();
      await record(
        user,
        'update',
        'feature_card_order',
        'feature_cards',
        { order: [before.map((row) => row.id), items.map((item) => item.id)] },
        ip,
      );
      onChange();
      return (await repository.listFeatureCards()).map(toFeatureCard);
    },

    // ---- Duration plans ----

    async plan(id: number): Promise<EditablePlan | undefined> {
      const row = await repository.findPlan(id);
      return row ? toPlan(row) : undefined;
    },

    /**
     * The rules a plan's save enforces beyond its schema (its months not another plan's), for a
     * draft of it as for the save itself: a draft never holds what publishing would refuse.
     */
    async checkPlan(plan: { months: number }, id: number | null): Promise<void> {
      await checkMonthsFree(plan.months, id);
    },

    async listPlans(user: AuthenticatedUser): Promise<EditablePlan[]> {
      await requireEditor(user);
      return (await repository.listPlans()).map(toPlan);
    },

    async createPlan(
      user: AuthenticatedUser,
      input: PlanInput,
      ip: string,
      position?: number,
    ): Promise<EditablePlan> {
      await requireEditor(user);
      const row = planRow(input);
      await checkMonthsFree(row.months, null);
      let id: number;
      try {
        ({ id } = await repository.insertPlan(
          row,
          position ?? (await repository.nextPosition('plans')),
        ));
      } catch (error) {
        // Another editor added a plan of these months between the check and the insert.
        if (isUniqueViolation(error)) throw monthsTaken(row.months);
        throw error;
      }
      const created = toPlan((await repository.findPlan(id))!);
      await record(
        user,
        'create',
        'plan',
        id,
        { ...planFields(created), position: created.position },
        ip,
      );
      onChange();
      return created;
    },

    async updatePlan(
      user: AuthenticatedUser,
      id: number,
      input: PlanInput & { version: number },
      ip: string,
    ): Promise<EditablePlan> {
      await requireEditor(user);
      const before = await repository.findPlan(id);
      if (!before) throw notFound('No such plan');
      const row = planRow(input);
      await checkMonthsFree(row.months, id);
      let saved: boolean;
      try {
        saved = await repository.updatePlan(id, input.version, row);
      } catch (error) {
        if (isUniqueViolation(error)) throw monthsTaken(row.months);
        throw error;
      }
      if (!saved) throw changed();
      const after = toPlan((await repository.findPlan(id))!);
      await record(
        user,
        'update',
        'plan',
        id,
        // Its label named even when unchanged, so the History says which plan was edited.
        { name: after.label, ...differences(planFields(toPlan(before)), planFields(after)) },
        ip,
      );
      onChange();
      return after;
    },

    async deletePlan(
      user: AuthenticatedUser,
      id: number,
      version: number,
      ip: string,
    ): Promise<void> {
      await requireEditor(user);
      const before = await repository.findPlan(id);
      if (!before) throw notFound('No such plan');
      if (!(await repository.deletePlan(id, version))) throw changed();
      const plan = toPlan(before);
      await record(
        user,
        'delete',
        'plan',
        id,
        { ...planFields(plan), position: plan.position },
        ip,
      );
      onChange();
    },

    async reorderPlans(
      user: AuthenticatedUser,
      { items }: ReorderInput,
      ip: string,
    ): Promise<EditablePlan[]> {
      await requireEditor(user);
      const before = await repository.listPlans();
      if (!sameSet(before, items)) throw staleOrder();
      if (!(await repository.reorder('plans', items, nowIso()))) throw changed();
      await record(
        user,
        'update',
        'plan_order',
        'plans',
        { order: [before.map((row) => row.id), items.map((item) => item.id)] },
        ip,
      );
      onChange();
      return (await repository.listPlans()).map(toPlan);
    },

    // ---- About page ----

    /** GET /api/content/about: the saved page, or the specification's until head office saves. */
    async publicAbout(): Promise<AboutContent> {
      return parseAbout((await repository.findSetting(ABOUT_KEY))?.value)?.about ?? DEFAULT_ABOUT;
    },

    async editableAbout(user: AuthenticatedUser): Promise<EditableAbout> {
      await requireEditor(user);
      const row = await repository.findSetting(ABOUT_KEY);
      const stored = parseAbout(row?.value);
      return {
        about: stored?.about ?? DEFAULT_ABOUT,
        version: stored?.version ?? 0,
        configured: stored !== null,
        updatedAt: row?.updated_at ?? null,
      };
    },

    /** Saves the About page named at `version`; 409 when someone else saved since. */
    async saveAbout(
      user: AuthenticatedUser,
      input: AboutInput & { version: number },
      ip: string,
    ): Promise<EditableAbout> {
      await requireEditor(user);
      const { version, ...rest } = input;
      const about = aboutInputSchema.parse(rest);
      const row = await repository.findSetting(ABOUT_KEY);
      const stored = parseAbout(row?.value);
      if ((stored?.version ?? 0) !== version) throw changed();
      const next: StoredAbout = { version: version + 1, about };
      const at = nowIso();
      if (
        !(await repository.replaceSetting(
          ABOUT_KEY,
          row?.value ?? null,
          JSON.stringify(next),
          at,
          user.id,
        ))
      ) {
        throw changed();
      }
      await record(
        user,
        'update',
        'about_page',
        'about',
        differences(stored?.about ?? DEFAULT_ABOUT, about),
        ip,
      );
      onChange();
      return { about, version: next.version, configured: true, updatedAt: at };
    },
  };
}

export type PageEditor = ReturnType<typeof createPageEditor>;
