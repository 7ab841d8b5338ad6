import { networkToday } from '@institute/shared/dashboard-summary';
import type { CoursesContent, HomeContent } from '@institute/shared/content/content';
import {
  aboutInputSchema,
  featureCardInputSchema,
  planInputSchema,
  type EditablePlan,
} from '@institute/shared/content/pages';
import {
  noticeInputSchema,
  siteSettingsSchema,
  type EditableNotice,
  type PublicSite,
} from '@institute/shared/content/site';
import type { AuthenticatedUser } from '../../lib/access';
import { draftKind, onePicture, shortTitle, type DraftKind } from './draft-kinds';
import type { PageEditor } from './page-content.service';
import type { SiteEditor } from './site-editor.service';
import type { DraftPictures } from './draft-pictures';
import type { SiteLogoService } from './site-logo.service';
import { logoDraftSchema } from '@institute/shared/content/drafts';
import { MEDIA_MESSAGES } from '@institute/shared/content/media';

type NoticeData = ReturnType<typeof noticeInputSchema.parse>;
type PlanData = ReturnType<typeof planInputSchema.parse>;

/** Puts the draft's item in place of the stored one with its id, or adds it (id null). */
function withItem<T extends { id: number }>(items: T[], itemId: number | null, item: T): T[] {
  return itemId === null
    ? [...items, item]
    : items.map((stored) => (stored.id === itemId ? item : stored));
}

/** The notices the home page shows with the draft applied: today's, in their order. */
async function previewNotices(
  editor: SiteEditor,
  user: AuthenticatedUser,
  data: NoticeData,
  itemId: number | null,
): Promise<HomeContent['notices']> {
  const today = networkToday();
  const draft = {
    id: itemId ?? 0,
    textEn: data.textEn,
    textHi: data.textHi,
    startsOn: data.startsOn,
    endsOn: data.endsOn,
    position: data.position,
    showing: (!data.startsOn || data.startsOn <= today) && (!data.endsOn || data.endsOn >= today),
  } as EditableNotice;
  return withItem(await editor.listNotices(user), itemId, draft)
    .filter((notice) => notice.showing)
    .sort((a, b) => a.position - b.position || (a.id || Infinity) - (b.id || Infinity))
    .map((notice) =>
      notice.textEn
        ? { id: notice.id, text: notice.textEn, lang: 'en' }
        : { id: notice.id, text: notice.textHi, lang: 'hi' },
    );
}

/** The plans the pages show with the draft applied, in their order, prices as chosen. */
async function previewPlans(
  editor: PageEditor,
  user: AuthenticatedUser,
  data: PlanData,
  itemId: number | null,
): Promise<HomeContent['plans']> {
  const plans = await editor.listPlans(user);
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

/** The drafts of the site settings, logo, notices, About page, feature cards and plans. */
export function contentDraftKinds(
  site: SiteEditor,
  pages: PageEditor,
  logo: SiteLogoService,
  pictures: DraftPictures,
): DraftKind[] {
  return [
    draftKind({
      name: 'site_logo',
      label: 'Logo',
      shape: 'record',
      // A new logo uploaded for the draft (decision 0038).
      schema: logoDraftSchema,
      pictures: onePicture(MEDIA_MESSAGES.image),
      version: async () => (await logo.stored()).version,
      title: () => 'Logo',
      previewPath: () => '/',
      overlays: {
        '/api/content/site': async (answer: PublicSite, data) => {
          const upload =
            data.picture === undefined ? undefined : await pictures.picture(data.picture);
          if (!upload) return answer;
          const { imageUrl: src, srcset, width, height } = upload;
          return { ...answer, logo: { src, srcset, width, height } };
        },
      },
      publish: async (user, data, _itemId, version, ip) => {
        const taken = await pictures.forPublishing(data.picture ?? 0, 'image');
        await logo.set(user, taken.stored, version, ip, taken.adopt);
      },
    }),
    draftKind({
      name: 'site_settings',
      label: 'Site settings',
      shape: 'record',
      schema: siteSettingsSchema,
      version: async (user) => (await site.editableSite(user)).version,
      title: (data) => shortTitle(data.instituteName),
      previewPath: () => '/contact',
      overlays: {
        '/api/content/site': (answer: PublicSite, data) => ({
          ...answer,
          ...data,
          logo: answer.logo,
        }),
      },
      publish: async (user, data, _itemId, version, ip) => {
        await site.saveSite(user, { ...data, version }, ip);
      },
    }),
    draftKind({
      name: 'notice',
      label: 'Notice',
      shape: 'items',
      schema: noticeInputSchema,
      version: async (_user, itemId) => (await site.notice(itemId!))?.version,
      title: (data) => shortTitle(data.textEn || data.textHi),
      previewPath: () => '/',
      overlays: {
        '/api/content/home': async (answer: HomeContent, data, itemId, user) => ({
          ...answer,
          notices: await previewNotices(site, user, data, itemId),
        }),
      },
      publish: async (user, data, itemId, version, ip) => {
        if (itemId === null) await site.createNotice(user, data, ip);
        else await site.updateNotice(user, itemId, { ...data, version }, ip);
      },
    }),
    draftKind({
      name: 'about_page',
      label: 'About page',
      shape: 'record',
      schema: aboutInputSchema,
      version: async (user) => (await pages.editableAbout(user)).version,
      title: (data) => shortTitle(data.intro),
      previewPath: () => '/about',
      overlays: { '/api/content/about': (_answer: unknown, data) => data },
      publish: async (user, data, _itemId, version, ip) => {
        await pages.saveAbout(user, { ...data, version }, ip);
      },
    }),
    draftKind({
      name: 'feature_card',
      label: 'Feature card',
      shape: 'items',
      schema: featureCardInputSchema,
      version: async (_user, itemId) => (await pages.featureCard(itemId!))?.version,
      title: (data) => shortTitle(data.title),
      previewPath: () => '/',
      overlays: {
        '/api/content/home': (answer: HomeContent, data, itemId) => ({
          ...answer,
          features: withItem(answer.features, itemId, { ...data, id: itemId ?? 0 }),
        }),
      },
      publish: async (user, data, itemId, version, ip) => {
        if (itemId === null) await pages.createFeatureCard(user, data, ip);
        else await pages.updateFeatureCard(user, itemId, { ...data, version }, ip);
      },
    }),
    draftKind({
      name: 'plan',
      label: 'Duration plan',
      shape: 'items',
      schema: planInputSchema,
      // Its months not another plan's, as the plan's save checks them.
      check: (data, itemId) => pages.checkPlan(data, itemId),
      version: async (_user, itemId) => (await pages.plan(itemId!))?.version,
      title: (data) => shortTitle(data.label),
      previewPath: () => '/course',
      overlays: {
        '/api/content/home': async (answer: HomeContent, data, itemId, user) => ({
          ...answer,
          plans: await previewPlans(pages, user, data, itemId),
        }),
        '/api/content/courses': async (answer: CoursesContent, data, itemId, user) => ({
          ...answer,
          plans: await previewPlans(pages, user, data, itemId),
        }),
      },
      publish: async (user, data, itemId, version, ip) => {
        if (itemId === null) await pages.createPlan(user, data, ip);
        else await pages.updatePlan(user, itemId, { ...data, version }, ip);
      },
    }),
  ];
}
