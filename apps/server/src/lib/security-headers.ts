import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/** A header's name and value, as `ServerResponse.writeHead` takes them. */
export type HeaderPair = readonly [name: string, value: string];

/**
 * The security headers every answer carries, as Helmet sets them for these options (decision
 * 0043). Helmet's headers do not depend on the request (its content security policy is off here:
 * pages set their own), so they are worked out once at start, by running Helmet's middleware
 * against a response that only records them, instead of running it for every request.
 */
export function securityHeaders(options: HelmetOptions): HeaderPair[] {
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
