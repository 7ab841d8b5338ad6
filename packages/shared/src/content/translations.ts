import '../zod-setup';
import { z } from 'zod';

/**
 * The website's content in Hindi (issues 17 and 18, decision 0034). Head office writes the Hindi
 * of each text of its website beside the English, on one screen; a text left empty shows in
 * English on the Hindi pages. The public content answers take the page's language and give each
 * text in it where head office wrote one.
 */

/** The kinds of content whose texts take Hindi, and what each item's fields hold. */
export const TRANSLATION_KINDS = [
  'site',
  'about',
  'slide',
  'feature',
  'plan',
  'page',
  'card',
  'album',
  'photo',
] as const;
export type TranslationKind = (typeof TRANSLATION_KINDS)[number];

/**
 * The longest Hindi text of each field (the English field's own limit), by the field's name with
 * its numbers taken out (`sections.2.text` → `sections.text`).
 */
export const TRANSLATION_LIMITS: Record<TranslationKind, Record<string, number>> = {
  site: { address: 300, openingHours: 120, footerText: 500 },
  slide: { title: 200, text: 500, alt: 255 },
  feature: { title: 100, description: 500 },
  plan: { label: 50, features: 2000 },
  about: { intro: 1000, 'sections.heading': 100, 'sections.text': 3000, 'stats.label': 60 },
  page: { title: 100, summary: 300 },
  card: { title: 200, semester: 100, description: 4000, alt: 255 },
  album: { title: 120 },
  photo: { caption: 200, alt: 255 },
};

/** `sections.2.text` → `sections.text`: the name the limits and labels know a field by. */
export const fieldFamily = (field: string) => field.replace(/\.\d+(?=\.|$)/g, '');

export const TRANSLATION_MESSAGES = {
  unknownField: 'This text is not part of the item any more. Reload the page.',
  tooLong: (max: number) => `Use at most ${max} characters`,
  changed:
    'Someone else saved the Hindi of this item since you opened it. Reload to see their version, then make your change again.',
  notFound: 'This item is not on the website any more. Reload the page.',
} as const;

/** One text of an item: its English now, the Hindi written for it, and whether the English changed since. */
export const translatableFieldSchema = z.object({
  field: z.string(),
  english: z.string(),
  hindi: z.string(),
  /** The English was edited after the Hindi was written (the Hindi still shows until changed). */
  outdated: z.boolean(),
});
export type TranslatableField = z.infer<typeof translatableFieldSchema>;

export const translatableItemSchema = z.object({
  kind: z.enum(TRANSLATION_KINDS),
  itemId: z.number().int(),
  /** How the screen names the item: its English title, or the kind's name for a record. */
  title: z.string(),
  fields: z.array(translatableFieldSchema),
  /** The version of the item's Hindi (0: none written yet); a save names it. */
  version: z.number().int(),
});
export type TranslatableItem = z.infer<typeof translatableItemSchema>;

/** GET /api/dashboard/content/translations */
export const translationsAnswerSchema = z.object({
  items: z.array(translatableItemSchema),
  /** Texts with Hindi / all texts, for the screen's summary. */
  translated: z.number().int(),
  total: z.number().int(),
});
export type TranslationsAnswer = z.infer<typeof translationsAnswerSchema>;

/**
 * Translation coverage of one kind (issue 34 point 3, decision 0078): its texts counted, and its
 * items with the English and Hindi of each text, those missing a Hindi text first.
 */
/**
 * The kinds the coverage screen counts: those taking Hindi here, and the notices, whose Hindi is a
 * field of the notice itself (saved through the notice's own save, not the translations save).
 */
export const COVERAGE_KINDS = [...TRANSLATION_KINDS, 'notice'] as const;
export type CoverageKindName = (typeof COVERAGE_KINDS)[number];

/** A notice's text: as long as its own field takes (its English and its Hindi alike). */
export const NOTICE_TEXT_LIMIT = 600;

/**
 * An item of the coverage answer. For a notice `version` is the notice's own version (its save
 * names it) and its one field `text` holds its English and Hindi texts.
 */
export const coverageItemSchema = translatableItemSchema.extend({
  kind: z.enum(COVERAGE_KINDS),
  /** A course card's page, a photo's album: the list its own save is reached through. */
  parentId: z.number().int().optional(),
});
export type CoverageItem = z.infer<typeof coverageItemSchema>;

export const coverageKindSchema = z.object({
  kind: z.enum(COVERAGE_KINDS),
  /** Texts with Hindi, texts without, all texts (an empty English text is not counted). */
  translated: z.number().int(),
  missing: z.number().int(),
  total: z.number().int(),
  /** Whole per cent of the texts with Hindi, rounded down (100 only when none is missing). */
  percent: z.number().int().min(0).max(100),
  items: z.array(coverageItemSchema),
});
export type CoverageKind = z.infer<typeof coverageKindSchema>;

/** GET /api/dashboard/content/translations/coverage (head office only). */
export const coverageAnswerSchema = z.object({
  kinds: z.array(coverageKindSchema),
  translated: z.number().int(),
  missing: z.number().int(),
  total: z.number().int(),
  percent: z.number().int().min(0).max(100),
});
export type CoverageAnswer = z.infer<typeof coverageAnswerSchema>;

/** Whole per cent translated, rounded down; nothing to translate counts as all done. */
export const coveragePercent = (translated: number, total: number) =>
  total === 0 ? 100 : Math.floor((translated * 100) / total);

/** Items missing a Hindi text first, then those whose English changed since, then the rest. */
export function missingFirst<T extends CoverageItem>(items: readonly T[]): T[] {
  const rank = (item: T) =>
    item.fields.some((field) => field.hindi === '')
      ? 0
      : item.fields.some((field) => field.outdated)
        ? 1
        : 2;
  return items
    .map((item, index) => ({ item, index, rank: rank(item) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item);
}

/** The coverage of each kind that has texts, in the kinds' order, from the items of the list. */
export function coverageOf(items: readonly CoverageItem[]): CoverageAnswer {
  const kinds = COVERAGE_KINDS.flatMap((kind): CoverageKind[] => {
    const own = items.filter((item) => item.kind === kind);
    if (own.length === 0) return [];
    const fields = own.flatMap((item) => item.fields);
    const translated = fields.filter((field) => field.hindi !== '').length;
    return [
      {
        kind,
        translated,
        missing: fields.length - translated,
        total: fields.length,
        percent: coveragePercent(translated, fields.length),
        items: missingFirst(own),
      },
    ];
  });
  const translated = kinds.reduce((sum, kind) => sum + kind.translated, 0);
  const total = kinds.reduce((sum, kind) => sum + kind.total, 0);
  return {
    kinds,
    translated,
    missing: total - translated,
    total,
    percent: coveragePercent(translated, total),
  };
}

/** PUT /api/dashboard/content/translations/:kind/:itemId — '' clears a text (English shows). */
export const saveTranslationSchema = z.object({
  texts: z.record(z.string().max(100), z.string().max(5000)),
  version: z.number().int().min(0),
});
export type SaveTranslationInput = z.infer<typeof saveTranslationSchema>;

/**
 * A text in the page's language: the Hindi where one was written, else the English (trimmed
 * Hindi; an empty one is no Hindi).
 */
export function inPageLanguage(english: string, hindi: string | undefined): string {
  const text = hindi?.trim();
  return text ? text : english;
}
