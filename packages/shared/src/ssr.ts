import type { UiLocale } from './i18n';

/**
 * The contract between the server and the web app's server-side renderer: the server loads the
 * built renderer by file path at start-up and calls it for every page request.
 */
export interface SsrResult {
  /** HTTP status of the page: 200, or 404 for the not-found page. */
  status: number;
  /** Markup for inside <head>: title, description, Open Graph tags. */
  head: string;
  /** Markup for inside the root element. */
  html: string;
  /** The page's language, for <html lang>. */
  lang: string;
  /** Set when the route answers with a redirect instead of a page. */
  redirect?: { status: number; location: string };
}

/** A GET of the API answered in-process, with the page request's cookies; path starts /api/. */
export type SsrApiGet = (path: string) => Promise<{ status: number; body: string }>;

export interface SsrRenderOptions {
  /** Nonce for the inline hydration script, matching the content security policy. */
  nonce?: string;
  /** How route loaders reach the API while the page renders on the server. */
  apiGet: SsrApiGet;
  /** The language to render in (decided by the server: address, cookie, Accept-Language). */
  locale: UiLocale;
  /** The institute's time zone (INSTITUTE_TIME_ZONE): the dates of instants follow it. */
  timeZone?: string;
}

/** Renders the page at an absolute URL. */
export type SsrRender = (url: string, options: SsrRenderOptions) => Promise<SsrResult>;
