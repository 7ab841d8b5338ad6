import '../zod-setup';
import { z } from 'zod';
import { FEATURE_ICONS, PAGE_KINDS } from './constants';

/**
 * The answers of the public content API: home page, duration plans, catalogue pages and the
 * gallery. Everything here is data staff can edit later; the web app only lays it out.
 */

export const bannerSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
  title: z.string(),
  text: z.string(),
  /** The responsive widths of an uploaded picture ('url 480w, ...'); '' for a static one. */
  srcset: z.string(),
  /** Where the slide leads ('' nowhere): a path of the website or an https:// link. */
  link: z.string(),
});

export const noticeSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  /** BCP 47 language of the text: 'hi' for the Hindi notice. */
  lang: z.string(),
});

export const featureCardSchema = z.object({
  id: z.number().int(),
  icon: z.enum(FEATURE_ICONS),
  title: z.string(),
  description: z.string(),
});

export const planSchema = z.object({
  months: z.number().int(),
  label: z.string(),
  features: z.array(z.string()),
  /** The duration page of the plan (/one, /three ...) or a full https link. */
  path: z.string(),
  /** Rupees, only when head office chose to show the price. */
  price: z.number().int().nullable(),
});

export const courseCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** 'Semester 1', 'Semester 1 and 2' ... */
  semester: z.string(),
  /** Subjects, per semester where given; one semester per line. */
  description: z.string(),
  /** The picture to load by default: an uploaded one, or the shared book picture. */
  image: z.string(),
  /** The responsive widths of an uploaded picture ('url 480w, ...'); '' for the book picture. */
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Alt text of an uploaded picture; '' for the (decorative) book picture. */
  alt: z.string(),
});

export const pageSummarySchema = z.object({
  slug: z.string(),
  kind: z.enum(PAGE_KINDS),
  /** Where the page lives: /course/<slug> for a catalogue, /<slug> for a duration page. */
  path: z.string(),
  title: z.string(),
  summary: z.string(),
  cardCount: z.number().int(),
});

export const cataloguePageSchema = pageSummarySchema.extend({
  heading: z.string(),
  intro: z.string(),
  cards: z.array(courseCardSchema),
});

/** GET /api/content/home */
export const homeContentSchema = z.object({
  banners: z.array(bannerSchema),
  notices: z.array(noticeSchema),
  features: z.array(featureCardSchema),
  plans: z.array(planSchema),
});

/** GET /api/content/courses: the duration plans and the catalogue pages to link to. */
export const coursesContentSchema = z.object({
  plans: z.array(planSchema),
  pages: z.array(pageSummarySchema),
});

export const galleryItemSchema = z.object({
  id: z.number().int(),
  caption: z.string(),
  alt: z.string(),
  /** The enlarged image and its size. */
  imageUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The grid thumbnail and its size. */
  thumbUrl: z.string(),
  thumbWidth: z.number().int(),
  thumbHeight: z.number().int(),
  /** Every stored width of the picture ('url 480w, url 960w, ...'). */
  srcset: z.string(),
  albumId: z.number().int().nullable(),
});

export const galleryAlbumSchema = z.object({ id: z.number().int(), title: z.string() });

/** GET /api/gallery: the albums that hold photos, in order, and their photos in order. */
export const galleryContentSchema = z.object({
  albums: z.array(galleryAlbumSchema),
  items: z.array(galleryItemSchema),
});

export type Banner = z.infer<typeof bannerSchema>;
export type Notice = z.infer<typeof noticeSchema>;
export type FeatureCard = z.infer<typeof featureCardSchema>;
export type Plan = z.infer<typeof planSchema>;
export type CourseCard = z.infer<typeof courseCardSchema>;
export type PageSummary = z.infer<typeof pageSummarySchema>;
export type CataloguePage = z.infer<typeof cataloguePageSchema>;
export type HomeContent = z.infer<typeof homeContentSchema>;
export type CoursesContent = z.infer<typeof coursesContentSchema>;
export type GalleryItem = z.infer<typeof galleryItemSchema>;
export type GalleryAlbum = z.infer<typeof galleryAlbumSchema>;
export type GalleryContent = z.infer<typeof galleryContentSchema>;
