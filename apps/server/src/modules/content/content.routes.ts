import {
  cataloguePageSchema,
  coursesContentSchema,
  homeContentSchema,
} from '@institute/shared/content/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiLocale } from '../../lib/request-language';
import type { ContentRepository } from './content.repository';
import { getCoursesContent, getHomeContent, getPage } from './content.service';

/** Public (pages that read it may be kept), asked again each time: head office's edits show at once. */
const CACHE = 'public, no-cache';

/** The routes of the module, given its repository (wired in src/composition.ts). */
export const contentRoutes =
  (repository: ContentRepository): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/content/home',
      {
        schema: {
          tags: ['content'],
          summary: 'Home page: banners, notices, feature cards and duration plans',
          response: { 200: homeContentSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', CACHE);
        return getHomeContent(repository, apiLocale(request));
      },
    );

    app.get(
      '/content/courses',
      {
        schema: {
          tags: ['content'],
          summary: 'The duration plans and the catalogue pages',
          response: { 200: coursesContentSchema },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', CACHE);
        return getCoursesContent(repository);
      },
    );

    app.get(
      '/content/pages/:slug',
      {
        schema: {
          tags: ['content'],
          summary: "An 'Our Courses' page (catalogue or duration) with its course cards",
          params: z.object({ slug: z.string().regex(/^[a-z0-9-]{1,100}$/) }),
          response: { 200: cataloguePageSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', CACHE);
        return getPage(repository, request.params.slug);
      },
    );
  };
