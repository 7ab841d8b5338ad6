import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { clientAddressOf, type TrustProxy } from './trust-proxy';

/** Query parameters whose values are personal data (the searches of the lists, contact details). */
const REDACTED_PARAMETERS = new Set([
  'q',
  'search',
  'query',
  'term',
  'name',
  'email',
  'phone',
  'mobile',
  'aadhaar',
  'token',
  // A certificate's verification code (the QR code opens /verify/<number>?code=...).
  'code',
  'dob',
  'dateofbirth',
  // A payment link's return from the gateway (decision 0071): its signature.
  'razorpay_signature',
  // WhatsApp's webhook check (decision 0085): the verify token.
  'hub.verify_token',
]);

const REDACTED = '[redacted]';

/**
 * Ten or more digits in a row (a phone number, an Aadhaar, +91 numbers), optionally split by spaces,
 * '+' or '-' as people type them. Not when the digits follow a letter, as in registration and
 * certificate numbers (RV2026000001, RVC2026000001), except an encoded '+' (%2B91...).
 */
const LONG_NUMBER = /(?:(?<=%2[Bb])|(?<![A-Za-z0-9]))(?:\d(?:%20|[+\s-])?){9,}\d(?!\d)/g;

/** The URL as it may be logged: search parameters' values and phone or Aadhaar numbers removed. */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  let path = question === -1 ? url : url.slice(0, question);
  let query = question === -1 ? '' : url.slice(question + 1);
  if (query) {
    query = query
      .split('&')
      .map((pair) => {
        const equals = pair.indexOf('=');
        if (equals === -1) return pair;
        let key = pair.slice(0, equals);
        try {
          key = decodeURIComponent(key.replaceAll('+', ' '));
        } catch {
          // A malformed escape: judge the key as it is.
        }
        return REDACTED_PARAMETERS.has(key.trim().toLowerCase())
          ? `${pair.slice(0, equals)}=${REDACTED}`
          : pair;
      })
      .join('&');
  }
  path = path.replace(LONG_NUMBER, REDACTED);
  query = query.replace(LONG_NUMBER, REDACTED);
  return question === -1 ? path : `${path}?${query}`;
}

/** pino's request serializer: what Fastify's default logs, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The same, from Node's own request (a kept page answered before Fastify, decision 0043): the
 * client's address as Fastify gives it (with TRUST_PROXY, from the trusted proxies' hops).
 */
export function serializeRawRequest(request: IncomingMessage, trustProxy: TrustProxy) {
  return {
    method: request.method,
    url: redactUrl(request.url ?? '/'),
    host: request.headers.host,
    remoteAddress: clientAddressOf(request, trustProxy),
    remotePort: request.socket.remotePort,
  };
}

/** The same serializer under the name app.ts registers. */
export const requestLogSerializer = serializeRequest;
