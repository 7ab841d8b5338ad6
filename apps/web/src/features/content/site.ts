import {
  DEFAULT_SITE,
  SOCIAL_NETWORKS,
  type PublicSite,
} from '@institute/shared/content/site-defaults';
import { useRouteLoaderData } from 'react-router';
import { api } from '../../lib/api-client';

export type { PublicSite };

/**
 * The institute's name, contact details and links as head office saved them
 * (GET /api/content/site), read by the root route's loader so that the server's markup already
 * shows them. A failed look-up shows the defaults (the name, no contact details).
 */
export async function loadSite(context: unknown): Promise<PublicSite> {
  try {
    return await api<PublicSite>('/api/content/site', { context });
  } catch {
    return DEFAULT_SITE;
  }
}

/** The site's settings in any component below the root route. */
export function useSite(): PublicSite {
  const data = useRouteLoaderData('root') as { site?: PublicSite } | undefined;
  return data?.site ?? DEFAULT_SITE;
}

/** 'tel:' link of a number as written ('+91 98765 43210' -> 'tel:+919876543210'). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The social networks head office gave a link for, in the top bar's order. */
export function socialLinksOf(site: PublicSite) {
  return SOCIAL_NETWORKS.filter((network) => site.social[network.name]).map((network) => ({
    ...network,
    href: site.social[network.name],
  }));
}
