import { apiErrorSchema } from '@institute/shared/api-error-schema';
import {
  CENTRE_APPLICATION_FILE_FIELDS,
  CENTRE_APPLICATION_FILE_LABELS,
  CENTRE_APPLICATION_MESSAGES,
  centreApplicationCreatedSchema,
  centreApplicationDetailSchema,
  centreApplicationListItemSchema,
  centreApplicationListQuerySchema,
  centreApplicationMoreViewSchema,
  centreApplicationTokenBodySchema,
  centreApproveBodySchema,
  centreChecklistBodySchema,
  centreRefuseBodySchema,
  centreRequestMoreBodySchema,
} from '@institute/shared/centre-applications';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, unauthenticated } from '../../lib/access';
import { readMultipart } from '../../lib/multipart';
import { multipartBody } from '../../lib/openapi';
import type { CentreApplicationsService } from './centre-applications.service';
import { extensionOf } from '../../lib/uploads';

/** Spam-proof like the enquiry form (its limit): per client address, generous for a person. */
export const CENTRE_APPLICATION_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;

const tags = ['centre-applications'];
const fileParts = Object.fromEntries(
  CENTRE_APPLICATION_FILE_FIELDS.map((field) => [field, false]),
) as Record<string, boolean>;
const formErrors = {
  400: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
  429: apiErrorSchema,
};

/** Public, under /api: the "Become a centre" form and the applicant's link to add more. */
export function centreApplicationPublicRoutes(
  service: CentreApplicationsService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/centre-applications',
      {
        config: { rateLimit: CENTRE_APPLICATION_RATE_LIMIT },
        schema: {
          tags,
          summary: 'Apply to open a centre (multipart: the fields, photos and documents)',
          consumes: ['multipart/form-data'],
          bodyDoc: multipartBody(
            {
              centreName: z.string(),
              ownerName: z.string(),
              email: z.string(),
              phone: z.string(),
              address: z.string(),
              district: z.string(),
              state: z.string(),
              courses: z.string().meta({ description: 'course codes, comma-separated' }),
            },
            fileParts,
          ),
          response: { 201: centreApplicationCreatedSchema, ...formErrors },
        },
      },
      async (request, reply) => {
        const form = await readMultipart(
          request,
          CENTRE_APPLICATION_FILE_FIELDS,
          CENTRE_APPLICATION_FILE_LABELS,
          CENTRE_APPLICATION_FILE_FIELDS.length,
        );
        return reply.status(201).send(await service.apply(form));
      },
    );

    app.post(
      '/centre-applications/more/view',
      {
        config: { rateLimit: CENTRE_APPLICATION_RATE_LIMIT },
        schema: {
          tags,
          summary: "What head office asked for, read with the applicant's link",
          body: centreApplicationTokenBodySchema,
          response: {
            200: centreApplicationMoreViewSchema,
            400: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request) => service.moreView(request.body.token),
    );

    app.post(
      '/centre-applications/more',
      {
        config: { rateLimit: CENTRE_APPLICATION_RATE_LIMIT },
        schema: {
          tags,
          summary: 'The applicant adds what was asked (multipart: token, note, files), once',
          consumes: ['multipart/form-data'],
          bodyDoc: multipartBody({ token: z.string(), note: z.string().optional() }, fileParts),
          response: { 200: z.object({ message: z.string() }), ...formErrors },
        },
      },
      async (request) =>
        service.addMore(
          await readMultipart(
            request,
            CENTRE_APPLICATION_FILE_FIELDS,
            CENTRE_APPLICATION_FILE_LABELS,
            CENTRE_APPLICATION_FILE_FIELDS.length,
          ),
        ),
    );
  };
}

const params = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
const fileParams = params.extend({
  field: z.enum(CENTRE_APPLICATION_FILE_FIELDS, { error: 'No such file' }),
});
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** onRequest: head office only, answered before the body is read or validated. */
async function headOfficeOnly(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthenticated();
  if (request.user.role !== 'head_office')
    throw forbidden(CENTRE_APPLICATION_MESSAGES.headOfficeOnly);
}

/** Under /api/dashboard: head office reviews the applications. */
export function centreApplicationReviewRoutes(
  service: CentreApplicationsService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', headOfficeOnly);
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/centre-applications',
      {
        schema: {
          tags,
          summary: 'Applications to open a centre, newest first (head office)',
          querystring: centreApplicationListQuerySchema,
          response: {
            200: z.array(centreApplicationListItemSchema),
            400: apiErrorSchema,
            ...errors,
          },
        },
      },
      async (request) => service.list(request.user!, request.query),
    );

    app.get(
      '/centre-applications/:id',
      {
        schema: {
          tags,
          summary: 'One application with its files, courses and checklist',
          params,
          response: { 200: centreApplicationDetailSchema, ...errors },
        },
      },
      async (request) => service.get(request.user!, request.params.id),
    );

    app.get(
      '/centre-applications/:id/files/:field',
      {
        schema: {
          tags,
          summary: 'A photo or document of the application',
          params: fileParams,
          fileAnswer: 'application/octet-stream',
        },
      },
      async (request, reply) => {
        const { file, stream } = await service.file(
          request.user!,
          request.params.id,
          request.params.field,
        );
        return reply
          .header('cache-control', 'private, max-age=300')
          .header(
            'content-disposition',
            `inline; filename="${request.params.field}.${extensionOf(file.content_type)}"`,
          )
          .type(file.content_type)
          .send(stream);
      },
    );

    app.put(
      '/centre-applications/:id/checklist',
      {
        schema: {
          tags,
          summary: 'Tick or untick items of the review checklist',
          params,
          body: centreChecklistBodySchema,
          response: {
            200: centreApplicationDetailSchema,
            400: apiErrorSchema,
            409: apiErrorSchema,
            ...errors,
          },
        },
      },
      async (request) =>
        service.setChecklist(request.user!, request.params.id, request.body.checklist),
    );

    app.post(
      '/centre-applications/:id/request-more',
      {
        schema: {
          tags,
          summary: 'Ask the applicant for more: they get a message and a link to add it',
          params,
          body: centreRequestMoreBodySchema,
          response: {
            200: centreApplicationDetailSchema,
            400: apiErrorSchema,
            409: apiErrorSchema,
            ...errors,
          },
        },
      },
      async (request) =>
        service.requestMore(request.user!, request.params.id, request.body.message),
    );

    app.post(
      '/centre-applications/:id/refuse',
      {
        schema: {
          tags,
          summary: 'Refuse with a reason (the applicant is told)',
          params,
          body: centreRefuseBodySchema,
          response: {
            200: centreApplicationDetailSchema,
            400: apiErrorSchema,
            409: apiErrorSchema,
            ...errors,
          },
        },
      },
      async (request) => service.refuse(request.user!, request.params.id, request.body.reason),
    );

    app.post(
      '/centre-applications/:id/approve',
      {
        schema: {
          tags,
          summary:
            "Approve (once): creates the centre with this code, its affiliation and its manager's account",
          params,
          body: centreApproveBodySchema,
          response: {
            200: centreApplicationDetailSchema,
            400: apiErrorSchema,
            409: apiErrorSchema,
            ...errors,
          },
        },
      },
      async (request) => service.approve(request.user!, request.params.id, request.body.code),
    );
  };
}
