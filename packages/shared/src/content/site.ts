import '../zod-setup';
import { z } from 'zod';
import type { PublicSite } from './site-defaults';

export {
  DEFAULT_INSTITUTE_NAME,
  DEFAULT_SITE,
  SOCIAL_NETWORKS,
  type PublicSite,
  type SiteLogo,
  type SocialNetwork,
} from './site-defaults';

/**
 * What head office edits about its own website (issue 17): the institute's name and contact
 * details, the social links of the top bar and footer, the footer's text, and the notices of the
 * scrolling banner. The public pages read them through GET /api/content/site and
 * /api/content/home; the editor writes them under /api/dashboard/content.
 */

export const SITE_MESSAGES = {
  instituteName: 'Enter the institute name',
  phone: 'Enter a phone number of 10 digits (a landline with its STD code, or +91 and 10 digits)',
  email: 'Enter a valid e-mail address',
  address: 'Enter the address',
  link: 'Enter a full link starting with https://',
  tooLong: (max: number) => `Use at most ${max} characters`,
  changed:
    'Someone else saved this since you opened it. Reload to see their change, then make yours again.',
  noticeText: 'Enter the notice in English or in Hindi',
  noticeDates: 'The end date cannot be before the start date',
  date: 'Enter a date',
  logoMissing: 'Choose the logo picture',
} as const;

const trimmed = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, SITE_MESSAGES.tooLong(max));

const optionalText = (max: number) =>
  z.string().trim().max(max, SITE_MESSAGES.tooLong(max)).default('');

/** Indian numbers as people write them: '+91 98765 43210', '0522-2345678', '9876543210'. */
const phone = z
  .string()
  .trim()
  .refine((value) => {
    const digits = value.replace(/[\s()-]/g, '');
    return /^(\+91)?[6-9]\d{9}$/.test(digits) || /^0\d{9,10}$/.test(digits);
  }, SITE_MESSAGES.phone);

/** https://, a host name with a dot, then an optional path; no spaces. */
const HTTPS_LINK = /^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#]\S*)?$/i;

const httpsLink = z
  .string()
  .trim()
  .max(300, SITE_MESSAGES.tooLong(300))
  .refine((value) => value === '' || HTTPS_LINK.test(value), SITE_MESSAGES.link)
  .default('');

export const siteSettingsSchema = z.object({
  instituteName: trimmed(120, SITE_MESSAGES.instituteName),
  phone,
  /** A second number (optional), shown after the first. */
  phone2: z.union([z.literal(''), phone]).default(''),
  email: z.string().trim().max(200, SITE_MESSAGES.tooLong(200)).pipe(z.email(SITE_MESSAGES.email)),
  address: trimmed(300, SITE_MESSAGES.address),
  mapLink: httpsLink,
  openingHours: optionalText(120),
  footerText: optionalText(500),
  social: z.object({
    facebook: httpsLink,
    instagram: httpsLink,
    linkedin: httpsLink,
    telegram: httpsLink,
    twitter: httpsLink,
  }),
});

export type SiteSettingsInput = z.input<typeof siteSettingsSchema>;
export type SiteSettings = z.output<typeof siteSettingsSchema>;

/** GET /api/content/site: the settings every public page shows ('' where not set). */
export const publicSiteSchema = z.object({
  instituteName: z.string(),
  phone: z.string(),
  phone2: z.string(),
  email: z.string(),
  address: z.string(),
  mapLink: z.string(),
  openingHours: z.string(),
  footerText: z.string(),
  social: z.object({
    facebook: z.string(),
    instagram: z.string(),
    linkedin: z.string(),
    telegram: z.string(),
    twitter: z.string(),
  }),
  logo: z
    .object({ src: z.string(), srcset: z.string(), width: z.number(), height: z.number() })
    .nullable()
    .optional(),
}) satisfies z.ZodType<PublicSite>;

/** GET /api/dashboard/content/site/logo: the logo (null: none) and its version. */
export const editableLogoSchema = z.object({
  logo: publicSiteSchema.shape.logo.unwrap(),
  version: z.number().int(),
});
export type EditableLogo = z.infer<typeof editableLogoSchema>;

/** The editor's copy: the settings, their version (for the change check) and whether set yet. */
export const editableSiteSchema = z.object({
  settings: publicSiteSchema,
  version: z.number().int(),
  /** false until head office has saved the settings once (the dashboard shows a checklist). */
  configured: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type EditableSite = z.infer<typeof editableSiteSchema>;

export const saveSiteSchema = siteSettingsSchema.extend({ version: z.number().int().min(0) });
export type SaveSiteInput = z.input<typeof saveSiteSchema>;

const isoDate = z.union([z.literal(''), z.iso.date(SITE_MESSAGES.date)]);

/** A notice of the scrolling banner: English and Hindi text (one may be empty), its dates. */
export const noticeInputSchema = z
  .object({
    textEn: optionalText(600),
    textHi: optionalText(600),
    /** First and last day shown (India's date); empty: from now / until removed. */
    startsOn: isoDate.default(''),
    endsOn: isoDate.default(''),
    position: z.number().int().min(0).max(1000).default(0),
  })
  .superRefine((notice, ctx) => {
    if (notice.textEn === '' && notice.textHi === '') {
      ctx.addIssue({ code: 'custom', path: ['textEn'], message: SITE_MESSAGES.noticeText });
    }
    if (notice.startsOn && notice.endsOn && notice.endsOn < notice.startsOn) {
      ctx.addIssue({ code: 'custom', path: ['endsOn'], message: SITE_MESSAGES.noticeDates });
    }
  });
export type NoticeInput = z.input<typeof noticeInputSchema>;
export type NoticeValues = z.output<typeof noticeInputSchema>;

export const saveNoticeSchema = z.intersection(
  noticeInputSchema,
  z.object({ version: z.number().int().min(0) }),
);

export const editableNoticeSchema = z.object({
  id: z.number().int(),
  textEn: z.string(),
  textHi: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  position: z.number().int(),
  version: z.number().int(),
  /** Shown today (India's date) on the home page. */
  showing: z.boolean(),
  updatedAt: z.string(),
});
export type EditableNotice = z.infer<typeof editableNoticeSchema>;

/** A centre staff member as head office sees them when choosing who may edit the website. */
export const contentEditorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** 'Demo Centre, Patna (DEMO01)'. */
  centre: z.string().nullable(),
  canEditContent: z.boolean(),
});
export type ContentEditor = z.infer<typeof contentEditorSchema>;

export const setContentEditorSchema = z.object({ canEditContent: z.boolean() });

/** One save of the website in its history, newest first. */
export const contentHistoryEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Who saved it ('' when the account is gone). */
  by: z.string(),
  /** 'Site settings: Phone, Opening hours', 'Notice added: ...', 'Notice removed: ...'. */
  summary: z.string(),
  /** Whether Undo is offered (the last saves of settings and notices can be undone). */
  undoable: z.boolean(),
});
export type ContentHistoryEntry = z.infer<typeof contentHistoryEntrySchema>;

export const HISTORY_MESSAGES = {
  changedSince: 'This was changed again since. Undo the later change first, or edit it by hand.',
  undone: 'Undone',
} as const;
