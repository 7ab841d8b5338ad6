import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** An incoming request id is kept when short and made of safe characters only. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Fastify's genReqId: the request's `X-Request-Id` when it is valid (so one id follows a request
 * across a proxy and several instances), otherwise a new random UUID. Anything else (too long,
 * spaces, control characters, several headers) is ignored rather than logged.
 */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming)
    ? incoming
    : randomUUID();
}
