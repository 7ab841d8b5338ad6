import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { LRUCache } from 'lru-cache';
import type { SsrRender } from '@institute/shared/ssr';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './auth';

declare module 'fastify' {
  interface FastifyInstance {
    /** Rendered public pages; clear() when public content changes (content editing). */
    pageCache?: { clear(): void };
  }
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The pages' content security policy: scripts only from this site or with the page's nonce. */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Inline style attributes (progress widths, carousel positions) are allowed; scripts are not.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
const SHORT = 'public, max-age=3600';
/** The icons keep their names (browsers ask for /favicon.ico), so a month rather than a year. */
const ICONS = 'public, max-age=2592000';

export type PageRenderer = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * Serves the built web app from `dist` (client/ from Vite, server/entry-server.js from its SSR
 * build): hashed assets with long-lived caching, and every page rendered on the server into
 * client/index.html, uncached. Answers the renderer the not-found handler calls for pages.
 */
export async function registerWeb(app: FastifyInstance, dist: string): Promise<PageRenderer> {
  const clientDir = path.join(dist, 'client');
  const templatePath = path.join(clientDir, 'index.html');
  const rendererPath = path.join(dist, 'server', 'entry-server.js');
  let template: string;
  let render: SsrRender;
  try {
    template = await fs.readFile(templatePath, 'utf8');
    ({ render } = (await import(pathToFileURL(rendererPath).href)) as { render: SsrRender });
  } catch (error) {
    throw new Error(
      `The web app is not built (${templatePath} or ${rendererPath} is missing): run npm run build`,
      { cause: error },
    );
  }

  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    globIgnore: ['index.html', '**/*.br', '**/*.gz'],
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      const icon = /^favicon\.(ico|svg)$/.test(path.basename(filePath));
      reply.header('cache-control', hashed ? IMMUTABLE : icon ? ICONS : SHORT);
    },
  });

  const pages = createPageCache();
  app.decorate('pageCache', { clear: () => pages.clear() });

  /** Renders a page; `cacheable` tells whether it is the same for every visitor without a session. */
  async function renderFresh(request: FastifyRequest, nonce: string, anonymous: boolean) {
    const origin = `${request.protocol}://${request.host}`;
    let cacheable = anonymous;
    // Loaders reach the API in-process, as the visitor (with their cookies), not over the network.
    const apiGet = async (apiPath: string) => {
      const answer = await app.inject({
        method: 'GET',
        url: apiPath,
        // The visitor's address, so that per-client rate limits (certificate verification)
        // count a page's lookups against the visitor, not against the server itself.
        remoteAddress: request.ip,
        headers: request.headers.cookie ? { cookie: request.headers.cookie } : {},
      });
      // Public content (cache-control: public), or the answer every visitor without a session
      // gets (401): anything else makes the page the visitor's own.
      const header = answer.headers['cache-control'];
      const isPublic =
        answer.statusCode === 200 && typeof header === 'string' && /\bpublic\b/.test(header);
      if (!isPublic && answer.statusCode !== 401) cacheable = false;
      return { status: answer.statusCode, body: answer.body };
    };
    const result = await render(new URL(request.url, origin).href, { nonce, apiGet });
    const page = result.redirect
      ? ''
      : template
          .replace('<!--app-head-->', result.head)
          .replace('<!--app-html-->', result.html)
          .replaceAll('<script type="module"', `<script nonce="${nonce}" type="module"`);
    return { result, page, cacheable: cacheable && !result.redirect && result.status === 200 };
  }

  return async (request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    // Visitors without a session see the same public page: rendered once (with a placeholder
    // where the nonce goes) and kept for a minute, the lifetime of the content API's answers.
    const anonymous =
      !request.headers.cookie?.includes(`${SESSION_COOKIE}=`) && !request.headers.authorization;
    const key = `${request.protocol}://${request.host}${request.url}`;
    let page: string;
    let status: number;
    const cached = anonymous ? pages.get(key) : undefined;
    if (cached) {
      page = cached.replaceAll(NONCE_PLACEHOLDER, nonce);
      status = 200;
    } else {
      const fresh = await renderFresh(request, anonymous ? NONCE_PLACEHOLDER : nonce, anonymous);
      if (fresh.result.redirect) {
        return reply.redirect(fresh.result.redirect.location, fresh.result.redirect.status);
      }
      if (fresh.cacheable) pages.set(key, fresh.page);
      page = anonymous ? fresh.page.replaceAll(NONCE_PLACEHOLDER, nonce) : fresh.page;
      status = fresh.result.status;
    }
    reply.header('cache-control', 'no-cache');
    reply.header('content-security-policy', contentSecurityPolicy(nonce));
    return reply.status(status).type('text/html; charset=utf-8').send(page);
  };
}

/** Stands for the request's nonce in a cached page; never a valid nonce itself. */
const NONCE_PLACEHOLDER = `nonce-placeholder-${randomBytes(12).toString('hex')}`;

/** Rendered public pages by URL: at most 500, each for a minute (see contentRoutes' max-age). */
function createPageCache() {
  return new LRUCache<string, string>({ max: 500, ttl: 60_000 });
}
