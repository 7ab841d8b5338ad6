import {
  AFFILIATION_MESSAGES,
  affiliationInputSchema,
  affiliationSchema,
  centreSearchAnswerSchema,
  centreSearchQuerySchema,
  renewalFeeInputSchema,
  renewInputSchema,
} from '@institute/shared/affiliation';
import { apiErrorSchema } from '@institute/shared/api-error-schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, unauthenticated } from '../../lib/access';
import { documentLanguageQuery } from '../../lib/document-labels';
import type { AffiliationService } from './affiliation.service';

const centreParams = z.object({
  centreId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const writeErrors = { 400: apiErrorSchema, 409: apiErrorSchema, ...errors };
const tags = ['affiliation'];

/** Per client address: plenty for a person checking centres, too few to walk every code. */
const VERIFY_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

async function headOfficeOnly(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthenticated();
  if (request.user.role !== 'head_office') throw forbidden(AFFILIATION_MESSAGES.headOfficeOnly);
}

/**
 * onRequest of a renewal: head office, or the staff of the centre named in the address, answered
 * before the body is read (another centre's staff learn nothing from a 400).
 */
async function ownCentreOrHeadOffice(request: FastifyRequest): Promise<void> {
  const user = request.user;
  if (!user) throw unauthenticated();
  if (user.role === 'head_office') return;
  const { centreId } = request.params as { centreId?: string };
  if (user.role !== 'centre_staff' || String(user.centreId) !== centreId) throw forbidden();
}

/** Under /api/dashboard: a centre's affiliation (staff: their own), renewal, the certificate. */
export function affiliationRoutes(affiliation: AffiliationService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/affiliations/mine',
      {
        schema: {
          tags,
          summary:
            "The signed-in staff member's centre's affiliation, with why it cannot admit or request certificates (null for head office)",
          response: { 200: affiliationSchema.nullable(), ...errors },
        },
      },
      async (request) => affiliation.mine(request.user!),
    );

    app.get(
      '/affiliations/:centreId',
      {
        schema: {
          tags,
          summary: "A centre's affiliation period, courses and renewals (staff: their own centre)",
          params: centreParams,
          response: { 200: affiliationSchema, ...errors },
        },
      },
      async (request) => affiliation.get(request.user!, request.params.centreId),
    );

    app.put(
      '/affiliations/:centreId',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags,
          summary: "Set a centre's affiliation period and authorised courses (head office)",
          params: centreParams,
          body: affiliationInputSchema,
          response: { 200: affiliationSchema, ...writeErrors },
        },
      },
      async (request) => affiliation.save(request.user!, request.params.centreId, request.body),
    );

    app.post(
      '/affiliations/:centreId/renew',
      {
        onRequest: ownCentreOrHeadOffice,
        schema: {
          tags,
          summary:
            "Renew a centre's affiliation for a year (head office, or the centre's staff); the renewal fee is debited from the centre's wallet",
          description:
            'currentUntil is the end the renewal extends (as last read): when the end has moved meanwhile (another renewal), nothing is renewed or charged (409).',
          params: centreParams,
          body: renewInputSchema,
          response: { 200: affiliationSchema, ...writeErrors },
        },
      },
      async (request) =>
        affiliation.renew(request.user!, request.params.centreId, request.body.currentUntil),
    );

    app.put(
      '/affiliation-settings/renewal-fee',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags,
          summary: 'Set the renewal fee, in paise (head office)',
          body: renewalFeeInputSchema,
          response: { 200: renewalFeeInputSchema, ...writeErrors },
        },
      },
      async (request) => affiliation.setRenewalFee(request.user!, request.body.feePaise),
    );

    app.get(
      '/affiliations/:centreId/certificate',
      {
        schema: {
          tags,
          summary:
            "The centre's certificate of authorisation (PDF): code, courses, period and a QR code to its public page",
          params: centreParams,
          querystring: documentLanguageQuery,
        },
      },
      async (request, reply) => {
        const data = await affiliation.certificate(request.user!, request.params.centreId);
        const lang = await request.server.documentLanguage(request.query.lang);
        const origin = `${request.protocol}://${request.host}`;
        const { renderAffiliationPdf } = await import('./affiliation.pdf');
        const bytes = await renderAffiliationPdf(
          data,
          `${origin}/verify-centre?code=${encodeURIComponent(data.centreCode)}`,
          lang,
        );
        return reply
          .header(
            'content-disposition',
            `attachment; filename="affiliation-${data.centreCode}.pdf"`,
          )
          .type('application/pdf')
          .send(Buffer.from(bytes));
      },
    );
  };
}

/** Public: anyone may check a centre by its code, or list the centres of a state and district. */
export function centreVerifyRoutes(affiliation: AffiliationService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/centres/verify',
      {
        config: { rateLimit: VERIFY_RATE_LIMIT },
        schema: {
          tags,
          summary:
            'Verify a centre: by code, or the centres of a state (and district); name, address, authorised courses, valid until and status, never a person’s details',
          querystring: centreSearchQuerySchema,
          response: {
            200: centreSearchAnswerSchema,
            400: apiErrorSchema,
            404: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return affiliation.search(request.query);
      },
    );
  };
}
