import type { TranslationKind } from '@institute/shared/content/translations';
import type { DraftKind } from '../draft-kinds';
import type { HistoryKind } from '../history-kinds';
import type { AnyContentKind } from './content-kind';
import { courseCardKind } from './course-card.kind';
import { coursePageKind } from './course-page.kind';
import { featureCardKind } from './feature-card.kind';
import { galleryAlbumKind } from './gallery-album.kind';
import { galleryPhotoKind } from './gallery-photo.kind';
import { kindDrafts } from './kind-drafts';
import { kindHistory } from './kind-history';
import type { StoredFiles } from '../../files/stored-files';
import {
  createOptionalPictureKindEditor,
  type AnyOptionalPictureKindEditor,
} from './kind-optional-picture';
import { createPictureKindEditor, type AnyPictureKindEditor } from './kind-pictures';
import { createKindEditor, type AnyKindEditor, type KindEditorOptions } from './kind-service';
import { noticeKind } from './notice.kind';
import { planKind } from './plan.kind';
import { slideKind } from './slide.kind';

/** An item's English texts for the Hindi screen (content-translations.service.ts). */
export interface KindTranslationSource {
  kind: TranslationKind;
  itemId: number;
  title: string;
  fields: [field: string, english: string][];
}

/** Every declared kind, one file each (the order of the website's history and drafts lists). */
export const CONTENT_KINDS: readonly AnyContentKind[] = [
  noticeKind,
  featureCardKind,
  planKind,
  coursePageKind,
  slideKind,
  courseCardKind,
  galleryAlbumKind,
  galleryPhotoKind,
];

/**
 * The editors of every declared kind (one file each in this folder, decision 0067), and what the
 * website's history, drafts and Hindi take of them. A new kind: declare it in a file beside these
 * and add its editor here.
 */
export function createContentKinds(options: KindEditorOptions & { storedFiles: StoredFiles }) {
  const notices = createKindEditor(noticeKind, options);
  const featureCards = createKindEditor(featureCardKind, options);
  const plans = createKindEditor(planKind, options);
  const coursePages = createKindEditor(coursePageKind, options);
  // Kinds with one picture per row (kind-pictures.ts, decision 0077).
  const slides = createPictureKindEditor(slideKind, options);
  // Kinds inside a parent with an optional picture (kind-optional-picture.ts, decision 0091).
  const courseCards = createOptionalPictureKindEditor(courseCardKind, options);
  // The gallery (tables the gallery module owns and writes): albums, and their photos.
  const albums = createKindEditor(galleryAlbumKind, options);
  const photos = createPictureKindEditor(galleryPhotoKind, options);
  const all: (AnyKindEditor | AnyPictureKindEditor | AnyOptionalPictureKindEditor)[] = [
    notices,
    featureCards,
    plans,
    coursePages,
    slides,
    courseCards,
    albums,
    photos,
  ];

  return {
    slides,
    courseCards,
    albums,
    photos,
    notices,
    featureCards,
    plans,
    coursePages,
    all,
    /** Their saves in the website's history (content-history.ts). */
    history: (): HistoryKind[] => all.flatMap((editor) => kindHistory(editor)),
    /**
     * Their drafts (content-drafts.service.ts). A draft with a picture is published through the
     * drafts' pictures (draft-pictures.ts): the slides' and courses' stay in
     * catalogue-draft-kinds.ts.
     */
    drafts: (): DraftKind[] =>
      all.flatMap((editor) =>
        'restore' in editor || 'setPicture' in editor ? [] : kindDrafts(editor),
      ),
    /** Their texts to translate, by kind (content-translations.service.ts). */
    translations: (): Partial<Record<TranslationKind, () => Promise<KindTranslationSource[]>>> =>
      Object.fromEntries(
        all.flatMap((editor) => {
          const translation = editor.kind.translation;
          if (!translation) return [];
          const load = async (): Promise<KindTranslationSource[]> =>
            (await editor.items()).map((item) => ({
              kind: translation.kind,
              itemId: item.id,
              title: translation.title(item),
              fields: translation.fields(item),
            }));
          return [[translation.kind, load]];
        }),
      ),
  };
}

export type ContentKinds = ReturnType<typeof createContentKinds>;
