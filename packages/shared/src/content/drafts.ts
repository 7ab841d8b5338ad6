import { z } from 'zod';
import { DRAFT_KINDS, type DraftKindName } from './draft-kinds';
import type { DraftPreview } from './preview';

/**
 * Drafts of the website's content (issue 17, decision 0030): an editor keeps a form on the server
 * without publishing it, previews the page it changes, then publishes or discards it.
 */

export { DRAFT_KINDS, type DraftKindName };

export const DRAFT_MESSAGES = {
  kind: 'This kind of content has no drafts',
  notFound: 'No such draft. Someone may have published or discarded it.',
  noItem: 'No such item. Someone may have removed it.',
  existingOnly: 'Drafts of this kind are for items already on the website',
  pictureGone: 'The draft’s picture is no longer there. Choose the picture again.',
  noSuchPicture: 'No such picture',
  savedByOther:
    'Someone else saved a draft of this since you opened it. Close the form and open it again to see their draft.',
} as const;

const id = z
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

/** PUT /api/dashboard/content/drafts: the form's data is checked by its kind's own schema. */
export const saveDraftSchema = z.object({
  kind: z.enum(DRAFT_KINDS, { error: DRAFT_MESSAGES.kind }),
  /** The item the draft changes; null for an item still to be added, or a single record. */
  itemId: id.nullable(),
  /** The version of the item the editor opened (0 for a new item). */
  version: z.number().int().min(0),
  /**
   * The draft the editor's form holds (its `savedAt`), or null when it holds none: the save is
   * refused (409) when the item's draft is another by now, so that no editor's draft is written
   * over unseen. Left out, the save writes over whatever draft is there.
   */
  replaces: z.string().max(30).nullable().optional(),
  data: z.unknown(),
});
export type SaveDraftInput = z.input<typeof saveDraftSchema>;

/**
 * A draft's picture (decision 0038): the id of a picture uploaded for a draft
 * (POST /api/dashboard/content/draft-pictures), named by the draft's data as `picture`.
 */
export const draftPictureIdSchema = id;

/** A draft of the site's logo: the id of the picture uploaded for it. */
export const logoDraftSchema = z.object({ picture: id.optional() });
export type LogoDraft = z.output<typeof logoDraftSchema>;

/** POST /api/dashboard/content/draft-pictures: the stored widths of a picture for a draft. */
export const draftPictureSchema = z.object({
  /** What a draft's data names as its `picture`. */
  id: z.number().int(),
  /** Served to the website's editors only (GET /api/content/draft-pictures/:fileId). */
  imageUrl: z.string(),
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type DraftPicture = z.infer<typeof draftPictureSchema>;

/** Where a draft's picture is shown to editors: its narrowest width (a thumbnail), by upload id. */
export const draftPictureUrl = (fileId: number) => `/api/content/draft-pictures/${fileId}`;

export const contentDraftSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DRAFT_KINDS),
  /** e.g. 'Notice', 'About page'. */
  label: z.string(),
  itemId: z.number().int().nullable(),
  /** A short text naming the draft, e.g. the notice's first words. */
  title: z.string(),
  /** The version of the item the draft was started from. */
  version: z.number().int(),
  data: z.unknown(),
  savedBy: z.string(),
  savedAt: z.string(),
  /** The public page the draft changes, with its preview parameter. */
  previewPath: z.string(),
  /** Someone published the item (or removed it) since the draft was started: publishing is refused. */
  stale: z.boolean(),
  /**
   * What publishing it would be refused with now (the published content changed since it was
   * saved, e.g. another plan of its months was published), in the save's words; null otherwise.
   */
  refused: z.string().nullable(),
});
export type ContentDraft = z.infer<typeof contentDraftSchema>;

/** GET /api/content/preview/:id: what the preview banner shows (editors only; 404 otherwise). */
export const draftPreviewSchema: z.ZodType<DraftPreview> = z.object({
  id: z.number().int(),
  kind: z.enum(DRAFT_KINDS),
  label: z.string(),
  title: z.string(),
  savedBy: z.string(),
  savedAt: z.string(),
  /** Where the banner's link leads back to. */
  editorPath: z.string(),
});
