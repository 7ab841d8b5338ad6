import { apiErrorSchema } from '@institute/shared/api-error-schema';
import {
  centreMessageFormSchema,
  inboxQuerySchema,
  inboxSchema,
  sentMessageSchema,
  unreadCountSchema,
} from '@institute/shared/centre-messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthenticated } from '../../lib/access';
import type { CentreMessagesService } from './centre-messages.service';

const messageParams = z.object({
  messageId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['centre-messages'];

/** Centre messages: head office writes and follows them; centre staff read and mark them. */
export function centreMessageRoutes(messages: CentreMessagesService): FastifyPluginAsyncZod {
  // onRequest: the role is checked before the body is read or validated.
  const headOfficeOnly = async (request: FastifyRequest) => {
    if (!request.user) throw unauthenticated();
    messages.requireHeadOffice(request.user);
  };
  const centreStaffOnly = async (request: FastifyRequest) => {
    if (!request.user) throw unauthenticated();
    messages.readerCentre(request.user);
  };

  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.post(
      '/centre-messages',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags,
          summary: 'Write a message to every centre or to chosen centres (head office)',
          body: centreMessageFormSchema,
          response: { 201: z.object({ id: z.number() }), 400: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await messages.send(request.user!, request.body)),
    );

    app.get(
      '/centre-messages/sent',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags,
          summary: 'The messages head office sent, newest first, with how far they were read',
          querystring: inboxQuerySchema,
          response: {
            200: z.object({
              items: z.array(sentMessageSchema),
              total: z.number(),
              page: z.number(),
              pageSize: z.number(),
            }),
            ...errors,
          },
        },
      },
      async (request) => messages.sent(request.user!, request.query.page),
    );

    app.get(
      '/centre-messages/inbox',
      {
        onRequest: centreStaffOnly,
        schema: {
          tags,
          summary: "The messages to the staff member's centre, newest first, with their read state",
          querystring: inboxQuerySchema,
          response: { 200: inboxSchema, ...errors },
        },
      },
      async (request) => messages.inbox(request.user!, request.query.page),
    );

    app.get(
      '/centre-messages/unread-count',
      {
        schema: {
          tags,
          summary: 'How many messages the staff member has not read (head office: 0)',
          response: { 200: unreadCountSchema, ...errors },
        },
      },
      async (request) => messages.unreadCount(request.user!),
    );

    app.post(
      '/centre-messages/:messageId/read',
      {
        onRequest: centreStaffOnly,
        schema: {
          tags,
          summary: 'Mark a message read (for this staff member)',
          params: messageParams,
          response: { 200: z.object({ readAt: z.string() }), ...errors },
        },
      },
      async (request) => messages.markRead(request.user!, request.params.messageId),
    );

    app.post(
      '/centre-messages/read-all',
      {
        onRequest: centreStaffOnly,
        schema: {
          tags,
          summary: "Mark every message to the staff member's centre read (for them)",
          response: { 200: z.object({ marked: z.number() }), ...errors },
        },
      },
      async (request) => messages.markAllRead(request.user!),
    );
  };
}
