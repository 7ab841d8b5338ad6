import { createEnquirySchema, enquiryCreatedSchema } from '@institute/shared/content/enquiry';
import { apiErrorSchema } from '@institute/shared/api-error-schema';
import {
  enquiryListItemSchema,
  enquiryListQuerySchema,
} from '@institute/shared/content/enquiry-list';
import { TOTAL_COUNT_HEADER } from '@institute/shared/student';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createEnquiriesRepository } from './enquiries.repository';
import { createEnquiry, listEnquiries } from './enquiries.service';

/** Per client address: generous for a person, tight for a script. */
export const ENQUIRY_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;

export const enquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createEnquiriesRepository(app.db);

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

/** Under /api/dashboard (staff only): the enquiries staff follow up. */
export const enquiryListRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createEnquiriesRepository(app.db);
  app.get(
    '/enquiries',
    {
      schema: {
        tags: ['enquiries'],
        summary: 'Course enquiries, newest first (head office: all; centre staff: their centre’s)',
        querystring: enquiryListQuerySchema,
        response: { 200: z.array(enquiryListItemSchema), 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { items, total } = await listEnquiries(repository, request.user!, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total)).header('cache-control', 'private, no-store');
      return items;
    },
  );
};
