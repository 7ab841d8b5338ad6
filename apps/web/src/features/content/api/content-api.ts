import { data } from 'react-router';
import { api, ApiRequestError } from '../../../lib/api-client';

/**
 * Reads public content for a route loader: in-process while the server renders the page, over
 * fetch in the browser (both through `api`). An error answer becomes a route error with the same
 * status (404 shows the not-found page).
 */
export async function loadContent<T>(path: string, context: unknown): Promise<T> {
  try {
    return await api<T>(path, { context });
  } catch (error) {
    if (error instanceof ApiRequestError) throw data(null, { status: error.status || 503 });
    throw error;
  }
}
