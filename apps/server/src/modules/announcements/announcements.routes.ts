import {
  announcementDetailQuerySchema,
  announcementDetailSchema,
  announcementFormSchema,
  announcementListSchema,
  announcementOptionsSchema,
  announcementPreviewInputSchema,
  announcementPreviewSchema,
} from '@institute/shared/announcements';
import { apiErrorSchema } from '@institute/shared/api-error-schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthenticated } from '../../lib/access';
import type { AnnouncementsService } from './announcements.service';

const params = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['announcements'];

/** Announcements to students: head office and centre staff (not teachers; decision 0086). */
export function announcementRoutes(announcements: AnnouncementsService): FastifyPluginAsyncZod {
  // onRequest: the role is checked before the body is read or validated.
  const senders = async (request: FastifyRequest) => {
    if (!request.user) throw unauthenticated();
    announcements.requireSender(request.user);
  };

  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/announcements',
      {
        onRequest: senders,
        schema: {
          tags,
          summary: 'The announcements sent or scheduled (a centre: its own), newest first',
          response: { 200: announcementListSchema, ...errors },
        },
      },
      async (request) => announcements.list(request.user!),
    );

    app.get(
      '/announcements/options',
      {
        onRequest: senders,
        schema: {
          tags,
          summary: 'The audiences, centres, courses and batches the sender may address',
          response: { 200: announcementOptionsSchema, ...errors },
        },
      },
      async (request) => announcements.options(request.user!),
    );

    app.post(
      '/announcements/preview',
      {
        onRequest: senders,
        schema: {
          tags,
          summary: 'How many people and channels an announcement reaches, and its two languages',
          body: announcementPreviewInputSchema,
          response: { 200: announcementPreviewSchema, 400: apiErrorSchema, ...errors },
        },
      },
      async (request) => announcements.preview(request.user!, request.body),
    );

    app.post(
      '/announcements',
      {
        onRequest: senders,
        schema: {
          tags,
          summary: 'Send an announcement now or at a time in India',
          body: announcementFormSchema,
          response: { 201: z.object({ id: z.number() }), 400: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await announcements.create(request.user!, request.body, request.ip)),
    );

    app.get(
      '/announcements/:id',
      {
        onRequest: senders,
        schema: {
          tags,
          summary: 'An announcement with its totals and a page of its recipients’ statuses',
          params,
          querystring: announcementDetailQuerySchema,
          response: { 200: announcementDetailSchema, ...errors },
        },
      },
      async (request) => announcements.detail(request.user!, request.params.id, request.query.page),
    );

    app.post(
      '/announcements/:id/cancel',
      {
        onRequest: senders,
        schema: {
          tags,
          summary: 'Cancel a scheduled announcement that has not started',
          params,
          response: { 204: z.null(), 409: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) => {
        await announcements.cancel(request.user!, request.params.id, request.ip);
        return reply.status(204).send(null);
      },
    );
  };
}
