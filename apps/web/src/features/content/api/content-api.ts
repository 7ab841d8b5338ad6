import { data } from 'react-router';
import type { LoaderContext } from '../../../lib/api-client';

/**
 * Reads public content for a route loader: in-process while the server renders the page, over
 * fetch in the browser. An error answer becomes a route error with the same status (404 shows
 * the not-found page). Kept free of zod: the home page's JavaScript budget is tight.
 */
export async function loadContent<T>(path: string, context: unknown): Promise<T> {
  const serverGet = (context as LoaderContext | undefined)?.apiGet;
  let status: number;
  let body: string;
  if (serverGet) {
    ({ status, body } = await serverGet(path));
  } else {
    const response = await fetch(path, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    status = response.status;
    body = await response.text();
  }
  if (status < 200 || status > 299) throw data(null, { status });
  return JSON.parse(body) as T;
}
