import { createHash, randomBytes } from 'node:crypto';

/** A new session token (sent to the client once) and its id (what the database keeps). */
export function newSessionToken(): { token: string; id: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, id: sessionIdOf(token) };
}

export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
