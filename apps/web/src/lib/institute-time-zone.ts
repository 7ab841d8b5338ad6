import { isTimeZone, setInstituteTimeZone } from '@institute/shared/institute-time';

/**
 * The institute's time zone travels from the server (INSTITUTE_TIME_ZONE) to the browser in a
 * <meta> tag of every rendered page; the formatters (format-date.ts) and the forms' "today" read it
 * from the shared module state (decision 0052).
 */
const META_NAME = 'institute-time-zone';

/** The <meta> tag naming the zone (an IANA name: letters, digits, '/', '_', '+', '-'). */
export function timeZoneMeta(timeZone: string): string {
  return `<meta name="${META_NAME}" content="${timeZone.replace(/[^\w/+-]/g, '')}">`;
}

/** Sets the zone the page was rendered with (the development server sends none: the default). */
export function startBrowserTimeZone(): void {
  const zone = document.querySelector<HTMLMetaElement>(`meta[name="${META_NAME}"]`)?.content;
  if (zone && isTimeZone(zone)) setInstituteTimeZone(zone);
}
