import { apiErrorSchema } from '@institute/shared/api-error-schema';
import {
  CENTRE_MESSAGES,
  centreAdminItemSchema,
  centreFormSchema,
  resetPasswordSchema,
  staffCreateSchema,
  staffItemSchema,
} from '@institute/shared/centres';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, unauthenticated } from '../../lib/access';
import type { CentresService } from './centres.service';

const centreParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
const staffParams = z.object({
  userId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const writeErrors = { 400: apiErrorSchema, 409: apiErrorSchema, ...errors };
const tags = ['centres'];

/** onRequest of every write: head office only, answered before the body is read or validated. */
async function headOfficeOnly(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthenticated();
  if (request.user.role !== 'head_office') throw forbidden(CENTRE_MESSAGES.headOfficeOnly);
}

/**
 * onRequest of the account writes: head office, or a centre's staff for their own centre's
 * teachers (the service checks which account; decision 0069).
 */
async function managersOnly(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthenticated();
  if (request.user.role !== 'head_office' && request.user.role !== 'centre_staff')
    throw forbidden(CENTRE_MESSAGES.headOfficeOnly);
}

/**
 * Head office manages centres and staff accounts; centre staff may read their own centre, and
 * create and manage its teachers' accounts.
 */
export function centreAdminRoutes(centres: CentresService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.delete(
      '/centre-admin/demo-data',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags,
          summary:
            'Remove the demo centre, its demo staff account and demo student (head office; the first-day checklist)',
          response: { 200: z.object({ message: z.string() }), ...writeErrors },
        },
      },
      async (request) => centres.removeDemoData(request.user!, request.ip),
    );

    app.get(
      '/centre-admin/centres',
      {
        schema: {
          tags,
          summary: 'Centres with contact details and staff count (staff: their own centre)',
          response: { 200: z.array(centreAdminItemSchema), ...errors },
        },
      },
      async (request) => centres.listCentres(request.user!),
    );

    app.post(
      '/centre-admin/centres',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags,
          summary: 'Create a centre (head office)',
          body: centreFormSchema,
          response: { 201: centreAdminItemSchema, ...writeErrors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await centres.createCentre(request.user!, request.body)),
    );

    app.get(
      '/centre-admin/centres/:id',
      {
        schema: {
          tags,
          summary: 'One centre (staff: their own centre only)',
          params: centreParams,
          response: { 200: centreAdminItemSchema, ...errors },
        },
      },
      async (request) => centres.getCentre(request.user!, request.params.id),
    );

    app.put(
      '/centre-admin/centres/:id',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags,
          summary: 'Edit a centre (head office)',
          params: centreParams,
          body: centreFormSchema,
          response: { 200: centreAdminItemSchema, ...writeErrors },
        },
      },
      async (request) => centres.updateCentre(request.user!, request.params.id, request.body),
    );

    app.post(
      '/centre-admin/centres/:id/suspend',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags,
          summary: "Suspend a centre (head office); its staff's sessions are revoked",
          params: centreParams,
          response: { 200: centreAdminItemSchema, ...writeErrors },
        },
      },
      async (request) => centres.suspendCentre(request.user!, request.params.id),
    );

    app.post(
      '/centre-admin/centres/:id/activate',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags,
          summary: 'Activate a suspended centre (head office)',
          params: centreParams,
          response: { 200: centreAdminItemSchema, ...writeErrors },
        },
      },
      async (request) => centres.activateCentre(request.user!, request.params.id),
    );

    app.get(
      '/centre-admin/centres/:id/staff',
      {
        schema: {
          tags,
          summary: "A centre's staff accounts (staff: their own centre only)",
          params: centreParams,
          response: { 200: z.array(staffItemSchema), ...errors },
        },
      },
      async (request) => centres.listStaff(request.user!, request.params.id),
    );

    app.post(
      '/centre-admin/centres/:id/staff',
      {
        onRequest: managersOnly,
        schema: {
          tags,
          summary:
            "Create a staff account for the centre (head office), or a teacher's (head office or the centre's staff)",
          params: centreParams,
          body: staffCreateSchema,
          response: { 201: staffItemSchema, ...writeErrors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await centres.createStaff(request.user!, request.params.id, request.body)),
    );

    app.post(
      '/centre-admin/staff/:userId/reset-password',
      {
        onRequest: managersOnly,
        schema: {
          tags,
          summary:
            "Set a staff member's password (head office; a centre's staff for its teachers); their sessions are revoked",
          params: staffParams,
          body: resetPasswordSchema,
          response: { 200: z.object({ message: z.string() }), ...writeErrors },
        },
      },
      async (request) =>
        centres.resetPassword(request.user!, request.params.userId, request.body.password),
    );

    app.post(
      '/centre-admin/staff/:userId/deactivate',
      {
        onRequest: managersOnly,
        schema: {
          tags,
          summary:
            "Deactivate a staff account (head office; a centre's staff for its teachers); their sessions are revoked",
          params: staffParams,
          response: { 200: staffItemSchema, ...writeErrors },
        },
      },
      async (request) => centres.deactivateStaff(request.user!, request.params.userId),
    );

    app.post(
      '/centre-admin/staff/:userId/activate',
      {
        onRequest: managersOnly,
        schema: {
          tags,
          summary: "Activate a staff account (head office; a centre's staff for its teachers)",
          params: staffParams,
          response: { 200: staffItemSchema, ...writeErrors },
        },
      },
      async (request) => centres.activateStaff(request.user!, request.params.userId),
    );
  };
}
