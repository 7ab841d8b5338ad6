import { instituteTimeZone } from '@institute/shared/institute-time';
import type { ChangeSignal } from '../lib/change-signal';
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import { LRUCache } from 'lru-cache';
import type { SsrRender } from '@institute/shared/ssr';
import { PREVIEW_HEADER, PREVIEW_PARAM, previewIdOf } from '@institute/shared/content/preview';
import { canonicalPagePath, keptPageAddress, notFoundAddress } from '@institute/shared/page-query';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_LOCALE,
  isLocalizedPath,
  LANGUAGE_COOKIE,
  localeOfPath,
  localizePath,
  type UiLocale,
} from '@institute/shared/i18n';
import { serializeRawRequest } from '../lib/log-redaction';
import { browserLocale, chosenLocale } from '../lib/request-language';
import { requestIdFor } from '../lib/request-id';
import { cameOverHttps, type SecurityHeaders } from '../lib/security-headers';
import type { TrustProxy } from '../lib/trust-proxy';
import { SESSION_COOKIE } from './auth';

const gzip = promisify(zlib.gzip);
const brotliCompress = promisify(zlib.brotliCompress);

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The pages' content security policy: scripts only from this site, or inline ones that carry the
 * page's nonce (pages rendered for one visitor) or whose SHA-256 hash it lists (public pages kept
 * for every visitor, which are then the same bytes for all and can be compressed once).
 */
export function contentSecurityPolicy(
  scripts: { nonce: string } | { hashes: string[] },
  /** Other origins a form may post to: the payment gateway's hosted checkout (decision 0071). */
  formTargets: readonly string[] = [],
): string {
  const inline =
    'nonce' in scripts
      ? `'nonce-${scripts.nonce}'`
      : scripts.hashes.map((hash) => `'sha256-${hash}'`).join(' ');
  return [
    "default-src 'self'",
    `script-src 'self'${inline ? ` ${inline}` : ''}`,
    // Inline style attributes (progress widths, carousel positions) are allowed; scripts are not.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${formTargets.map((origin) => ` ${origin}`).join('')}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The SHA-256 hashes (base64) of the page's inline scripts, as CSP lists them. */
function inlineScriptHashes(page: string): string[] {
  const hashes: string[] = [];
  for (const match of page.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.push(createHash('sha256').update(match[1]!, 'utf8').digest('base64'));
  }
  return hashes;
}

const SHORT = 'public, max-age=3600';
/** The icons keep their names (browsers ask for /favicon.ico), so a month rather than a year. */
const ICONS = 'public, max-age=2592000';

export type PageRenderer = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * Answers a request for a kept public page from memory, before Fastify routes it (decision
 * 0043); false when it cannot, and the request then goes through Fastify as any other.
 */
export type KeptPageAnswerer = (request: IncomingMessage, response: ServerResponse) => boolean;

export interface WebOptions {
  /** Content edits: every kept page is dropped. */
  contentChanges?: Pick<ChangeSignal, 'subscribe'>;
  /** The headers every answer carries (lib/security-headers.ts), sent with kept pages too. */
  securityHeaders: SecurityHeaders;
  /** TRUST_PROXY: the request log names the client a proxy forwarded for. */
  trustProxy: TrustProxy;
  /** Origins besides this site that the pages' forms may post to (the payment gateway). */
  formTargets?: readonly string[];
}

/**
 * Serves the built web app from `dist` (client/ from Vite, server/entry-server.js from its SSR
 * build): hashed assets with long-lived caching, and every page rendered on the server into
 * client/index.html, uncached. Answers the renderer the not-found handler calls for pages.
 */
export async function registerWeb(
  app: FastifyInstance,
  dist: string,
  { contentChanges, securityHeaders, trustProxy, formTargets = [] }: WebOptions,
): Promise<{ renderPage: PageRenderer; answerKept: KeptPageAnswerer }> {
  const clientDir = path.join(dist, 'client');
  const templatePath = path.join(clientDir, 'index.html');
  const rendererPath = path.join(dist, 'server', 'entry-server.js');
  let template: string;
  try {
    template = await fs.readFile(templatePath, 'utf8');
    await fs.access(rendererPath);
  } catch (error) {
    throw new Error(
      `The web app is not built (${templatePath} or ${rendererPath} is missing): run npm run build`,
      { cause: error },
    );
  }
  // The renderer (1.3 MB of React and the pages, about 60 ms to compile and run) is loaded by the
  // first page asked for, or a second after the server listens, whichever comes first: the
  // server answers the API without waiting for it.
  let renderer: Promise<SsrRender> | null = null;
  const loadRenderer = () =>
    (renderer ??= import(pathToFileURL(rendererPath).href).then(
      (module: { render: SsrRender }) => module.render,
    ));
  app.addHook('onListen', async () => {
    setTimeout(() => {
      loadRenderer().catch((error: unknown) =>
        app.log.error({ err: error }, 'the page renderer did not load'),
      );
    }, 1000).unref();
  });

  const files = {
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply: { header(name: string, value: string): unknown }, filePath: string) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      const icon = /^favicon\.(ico|svg)$/.test(path.basename(filePath));
      reply.header('cache-control', hashed ? IMMUTABLE : icon ? ICONS : SHORT);
    },
  } as const;
  // The hashed scripts and styles (about 140 files) through one route that looks each name up,
  // rather than a route per file: adding them to the router took about 40 ms of every start.
  await app.register(fastifyStatic, {
    ...files,
    root: path.join(clientDir, 'assets'),
    prefix: '/assets/',
    wildcard: true,
  });
  // The few other files (icons, pictures) a route each; index.html is only the pages' template.
  await app.register(fastifyStatic, {
    ...files,
    root: clientDir,
    prefix: '/',
    wildcard: false,
    globIgnore: ['index.html', 'assets/**', '**/*.br', '**/*.gz'],
    decorateReply: false,
  });

  const pages = createPageCache();
  const log = app.log;
  // Raised by every content change: a page whose rendering began before a change is sent but
  // not kept (it may hold the content from before; a visitor's render in flight while head
  // office publishes must not put the old page back for a minute).
  let contentGeneration = 0;
  // An edit of the public content renders every page again: on every instance with REDIS_URL
  // (decision 0029), else on this one (the others: within the minute).
  contentChanges?.subscribe(() => {
    contentGeneration += 1;
    pages.clear();
  });

  /**
   * Renders the page at `url` (a kept page's: its path and the parameters it reads); `cacheable`
   * tells whether it is the same for every visitor without a session, when it may be kept.
   */
  async function renderFresh(
    request: FastifyRequest,
    url: string,
    nonce: string | undefined,
    keepable: boolean,
    locale: UiLocale,
    previewId: number | null,
    notFound = false,
  ) {
    const origin = `${request.protocol}://${request.host}`;
    let cacheable = keepable;
    // The page's language, as the web app names it on its own calls: answers' messages and the
    // content's texts (head office's Hindi, decision 0034) follow the page, not the browser.
    const headers: Record<string, string> = { 'accept-language': locale };
    if (request.headers.cookie) headers.cookie = request.headers.cookie;
    // A draft's preview (decision 0030): the content API applies it for an editor's session.
    if (previewId !== null) headers[PREVIEW_HEADER] = String(previewId);
    // Loaders reach the API in-process, as the visitor (with their cookies), not over the network.
    const apiGet = async (apiPath: string) => {
      const answer = await app.inject({
        method: 'GET',
        url: apiPath,
        // The visitor's address, so that per-client rate limits (certificate verification)
        // count a page's lookups against the visitor, not against the server itself.
        remoteAddress: request.ip,
        headers,
      });
      // Public content (cache-control: public), or the answer every visitor without a session
      // gets (401): anything else makes the page the visitor's own.
      const header = answer.headers['cache-control'];
      const isPublic =
        answer.statusCode === 200 && typeof header === 'string' && /\bpublic\b/.test(header);
      if (!isPublic && answer.statusCode !== 401) cacheable = false;
      return { status: answer.statusCode, body: answer.body };
    };
    const render = await loadRenderer();
    const result = await render(new URL(url, origin).href, {
      nonce,
      apiGet,
      locale,
      timeZone: instituteTimeZone(),
    });
    // A preview is never indexed (the header says so too).
    const head =
      previewId === null ? result.head : `<meta name="robots" content="noindex">${result.head}`;
    let page = result.redirect
      ? ''
      : template
          .replace('<html lang="en">', `<html lang="${result.lang}">`)
          .replace('<!--app-head-->', head)
          .replace('<!--app-html-->', result.html);
    // Every script of the page bears the nonce: the modules, and the messages' JSON block too (not
    // run, but a page whose every script carries it leaves nothing for a checker to doubt).
    if (nonce) page = page.replace(/<script(?![^>]*\bnonce=)\b/g, `<script nonce="${nonce}"`);
    // A page is kept when it is one (200), or the not-found page kept for unknown addresses.
    const expected = notFound ? 404 : 200;
    return {
      result,
      page,
      cacheable: cacheable && !result.redirect && result.status === expected,
    };
  }

  // Pages being rendered again behind a visitor who got the kept one, so each is rendered once.
  const renderingAgain = new Set<string>();
  /**
   * Renders a kept page again once it is older than a minute, after its visitor got it: a page
   * whose content did not change is sent at once to everybody, and the render (0.1 to 0.2 s on a
   * 2-core machine) is paid by no visitor but the first after a start or an edit. What the page
   * shows by the clock (a notice's dates) follows within the minute and one visit.
   */
  function renderAgainBehind(
    request: FastifyRequest,
    key: string,
    address: string,
    locale: UiLocale,
    notFound: boolean,
  ): void {
    if (renderingAgain.has(key)) return;
    renderingAgain.add(key);
    const generation = contentGeneration;
    renderFresh(request, address, undefined, true, locale, null, notFound)
      .then(async (fresh) => {
        if (!fresh.cacheable) {
          // No longer the same page for everybody (or no longer a page): rendered per visit.
          pages.delete(key);
          return;
        }
        const kept = await keptPage(fresh.page, fresh.result.status, pages.peek(key));
        if (generation === contentGeneration) pages.set(key, kept);
      })
      .catch((error: unknown) => {
        pages.delete(key);
        request.log.error({ err: error }, 'a kept page could not be rendered again');
      })
      .finally(() => renderingAgain.delete(key));
  }

  // Pages compressed as small as they can be: one at a time, one every 2 s (decision 0049).
  const smallestBudget = createTokenBucket(SMALLEST_PER_SECOND, 1);
  let compressing = false;
  /**
   * A kept page asked for again (so not a one-off address) and still compressed quickly: replaced
   * by its smallest form behind its visitors, when the budget allows (else at a later visit),
   * unless it changed meanwhile.
   */
  function keepSmallest(key: string, quick: KeptPage): void {
    if (quick.compression === 'smallest' || compressing || !smallestBudget.take()) return;
    compressing = true;
    const generation = contentGeneration;
    keptPage(quick.identity.toString('utf8'), quick.status, undefined, 'smallest')
      .then((smallest) => {
        if (generation === contentGeneration && pages.peek(key) === quick) {
          pages.set(key, { ...smallest, renderedAt: quick.renderedAt });
        }
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'a kept page could not be compressed');
      })
      .finally(() => {
        compressing = false;
      });
  }

  /** Sends a page rendered for this request, compressed (quickly) as the browser accepts. */
  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    policy: string,
    page: string,
    preview: boolean,
  ) => {
    const encoding = page.length < 1024 ? null : encodingFor(request.headers['accept-encoding']);
    htmlHeaders(reply, status, policy, encoding);
    if (preview) {
      // A draft's preview is the editor's own: never stored by a browser or a proxy, never indexed.
      reply.header('cache-control', 'private, no-store');
      reply.header('x-robots-tag', 'noindex');
    }
    if (!encoding) return reply.send(page);
    return reply.send(
      encoding === 'br'
        ? await brotliCompress(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
        : await gzip(page, { level: 6 }),
    );
  };

  /**
   * Which kept page a request without a session was answered with, by everything in it that
   * decided so (address, host and forwarded headers, cookies, languages: `keptSignature`), so
   * that the same request again is answered before Fastify routes it. At most 2,000 kinds of
   * request; a page dropped or due to be rendered again sends the request through Fastify.
   */
  const answeredWith = new LRUCache<string, string>({ max: 2000 });

  const answerKept: KeptPageAnswerer = (request, response) => {
    try {
      return answerFromMemory(request, response);
    } catch (error) {
      // Nothing sent yet: Fastify answers it (and reports what failed) as any other request.
      if (!response.headersSent) return false;
      log.error({ err: error }, 'a kept page could not be sent');
      response.destroy();
      return true;
    }
  };

  const answerFromMemory: KeptPageAnswerer = (request, response) => {
    if (request.method !== 'GET') return false;
    const signature = keptSignature(request);
    const key = signature === null ? undefined : answeredWith.get(signature);
    const kept = key === undefined ? undefined : pages.get(key);
    if (!kept || Date.now() - kept.renderedAt > FRESH_MS) return false;
    keepSmallest(key!, kept);
    const started = performance.now();
    const id = requestIdFor(request);
    const encoding = encodingFor(request.headers['accept-encoding']);
    const unchanged =
      kept.status === 200 && notModified(request.headers['if-none-match'], kept.etag);
    const headers: string[] = [];
    const security = cameOverHttps(request, trustProxy)
      ? securityHeaders.https
      : securityHeaders.http;
    for (const [name, value] of security) headers.push(name, value);
    headers.push(
      'x-request-id',
      id,
      'cache-control',
      'no-cache',
      'content-security-policy',
      kept.policy,
      'vary',
      PAGE_VARY,
      'content-type',
      HTML_TYPE,
      'etag',
      kept.etag,
    );
    let body: Buffer | undefined;
    if (!unchanged) {
      body = encoding ? kept[encoding] : kept.identity;
      if (encoding) headers.push('content-encoding', encoding);
      headers.push('content-length', String(body.length));
    }
    response.writeHead(unchanged ? 304 : kept.status, headers);
    response.end(body);
    // The two lines Fastify logs for every request, in its words (nothing below `info` else).
    if (LOGS_INFO.has(log.level)) {
      const child = log.child({ reqId: id });
      child.info({ req: serializeRawRequest(request, trustProxy) }, 'incoming request');
      response.once('finish', () => {
        child.info(
          { res: { statusCode: response.statusCode }, responseTime: performance.now() - started },
          'request completed',
        );
      });
    }
    return true;
  };

  /**
   * Kept pages being rendered, by key: a request that finds its page missing while it is being
   * rendered waits for that render rather than starting another (a flood's first second).
   */
  const rendering = new Map<string, Promise<KeptPage | null>>();

  const renderPage: PageRenderer = async (request, reply) => {
    const at = request.url.indexOf('?');
    const pathname = at === -1 ? request.url : request.url.slice(0, at);
    // A public page at another spelling of its address (`/Contact`, `/contact/`): sent to its own,
    // so that each page has one address and one kept copy (decision 0049).
    const canonical = canonicalPagePath(pathname);
    if (canonical !== null && canonical !== pathname) {
      reply.header('cache-control', 'no-cache');
      return reply.redirect(`${canonical}${at === -1 ? '' : request.url.slice(at)}`, 301);
    }
    const language = languageOf(request);
    if ('redirect' in language) {
      reply.header('vary', 'accept-language, cookie');
      reply.header('cache-control', 'no-cache');
      return reply.redirect(language.redirect, 302);
    }
    const { locale } = language;
    // Visitors without a session see the same public page: rendered once, compressed once, and
    // kept for a minute (the lifetime of the content API's answers); its inline scripts are
    // allowed by their hashes, since a nonce would have to differ on every answer.
    const anonymous =
      !request.headers.cookie?.includes(`${SESSION_COOKIE}=`) && !request.headers.authorization;
    // `?preview=<draft id>`: rendered for this request only, never kept (decision 0030).
    const previewId = previewIdOf(
      new URL(request.url, 'http://page').searchParams.get(PREVIEW_PARAM),
    );
    // A public page is kept, and rendered, under its path and the parameters it reads: any other
    // (fbclid, utm_*, anything) shares its kept copy and never shows in it (decision 0049).
    const address = anonymous ? keptPageAddress(request.url) : null;
    // An address that is no page of the web app: the not-found page of its kind and language,
    // kept as a page is (its query string ignored), for every unknown address (decision 0049).
    const notFoundAt =
      anonymous && address === null && previewId === null ? notFoundAddress(pathname) : null;
    const keptAt = address ?? notFoundAt;
    const key = keptAt === null ? null : `${locale} ${request.protocol}://${request.host}${keptAt}`;
    // Only a page's own address is answered before routing (a not-found address is seldom asked twice).
    const signature = address === null ? null : keptSignature(request.raw);
    if (key !== null && keptAt !== null) {
      const kept = pages.get(key) ?? (await rendering.get(key));
      if (kept) {
        if (Date.now() - kept.renderedAt > FRESH_MS) {
          renderAgainBehind(request, key, keptAt, locale, notFoundAt !== null);
        }
        if (signature !== null) answeredWith.set(signature, key);
        keepSmallest(key, kept);
        return sendKept(request, reply, kept);
      }
    }
    const nonce = anonymous ? undefined : randomBytes(16).toString('base64');
    const generation = contentGeneration;
    let done: (kept: KeptPage | null) => void = () => undefined;
    if (key !== null) {
      const pending = new Promise<KeptPage | null>((resolve) => (done = resolve));
      rendering.set(key, pending);
      void pending.finally(() => {
        if (rendering.get(key) === pending) rendering.delete(key);
      });
    }
    try {
      const fresh = await renderFresh(
        request,
        keptAt ?? request.url,
        nonce,
        key !== null,
        locale,
        previewId,
        notFoundAt !== null,
      );
      if (fresh.result.redirect) {
        return await reply.redirect(fresh.result.redirect.location, fresh.result.redirect.status);
      }
      if (fresh.cacheable && key !== null) {
        // Compressed quickly; as small as it can be once it is asked for again (keepSmallest).
        const kept = await keptPage(fresh.page, fresh.result.status, undefined, 'quick');
        if (generation === contentGeneration) {
          pages.set(key, kept);
          if (signature !== null) answeredWith.set(signature, key);
        }
        done(kept);
        return await sendKept(request, reply, kept);
      }
      done(null);
      // A one-off page: its inline scripts carry a nonce of this answer (or are listed by hash
      // when the visitor has no session).
      const policy = contentSecurityPolicy(
        nonce ? { nonce } : { hashes: inlineScriptHashes(fresh.page) },
        formTargets,
      );
      return await sendPage(
        request,
        reply,
        fresh.result.status,
        policy,
        fresh.page,
        previewId !== null,
      );
    } finally {
      done(null);
    }
  };

  return { renderPage, answerKept };
}

/**
 * Everything in a request that decides which kept page answers it (the key: language, protocol,
 * host, the address as kept; and that it has no session), as sent: null when it has a session
 * or is no kept page's. With TRUST_PROXY the forwarded protocol and host count, so they are part
 * of it either way.
 */
function keptSignature(request: IncomingMessage): string | null {
  const { cookie, authorization } = request.headers;
  if (authorization !== undefined || cookie?.includes(`${SESSION_COOKIE}=`)) return null;
  const url = request.url ?? '/';
  // An address without a query string is its own (only a public page's is ever recorded).
  const address = url.includes('?') ? keptPageAddress(url) : url;
  if (address === null) return null;
  const { host = '', 'accept-language': languages = '' } = request.headers;
  const proto = request.headers['x-forwarded-proto'] ?? '';
  const forwardedHost = request.headers['x-forwarded-host'] ?? '';
  return `${address}\n${host}\n${proto}\n${forwardedHost}\n${cookie ?? ''}\n${languages}`;
}

/**
 * The language of a page (issue 18, decision 0030). A public page's address names it (/hi/...);
 * its English address sends a visitor who chose Hindi (the cookie), or who comes for the first
 * time with a browser that prefers Hindi, to the Hindi address. Pages with one address (the
 * dashboard, prints, exams) follow the cookie, else the browser's preference.
 */
function languageOf(request: FastifyRequest): { locale: UiLocale } | { redirect: string } {
  const pathname = request.url.split('?')[0] ?? '/';
  const cookie = request.cookies?.[LANGUAGE_COOKIE];
  const chosen = chosenLocale(request);
  const browser = browserLocale(request);
  if (!isLocalizedPath(pathname)) return { locale: chosen ?? browser ?? DEFAULT_LOCALE };
  const named = localeOfPath(pathname);
  if (named) return { locale: named };
  const wanted = chosen ?? (cookie === undefined ? browser : undefined);
  if (wanted && wanted !== DEFAULT_LOCALE) return { redirect: localizePath(request.url, wanted) };
  return { locale: DEFAULT_LOCALE };
}

/**
 * A public page as it is kept: its policy, its bytes plain, gzip- and brotli-compressed (quickly,
 * or as small as they can be), its entity tag; when it was rendered (`Date.now()`).
 */
interface KeptPage {
  renderedAt: number;
  /** 200, or 404 for the not-found page kept for unknown addresses. */
  status: number;
  compression: 'quick' | 'smallest';
  policy: string;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/**
 * Keeps a rendered page, compressed quickly (brotli quality 5 and gzip level 6: 1 to 3 ms each
 * for a 30-60 KB page, within 2% of brotli 9's bytes at a tenth of its time or less) or as small
 * as brotli makes it (quality 11: 80 to 350 ms of a worker thread, for 10% fewer bytes on every
 * answer; paid by pages asked for again, one every 2 s at most: `keepSmallest`). A page
 * rendered again with the same bytes (the usual case, every minute) keeps its forms.
 */
async function keptPage(
  page: string,
  status: number,
  previous?: KeptPage,
  compression: KeptPage['compression'] = 'quick',
): Promise<KeptPage> {
  const identity = Buffer.from(page, 'utf8');
  if (previous?.identity.equals(identity) && previous.status === status) {
    return { ...previous, renderedAt: Date.now() };
  }
  const smallest = compression === 'smallest';
  const [gzipped, brotli] = await Promise.all([
    gzip(identity, { level: smallest ? 9 : 6 }),
    brotliCompress(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: smallest ? 11 : 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  return {
    renderedAt: Date.now(),
    status,
    compression,
    policy: contentSecurityPolicy({ hashes: inlineScriptHashes(page) }),
    // Weak: the same page's three encodings share it.
    etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    identity,
    gzip: gzipped,
    br: brotli,
  };
}

/** The encoding to send: brotli, else gzip, else none, as the Accept-Encoding header allows. */
const encodingFor = (accept: string | undefined) =>
  accept ? negotiate<'br' | 'gzip'>(accept, ['br', 'gzip']) : null;

/** The log levels at which Fastify logs every request. */
const LOGS_INFO = new Set(['info', 'debug', 'trace']);
// The English address of a public page may send a visitor to the Hindi one (languageOf).
const PAGE_VARY = 'accept-encoding, accept-language, cookie';
const HTML_TYPE = 'text/html; charset=utf-8';

/** The headers of every page: never cached by the browser as is, its policy, its encoding. */
function htmlHeaders(
  reply: FastifyReply,
  status: number,
  policy: string,
  encoding: 'br' | 'gzip' | null,
): void {
  reply.header('cache-control', 'no-cache');
  reply.header('content-security-policy', policy);
  reply.header('vary', PAGE_VARY);
  if (encoding) reply.header('content-encoding', encoding);
  reply.status(status).type(HTML_TYPE);
}

function sendKept(request: FastifyRequest, reply: FastifyReply, kept: KeptPage) {
  const encoding = encodingFor(request.headers['accept-encoding']);
  htmlHeaders(reply, kept.status, kept.policy, encoding);
  // A not-found page has no entity tag: it is no resource of its own to be asked for again.
  if (kept.status !== 200) return reply.send(encoding ? kept[encoding] : kept.identity);
  reply.header('etag', kept.etag);
  // A browser that has this page already (it asks again each time: no-cache) gets no body.
  if (notModified(request.headers['if-none-match'], kept.etag)) {
    reply.removeHeader('content-encoding');
    return reply.status(304).send();
  }
  return reply.send(encoding ? kept[encoding] : kept.identity);
}

/** If-None-Match names the entity tag (compared weakly, as RFC 9110 says for this header). */
function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === opaque);
}

/**
 * Rendered public pages by address (language, origin, path and the parameters the page reads).
 * A page is fresh for a minute (the content API's max-age), then sent once more while it is
 * rendered again (`renderAgainBehind`). A page not rendered again within five minutes (nobody
 * asked for it after its first minute) is dropped.
 */
const FRESH_MS = 60_000;

/** The bounds of the kept pages: by count and by bytes (their three encodings), each the least used dropped first. */
export const KEPT_PAGE_LIMITS = {
  /** Pages at an address without a query string. */
  pages: { max: 500, maxBytes: 32 * 1024 * 1024 },
  /**
   * Pages at an address with parameters the page reads (`/verify?number=...`, `/login?next=...`):
   * apart, so that a flood of new ones never drops the pages every visitor asks for.
   */
  variants: { max: 200, maxBytes: 8 * 1024 * 1024 },
};

/**
 * Pages compressed as small as they can be, at most: brotli 11 takes 80 to 350 ms of a worker
 * thread (the home page the most), so at most a fifth of one core; the public pages (about 30 in
 * two languages) are all at their smallest within a minute or two of a start or an edit.
 */
const SMALLEST_PER_SECOND = 0.5;

const keptBytes = (page: KeptPage) =>
  page.identity.length + page.gzip.length + page.br.length + page.policy.length + page.etag.length;

export function createPageCache(limits = KEPT_PAGE_LIMITS) {
  const sized = ({ max, maxBytes }: { max: number; maxBytes: number }) =>
    new LRUCache<string, KeptPage>({
      max,
      maxSize: maxBytes,
      sizeCalculation: keptBytes,
      ttl: 5 * 60_000,
    });
  const pages = sized(limits.pages);
  const variants = sized(limits.variants);
  const of = (key: string) => (key.includes('?') ? variants : pages);
  return {
    get: (key: string) => of(key).get(key),
    peek: (key: string) => of(key).peek(key),
    set: (key: string, page: KeptPage) => void of(key).set(key, page),
    delete: (key: string) => void of(key).delete(key),
    clear: () => {
      pages.clear();
      variants.clear();
    },
    /** How many pages are kept, and their bytes. */
    size: () => ({
      pages: pages.size + variants.size,
      bytes: pages.calculatedSize + variants.calculatedSize,
    }),
  };
}

/** A token bucket: `take` is true at most `perSecond` times a second, after a burst of `burst`. */
export function createTokenBucket(perSecond: number, burst: number, now = () => Date.now()) {
  let tokens = burst;
  let at = now();
  return {
    take(): boolean {
      const time = now();
      tokens = Math.min(burst, tokens + ((time - at) / 1000) * perSecond);
      at = time;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
