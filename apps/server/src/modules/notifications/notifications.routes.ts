import { apiErrorSchema } from '@institute/shared/api-error-schema';
import {
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
