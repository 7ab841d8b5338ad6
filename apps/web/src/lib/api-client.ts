import { formatLocale } from './format-locale';
import { INTERNAL_ERROR_MESSAGE, type ApiError } from '@institute/shared/api-error';
import type { SsrApiGet } from '@institute/shared/ssr';

/** An error answer of the API, in its one shape, with the HTTP status (0: no answer at all). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly error: ApiError,
  ) {
    super(error.message);
  }

  get fieldErrors(): Record<string, string[]> {
    return this.error.fieldErrors ?? {};
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** What the server renderer hands route loaders (as React Router's request context). */
export interface LoaderContext {
  apiGet?: SsrApiGet;
}

// Checked by hand rather than with zod: this module is on every page, and zod is not small.
function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const { code, message, fieldErrors } = value as Record<string, unknown>;
  return (
    typeof code === 'string' &&
    typeof message === 'string' &&
    (fieldErrors === undefined || (typeof fieldErrors === 'object' && fieldErrors !== null))
  );
}

function parseError(status: number, text: string): ApiRequestError {
  try {
    const parsed: unknown = JSON.parse(text);
    if (isApiError(parsed)) return new ApiRequestError(status, parsed);
  } catch {
    // not JSON: fall through
  }
  return new ApiRequestError(status, { code: `HTTP_${status}`, message: INTERNAL_ERROR_MESSAGE });
}

/**
 * Calls the API and answers its JSON; throws ApiRequestError for an error answer, or with status 0
 * when the network failed. In a loader on the server, pass the loader's context: the call is then
 * answered in-process with the page request's cookies.
 */
export async function api<T>(
  path: string,
  init: RequestInit & { json?: unknown; context?: unknown } = {},
): Promise<T> {
  const { json, context, ...options } = init;
  const serverGet = (context as LoaderContext | undefined)?.apiGet;
  let status: number;
  let text: string;
  if (serverGet && (options.method ?? 'GET') === 'GET') {
    ({ status, body: text } = await serverGet(path));
  } else {
    const headers = new Headers(options.headers);
    if (json !== undefined) headers.set('content-type', 'application/json');
    // The server answers its messages in the page's language (decision 0032).
    if (!headers.has('accept-language')) headers.set('accept-language', formatLocale());
    let response: Response;
    try {
      response = await fetch(path, {
        credentials: 'same-origin',
        ...options,
        headers,
        body: json !== undefined ? JSON.stringify(json) : options.body,
      });
    } catch {
      throw new ApiRequestError(0, { code: 'NETWORK_ERROR', message: 'Network error' });
    }
    status = response.status;
    text = await response.text();
  }
  if (status < 200 || status > 299) throw parseError(status, text);
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * The server's message for a refusal it explained (a 4xx answer); the fallback for anything else
 * (no connection, a server error), whose details the user cannot act on.
 */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && !error.isNetworkError && error.status < 500
    ? error.message
    : fallback;
}
