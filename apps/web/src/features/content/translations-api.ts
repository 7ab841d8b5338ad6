import {
  fieldFamily,
  type CoverageAnswer,
  type CoverageItem,
  type CoverageKindName,
  type SaveTranslationInput,
  type TranslatableItem,
  type TranslationKind,
  type TranslationsAnswer,
} from '@institute/shared/content/translations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

const TRANSLATIONS = ['content', 'translations'] as const;

/** Every text of the website with its Hindi (decision 0034); `enabled` false: not read. */
export const useTranslations = (enabled = true) =>
  useQuery({
    queryKey: TRANSLATIONS,
    queryFn: () => api<TranslationsAnswer>('/api/dashboard/content/translations'),
    enabled,
  });

/** The list with one item as saved, and its counts again. */
function withItem(answer: TranslationsAnswer, saved: TranslatableItem): TranslationsAnswer {
  const items = answer.items.map((item) =>
    item.kind === saved.kind && item.itemId === saved.itemId ? saved : item,
  );
  const fields = items.flatMap((item) => item.fields);
  return {
    items,
    translated: fields.filter((field) => field.hindi !== '').length,
    total: fields.length,
  };
}

/** Saves one item's Hindi at the version it was read; the answer is the item as saved. */
export function useSaveTranslation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      kind,
      itemId,
      input,
    }: {
      kind: TranslationKind;
      itemId: number;
      input: SaveTranslationInput;
    }) =>
      api<TranslatableItem>(`/api/dashboard/content/translations/${kind}/${itemId}`, {
        method: 'PUT',
        json: input,
      }),
    onSuccess: (saved) => {
      client.setQueryData<TranslationsAnswer>(TRANSLATIONS, (answer) =>
        answer ? withItem(answer, saved) : answer,
      );
      void client.invalidateQueries({ queryKey: ['content', 'history'] });
    },
  });
}

const COVERAGE = ['content', 'translations', 'coverage'] as const;

/** Translation coverage per kind, missing ones first (head office only, decision 0078). */
export const useCoverage = () =>
  useQuery({
    queryKey: COVERAGE,
    queryFn: () => api<CoverageAnswer>('/api/dashboard/content/translations/coverage'),
  });

/** Saves one Hindi text of an item at the version read; coverage and the Hindi list read again. */
export function useSaveCoverageHindi() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      kind,
      itemId,
      field,
      text,
      version,
    }: {
      kind: TranslationKind;
      itemId: number;
      field: string;
      text: string;
      version: number;
    }) =>
      api<TranslatableItem>(`/api/dashboard/content/translations/${kind}/${itemId}`, {
        method: 'PUT',
        json: { texts: { [field]: text }, version } satisfies SaveTranslationInput,
      }),
    onSettled: () =>
      Promise.all(
        [TRANSLATIONS, ['content', 'history']].map((queryKey) =>
          client.invalidateQueries({ queryKey: [...queryKey] }),
        ),
      ),
  });
}

/**
 * How an item is saved through its kind's own save (decision 0068: the save the Website screen
 * uses, so the kind's rules, history, undo and publishing hold). The item's row is read first (a
 * kind's list, or its one record: the About page, the site settings), the text put in its place
 * in the save's body, and the body saved at the version read.
 */
export interface KindSave {
  /** GET: the kind's list (rows with id and version), or its one record with its version. */
  read: (item: CoverageItem) => string;
  /** PUT: where the item is saved. */
  write: (item: CoverageItem) => string;
  /** The kind has one record (the About page, the settings), not a list. */
  record?: true;
  /** The save's body from the row or record read (its version is added). */
  body: (read: Record<string, unknown>) => Record<string, unknown>;
  /** The fields (by family) whose English is edited here. */
  fields: string[];
  /** Where a screen's field is in the body (a notice's `text` is its `textEn`); else its name. */
  path?: (field: string) => string;
  /** The screen's text as the save takes it (a plan's features: one per line, a list). */
  fromText?: Record<string, (text: string) => unknown>;
  /** The item's version is the kind's own (notices): saved at the version the screen read. */
  ownVersion?: true;
}

const CONTENT = '/api/dashboard/content';
const pick =
  (...names: string[]) =>
  (read: Record<string, unknown>) =>
    Object.fromEntries(names.map((name) => [name, read[name]]));
const listed = (list: string, fields: string[], body = fields) => ({
  read: () => `${CONTENT}/${list}`,
  write: (item: CoverageItem) => `${CONTENT}/${list}/${item.itemId}`,
  body: pick(...body),
  fields,
});

export const ENGLISH_EDITS: Partial<Record<CoverageKindName, KindSave>> = {
  feature: listed('features', ['icon', 'title', 'description']),
  page: listed('course-pages', ['title', 'summary']),
  plan: {
    ...listed('plans', ['months', 'label', 'path', 'features', 'price', 'showPrice']),
    fromText: {
      features: (text) =>
        text
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => line !== ''),
    },
  },
  // A slide's words (its picture is changed on the Website screen).
  slide: listed('slides', ['alt', 'title', 'text', 'link']),
  album: listed('gallery/albums', ['title']),
  // A course's words: its picture's alt text is saved only with a picture (multipart), not here.
  card: {
    read: (item) => `${CONTENT}/course-pages/${item.parentId}/cards`,
    write: (item) => `${CONTENT}/course-cards/${item.itemId}`,
    body: pick('title', 'semester', 'description'),
    fields: ['title', 'semester', 'description'],
  },
  photo: {
    read: (item) => `${CONTENT}/gallery/albums/${item.parentId}/photos`,
    write: (item) => `${CONTENT}/gallery/photos/${item.itemId}`,
    body: pick('caption', 'alt'),
    fields: ['caption', 'alt'],
  },
  about: {
    read: () => `${CONTENT}/about`,
    write: () => `${CONTENT}/about`,
    record: true,
    body: (read) => {
      const { intro, sections, stats } = read.about as Record<string, unknown>;
      return { intro, sections, stats };
    },
    fields: ['intro', 'sections.heading', 'sections.text', 'stats.label'],
  },
  site: {
    read: () => `${CONTENT}/site`,
    write: () => `${CONTENT}/site`,
    record: true,
    // The settings the save takes (the logo has its own save).
    body: (read) =>
      Object.fromEntries(
        Object.entries(read.settings as Record<string, unknown>).filter(([key]) => key !== 'logo'),
      ),
    fields: ['address', 'openingHours', 'footerText'],
  },
  notice: {
    ...listed('notices', ['text'], ['textEn', 'textHi', 'startsOn', 'endsOn', 'position']),
    path: (field) => (field === 'text' ? 'textEn' : field),
    ownVersion: true,
  },
};

/** The item's text was changed by someone since the screen read it (the screen says so). */
export class ChangedSinceError extends Error {}

const words = (value: unknown) =>
  (Array.isArray(value) ? value.join('\n') : String(value ?? '')).replace(/\s+/g, ' ').trim();

function valueAt(body: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], body);
}

/** The body with the value at `sections.0.text` (say) replaced; the rest as read. */
function withValue(body: Record<string, unknown>, path: string, value: unknown) {
  const copy = structuredClone(body);
  const keys = path.split('.');
  const last = keys.pop()!;
  const parent = keys.reduce<Record<string, unknown>>(
    (node, key) => node[key] as Record<string, unknown>,
    copy,
  );
  parent[last] = value;
  return copy;
}

/**
 * Saves one text of an item through its kind's own save: `path` in the save's body (else the
 * screen's field), `seen` the text the screen showed (refused when the item's now differs, for
 * kinds whose version the screen does not hold).
 */
async function saveThroughKind({
  item,
  field,
  path,
  text,
  seen,
}: {
  item: CoverageItem;
  field: string;
  path?: string;
  text: string;
  seen: string;
}) {
  const edit = ENGLISH_EDITS[item.kind];
  if (!edit) throw new Error(`No save for ${item.kind}`);
  const answer = await api<unknown>(edit.read(item));
  const read = edit.record
    ? (answer as Record<string, unknown>)
    : (answer as ({ id: number } & Record<string, unknown>)[]).find(
        (row) => row.id === item.itemId,
      );
  if (!read) throw new ChangedSinceError('The item is not in its list any more');
  const body = edit.body(read);
  const at = path ?? edit.path?.(field) ?? field;
  if (!edit.ownVersion && words(valueAt(body, at)) !== words(seen)) {
    throw new ChangedSinceError('The text was changed since the page was read');
  }
  const value = edit.fromText?.[fieldFamily(field)]?.(text) ?? text;
  return api<unknown>(edit.write(item), {
    method: 'PUT',
    json: {
      ...withValue(body, at, value),
      version: edit.ownVersion ? item.version : Number(read.version),
    },
  });
}

/** Saves one English text through its kind's own save (KindSave). */
export function useSaveEnglish() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      item,
      field,
      text,
      seen,
    }: {
      item: CoverageItem;
      field: string;
      text: string;
      seen: string;
    }) => saveThroughKind({ item, field, text, seen }),
    onSettled: () =>
      // Every website list (the kind's own, the Hindi list, coverage, the history).
      client.invalidateQueries({ queryKey: ['content'] }),
  });
}

/** Saves a notice's Hindi: a field of the notice itself, through the notice's own save. */
export function useSaveNoticeHindi() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ item, text }: { item: CoverageItem; text: string }) =>
      saveThroughKind({ item, field: 'text', path: 'textHi', text, seen: '' }),
    onSettled: () => client.invalidateQueries({ queryKey: ['content'] }),
  });
}
