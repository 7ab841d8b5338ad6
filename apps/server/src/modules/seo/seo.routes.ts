import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SeoRepository } from './seo.repository';
import { robotsTxt, sitemapXml } from './seo.service';

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** /robots.txt and /sitemap.xml, at the site's root (outside /api). */
/** The routes of the module, given its repository (wired in src/composition.ts). */
export const seoRoutes =
  (repository: SeoRepository): FastifyPluginAsync =>
  async (app) => {
    app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .type('text/plain; charset=utf-8')
        .send(robotsTxt(originOf(request))),
    );

    app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .type('application/xml; charset=utf-8')
        .send(await sitemapXml(repository, originOf(request))),
    );
  };
