// The kinds of content that take drafts (decision 0030), zod-free and apart from drafts.ts so that
// preview.ts names them without importing drafts.ts back.

/** The kinds of content that take drafts (each editor form that has one). */
export const DRAFT_KINDS = [
  'site_settings',
  'notice',
  'about_page',
  'feature_card',
  'plan',
  'slide',
  'course_page',
  'course_card',
  'site_logo',
  'gallery_photos',
] as const;
export type DraftKindName = (typeof DRAFT_KINDS)[number];
