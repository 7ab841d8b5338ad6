import { ERROR_CODES } from '@institute/shared/api-error';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

// A NUL character (U+0000) is never part of what a person types: PostgreSQL refuses it in text
// (the request failed with a 500) and SQLite stores it silently. Every text the API receives is
// checked for it once, in one place: the strings of JSON bodies, path parameters and query
// strings (a preHandler hook of the whole app, below) and the text fields and file names of
// multipart forms (lib/multipart.ts). The answer is a 400 naming the field.

/** The message of a field holding a NUL character; `{field}` is the field's path. */
export const NUL_MESSAGE = 'The field {field} contains a character that is not allowed (NUL).';

const nulMessage = (field: string) => NUL_MESSAGE.replace('{field}', field);

/** Deeper than any form of the API: a body nested further is not walked. */
const MAX_DEPTH = 32;

/** The path ('name', 'items.2.text') of the first string (or key) holding a NUL, or null. */
export function findNul(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = findNul(value[index], [...path, String(index)], depth + 1);
      if (found) return found;
    }
    return null;
  }
  // Plain objects only (a parsed JSON body, the params and query): not Buffers or streams.
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')];
    const found = findNul(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** The 400 for a field holding a NUL character, in the API's error shape. */
export function nulRefused(field: string): AppError {
  const message = nulMessage(field);
  return new AppError(400, ERROR_CODES.validation, message, { [field]: [message] });
}

/** Throws the 400 when a text of the form holds a NUL character. */
export function refuseNul(values: Record<string, unknown>): void {
  const found = findNul(values);
  if (found) throw nulRefused(found.join('.') || '_');
}

/**
 * preHandler hook of the whole app: the body, path parameters and query of every request, after
 * the route's guards (a stranger still gets 401, staff of another role 403) and its validation.
 */
export async function refuseNulInRequest(request: FastifyRequest): Promise<void> {
  for (const part of [request.params, request.query, request.body]) {
    if (typeof part === 'string') {
      if (part.includes('\u0000')) throw nulRefused('body');
      continue;
    }
    const found = findNul(part);
    if (found) throw nulRefused(found.join('.') || '_');
  }
}
