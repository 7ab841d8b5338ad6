import { apiErrorSchema } from '@institute/shared/api-error-schema';
import { marketingToolSchema } from '@institute/shared/marketing-tools';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthenticated } from '../../lib/access';
import { readMultipart } from '../../lib/multipart';
import type { MarketingToolsService } from './marketing-tools.service';
import { multipartBody } from '../../lib/openapi';

const params = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const writeErrors = {
  400: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
  ...errors,
};
const tags = ['marketing-tools'];
const FILE_LABELS = { image: 'Image', file: 'Download file' };

/** Under /api/dashboard: Marketing Tools, the download materials of every staff member. */
export function marketingToolRoutes(tools: MarketingToolsService): FastifyPluginAsyncZod {
  return async (app) => {
    /** onRequest of every write: head office only, before the body is read. */
    const headOfficeOnly = async (request: FastifyRequest) => {
      if (!request.user) throw unauthenticated();
      tools.requireHeadOffice(request.user);
    };

    app.get(
      '/marketing-tools',
      {
        schema: {
          tags,
          summary: 'The download materials: Sl No. order, type, image, description, file',
          response: { 200: z.array(marketingToolSchema), ...errors },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return tools.list();
      },
    );

    app.get(
      '/marketing-tools/:id/image',
      { schema: { tags, summary: 'The image of an entry', params, fileAnswer: 'image/*' } },
      async (request, reply) => {
        const image = await tools.image(request.params.id);
        return reply
          .header('cache-control', 'private, max-age=3600')
          .header('x-content-type-options', 'nosniff')
          .header('content-length', image.size)
          .type(image.contentType)
          .send(image.stream);
      },
    );

    app.get(
      '/marketing-tools/:id/download',
      { schema: { tags, summary: 'The file of an entry, as an attachment', params } },
      async (request, reply) => {
        const file = await tools.download(request.params.id);
        return reply
          .header('cache-control', 'private, max-age=3600')
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', `attachment; filename="${file.name}"`)
          .header('content-length', file.size)
          .type(file.contentType)
          .send(file.stream);
      },
    );

    app.post(
      '/marketing-tools',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags,
          summary: 'Add an entry (head office; multipart: type, description, image, file)',
          consumes: ['multipart/form-data'],
          bodyDoc: multipartBody(
            { type: z.string(), description: z.string() },
            { image: true, file: true },
          ),
          response: { 201: marketingToolSchema, ...writeErrors },
        },
      },
      async (request, reply) => {
        const form = await readMultipart(request, ['image', 'file'], FILE_LABELS);
        return reply.status(201).send(await tools.create(request.user!, form));
      },
    );

    app.put(
      '/marketing-tools/:id',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags,
          summary: 'Edit an entry; image and file replaced when sent (head office)',
          consumes: ['multipart/form-data'],
          bodyDoc: multipartBody(
            { type: z.string(), description: z.string() },
            { image: false, file: false },
          ),
          params,
          response: { 200: marketingToolSchema, ...writeErrors },
        },
      },
      async (request) => {
        const form = await readMultipart(request, ['image', 'file'], FILE_LABELS);
        return tools.update(request.user!, request.params.id, form);
      },
    );

    app.delete(
      '/marketing-tools/:id',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags,
          summary: 'Remove an entry (head office)',
          params,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await tools.remove(request.user!, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
