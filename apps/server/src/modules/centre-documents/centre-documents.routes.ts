import { apiErrorSchema } from '@institute/shared/api-error-schema';
import {
  CENTRE_DOCUMENT_LABELS,
  CENTRE_DOCUMENT_SLOTS,
  centreDocumentsSchema,
} from '@institute/shared/centre-documents';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthenticated } from '../../lib/access';
import { readMultipart } from '../../lib/multipart';
import type { CentreDocumentsService } from './centre-documents.service';
import { multipartBody } from '../../lib/openapi';
import { extensionOf } from '../../lib/uploads';

const centreId = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);
const centreParams = z.object({ id: centreId });
const slotParams = z.object({
  id: centreId,
  slot: z.enum(CENTRE_DOCUMENT_SLOTS, { error: 'No such document' }),
});
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['centre-documents'];

/** Staff of the centre and head office only: settled before parameters or a body are read. */
function centreGuard(documents: CentreDocumentsService) {
  return async (request: FastifyRequest) => {
    if (!request.user) throw unauthenticated();
    const id = Number((request.params as { id?: string }).id);
    if (Number.isInteger(id)) documents.assertReach(request.user, id);
  };
}

/** Under /api/dashboard: Centre Documents (Trade License, Address Proof, Pan Card, Voter Card). */
export function centreDocumentRoutes(documents: CentreDocumentsService): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = centreGuard(documents);

    app.get(
      '/centre-documents/:id',
      {
        onRequest: guard,
        schema: {
          tags,
          summary: "A centre's document images (staff: their own centre)",
          params: centreParams,
          response: { 200: centreDocumentsSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return documents.list(request.user!, request.params.id);
      },
    );

    app.get(
      '/centre-documents/:id/:slot/image',
      {
        onRequest: guard,
        schema: { tags, summary: 'The full image of one document', params: slotParams },
      },
      async (request, reply) => {
        const { file, stream } = await documents.image(
          request.user!,
          request.params.id,
          request.params.slot,
        );
        return reply
          .header('cache-control', 'private, max-age=300')
          .header('x-content-type-options', 'nosniff')
          .header(
            'content-disposition',
            `inline; filename="${request.params.slot.replaceAll('_', '-')}.${extensionOf(file.content_type)}"`,
          )
          .header('content-length', file.size)
          .type(file.content_type)
          .send(stream);
      },
    );

    app.put(
      '/centre-documents/:id/:slot',
      {
        onRequest: guard,
        schema: {
          tags,
          summary: 'Upload or replace one document image (multipart, field "image")',
          consumes: ['multipart/form-data'],
          bodyDoc: multipartBody({}, { image: true }),
          params: slotParams,
          response: {
            200: centreDocumentsSchema,
            400: apiErrorSchema,
            413: apiErrorSchema,
            415: apiErrorSchema,
            ...errors,
          },
        },
      },
      async (request) => {
        const { slot, id } = request.params;
        const form = await readMultipart(request, ['image'], {
          image: CENTRE_DOCUMENT_LABELS[slot],
        });
        const { documents: answer } = await documents.upload(
          request.user!,
          id,
          slot,
          form.files['image'],
        );
        return answer;
      },
    );
  };
}
