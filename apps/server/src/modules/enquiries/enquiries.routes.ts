import { createEnquirySchema, enquiryCreatedSchema } from '@institute/shared/content/enquiry';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createEnquiriesRepository } from './enquiries.repository';
import { createEnquiry } from './enquiries.service';

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
