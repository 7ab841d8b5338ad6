import { apiErrorSchema } from '@institute/shared/api-error-schema';
import {
  CREDENTIAL_FORMATS,
  credentialCheckInputSchema,
  credentialCheckSchema,
  credentialKeySchema,
  studentCredentialSchema,
} from '@institute/shared/credentials';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CredentialsService } from './credentials.service';

const tags = ['credentials'];
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const numberParam = z.string().trim().min(1).max(30);
const formatQuery = z.object({ format: z.enum(CREDENTIAL_FORMATS).default('jwt') });

/** Per client address, as the certificate verification: enough for people, too few to walk. */
const CHECK_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

const sendFile = (
  reply: FastifyReply,
  file: { fileName: string; type: string; body: string },
  cache: string,
) =>
  reply
    .header('cache-control', cache)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .type(file.type)
    .send(file.body);

/** At the site's root: the issuer's DID document and the same keys as a JWK Set. */
export function credentialWellKnownRoutes(credentials: CredentialsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/.well-known/did.json',
      {
        schema: {
          tags,
          summary: 'The DID document of the credentials’ issuer (did:web): every signing key',
          fileAnswer: 'application/did+json',
          errorAnswers: [404],
        },
      },
      async (_request, reply) =>
        reply
          .header('cache-control', 'public, max-age=300')
          .header('access-control-allow-origin', '*')
          .type('application/did+json')
          .send(JSON.stringify(await credentials.didDocument())),
    );
    app.get(
      '/.well-known/jwks.json',
      {
        schema: {
          tags,
          summary: 'The credentials’ signing keys as a JWK Set (kid: the verification method)',
          fileAnswer: 'application/jwk-set+json',
          errorAnswers: [404],
        },
      },
      async (_request, reply) =>
        reply
          .header('cache-control', 'public, max-age=300')
          .header('access-control-allow-origin', '*')
          .type('application/jwk-set+json')
          .send(JSON.stringify(await credentials.jwks())),
    );
  };
}

/** Under /api: status lists, the shared credential and the check anyone can run. */
export function credentialPublicRoutes(credentials: CredentialsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/credentials/status/:list',
      {
        schema: {
          tags,
          summary:
            'A Bitstring Status List credential (VC-JWT): the entries of revoked or replaced certificates are set',
          params: z.object({ list: z.coerce.number().int().min(1).max(100_000) }),
        },
      },
      async (request, reply) =>
        reply
          .header('cache-control', 'public, max-age=300')
          .header('access-control-allow-origin', '*')
          .type('application/vc+jwt')
          .send(await credentials.statusList(request.params.list)),
    );

    app.get(
      '/credentials/:number',
      {
        config: { rateLimit: CHECK_RATE_LIMIT },
        schema: {
          tags,
          summary:
            'The signed credential of a certificate, for whoever holds its verification code (the link a student shares)',
          params: z.object({ number: numberParam }),
          querystring: formatQuery.extend({ code: z.string().max(40).optional() }),
          response: { 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { jwt, number } = await credentials.shared(request.params.number, request.query.code);
        return sendFile(reply, credentials.asFile(number, jwt, request.query.format), 'no-store');
      },
    );

    app.get(
      '/credentials/:number/check',
      {
        config: { rateLimit: CHECK_RATE_LIMIT },
        schema: {
          tags,
          summary:
            'Checks the signed credential of a certificate (with its verification code): signature and status',
          params: z.object({ number: numberParam }),
          querystring: z.object({ code: z.string().max(40).optional() }),
          response: { 200: credentialCheckSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { jwt } = await credentials.shared(request.params.number, request.query.code);
        return credentials.check(jwt);
      },
    );

    app.post(
      '/credentials/check',
      {
        config: { rateLimit: CHECK_RATE_LIMIT },
        bodyLimit: 256 * 1024,
        schema: {
          tags,
          summary:
            'Checks a credential someone was given (JWT, enveloped JSON or baked SVG): signature with the published key, then status',
          body: credentialCheckInputSchema,
          response: { 200: credentialCheckSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return credentials.check(request.body.credential);
      },
    );
  };
}

/** Under /api/dashboard: a student's downloads, and head office's signing keys. */
export function credentialDashboardRoutes(credentials: CredentialsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/student/:registrationNumber/credentials',
      {
        config: { access: 'staff-or-own-student' },
        schema: {
          tags,
          summary:
            "A student's signed credentials, with the verification link to share (staff of the centre, head office, or the student)",
          params: z.object({ registrationNumber: z.string().min(1).max(100) }),
          response: { 200: z.array(studentCredentialSchema), ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return credentials.studentCredentials(request.user!, request.params.registrationNumber);
      },
    );

    app.get(
      '/student/:registrationNumber/credentials/:number',
      {
        config: { access: 'staff-or-own-student' },
        schema: {
          tags,
          summary:
            "A student's signed credential: the JWT, its JSON (an enveloped credential) or a badge SVG with it baked in",
          params: z.object({
            registrationNumber: z.string().min(1).max(100),
            number: numberParam,
          }),
          querystring: formatQuery,
          response: errors,
        },
      },
      async (request, reply) =>
        sendFile(
          reply,
          await credentials.download(
            request.user!,
            request.params.registrationNumber,
            request.params.number,
            request.query.format,
          ),
          'private, no-store',
        ),
    );

    app.get(
      '/credentials/keys',
      {
        schema: {
          tags,
          summary: 'The credential signing keys, the newest signing (head office)',
          response: { 200: z.array(credentialKeySchema), ...errors },
        },
      },
      async (request) => credentials.keys(request.user!),
    );

    app.post(
      '/credentials/keys/rotate',
      {
        schema: {
          tags,
          summary:
            'A new signing key (head office); the older keys stay published so their credentials still verify',
          response: { 200: z.array(credentialKeySchema), ...errors },
        },
      },
      async (request) => credentials.rotate(request.user!),
    );
  };
}
