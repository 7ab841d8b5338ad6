import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import { webBuildRendering } from './content-editors';
import { createTestApp, type TestApp } from './test-app';

/** An app with a stand-in web build (its render body, see webBuildRendering), listening on HTTP. */
export interface PageServer {
  t: TestApp;
  /** http://127.0.0.1:<port> */
  base: string;
  close(): Promise<void>;
}

export async function startPageServer(renderBody: string): Promise<PageServer> {
  const webDist = webBuildRendering(renderBody);
  const t = await createTestApp({ WEB_DIST: webDist });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return {
    t,
    base: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await t.close();
      fs.rmSync(webDist, { recursive: true, force: true });
    },
  };
}

/**
 * An answer over real HTTP (the way kept pages are answered before routing; app.inject never
 * takes it), its body as sent (fetch would decode it), with its headers.
 */
export function getOverHttp(
  url: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        resolve({
          status: answer.statusCode ?? 0,
          headers: answer.headers as Record<string, string>,
          body: Buffer.concat(chunks),
        }),
      );
      answer.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** A body in the content encoding it was sent in, as text. */
export const decoded = (body: Buffer, encoding: string | undefined) =>
  encoding === 'br'
    ? zlib.brotliDecompressSync(body).toString('utf8')
    : encoding === 'gzip'
      ? zlib.gunzipSync(body).toString('utf8')
      : body.toString('utf8');
