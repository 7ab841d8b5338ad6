import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import { trusts, type TrustProxy } from './trust-proxy';

/** A header's name and value, as `ServerResponse.writeHead` takes them. */
export type HeaderPair = readonly [name: string, value: string];

/** The security headers of an answer over https, and of one over plain HTTP. */
export interface SecurityHeaders {
  https: readonly HeaderPair[];
  http: readonly HeaderPair[];
}

/**
 * The security headers every answer carries, as Helmet sets them for these options (decision
 * 0043). Helmet's headers do not depend on the request (its content security policy is off here:
 * pages set their own), so they are worked out once at start, by running Helmet's middleware
 * against a response that only records them, instead of running it for every request.
 * Strict-Transport-Security is left out of the answers over plain HTTP: a host must not send it
 * there (RFC 6797, section 7.2), and browsers ignore it there anyway.
 */
export function securityHeaders(options: HelmetOptions): SecurityHeaders {
  const https = helmetHeaders(options);
  return { https, http: https.filter(([name]) => name !== 'strict-transport-security') };
}

/**
 * Whether a request came over https, as Fastify's `request.protocol` says: the last protocol the
 * proxy forwarded when the connection comes from a trusted proxy (TRUST_PROXY), otherwise the
 * connection's own. For the answers sent before Fastify sees the request (kept pages).
 */
export function cameOverHttps(request: IncomingMessage, trustProxy: TrustProxy): boolean {
  const peer = request.socket?.remoteAddress;
  const fromProxy = peer !== undefined && trusts(trustProxy)(peer, 0);
  const header = fromProxy ? request.headers['x-forwarded-proto'] : undefined;
  const forwarded = Array.isArray(header) ? header.join(',') : header;
  if (forwarded) return forwarded.slice(forwarded.lastIndexOf(',') + 1).trim() === 'https';
  return (request.socket as { encrypted?: boolean } | null)?.encrypted === true;
}

function helmetHeaders(options: HelmetOptions): HeaderPair[] {
  const headers = new Map<string, HeaderPair>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), [
        name.toLowerCase(),
        Array.isArray(value) ? value.join(', ') : `${value}`,
      ]);
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let failure: unknown;
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure;
  return [...headers.values()];
}
