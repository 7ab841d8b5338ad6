import type { AboutContent } from '@institute/shared/content/pages';
import type { PublicSite } from '@institute/shared/content/site';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { nowIso } from '../../../lib/time';
import { createContentTranslationsRepository } from '../content-translations.repository';
import { CATALOGUE_HINDI, DISCIPLINES_HINDI, GRADES_HINDI } from './catalogue-hindi';
import { DISCIPLINES } from './catalogue-pages-seed';
import { SITE_HINDI } from './site-hindi';

/** The language the shipped Hindi is stored in, as the translations (decision 0034) name it. */
const LOCALE = 'hi';

const ADVANCE_TITLE = /^(.+) - (.+)$/;
const ADVANCE_THEORY = /^Theory of (.+) for the (.+)\.$/;
const ADVANCE_PRACTICAL = /^Practical: (.+) for the (.+), with the year-end examination\.$/;
const SEMESTER_LINE = /^Semester (\d+): (.+)$/;
const SEMESTERS = /^Semester (\d+(?:, \d+)*(?: and \d+)?)$/;

/** The Hindi of one line of shipped English, or undefined when it was not shipped. */
function hindiLine(english: string): string | undefined {
  const text = english.trim();
  const known = SITE_HINDI[text] ?? CATALOGUE_HINDI[text];
  if (known) return known;
  const semesters = SEMESTERS.exec(text);
  if (semesters) return `सेमेस्टर ${semesters[1]!.replace(' and ', ' और ')}`;
  const line = SEMESTER_LINE.exec(text);
  if (line) {
    const subjects = hindiLine(line[2]!);
    return subjects && `सेमेस्टर ${line[1]}: ${subjects}`;
  }
  const theory = ADVANCE_THEORY.exec(text);
  if (theory) {
    const [discipline, grade] = advanceParts(theory[1]!, 1, theory[2]!);
    return discipline && grade && `${grade} के लिए सिद्धांत: ${discipline}।`;
  }
  const practical = ADVANCE_PRACTICAL.exec(text);
  if (practical) {
    const [discipline, grade] = advanceParts(practical[1]!, 2, practical[2]!);
    return discipline && grade && `${grade} के लिए प्रायोगिक: ${discipline}, वर्षांत परीक्षा सहित।`;
  }
  const title = ADVANCE_TITLE.exec(text);
  if (title && GRADES_HINDI[title[2]!]) {
    const discipline = DISCIPLINES_HINDI[title[1]!]?.[0];
    return discipline && `${discipline} - ${GRADES_HINDI[title[2]!]}`;
  }
  return undefined;
}

/** The advance diplomas' theory (1) and practical (2) subjects: English → Hindi. */
const ADVANCE_SUBJECTS = new Map<string, string>(
  DISCIPLINES.flatMap(([name, theory, practical]): [string, string][] => {
    const hindi = DISCIPLINES_HINDI[name];
    return hindi
      ? [
          [`1:${theory}`, hindi[1]],
          [`2:${practical}`, hindi[2]],
        ]
      : [];
  }),
);

/** An advance diploma's theory (1) or practical (2) subjects and its year, in Hindi. */
function advanceParts(
  subjects: string,
  column: 1 | 2,
  grade: string,
): [string | undefined, string | undefined] {
  return [ADVANCE_SUBJECTS.get(`${column}:${subjects}`), GRADES_HINDI[grade]];
}

/**
 * The Hindi of a text the product ships (several lines: each line), or undefined when any line
 * is not a shipped one (head office wrote it, or edited it since).
 */
export function shippedHindi(english: string): string | undefined {
  if (english.trim() === '') return undefined;
  const lines = english.split('\n').map(hindiLine);
  return lines.every((line) => line !== undefined) ? lines.join('\n') : undefined;
}

interface Item {
  kind: string;
  itemId: number;
  fields: [field: string, english: string][];
}

export interface HindiSeedSources {
  publicSite: () => Promise<PublicSite>;
  publicAbout: () => Promise<AboutContent>;
}

/** Every item that takes Hindi, with its English texts (as the translations screen lists them). */
async function items(db: Kysely<DB>, sources: HindiSeedSources): Promise<Item[]> {
  const repository = createContentTranslationsRepository(db);
  const [site, about, slides, features, plans, pages, cards, albums, photos] = await Promise.all([
    sources.publicSite(),
    sources.publicAbout(),
    repository.slides(),
    // The feature cards are a declared kind now (kinds/feature-cards.kind.ts): read as listed.
    db
      .selectFrom('feature_cards')
      .select(['id', 'title', 'description'])
      .orderBy('position')
      .orderBy('id')
      .execute(),
    repository.plans(),
    repository.pages(),
    repository.cards(),
    repository.albums(),
    repository.photos(),
  ]);
  return [
    {
      kind: 'site',
      itemId: 0,
      fields: [
        ['address', site.address],
        ['openingHours', site.openingHours],
        ['footerText', site.footerText],
      ],
    },
    {
      kind: 'about',
      itemId: 0,
      fields: [
        ['intro', about.intro],
        ...about.sections.flatMap((section, index): [string, string][] => [
          [`sections.${index}.heading`, section.heading],
          [`sections.${index}.text`, section.text],
        ]),
        ...about.stats.map((stat, index): [string, string] => [`stats.${index}.label`, stat.label]),
      ],
    },
    ...slides.map((slide) => ({
      kind: 'slide',
      itemId: slide.id,
      fields: [
        ['title', slide.title],
        ['text', slide.text],
        ['alt', slide.alt],
      ] as [string, string][],
    })),
    ...features.map((card) => ({
      kind: 'feature',
      itemId: card.id,
      fields: [
        ['title', card.title],
        ['description', card.description],
      ] as [string, string][],
    })),
    ...plans.map((plan) => ({
      kind: 'plan',
      itemId: plan.id,
      fields: [
        ['label', plan.label],
        ['features', (JSON.parse(plan.features || '[]') as string[]).join('\n')],
      ] as [string, string][],
    })),
    ...pages.map((page) => ({
      kind: 'page',
      itemId: page.id,
      fields: [
        ['title', page.title],
        ['summary', page.summary],
      ] as [string, string][],
    })),
    ...cards.map((card) => ({
      kind: 'card',
      itemId: card.id,
      fields: [
        ['title', card.title],
        ['semester', card.semester],
        ['description', card.description],
        ['alt', card.image ? card.image_alt : ''],
      ] as [string, string][],
    })),
    ...albums.map((album) => ({
      kind: 'album',
      itemId: album.id,
      fields: [['title', album.title]] as [string, string][],
    })),
    ...photos.map((photo) => ({
      kind: 'photo',
      itemId: photo.id,
      fields: [
        ['caption', photo.caption],
        ['alt', photo.alt],
      ] as [string, string][],
    })),
  ];
}

/**
 * The Hindi of the content the product ships (issue 34, decision 0073), written as the Hindi of
 * each item whose English is still the shipped one and that has no Hindi yet: a fresh install
 * reads its website in Hindi at once, an installation from before gets it at its next start,
 * and an item head office wrote Hindi for (or emptied) or whose English it changed is left
 * alone. The notices keep their Hindi in their own column: one still empty gets it the same way.
 */
export async function seedContentHindi(db: Kysely<DB>, sources: HindiSeedSources): Promise<void> {
  const [all, existing] = await Promise.all([
    items(db, sources),
    db
      .selectFrom('content_translations')
      .select('translation_key')
      .where('locale', '=', LOCALE)
      .execute(),
  ]);
  const taken = new Set(existing.map((row) => row.translation_key));
  const now = nowIso();
  const rows = all.flatMap((item) => {
    const key = `${item.kind}:${item.itemId}:${LOCALE}`;
    if (taken.has(key)) return [];
    const texts: Record<string, string> = {};
    const origins: Record<string, string> = {};
    for (const [field, english] of item.fields) {
      const hindi = shippedHindi(english);
      if (!hindi) continue;
      texts[field] = hindi;
      origins[field] = english;
    }
    if (Object.keys(texts).length === 0) return [];
    return [
      {
        translation_key: key,
        kind: item.kind,
        item_id: item.itemId,
        locale: LOCALE,
        texts: JSON.stringify(texts),
        sources: JSON.stringify(origins),
        updated_by: null,
        updated_at: now,
      },
    ];
  });
  // 100 rows (800 values) a statement: under SQLite's and PostgreSQL's limits on parameters.
  for (let start = 0; start < rows.length; start += 100) {
    await db
      .insertInto('content_translations')
      .values(rows.slice(start, start + 100))
      .onConflict((conflict) => conflict.column('translation_key').doNothing())
      .execute();
  }
  const notices = await db
    .selectFrom('notices')
    .select(['id', 'text_en'])
    .where('text_hi', '=', '')
    .where('text_en', '<>', '')
    .execute();
  for (const notice of notices) {
    const hindi = shippedHindi(notice.text_en);
    if (!hindi) continue;
    await db
      .updateTable('notices')
      .set({ text_hi: hindi })
      .where('id', '=', notice.id)
      .where('text_hi', '=', '')
      .execute();
  }
}
