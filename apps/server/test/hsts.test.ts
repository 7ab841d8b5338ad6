import fs from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webBuildRendering } from './helpers/content-editors';
import { createTestApp, type TestApp } from './helpers/test-app';

// Issue 32: Strict-Transport-Security only on answers that went over https (RFC 6797 section 7.2:
// a host must not send it over plain HTTP). In production, over real HTTP: API answers, pages
// rendered by Fastify and pages answered from memory (decision 0043), with and without a trusted
// proxy saying the visitor came over https.

const HSTS = 'max-age=31536000; includeSubDomains';

let webDist: string;
const apps: TestApp[] = [];

/** A production server listening on a port of its own. */
async function productionServer(env: Record<string, string> = {}) {
  const t = await createTestApp({ NODE_ENV: 'production', WEB_DIST: webDist, ...env });
  apps.push(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

/** The Strict-Transport-Security header of an answer over HTTP (undefined: none). */
function hstsOf(url: string, headers: Record<string, string> = {}) {
  return new Promise<string | undefined>((resolve, reject) => {
    const request = http.request(url, { headers }, (answer) => {
      answer.resume();
      answer.on('end', () => {
        expect(answer.statusCode).toBe(200);
        resolve(answer.headers['strict-transport-security']);
      });
      answer.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** Every kind of answer: the API, a page rendered, the same page again (from memory). */
const answers = async (base: string, headers: Record<string, string> = {}) => [
  await hstsOf(`${base}/api/health`, headers),
  await hstsOf(`${base}/about`, headers),
  await hstsOf(`${base}/about`, headers),
];

beforeAll(() => {
  webDist = webBuildRendering(
    `return { status: 200, head: '', html: '<p>About us</p>', lang: locale };`,
  );
});
afterAll(async () => {
  for (const t of apps) await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('Strict-Transport-Security', () => {
  it('is not sent over plain HTTP, even when the client claims https without a trusted proxy', async () => {
    const base = await productionServer();
    expect(await answers(base)).toEqual([undefined, undefined, undefined]);
    expect(await answers(base, { 'x-forwarded-proto': 'https' })).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('is sent when the trusted proxy says the visitor came over https, and only then', async () => {
    const base = await productionServer({ TRUST_PROXY: 'true' });
    expect(await answers(base, { 'x-forwarded-proto': 'https' })).toEqual([HSTS, HSTS, HSTS]);
    expect(await answers(base, { 'x-forwarded-proto': 'http' })).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(await answers(base)).toEqual([undefined, undefined, undefined]);
  });
});
