/**
 * The preview of a draft (decision 0030), zod-free: the public pages' root route imports it.
 */
import type { DraftKindName } from './draft-kinds';

/** The query parameter of a preview address: `/about?preview=<draft id>`. */
export const PREVIEW_PARAM = 'preview';
/** The header the server renderer passes to the content API for a preview. */
export const PREVIEW_HEADER = 'x-content-preview';

/** What the preview banner shows (GET /api/content/preview/:id, editors only). */
export interface DraftPreview {
  id: number;
  /** The draft's kind, for the banner to name it in the page's language. */
  kind: DraftKindName;
  /** The kind's English name, e.g. 'Notice'. */
  label: string;
  title: string;
  savedBy: string;
  savedAt: string;
  /** Where the banner's link leads back to. */
  editorPath: string;
}

/** The draft id of a preview parameter's value (`?preview=12`), or null. */
export function previewIdOf(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2 ** 31 - 1 ? id : null;
}
