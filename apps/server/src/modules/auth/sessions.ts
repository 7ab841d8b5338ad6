import { randomBytes } from 'node:crypto';
import { sessionIdOf } from '../../lib/session-id';

export { sessionIdOf };

/** A new session token (sent to the client once) and its id (what the database keeps). */
export function newSessionToken(): { token: string; id: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, id: sessionIdOf(token) };
}
