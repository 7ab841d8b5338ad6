import { createHash } from 'node:crypto';

/** The id a session is kept under: the hash of its token (the token itself is never stored). */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
