import { apiErrorSchema } from '@institute/shared/api-error-schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentLanguageQuery } from '../../lib/document-labels';
import type { IdCardsService } from './id-cards.service';

// Student identity cards (issue 38 point 5, decision 0081).

const id = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
const tags = ['id-cards'];
const VERIFY_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
const sheetQuery = documentLanguageQuery.extend({
  perPage: z
    .enum(['8', '10'], { error: 'Cards per page must be 8 or 10.' })
    .optional()
    .transform((value) => (value === '8' ? 8 : 10) as 8 | 10),
});

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

function sendPdf(reply: FastifyReply, bytes: Uint8Array, filename: string) {
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .type('application/pdf')
    .send(Buffer.from(bytes));
}

const safe = (text: string) => text.replace(/[^A-Za-z0-9._-]+/g, '-');

/** Under /api/dashboard: a student's card, and sheets of cards for a batch or a course. */
export function idCardRoutes(cards: IdCardsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/student/:registrationNumber/id-card',
      {
        config: { access: 'staff-or-own-student' },
        schema: {
          tags,
          summary:
            "A student's identity card (PDF, CR80 size): staff of the student's centre, head office, or the student",
          params: z.object({ registrationNumber: z.string().min(1).max(100) }),
          querystring: documentLanguageQuery,
          response: errors,
        },
      },
      async (request, reply) => {
        const card = await cards.single(request.user!, request.params.registrationNumber);
        const lang = await request.server.documentLanguage(request.query.lang);
        const { idCardPdf } = await import('./id-cards.pdf');
        const bytes = await idCardPdf(card, originOf(request), lang);
        return sendPdf(reply, bytes, `id-card-${safe(card.registrationNumber)}.pdf`);
      },
    );

    app.get(
      '/batches/:id/id-cards',
      {
        // The batch's teacher too (decision 0069), as for its register.
        config: { teachers: true },
        schema: {
          tags,
          summary:
            "The identity cards of a batch's students on A4 sheets for cutting (10 a page, or 8 with gaps)",
          params: z.object({ id }),
          querystring: sheetQuery,
          response: errors,
        },
      },
      async (request, reply) => {
        const list = await cards.ofBatch(request.user!, request.params.id);
        const lang = await request.server.documentLanguage(request.query.lang);
        const { idCardSheetsPdf } = await import('./id-cards.pdf');
        const bytes = await idCardSheetsPdf(
          list,
          originOf(request),
          lang,
          `Identity cards, batch ${request.params.id}`,
          request.query.perPage,
        );
        return sendPdf(reply, bytes, `id-cards-batch-${request.params.id}.pdf`);
      },
    );

    app.get(
      '/courses/:course/id-cards',
      {
        schema: {
          tags,
          summary:
            "The identity cards of a course's students at a centre on A4 sheets for cutting (head office names the centre)",
          params: z.object({ course: z.string().trim().min(1).max(50) }),
          querystring: sheetQuery.extend({ centreId: id.optional() }),
          response: errors,
        },
      },
      async (request, reply) => {
        const list = await cards.ofCourse(
          request.user!,
          request.params.course,
          request.query.centreId,
        );
        const lang = await request.server.documentLanguage(request.query.lang);
        const { idCardSheetsPdf } = await import('./id-cards.pdf');
        const bytes = await idCardSheetsPdf(
          list,
          originOf(request),
          lang,
          `Identity cards, ${request.params.course}`,
          request.query.perPage,
        );
        return sendPdf(reply, bytes, `id-cards-${safe(request.params.course)}.pdf`);
      },
    );
  };
}

const verificationSchema = z.object({
  status: z.enum(['valid', 'expired', 'withdrawn']),
  message: z.string(),
  name: z.string(),
  registrationNumber: z.string(),
  course: z.string(),
  batch: z.string().nullable(),
  centre: z.string(),
  centreCode: z.string(),
  validUntil: z.string(),
});

/** Public: the check a card's QR code leads to (rate limited like certificate verification). */
export function idCardVerifyRoutes(cards: IdCardsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/id-cards/verify/:registrationNumber',
      {
        config: { rateLimit: VERIFY_RATE_LIMIT },
        schema: {
          tags,
          summary:
            "Verify a student's identity card by its registration number and the code its QR code carries: name, course, batch, centre, validity (English, or Hindi with lang=hi)",
          params: z.object({ registrationNumber: z.string().min(1).max(100) }),
          querystring: z.object({
            code: z.string().trim().min(1, 'The code printed on the card is required.').max(40),
            lang: z.enum(['en', 'hi'], { error: "Language must be 'en' or 'hi'." }).optional(),
          }),
          response: {
            200: verificationSchema,
            400: apiErrorSchema,
            404: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return cards.verify(
          request.params.registrationNumber,
          request.query.code,
          request.query.lang ?? 'en',
        );
      },
    );
  };
}
