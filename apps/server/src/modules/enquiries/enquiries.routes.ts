import { instituteDate } from '../../lib/time';
import { createEnquirySchema, enquiryCreatedSchema } from '@institute/shared/content/enquiry';
import { apiErrorSchema } from '@institute/shared/api-error-schema';
import {
  ENQUIRY_MESSAGES,
  enquiryAssignBodySchema,
  enquiryDetailSchema,
  enquiryFilterSchema,
  enquiryListItemSchema,
  enquiryListQuerySchema,
  enquiryNoteBodySchema,
  enquiryStatusBodySchema,
} from '@institute/shared/content/enquiry-list';
import { TOTAL_COUNT_HEADER } from '@institute/shared/student';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { forbidden, unauthenticated } from '../../lib/access';
import type { EnquiriesRepository } from './enquiries.repository';
import { createEnquiry, ENQUIRY_EXPORT_HEADER, type EnquiriesService } from './enquiries.service';

/** Per client address: generous for a person, tight for a script. */
export const ENQUIRY_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;

/** The routes of the module, given its repository (wired in src/composition.ts). */
export const enquiriesRoutes =
  (repository: EnquiriesRepository): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/enquiries',
      {
        config: { rateLimit: ENQUIRY_RATE_LIMIT },
        schema: {
          tags: ['enquiries'],
          summary:
            "A visitor's enquiry: the contact form, 'Buy Now' on a course or 'Check Out' on a plan",
          body: createEnquirySchema,
          response: { 201: enquiryCreatedSchema },
        },
      },
      async (request, reply) => {
        const created = await createEnquiry(repository, request.body);
        return reply.status(201).send(created);
      },
    );
  };

const params = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['enquiries'];

/** onRequest: head office only, answered before the body is read or validated. */
async function headOfficeOnly(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthenticated();
  if (request.user.role !== 'head_office') throw forbidden(ENQUIRY_MESSAGES.headOfficeOnly);
}

/**
 * Under /api/dashboard (staff only): Course Enquiry. Head office sees every enquiry and assigns
 * each to a centre; centre staff see, follow up (status, notes) and export their centre's.
 */
export function enquiryListRoutes(enquiries: EnquiriesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/enquiries',
      {
        schema: {
          tags,
          summary:
            'Course enquiries, newest first (head office: all; centre staff: their centre’s)',
          querystring: enquiryListQuerySchema,
          response: { 200: z.array(enquiryListItemSchema), 400: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { items, total } = await enquiries.list(request.user!, request.query);
        reply.header(TOTAL_COUNT_HEADER, String(total));
        return items;
      },
    );

    app.get(
      '/enquiries/export.csv',
      {
        schema: {
          tags,
          summary: 'The enquiries of the current filters as CSV',
          fileAnswer: 'text/csv',
          querystring: enquiryFilterSchema,
        },
      },
      async (request, reply) => {
        const lines = enquiries.exportCsv(request.user!, request.query);
        async function* csv() {
          yield `\uFEFF${ENQUIRY_EXPORT_HEADER.join(',')}\r\n`;
          yield* lines;
        }
        return reply
          .header('content-disposition', `attachment; filename="enquiries-${instituteDate()}.csv"`)
          .type('text/csv; charset=utf-8')
          .send(Readable.from(csv()));
      },
    );

    app.get(
      '/enquiries/:id',
      {
        schema: {
          tags,
          summary: 'One enquiry with its notes, newest first',
          params,
          response: { 200: enquiryDetailSchema, ...errors },
        },
      },
      async (request) => enquiries.get(request.user!, request.params.id),
    );

    app.put(
      '/enquiries/:id/status',
      {
        schema: {
          tags,
          summary: 'Set the status: new, contacted, converted or closed',
          params,
          body: enquiryStatusBodySchema,
          response: { 200: enquiryDetailSchema, 400: apiErrorSchema, ...errors },
        },
      },
      async (request) => enquiries.setStatus(request.user!, request.params.id, request.body.status),
    );

    app.post(
      '/enquiries/:id/notes',
      {
        schema: {
          tags,
          summary: 'Add a note (kept with who wrote it and when)',
          params,
          body: enquiryNoteBodySchema,
          response: { 201: enquiryDetailSchema, 400: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await enquiries.addNote(request.user!, request.params.id, request.body.text)),
    );

    app.put(
      '/enquiries/:id/centre',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags,
          summary: 'Assign to a centre, or null for none (head office)',
          params,
          body: enquiryAssignBodySchema,
          response: { 200: enquiryDetailSchema, 400: apiErrorSchema, ...errors },
        },
      },
      async (request) => enquiries.assign(request.user!, request.params.id, request.body.centreId),
    );
  };
}
