import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GatewayCall {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/**
 * A local stand-in for the SMS provider (MSG91's Flow API is outside this machine): records every
 * call and answers as MSG91 does; `failing` makes it answer 500.
 */
export async function startSmsGateway() {
  const calls: GatewayCall[] = [];
  const state = { failing: false };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
      response.setHeader('content-type', 'application/json');
      if (state.failing) {
        response.statusCode = 500;
        response.end(JSON.stringify({ type: 'error', message: 'Service unavailable' }));
        return;
      }
      calls.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      });
      response.end(JSON.stringify({ type: 'success', message: `req-${calls.length}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v5/flow`,
    calls,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
