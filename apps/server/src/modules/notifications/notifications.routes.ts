import { apiErrorSchema } from '@institute/shared/api-error-schema';
import { ERROR_CODES } from '@institute/shared/api-error';
import {
  channelOrderFormSchema,
  channelOrderSchema,
  deliveryListSchema,
  deliveryQuerySchema,
  LOCALES,
  NOTIFICATION_MESSAGES,
  TEMPLATE_MESSAGES,
  templateFormSchema,
  templateItemSchema,
  templatePreviewSchema,
} from '@institute/shared/notifications';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, unauthenticated } from '../../lib/access';
import { AppError, notFound } from '../../lib/errors';
import type { NotificationsService } from './notifications.service';

async function headOfficeOnly(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthenticated();
  if (request.user.role !== 'head_office') throw forbidden(NOTIFICATION_MESSAGES.headOfficeOnly);
}

/** Head office: the delivery log of e-mails and SMS, and sending a failed one again. */
export function notificationRoutes(notifications: NotificationsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/notifications',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags: ['notifications'],
          summary: 'Delivery log: the latest messages, their status and attempts',
          querystring: deliveryQuerySchema,
          response: { 200: deliveryListSchema, 401: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return notifications.list(request.user!, request.query);
      },
    );

    const templateParams = z.object({
      kind: z.string().regex(/^[a-z-]{1,60}$/),
      locale: z.enum(LOCALES),
    });
    const templateErrors = {
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
    };

    app.get(
      '/notifications/templates',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags: ['notifications'],
          summary: 'Every e-mail in English and Hindi, built-in or edited by head office',
          response: { 200: z.array(templateItemSchema), 401: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return notifications.templates(request.user!);
      },
    );

    app.post(
      '/notifications/templates/:kind/:locale/preview',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags: ['notifications'],
          summary: 'The e-mail as it would read with this wording, with made-up values',
          params: templateParams,
          body: templateFormSchema,
          response: { 200: templatePreviewSchema, ...templateErrors },
        },
      },
      async (request) =>
        notifications.preview(
          request.user!,
          request.params.kind,
          request.params.locale,
          request.body,
        ),
    );

    app.put(
      '/notifications/templates/:kind/:locale',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags: ['notifications'],
          summary: 'Save head office’s wording of an e-mail',
          params: templateParams,
          body: templateFormSchema,
          response: { 200: z.object({ message: z.string() }), ...templateErrors },
        },
      },
      async (request) => {
        await notifications.saveTemplate(
          request.user!,
          request.params.kind,
          request.params.locale,
          request.body,
          request.ip,
        );
        return { message: TEMPLATE_MESSAGES.saved };
      },
    );

    app.delete(
      '/notifications/templates/:kind/:locale',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags: ['notifications'],
          summary: 'Go back to the built-in wording',
          params: templateParams,
          response: { 200: z.object({ message: z.string() }), ...templateErrors },
        },
      },
      async (request) => {
        await notifications.restoreTemplate(
          request.user!,
          request.params.kind,
          request.params.locale,
          request.ip,
        );
        return { message: TEMPLATE_MESSAGES.restored };
      },
    );

    app.get(
      '/notifications/channel-orders',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags: ['notifications'],
          summary:
            "Each message's order of channels (WhatsApp, SMS, e-mail): the next if one fails",
          response: { 200: z.array(channelOrderSchema), 401: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return notifications.channelOrders(request.user!);
      },
    );

    app.put(
      '/notifications/channel-orders/:kind',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags: ['notifications'],
          summary: "Set a message's order of channels",
          params: z.object({ kind: z.string().regex(/^[a-z-]{1,60}$/) }),
          body: channelOrderFormSchema,
          response: { 200: z.object({ message: z.string() }), ...templateErrors },
        },
      },
      async (request) => ({
        message: await notifications.saveChannelOrder(
          request.user!,
          request.params.kind,
          request.body.channels,
          request.ip,
        ),
      }),
    );

    app.post(
      '/notifications/:id/retry',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags: ['notifications'],
          summary: 'Send a failed or skipped message again',
          params: z.object({ id: z.coerce.number().int().positive() }),
          response: {
            200: z.object({ message: z.string() }),
            401: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request) => {
        await notifications.retry(request.user!, request.params.id, request.ip);
        return { message: NOTIFICATION_MESSAGES.retried };
      },
    );
  };
}

/** Under /api: WhatsApp's webhook (Meta calls it; trusted only by its signature). */
export function whatsappWebhookRoutes(notifications: NotificationsService): FastifyPluginAsyncZod {
  return async (app) => {
    // The signature is over the exact bytes received: the body is kept raw.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    app.get(
      '/whatsapp/webhook',
      {
        schema: {
          tags: ['notifications'],
          summary: "WhatsApp's webhook check: the challenge back when the verify token matches",
          querystring: z.object({
            'hub.mode': z.string().max(50).optional(),
            'hub.verify_token': z.string().max(200).optional(),
            'hub.challenge': z.string().max(200).optional(),
          }),
          response: { 200: z.string(), 403: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const challenge = notifications.whatsappVerify(request.query);
        if (challenge === null) {
          throw new AppError(403, ERROR_CODES.forbidden, 'The verify token does not match.');
        }
        return reply.type('text/plain; charset=utf-8').send(challenge);
      },
    );

    app.post(
      '/whatsapp/webhook',
      {
        schema: {
          tags: ['notifications'],
          summary:
            "WhatsApp's webhooks: message statuses and replies (signed with the app secret over the raw body)",
          description:
            'JSON: a whatsapp_business_account notification; X-Hub-Signature-256 header.',
          bodyDoc: z.record(z.string(), z.unknown()),
          response: {
            200: z.object({ applied: z.number().int(), seen: z.number().int() }),
            400: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const outcome = await notifications.whatsappWebhook(raw, request.headers);
        if (outcome === 'off') throw notFound('WhatsApp is not set up.');
        if (outcome === 'refused') {
          throw new AppError(400, ERROR_CODES.badRequest, 'The signature does not match.');
        }
        return outcome;
      },
    );
  };
}
