import type {
  CataloguePage,
  CoursesContent,
  GalleryContent,
  HomeContent,
  Plan,
} from '@institute/shared/content/content';
import type { AboutContent } from '@institute/shared/content/pages';
import type { PublicSite } from '@institute/shared/content/site';
import { inPageLanguage } from '@institute/shared/content/translations';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiLocale } from '../../lib/request-language';
import { CONTENT_LOCALE, type ContentTranslations } from './content-translations.service';

type Texts = Record<string, string>;

interface Lookup {
  texts: Map<string, Texts>;
  /** Plans by months, pages by slug → their ids. */
  ids: { plans: Map<number, number>; pages: Map<string, number> };
}

/** The public answers whose texts take Hindi, by route. */
export const TRANSLATED_ROUTES = [
  '/api/content/home',
  '/api/content/courses',
  '/api/content/pages/:slug',
  '/api/content/about',
  '/api/content/site',
  '/api/gallery',
] as const;
type TranslatedRoute = (typeof TRANSLATED_ROUTES)[number];

const isTranslated = (url: string | undefined): url is TranslatedRoute =>
  (TRANSLATED_ROUTES as readonly string[]).includes(url ?? '');

/** `object` with each named field in Hindi where the item has one. */
function pick<T extends object>(
  object: T,
  texts: Texts | undefined,
  fields: (keyof T & string)[],
): T {
  if (!texts) return object;
  const copy = { ...object } as Record<string, unknown>;
  for (const field of fields) copy[field] = inPageLanguage(String(copy[field] ?? ''), texts[field]);
  return copy as T;
}

function plans(list: Plan[], { texts, ids }: Lookup): Plan[] {
  return list.map((plan) => {
    const hindi = texts.get(`plan:${ids.plans.get(plan.months)}`);
    if (!hindi) return plan;
    const features = hindi.features?.trim();
    return {
      ...plan,
      label: inPageLanguage(plan.label, hindi.label),
      features: features
        ? features.split('\n').filter((line) => line.trim() !== '')
        : plan.features,
    };
  });
}

/** A public answer with head office's Hindi in place of the English, where it wrote one. */
export function translateAnswer(route: TranslatedRoute, answer: unknown, lookup: Lookup): unknown {
  const { texts, ids } = lookup;
  switch (route) {
    case '/api/content/home': {
      const home = answer as HomeContent;
      return {
        ...home,
        banners: home.banners.map((slide) =>
          pick(slide, texts.get(`slide:${slide.id}`), ['title', 'text', 'alt']),
        ),
        features: home.features.map((card) =>
          pick(card, texts.get(`feature:${card.id}`), ['title', 'description']),
        ),
        plans: plans(home.plans, lookup),
      } satisfies HomeContent;
    }
    case '/api/content/courses': {
      const courses = answer as CoursesContent;
      return {
        plans: plans(courses.plans, lookup),
        pages: courses.pages.map((page) =>
          pick(page, texts.get(`page:${ids.pages.get(page.slug)}`), ['title', 'summary']),
        ),
      } satisfies CoursesContent;
    }
    case '/api/content/pages/:slug': {
      const page = answer as CataloguePage;
      return {
        ...pick(page, texts.get(`page:${ids.pages.get(page.slug)}`), ['title', 'summary']),
        cards: page.cards.map((card) =>
          pick(card, texts.get(`card:${card.id}`), ['title', 'semester', 'description', 'alt']),
        ),
      } satisfies CataloguePage;
    }
    case '/api/content/about': {
      const about = answer as AboutContent;
      const hindi = texts.get('about:0');
      if (!hindi) return about;
      return {
        intro: inPageLanguage(about.intro, hindi.intro),
        sections: about.sections.map((section, index) => ({
          heading: inPageLanguage(section.heading, hindi[`sections.${index}.heading`]),
          text: inPageLanguage(section.text, hindi[`sections.${index}.text`]),
        })),
        stats: about.stats.map((stat, index) => ({
          ...stat,
          label: inPageLanguage(stat.label, hindi[`stats.${index}.label`]),
        })),
      } satisfies AboutContent;
    }
    case '/api/content/site':
      return pick(answer as PublicSite, texts.get('site:0'), [
        'address',
        'openingHours',
        'footerText',
      ]);
    case '/api/gallery': {
      const gallery = answer as GalleryContent;
      return {
        albums: gallery.albums.map((album) =>
          pick(album, texts.get(`album:${album.id}`), ['title']),
        ),
        items: gallery.items.map((photo) =>
          pick(photo, texts.get(`photo:${photo.id}`), ['caption', 'alt']),
        ),
      } satisfies GalleryContent;
    }
  }
}

/**
 * A preSerialization hook for the public content answers: in Hindi (the page's language, which
 * the web app and the server renderer name in Accept-Language) each text is head office's Hindi
 * where it wrote one, else the English. The answers differ by language, so they vary by it.
 */
export function contentLanguageHook(translations: ContentTranslations) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const route = request.routeOptions.url;
    if (request.method !== 'GET' || !isTranslated(route)) return payload;
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, accept-language` : 'accept-language');
    if (reply.statusCode !== 200 || apiLocale(request) !== CONTENT_LOCALE) return payload;
    const texts = await translations.published();
    if (texts.size === 0) return payload;
    const needsIds = route !== '/api/content/about' && route !== '/api/content/site';
    const ids = needsIds
      ? await translations.publicIds()
      : { plans: new Map<number, number>(), pages: new Map<string, number>() };
    return translateAnswer(route, payload, { texts, ids });
  };
}
