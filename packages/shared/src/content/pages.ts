import '../zod-setup';
import { z } from 'zod';
import type { AboutContent } from './about-defaults';
export { formatRupees, isExternalLink } from './plan-format';
import { FEATURE_ICONS } from './constants';

export {
  DEFAULT_ABOUT,
  type AboutContent,
  type AboutSection,
  type AboutStat,
} from './about-defaults';

/**
 * What head office edits of its pages (issue 17): the feature cards under the home page's
 * carousel, the duration plans (home page and /course), and the About page's text and figures.
 * The public pages read them through /api/content/home, /api/content/courses and
 * /api/content/about; the editor writes them under /api/dashboard/content.
 */

export const PAGE_MESSAGES = {
  icon: 'Choose one of the icons',
  featureTitle: 'Enter the title',
  featureDescription: 'Enter the description',
  months: 'Enter a whole number of months from 1 to 60',
  monthsTaken: (months: number) =>
    `There is already a plan of ${months} month${months === 1 ? '' : 's'}: edit that one, or choose another number`,
  planLabel: 'Enter the label, for example 3 Months',
  features: 'Enter at least one feature, one per line',
  tooManyFeatures: (max: number) => `Use at most ${max} features`,
  link: 'Enter a page of this website such as /one, or a full link starting with https://',
  price: 'Enter the price in whole rupees (at most 10,00,000), or leave it empty',
  showPrice: 'Enter the price to show it',
  aboutIntro: 'Enter the introduction',
  sectionHeading: 'Enter the heading',
  sectionText: 'Enter the text',
  sections: 'Keep at least one section',
  statFigure: 'Enter the figure, for example 33+',
  statLabel: 'Enter what the figure counts',
  stats: 'Give exactly three figures',
  order: 'The list changed since you opened it. Reload, then order it again.',
  tooLong: (max: number) => `Use at most ${max} characters`,
} as const;

const text = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, PAGE_MESSAGES.tooLong(max));

const version = z.number().int().min(0);
const id = z.number().int().positive();

// ---- Feature cards -------------------------------------------------------------------------

export const featureCardInputSchema = z.object({
  icon: z.enum(FEATURE_ICONS, { error: PAGE_MESSAGES.icon }),
  title: text(100, PAGE_MESSAGES.featureTitle),
  description: text(500, PAGE_MESSAGES.featureDescription),
});
export type FeatureCardInput = z.input<typeof featureCardInputSchema>;
export type FeatureCardValues = z.output<typeof featureCardInputSchema>;

export const saveFeatureCardSchema = featureCardInputSchema.extend({ version });

export const editableFeatureCardSchema = z.object({
  id: z.number().int(),
  icon: z.enum(FEATURE_ICONS),
  title: z.string(),
  description: z.string(),
  position: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type EditableFeatureCard = z.infer<typeof editableFeatureCardSchema>;

/** A new order of a whole list: every item, each at the version the editor read. */
export const reorderSchema = z.object({
  items: z.array(z.object({ id, version })).min(1).max(100),
});
export type ReorderInput = z.infer<typeof reorderSchema>;

// ---- Duration plans ------------------------------------------------------------------------

/** A page of this website (/one, /course/diploma) or a full https link. */
const INTERNAL_PATH = /^\/[a-z0-9][a-z0-9/_-]*$|^\/$/i;
const HTTPS_LINK = /^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#]\S*)?$/i;

export const MAX_PLAN_FEATURES = 12;
export const MAX_PRICE = 1_000_000;

const planFields = {
  months: z
    .number({ error: PAGE_MESSAGES.months })
    .int(PAGE_MESSAGES.months)
    .min(1, PAGE_MESSAGES.months)
    .max(60, PAGE_MESSAGES.months),
  label: text(50, PAGE_MESSAGES.planLabel),
  path: z
    .string({ error: PAGE_MESSAGES.link })
    .trim()
    .max(300, PAGE_MESSAGES.tooLong(300))
    .refine((value) => INTERNAL_PATH.test(value) || HTTPS_LINK.test(value), PAGE_MESSAGES.link),
  showPrice: z.boolean().default(false),
};

const featureList = z
  .array(z.string().trim().max(120, PAGE_MESSAGES.tooLong(120)))
  .transform((list) => list.filter((item) => item !== ''))
  .pipe(
    z
      .array(z.string())
      .min(1, PAGE_MESSAGES.features)
      .max(MAX_PLAN_FEATURES, PAGE_MESSAGES.tooManyFeatures(MAX_PLAN_FEATURES)),
  );

const price = z
  .number({ error: PAGE_MESSAGES.price })
  .int(PAGE_MESSAGES.price)
  .min(0, PAGE_MESSAGES.price)
  .max(MAX_PRICE, PAGE_MESSAGES.price)
  .nullable();

const priceShownNeedsPrice = (
  plan: { price: number | null; showPrice: boolean },
  ctx: z.RefinementCtx,
) => {
  if (plan.showPrice && plan.price === null) {
    ctx.addIssue({ code: 'custom', path: ['price'], message: PAGE_MESSAGES.showPrice });
  }
};

/** A duration plan as the API takes it. */
export const planInputSchema = z
  .object({ ...planFields, features: featureList, price: price.default(null) })
  .superRefine(priceShownNeedsPrice);
export type PlanInput = z.input<typeof planInputSchema>;
export type PlanValues = z.output<typeof planInputSchema>;

export const savePlanSchema = z.intersection(planInputSchema, z.object({ version }));

/**
 * The same plan as the editor's form holds it: the features one per line, the price as typed
 * ('' for none). Its output is what the API takes.
 */
export const planFormSchema = z
  .object({
    ...planFields,
    features: z
      .string()
      .max(2000, PAGE_MESSAGES.tooLong(2000))
      .transform((value) => value.split('\n'))
      .pipe(featureList),
    price: z
      .string()
      .trim()
      .transform((value) => value.replace(/[,\s]/g, ''))
      .refine((value) => /^\d{0,7}$/.test(value), PAGE_MESSAGES.price)
      .transform((value) => (value === '' ? null : Number(value)))
      .pipe(price),
  })
  .superRefine(priceShownNeedsPrice);
export type PlanFormInput = z.input<typeof planFormSchema>;

export const editablePlanSchema = z.object({
  id: z.number().int(),
  months: z.number().int(),
  label: z.string(),
  path: z.string(),
  features: z.array(z.string()),
  price: z.number().int().nullable(),
  showPrice: z.boolean(),
  position: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type EditablePlan = z.infer<typeof editablePlanSchema>;

// ---- About page ----------------------------------------------------------------------------

export const MAX_ABOUT_SECTIONS = 6;

const statSchema = z.object({
  figure: text(20, PAGE_MESSAGES.statFigure),
  label: text(60, PAGE_MESSAGES.statLabel),
});

export const aboutInputSchema = z.object({
  intro: text(1000, PAGE_MESSAGES.aboutIntro),
  sections: z
    .array(
      z.object({
        heading: text(100, PAGE_MESSAGES.sectionHeading),
        text: text(3000, PAGE_MESSAGES.sectionText),
      }),
    )
    .min(1, PAGE_MESSAGES.sections)
    .max(MAX_ABOUT_SECTIONS, `Use at most ${MAX_ABOUT_SECTIONS} sections`),
  stats: z.array(statSchema).length(3, PAGE_MESSAGES.stats),
});
export type AboutInput = z.input<typeof aboutInputSchema>;

export const saveAboutSchema = aboutInputSchema.extend({ version });
export type SaveAboutInput = z.input<typeof saveAboutSchema>;

/** GET /api/content/about */
export const publicAboutSchema = z.object({
  intro: z.string(),
  sections: z.array(z.object({ heading: z.string(), text: z.string() })),
  stats: z.array(z.object({ figure: z.string(), label: z.string() })),
}) satisfies z.ZodType<AboutContent>;

export const editableAboutSchema = z.object({
  about: publicAboutSchema,
  version: z.number().int(),
  /** false until head office saves the page once (the defaults are shown until then). */
  configured: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type EditableAbout = z.infer<typeof editableAboutSchema>;
