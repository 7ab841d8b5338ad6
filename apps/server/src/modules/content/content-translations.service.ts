import { ERROR_CODES } from '@institute/shared/api-error';
import type { AboutContent } from '@institute/shared/content/pages';
import type { PublicSite } from '@institute/shared/content/site';
import {
  TRANSLATION_KINDS,
  TRANSLATION_LIMITS,
  TRANSLATION_MESSAGES,
  coverageOf,
  fieldFamily,
  type CoverageAnswer,
  type CoverageItem,
  type SaveTranslationInput,
  type TranslatableItem,
  type TranslationKind,
  type TranslationsAnswer,
} from '@institute/shared/content/translations';
import { forbidden, type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import type {
  ContentTranslationsRepository,
  TranslationRow,
} from './content-translations.repository';

/** The only language content is translated into for now; English is the content itself. */
export const CONTENT_LOCALE = 'hi';

export interface ContentTranslationsOptions {
  repository: ContentTranslationsRepository;
  audit: AuditLog;
  requireEditor: (user: AuthenticatedUser) => Promise<void>;
  /** The settings and About page as the public pages show them (defaults until saved). */
  publicSite: () => Promise<PublicSite>;
  publicAbout: () => Promise<AboutContent>;
  /** Called after every save: the kept public pages are rendered again. */
  onChange: () => void;
  /** The texts of the declared kinds (kinds/index.ts), by translation kind. */
  kinds: Partial<Record<TranslationKind, () => Promise<Source[]>>>;
}

/** An item that takes Hindi: its English texts by field, in the screen's order. */
interface Source {
  kind: TranslationKind;
  itemId: number;
  title: string;
  fields: [field: string, english: string][];
  /** A course card's page, a photo's album: where its kind's list is (the coverage screen's edits). */
  parentId?: number;
}

/** Stored texts of one item: { field: text }. */
type Texts = Record<string, string>;

function parseTexts(value: string | undefined): Texts {
  if (!value) return {};
  try {
    const parsed = JSON.parse(value) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Texts) : {};
  } catch {
    return {};
  }
}

/** The fields of an item whose English is not empty (nothing to translate otherwise). */
const present = (fields: [string, string][]): [string, string][] =>
  fields.filter(([, english]) => english.trim() !== '');

const changed = () => new AppError(409, ERROR_CODES.conflict, TRANSLATION_MESSAGES.changed);
const gone = () => new AppError(404, ERROR_CODES.notFound, TRANSLATION_MESSAGES.notFound);
const fieldError = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.validation, message, { [field]: [message] });

/** An item as the screen shows it: each English text beside its Hindi. */
function view(item: Source, row: TranslationRow | undefined): TranslatableItem {
  const texts = parseTexts(row?.texts);
  const origins = parseTexts(row?.sources);
  return {
    kind: item.kind,
    itemId: item.itemId,
    title: item.title,
    fields: item.fields.map(([field, english]) => {
      const hindi = texts[field] ?? '';
      return { field, english, hindi, outdated: hindi !== '' && origins[field] !== english };
    }),
    version: row?.version ?? 0,
  };
}

/** The Hindi of the website's texts (decision 0034): listed beside the English, saved per item. */
export function createContentTranslations({
  repository,
  audit,
  requireEditor,
  publicSite,
  publicAbout,
  onChange,
  kinds,
}: ContentTranslationsOptions) {
  /** The items of each kind with their English texts, read from the content as published. */
  const loaders: Record<TranslationKind, () => Promise<Source[]>> = {
    // The declared kinds (kinds/, decision 0067) say their own.
    ...(kinds as Record<'feature' | 'plan' | 'page', () => Promise<Source[]>>),
    site: async () => {
      const site = await publicSite();
      const fields: [string, string][] = [
        ['address', site.address],
        ['openingHours', site.openingHours],
        ['footerText', site.footerText],
      ];
      return [{ kind: 'site', itemId: 0, title: '', fields }];
    },
    about: async () => {
      const about = await publicAbout();
      const fields: [string, string][] = [
        ['intro', about.intro],
        ...about.sections.flatMap((section, index): [string, string][] => [
          [`sections.${index}.heading`, section.heading],
          [`sections.${index}.text`, section.text],
        ]),
        ...about.stats.map((stat, index): [string, string] => [`stats.${index}.label`, stat.label]),
      ];
      return [{ kind: 'about', itemId: 0, title: '', fields }];
    },
    slide: async () =>
      (await repository.slides()).map((slide) => ({
        kind: 'slide',
        itemId: slide.id,
        title: slide.title || slide.alt,
        fields: [
          ['title', slide.title],
          ['text', slide.text],
          ['alt', slide.alt],
        ],
      })),
    card: async () =>
      (await repository.cards()).map((card) => ({
        kind: 'card',
        itemId: card.id,
        title: `${card.page_title}: ${card.title}`,
        parentId: card.page_id,
        fields: [
          ['title', card.title],
          ['semester', card.semester],
          ['description', card.description],
          // The book picture is decorative: only an uploaded picture's alt text is read out.
          ['alt', card.image ? card.image_alt : ''],
        ],
      })),
    album: async () =>
      (await repository.albums()).map((album) => ({
        kind: 'album',
        itemId: album.id,
        title: album.title,
        fields: [['title', album.title]],
      })),
    photo: async () =>
      (await repository.photos()).map((photo) => ({
        kind: 'photo',
        itemId: photo.id,
        title: photo.caption || photo.alt,
        parentId: photo.album_id ?? undefined,
        fields: [
          ['caption', photo.caption],
          ['alt', photo.alt],
        ],
      })),
  };

  /** The items of the kinds given, in the order of the screen, each with its non-empty texts. */
  async function sources(kinds: readonly TranslationKind[] = TRANSLATION_KINDS): Promise<Source[]> {
    const lists = await Promise.all(kinds.map((kind) => loaders[kind]()));
    return lists
      .flat()
      .map((item) => ({ ...item, fields: present(item.fields) }))
      .filter((item) => item.fields.length > 0);
  }

  /** One item (its kind's list only); 404 when it is gone or has no text. */
  async function source(kind: TranslationKind, itemId: number): Promise<Source> {
    const found = (await sources([kind])).find((item) => item.itemId === itemId);
    if (!found) throw gone();
    return found;
  }

  /**
   * Saves an item's Hindi at `version` (0: none yet). Only the fields given change; '' clears one.
   * Returns the item it saved (for the answer).
   */
  async function write(
    user: AuthenticatedUser,
    kind: TranslationKind,
    itemId: number,
    input: SaveTranslationInput,
    ip: string,
  ): Promise<Source> {
    const item = await source(kind, itemId);
    const english = new Map(item.fields);
    const limits = TRANSLATION_LIMITS[kind];
    const given: Texts = {};
    for (const [field, value] of Object.entries(input.texts)) {
      if (!english.has(field)) throw fieldError(field, TRANSLATION_MESSAGES.unknownField);
      const text = value.trim();
      const max = limits[fieldFamily(field)] ?? 0;
      if (text.length > max) throw fieldError(field, TRANSLATION_MESSAGES.tooLong(max));
      given[field] = text;
    }
    const stored = await repository.find(kind, itemId, CONTENT_LOCALE);
    if ((stored?.version ?? 0) !== input.version) throw changed();
    const beforeTexts = parseTexts(stored?.texts);
    const beforeSources = parseTexts(stored?.sources);
    const texts: Texts = {};
    const origins: Texts = {};
    const changes: Record<string, [string, string]> = {};
    for (const [field, englishNow] of english) {
      const before = beforeTexts[field] ?? '';
      const after = field in given ? given[field]! : before;
      if (after !== before) changes[field] = [before, after];
      if (after === '') continue;
      texts[field] = after;
      // The English it was written from: now for a new or changed text, else as it was.
      origins[field] = after !== before ? englishNow : (beforeSources[field] ?? englishNow);
    }
    if (Object.keys(changes).length === 0) return item;
    const row = {
      texts: JSON.stringify(texts),
      sources: JSON.stringify(origins),
      userId: user.id,
      at: nowIso(),
    };
    const saved = stored
      ? await repository.update(kind, itemId, CONTENT_LOCALE, input.version, row)
      : await repository.insert(kind, itemId, CONTENT_LOCALE, row);
    if (!saved) throw changed();
    await audit({
      userId: user.id,
      centreId: user.centreId,
      action: 'update',
      entity: 'content_translation',
      entityId: `${kind}:${itemId}`,
      changes: { kind, item: item.title, fields: changes },
      ip,
    });
    onChange();
    return item;
  }

  return {
    /** The Hindi texts of every item, by kind and item ('<kind>:<id>' → texts). */
    async published(): Promise<Map<string, Texts>> {
      const rows = await repository.list(CONTENT_LOCALE);
      return new Map(rows.map((row) => [`${row.kind}:${row.item_id}`, parseTexts(row.texts)]));
    },

    /** Plans by months and pages by slug → their ids (public answers name them so). */
    async publicIds() {
      const [plans, pages] = await Promise.all([repository.plans(), repository.pages()]);
      return {
        plans: new Map(plans.map((plan) => [plan.months, plan.id])),
        pages: new Map(pages.map((page) => [page.slug, page.id])),
      };
    },

    async list(user: AuthenticatedUser): Promise<TranslationsAnswer> {
      await requireEditor(user);
      const [items, rows] = await Promise.all([sources(), repository.list(CONTENT_LOCALE)]);
      const stored = new Map(rows.map((row) => [`${row.kind}:${row.item_id}`, row]));
      const answer = items.map((item) => view(item, stored.get(`${item.kind}:${item.itemId}`)));
      const fields = answer.flatMap((item) => item.fields);
      return {
        items: answer,
        translated: fields.filter((field) => field.hindi !== '').length,
        total: fields.length,
      };
    },

    /**
     * Translation coverage (issue 34 point 3, decision 0078): per kind its counts and per cent,
     * its items with the English and Hindi of each text, missing ones first. Head office only.
     */
    async coverage(user: AuthenticatedUser): Promise<CoverageAnswer> {
      if (user.role !== 'head_office') throw forbidden();
      const [items, rows, notices] = await Promise.all([
        sources(),
        repository.list(CONTENT_LOCALE),
        repository.notices(),
      ]);
      const stored = new Map(rows.map((row) => [`${row.kind}:${row.item_id}`, row]));
      const texts = items.map((item): CoverageItem => {
        const shown = view(item, stored.get(`${item.kind}:${item.itemId}`));
        return item.parentId === undefined ? shown : { ...shown, parentId: item.parentId };
      });
      // A notice's Hindi is its own field, beside its English; its version is the notice's.
      const banner = notices.map((notice): CoverageItem => ({
        kind: 'notice',
        itemId: notice.id,
        title: notice.text_en || notice.text_hi,
        fields: [
          { field: 'text', english: notice.text_en, hindi: notice.text_hi, outdated: false },
        ],
        version: notice.version,
      }));
      return coverageOf([...texts, ...banner]);
    },

    /** Saves an item's Hindi; answers the item as it is now. */
    async save(
      user: AuthenticatedUser,
      kind: TranslationKind,
      itemId: number,
      input: SaveTranslationInput,
      ip: string,
    ): Promise<TranslatableItem> {
      await requireEditor(user);
      const item = await write(user, kind, itemId, input, ip);
      return view(item, await repository.find(kind, itemId, CONTENT_LOCALE));
    },

    /** The item's Hindi texts now and their version (for undo). */
    async current(kind: TranslationKind, itemId: number) {
      const row = await repository.find(kind, itemId, CONTENT_LOCALE);
      return { texts: parseTexts(row?.texts), version: row?.version ?? 0 };
    },
  };
}

export type ContentTranslations = ReturnType<typeof createContentTranslations>;
