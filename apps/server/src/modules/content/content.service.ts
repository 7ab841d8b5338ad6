import type { UiLocale } from '@institute/shared/i18n';
import { CATALOGUE_PAGES } from './seed/catalogue-pages-seed';
import { pagePath } from '@institute/shared/content/constants';
import type {
  CataloguePage,
  CoursesContent,
  FeatureCard,
  HomeContent,
  PageSummary,
  Plan,
} from '@institute/shared/content/content';
import { OUR_COURSES_HEADING, OUR_COURSES_INTRO } from '@institute/shared/content/constants';
import { DURATION_PAGES } from './seed/duration-pages-seed';
import { BANNERS, FEATURE_CARDS, NOTICES, PLANS } from './seed/home-seed';
import { networkToday } from '@institute/shared/dashboard-summary';
import { notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import type { ContentRepository } from './content.repository';
import { pictureOf } from './kinds/kind-pictures';
import { cardPicture } from './kinds/course-card.kind';

export function parseFeatures(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

async function listPlans(repository: ContentRepository): Promise<Plan[]> {
  const rows = await repository.listPlans();
  return rows.map((row) => ({
    months: row.months,
    label: row.label,
    path: row.path,
    features: parseFeatures(row.features),
    // The price only when head office chose to show it.
    price: row.show_price === 1 ? row.price : null,
  }));
}

/** GET /api/content/home: banners, notices, feature cards and plans. */
export async function getHomeContent(
  repository: ContentRepository,
  locale: UiLocale = 'en',
): Promise<HomeContent> {
  const [banners, notices, features, plans] = await Promise.all([
    repository.listBanners(),
    repository.listNotices(networkToday()),
    repository.listFeatureCards(),
    listPlans(repository),
  ]);
  return {
    banners: banners.map(({ variants, image, ...banner }) => ({
      ...banner,
      ...pictureOf({ image, variants }),
    })),
    // One text per notice: in the page's language where it has one, else the other.
    notices: notices.map((notice) =>
      notice.text_en && !(locale === 'hi' && notice.text_hi)
        ? { id: notice.id, text: notice.text_en, lang: 'en' }
        : { id: notice.id, text: notice.text_hi, lang: 'hi' },
    ),
    features: features as FeatureCard[],
    plans,
  };
}

/** Every content page with its path and number of courses. */
export async function listPages(repository: ContentRepository): Promise<PageSummary[]> {
  const rows = await repository.listPages();
  return rows.map((row) => ({
    slug: row.slug,
    kind: row.kind,
    path: pagePath(row.kind, row.slug),
    title: row.title,
    summary: row.summary,
    cardCount: Number(row.card_count),
  }));
}

/** GET /api/content/courses: the duration plans and the catalogue pages. */
export async function getCoursesContent(repository: ContentRepository): Promise<CoursesContent> {
  const [plans, pages] = await Promise.all([listPlans(repository), listPages(repository)]);
  return { plans, pages: pages.filter((page) => page.kind === 'catalogue') };
}

/** GET /api/content/pages/:slug: one 'Our Courses' page with its cards. */
export async function getPage(repository: ContentRepository, slug: string): Promise<CataloguePage> {
  const page = await repository.findPage(slug);
  if (!page) throw notFound('No such course page');
  const cards = await repository.listCards(page.id);
  return {
    slug: page.slug,
    kind: page.kind,
    path: pagePath(page.kind, page.slug),
    title: page.title,
    summary: page.summary,
    cardCount: cards.length,
    heading: OUR_COURSES_HEADING,
    intro: OUR_COURSES_INTRO,
    cards: cards.map((card) => ({
      id: card.id,
      title: card.title,
      semester: card.semester,
      description: card.description,
      ...cardPicture(card),
    })),
  };
}

/**
 * Fills the content tables that are still empty from packages/shared; a table staff have already
 * filled is left alone, and so is a list of feature cards or plans head office emptied itself.
 * On an existing database this costs five one-row reads.
 */
export async function seedContent(repository: ContentRepository): Promise<void> {
  const empty = await repository.emptyTables();
  if (!Object.values(empty).some(Boolean)) return;
  // A list whose every item the website's editors removed stays empty: the seed fills only lists
  // nobody has edited yet (a fresh installation), never undoing an editor's removal at a restart.
  const EDITED_AS = {
    notices: 'notice',
    banners: 'slide',
    feature_cards: 'feature_card',
    plans: 'plan',
  } as const;
  for (const [table, entity] of Object.entries(EDITED_AS) as [keyof typeof EDITED_AS, string][]) {
    if (empty[table] && (await repository.editedByStaff(entity))) empty[table] = false;
  }
  const now = nowIso();
  const stamp = { created_at: now, updated_at: now };
  await repository.insertSeed({
    banners: empty.banners ? BANNERS.map((b, position) => ({ ...b, position, ...stamp })) : [],
    notices: empty.notices
      ? NOTICES.map((n, position) => ({
          text_en: n.textEn,
          text_hi: n.textHi,
          starts_on: null,
          ends_on: null,
          position,
          ...stamp,
        }))
      : [],
    featureCards: empty.feature_cards
      ? FEATURE_CARDS.map((f, position) => ({ ...f, position, ...stamp }))
      : [],
    plans: empty.plans
      ? PLANS.map((plan, position) => ({
          months: plan.months,
          label: plan.label,
          path: plan.path,
          features: JSON.stringify(plan.features),
          position,
          ...stamp,
        }))
      : [],
    pages: empty.content_pages
      ? [...CATALOGUE_PAGES, ...DURATION_PAGES].map((page, position) => ({
          page: {
            slug: page.slug,
            kind: page.kind,
            title: page.title,
            summary: page.summary,
            position,
            ...stamp,
          },
          cards: page.cards.map((card, cardPosition) => ({
            ...card,
            image: null,
            position: cardPosition,
            ...stamp,
          })),
        }))
      : [],
  });
}
