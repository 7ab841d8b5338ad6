import { DEFAULT_ABOUT, type AboutContent } from '@institute/shared/content/about-defaults';
import { api } from '../../lib/api-client';

export type { AboutContent };

/**
 * The About page as head office saved it (GET /api/content/about), read by the route's loader
 * so that the server's markup already shows it. A failed look-up shows the specification's text
 * and figures, as before head office saves.
 */
export async function loadAbout(context: unknown): Promise<AboutContent> {
  try {
    return await api<AboutContent>('/api/content/about', { context });
  } catch {
    return DEFAULT_ABOUT;
  }
}
